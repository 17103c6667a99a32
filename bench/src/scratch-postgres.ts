import pg from 'pg';

export interface Skipped {
  skipped: string;
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
  const admin = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
  // BENCH_DB_PREFIX keeps the scratch databases of parallel runs on one server apart.
  const name = `${process.env.BENCH_DB_PREFIX ?? ''}${prefix}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
  } catch (err) {
    return { skipped: `no PostgreSQL at ${admin}: ${err instanceof Error ? err.message : String(err)}` };
  }
  try {
    await client.query(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await client.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await client.end();
  }
}
