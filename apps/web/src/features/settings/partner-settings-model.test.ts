import { describe, expect, it } from 'vitest';
import { partnerSettingsDirty, partnerUpdateRequest, partnerValuesOf } from './partner-settings-model';

const partner = {
  name: 'Northwind MSP',
  country: { id: 'US' },
  phone: '+15555550100',
  twoStepVerification: false,
  licenseCountExceededMessage: 'Default text',
  defaultLicenseCountExceededMessage: 'Default text',
  canSignUpNewPartners: false,
  hubspotId: null,
  partnerLogo: null,
};

describe('partner settings', () => {
  const saved = partnerValuesOf(partner);

  it('shows the default licence message as empty and sends nothing while unchanged', () => {
    expect(saved.licenseCountExceededMessage).toBe('');
    expect(partnerUpdateRequest(3, saved, saved, true)).toEqual({ id: 3 });
    expect(partnerSettingsDirty(saved, { ...saved, name: ' Northwind MSP ' }, false)).toBe(false);
  });

  it('sends what changed, trimmed; a reset logo as null', () => {
    const withLogo = partnerValuesOf({ ...partner, partnerLogo: 'data:image/png;base64,AAAA' });
    expect(
      partnerUpdateRequest(
        3,
        withLogo,
        { ...withLogo, logo: null, name: ' Northwind ', countryId: 'DE' },
        false,
      ),
    ).toEqual({ id: 3, logo: null, name: 'Northwind', country: { id: 'DE' } });
  });

  it('sends the sign-up right and the HubSpot ID for SysAdmin only', () => {
    const values = { ...saved, canSignUpNewPartners: true, hubspotId: ' 42 ' };
    expect(partnerUpdateRequest(3, saved, values, true)).toEqual({
      id: 3,
      canSignUpNewPartners: true,
      hubspotId: '42',
    });
    expect(partnerUpdateRequest(3, saved, values, false)).toEqual({ id: 3 });
    expect(partnerSettingsDirty(saved, values, false)).toBe(false);
  });
});
