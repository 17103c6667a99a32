import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT, type JWTPayload } from 'jose';
import { signAccessToken, verifyAccessToken } from './access-token.js';

const secret = 's'.repeat(40);
const sessionId = randomUUID();
const now = () => Math.floor(Date.now() / 1000);

/** A token as a forger would write it: every claim chosen by hand. */
function handMade(payload: JWTPayload, expiresAt: number | null = now() + 60) {
  const jwt = new SignJWT({ tid: 3, sid: sessionId, ...payload })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('7')
    .setIssuer('vigil')
    .setAudience('vigil-api')
    .setIssuedAt();
  if (expiresAt !== null) jwt.setExpirationTime(expiresAt);
  return jwt.sign(new TextEncoder().encode(secret));
}

describe('access tokens', () => {
  it('round-trips user, tenant, acting tenant and session', async () => {
    const token = await signAccessToken({ userId: 7, tenantId: 3, actingTenantId: 9, sessionId }, secret, 60);
    expect(await verifyAccessToken(token, secret)).toEqual({
      ok: true,
      claims: {
        userId: 7,
        tenantId: 3,
        actingTenantId: 9,
        sessionId,
        issuedAt: expect.any(Number),
        expiresAt: expect.any(Number),
      },
    });
  });

  it('reports an expired token as expired', async () => {
    const token = await handMade({}, now() - 10);
    expect(await verifyAccessToken(token, secret)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token without an expiry, which would be good forever', async () => {
    expect(await verifyAccessToken(await handMade({}, now() + 60), secret)).toMatchObject({ ok: true });
    expect(await verifyAccessToken(await handMade({}, null), secret)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a token without a session, or with one that is not a session id', async () => {
    expect(await verifyAccessToken(await handMade({ sid: undefined }), secret)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyAccessToken(await handMade({ sid: "x' or 1=1" }), secret)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('rejects a token signed with another secret, or with alg none', async () => {
    const token = await signAccessToken(
      { userId: 7, tenantId: 3, actingTenantId: null, sessionId },
      'o'.repeat(40),
      60,
    );
    expect(await verifyAccessToken(token, secret)).toEqual({ ok: false, reason: 'invalid' });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: '7', tid: 3, sid: sessionId, iss: 'vigil', aud: 'vigil-api', exp: now() + 60 }),
    ).toString('base64url')}.`;
    expect(await verifyAccessToken(unsigned, secret)).toEqual({ ok: false, reason: 'invalid' });
  });

  describe('a token verified before', () => {
    afterEach(() => vi.useRealTimers());

    it('still expires on time', async () => {
      const token = await handMade({}, now() + 60);
      expect(await verifyAccessToken(token, secret)).toMatchObject({ ok: true });
      vi.useFakeTimers({ now: Date.now() + 61_000 });
      expect(await verifyAccessToken(token, secret)).toEqual({ ok: false, reason: 'expired' });
    });

    it('is not taken under another secret', async () => {
      const token = await handMade({}, now() + 60);
      expect(await verifyAccessToken(token, secret)).toMatchObject({ ok: true });
      expect(await verifyAccessToken(token, 'o'.repeat(40))).toEqual({ ok: false, reason: 'invalid' });
    });
  });
});
