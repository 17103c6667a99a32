import pg from 'pg';

export interface Skipped {
  skipped: string;
}

/**
 * Runs `fn` on a database created for it on the server of BENCH_POSTGRES_ADMIN_URL and dropped
 * afterwards, whatever happens; no server answers with `{ skipped }` rather than a failure.
 */
export async function withScratchPostgres<T>(
  prefix: string,
  fn: (url: string) => Promise<T>,
): Promise<T | Skipped> {
  const admin = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const name = `${prefix}_${Date.now()}`;
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
