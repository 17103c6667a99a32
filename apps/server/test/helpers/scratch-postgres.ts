import pg from 'pg';

/*
 * A PostgreSQL database of a test file's own, on the server of TEST_DATABASE_URL (CI's second pass)
 * or 127.0.0.1:5432 (user root, trust; CI starts it first), for what PGlite cannot show: a built
 * server started as the image starts it, two server processes on one database. Without a server
 * such a file is skipped with a loud warning, as the journeys are without Chromium; under CI
 * (CI=true or REQUIRE_POSTGRES=1) that is a failure.
 */

export const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** Whether the PostgreSQL server answers, or must (CI); warns loudly when neither. */
export async function postgresForThisFile(what: string): Promise<boolean> {
  if (process.env.CI === 'true' || process.env.REQUIRE_POSTGRES === '1') return true;
  const probe = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await probe.connect();
    return true;
  } catch {
    const banner = '!'.repeat(78);
    console.warn(
      `\n${banner}\n!! ${what} SKIPPED: no PostgreSQL at 127.0.0.1:5432 (set TEST_DATABASE_URL,\n` +
        `!! or start one); CI=true makes this a failure\n${banner}\n`,
    );
    return false;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates a database named after `prefix`; `drop` removes it whatever its connections. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `This test needs PostgreSQL at ${postgresAdminUrl.replace(/\/\/[^@/]*@/, '//***@')} ` +
        `(set TEST_DATABASE_URL, or start it: pg_ctlcluster 15 main start): ${err instanceof Error ? err.message : String(err)}`,
      { cause: err },
    );
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
}
