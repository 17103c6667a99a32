import { describe, expect, it } from 'vitest';
import { Messages } from './messages.js';
import { customerProfileFormSchema, partnerSettingsFormSchema, reverifyPasswordSchema } from './settings.js';
import { TenantMessages } from './tenant-management.js';

const profile = {
  name: 'Contoso',
  countryId: 'US',
  phoneNumber: '',
  state: '',
  city: '',
  streetAddress: '',
  apartment: '',
  zipCode: '',
};

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('settings forms', () => {
  it('customer profile: the rules of spec part 2 §5, text trimmed', () => {
    const ok = customerProfileFormSchema.parse({ ...profile, name: '  Contoso  ', city: ' Seattle ' });
    expect(ok).toMatchObject({ name: 'Contoso', city: 'Seattle' });
    expect(firstMessage(customerProfileFormSchema.safeParse({ ...profile, name: '   ' }))).toBe(
      TenantMessages.companyNameRequired,
    );
    expect(firstMessage(customerProfileFormSchema.safeParse({ ...profile, zipCode: '1'.repeat(51) }))).toBe(
      Messages.lengthBelow(50),
    );
    expect(firstMessage(customerProfileFormSchema.safeParse({ ...profile, city: 'x'.repeat(256) }))).toBe(
      Messages.lengthBelow(255),
    );
    expect(firstMessage(customerProfileFormSchema.safeParse({ ...profile, phoneNumber: '12345' }))).toBe(
      TenantMessages.invalidPhone,
    );
    expect(customerProfileFormSchema.safeParse({ ...profile, phoneNumber: '+1 555 555 0100' }).success).toBe(
      true,
    );
    expect(firstMessage(customerProfileFormSchema.safeParse({ ...profile, countryId: '' }))).toBe(
      TenantMessages.countryRequired,
    );
  });

  it('partner settings: phone optional in the same pattern, licence message bounded', () => {
    const partner = {
      name: 'Northwind',
      countryId: 'US',
      phone: '',
      twoStepVerification: false,
      licenseCountExceededMessage: '',
      canSignUpNewPartners: false,
      hubspotId: '',
    };
    expect(partnerSettingsFormSchema.safeParse(partner).success).toBe(true);
    expect(firstMessage(partnerSettingsFormSchema.safeParse({ ...partner, phone: '+12' }))).toBe(
      TenantMessages.invalidPhone,
    );
    expect(
      firstMessage(
        partnerSettingsFormSchema.safeParse({ ...partner, licenseCountExceededMessage: 'x'.repeat(1001) }),
      ),
    ).toBe(Messages.lengthBelow(1000));
  });

  it('re-verification: a password is required and bounded', () => {
    expect(firstMessage(reverifyPasswordSchema.safeParse({ password: '' }))).toBe(Messages.required);
    expect(firstMessage(reverifyPasswordSchema.safeParse({ password: 'x'.repeat(129) }))).toBe(
      Messages.lengthBelow(128),
    );
  });
});
