import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NullTokenReason } from '@vigil/contracts';
import { loginFailures } from '../src/auth/auth.tables.js';
import { createLoginThrottle } from '../src/auth/throttle.js';
import { countingVerifier, freshIp, login, loginRoutesWith, TestClock } from './helpers/auth-support.js';
import { createTenant, createUser, TEST_PASSWORD, unique } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('sign-in throttling', () => {
  let t: TestApp;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    customerId = (await createTenant(t.db, t.rootTenantId, 'CUSTOMER')).id;
  });
  afterAll(() => t.close());

  async function failures(key: string) {
    return t.db.select().from(loginFailures).where(eq(loginFailures.key, key));
  }

  it('records each failure under the account and the address', async () => {
    const user = await createUser(t.db, customerId);
    const ip = freshIp();
    await login(t.app, { email: user.email.toUpperCase(), password: 'wrong' }, ip);
    expect(await failures(`email:${user.email}`)).toHaveLength(1);
    expect(await failures(`ip:${ip}`)).toHaveLength(1);
  });

  it('locks an account after 10 failures from different addresses, without checking the password', async () => {
    const clock = new TestClock();
    const verifier = countingVerifier();
    const app = await loginRoutesWith(t, { now: clock.now, passwords: verifier });
    const user = await createUser(t.db, customerId);

    for (let i = 0; i < 10; i++) {
      const res = await login(app, { email: user.email, password: `guess-${i}` }, freshIp());
      expect(res.body.nullTokenReason).toBe(NullTokenReason.InvalidCredentials);
      clock.advance(10);
    }
    expect(verifier.calls).toBe(10);

    // The right password, from yet another address, is refused too: the lock is on the account.
    const locked = await login(app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      accessToken: null,
      refreshToken: null,
      nullTokenReason: 'TooManyAttempts',
    });
    // The oldest counted failure was 100 s ago; it leaves the 15-minute window in 800 s.
    expect(locked.body.retryAfterSeconds).toBe(15 * 60 - 100);
    expect(locked.res.headers['retry-after']).toBe(String(15 * 60 - 100));
    expect(verifier.calls).toBe(10);
    // Refused attempts are not failures: they do not extend the lock.
    expect(await failures(`email:${user.email}`)).toHaveLength(10);

    clock.advance(15 * 60 - 100);
    const after = await login(app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(after.status).toBe(200);
    expect(after.body.accessToken).toBeTruthy();
    await app.close();
  });

  it('locks an unknown email exactly like an existing one', async () => {
    const clock = new TestClock();
    const app = await loginRoutesWith(t, { now: clock.now });
    const email = `${unique('ghost')}@example.test`;
    for (let i = 0; i < 10; i++) await login(app, { email, password: 'x' }, freshIp());
    const locked = await login(app, { email, password: 'x' }, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.body.nullTokenReason).toBe(NullTokenReason.TooManyAttempts);
    expect(locked.body.retryAfterSeconds).toBe(15 * 60);
    await app.close();
  });

  it('lets no more than 100 failures an hour from one address reach password verification', async () => {
    const clock = new TestClock();
    const verifier = countingVerifier();
    const app = await loginRoutesWith(t, { now: clock.now, passwords: verifier });
    const ip = freshIp();
    const victim = await createUser(t.db, customerId);

    // Password spraying: many accounts, one address, 30 s apart.
    for (let i = 0; i < 100; i++) {
      const res = await login(app, { email: `${unique('spray')}@example.test`, password: 'Summer2026!' }, ip);
      expect(res.status).toBe(200);
      clock.advance(30);
    }
    expect(verifier.calls).toBe(100);

    for (let i = 0; i < 20; i++) {
      const res = await login(app, { email: `${unique('spray')}@example.test`, password: 'Summer2026!' }, ip);
      expect(res.status).toBe(429);
    }
    // Even a correct password of an untouched account is not checked from that address.
    const right = await login(app, { email: victim.email, password: TEST_PASSWORD }, ip);
    expect(right.status).toBe(429);
    expect(right.body.nullTokenReason).toBe(NullTokenReason.TooManyAttempts);
    expect(verifier.calls).toBe(100);
    // 100 failures over 3000 s: the first leaves the hour 600 s from now.
    expect(right.body.retryAfterSeconds).toBe(3600 - 3000);

    // Other addresses are unaffected.
    const elsewhere = await login(app, { email: victim.email, password: TEST_PASSWORD }, freshIp());
    expect(elsewhere.status).toBe(200);

    // Once the oldest failure is an hour old, one more attempt is allowed, and only one.
    clock.advance(600);
    const next = await login(app, { email: `${unique('spray')}@example.test`, password: 'x' }, ip);
    expect(next.status).toBe(200);
    const again = await login(app, { email: `${unique('spray')}@example.test`, password: 'x' }, ip);
    expect(again.status).toBe(429);
    expect(verifier.calls).toBe(102);
    await app.close();
  });

  it('holds the address limit under concurrent attempts', async () => {
    const clock = new TestClock();
    const verifier = countingVerifier();
    const app = await loginRoutesWith(t, { now: clock.now, passwords: verifier });
    const ip = freshIp();
    const attempts = Array.from({ length: 130 }, () =>
      login(app, { email: `${unique('burst')}@example.test`, password: 'x' }, ip),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(100);
    expect(verifier.calls).toBeLessThanOrEqual(100);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(30);
    await app.close();
  });

  it('forgives the account its failures after a successful sign-in', async () => {
    const user = await createUser(t.db, customerId);
    for (let i = 0; i < 9; i++) await login(t.app, { email: user.email, password: 'wrong' }, freshIp());
    expect(await failures(`email:${user.email}`)).toHaveLength(9);
    const ok = await login(t.app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(ok.body.accessToken).toBeTruthy();
    expect(await failures(`email:${user.email}`)).toHaveLength(0);
    for (let i = 0; i < 9; i++) await login(t.app, { email: user.email, password: 'wrong' }, freshIp());
    const still = await login(t.app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(still.status).toBe(200);
  });

  it('does not count a successful sign-in against the address', async () => {
    const user = await createUser(t.db, customerId);
    const ip = freshIp();
    await login(t.app, { email: user.email, password: TEST_PASSWORD }, ip);
    expect(await failures(`ip:${ip}`)).toHaveLength(0);
  });

  it('prunes failures older than an hour as it goes', async () => {
    const clock = new TestClock();
    const throttle = createLoginThrottle({ pruneEvery: 1 });
    const app = await loginRoutesWith(t, { now: clock.now, throttle });
    const marker = unique('old');
    await t.db.insert(loginFailures).values([
      { key: `email:${marker}-a`, at: new Date(clock.now().getTime() - 3601_000) },
      { key: `email:${marker}-b`, at: new Date(clock.now().getTime() - 1800_000) },
    ]);
    await login(app, { email: `${unique('any')}@example.test`, password: 'x' }, freshIp());
    const left = await t.db
      .select({ key: loginFailures.key })
      .from(loginFailures)
      .where(like(loginFailures.key, `%${marker}%`));
    expect(left.map((r) => r.key)).toEqual([`email:${marker}-b`]);
    await app.close();
  });
});
