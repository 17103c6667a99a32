import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database, type Db } from '../../src/db/client.js';
import { buildApp } from '../../src/app.js';
import { ensureRootTenant } from '../../src/seed/bootstrap.js';
import { seedLibrary } from '../../src/classifiers/library.service.js';
import { registerSessionDatabase } from './factories.js';
import { createScratchDatabase } from './scratch-postgres.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  rootTenantId: number;
  /** POST /graphql as the holder of `token` (or anonymously). */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ): Promise<{
    status: number;
    data: T | null;
    errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
  }>;
  close(): Promise<void>;
}

/**
 * A real server in-process on a real database: a fresh in-memory PGlite by default, or the
 * PostgreSQL of TEST_DATABASE_URL (CI), where every test makes its own tenants so files can share it.
 * `privateDatabase` always takes a fresh PGlite: for a test that breaks its database on purpose;
 * `databaseUrl` names a PostgreSQL database instead (a scratch one of the test's own);
 * `ownDatabase` keeps the backend but never shares the database (PostgreSQL: a scratch one).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { privateDatabase?: boolean; databaseUrl?: string; ownDatabase?: boolean } = {},
): Promise<TestApp> {
  // ownDatabase: a test that changes the schema itself (renames a table for a moment) must not
  // do it where other files run; on PostgreSQL it takes a scratch database, dropped on close.
  const scratch =
    options.ownDatabase && process.env.TEST_DATABASE_URL ? await createScratchDatabase('vigil_own') : null;
  const url = options.privateDatabase
    ? undefined
    : (scratch?.url ?? options.databaseUrl ?? process.env.TEST_DATABASE_URL);
  const database = await openDatabase(url ? { databaseUrl: url } : {});
  await database.migrate();
  const root = await ensureRootTenant(database.db);
  await seedLibrary(database.db);
  // A secret of its own per app, as the data folder would give a real start.
  const jwtSecret = randomBytes(32).toString('base64url');
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: jwtSecret } as NodeJS.ProcessEnv,
    overrides,
  );
  registerSessionDatabase(config, database.db);
  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    rootTenantId: root.id,
    async gql(query, variables, token) {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { query, variables },
      });
      const body = res.json() as {
        data?: unknown;
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      };
      return { status: res.statusCode, data: (body.data ?? null) as never, errors: body.errors };
    },
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

/** Listens on a loopback port, for clients outside the process (a real agent, the cloud scanner). */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app has no port');
  return `http://127.0.0.1:${address.port}`;
}

/** The cloud connections' settings that point at a local provider (its token and API addresses). */
export function cloudAuthFor(providerEnv: Record<string, string>): Config['cloudAuth'] {
  return loadConfig({ ...providerEnv, NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) } as NodeJS.ProcessEnv)
    .cloudAuth;
}
