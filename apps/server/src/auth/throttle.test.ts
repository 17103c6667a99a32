import { describe, expect, it } from 'vitest';
import { SignInThrottle } from '@vigil/contracts';
import { pairDelaySeconds, secondsUntilExpiry, throttleKeys } from './throttle.js';

describe('throttle rules', () => {
  it('keys failures by account, by address and by the pair of both', () => {
    expect(throttleKeys({ email: 'a@example.test', address: '192.0.2.7' })).toEqual({
      account: 'email:a@example.test',
      address: 'ip:192.0.2.7',
      pair: 'pair:192.0.2.7|a@example.test',
    });
  });

  it('lets a pair fail a few times freely, then doubles its wait up to the cap', () => {
    const free = SignInThrottle.freeFailures;
    expect(Array.from({ length: free }, (_, i) => pairDelaySeconds(i))).toEqual(Array(free).fill(0));
    expect([free, free + 1, free + 2, free + 3].map(pairDelaySeconds)).toEqual([2, 4, 8, 16]);
    expect(pairDelaySeconds(free + 30)).toBe(SignInThrottle.maxDelaySeconds);
  });

  it('allows no more than 100 failures an hour on one account (ASVS V2.2.1)', () => {
    expect(SignInThrottle.windowSeconds).toBe(3600);
    expect(SignInThrottle.accountMaxFailures).toBeLessThanOrEqual(100);
    expect(SignInThrottle.accountMaxFailuresFromNewAddresses).toBeLessThan(SignInThrottle.accountMaxFailures);
  });
});

describe('secondsUntilExpiry', () => {
  const now = new Date(Date.UTC(2026, 0, 1, 12));
  const ago = (s: number) => new Date(now.getTime() - s * 1000);

  it('is the time until the failure leaves the hour, rounded up', () => {
    expect(secondsUntilExpiry(ago(100), now)).toBe(3500);
    expect(secondsUntilExpiry(new Date(now.getTime() - 100_500), now)).toBe(3500);
  });

  it('is never below one second', () => {
    expect(secondsUntilExpiry(ago(3600), now)).toBe(1);
    expect(secondsUntilExpiry(ago(5000), now)).toBe(1);
  });
});
