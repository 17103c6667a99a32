import fastifyCors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { authenticate } from './auth/authenticate.js';
import { registerLoginRoutes } from './auth/login.routes.js';
import { registerAgentRoutes } from './agent-ingest/agent.routes.js';
import { registerSignUpRoutes } from './tenant-management/sign-up.routes.js';
import { registerDevicesCsvRoute } from './devices/devices-csv.routes.js';
import { registerInstallationRoutes } from './installation/installation.routes.js';
import { registerExplorerCsvRoutes } from './explorer/explorer-csv.routes.js';
import { registerReportFileRoute } from './reports/report-file.routes.js';
import { registerAgentLogDownloadRoute } from './agent-logs/agent-log-download.routes.js';
import { createGraphqlServer } from './api/yoga.js';
import { registerRateLimits, RateLimitedError } from './api/rate-limits.js';
import { registerSchemaRoute } from './api/schema-route.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp, sendJsonNotFound } from './http/web-app.js';
import { requestLogFields } from './http/log-redaction.js';
import { readableLogStream } from './http/readable-log.js';
import { registerSignOnRoutes } from './sso/sign-on/sign-on.routes.js';
import { registerCloudAuthRoutes } from './cloud-auth/cloud-auth.routes.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve the built web console (default true). */
  serveWeb?: boolean;
}

/** The console's own origin and the configured others: the only ones browsers may call the API from. */
export function allowedOrigins(config: Config): string[] {
  const own = new URL(config.publicUrl ?? `http://localhost:${config.port}`).origin;
  return [...new Set([own, ...config.corsOrigins])];
}

const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * A multipart body is held in memory while Yoga reads it. Its operations field may hold 1 MiB (as
 * a JSON body); the one upload the spec names is a cloud scanner's auth file, text or .conf.
 */
const MULTIPART_BODY_LIMIT = 4 * 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const db = database.db;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken'],
        censor: '***',
      },
      // Single sign-on hands tokens over in URLs (sso/success, sso/refresh): logs keep their names only.
      serializers: { req: requestLogFields },
      ...(config.logFormat === 'readable' ? { stream: readableLogStream() } : {}),
    },
    // One line per request, when it is answered (the hook below), not one as it arrives and another.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    // X-Forwarded-For is believed only from the configured proxies; from anyone else it is a
    // client's claim, and would let a guesser pick a fresh address for every attempt.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });

  await registerRateLimits(app, { jwtSecret: config.jwtSecret, limits: config.rateLimits });
  // Other origins get no CORS allowance: their pages cannot read the API's answers.
  await app.register(fastifyCors, { origin: allowedOrigins(config), methods: ['GET', 'HEAD', 'POST'] });

  app.decorateRequest('authUser', null);
  app.decorateRequest('accessToken', null);

  registerSecurityHeaders(app, { hsts: config.isProduction });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    if (error instanceof RateLimitedError && req.routeOptions.url === '/graphql') {
      // GraphQL clients read errors from `errors`.
      return reply.status(429).send({
        errors: [{ message: error.message, extensions: { code: 'RATE_LIMITED' } }],
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    // Client errors (bad JSON, body too large) say what was wrong; server errors say nothing more.
    reply.status(status).send({ message: status >= 500 ? 'Internal server error' : error.message });
  });

  app.get('/healthz', async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok', database: database.kind };
  });

  registerLoginRoutes(app, { db, config });
  registerAgentRoutes(app, { db });
  registerSignOnRoutes(app, { db, config });
  registerCloudAuthRoutes(app, { db, config });
  registerSignUpRoutes(app, { db });
  registerDevicesCsvRoute(app, { db, config });
  registerInstallationRoutes(app, { db, config });
  registerExplorerCsvRoutes(app, { db, config });
  registerReportFileRoute(app, { db, config });
  registerAgentLogDownloadRoute(app, { db, config });

  // Yoga reads multipart bodies itself; Fastify only checks their size.
  app.addContentTypeParser('multipart/form-data', (req, _payload, done) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > MULTIPART_BODY_LIMIT) {
      done(Object.assign(new Error('Request body is too large'), { statusCode: 413 }), undefined);
      return;
    }
    done(null, undefined);
  });

  const yoga = createGraphqlServer({ db, config, log: app.log, maxRequestBodySize: MULTIPART_BODY_LIMIT });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    preHandler: async (req, reply) => {
      const result = await authenticate(db, config.jwtSecret, req.headers.authorization);
      if (result.kind === 'rejected') {
        // The web client refreshes its session on 401 and retries once.
        return reply.status(401).send({
          errors: [
            { message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED', reason: result.reason } },
          ],
        });
      }
      if (result.kind === 'user') {
        req.authUser = result.user;
        req.accessToken = result.token;
      }
    },
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  registerSchemaRoute(app, { db, config });

  if (options.serveWeb !== false) await registerWebApp(app, config.webDistDir);
  else app.setNotFoundHandler(sendJsonNotFound);
  return app;
}
