import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NullTokenReason, SignInThrottle } from '@vigil/contracts';
import { loginFailures } from '../src/auth/auth.tables.js';
import { users } from '../src/users/users.tables.js';
import { freshIp, login, loginRoutesWith, TestClock } from './helpers/auth-support.js';
import { createTenant, createUser, TEST_PASSWORD } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** The code an authenticator app shows `steps` × 30 s away from the clock. */
function codeAt(secret: string, clock: TestClock, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + steps * 30 });
}

describe('two-factor sign-in (TOTP)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let customerId: number;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await createTestApp();
    app = await loginRoutesWith(t, { now: clock.now });
    customerId = (await createTenant(t.db, t.rootTenantId, 'CUSTOMER')).id;
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  async function stored(userId: number) {
    const [row] = await t.db
      .select({ secret: users.totpSecret, confirmed: users.totpConfirmed, lastStep: users.totpLastStep })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new Error('user missing');
    return row;
  }

  const confirmedUser = () =>
    createUser(t.db, customerId, { useTotp: true, totpSecret: generateSecret(), totpConfirmed: true });

  it('asks for a code once the password is right', async () => {
    const user = await confirmedUser();
    const res = await login(app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accessToken: null,
      refreshToken: null,
      nullTokenReason: NullTokenReason.MustUseTwoFactorCode,
      totpQrCode: null,
      totpSid: null,
    });
  });

  it('does not reveal that a second factor exists to someone without the password', async () => {
    const user = await confirmedUser();
    const res = await login(app, { email: user.email, password: 'wrong' }, freshIp());
    expect(res.body.nullTokenReason).toBe(NullTokenReason.InvalidCredentials);
  });

  it('on first use creates a secret and returns it as a QR code and a key, until a code confirms it', async () => {
    const user = await createUser(t.db, customerId, { useTotp: true });
    const first = await login(app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(first.body.nullTokenReason).toBe(NullTokenReason.MustUseTwoFactorCode);
    expect(first.body.accessToken).toBeNull();
    expect(first.body.totpQrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
    const { secret, confirmed } = await stored(user.id);
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    expect(first.body.totpSid).toBe(secret);
    expect(confirmed).toBe(false);

    // Asking again shows the same secret, not a new one.
    const second = await login(app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(second.body.totpSid).toBe(secret);

    // A wrong code shows the QR code and key again: the user may not have scanned it yet.
    const wrong = await login(
      app,
      { email: user.email, password: TEST_PASSWORD, twoFactorCode: '000000' },
      freshIp(),
    );
    expect(wrong.body.nullTokenReason).toBe(NullTokenReason.TwoFactodCodeIsInvalid);
    expect(wrong.body.totpSid).toBe(secret);
    expect(wrong.body.totpQrCode).toMatch(/^data:image\/png;base64,/);

    const code = await codeAt(secret ?? '', clock);
    const ok = await login(
      app,
      { email: user.email, password: TEST_PASSWORD, twoFactorCode: code },
      freshIp(),
    );
    expect(ok.body.nullTokenReason).toBeNull();
    expect(ok.body.accessToken).toBeTruthy();
    expect(ok.body.totpQrCode).toBeNull();
    expect((await stored(user.id)).confirmed).toBe(true);

    // Confirmed: the secret is never shown again.
    clock.advance(60);
    const later = await login(app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(later.body).toMatchObject({
      nullTokenReason: 'MustUseTwoFactorCode',
      totpQrCode: null,
      totpSid: null,
    });
  });

  it.each([-1, 0, 1])('accepts the code of step %i', async (steps) => {
    const user = await confirmedUser();
    const { secret } = await stored(user.id);
    const code = await codeAt(secret ?? '', clock, steps);
    const res = await login(
      app,
      { email: user.email, password: TEST_PASSWORD, twoFactorCode: code },
      freshIp(),
    );
    expect(res.body.nullTokenReason).toBeNull();
    expect(res.body.accessToken).toBeTruthy();
    const step = Math.floor(clock.now().getTime() / 30_000) + steps;
    expect((await stored(user.id)).lastStep).toBe(step);
  });

  it.each([-2, 2, -10])('refuses the code of step %i', async (steps) => {
    const user = await confirmedUser();
    const { secret } = await stored(user.id);
    const code = await codeAt(secret ?? '', clock, steps);
    const res = await login(
      app,
      { email: user.email, password: TEST_PASSWORD, twoFactorCode: code },
      freshIp(),
    );
    expect(res.body).toMatchObject({
      accessToken: null,
      nullTokenReason: NullTokenReason.TwoFactodCodeIsInvalid,
      totpQrCode: null,
      totpSid: null,
    });
  });

  it('never accepts a code twice, nor an older one after a newer one', async () => {
    const user = await confirmedUser();
    const { secret } = await stored(user.id);
    const now = await codeAt(secret ?? '', clock);
    const previous = await codeAt(secret ?? '', clock, -1);
    const sign = (code: string) =>
      login(app, { email: user.email, password: TEST_PASSWORD, twoFactorCode: code }, freshIp());

    expect((await sign(now)).body.nullTokenReason).toBeNull();
    expect((await sign(now)).body.nullTokenReason).toBe(NullTokenReason.TwoFactodCodeIsInvalid);
    expect((await sign(previous)).body.nullTokenReason).toBe(NullTokenReason.TwoFactodCodeIsInvalid);

    // The next step's code works once its time has come.
    clock.advance(30);
    expect((await sign(await codeAt(secret ?? '', clock))).body.nullTokenReason).toBeNull();
  });

  it('counts a wrong code as a failure of the account', async () => {
    const user = await confirmedUser();
    const ip = freshIp();
    await login(app, { email: user.email, password: TEST_PASSWORD, twoFactorCode: '12345x' }, ip);
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `email:${user.email}`));
    expect(rows).toHaveLength(1);
    // Asking for the code is no failure.
    await login(app, { email: user.email, password: TEST_PASSWORD }, ip);
    const after = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `email:${user.email}`));
    expect(after).toHaveLength(1);
  });

  it('throttles wrong codes like wrong passwords: past the free ones, even the right code waits', async () => {
    const user = await confirmedUser();
    const { secret } = await stored(user.id);
    const ip = freshIp();
    for (let i = 0; i < SignInThrottle.freeFailures; i++) {
      const res = await login(
        app,
        { email: user.email, password: TEST_PASSWORD, twoFactorCode: '000000' },
        ip,
      );
      expect(res.body.nullTokenReason).toBe(NullTokenReason.TwoFactodCodeIsInvalid);
    }
    const code = await codeAt(secret ?? '', clock);
    const early = await login(app, { email: user.email, password: TEST_PASSWORD, twoFactorCode: code }, ip);
    expect(early.status).toBe(429);
    expect(early.body.nullTokenReason).toBe(NullTokenReason.TooManyAttempts);
    expect(early.body.retryAfterSeconds).toBe(SignInThrottle.firstDelaySeconds);

    clock.advance(SignInThrottle.firstDelaySeconds);
    const due = await login(app, { email: user.email, password: TEST_PASSWORD, twoFactorCode: code }, ip);
    expect(due.body.accessToken).toBeTruthy();
  });
});
