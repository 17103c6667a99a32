import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { rowsOf } from './rows.js';

const opened: Database[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function open(dataDir?: string): Promise<Database> {
  const database = await openDatabase({ dataDir });
  opened.push(database);
  return database;
}

async function setting(database: Database, name: string): Promise<string> {
  const [row] = await rowsOf<{ value: string }>(database.db, sql`select current_setting(${name}) as value`);
  return row!.value;
}

describe('PGlite', () => {
  it('creates WAL segments without zero-filling them', async () => {
    expect(await setting(await open(), 'wal_init_zero')).toBe('off');
  }, 60_000);

  it('keeps rows written across several new WAL segments in a folder, after a reopen', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-pglite-'));
    folders.push(folder);
    const first = await open(folder);
    const lsn = async () =>
      (await rowsOf<{ lsn: string }>(first.db, sql`select pg_current_wal_insert_lsn()::text as lsn`))[0]!.lsn;
    const before = await lsn();
    await first.db.execute(
      sql`create table wal_probe as select g as id, repeat('x', 300) as filler from generate_series(1, 60000) g`,
    );
    const written = await rowsOf<{ bytes: string }>(
      first.db,
      sql`select pg_wal_lsn_diff(${await lsn()}::pg_lsn, ${before}::pg_lsn)::text as bytes`,
    );
    // More than a 16 MB segment: at least one was created while the table was written.
    expect(Number(written[0]!.bytes)).toBeGreaterThan(16 * 1024 * 1024);
    await first.close();
    opened.splice(opened.indexOf(first), 1);

    const again = await open(folder);
    const [row] = await rowsOf<{ n: string; total: string }>(
      again.db,
      sql`select count(*)::text as n, sum(length(filler))::text as total from wal_probe`,
    );
    expect(row).toEqual({ n: '60000', total: String(60000 * 300) });
  }, 120_000);
});
