import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { LoginRoutes, type LoginRequest, type TokenResponse } from '@vigil/contracts';
import { registerLoginRoutes, type LoginRouteDeps } from '../../src/auth/login.routes.js';
import { argon2Verifier, type PasswordVerifier } from '../../src/auth/passwords.js';
import type { TestApp } from './test-app.js';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(private ms: number = Date.UTC(2026, 0, 15, 12, 0, 0)) {}
  now = (): Date => new Date(this.ms);
  set(date: Date): void {
    this.ms = date.getTime();
  }
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

/** The real argon2 verifier, counting the passwords that reach it. */
export function countingVerifier(): PasswordVerifier & { calls: number } {
  const counter = {
    calls: 0,
    verify(hash: string, password: string) {
      counter.calls += 1;
      return argon2Verifier.verify(hash, password);
    },
    dummyHash: () => argon2Verifier.dummyHash(),
  };
  return counter;
}

/** The login routes on their own Fastify over the test database, with injected dependencies. */
export async function loginRoutesWith(
  t: TestApp,
  deps: Omit<LoginRouteDeps, 'db' | 'config'>,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerLoginRoutes(app, { db: t.db, config: t.config, ...deps });
  await app.ready();
  return app;
}

export interface TokenReply {
  status: number;
  body: TokenResponse;
  res: LightMyRequestResponse;
}

async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  ip = '203.0.113.1',
): Promise<TokenReply> {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  return {
    status: res.statusCode,
    body: res.body ? (res.json() as TokenResponse) : ({} as TokenResponse),
    res,
  };
}

export function login(app: FastifyInstance, body: LoginRequest | Record<string, unknown>, ip?: string) {
  return post(app, LoginRoutes.token, body, ip);
}

export function refresh(app: FastifyInstance, refreshToken: string, tenantId?: number) {
  return post(
    app,
    LoginRoutes.refresh,
    tenantId === undefined ? { refreshToken } : { refreshToken, tenantId },
  );
}

export function bySignInToken(app: FastifyInstance, signInToken: string) {
  return post(app, LoginRoutes.bySignInToken, { signInToken });
}

export function logout(app: FastifyInstance, refreshToken: string) {
  return post(app, LoginRoutes.logout, { refreshToken });
}

/** A fresh documentation address per call, so throttling in one test (or test file) never touches another. */
export function freshIp(): string {
  const [a, b] = [randomBytes(2).toString('hex'), randomBytes(2).toString('hex')];
  return `2001:db8:${a}:${b}::1`;
}
