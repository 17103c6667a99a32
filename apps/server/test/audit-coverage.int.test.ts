import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../src/audit/audit.tables.js';
import { insertCloudDevice } from '../src/devices/cloud-devices.repo.js';
import { insertDevice } from '../src/devices/devices.repo.js';
import { folderChain } from '../src/files/file-paths.js';
import { ensureFolders, upsertFiles } from '../src/files/files.repo.js';
import { devices } from '../src/devices/devices.tables.js';
import { insertGroup } from '../src/devices/groups.repo.js';
import { insertSettingsGroup } from '../src/devices/settings-groups.repo.js';
import { SECURITY_GROUP_DEFAULTS } from '@vigil/contracts';
import { processes } from '../src/processes/process-rules.tables.js';
import { createClassifier, createRule, deviceFacts } from './helpers/ingest-support.js';
import { getSchema } from '../src/api/schema.js';
import { definitionColumns } from '../src/classifiers/classifier-definition.js';
import { insertTemplates, replaceTemplateRegulations } from '../src/classifiers/template-classifiers.repo.js';
import { regulations, tenantRegulations } from '../src/regulations/regulations.tables.js';
import { createTenant, createUser, tokenFor, unique, type CreatedUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';
import { insertAuthProvider } from '../src/sso/auth-providers.repo.js';
import { insertAlertSetting } from '../src/alerts/alert-settings.repo.js';
import { insertReportFile } from '../src/reports/reports.repo.js';
import { upsertConnection } from '../src/cloud-auth/cloud-auth.repo.js';

const AUDIT_SERVICE_ACCOUNT = JSON.stringify({
  type: 'service_account',
  client_email: 'scanner@audit.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nnot-a-key\n-----END PRIVATE KEY-----\n',
});
import { tenantPopups } from '../src/popups/popups.tables.js';

/**
 * Every mutation writes the change history. Each mutation of the schema needs a case here that
 * performs it; a new mutation without one fails the first test, so none can ship unaudited.
 */
/** A back-office case (global entities) returns `actorId`: the one new user whose single entry is counted. */
type Case = (
  t: TestApp,
  admin: CreatedUser,
  token: string,
) => Promise<{ errors?: unknown; actorId?: number }>;

/** A SysAdmin of the root tenant performs a back-office mutation; its entry is counted by user. */
async function asSysAdmin(t: TestApp, query: string, variables: Record<string, unknown>) {
  const sys = await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] });
  const res = await t.gql(query, variables, await tokenFor(t.config, sys));
  return { errors: res.errors, actorId: sys.id };
}

/** A regulation with one active template, selected by the tenant (no change history written). */
async function pendingTemplate(t: TestApp, tenantId: number): Promise<number> {
  const [reg] = await t.db
    .insert(regulations)
    .values({ name: unique('Audit reg'), sortNumber: 1 })
    .returning();
  const [tpl] = await insertTemplates(t.db, [
    {
      key: unique('audit-tpl'),
      ...definitionColumns({ name: unique('Audit tpl'), type: 'BY_EXTENSIONS', extensions: ['pdf'] }),
    },
  ]);
  await replaceTemplateRegulations(t.db, tpl!.id, [reg!.id]);
  await t.db.insert(tenantRegulations).values({ tenantId, regulationId: reg!.id });
  return tpl!.id;
}

/** A partner below the root and its admin: tenant operations act below a partner. */
async function partnerAdmin(t: TestApp) {
  const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
  const user = await createUser(t.db, partner.id);
  return { partnerId: partner.id, token: await tokenFor(t.config, user), actorId: user.id };
}

const tenantLogin = () => ({
  email: `${unique('audit-admin')}@example.test`,
  firstName: 'Audit',
  lastName: 'Admin',
  password: 'Orchid-tunnel-58',
});

const REGULATION_INPUT = { description: 'd', region: 'Global', sortNumber: 5 };

const TEMPLATE_INPUT = {
  type: 'BY_EXTENSIONS',
  shortName: 'T',
  extensions: ['pdf'],
  filterVersion: 1,
  reasonForChange: 'audit',
};

