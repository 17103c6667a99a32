import {
  CUSTOMER_SETTING_FLAGS,
  devicesFlagOf,
  isSubscriptionChangeAllowed,
  SUBSCRIPTION_TYPES,
  type AlertRuleValue,
  type BusinessSize,
  type CustomerSettingFlag,
  type SubscriptionType,
} from '@vigil/contracts';
import type { UpdateCustomerRequestInput } from '../../gql/graphql';

/** What a default device setting is called, and which devices it is for. */
export const FLAG_SETTINGS: Record<
  CustomerSettingFlag,
  { label: string; group: 'workstations' | 'servers' | 'all' }
> = {
  discoveryEnabled: { label: 'Monitor Stored Data', group: 'workstations' },
  statisticEnabled: { label: 'Monitor App Access To Files', group: 'workstations' },
  serverDiscoveryEnabled: { label: 'Monitor Stored Data', group: 'servers' },
  serverStatisticEnabled: { label: 'Monitor App Access To Files', group: 'servers' },
  encryptionEnabled: { label: 'Allow Encryption', group: 'all' },
  iconShellExtensionEnabled: { label: 'Show Encryption Icons in File Explorer', group: 'all' },
  menuShellExtensionEnabled: { label: 'Show Vigil Menu in File Explorer', group: 'all' },
  browserExtensionEnabled: { label: 'Browser Extension', group: 'all' },
  vigilAgentIconOn: { label: 'Show Vigil Agent Icon', group: 'all' },
};

/** Monitoring application access: a change shows a warning instead of the apply-to-devices question. */
export const MONITORING_APP_ACCESS_FLAGS: readonly CustomerSettingFlag[] = [
  'statisticEnabled',
  'serverStatisticEnabled',
];

/** What changing a default device setting asks first (spec part 2 §4 "Customer settings"). */
export type FlagQuestion =
  | { kind: 'applyToDevices'; flag: CustomerSettingFlag; value: boolean }
  | { kind: 'monitoringWarning'; flag: CustomerSettingFlag; value: boolean };

export function questionFor(flag: CustomerSettingFlag, value: boolean): FlagQuestion {
  return MONITORING_APP_ACCESS_FLAGS.includes(flag)
    ? { kind: 'monitoringWarning', flag, value }
    : { kind: 'applyToDevices', flag, value };
}

/** The page's state: what updateCustomer2 can change from here. */
export interface CustomerSettingsValues {
  flags: Record<CustomerSettingFlag, boolean>;
  /** Flags whose change was answered Yes: also set on every existing device (the `...Devices` flags). */
  applyToDevices: CustomerSettingFlag[];
  alertRule: AlertRuleValue;
  scannerDelayMinute: number;
  fipsRequested: boolean;
  twoStepVerification: boolean;
  laptopsSettingsGroupId: number | null;
  serversSettingsGroupId: number | null;
  subscriptionType: SubscriptionType | null;
  businessSize: BusinessSize;
  name: string;
  countryId: string;
  phoneNumber: string;
  state: string;
  city: string;
  streetAddress: string;
  apartment: string;
  zipCode: string;
}

/** customer2's answer, as far as the page reads it. */
export interface CustomerSettingsSource extends Record<CustomerSettingFlag, boolean> {
  alertRule: AlertRuleValue;
  scannerDelayMinute: number;
  fipsrequestStatus: number;
  twoStepVerification: boolean;
  laptopsSettingsGroup: { id: number } | null;
  serversSettingsGroup: { id: number } | null;
  subscriptionType: string | null;
  businessSize: BusinessSize;
  name: string;
  country: { id: string };
  phoneNumber: string | null;
  state: string | null;
  city: string | null;
  streetAddress: string | null;
  apartment: string | null;
  zipCode: string | null;
}

function asSubscriptionType(value: string | null): SubscriptionType | null {
  return (SUBSCRIPTION_TYPES as readonly string[]).includes(value ?? '') ? (value as SubscriptionType) : null;
}

