import {
  CUSTOMER_SETTING_FLAGS,
  DEFAULT_LICENSE_COUNT_EXCEEDED_MESSAGE,
  TenantMessages,
  TenantType,
  devicesFlagOf,
  isSubscriptionChangeAllowed,
  normalisePhone,
  type CustomerSettingFlag,
  type CustomerUpdate,
  type PartnerUpdate,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { ForbiddenError, ValidationError } from '../common/errors.js';
import type { Db } from '../db/client.js';
import { applyDefaultsToDevices, type DeviceDefaultsPatch } from '../devices/device-defaults.repo.js';
import { requireTenantSettingsGroup } from '../devices/settings-groups.service.js';
import { isSysAdmin } from '../graphql/guards.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import {
  lockTenantRow,
  updateTenantColumns,
  type TenantPatch,
  type TenantRow,
} from '../tenants/tenants.repo.js';
import {
  customerView,
  isBackOffice,
  partnerView,
  tenantOfType,
  type CustomerView,
  type PartnerView,
} from './tenant-views.service.js';

/*
 * updatePartner2 and updateCustomer2: the Edit Tenant dialog and the partner and customer settings
 * pages. A field left out (or null, for a field that cannot be cleared) stays as it is. Each call
 * writes one change-history entry with the fields it changed, in the tenant's own history.
 */

type Changes = { before: Record<string, unknown>; after: Record<string, unknown> };

/** The patch's columns that differ from the row, as before/after. */
function diff(row: TenantRow, patch: TenantPatch): Changes {
  const changes: Changes = { before: {}, after: {} };
  for (const [key, value] of Object.entries(patch)) {
    const old = row[key as keyof TenantRow];
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    changes.before[key] = old;
    changes.after[key] = value;
  }
  return changes;
}

const forbidden = (field: string) => new ForbiddenError(TenantMessages.backOfficeOnly(field));

export async function updatePartner(
  db: Db,
  user: AuthUser,
  within: TenantScope,
  input: PartnerUpdate,
): Promise<PartnerView> {
  return db.transaction(async (tx) => {
    const { scope } = await tenantOfType(tx, within, input.id, TenantType.Partner);
    const row = await lockTenantRow(tx, scope);
    const patch: TenantPatch = {};
    if (input.name != null) patch.name = input.name;
    if (input.countryId != null) patch.countryCode = input.countryId;
    if (input.phone != null) patch.phone = normalisePhone(input.phone);
    if (input.twoStepVerification != null) patch.twoStepVerification = input.twoStepVerification;
    if (input.licenseCountExceededMessage !== undefined) {
      const message = input.licenseCountExceededMessage?.trim() ?? '';
      // Empty means the default: stored as none, so a better default reaches it later.
      patch.licenseCountExceededMessage =
        message === '' || message === DEFAULT_LICENSE_COUNT_EXCEEDED_MESSAGE ? null : message;
    }
    if (input.logo !== undefined) patch.logo = input.logo;
    // Sign-up rights and the CRM link are the vendor's: only SysAdmin changes them.
    if (input.canSignUpNewPartners != null && input.canSignUpNewPartners !== row.canSignUpNewPartners) {
      if (!isSysAdmin(user)) throw forbidden('Can Sign Up New Partners');
      patch.canSignUpNewPartners = input.canSignUpNewPartners;
    }
    if (input.hubspotId !== undefined) {
      const hubspotId = input.hubspotId === '' ? null : (input.hubspotId ?? null);
      if (hubspotId !== row.hubspotId) {
        if (!isSysAdmin(user)) throw forbidden('the HubSpot ID');
        patch.hubspotId = hubspotId;
      }
    }
    const changes = diff(row, patch);
    const updated = Object.keys(changes.after).length > 0 ? await updateTenantColumns(tx, scope, patch) : row;
    await recordAudit(tx, user, {
      scope,
      entityType: 'Tenant',
      entityId: row.id,
      entityName: updated.name,
      operation: 'UPDATE',
      // A logo is an image: the history says that it changed, not its bytes.
      before: {
        ...changes.before,
        ...('logo' in changes.before ? { logo: row.logo ? 'custom' : 'default' } : {}),
      },
      after: {
        ...changes.after,
        ...('logo' in changes.after ? { logo: updated.logo ? 'custom' : 'default' } : {}),
      },
    });
    return partnerView(tx, user, updated);
  });
}

