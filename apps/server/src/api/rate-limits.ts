import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import {
  AgentRoutes,
  ApiAddresses,
  CloudAuthRoutes,
  LoginRoutes,
  Messages,
  SignUpRoutes,
  SsoRoutes,
  type RateLimit,
} from '@vigil/contracts';
import type { Config } from '../config.js';
import { verifyAccessToken } from '../auth/access-token.js';
import { bearerToken } from '../auth/authenticate.js';
import { clientAddressKey } from '../http/client-address.js';

/** A 429: the body says when to come back, as does the Retry-After header. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(Messages.tooManyRequests(retryAfterSeconds));
  }
}

const byAddress = (req: FastifyRequest) => `ip:${clientAddressKey(req.ip)}`;

/**
 * A signed-in caller is counted as the user, whatever address they come from; anyone else by
 * address. Only the signature is checked here (no database read): a forged token counts against
 * its address.
 */
function byUserOrAddress(secret: string) {
  return async (req: FastifyRequest) => {
    const token = bearerToken(req.headers.authorization);
    if (token) {
      const verified = await verifyAccessToken(token, secret);
      if (verified.ok) return `user:${verified.claims.userId}`;
    }
    return byAddress(req);
  };
}

interface LimitedRoute {
  url: string;
  method: string;
  limit: RateLimit;
  key: (req: FastifyRequest) => string | Promise<string>;
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

function hooksOf(hooks: RouteOptions['onRequest']): onRequestAsyncHookHandler[] {
  if (!hooks) return [];
  return (Array.isArray(hooks) ? hooks : [hooks]) as onRequestAsyncHookHandler[];
}

/**
 * Request rate limits (@fastify/rate-limit, counted in memory per process) on the routes of the
 * table below, wherever those routes are declared. Must run before any route is added.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { jwtSecret: string; limits: Config['rateLimits'] },
): Promise<void> {
  const { limits } = options;
  // Not global: each limited route gets its own counter below; the plugin must be loaded first.
  await app.register(fastifyRateLimit, { global: false });

  const routes: LimitedRoute[] = [
    { method: 'POST', url: LoginRoutes.refresh, limit: limits.refresh, key: byAddress },
    { method: 'POST', url: LoginRoutes.bySignInToken, limit: limits.signInByToken, key: byAddress },
    { method: 'POST', url: AgentRoutes.register, limit: limits.agentRegistration, key: byAddress },
    { method: 'GET', url: SignUpRoutes.partnerCountry, limit: limits.partnerCountry, key: byAddress },
    { method: 'POST', url: SignUpRoutes.createPartner, limit: limits.signUp, key: byAddress },
    { method: 'POST', url: SignUpRoutes.createCustomer, limit: limits.signUp, key: byAddress },
    { method: 'POST', url: '/graphql', limit: limits.graphql, key: byUserOrAddress(options.jwtSecret) },
    { method: 'GET', url: SsoRoutes.providers, limit: limits.ssoProviders, key: byAddress },
    { method: 'GET', url: SsoRoutes.login, limit: limits.ssoSignIn, key: byAddress },
    { method: 'GET', url: SsoRoutes.callback, limit: limits.ssoSignIn, key: byAddress },
    { method: 'GET', url: SsoRoutes.refresh, limit: limits.ssoRefresh, key: byAddress },
    // The cloud connections' callbacks: a code exchange each, like a sign-in's callback.
    ...[CloudAuthRoutes.store, CloudAuthRoutes.download].flatMap((url) =>
      (['GET', 'POST'] as const).map((method) => ({ method, url, limit: limits.ssoSignIn, key: byAddress })),
    ),
    {
      method: 'GET',
      url: ApiAddresses.graphqlSchema,
      limit: limits.graphql,
      key: byUserOrAddress(options.jwtSecret),
    },
  ];

  app.addHook('onRoute', (route) => {
    const limited = routes.find((r) => r.url === route.url && methodsOf(route).includes(r.method));
    if (!limited) return;
    const limiter = app.rateLimit({
      max: limited.limit.max,
      timeWindow: limited.limit.windowSeconds * 1000,
      keyGenerator: limited.key,
      errorResponseBuilder: (_req, context) =>
        new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
    }) as unknown as onRequestAsyncHookHandler;
    // First, before anything reads the database or a body.
    route.onRequest = [limiter, ...hooksOf(route.onRequest)];
  });
}