export function valuesOf(c: CustomerSettingsSource): CustomerSettingsValues {
  return {
    flags: Object.fromEntries(CUSTOMER_SETTING_FLAGS.map((f) => [f, c[f]])) as Record<
      CustomerSettingFlag,
      boolean
    >,
    applyToDevices: [],
    alertRule: c.alertRule,
    scannerDelayMinute: c.scannerDelayMinute,
    fipsRequested: c.fipsrequestStatus === 1,
    twoStepVerification: c.twoStepVerification,
    laptopsSettingsGroupId: c.laptopsSettingsGroup?.id ?? null,
    serversSettingsGroupId: c.serversSettingsGroup?.id ?? null,
    subscriptionType: asSubscriptionType(c.subscriptionType),
    businessSize: c.businessSize,
    name: c.name,
    countryId: c.country.id,
    phoneNumber: c.phoneNumber ?? '',
    state: c.state ?? '',
    city: c.city ?? '',
    streetAddress: c.streetAddress ?? '',
    apartment: c.apartment ?? '',
    zipCode: c.zipCode ?? '',
  };
}

/** The subscription selector: enabled only on One Time Scan, which may move to Monitoring alone. */
export function subscriptionChoices(saved: SubscriptionType | null): {
  enabled: boolean;
  options: SubscriptionType[];
} {
  if (saved === 'ONE_TIME_SCAN') {
    return {
      enabled: true,
      options: SUBSCRIPTION_TYPES.filter((t) => isSubscriptionChangeAllowed(saved, t)),
    };
  }
  return { enabled: false, options: [...SUBSCRIPTION_TYPES] };
}

/** Both security groups chosen: they decide every device's settings, so the defaults are hidden. */
export function defaultsHidden(
  values: Pick<CustomerSettingsValues, 'laptopsSettingsGroupId' | 'serversSettingsGroupId'>,
) {
  return values.laptopsSettingsGroupId !== null && values.serversSettingsGroupId !== null;
}

const PROFILE_TEXT = [
  'name',
  'countryId',
  'phoneNumber',
  'state',
  'city',
  'streetAddress',
  'apartment',
  'zipCode',
] as const;

/**
 * updateCustomer2's request: what differs from the saved settings (text trimmed; an emptied field
 * clears it), each flag answered Yes with its `...Devices` flag, the subscription only for the one
 * change allowed.
 */
export function updateRequest(
  id: number,
  saved: CustomerSettingsValues,
  values: CustomerSettingsValues,
): UpdateCustomerRequestInput {
  const request: UpdateCustomerRequestInput = { id };
  for (const flag of CUSTOMER_SETTING_FLAGS) {
    const apply = values.applyToDevices.includes(flag);
    if (values.flags[flag] !== saved.flags[flag] || apply) request[flag] = values.flags[flag];
    if (apply) request[devicesFlagOf(flag)] = true;
  }
  if (values.alertRule !== saved.alertRule) request.alertRule = values.alertRule;
  if (values.scannerDelayMinute !== saved.scannerDelayMinute)
    request.scannerDelayMinute = values.scannerDelayMinute;
  if (values.fipsRequested !== saved.fipsRequested) request.fipsrequestStatus = values.fipsRequested ? 1 : 0;
  if (values.twoStepVerification !== saved.twoStepVerification)
    request.twoStepVerification = values.twoStepVerification;
  if (values.laptopsSettingsGroupId !== saved.laptopsSettingsGroupId)
    request.laptopsSettingsGroupId = values.laptopsSettingsGroupId;
  if (values.serversSettingsGroupId !== saved.serversSettingsGroupId)
    request.serversSettingsGroupId = values.serversSettingsGroupId;
  if (values.businessSize !== saved.businessSize) request.businessSize = values.businessSize;
  if (
    values.subscriptionType !== saved.subscriptionType &&
    values.subscriptionType !== null &&
    isSubscriptionChangeAllowed(saved.subscriptionType, values.subscriptionType)
  )
    request.subscriptionType = values.subscriptionType;
  for (const field of PROFILE_TEXT) {
    const value = values[field].trim();
    if (value === saved[field].trim()) continue;
    if (field === 'countryId') request.country = { id: value };
    else if (field === 'name') request.name = value;
    else request[field] = value;
  }
  return request;
}

/** Whether the page differs from what is saved (Save and Reset are enabled only then). */
export function isDirty(saved: CustomerSettingsValues, values: CustomerSettingsValues): boolean {
  return Object.keys(updateRequest(0, saved, values)).length > 1;
}
