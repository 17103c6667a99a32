import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SsoLimits, SsoMessages, SsoRoutes, type ApiErrorResponse } from '@vigil/contracts';
import { randomToken } from '../../auth/opaque-tokens.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  errorLocation,
  finishSignIn,
  publicProviders,
  refreshSsoSession,
  startSignIn,
} from './sign-on.service.js';

export interface SignOnRouteDeps {
  db: Db;
  config: Config;
  now?: () => Date;
}

/** Ties a started sign-in to the browser that started it (login-CSRF: a stranger's callback link fails). */
const BINDING_COOKIE = 'vigil_sso_binding';
const BINDING = /^[A-Za-z0-9_-]{43}$/;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The console's origin: PUBLIC_URL (required in production), else the address the browser used. */
function originOf(req: FastifyRequest, config: Config): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : `${req.protocol}://${req.host}`;
}

function positiveInt(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}

const queryOf = (req: FastifyRequest) => req.query as Record<string, unknown>;
const rawQueryOf = (req: FastifyRequest) => {
  const at = req.url.indexOf('?');
  return at < 0 ? '' : req.url.slice(at + 1);
};

/**
 * The public single sign-on routes (contracts SsoRoutes): the sign-on page's list, the sign-in's
 * start and callback, and the SSO session's refresh. Rate limited per address (api/rate-limits.ts).
 */
export function registerSignOnRoutes(app: FastifyInstance, routeDeps: SignOnRouteDeps): void {
  const deps = {
    db: routeDeps.db,
    config: routeDeps.config,
    now: routeDeps.now ?? (() => new Date()),
    log: app.log,
  };

  app.get(SsoRoutes.providers, async (req, reply) => {
    const tenantId = positiveInt(queryOf(req).tenantId);
    if (tenantId === null) {
      const error: ApiErrorResponse = { message: 'tenantId: a tenant id is required' };
      return reply.status(400).send(error);
    }
    return reply.header('cache-control', 'no-store').send(await publicProviders(deps, tenantId));
  });

  app.get(SsoRoutes.login, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const providerId = positiveInt(queryOf(req).providerId);
    if (providerId === null) return reply.redirect(errorLocation(SsoMessages.providerNotFound), 302);
    const origin = originOf(req, deps.config);
    const sent = cookieValue(req.headers.cookie, BINDING_COOKIE);
    // Kept when present, so sign-ins started in two tabs of one browser both finish.
    const binding = sent && BINDING.test(sent) ? sent : randomToken();
    const location = await startSignIn(deps, providerId, origin, binding);
    const secure = origin.startsWith('https:') ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${BINDING_COOKIE}=${binding}; Path=/sso; Max-Age=${SsoLimits.signInStateSeconds}; HttpOnly; SameSite=Lax${secure}`,
    );
    return reply.redirect(location, 302);
  });

  app.get(SsoRoutes.callback, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const sent = cookieValue(req.headers.cookie, BINDING_COOKIE);
    const location = await finishSignIn(deps, {
      rawQuery: rawQueryOf(req),
      binding: sent && BINDING.test(sent) ? sent : null,
    });
    return reply.redirect(location, 302);
  });

  app.get(SsoRoutes.refresh, async (req, reply) => {
    const query = queryOf(req);
    const providerId = positiveInt(query.providerId);
    const refreshToken = query.refreshToken;
    if (
      providerId === null ||
      typeof refreshToken !== 'string' ||
      !refreshToken ||
      refreshToken.length > 512
    ) {
      const error: ApiErrorResponse = { message: 'providerId and refreshToken are required' };
      return reply.status(400).send(error);
    }
    return reply
      .header('cache-control', 'no-store')
      .send(await refreshSsoSession(deps, providerId, refreshToken));
  });
}
