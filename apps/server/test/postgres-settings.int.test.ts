import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import {
  createScratchDatabase,
  postgresForThisFile,
  type ScratchDatabase,
} from './helpers/scratch-postgres.js';

/*
 * The PostgreSQL pool's session settings (db/client.ts): each was measured against the console's
 * own statements, and a connection the pool opens later must carry them as the first did.
 */
const runHere = await postgresForThisFile('POSTGRESQL POOL SETTINGS TEST');

describe.runIf(runHere)('the PostgreSQL pool', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  beforeAll(async () => {
    scratch = await createScratchDatabase('vigil_settings');
    database = await openDatabase({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('runs without JIT, without parallel workers and with 16 MB of work memory, on every connection', async () => {
    const settings = async () =>
      (
        await rowsOf<{ jit: string; workers: string; mem: string }>(
          database.db,
          sql`select current_setting('jit') as jit,
            current_setting('max_parallel_workers_per_gather') as workers,
            current_setting('work_mem') as mem`,
        )
      )[0];
    // several at once: the pool opens more connections than the first
    const all = await Promise.all(Array.from({ length: 6 }, settings));
    expect(new Set(all.map((s) => JSON.stringify(s)))).toEqual(
      new Set([JSON.stringify({ jit: 'off', workers: '0', mem: '16MB' })]),
    );
  });
});
