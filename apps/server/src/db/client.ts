import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
/**
 * One database type for both drivers. Queries name their tables (the `*.tables.ts` of each domain),
 * so the connection carries no schema: this module stays beneath every domain.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** What a transaction callback receives; never use the outer `db` inside a transaction (PGlite would wait on itself). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Human-readable location, for logs: a folder or a redacted URL. */
  location: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Whether `db` runs queries at once, each on a connection of its own: a PostgreSQL pool, not a
 * transaction (one connection) and not PGlite (one at a time).
 */
export function runsQueriesAtOnce(db: Queryable): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}

export interface OpenOptions {
  /** postgres://… to use a PostgreSQL server. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true }); // PGlite does not create missing parent folders
  }
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    location: dir ?? 'memory',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  // No parallel workers for a query: the console's reads are many small ones at once, and on a
  // two-core server a worker's start-up and the plans it invites (sort first, then probe every
  // row) made a back office's list of policies under a regulation twice as slow (65 → 40 ms).
  // work_mem 16 MB (default 4): a chosen period of a back office's applications groups some
  // 10 000 rows, which the planner sized past 4 MB of hash table and grouped by an incremental
  // sort instead (50 → 30 ms); ten connections stay within a few hundred MB at worst.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c max_parallel_workers_per_gather=0 -c work_mem=16MB',
  });
  // An idle connection the server ends (restart, failover, a terminated backend) is dropped by the
  // pool and replaced on demand; unlistened, its 'error' event would end the process.
  pool.on('error', (err) => {
    process.stderr.write(`database: an idle connection was closed (${err.message})\n`);
  });
  // Fail fast with a clear message rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    location: url.replace(/\/\/[^@/]*@/, '//***@'),
    migrate: async () => {
      // Serialise concurrent starts (several test workers, several replicas) on one lock.
      const c = await pool.connect();
      try {
        await c.query('select pg_advisory_lock(724511)');
        await migratePg(drizzlePg(c), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await c.query('select pg_advisory_unlock(724511)').catch(() => undefined);
        c.release();
      }
    },
    close: () => pool.end(),
  };
}
