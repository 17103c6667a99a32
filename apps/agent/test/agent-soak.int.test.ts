import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/client.js';
import { runSoak } from '../../../bench/src/soak.js';

/**
 * The bench's SIGKILL soak, short: the bundled agent killed at random moments of its scans and
 * uploads while the files change, then one scan to the end. `npm run bench -- --only soak` runs
 * 200 cycles with measured kill windows; here they are fixed to keep the file short.
 */
let database: Database;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  database = await openDatabase(url ? { databaseUrl: url } : {});
});

afterAll(async () => {
  await database?.close();
});

it('killed with SIGKILL mid-scan, the agent loses no finding and counts none twice', async () => {
  const result = await runSoak(database, {
    cycles: 3,
    seed: 7,
    files: 30,
    killWindows: { fullMs: 4000, incrementalMs: 3000 },
  });
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
}, 90_000);
