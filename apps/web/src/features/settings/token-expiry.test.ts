import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './token-expiry';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('tokenExpiry', () => {
  it('reads exp from the payload of a JWT (base64url)', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: 1_800_000_000, n: '??>>' })}.sig`;
    expect(tokenExpiry(token)?.toISOString()).toBe(new Date(1_800_000_000 * 1000).toISOString());
  });

  it('is null for anything else', () => {
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(tokenExpiry('a.!!!.c')).toBeNull();
    expect(tokenExpiry(`x.${encode({ sub: '1' })}.y`)).toBeNull();
  });
});
