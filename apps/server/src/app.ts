import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { LoginRoutes } from '@vigil/contracts';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { authenticate } from './auth/authenticate.js';
import { openSessionCache } from './auth/session-cache.js';
import { cacheScopesOf } from './tenants/tenant-scope.js';
import { openRiskAnswers } from './db/risk-answers.js';
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
import { batchedStdout } from './http/log-destination.js';
import { registerSignOnRoutes } from './sso/sign-on/sign-on.routes.js';
import { createAppMetrics, httpRequestDuration, requestOperation } from './metrics/metrics.js';
import { queueDepth } from './queue/queue.js';
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

/** An X-Request-Id taken from a trusted proxy: an id, not arbitrary text for the logs. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: a proxy's X-Request-Id when the request came through a trusted proxy
 * (TRUST_PROXY) and it looks like an id, else a new UUID. Logged with every line of the request
 * (`reqId`) and answered in the X-Request-Id header.
 */
function requestIdGenerator(config: Config) {
  const trusted = config.trustProxy.length > 0;
  return (req: { headers: Record<string, string | string[] | undefined> }): string => {
    const given = req.headers['x-request-id'];
    if (trusted && typeof given === 'string' && REQUEST_ID.test(given)) return given;
    return randomUUID();
  };
}

/** Constant-time comparison of a presented bearer token with the configured one. */
function sameToken(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Sign-in, refresh and sign-out: they change sessions, never what the risk answers are made of. */
const LOGIN_ROUTES = new Set<string>(Object.values(LoginRoutes));

const JSON_BODY_LIMIT = 1024 * 1024;

/** A GraphQL answer delivered in parts as they are ready, rather than as one document. */
function isIncremental(contentType: string | null): boolean {
  return !!contentType && /^(text\/event-stream|multipart\/mixed)\b/i.test(contentType);
}

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
      stream: config.logFormat === 'readable' ? readableLogStream() : batchedStdout(),
    },
    // One line per request, when it is answered (the hook below), not one as it arrives and another.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    // X-Forwarded-For is believed only from the configured proxies; from anyone else it is a
    // client's claim, and would let a guesser pick a fresh address for every attempt.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Our generator reads X-Request-Id itself, and only from a trusted proxy.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config),
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await registerRateLimits(app, { jwtSecret: config.jwtSecret, limits: config.rateLimits });
  // Other origins get no CORS allowance: their pages cannot read the API's answers.
  await app.register(fastifyCors, { origin: allowedOrigins(config), methods: ['GET', 'HEAD', 'POST'] });
  // Responses of 1 KiB or more in br or gzip, as the client accepts (before any route, and before
  // @fastify/static, or they go uncompressed). Request bodies are not decompressed: no client of
  // ours compresses them, and a body limit should hold for the bytes the server reads.
  await app.register(fastifyCompress, { global: true, threshold: 1024, globalDecompression: false });

  app.decorateRequest('authUser', null);
  app.decorateRequest('accessToken', null);
  app.decorateRequest('graphqlMutation', false);
  app.decorateRequest('graphqlOperation', null);

  const sessions = await openSessionCache(database, [cacheScopesOf(db)]);
  app.addHook('onClose', () => sessions.stop());
  const riskAnswers = await openRiskAnswers(database);
  app.addHook('onClose', () => riskAnswers.stop());
  // A change made here empties this process's caches before its answer leaves, so the caller's next
  // request cannot beat the notification (which tells the other processes); agents sign no one in,
  // and their batches' risk changes reach the people reading it by the notification alone.
  app.addHook('onSend', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const route = req.routeOptions.url ?? '';
    if (route.startsWith('/agent/')) return;
    if (route === '/graphql' && !req.graphqlMutation) return;
    sessions.clear();
    // A mutation acts for the caller's tenant or one below it; other writes name no tenant here.
    if (req.authUser) riskAnswers.cache.dropRelated([req.authUser.tenantPath]);
    else if (!LOGIN_ROUTES.has(route)) riskAnswers.cache.clear();
  });

  registerSecurityHeaders(app, { hsts: config.isProduction });
  // The request line is made of named fields only (requestLogFields: no header, no body, the URL's
  // credentials masked), so it skips the redaction pass every other line takes: that pass was a
  // tenth of a signed-in request's time (issue 18).
  const requestLog = app.log.child({}, { redact: [] });
  app.addHook('onResponse', async (req, reply) => {
    requestLog.info({ reqId: req.id, req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    // The route pattern, never the URL: a label per path would grow without bound.
    const route = req.routeOptions.url ?? '_unmatched';
    httpRequestDuration.observe(
      {
        method: req.method,
        route,
        operation: requestOperation(req, route),
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
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

  // Readiness: the database answers and every committed migration is applied (a replica started
  // before the one running migrations has finished is not ready yet). /healthz is liveness.
  app.get('/readyz', async (req, reply) => {
    try {
      const pending = await database.pendingMigrations();
      if (pending > 0) {
        return reply.status(503).send({ status: 'not ready', reason: `${pending} migrations not applied` });
      }
    } catch (err) {
      req.log.warn({ err }, 'readiness: database unreachable');
      return reply.status(503).send({ status: 'not ready', reason: 'database unreachable' });
    }
    return { status: 'ready', database: database.kind };
  });

  // Prometheus: only with METRICS_TOKEN, as its bearer token (ARCHITECTURE.md, "Production").
  const metrics = createAppMetrics({
    queueDepth: () => queueDepth(db),
    poolStats: () => database.poolStats(),
    databaseKind: database.kind,
  });
  app.get('/metrics', async (req, reply) => {
    const token = config.metricsToken;
    if (!token) return sendJsonNotFound(req, reply);
    const presented = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!presented || !sameToken(presented, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    }
    const text = await metrics.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });

  registerLoginRoutes(app, { db, config });
  registerAgentRoutes(app, { db, signingSecret: config.jwtSecret });
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
      const result = await authenticate(
        db,
        config.jwtSecret,
        req.headers.authorization,
        new Date(),
        sessions.cache,
      );
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
      // An answer is one JSON document: sent whole, with its length, in one write (and compressed
      // only past the threshold, which a stream of unknown length never is). Only an incremental
      // answer (text/event-stream, multipart/mixed) goes out as the stream it is.
      if (isIncremental(response.headers.get('content-type'))) return reply.send(response.body);
      return reply.send(await response.text());
    },
  });

  registerSchemaRoute(app, { db, config });

  if (options.serveWeb !== false) await registerWebApp(app, config.webDistDir);
  else app.setNotFoundHandler(sendJsonNotFound);
  return app;
}
