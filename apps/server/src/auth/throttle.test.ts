import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULE, accountKey, ADDRESS_RULE, addressKey, secondsUntilExpiry } from './throttle.js';

describe('throttle rules', () => {
  it('limits an account to 10 failures in 15 minutes and an address to 100 in an hour', () => {
    expect(ACCOUNT_RULE).toEqual({ windowSeconds: 900, maxFailures: 10 });
    expect(ADDRESS_RULE).toEqual({ windowSeconds: 3600, maxFailures: 100 });
  });

  it('keys failures by account and by address', () => {
    expect(accountKey('a@example.test')).toEqual({ key: 'email:a@example.test', rule: ACCOUNT_RULE });
    expect(addressKey('192.0.2.7')).toEqual({ key: 'ip:192.0.2.7', rule: ADDRESS_RULE });
  });
});

describe('secondsUntilExpiry', () => {
  const now = new Date(Date.UTC(2026, 0, 1, 12));
  const ago = (s: number) => new Date(now.getTime() - s * 1000);

  it('is the time until the failure leaves the window, rounded up', () => {
    expect(secondsUntilExpiry(ago(100), ACCOUNT_RULE, now)).toBe(800);
    expect(secondsUntilExpiry(new Date(now.getTime() - 100_500), ACCOUNT_RULE, now)).toBe(800);
  });

  it('is never below one second', () => {
    expect(secondsUntilExpiry(ago(900), ACCOUNT_RULE, now)).toBe(1);
    expect(secondsUntilExpiry(ago(5000), ACCOUNT_RULE, now)).toBe(1);
  });
});