/** A template classifier (no change history written). */
async function auditTemplate(t: TestApp): Promise<number> {
  const [tpl] = await insertTemplates(t.db, [
    { ...definitionColumns({ name: unique('Audit tpl'), type: 'BY_EXTENSIONS', extensions: ['pdf'] }) },
  ]);
  return tpl!.id;
}

const AUTH_PROVIDER_INPUT = {
  authProvider: 'OKTA',
  clientId: 'audit-client',
  clientSecret: 'audit-secret',
  url: 'https://audit.okta.com',
};

/** An auth provider of the tenant (no change history written). */
async function auditAuthProvider(t: TestApp, tenantId: number): Promise<number> {
  const row = await insertAuthProvider(t.db, await resolveSystemScope(t.db, tenantId), {
    provider: 'OKTA',
    clientId: 'audit-client',
    url: 'https://audit.okta.com',
    clientSecretSealed: 'v1.sealed',
  });
  return row.id;
}

const ALERT_SETTING_INPUT = { name: 'Audit alert', warningTypeId: 2, parameters: { thresholdUsd: 100 } };

/** An alert setting of the customer (no change history written). */
async function auditAlertSetting(t: TestApp, admin: CreatedUser): Promise<number> {
  const row = await insertAlertSetting(t.db, await resolveSystemScope(t.db, admin.tenantId), admin, {
    name: 'Audit alert',
    warningTypeId: 2,
    parameters: { thresholdUsd: 100 },
    emailForNotification: '',
  });
  return row.id;
}

