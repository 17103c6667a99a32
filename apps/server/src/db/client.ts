import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { queryLog } from './query-log.js';
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
  /** The committed migrations this database has not applied yet (readiness: /readyz). */
  pendingMigrations(): Promise<number>;
  /** Connections of the node-postgres pool; PGlite is one connection, with no pool. */
  poolStats(): PoolStats | null;
  /**
   * LISTEN on `channel` (lower case) until the returned stop. `onState(false)` says notifications
   * may have been missed (the connection was lost); `onState(true)`, that they arrive from now on.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onState(listening: boolean): void;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * How many committed migrations are newer than the last one the database recorded — drizzle's own
 * rule (it applies those whose folder time is after the last recorded `created_at`).
 */
let committedMigrations: number[] | null = null;

async function countPendingMigrations(db: Db): Promise<number> {
  committedMigrations ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(
    (m) => m.folderMillis,
  );
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  // Before the first migration the table does not exist (a query naming it would fail).
  const [table] = await rows(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  let last = -1;
  if (table?.present === true) {
    const [row] = await rows(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`);
    if (row?.created_at !== null && row?.created_at !== undefined) last = Number(row.created_at);
  }
  return committedMigrations.filter((when) => when > last).length;
}

/**
 * Whether `db` runs queries at once, each on a connection of its own: a PostgreSQL pool, not a
 * transaction (one connection) and not PGlite (one at a time).
 */
export function runsQueriesAtOnce(db: Queryable): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}

/** Whether `db` is the embedded database (PGlite), not a PostgreSQL server's pool or transaction. */
export function isEmbedded(db: Queryable): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
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
  // A new WAL segment is created by writing its last byte, not zero-filled 8 kB at a time: in
  // PGlite's in-memory file system those writes grew the 16 MB file step by step, each growth a
  // copy, and a batch of 1 000 files spent ~25 of its ~150 ms of CPU there, at its commit
  // (bench: ingest). The segment reads as zeros either way.
  await client.exec('set wal_init_zero = off');
  const db = drizzlePglite(client, { logger: queryLog }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    location: dir ?? 'memory',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    pendingMigrations: () => countPendingMigrations(db),
    poolStats: () => null,
    // One connection, in this process: a notification is handled before its query's promise settles.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onNotify);
      handlers.onState(true);
      return async () => {
        handlers.onState(false);
        if (!client.closed) await stop();
      };
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
  // sort instead (50 → 30 ms); ten connections stay within a few hundred MB at worst. No JIT: the
  // console's statements run for milliseconds, and a page's rows read by key (a lateral over an
  // unnest the planner cannot size) were estimated past jit_above_cost and compiled for 40 ms
  // to run for 10 (a back office's applications over the last 30 days).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c max_parallel_workers_per_gather=0 -c work_mem=16MB -c jit=off',
  });
  // An idle connection the server ends (restart, failover, a terminated backend) is dropped by the
  // pool and replaced on demand; unlistened, its 'error' event would end the process.
  pool.on('error', (err) => {
    process.stderr.write(`database: an idle connection was closed (${err.message})\n`);
  });
  // Fail fast with a clear message rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { logger: queryLog }) as unknown as Db;
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
    pendingMigrations: () => countPendingMigrations(db),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

const RELISTEN_MS = [100, 500, 2000, 5000];

/** A connection of its own, outside the pool, reconnected while the listener lives. */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let failures = 0;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      handlers.onState(false);
      c.end().catch(() => undefined);
      if (client === c) client = null;
      if (stopped) return;
      const delay = RELISTEN_MS[Math.min(failures++, RELISTEN_MS.length - 1)] ?? 5000;
      setTimeout(() => void connect(), delay).unref();
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (n) => handlers.onNotify(n.payload ?? ''));
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch {
      onLost();
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    failures = 0;
    client = c;
    handlers.onState(true);
  };
  await connect();
  return async () => {
    stopped = true;
    handlers.onState(false);
    const c = client;
    client = null;
    if (c) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
    }
  };
}
