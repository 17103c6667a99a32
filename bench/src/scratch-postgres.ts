import pg from 'pg';

export interface Skipped {
  skipped: string;
}

function adminUrl(): string {
  return process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
}

function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function connectAdmin(admin: string): Promise<pg.Client | Skipped> {
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
    return client;
  } catch (err) {
    return { skipped: `no PostgreSQL at ${admin}: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/**
 * Runs `fn` on a database created for it on the server of BENCH_POSTGRES_ADMIN_URL (its name
 * prefixed with BENCH_DB_PREFIX, if set) and dropped
 * afterwards, whatever happens; no server answers with `{ skipped }` rather than a failure.
 */
export async function withScratchPostgres<T>(
  prefix: string,
  fn: (url: string) => Promise<T>,
): Promise<T | Skipped> {
  const admin = adminUrl();
  // BENCH_DB_PREFIX keeps the scratch databases of parallel runs on one server apart.
  const name = `${process.env.BENCH_DB_PREFIX ?? ''}${prefix}_${Date.now()}`;
  const client = await connectAdmin(admin);
  if ('skipped' in client) return client;
  try {
    await client.query(`create database ${name}`);
    return await fn(databaseUrl(admin, name));
  } finally {
    await client.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await client.end();
  }
}

/**
 * Runs `fn` on the database `name` of BENCH_POSTGRES_ADMIN_URL's server, created if missing and kept
 * afterwards (`fresh` says whether it was just created).
 */
export async function withKeptPostgres<T>(
  name: string,
  fn: (url: string, fresh: boolean) => Promise<T>,
): Promise<T | Skipped> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = adminUrl();
  const client = await connectAdmin(admin);
  if ('skipped' in client) return client;
  let fresh: boolean;
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    fresh = found.rowCount === 0;
    if (fresh) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return fn(databaseUrl(admin, name), fresh);
}
