import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { signAccessToken, verifyAccessToken } from './access-token.js';

const secret = 's'.repeat(40);

describe('access tokens', () => {
  it('round-trips user, tenant and acting tenant', async () => {
    const token = await signAccessToken({ userId: 7, tenantId: 3, actingTenantId: 9 }, secret, 60);
    expect(await verifyAccessToken(token, secret)).toEqual({
      ok: true,
      claims: { userId: 7, tenantId: 3, actingTenantId: 9, issuedAt: expect.any(Number) },
    });
  });

  it('reports an expired token as expired', async () => {
    const token = await new SignJWT({ tid: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('vigil')
      .setAudience('vigil-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(secret));
    expect(await verifyAccessToken(token, secret)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects a token signed with another secret, or with alg none', async () => {
    const token = await signAccessToken({ userId: 7, tenantId: 3, actingTenantId: null }, 'o'.repeat(40), 60);
    expect(await verifyAccessToken(token, secret)).toEqual({ ok: false, reason: 'invalid' });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      '{"sub":"7","tid":3,"iss":"vigil","aud":"vigil-api"}',
    ).toString('base64url')}.`;
    expect(await verifyAccessToken(unsigned, secret)).toEqual({ ok: false, reason: 'invalid' });
  });
});
