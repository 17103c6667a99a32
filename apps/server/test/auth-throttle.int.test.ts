import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginRoutes, NullTokenReason, SignInThrottle } from '@vigil/contracts';
import { loginFailures, signInAddresses } from '../src/auth/auth.tables.js';
import { createLoginThrottle } from '../src/auth/throttle.js';
import { clientAddressKey } from '../src/http/client-address.js';
import {
  countingVerifier,
  freshIp,
  login,
  loginRoutesWith,
  TestClock,
  type TokenReply,
} from './helpers/auth-support.js';
import { createTenant, createUser, TEST_PASSWORD, unique } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const HOUR = SignInThrottle.windowSeconds;

// Some tests below make a hundred or two argon2 checks: give them the time a busy machine needs.
describe('sign-in throttling', { timeout: 120_000 }, () => {
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

  /** What a client learns from an answer: the status, the reason and when to come back. */
  const answer = (r: TokenReply) => ({
    status: r.status,
    reason: r.body.nullTokenReason,
    retryAfter: r.body.retryAfterSeconds ?? null,
  });

  it('records each failure under the account, the address and the pair of both', async () => {
    const user = await createUser(t.db, customerId);
    const ip = freshIp();
    const address = clientAddressKey(ip);
    await login(t.app, { email: user.email.toUpperCase(), password: 'wrong' }, ip);
    expect(await failures(`email:${user.email}`)).toHaveLength(1);
    expect(await failures(`ip:${address}`)).toHaveLength(1);
    expect(await failures(`pair:${address}|${user.email}`)).toHaveLength(1);
  });

  it('does not let guessers elsewhere lock the owner out of their own address', async () => {
    const clock = new TestClock();
    const app = await loginRoutesWith(t, { now: clock.now });
    const user = await createUser(t.db, customerId);
    // Thirty wrong passwords from thirty addresses within a minute (ten used to lock the account).
    for (let i = 0; i < 30; i++) {
      const res = await login(app, { email: user.email, password: `guess-${i}` }, freshIp());
      expect(answer(res)).toEqual({
        status: 200,
        reason: NullTokenReason.InvalidCredentials,
        retryAfter: null,
      });
      clock.advance(2);
    }
    const owner = await login(app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(owner.status).toBe(200);
    expect(owner.body.accessToken).toBeTruthy();
    await app.close();
  });

  it('slows one address guessing one account with doubling waits, up to the cap', async () => {
    const clock = new TestClock();
    const verifier = countingVerifier();
    const app = await loginRoutesWith(t, { now: clock.now, passwords: verifier });
    const user = await createUser(t.db, customerId);
    const ip = freshIp();
    for (let i = 0; i < SignInThrottle.freeFailures; i++) {
      expect((await login(app, { email: user.email, password: `guess-${i}` }, ip)).status).toBe(200);
    }

    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const early = await login(app, { email: user.email, password: 'guess' }, ip);
      expect(early.body.nullTokenReason).toBe(NullTokenReason.TooManyAttempts);
      expect(early.res.headers['retry-after']).toBe(String(early.body.retryAfterSeconds));
      waits.push(early.body.retryAfterSeconds ?? 0);
      clock.advance(early.body.retryAfterSeconds ?? 0);
      expect((await login(app, { email: user.email, password: 'guess' }, ip)).status).toBe(200);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, SignInThrottle.maxDelaySeconds]);
    // Refused attempts were never checked; each allowed one was.
    expect(verifier.calls).toBe(SignInThrottle.freeFailures + 10);

    // Meanwhile the owner, elsewhere, is not slowed at all.
    const owner = await login(app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(owner.body.accessToken).toBeTruthy();
    await app.close();
  });

  it('caps the account at 100 failures an hour, keeping 10 of them for addresses it signed in from', async () => {
    const clock = new TestClock();
    const verifier = countingVerifier();
    const app = await loginRoutesWith(t, { now: clock.now, passwords: verifier });
    const user = await createUser(t.db, customerId);
    const homes = [freshIp(), freshIp(), freshIp()] as const;
    for (const home of homes) {
      expect((await login(app, { email: user.email, password: TEST_PASSWORD }, home)).status).toBe(200);
    }
    const checkedBefore = verifier.calls;

    const newAddresses = SignInThrottle.accountMaxFailuresFromNewAddresses;
    for (let i = 0; i < newAddresses; i++) {
      expect((await login(app, { email: user.email, password: `guess-${i}` }, freshIp())).status).toBe(200);
      clock.advance(10);
    }
    // The guessers' share is spent: new addresses wait, unchecked, even with the right password.
    const guesser = await login(app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(guesser.status).toBe(429);
    // The first of the 90 leaves the hour in 3600 - 900 s.
    expect(guesser.body.retryAfterSeconds).toBe(HOUR - newAddresses * 10);
    expect(verifier.calls).toBe(checkedBefore + newAddresses);

    // The owner, at home, still signs in.
    const owner = await login(app, { email: user.email, password: TEST_PASSWORD }, homes[0]);
    expect(owner.body.accessToken).toBeTruthy();

    // Home addresses may fail the remaining 10 (3 or 4 each, within their free failures); then
    // the account as a whole is at 100, and even home waits.
    const reserved = SignInThrottle.accountMaxFailures - newAddresses;
    for (let i = 0; i < reserved; i++) {
      const res = await login(app, { email: user.email, password: `typo-${i}` }, homes[i % 3]);
      expect(res.body.nullTokenReason).toBe(NullTokenReason.InvalidCredentials);
    }
    const full = await login(app, { email: user.email, password: TEST_PASSWORD }, homes[2]);
    expect(full.status).toBe(429);
    const failed = verifier.calls - checkedBefore - 1; // less the owner's success
    expect(failed).toBe(SignInThrottle.accountMaxFailures);

    clock.advance(HOUR);
    expect((await login(app, { email: user.email, password: TEST_PASSWORD }, freshIp())).status).toBe(200);
    await app.close();
  });

  it('answers an unknown email exactly like an account that exists, wait for wait', async () => {
    const run = async (email: string) => {
      const clock = new TestClock();
      const app = await loginRoutesWith(t, { now: clock.now });
      const ip = freshIp();
      const answers = [];
      for (let i = 0; i < SignInThrottle.freeFailures + 4; i++) {
        answers.push(answer(await login(app, { email, password: 'wrong' }, ip)));
        clock.advance(1);
      }
      // And the account's cap for addresses it never signed in from.
      for (let i = answers.length; i < SignInThrottle.accountMaxFailuresFromNewAddresses + 10; i++) {
        await login(app, { email, password: 'wrong' }, freshIp());
      }
      answers.push(answer(await login(app, { email, password: 'wrong' }, freshIp())));
      await app.close();
      return answers;
    };
    const known = await run((await createUser(t.db, customerId)).email);
    const unknown = await run(`${unique('ghost')}@example.test`);
    expect(unknown).toEqual(known);
    expect(known.slice(SignInThrottle.freeFailures, SignInThrottle.freeFailures + 2)).toEqual([
      { status: 429, reason: NullTokenReason.TooManyAttempts, retryAfter: 1 },
      { status: 200, reason: NullTokenReason.InvalidCredentials, retryAfter: null },
    ]);
    expect(known.at(-1)).toMatchObject({ status: 429, reason: NullTokenReason.TooManyAttempts });
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

  it('counts the IPv6 addresses of one /64 network as one address', async () => {
    const user = await createUser(t.db, customerId);
    const network = freshIp().replace(/::1$/, '');
    await login(t.app, { email: user.email, password: 'wrong' }, `${network}::1`);
    await login(t.app, { email: user.email, password: 'wrong' }, `${network}:aaaa:bbbb:cccc:dddd`);
    // The key is the network written canonically (a random group such as 0a1b loses its zero).
    expect(await failures(`ip:${clientAddressKey(`${network}::1`)}`)).toHaveLength(2);
    expect(clientAddressKey(`${network}::1`)).toMatch(/::\/64$/);
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

  it('holds the pair limit under concurrent attempts: a burst from one address gets the free failures at most', async () => {
    const clock = new TestClock();
    const verifier = countingVerifier();
    const app = await loginRoutesWith(t, { now: clock.now, passwords: verifier });
    const user = await createUser(t.db, customerId);
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => login(app, { email: user.email, password: 'x' }, ip)),
    );
    expect(verifier.calls).toBeLessThanOrEqual(SignInThrottle.freeFailures);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(
      40 - SignInThrottle.freeFailures,
    );
    await app.close();
  });

  it("forgives the owner's own address its failures after a successful sign-in, not the account's", async () => {
    const user = await createUser(t.db, customerId);
    const ip = freshIp();
    const pair = `pair:${clientAddressKey(ip)}|${user.email}`;
    for (let i = 0; i < SignInThrottle.freeFailures - 1; i++)
      await login(t.app, { email: user.email, password: 'wrong' }, ip);
    expect(await failures(pair)).toHaveLength(SignInThrottle.freeFailures - 1);
    const ok = await login(t.app, { email: user.email, password: TEST_PASSWORD }, ip);
    expect(ok.body.accessToken).toBeTruthy();
    expect(await failures(pair)).toHaveLength(0);
    // Guessers' failures elsewhere would still count towards the account's hour.
    expect(await failures(`email:${user.email}`)).toHaveLength(SignInThrottle.freeFailures - 1);
    const remembered = await t.db
      .select()
      .from(signInAddresses)
      .where(eq(signInAddresses.account, user.email));
    expect(remembered.map((r) => r.address)).toEqual([clientAddressKey(ip)]);
  });

  it('does not count a successful sign-in against the address', async () => {
    const user = await createUser(t.db, customerId);
    const ip = freshIp();
    await login(t.app, { email: user.email, password: TEST_PASSWORD }, ip);
    expect(await failures(`ip:${clientAddressKey(ip)}`)).toHaveLength(0);
  });

  it('prunes failures older than an hour and addresses unused for 90 days as it goes', async () => {
    const clock = new TestClock();
    const throttle = createLoginThrottle({ pruneEvery: 1 });
    const app = await loginRoutesWith(t, { now: clock.now, throttle });
    const marker = unique('old');
    const ago = (seconds: number) => new Date(clock.now().getTime() - seconds * 1000);
    await t.db.insert(loginFailures).values([
      { key: `email:${marker}-a`, at: ago(3601) },
      { key: `email:${marker}-b`, at: ago(1800) },
    ]);
    await t.db.insert(signInAddresses).values([
      { account: `${marker}-a`, address: '192.0.2.1', lastSignedInAt: ago(91 * 86_400) },
      { account: `${marker}-b`, address: '192.0.2.1', lastSignedInAt: ago(89 * 86_400) },
    ]);
    await login(app, { email: `${unique('any')}@example.test`, password: 'x' }, freshIp());
    const left = await t.db
      .select({ key: loginFailures.key })
      .from(loginFailures)
      .where(like(loginFailures.key, `%${marker}%`));
    expect(left.map((r) => r.key)).toEqual([`email:${marker}-b`]);
    const kept = await t.db
      .select({ account: signInAddresses.account })
      .from(signInAddresses)
      .where(like(signInAddresses.account, `%${marker}%`));
    expect(kept.map((r) => r.account)).toEqual([`${marker}-b`]);
    await app.close();
  });
});

// Each test starts its own app (or two): give them the time a busy machine needs.
describe('the client address behind a proxy', { timeout: 120_000 }, () => {
  /** A wrong sign-in as `email` from the socket address 198.51.100.7, claiming `forwardedFor`. */
  async function failWith(app: FastifyInstance, email: string, forwardedFor: string) {
    return app.inject({
      method: 'POST',
      url: LoginRoutes.token,
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'wrong' },
    });
  }

  async function addressKeysOf(t: TestApp, email: string) {
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(like(loginFailures.key, `pair:%|${email}`));
    return rows.map((r) => r.key.slice('pair:'.length, r.key.indexOf('|')));
  }

  it('ignores X-Forwarded-For without TRUST_PROXY, in production too: a spoofed header buys no fresh address', async () => {
    const t = await createTestApp({ isProduction: true });
    try {
      const email = `${unique('spoof')}@example.test`;
      for (let i = 0; i < SignInThrottle.freeFailures; i++) {
        expect((await failWith(t.app, email, `203.0.113.${i + 1}`)).statusCode).toBe(200);
      }
      expect(new Set(await addressKeysOf(t, email))).toEqual(new Set(['198.51.100.7']));
      // The pair's free failures are spent, whatever address the header names next.
      const spoofed = await failWith(t.app, email, '203.0.113.200');
      expect(spoofed.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('believes X-Forwarded-For from a configured proxy only', async () => {
    const t = await createTestApp({ trustProxy: ['198.51.100.0/24'] });
    try {
      const email = `${unique('proxied')}@example.test`;
      await failWith(t.app, email, '203.0.113.9');
      expect(await addressKeysOf(t, email)).toEqual(['203.0.113.9']);
    } finally {
      await t.close();
    }
    const other = await createTestApp({ trustProxy: ['10.0.0.1'] });
    try {
      const email = `${unique('direct')}@example.test`;
      await failWith(other.app, email, '203.0.113.9');
      expect(await addressKeysOf(other, email)).toEqual(['198.51.100.7']);
    } finally {
      await other.close();
    }
  });
});
