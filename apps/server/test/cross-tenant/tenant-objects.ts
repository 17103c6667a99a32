import type { EntityKind } from './id-arguments.js';
import {
  CALLERS,
  CUSTOMERS,
  HOME,
  REACH,
  TENANTS,
  TESTING_GROUP,
  isCustomer,
  isWithin,
  liveCustomersOf,
  type CallerName,
  type CustomerName,
  type CustomerObjects,
  type TenantName,
  type TreeFixture,
} from './tenant-tree.js';

/*
 * Which object of the tree an id-bound argument gets: the target's own (a valid call), or foreign
 * ones, each of a different relation to the target, that must answer like a missing id.
 */

/** The customer whose objects stand for a tenant's: itself, or the first live customer below it. */
export function standIn(tenant: TenantName | 'missing'): CustomerName {
  if (tenant === 'missing') return 'customerOfPartner';
  if (isCustomer(tenant)) return tenant;
  return liveCustomersOf(tenant)[0] ?? 'customerOfPartner';
}

/** Every tenant-owned object of the fixture of a kind, with its owner. */
function objectsOf(fx: TreeFixture, kind: EntityKind): { owner: TenantName; id: number }[] {
  const perCustomer = (pick: (c: CustomerObjects) => number) =>
    CUSTOMERS.map((owner) => ({ owner: owner as TenantName, id: pick(fx.customers[owner]) }));
  switch (kind) {
    case 'Classifier':
      return perCustomer((c) => c.card);
    case 'Rule':
      return perCustomer((c) => c.ruleId);
    case 'Device':
      return perCustomer((c) => c.deviceId);
    case 'DeviceGroup':
      return perCustomer((c) => c.deviceGroupId);
    case 'DeviceSettingsGroup':
      return perCustomer((c) => c.settingsGroupId);
    case 'Folder':
      return perCustomer((c) => c.folderId);
    case 'File':
      return perCustomer((c) => c.fileId);
    case 'Process':
      return perCustomer((c) => c.processId);
    case 'User':
      return [
        ...CALLERS.map((caller) => ({ owner: HOME[caller], id: fx.userIds[caller] })),
        ...perCustomer((c) => c.userId),
      ];
    case 'AuditEntry':
      return TENANTS.map((owner) => ({ owner, id: fx.auditIds[owner] }));
    case 'AuthProvider':
      return TENANTS.map((owner) => ({ owner, id: fx.authProviderIds[owner] }));
    case 'AlertSetting':
      return perCustomer((c) => c.alertSettingId);
    case 'Alert':
      return perCustomer((c) => c.alertId);
    case 'ReportFile':
      return TENANTS.map((owner) => ({ owner, id: fx.reportFileIds[owner] }));
    case 'TenantBelow':
      // A tenant owns itself: with a subtree case, every tenant not live below the target is foreign.
      return TENANTS.map((owner) => ({ owner, id: fx.ids[owner] }));
    default:
      return [];
  }
}

/**
 * One foreign object of each relation to the target, the first of each found: a tenant above the
 * target, one the caller may also act for, one out of the caller's reach, a deleted one.
 */
function oneOfEach<T extends { owner: TenantName }>(
  objects: T[],
  tenant: TenantName,
  caller: CallerName,
): T[] {
  const relation = (o: T) =>
    o.owner === 'deletedCustomer'
      ? 'deleted'
      : isWithin(tenant, o.owner)
        ? 'above'
        : REACH[caller].includes(o.owner)
          ? 'in reach'
          : 'elsewhere';
  const seen = new Set<string>();
  return objects.filter((o) => {
    const r = relation(o);
    if (seen.has(r)) return false;
    seen.add(r);
    return true;
  });
}

/** Ids of a kind the target must not reach through this operation, one of each relation to it. */
export function foreignIds(
  fx: TreeFixture,
  kind: EntityKind,
  tenant: TenantName,
  scope: 'tenant' | 'subtree',
  caller: CallerName,
): { owner: string; id: number }[] {
  const liveWithin = (owner: TenantName) => owner !== 'deletedCustomer' && isWithin(owner, tenant);
  switch (kind) {
    case 'Tenant':
      // Another tenant argument (customer2's tenantId): one the caller may act for and that holds the target.
      return oneOfEach(
        TENANTS.filter((x) => !(REACH[caller].includes(x) && isWithin(tenant, x))).map((x) => ({
          owner: x,
          id: fx.ids[x],
        })),
        tenant,
        caller,
      );
    case 'Regulation': {
      if (caller === 'sysAdmin') return [];
      const other =
        CUSTOMERS.find((c) => c !== tenant && c !== 'deletedCustomer') ?? 'customerOfOtherPartner';
      return [
        { owner: `${other} (test regulation)`, id: fx.customers[other].testRegulationId },
        { owner: 'nobody (test regulation)', id: fx.hiddenTestRegulationId },
      ];
    }
    case 'TemplateClassifier': {
      if (tenant === 'root') return [];
      const groups = isCustomer(tenant) ? [TESTING_GROUP[tenant]] : [];
      return CUSTOMERS.filter((c) => c !== 'deletedCustomer' && !groups.includes(TESTING_GROUP[c])).map(
        (c) => ({
          owner: `testing group ${TESTING_GROUP[c]} (${c})`,
          id: fx.customers[c].templateId,
        }),
      );
    }
    default:
      return oneOfEach(
        objectsOf(fx, kind)
          // The caller's own account is its own to change, whatever the tenant acted for.
          .filter((o) => !(kind === 'User' && o.id === fx.userIds[caller]))
          .filter((o) => (scope === 'tenant' ? o.owner !== tenant : !liveWithin(o.owner))),
        tenant,
        caller,
      );
  }
}

/** The target's own object of a kind (or its stand-in customer's). */
export function validId(
  fx: TreeFixture,
  kind: EntityKind,
  tenant: TenantName | 'missing',
  caller: CallerName,
): number {
  const c = fx.customers[standIn(tenant)];
  switch (kind) {
    case 'Tenant':
      return fx.ids[HOME[caller]];
    case 'Classifier':
      return c.card;
    case 'Rule':
      return c.ruleId;
    case 'Device':
      return c.deviceId;
    case 'DeviceGroup':
      return c.deviceGroupId;
    case 'DeviceSettingsGroup':
      return c.settingsGroupId;
    case 'Folder':
      return c.folderId;
    case 'File':
      return c.fileId;
    case 'Process':
      return c.processId;
    case 'User':
      return c.userId;
    case 'AuditEntry':
      return fx.auditIds[tenant === 'missing' ? 'customerOfPartner' : tenant];
    case 'AuthProvider':
      return fx.authProviderIds[tenant === 'missing' ? 'customerOfPartner' : tenant];
    case 'AlertSetting':
      return c.alertSettingId;
    case 'Alert':
      return c.alertId;
    case 'ReportFile':
      return fx.reportFileIds[tenant === 'missing' ? 'customerOfPartner' : tenant];
    case 'TenantBelow':
      // The case makes the tenant it acts on (made); without one, the target itself: never below it.
      return fx.ids[tenant === 'missing' ? 'customerOfPartner' : tenant];
    case 'Regulation':
      return c.regulationId;
    case 'TemplateClassifier':
      return tenant !== 'missing' && isCustomer(tenant) ? c.templateId : fx.prodTemplateId;
  }
}
