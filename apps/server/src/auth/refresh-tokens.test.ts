import { describe, expect, it } from 'vitest';
import { refreshTokenState, refreshTokenTtlSeconds, type RefreshTokenRow } from './refresh-tokens.js';

const now = new Date(Date.UTC(2026, 0, 1, 12));
const later = new Date(now.getTime() + 60_000);
const earlier = new Date(now.getTime() - 60_000);

function row(overrides: Partial<RefreshTokenRow>): RefreshTokenRow {
  return {
    id: 1,
    tokenHash: 'h',
    familyId: '00000000-0000-0000-0000-000000000000',
    userId: 1,
    keepMeLoggedIn: true,
    expiresAt: later,
    createdAt: earlier,
    rotatedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

describe('refreshTokenState', () => {
  it('is active until it expires', () => {
    expect(refreshTokenState(row({}), now)).toBe('active');
    expect(refreshTokenState(row({ expiresAt: now }), now)).toBe('expired');
  });

  it('calls a rotated token shown again a reuse, even once expired', () => {
    expect(refreshTokenState(row({ rotatedAt: earlier }), now)).toBe('reused');
    expect(refreshTokenState(row({ rotatedAt: earlier, expiresAt: earlier }), now)).toBe('reused');
  });

  it('puts revocation first', () => {
    expect(refreshTokenState(row({ revokedAt: earlier, rotatedAt: earlier }), now)).toBe('revoked');
  });
});

describe('refreshTokenTtlSeconds', () => {
  it('keeps a "keep me logged in" session longer', () => {
    const config = { refreshTokenTtlSeconds: 12 * 3600, refreshTokenKeepTtlSeconds: 30 * 86_400 };
    expect(refreshTokenTtlSeconds(config, true)).toBe(30 * 86_400);
    expect(refreshTokenTtlSeconds(config, false)).toBe(12 * 3600);
  });
});
