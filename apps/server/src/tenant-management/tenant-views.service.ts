import {
  DEFAULT_LICENSE_COUNT_EXCEEDED_MESSAGE,
  TenantType,
  countryName,
  tenantDisplayName,
  type BusinessSize,
  type CustomerSettingFlags,
} from '@vigil/contracts';
import type { AuthUser } from '../common/context.js';
import { NotFoundError } from '../common/errors.js';
import type { Queryable } from '../db/client.js';
import { isSysAdmin, isTenantAdmin } from '../graphql/guards.js';
import { selectionViews, type CountryRef } from '../regulations/regulations.service.js';
import { findTenantSettingsGroup } from '../devices/settings-groups.repo.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { findTenantById, type TenantRow } from '../tenants/tenants.repo.js';
import { findOnboardingManagers } from '../users/tenant-users.repo.js';
import { resolveOwnScope } from '../tenants/tenant-scope.js';

/*
 * partner2 and customer2: one tenant of the caller's reach as its edit dialogs and settings pages
 * show it (spec part 2 §3 "Partner", "Customer"). Who reads what beyond the basics:
 * - agent, uninstall and partner keys: the admins of the tenant or of a partner above it, and the
 *   back office (they register devices and sign tenants up);
 * - onboarding data: the back office;
 * - HubSpot fields: SysAdmin.
 */

export interface UserRef {
  id: number;
  email: string;
}

export interface PartnerView {
  id: number;
  name: string;
  country: CountryRef;
  phone: string | null;
  twoStepVerification: boolean;
  canSignUpNewPartners: boolean;
  partnerLogo: string | null;
  licenseCountExceededMessage: string;
  defaultLicenseCountExceededMessage: string;
  partnerKey: string | null;
  hubspotId: string | null;
  hubspotSynchronizationTimestamp: Date | null;
  parentPartnerName: string | null;
  onboarding: boolean | null;
  onboardingUser: UserRef | null;
  onboardingUsers: UserRef[];
}

export interface ContentTypeView {
  id: number;
  name: string;
  canBeSetForCountries: boolean;
  countries: CountryRef[];
}

export interface CustomerView extends CustomerSettingFlags {
  id: number;
  name: string;
  country: CountryRef;
  contentTypes: ContentTypeView[];
  partner: { id: number; name: string } | null;
  phoneNumber: string | null;
  onboarding: boolean | null;
  onboardingUser: UserRef | null;
  onboardingUsers: UserRef[];
  testingGroups: number[];
  agentKey: string | null;
  agentUninstallKey: string | null;
  businessSize: BusinessSize;
  streetAddress: string | null;
  apartment: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  twoStepVerification: boolean;
  subscriptionType: string | null;
  subscriptionStatus: string;
  riskType: string;
  alertRule: string;
  laptopsSettingsGroup: { id: number; name: string } | null;
  serversSettingsGroup: { id: number; name: string } | null;
  fipsrequestStatus: number;
  hideDeploymentSteps: boolean;
  scannerDelayMinute: number;
  scanCloudDevicesEnabled: boolean;
  scanNewCloudDevices: boolean;
}

export const countryRef = (code: string): CountryRef => ({ id: code, name: countryName(code) ?? code });

/**
 * Keys that register devices or sign tenants up: the tenant's own admins and the admins of the
 * partners above it, and the back office; never regular or read-only users. The scope resolver has
 * already checked the tenant is within the caller's reach.
 */
export function mayReadKeys(user: AuthUser): boolean {
  if (user.isReadOnlyUser) return false;
  return user.tenantType === TenantType.Root || isTenantAdmin(user);
}

export const isBackOffice = (user: AuthUser): boolean => user.tenantType === TenantType.Root;

/** The tenant `id` of the scope's subtree, of the given type; anything else answers like a missing tenant. */
export async function tenantOfType(
  db: Queryable,
  within: TenantScope,
  id: number,
  type: typeof TenantType.Partner | typeof TenantType.Customer,
): Promise<{ scope: TenantScope; row: TenantRow }> {
  const scope = await within.narrow(db, id);
  if (scope.tenantType !== type) throw new NotFoundError('Tenant', id);
  const row = await findTenantById(db, scope.tenantId);
  if (!row) throw new NotFoundError('Tenant', id);
  return { scope, row };
}

async function onboardingOf(
  db: Queryable,
  user: AuthUser,
  row: TenantRow,
): Promise<Pick<PartnerView, 'onboarding' | 'onboardingUser' | 'onboardingUsers'>> {
  if (!isBackOffice(user)) return { onboarding: null, onboardingUser: null, onboardingUsers: [] };
  const managers = await findOnboardingManagers(db, await resolveOwnScope(db, user));
  return {
    onboarding: row.onboarding,
    onboardingUser: managers.find((m) => m.id === row.onboardingUserId) ?? null,
    onboardingUsers: managers,
  };
}

