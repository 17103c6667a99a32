import { describe, expect, it } from 'vitest';
import {
  TenantMessages,
  customerSignUpSchema,
  customerUpdateSchema,
  isSubscriptionChangeAllowed,
  logoProblem,
  newCustomerFormSchema,
  newPartnerFormSchema,
  partnerSignUpSchema,
  tenantCountries,
  validationMessages,
} from './tenant-management.js';

const login = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', password: 'secret1' };

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

function png(width: number, height: number): string {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
}

describe('tenant forms', () => {
  it('checks the new partner phone: required, a plus sign and 7 to 15 digits, spaces allowed', () => {
    const form = (phone: string) =>
      newPartnerFormSchema.safeParse({ name: 'P', countryId: 'US', phone, user: login });
    expect(form('+1 555 555 0100').success).toBe(true);
    expect(form('+1234567').success).toBe(true);
    expect(messagesOf(form(''))).toEqual([TenantMessages.phoneRequired]);
    expect(messagesOf(form('+123456'))).toEqual([TenantMessages.invalidPhone]);
    expect(messagesOf(form('+1234567890123456'))).toEqual([TenantMessages.invalidPhone]);
    expect(messagesOf(form('5555550100'))).toEqual([TenantMessages.invalidPhone]);
  });

  it('makes the customer login optional, and checks it when given', () => {
    const base = { name: 'C', countryId: 'DE', subscriptionType: 'MONITORING', businessSize: 'SIZE_1_21' };
    expect(newCustomerFormSchema.safeParse(base).success).toBe(true);
    expect(messagesOf(newCustomerFormSchema.safeParse({ ...base, user: { ...login, email: 'x@' } }))).toEqual(
      [TenantMessages.invalidEmail],
    );
    expect(
      messagesOf(newCustomerFormSchema.safeParse({ ...base, user: { ...login, password: 'p'.repeat(51) } })),
    ).toEqual(['Value should be less than 50 characters']);
    expect(messagesOf(newCustomerFormSchema.safeParse({ ...base, countryId: '' }))).toEqual([
      TenantMessages.countryRequired,
    ]);
  });

  it('refuses NUL and bounds every customer profile field', () => {
    const r = customerUpdateSchema.safeParse({ id: 1, city: 'a\u0000b', zipCode: 'z'.repeat(51) });
    expect(messagesOf(r)).toEqual([
      'Text must not contain the NUL character (\\u0000)',
      'Value should be less than 50 characters',
    ]);
  });

  it('lets the subscription go from One Time Scan to Monitoring only', () => {
    expect(isSubscriptionChangeAllowed('ONE_TIME_SCAN', 'MONITORING')).toBe(true);
    expect(isSubscriptionChangeAllowed('ONE_TIME_SCAN', 'MONITORING_AND_ENCRYPTION')).toBe(false);
    expect(isSubscriptionChangeAllowed('MONITORING', 'ONE_TIME_SCAN')).toBe(false);
    expect(isSubscriptionChangeAllowed('MONITORING', 'MONITORING')).toBe(true);
  });
});

describe('sign-up payloads', () => {
  const partner = {
    partnerKey: 'k',
    name: 'Acme',
    email: 'a@acme.test',
    password: 'secret1',
    firstName: 'A',
    lastName: 'B',
    phone: '+15555550100',
  };

  it('defaults the country to US and wants a sign-up phone of 10 to 15 digits', () => {
    const ok = partnerSignUpSchema.parse(partner);
    expect(ok.country).toEqual({ id: 'US' });
    const bad = partnerSignUpSchema.safeParse({ ...partner, phone: '+1234567' });
    expect(messagesOf(bad)).toEqual([TenantMessages.signUpPhoneInvalid]);
  });

  it('takes the subscription codes 9 and 11 only, and joins every message once', () => {
    const { phone: _phone, ...customer } = partner;
    expect(customerSignUpSchema.safeParse({ ...customer, subscriptionType: 11 }).success).toBe(true);
    const bad = customerSignUpSchema.safeParse({
      ...customer,
      subscriptionType: 3,
      firstName: '',
      lastName: '',
    });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(validationMessages(bad.error)).toEqual(['Value is required', 'Choose a subscription type']);
  });
});

describe('logo and countries', () => {
  it('takes an image of at most 32 by 32 pixels', () => {
    expect(logoProblem(png(32, 32))).toBeNull();
    expect(logoProblem(png(32, 33))).toBe(TenantMessages.logoTooLarge);
    expect(logoProblem('data:image/bmp;base64,Qk0=')).toBe(TenantMessages.logoType);
    const svg = (attrs: string) =>
      `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" ${attrs}></svg>`)}`;
    expect(logoProblem(svg('width="24" height="24"'))).toBeNull();
    expect(logoProblem(svg('viewBox="0 0 64 64"'))).toBe(TenantMessages.logoTooLarge);
    expect(logoProblem(svg('width="16" height="16" onload="alert(1)"'))).toBe(TenantMessages.logoType);
  });

  it('lists the 249 ISO countries by name', () => {
    const countries = tenantCountries();
    expect(countries).toHaveLength(249);
    expect(countries[0]).toEqual({ id: 'AF', name: 'Afghanistan' });
    expect(countries.map((c) => c.id)).not.toContain('UK');
  });
});

describe('onboarding indicators', () => {
  it('colour the last access, the active devices and a partner’s customers as the spec says', async () => {
    const { activeDevicesLevel, lastAccessLevel, partnerCustomersLevel } =
      await import('./tenant-management.js');
    const now = new Date('2026-11-26T12:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    expect([4, 4.5, 9, 9.5].map((d) => lastAccessLevel(daysAgo(d), now))).toEqual([
      'good',
      'warning',
      'warning',
      'bad',
    ]);
    expect(lastAccessLevel(null, now)).toBe('bad');
    expect([0, 4, 5, 14, 15].map(activeDevicesLevel)).toEqual(['bad', 'bad', 'warning', 'warning', 'good']);
    expect([0, 1, 2, 3].map(partnerCustomersLevel)).toEqual(['bad', 'bad', 'warning', 'good']);
  });
});