const cases: Record<string, Case> = {
  createAlertSetting: (t, _admin, token) =>
    t.gql(
      'mutation ($r: CreateAlertSettingRequestInput!) { createAlertSetting(request: $r) { id } }',
      { r: ALERT_SETTING_INPUT },
      token,
    ),
  updateAlertSetting: async (t, admin, token) =>
    t.gql(
      'mutation ($r: UpdateAlertSettingRequestInput!) { updateAlertSetting(request: $r) { id } }',
      { r: { id: await auditAlertSetting(t, admin), ...ALERT_SETTING_INPUT, name: 'Renamed alert' } },
      token,
    ),
  deleteAlertSettings: async (t, admin, token) =>
    t.gql(
      'mutation ($ids: [Int!]!) { deleteAlertSettings(request: { ids: $ids }) }',
      { ids: [await auditAlertSetting(t, admin)] },
      token,
    ),
  createRegulation: (t) =>
    asSysAdmin(t, 'mutation ($r: CreateRegulationRequestInput!) { createRegulation(request: $r) { id } }', {
      r: { name: unique('Audit'), ...REGULATION_INPUT },
    }),
  updateRegulation: async (t) => {
    const [reg] = await t.db
      .insert(regulations)
      .values({ name: unique('Audit reg'), sortNumber: 1 })
      .returning();
    return asSysAdmin(
      t,
      'mutation ($r: UpdateRegulationRequestInput!) { updateRegulation(request: $r) { id } }',
      {
        r: { id: reg!.id, name: unique('Renamed'), ...REGULATION_INPUT },
      },
    );
  },
  deleteRegulations: async (t) => {
    const [reg] = await t.db
      .insert(regulations)
      .values({ name: unique('Audit reg'), sortNumber: 1 })
      .returning();
    return asSysAdmin(t, 'mutation ($ids: [Int!]!) { deleteRegulations(ids: $ids) }', { ids: [reg!.id] });
  },
  updateCustomerRegulations: async (t, _admin, token) => {
    const [reg] = await t.db
      .insert(regulations)
      .values({ name: unique('Audit reg'), sortNumber: 1 })
      .returning();
    return t.gql(
      'mutation ($id: Int!) { updateCustomerRegulations(request: { contentTypes: [{ id: $id }] }) { id } }',
      { id: reg!.id },
      token,
    );
  },
  runPolicyUpdates: async (t, admin, token) => {
    const templateId = await pendingTemplate(t, admin.tenantId);
    return t.gql(
      'mutation ($id: Int!) { runPolicyUpdates(request: { items: [{ action: ADD, templateClassifierId: $id }] }) { added } }',
      { id: templateId },
      token,
    );
  },
  runPolicyUpdatesForCustomer: async (t, admin, token) => {
    await pendingTemplate(t, admin.tenantId);
    return t.gql(
      'mutation ($id: Int!) { runPolicyUpdatesForCustomer(tenantId: $id) { added } }',
      { id: admin.tenantId },
      token,
    );
  },
  runPolicyUpdatesForPartner: async (t, admin, token) => {
    await pendingTemplate(t, admin.tenantId);
    return t.gql(
      'mutation ($id: Int!) { runPolicyUpdatesForPartner(tenantId: $id) { added } }',
      { id: admin.tenantId },
      token,
    );
  },
  updatePopupTemplate: (t) =>
    asSysAdmin(
      t,
      'mutation { updatePopupTemplate(popupType: PAYMENT_WARNING, title: "Pay", description: "<p>Please pay</p>", status: PUBLISHED) { title } }',
      {},
    ),
  launchTenantPopup: (t, admin) =>
    asSysAdmin(
      t,
      'mutation ($id: Int!, $at: DateTime!) { launchTenantPopup(tenantId: $id, popupType: PAYMENT_WARNING, startDate: $at) }',
      { id: admin.tenantId, at: new Date().toISOString() },
    ),
  stopTenantPopup: async (t, admin) => {
    await t.db
      .insert(tenantPopups)
      .values({ tenantId: admin.tenantId, popupType: 'BLOCK_BECAUSE_OF_PAYMENT', startDate: new Date() });
    return asSysAdmin(
      t,
      'mutation ($id: Int!) { stopTenantPopup(tenantId: $id, popupType: BLOCK_BECAUSE_OF_PAYMENT) }',
      { id: admin.tenantId },
    );
  },
  remindPopupLater: (t, _admin, token) => t.gql('mutation { remindPopupLater(popupType: MAIN) }', {}, token),
  dontShowPopupAgain: (t, _admin, token) =>
    t.gql('mutation { dontShowPopupAgain(popupType: MAIN) }', {}, token),
  confirmPopup: (t, _admin, token) =>
    t.gql('mutation { confirmPopup(popupType: BLOCK_BECAUSE_OF_PAYMENT) }', {}, token),
  createSignInToken: (t, _admin, token) => t.gql('mutation { createSignInToken { signInToken } }', {}, token),
  changeUserPassword: async (t, admin, token) => {
    const other = await createUser(t.db, admin.tenantId, { roles: [] });
    return t.gql(
      'mutation ($id: Int!) { changeUserPassword(userId: $id, newPassword: "another-pass") }',
      { id: other.id },
      token,
    );
  },
  setProcessDataUploadPermission: async (t, admin, token) => {
    const [p] = await t.db
      .insert(processes)
      .values({ tenantId: admin.tenantId, processName: 'excel.exe', humanName: 'Microsoft Excel' })
      .returning({ id: processes.id });
    return t.gql(
      'mutation ($id: Int!) { setProcessDataUploadPermission(request: { processId: $id, permission: BLOCKED }) { dataUploadPermission } }',
      { id: p!.id },
      token,
    );
  },
  updateProcessRule: async (t, admin, token) => {
    const [p] = await t.db
      .insert(processes)
      .values({ tenantId: admin.tenantId, processName: 'excel.exe', humanName: 'Microsoft Excel' })
      .returning({ id: processes.id });
    return t.gql(
      'mutation ($id: Int!) { updateProcessRule(request: { processId: $id, processType: LOCAL }) { processType } }',
      { id: p!.id },
      token,
    );
  },
  updateExtensionRule: (t, _admin, token) =>
    t.gql(
      'mutation { updateExtensionRule(request: { extension: "iso", isTurnedOn: false }) { isEnabled } }',
      {},
      token,
    ),
  createRule: async (t, admin, token) => {
    const classifierId = await createClassifier(t.db, admin.tenantId);
    return t.gql(
      'mutation ($id: Int!) { createRule(request: { classifierId: $id, encryptionSettings: { isEnabled: true } }) { id } }',
      { id: classifierId },
      token,
    );
  },
  updateRule: async (t, admin, token) => {
    const id = await createRule(t.db, admin.tenantId, await createClassifier(t.db, admin.tenantId));
    return t.gql(
      'mutation ($id: Int!) { updateRule(request: { id: $id, name: "Renamed" }) { id } }',
      { id },
      token,
    );
  },
  updateRuleListItem: async (t, admin, token) => {
    const id = await createRule(t.db, admin.tenantId, await createClassifier(t.db, admin.tenantId));
    return t.gql(
      'mutation ($id: Int!) { updateRuleListItem(request: { id: $id, encryptionIsEnabled: true }) { id } }',
      { id },
      token,
    );
  },
  createClassifier: (t, _admin, token) =>
    t.gql(
      'mutation ($i: ClassifierInput!) { createClassifier(input: $i) { id } }',
      { i: { type: 'BY_EXTENSIONS', name: unique('Audit'), shortName: 'A', extensions: ['pdf'] } },
      token,
    ),
  updateClassifier: async (t, admin, token) => {
    const id = await createClassifier(t.db, admin.tenantId, { type: 'BY_EXTENSIONS', extensions: ['pdf'] });
    return t.gql(
      'mutation ($id: Int!, $i: ClassifierInput!) { updateClassifier(id: $id, input: $i) { id } }',
      { id, i: { type: 'BY_EXTENSIONS', name: unique('Audit'), shortName: 'A', extensions: ['doc'] } },
      token,
    );
  },
  updateClassifierListItem: async (t, admin, token) => {
    const id = await createClassifier(t.db, admin.tenantId);
    return t.gql(
      'mutation ($id: Int!) { updateClassifierListItem(request: { id: $id, isActive: false }) { id } }',
      { id },
      token,
    );
  },
  deleteClassifiers: async (t, admin, token) => {
    const id = await createClassifier(t.db, admin.tenantId);
    return t.gql('mutation ($id: Int!) { deleteClassifiers(request: { ids: [$id] }) }', { id }, token);
  },
  createClassifierFromExisting: async (t, admin, token) => {
    const id = await createClassifier(t.db, admin.tenantId);
    return t.gql('mutation ($id: Int!) { createClassifierFromExisting(classifierId: $id) }', { id }, token);
  },
  setClassifierTestingGroup: async (t, admin) => {
    const id = await createClassifier(t.db, admin.tenantId);
    return asSysAdmin(
      t,
      'mutation ($id: Int!, $t: Int) { setClassifierTestingGroup(classifierId: $id, testingGroupId: 1, tenantId: $t) { id } }',
      { id, t: admin.tenantId },
    );
  },
  createTemplateClassifier: (t) =>
    asSysAdmin(t, 'mutation ($i: ClassifierInput!) { createTemplateClassifier(input: $i) { id } }', {
      i: { ...TEMPLATE_INPUT, name: unique('Audit tpl') },
    }),
  updateTemplateClassifier: async (t) => {
    const id = await auditTemplate(t);
    return asSysAdmin(
      t,
      'mutation ($id: Int!, $i: ClassifierInput!) { updateTemplateClassifier(id: $id, input: $i) { id } }',
      {
        id,
        i: { ...TEMPLATE_INPUT, name: unique('Audit tpl') },
      },
    );
  },
  updateTemplateClassifierListItem: async (t) => {
    const id = await auditTemplate(t);
    return asSysAdmin(
      t,
      'mutation ($id: Int!) { updateTemplateClassifierListItem(request: { id: $id, isActive: false }) { id } }',
      { id },
    );
  },
  deleteTemplateClassifiers: async (t) => {
    const id = await auditTemplate(t);
    return asSysAdmin(t, 'mutation ($id: Int!) { deleteTemplateClassifiers(ids: [$id]) }', { id });
  },
  createTemplateFromExisting: async (t) => {
    const id = await auditTemplate(t);
    return asSysAdmin(t, 'mutation ($id: Int!) { createTemplateFromExisting(templateId: $id) }', { id });
  },
  updateByCopy: async (t) => {
    const parent = await auditTemplate(t);
    const [copy] = await insertTemplates(t.db, [
      {
        ...definitionColumns({ name: unique('Audit copy'), type: 'BY_EXTENSIONS', extensions: ['doc'] }),
        parentTemplateId: parent,
        reasonForChange: 'audit',
      },
    ]);
    return asSysAdmin(t, 'mutation ($id: Int!) { updateByCopy(templateId: $id, deleteCopy: false) { id } }', {
      id: copy!.id,
    });
  },
  reverifyPassword: (t, admin, token) =>
    t.gql(
      'mutation ($p: String!) { reverifyPassword(password: $p) { expiresAt } }',
      { p: admin.password },
      token,
    ),
  refreshTemporaryDecryptKey: (t, _admin, token) =>
    t.gql('mutation { refreshTemporaryDecryptKey { startDateTime } }', {}, token),
  createPartner2: async (t) => {
    const { token, actorId } = await partnerAdmin(t);
    const res = await t.gql(
      'mutation ($r: CreatePartnerRequestInput!) { createPartner2(request: $r) { id } }',
      {
        r: {
          name: unique('Audit partner'),
          country: { id: 'US' },
          phone: '+15555550100',
          user: tenantLogin(),
        },
      },
      token,
    );
    return { errors: res.errors, actorId };
  },
  createCustomer2: async (t) => {
    const { token, actorId } = await partnerAdmin(t);
    // No regulations: their template classifiers would each write an entry of their own.
    const res = await t.gql(
      'mutation ($r: CreateCustomerRequestInput!) { createCustomer2(request: $r) { id } }',
      { r: { name: unique('Audit customer'), contentTypes: [], user: tenantLogin() } },
      token,
    );
    return { errors: res.errors, actorId };
  },
  updatePartner2: async (t) => {
    const { token, actorId, partnerId } = await partnerAdmin(t);
    const res = await t.gql(
      'mutation ($r: UpdatePartnerRequestInput!) { updatePartner2(request: $r) { id } }',
      { r: { id: partnerId, name: unique('Renamed partner') } },
      token,
    );
    return { errors: res.errors, actorId };
  },
  updateCustomer2: (t, admin, token) =>
    t.gql(
      'mutation ($r: UpdateCustomerRequestInput!) { updateCustomer2(request: $r) { id } }',
      {
        r: { id: admin.tenantId, city: 'Audit City', discoveryEnabled: false, discoveryEnabledDevices: true },
      },
      token,
    ),
  deleteCustomers2: async (t) => {
    const { token, actorId, partnerId } = await partnerAdmin(t);
    const customer = await createTenant(t.db, partnerId, 'CUSTOMER');
    const res = await t.gql(
      'mutation ($ids: [Int!]!) { deleteCustomers2(ids: $ids) }',
      { ids: [customer.id] },
      token,
    );
    return { errors: res.errors, actorId };
  },
  deletePartners2: async (t) => {
    const { token, actorId, partnerId } = await partnerAdmin(t);
    const sub = await createTenant(t.db, partnerId, 'PARTNER');
    await createTenant(t.db, sub.id, 'CUSTOMER');
    const res = await t.gql(
      'mutation ($ids: [Int!]!) { deletePartners2(ids: $ids) }',
      { ids: [sub.id] },
      token,
    );
    return { errors: res.errors, actorId };
  },
  updateCustomerOnboardingData: async (t, admin) => {
    const manager = await createUser(t.db, t.rootTenantId, { roles: ['OnboardingManager'] });
    return t.gql(
      'mutation ($r: UpdateCustomerOnboardingDataRequestInput!) { updateCustomerOnboardingData(request: $r) { id } }',
      { r: { id: admin.tenantId, onboarding: true, onboardingUserId: manager.id } },
      await tokenFor(t.config, manager),
    );
  },
  updateDevice: async (t, admin, token) => {
    const device = await insertDevice(
      t.db,
      await resolveSystemScope(t.db, admin.tenantId),
      'audit-coverage-device',
      deviceFacts(),
      'ACTIVE',
    );
    return t.gql(
      'mutation ($id: Int!) { updateDevice(request: { id: $id, isEncryptionDisabled: true }) { id } }',
      { id: device.id },
      token,
    );
  },
  updateFile: async (t, admin, token) => {
    const deviceId = await auditDevice(t, admin.tenantId, 'ACTIVE');
    const scope = await resolveSystemScope(t.db, admin.tenantId);
    const folderIds = await ensureFolders(t.db, scope, deviceId, folderChain('C:\\audit'));
    const fileIds = await upsertFiles(t.db, scope, deviceId, [
      {
        path: 'C:\\audit\\a.txt',
        folderId: folderIds.get('C:\\audit')!,
        name: 'a.txt',
        extension: 'txt',
        size: '1',
        fileCreatedAt: null,
        modifiedAt: '2026-01-01T00:00:00Z',
        accessedAt: null,
        owner: '',
        parseResult: 'OK',
        brokenDescription: null,
        isEncrypted: false,
        contentHash: null,
        entriesCount: '0',
        sensitiveCost: '0',
        nonSensitiveCost: '0',
      },
    ]);
    return t.gql(
      'mutation ($id: Int!) { updateFile(id: $id, falsePositive: true) { id } }',
      { id: fileIds.get('C:\\audit\\a.txt') },
      token,
    );
  },
  updateCloudDevice: async (t, admin, token) =>
    t.gql(
      'mutation ($id: Int!) { updateCloudDevice(request: { id: $id, readOnly: true }) { id } }',
      { id: (await auditRepository(t, admin.tenantId)).id },
      token,
    ),
  updateCloudDevices: async (t, admin, token) =>
    t.gql(
      'mutation ($identifier: String!) { updateCloudDevices(request: { items: [{ deviceIdentifier: $identifier, scan: true }] }) }',
      { identifier: (await auditRepository(t, admin.tenantId)).deviceIdentifier },
      token,
    ),
  uploadvigilScannerAuthFile: async (t, _admin, token) =>
    t.gql(
      'mutation ($file: String!) { uploadvigilScannerAuthFile(request: { authService: GOOGLE_DRIVE, file: $file }) { isConnected } }',
      { file: AUDIT_SERVICE_ACCOUNT },
      token,
    ),
  deletevigilScannerAuth: async (t, admin, token) => {
    const scope = await resolveSystemScope(t.db, admin.tenantId);
    await upsertConnection(t.db, scope, {
      authService: 'GOOGLE_MAIL',
      source: 'FILE',
      sealedData: 'v1.sealed',
      userId: admin.id,
      now: new Date(),
    });
    return t.gql('mutation { deletevigilScannerAuth(request: { authService: GOOGLE_MAIL }) }', {}, token);
  },
  setDevicesActiveMark: async (t, admin, token) =>
    t.gql(
      'mutation ($id: Int!) { setDevicesActiveMark(ids: [$id], isActive: false) }',
      {
        id: await auditDevice(t, admin.tenantId, 'ACTIVE'),
      },
      token,
    ),
  setDevicesArchivingMark: async (t, admin, token) =>
    t.gql(
      'mutation ($id: Int!) { setDevicesArchivingMark(ids: [$id], isArchived: true) { result } }',
      {
        id: await auditDevice(t, admin.tenantId, 'ACTIVE'),
      },
      token,
    ),
  setDevicesDeletionMark: async (t, admin, token) =>
    t.gql(
      'mutation ($id: Int!) { setDevicesDeletionMark(ids: [$id], isDeleted: true) }',
      {
        id: await auditDevice(t, admin.tenantId, 'ARCHIVED'),
      },
      token,
    ),
  rescan: async (t, admin, token) =>
    t.gql(
      'mutation ($id: Int!) { rescan(deviceIds: [$id]) }',
      {
        id: await auditDevice(t, admin.tenantId, 'ACTIVE'),
      },
      token,
    ),
  requestDeviceLog: async (t, admin) =>
    asSysAdmin(t, 'mutation ($id: Int!) { requestDeviceLog(request: { deviceId: $id }) }', {
      id: await auditDevice(t, admin.tenantId, 'ACTIVE'),
    }),
  requestDeviceLog2: async (t, admin) => {
    const id = await auditDevice(t, admin.tenantId, 'ACTIVE');
    const [device] = await t.db.select().from(devices).where(eq(devices.id, id));
    return asSysAdmin(t, 'mutation ($d: String!) { requestDeviceLog2(request: { deviceIdentifier: $d }) }', {
      d: device?.deviceIdentifier,
    });
  },
  updateFipsListItem: async (t, admin, token) =>
    t.gql(
      'mutation ($id: Int!) { updateFipsListItem(request: { deviceId: $id, fipsRequestStatus: REQUESTED_SET }) { deviceId } }',
      { id: await auditDevice(t, admin.tenantId, 'ACTIVE') },
      token,
    ),
  uninstallDevices: async (t, admin, token) =>
    t.gql(
      'mutation ($id: Int!) { uninstallDevices(ids: [$id]) }',
      {
        id: await auditDevice(t, admin.tenantId, 'ACTIVE'),
      },
      token,
    ),
  createTenantAuthProvider: (t, _admin, token) =>
    t.gql(
      'mutation ($r: CreateTenantAuthProviderRequestInput!) { createTenantAuthProvider(request: $r) { id } }',
      { r: AUTH_PROVIDER_INPUT },
      token,
    ),
  updateTenantAuthProvider: async (t, admin, token) =>
    t.gql(
      'mutation ($r: UpdateTenantAuthProviderRequestInput!) { updateTenantAuthProvider(request: $r) { id } }',
      { r: { id: await auditAuthProvider(t, admin.tenantId), ...AUTH_PROVIDER_INPUT } },
      token,
    ),
  deleteTenantAuthProviders: async (t, admin, token) =>
    t.gql(
      'mutation ($ids: [Int!]!) { deleteTenantAuthProviders(request: { ids: $ids }) }',
      { ids: [await auditAuthProvider(t, admin.tenantId)] },
      token,
    ),
  createUser: (t, _admin, token) =>
    t.gql(
      'mutation ($r: CreateUserRequestInput!) { createUser(request: $r) { temporaryPassword } }',
      { r: { email: `${unique('audit')}@example.test`, firstName: 'A', lastName: 'B' } },
      token,
    ),
  updateUser: async (t, admin, token) => {
    const other = await createUser(t.db, admin.tenantId, { roles: [] });
    return t.gql(
      'mutation ($id: Int!) { updateUser(request: { id: $id, firstName: "Renamed" }) { id } }',
      { id: other.id },
      token,
    );
  },
  deleteUsers: async (t, admin, token) => {
    const other = await createUser(t.db, admin.tenantId, { roles: [] });
    return t.gql('mutation ($id: Int!) { deleteUsers(request: { ids: [$id] }) }', { id: other.id }, token);
  },
  setPrimaryAdmin: async (t, admin, token) => {
    const other = await createUser(t.db, admin.tenantId);
    return t.gql(
      'mutation ($id: Int!) { setPrimaryAdmin(request: { id: $id }) { id } }',
      { id: other.id },
      token,
    );
  },
  manageUserGroups: async (t, admin, token) => {
    const other = await createUser(t.db, admin.tenantId, { roles: [] });
    const group = await insertGroup(t.db, await resolveSystemScope(t.db, admin.tenantId), {
      name: 'Audit group',
      description: '',
    });
    return t.gql(
      'mutation ($id: Int!, $g: Int!) { manageUserGroups(userId: $id, groupIds: [$g], mode: REPLACE) { id } }',
      { id: other.id, g: group },
      token,
    );
  },
  createGroup: (t, _admin, token) =>
    t.gql('mutation { createGroup(request: { name: "Audit group" }) { id } }', {}, token),
  updateGroup: async (t, admin, token) => {
    const id = await insertGroup(t.db, await resolveSystemScope(t.db, admin.tenantId), {
      name: 'Audit group',
      description: '',
    });
    return t.gql(
      'mutation ($id: Int!) { updateGroup(request: { id: $id, name: "Renamed" }) { id } }',
      { id },
      token,
    );
  },
  deleteGroups: async (t, admin, token) => {
    const id = await insertGroup(t.db, await resolveSystemScope(t.db, admin.tenantId), {
      name: 'Audit group',
      description: '',
    });
    return t.gql('mutation ($id: Int!) { deleteGroups(request: { ids: [$id] }) }', { id }, token);
  },
  createReportFile: (t, _admin, token) =>
    t.gql('mutation { createReportFile(request: { type: EXECUTIVE_SUMMARY }) { id } }', {}, token),
  deleteReportFiles: async (t, admin, token) => {
    const report = await insertReportFile(t.db, await resolveSystemScope(t.db, admin.tenantId), {
      reportType: 'EXECUTIVE_SUMMARY',
      reportName: 'Audit report',
      fileName: unique('audit-report'),
      contentType: 'application/pdf',
      createdAt: new Date(),
      createdBy: null,
      scheduled: false,
    });
    return t.gql(
      'mutation ($id: Int!) { deleteReportFiles(request: { ids: [$id] }) }',
      { id: report.id },
      token,
    );
  },
  switchReportFilesScheduleType: (t, _admin, token) =>
    t.gql('mutation { switchReportFilesScheduleType(request: { type: QUARTERLY }) }', {}, token),
  manageDeviceGroups: async (t, admin, token) => {
    const scope = await resolveSystemScope(t.db, admin.tenantId);
    const device = await insertDevice(t.db, scope, 'audit-groups-device', deviceFacts(), 'ACTIVE');
    const group = await insertGroup(t.db, scope, { name: 'Audit group', description: '' });
    return t.gql(
      'mutation ($d: Int!, $g: Int!) { manageDeviceGroups(deviceId: $d, groupIds: [$g], mode: REPLACE) { id } }',
      { d: device.id, g: group },
      token,
    );
  },
  createDeviceSettingsGroup: (t, _admin, token) =>
    t.gql(
      'mutation { createDeviceSettingsGroup(request: { name: "Audit security group" }) { id } }',
      {},
      token,
    ),
  updateDeviceSettingsGroup: async (t, admin, token) => {
    const id = await auditSettingsGroup(t, admin.tenantId);
    return t.gql(
      'mutation ($id: Int!) { updateDeviceSettingsGroup(request: { id: $id, discoveryEnabled: false }) { id } }',
      { id },
      token,
    );
  },
  deleteDeviceSettingsGroup: async (t, admin, token) =>
    t.gql(
      'mutation ($id: Int!) { deleteDeviceSettingsGroup(request: { id: $id }) }',
      { id: await auditSettingsGroup(t, admin.tenantId) },
      token,
    ),
};

