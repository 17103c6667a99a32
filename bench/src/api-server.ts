/**
 * The servers the `api` bench loads, each in a process of its own (forked by api.ts), so the load
 * generator never runs on the server's event loop. Started as `api-server.ts hello` or
 * `api-server.ts app [databaseUrl]`; answers the parent over IPC with the port it listens on.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import { RateLimits } from '@vigil/contracts';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { ensureRootTenant } from '../../apps/server/src/seed/bootstrap.js';
import { seedLibrary } from '../../apps/server/src/classifiers/library.service.js';
import { seedDemo, DEMO_PASSWORD } from '../../apps/server/src/seed/demo.js';

export interface ServerReady {
  port: number;
  /** The demo customer's sign-in (app only). */
  email?: string;
  password?: string;
}

/**
 * A hello-world Yoga on Fastify, mounted as Yoga's documentation mounts it (its answer's stream
 * handed to Fastify), or `whole`: its answer read and sent whole, as app.ts sends the real one's.
 */
async function helloServer(whole: boolean) {
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema: createSchema({
      typeDefs: 'type Query { hello: String! }',
      resolvers: { Query: { hello: () => 'world' } },
    }),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    logging: false,
  });
  const app = Fastify({ logger: false });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      return reply.send(whole ? await response.text() : response.body);
    },
  });
  return app;
}

/** The real app, as production runs it (logging at its default level), on the demo's data. */
async function vigilServer(databaseUrl: string | undefined) {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
  await database.migrate();
  await ensureRootTenant(database.db);
  await seedLibrary(database.db);
  await seedDemo(database.db);
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl ?? 'postgres://bench.invalid/unused',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://bench.invalid',
    } as NodeJS.ProcessEnv,
    // 50 users from one address, far faster than people click: the limit would answer 429.
    { rateLimits: { ...RateLimits, graphql: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 60 } } },
  );
  return buildApp({ config, database, serveWeb: false });
}

/**
 * BENCH_API_CPU_PROF=<dir>: the server's CPU profile under load (from listening to the end, the
 * seeding left out), written as <dir>/<mode>-<pid>.cpuprofile for Chrome DevTools or a script.
 */
async function startProfile(): Promise<() => Promise<void>> {
  const dir = process.env.BENCH_API_CPU_PROF;
  if (!dir) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${dir}/${process.argv[2]}-${process.pid}.cpuprofile`, JSON.stringify(profile));
  };
}

async function main() {
  const [mode, databaseUrl] = process.argv.slice(2);
  const app = mode === 'app' ? await vigilServer(databaseUrl) : await helloServer(mode === 'hello-whole');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const ready: ServerReady =
    mode === 'app'
      ? { port: address.port, email: 'customer@vigil.demo', password: DEMO_PASSWORD }
      : { port: address.port };
  const profile = await startProfile();
  process.send?.(ready);
  process.on('disconnect', () => {
    void profile()
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
