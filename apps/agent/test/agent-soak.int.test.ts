import { expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client.js';
import { runSoak } from '../../../bench/src/soak.js';

/**
 * The bench's SIGKILL soak, short: the bundled agent killed at random moments of its scans and
 * uploads while the files change, then one scan to the end. `npm run bench -- --only soak` runs
 * 200 cycles.
 */
it('killed with SIGKILL mid-scan and mid-upload, the agent loses no finding and counts none twice', async () => {
  const url = process.env.TEST_DATABASE_URL;
  const database = await openDatabase(url ? { databaseUrl: url } : {});
  try {
    const result = await runSoak(database, { cycles: 4, seed: 7, files: 40 });
    expect(result.expectedEntries).toBeGreaterThan(0);
    expect(result.batchesApplied).toBeGreaterThan(0);
    expect(result).toMatchObject({
      lost: 0,
      duplicated: 0,
      missingFiles: 0,
      extraFiles: 0,
      rollupMismatches: 0,
      batchesAppliedTwice: 0,
      batchesClaimedWithoutResponse: 0,
      queueLeft: 0,
      agentErrors: [],
    });
  } finally {
    await database.close();
  }
}, 120_000);
