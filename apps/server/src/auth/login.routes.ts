import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  LoginRoutes,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  signInTokenRequestSchema,
  type ApiErrorResponse,
  type TokenResponse,
} from '@vigil/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { argon2Verifier, type PasswordVerifier } from './passwords.js';
import { refreshSession } from './refresh.js';
import { closeSession, type LoginDeps } from './sessions.js';
import { signInWithToken } from './sign-in-by-token.js';
import { signIn } from './sign-in.js';
import { createLoginThrottle, type LoginThrottle } from './throttle.js';

export interface LoginRouteDeps {
  db: Db;
  config: Config;
  /** The clock; tests move it to check windows and expiry without waiting. */
  now?: () => Date;
  throttle?: LoginThrottle;
  passwords?: PasswordVerifier;
}

/** "email: Value is required; password: …" — what was wrong, field by field. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

type Parsed<S extends z.ZodType> = { ok: true; data: z.output<S> } | { ok: false };

function parseBody<S extends z.ZodType>(schema: S, body: unknown, reply: FastifyReply): Parsed<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  const error: ApiErrorResponse = { message: describeIssues(parsed.error) };
  void reply.status(400).send(error);
  return { ok: false };
}

function sendTokens(reply: FastifyReply, body: TokenResponse, status = 200): FastifyReply {
  // Tokens must never land in a shared or browser cache.
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

/** POST /api/Login/token, /api/Login/refresh, /api/Login/token/bySignInToken, /api/Login/logout. */
export function registerLoginRoutes(app: FastifyInstance, deps: LoginRouteDeps): void {
  const login: LoginDeps = {
    db: deps.db,
    config: deps.config,
    now: deps.now ?? (() => new Date()),
    throttle: deps.throttle ?? createLoginThrottle(),
    passwords: deps.passwords ?? argon2Verifier,
  };

  app.post(LoginRoutes.token, async (req, reply) => {
    const body = parseBody(loginRequestSchema, req.body, reply);
    if (!body.ok) return reply;
    const result = await signIn(login, body.data, req.ip);
    if (result.body.retryAfterSeconds) reply.header('retry-after', String(result.body.retryAfterSeconds));
    return sendTokens(reply, result.body, result.status);
  });

  app.post(LoginRoutes.refresh, async (req, reply) => {
    const body = parseBody(refreshRequestSchema, req.body, reply);
    if (!body.ok) return reply;
    return sendTokens(reply, await refreshSession(login, body.data));
  });

  app.post(LoginRoutes.bySignInToken, async (req, reply) => {
    const body = parseBody(signInTokenRequestSchema, req.body, reply);
    if (!body.ok) return reply;
    return sendTokens(reply, await signInWithToken(login, body.data.signInToken));
  });

  app.post(LoginRoutes.logout, async (req, reply) => {
    const body = parseBody(logoutRequestSchema, req.body, reply);
    if (!body.ok) return reply;
    await closeSession(login, body.data.refreshToken);
    return reply.status(204).send();
  });
}