/** The device columns a customer flag's `...Devices` variant sets on existing devices. */
const DEVICE_PATCH_KEY: Record<CustomerSettingFlag, keyof DeviceDefaultsPatch> = {
  discoveryEnabled: 'workstationDiscovery',
  statisticEnabled: 'workstationStatistic',
  serverDiscoveryEnabled: 'serverDiscovery',
  serverStatisticEnabled: 'serverStatistic',
  encryptionEnabled: 'encryptionEnabled',
  iconShellExtensionEnabled: 'iconShellExtensionEnabled',
  menuShellExtensionEnabled: 'menuShellExtensionEnabled',
  browserExtensionEnabled: 'browserExtensionEnabled',
  vigilAgentIconOn: 'vigilAgentIconOn',
};

export async function updateCustomer(
  db: Db,
  user: AuthUser,
  within: TenantScope,
  input: CustomerUpdate,
): Promise<CustomerView> {
  return db.transaction(async (tx) => {
    const { scope } = await tenantOfType(tx, within, input.id, TenantType.Customer);
    const row = await lockTenantRow(tx, scope);
    const patch: TenantPatch = {};
    const text = (v: string | null | undefined) =>
      v === undefined || v === null ? undefined : v === '' ? null : v;
    if (input.name != null) patch.name = input.name;
    if (input.countryId != null) patch.countryCode = input.countryId;
    if (input.phoneNumber != null)
      patch.phone = input.phoneNumber === '' ? null : normalisePhone(input.phoneNumber);
    for (const key of ['streetAddress', 'apartment', 'city', 'state', 'zipCode'] as const) {
      const value = text(input[key]);
      if (value !== undefined) patch[key] = value;
    }
    if (input.businessSize != null) patch.businessSize = input.businessSize;
    if (input.twoStepVerification != null) patch.twoStepVerification = input.twoStepVerification;
    if (input.fipsrequestStatus != null) patch.fipsRequestStatus = input.fipsrequestStatus;
    if (input.alertRule != null) patch.alertRule = input.alertRule;
    if (input.scannerDelayMinute != null) patch.scannerDelayMinute = input.scannerDelayMinute;
    if (input.scanCloudDevicesEnabled != null) patch.scanCloudDevicesEnabled = input.scanCloudDevicesEnabled;
    if (input.scanNewCloudDevices != null) patch.scanNewCloudDevices = input.scanNewCloudDevices;
    if (input.hideDeploymentSteps != null) patch.hideDeploymentSteps = input.hideDeploymentSteps;
    // A security group of this customer's own (a foreign one answers like a missing one); null clears.
    for (const key of ['laptopsSettingsGroupId', 'serversSettingsGroupId'] as const) {
      const id = input[key];
      if (id === undefined) continue;
      patch[key] = id === null ? null : (await requireTenantSettingsGroup(tx, scope, id)).id;
    }
    if (input.subscriptionType != null && input.subscriptionType !== row.subscriptionType) {
      if (!isSysAdmin(user) && !isSubscriptionChangeAllowed(row.subscriptionType, input.subscriptionType))
        throw new ValidationError(TenantMessages.subscriptionChangeNotAllowed, 'subscriptionType');
      patch.subscriptionType = input.subscriptionType;
    }
    if (input.testingGroups != null) {
      const groups = [...new Set(input.testingGroups)].sort();
      if (JSON.stringify(groups) !== JSON.stringify(row.testingGroups)) {
        // Testing groups decide which template classifiers a customer gets: the back office's.
        if (!isBackOffice(user)) throw forbidden('testing groups');
        patch.testingGroups = groups;
      }
    }
    const devicePatch: DeviceDefaultsPatch = {};
    for (const flag of CUSTOMER_SETTING_FLAGS) {
      const value = input[flag];
      if (value != null) patch[flag] = value;
      if (input[devicesFlagOf(flag)] === true) devicePatch[DEVICE_PATCH_KEY[flag]] = value ?? row[flag];
    }
    const changes = diff(row, patch);
    const updated = Object.keys(changes.after).length > 0 ? await updateTenantColumns(tx, scope, patch) : row;
    const devicesChanged = await applyDefaultsToDevices(tx, scope, devicePatch);
    const appliedToDevices = Object.keys(devicePatch);
    await recordAudit(tx, user, {
      scope,
      entityType: 'Tenant',
      entityId: row.id,
      entityName: updated.name,
      operation: 'UPDATE',
      before: changes.before,
      after: changes.after,
      additionalData:
        appliedToDevices.length > 0 || input.scanCloudDevicesEnabledDevices
          ? {
              appliedToExistingDevices: appliedToDevices,
              devicesChanged,
              // Cloud repositories are not connected yet: nothing exists to apply the scan setting to.
              ...(input.scanCloudDevicesEnabledDevices ? { cloudDevicesChanged: 0 } : {}),
            }
          : null,
    });
    return customerView(tx, user, scope, updated);
  });
}