async function parentOf(db: Queryable, row: TenantRow): Promise<TenantRow | null> {
  const parent = row.parentId === null ? null : await findTenantById(db, row.parentId);
  return parent && parent.tenantType === TenantType.Partner ? parent : null;
}

export async function partnerView(db: Queryable, user: AuthUser, row: TenantRow): Promise<PartnerView> {
  const parent = await parentOf(db, row);
  const sysAdmin = isSysAdmin(user);
  return {
    id: row.id,
    name: tenantDisplayName(row),
    country: countryRef(row.countryCode),
    phone: row.phone,
    twoStepVerification: row.twoStepVerification,
    canSignUpNewPartners: row.canSignUpNewPartners,
    partnerLogo: row.logo,
    licenseCountExceededMessage: row.licenseCountExceededMessage ?? DEFAULT_LICENSE_COUNT_EXCEEDED_MESSAGE,
    defaultLicenseCountExceededMessage: DEFAULT_LICENSE_COUNT_EXCEEDED_MESSAGE,
    partnerKey: mayReadKeys(user) ? row.partnerKey : null,
    hubspotId: sysAdmin ? row.hubspotId : null,
    hubspotSynchronizationTimestamp: sysAdmin ? row.hubspotSynchronizationTimestamp : null,
    parentPartnerName: parent ? tenantDisplayName(parent) : null,
    ...(await onboardingOf(db, user, row)),
  };
}

async function settingsGroupRef(
  db: Queryable,
  scope: TenantScope,
  id: number | null,
): Promise<{ id: number; name: string } | null> {
  return id === null ? null : findTenantSettingsGroup(db, scope, id);
}

export async function customerView(
  db: Queryable,
  user: AuthUser,
  scope: TenantScope,
  row: TenantRow,
): Promise<CustomerView> {
  const parent = await parentOf(db, row);
  const keys = mayReadKeys(user);
  const selection = await selectionViews(db, scope);
  return {
    id: row.id,
    name: tenantDisplayName(row),
    country: countryRef(row.countryCode),
    contentTypes: selection.map((s) => ({
      id: s.id,
      name: s.name,
      canBeSetForCountries: s.canBeSetForCountries,
      countries: s.countries.map(countryRef),
    })),
    partner: parent ? { id: parent.id, name: tenantDisplayName(parent) } : null,
    phoneNumber: row.phone,
    ...(await onboardingOf(db, user, row)),
    testingGroups: row.testingGroups,
    agentKey: keys ? row.agentKey : null,
    agentUninstallKey: keys ? row.agentUninstallKey : null,
    businessSize: row.businessSize,
    streetAddress: row.streetAddress,
    apartment: row.apartment,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    twoStepVerification: row.twoStepVerification,
    subscriptionType: row.subscriptionType,
    subscriptionStatus: row.subscriptionStatus,
    riskType: row.riskType,
    alertRule: row.alertRule,
    laptopsSettingsGroup: await settingsGroupRef(db, scope, row.laptopsSettingsGroupId),
    serversSettingsGroup: await settingsGroupRef(db, scope, row.serversSettingsGroupId),
    fipsrequestStatus: row.fipsRequestStatus === 1 ? 1 : 0,
    hideDeploymentSteps: row.hideDeploymentSteps,
    scannerDelayMinute: row.scannerDelayMinute,
    scanCloudDevicesEnabled: row.scanCloudDevicesEnabled,
    scanNewCloudDevices: row.scanNewCloudDevices,
    discoveryEnabled: row.discoveryEnabled,
    statisticEnabled: row.statisticEnabled,
    encryptionEnabled: row.encryptionEnabled,
    serverDiscoveryEnabled: row.serverDiscoveryEnabled,
    serverStatisticEnabled: row.serverStatisticEnabled,
    iconShellExtensionEnabled: row.iconShellExtensionEnabled,
    menuShellExtensionEnabled: row.menuShellExtensionEnabled,
    browserExtensionEnabled: row.browserExtensionEnabled,
    vigilAgentIconOn: row.vigilAgentIconOn,
  };
}

/** partner2: a partner of the caller's reach. */
export async function getPartner(
  db: Queryable,
  user: AuthUser,
  within: TenantScope,
  id: number,
): Promise<PartnerView> {
  const { row } = await tenantOfType(db, within, id, TenantType.Partner);
  return partnerView(db, user, row);
}

/** customer2: a customer of the caller's reach. */
export async function getCustomer(
  db: Queryable,
  user: AuthUser,
  within: TenantScope,
  id: number,
): Promise<CustomerView> {
  const { scope, row } = await tenantOfType(db, within, id, TenantType.Customer);
  return customerView(db, user, scope, row);
}