/** A security group of the tenant for one audited call. */
async function auditSettingsGroup(t: TestApp, tenantId: number): Promise<number> {
  return insertSettingsGroup(t.db, await resolveSystemScope(t.db, tenantId), {
    name: 'Audit security group',
    ...SECURITY_GROUP_DEFAULTS,
  });
}

describe('change history coverage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has a case for every mutation of the schema', () => {
    const mutations = Object.keys(getSchema().schema.getMutationType()?.getFields() ?? {}).sort();
    expect(Object.keys(cases).sort()).toEqual(mutations);
  });

  for (const [name, perform] of Object.entries(cases)) {
    it(`${name} writes one change-history entry in the tenant`, async () => {
      const tenant = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
      const admin = await createUser(t.db, tenant.id, { roles: ['TENANT_ADMIN'] });
      const token = await tokenFor(t.config, admin);
      const entries = async () =>
        (await t.db.select({ n: count() }).from(auditEntries).where(eq(auditEntries.tenantId, tenant.id)))[0]
          ?.n;
      const before = await entries();
      const res = await perform(t, admin, token);
      expect(res.errors).toBeUndefined();
      if (res.actorId !== undefined) {
        const byActor = await t.db
          .select({ n: count() })
          .from(auditEntries)
          .where(eq(auditEntries.userId, res.actorId));
        expect(byActor[0]?.n).toBe(1);
        return;
      }
      expect(await entries()).toBe((before ?? 0) + 1);
    });
  }
});

/** A device of the tenant for one audited call; ARCHIVED makes it archived. */
/** A repository (a device of kind REPOSITORY with its cloud part), not scanned. */
async function auditRepository(t: TestApp, tenantId: number) {
  const scope = await resolveSystemScope(t.db, tenantId);
  const device = await insertDevice(
    t.db,
    scope,
    unique('audit-repository'),
    deviceFacts(),
    'ACTIVE',
    'REPOSITORY',
  );
  const id = unique('bucket');
  await insertCloudDevice(
    t.db,
    scope,
    device.id,
    { authService: 'UNKNOWN', systemType: 'S3', cloudDeviceId: id, location: id },
    false,
  );
  return device;
}

async function auditDevice(t: TestApp, tenantId: number, status: 'ACTIVE' | 'ARCHIVED'): Promise<number> {
  const device = await insertDevice(
    t.db,
    await resolveSystemScope(t.db, tenantId),
    unique('audit-device'),
    deviceFacts(),
    status,
  );
  if (status === 'ARCHIVED')
    await t.db.update(devices).set({ isArchived: true }).where(eq(devices.id, device.id));
  return device.id;
}
