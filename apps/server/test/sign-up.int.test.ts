import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InputMessages,
  LoginRoutes,
  Messages,
  RateLimits,
  SignUpRoutes,
  TenantMessages,
  type SignUpErrorResponse,
  type TokenResponse,
} from '@vigil/contracts';
import { tenants } from '../src/tenants/tenants.tables.js';
import { users } from '../src/users/users.tables.js';
import { createTenant, unique } from './helpers/factories.js';
import { freshIp } from './helpers/auth-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const PASSWORD = 'Velvet-harbor-417';

describe('public sign-up', () => {
  let t: TestApp;
  let partnerKey: string;
  let closedKey: string;
  let partnerId: number;

  const post = (url: string, payload: Record<string, unknown>, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const partnerForm = (extra: Record<string, unknown> = {}) => ({
    partnerKey,
    name: unique('Signed up partner'),
    email: `${unique('p')}@example.test`,
    password: PASSWORD,
    firstName: 'Pat',
    lastName: 'Partner',
    phone: '+15555550123',
    ...extra,
  });
  const customerForm = (extra: Record<string, unknown> = {}) => ({
    partnerKey,
    name: unique('Signed up customer'),
    email: `${unique('c')}@example.test`,
    password: PASSWORD,
    firstName: 'Cy',
    lastName: 'Customer',
    subscriptionType: 11,
    ...extra,
  });

  beforeAll(async () => {
    // "Creates nothing" is checked by counting every tenant: on the PostgreSQL that CI's files share,
    // others create tenants meanwhile, so a database of its own.
    t = await createTestApp({}, { privateDatabase: true });
    const open = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    partnerKey = `key-${unique()}`;
    await t.db
      .update(tenants)
      .set({ partnerKey, canSignUpNewPartners: true, countryCode: 'GB' })
      .where(eq(tenants.id, open.id));
    partnerId = open.id;
    const closed = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    closedKey = `key-${unique()}`;
    await t.db.update(tenants).set({ partnerKey: closedKey }).where(eq(tenants.id, closed.id));
  });
  afterAll(() => t.close());

  it("answers a partner's country by its key, and 404 for an unknown one", async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `${SignUpRoutes.partnerCountry}?partnerKey=${partnerKey}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 'GB' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${SignUpRoutes.partnerCountry}?partnerKey=nope`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: TenantMessages.partnerKeyInvalid });
    const none = await t.app.inject({ method: 'GET', url: SignUpRoutes.partnerCountry });
    expect(none.statusCode).toBe(400);
  });

  it('signs a partner up below the partner of the key; its admin then signs in with two-step verification', async () => {
    const form = partnerForm();
    const res = await post(SignUpRoutes.createPartner, form);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ partner: { id: number; name: string } }>();
    expect(body.partner.name).toBe(form.name);
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, body.partner.id));
    expect(row).toMatchObject({
      parentId: partnerId,
      tenantType: 'PARTNER',
      countryCode: 'US',
      phone: '+15555550123',
    });
    const [user] = await t.db.select().from(users).where(eq(users.tenantId, body.partner.id));
    // The visitor chose the password: no change is forced; two-step sign-in is.
    expect(user).toMatchObject({ roles: ['TENANT_ADMIN'], useTotp: true, needToChangePassword: false });
    const signIn = await t.app.inject({
      method: 'POST',
      url: LoginRoutes.token,
      payload: { email: form.email, password: PASSWORD },
    });
    expect(signIn.json<TokenResponse>()).toMatchObject({
      accessToken: null,
      nullTokenReason: 'MustUseTwoFactorCode',
    });
  });

  it('signs a customer up with the subscription of its code (11 One Time Scan, 9 Monitoring) and the country sent', async () => {
    const form = customerForm();
    const res = await post(SignUpRoutes.createCustomer, form);
    expect(res.statusCode).toBe(200);
    const id = res.json<{ customer: { id: number } }>().customer.id;
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, id));
    // The form sends no country: the payload's default (US).
    expect(row).toMatchObject({
      parentId: partnerId,
      subscriptionType: 'ONE_TIME_SCAN',
      discoveryEnabled: true,
    });
    const monitoring = await post(
      SignUpRoutes.createCustomer,
      customerForm({ subscriptionType: 9, country: { id: 'GB' } }),
    );
    const [m] = await t.db
      .select()
      .from(tenants)
      .where(eq(tenants.id, monitoring.json<{ customer: { id: number } }>().customer.id));
    expect(m).toMatchObject({ subscriptionType: 'MONITORING', countryCode: 'GB' });
  });

  it('answers 400 with every validation message, and creates nothing', async () => {
    const before = (await t.db.select({ id: tenants.id }).from(tenants)).length;
    const expectRefused = async (url: string, payload: Record<string, unknown>, messages: string[]) => {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<SignUpErrorResponse>()).toEqual({
        status: 400,
        errors: { validationErrors: messages },
      });
    };
    await expectRefused(SignUpRoutes.createPartner, partnerForm({ phone: '+1555' }), [
      TenantMessages.signUpPhoneInvalid,
    ]);
    await expectRefused(SignUpRoutes.createPartner, partnerForm({ phone: '' }), [
      TenantMessages.phoneNumberRequired,
    ]);
    await expectRefused(
      SignUpRoutes.createPartner,
      partnerForm({ email: 'nope', name: 'n'.repeat(256), firstName: '' }),
      [Messages.lengthBelow(255), TenantMessages.invalidEmail, Messages.required],
    );
    await expectRefused(SignUpRoutes.createPartner, partnerForm({ partnerKey: closedKey }), [
      TenantMessages.partnerSignUpNotAllowed,
    ]);
    await expectRefused(SignUpRoutes.createCustomer, customerForm({ partnerKey: 'unknown' }), [
      TenantMessages.partnerKeyInvalid,
    ]);
    await expectRefused(SignUpRoutes.createCustomer, customerForm({ subscriptionType: 10 }), [
      'Choose a subscription type',
    ]);
    await expectRefused(SignUpRoutes.createCustomer, customerForm({ password: 'password1' }), [
      Messages.passwordTooEasy,
    ]);
    await expectRefused(SignUpRoutes.createCustomer, customerForm({ contentTypes: [{ id: 999_999 }] }), [
      'Regulation 999999 not found',
    ]);
    await expectRefused(SignUpRoutes.createCustomer, customerForm({ name: 'bad\u0000name', email: 'x' }), [
      InputMessages.textHasNul,
      TenantMessages.invalidEmail,
    ]);
    const taken = customerForm();
    expect((await post(SignUpRoutes.createCustomer, taken)).statusCode).toBe(200);
    await expectRefused(SignUpRoutes.createCustomer, customerForm({ email: taken.email }), [
      TenantMessages.emailTaken,
    ]);
    const after = (await t.db.select({ id: tenants.id }).from(tenants)).length;
    expect(after).toBe(before + 1);
  });

  it('is rate limited per address', async () => {
    const ip = freshIp();
    const bad = customerForm({ partnerKey: 'unknown' });
    for (let i = 0; i < RateLimits.signUp.max; i++)
      expect((await post(SignUpRoutes.createCustomer, bad, ip)).statusCode).toBe(400);
    const limited = await post(SignUpRoutes.createCustomer, bad, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
