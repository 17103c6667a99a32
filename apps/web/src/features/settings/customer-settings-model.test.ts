import { describe, expect, it } from 'vitest';
import { CUSTOMER_SETTING_FLAGS, type CustomerSettingFlag } from '@vigil/contracts';
import {
  defaultsHidden,
  isDirty,
  questionFor,
  subscriptionChoices,
  updateRequest,
  valuesOf,
  type CustomerSettingsSource,
} from './customer-settings-model';

const flags = Object.fromEntries(CUSTOMER_SETTING_FLAGS.map((f) => [f, false])) as Record<
  CustomerSettingFlag,
  boolean
>;

const customer: CustomerSettingsSource = {
  ...flags,
  browserExtensionEnabled: true,
  alertRule: 'NONE',
  scannerDelayMinute: 0,
  fipsrequestStatus: 0,
  twoStepVerification: false,
  laptopsSettingsGroup: null,
  serversSettingsGroup: null,
  subscriptionType: 'ONE_TIME_SCAN',
  businessSize: 'SIZE_1_21',
  name: 'Contoso',
  country: { id: 'US' },
  phoneNumber: null,
  state: null,
  city: 'Seattle',
  streetAddress: null,
  apartment: null,
  zipCode: null,
};

describe('customer settings', () => {
  const saved = valuesOf(customer);

  it('sends nothing but the id while nothing changed, and is not dirty', () => {
    expect(updateRequest(7, saved, saved)).toEqual({ id: 7 });
    expect(isDirty(saved, saved)).toBe(false);
    // Spaces around a value are trimmed before comparing and sending.
    expect(isDirty(saved, { ...saved, city: '  Seattle ' })).toBe(false);
  });

  it('sends a changed default alone when the question was answered No, with its Devices flag when Yes', () => {
    const no = { ...saved, flags: { ...saved.flags, discoveryEnabled: true } };
    expect(updateRequest(7, saved, no)).toEqual({ id: 7, discoveryEnabled: true });
    const yes = { ...no, applyToDevices: ['discoveryEnabled' as const] };
    expect(updateRequest(7, saved, yes)).toEqual({
      id: 7,
      discoveryEnabled: true,
      discoveryEnabledDevices: true,
    });
    // Yes on the saved value still applies it to the devices.
    const again = { ...saved, applyToDevices: ['browserExtensionEnabled' as const] };
    expect(updateRequest(7, saved, again)).toEqual({
      id: 7,
      browserExtensionEnabled: true,
      browserExtensionEnabledDevices: true,
    });
    expect(isDirty(saved, again)).toBe(true);
  });

  it('asks about existing devices, except for application access monitoring, which warns', () => {
    expect(questionFor('discoveryEnabled', true).kind).toBe('applyToDevices');
    expect(questionFor('statisticEnabled', true)).toEqual({
      kind: 'monitoringWarning',
      flag: 'statisticEnabled',
      value: true,
    });
    expect(questionFor('serverStatisticEnabled', false).kind).toBe('monitoringWarning');
  });

  it('trims the profile, clears an emptied field and sends the country as an object', () => {
    const values = { ...saved, name: '  Contoso Health ', city: '   ', countryId: 'DE', zipCode: ' 98101 ' };
    expect(updateRequest(7, saved, values)).toEqual({
      id: 7,
      name: 'Contoso Health',
      city: '',
      country: { id: 'DE' },
      zipCode: '98101',
    });
  });

  it('offers One Time Scan to Monitoring only, and sends no other subscription change', () => {
    expect(subscriptionChoices('ONE_TIME_SCAN')).toEqual({
      enabled: true,
      options: ['MONITORING', 'ONE_TIME_SCAN'],
    });
    expect(subscriptionChoices('MONITORING').enabled).toBe(false);
    expect(updateRequest(7, saved, { ...saved, subscriptionType: 'MONITORING' })).toEqual({
      id: 7,
      subscriptionType: 'MONITORING',
    });
    const monitoring = valuesOf({ ...customer, subscriptionType: 'MONITORING' });
    expect(
      updateRequest(7, monitoring, { ...monitoring, subscriptionType: 'MONITORING_AND_ENCRYPTION' }),
    ).toEqual({
      id: 7,
    });
  });

  it('sends FIPS as 1 or 0 and hides the defaults when both security groups are set', () => {
    expect(updateRequest(7, saved, { ...saved, fipsRequested: true })).toEqual({
      id: 7,
      fipsrequestStatus: 1,
    });
    expect(defaultsHidden({ laptopsSettingsGroupId: 1, serversSettingsGroupId: null })).toBe(false);
    expect(defaultsHidden({ laptopsSettingsGroupId: 1, serversSettingsGroupId: 2 })).toBe(true);
  });
});
