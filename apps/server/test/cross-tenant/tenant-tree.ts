import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { AgentRoutes, shiftDay, type UserRole } from '@vigil/contracts';
import { auditEntries } from '../../src/audit/audit.tables.js';
import {
  templateClassifierRegulations,
  templateClassifiers,
} from '../../src/classifiers/classifiers.tables.js';
import { definitionColumns } from '../../src/classifiers/classifier-definition.js';
import {
  deviceGroupMembers,
  deviceGroups,
  deviceGroupUsers,
  deviceSettingsGroups,
} from '../../src/devices/devices.tables.js';
import { extendApplicationRunning } from '../../src/rollups/application-running.js';
import { lockTenantRisk } from '../../src/rollups/rollups.repo.js';
import { resolveSystemScope } from '../../src/tenants/tenant-scope.js';
import { tenants } from '../../src/tenants/tenants.tables.js';
import { createTenant, createUser, tokenFor } from '../helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createRegulation,
  file,
  fileEvent,
  registerAgent,
  sendBatch,
} from '../helpers/ingest-support.js';
import type { TestApp } from '../helpers/test-app.js';
import { makeAuthProviders } from './sso-objects.js';
import { makeAlertObjects } from './alerts-objects.js';
import { makeReportFiles } from './reports-objects.js';

/**
 * The tenant tree every case runs against, with one of each object the API can name by id in every
 * customer, made the way the product makes them (GraphQL as the customer's admin, the agent's
 * registration and batches), each named and counted differently per tenant so a check can tell
 * whose data came back.
 *
 * root (back office) ─┬─ partner ─┬─ subPartner ── customerOfSubPartner
 *                     │           ├─ customerOfPartner
 *                     │           └─ deletedCustomer (is_deleted)
 *                     └─ otherPartner ── customerOfOtherPartner
 */
export const TENANTS = [
  'root',
  'partner',
  'subPartner',
  'customerOfPartner',
  'customerOfSubPartner',
  'otherPartner',
  'customerOfOtherPartner',
  'deletedCustomer',
] as const;
export type TenantName = (typeof TENANTS)[number];

export const CUSTOMERS = [
  'customerOfPartner',
  'customerOfSubPartner',
  'customerOfOtherPartner',
  'deletedCustomer',
] as const satisfies readonly TenantName[];
export type CustomerName = (typeof CUSTOMERS)[number];

export const isCustomer = (name: TenantName): name is CustomerName =>
  (CUSTOMERS as readonly TenantName[]).includes(name);

/** The parent of each tenant, written out: the oracle of every subtree below. */
export const PARENT: Record<TenantName, TenantName | null> = {
  root: null,
  partner: 'root',
  subPartner: 'partner',
  customerOfPartner: 'partner',
  customerOfSubPartner: 'subPartner',
  deletedCustomer: 'partner',
  otherPartner: 'root',
  customerOfOtherPartner: 'otherPartner',
};

/** `inner` is `outer` or below it. */
export function isWithin(inner: TenantName, outer: TenantName): boolean {
  for (let t: TenantName | null = inner; t !== null; t = PARENT[t]) if (t === outer) return true;
  return false;
}

/** The live customers at or below a tenant: whose data a partner's or the back office's figures sum. */
export function liveCustomersOf(tenant: TenantName): CustomerName[] {
  return CUSTOMERS.filter((c) => c !== 'deletedCustomer' && isWithin(c, tenant));
}

/** Short, distinct per tenant: goes into every name the fixture gives. */
export const LABEL: Record<TenantName, string> = {
  root: 'BO',
  partner: 'P',
  subPartner: 'SP',
  customerOfPartner: 'CoP',
  customerOfSubPartner: 'CoSP',
  otherPartner: 'OP',
  customerOfOtherPartner: 'CoOP',
  deletedCustomer: 'Del',
};

/** Different counts per customer, so sums tell which customers were added up. */
const ORDINAL: Record<CustomerName, number> = {
  customerOfPartner: 1,
  customerOfSubPartner: 2,
  customerOfOtherPartner: 3,
  deletedCustomer: 4,
};

/** Each customer's testing group (Dev 1, QA 2, Beta 3): a template of one group is hidden from the others. */
export const TESTING_GROUP: Record<CustomerName, number> = {
  customerOfPartner: 1,
  customerOfSubPartner: 2,
  customerOfOtherPartner: 3,
  deletedCustomer: 1,
};

/** The country each customer's regulation covers: classifierCountries lists the library's. */
export const COUNTRY: Record<CustomerName, string> = {
  customerOfPartner: 'DE',
  customerOfSubPartner: 'FR',
  customerOfOtherPartner: 'IT',
  deletedCustomer: 'ES',
};

export const CALLERS = [
  'own',
  'readOnly',
  'partnerAdmin',
  'subPartnerAdmin',
  'otherPartnerAdmin',
  'sysAdmin',
  'onboardingManager',
] as const;
export type CallerName = (typeof CALLERS)[number];

/** Where each caller's user lives. */
export const HOME: Record<CallerName, TenantName> = {
  own: 'customerOfPartner',
  readOnly: 'customerOfPartner',
  partnerAdmin: 'partner',
  subPartnerAdmin: 'subPartner',
  otherPartnerAdmin: 'otherPartner',
  sysAdmin: 'root',
  onboardingManager: 'root',
};

const ROLES: Record<CallerName, UserRole[]> = {
  own: ['TENANT_ADMIN'],
  readOnly: ['TENANT_ADMIN'],
  partnerAdmin: ['TENANT_ADMIN'],
  subPartnerAdmin: ['TENANT_ADMIN'],
  otherPartnerAdmin: ['TENANT_ADMIN'],
  sysAdmin: ['SysAdmin'],
  onboardingManager: ['OnboardingManager'],
};

/** The oracle of reach, by hand: own tenant and below; everything else answers like a missing tenant. */
export const REACH: Record<CallerName, readonly TenantName[]> = {
  own: ['customerOfPartner'],
  readOnly: ['customerOfPartner'],
  partnerAdmin: ['partner', 'subPartner', 'customerOfPartner', 'customerOfSubPartner'],
  subPartnerAdmin: ['subPartner', 'customerOfSubPartner'],
  otherPartnerAdmin: ['otherPartner', 'customerOfOtherPartner'],
  sysAdmin: [
    'root',
    'partner',
    'subPartner',
    'customerOfPartner',
    'customerOfSubPartner',
    'otherPartner',
    'customerOfOtherPartner',
  ],
  onboardingManager: [
    'root',
    'partner',
    'subPartner',
    'customerOfPartner',
    'customerOfSubPartner',
    'otherPartner',
    'customerOfOtherPartner',
  ],
};

/** An id no row has: the answer every refused call must equal. */
export const MISSING_ID = 999_999;

/** The objects of one customer, each named after it. */
export interface CustomerObjects {
  tenantId: number;
  label: string;
  agentKey: string;
  /** A TENANT_ADMIN of the customer; for customerOfPartner, the `own` caller. */
  adminToken: string;
  adminUserId: number;
  /** A regular user of the customer (a password an admin above may reset). */
  userId: number;
  /** A regulation only this customer selected, and a 'test' one (hidden from everyone else but SysAdmin). */
  regulationId: number;
  testRegulationId: number;
  /** A template of the customer's testing group, of its regulation: hidden from the other customers. */
  templateId: number;
  /** The customer's copy of that template, added when it selected the regulation. */
  templateCopyId: number;
  /** Content classifiers with findings, a compound of both, a folder and an application classifier. */
  card: number;
  ssn: number;
  compound: number;
  folderClassifier: number;
  channelClassifier: number;
  /** The rule of `card`, naming the device, the group and the application. */
  ruleId: number;
  deviceId: number;
  deviceName: string;
  deviceCredential: string;
  deviceGroupId: number;
  /** Security groups: one of the customer's, holding no device (the fixture device keeps its own settings). */
  settingsGroupId: number;
  /** The device's root folder and the folder below it that holds the files. */
  rootFolderId: number;
  folderId: number;
  processId: number;
  /** Data explorer: the customer's file card.txt (its false-positive mark is what updateFile changes). */
  fileId: number;
  /** Entries found per classifier (distinct per customer). */
  cardEntries: number;
  ssnEntries: number;
  // ── Alerts (alerts-objects.ts) ──
  /** An alert setting of the customer and an alert it raised. */
  alertSettingId: number;
  alertId: number;
}

export interface TreeFixture {
  t: TestApp;
  ids: Record<TenantName, number>;
  tokens: Record<CallerName, string>;
  userIds: Record<CallerName, number>;
  customers: Record<CustomerName, CustomerObjects>;
  /** Prod templates (no testing group) of the fixture, visible to every customer. */
  prodTemplateId: number;
  /** A 'test' regulation nobody selected: SysAdmin sees it, no one else. */
  hiddenTestRegulationId: number;
  /** One change-history entry of each tenant. */
  auditIds: Record<TenantName, number>;
  /** One auth provider of each tenant. */
  authProviderIds: Record<TenantName, number>;
  /** One report file of each tenant (reports-objects.ts). */
  reportFileIds: Record<TenantName, number>;
  /** The library objects the suite made (and may compare before and after a refused call). */
  library: Library;
  /** The name of the tenant with this id. */
  nameOf(id: number): TenantName | undefined;
}

interface GqlResult<T> {
  data: T | null;
  errors?: { message: string }[] | undefined;
}

/** A GraphQL call the fixture needs to succeed. */
export async function must<T>(
  t: TestApp,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res: GqlResult<T> = await t.gql<T>(query, variables, token);
  if (res.errors?.length || !res.data)
    throw new Error(`fixture call failed: ${JSON.stringify(res.errors)}\n${query}`);
  return res.data;
}

const CREATE_CLASSIFIER = `mutation ($input: ClassifierInput!, $tenantId: Int) {
  createClassifier(input: $input, tenantId: $tenantId) { id } }`;
const SELECT_REGULATIONS = `mutation ($ids: [CustomerRegulationContentTypeInput!]!, $tenantId: Int) {
  updateCustomerRegulations(request: { contentTypes: $ids }, tenantId: $tenantId) { id } }`;
const CREATE_RULE = `mutation ($request: CreateRuleRequestInput!, $tenantId: Int) {
  createRule(request: $request, tenantId: $tenantId) { id } }`;

/** A content classifier's form: contains `word`, worth `value` per entry. */
export function contentInput(name: string, options: { value?: number; regulations?: number[] } = {}) {
  return {
    type: 'BY_CONTENT',
    name,
    shortName: name.slice(0, 15),
    matchers: [{ type: 'CONTAINS', value: 'secret' }],
    valuePerRecord: options.value ?? 20,
    regulations: options.regulations ?? [],
  };
}

export async function createClassifierAs(
  t: TestApp,
  token: string,
  input: Record<string, unknown>,
  tenantId?: number,
): Promise<number> {
  const data = await must<{ createClassifier: { id: number } }>(t, token, CREATE_CLASSIFIER, {
    input,
    tenantId,
  });
  return data.createClassifier.id;
}

/** The regulations and templates the suite put in the library. */
export interface Library {
  regulations: number[];
  templates: number[];
}

/** A regulation of the library, named as given. */
export async function libraryRegulation(t: TestApp, library: Library, name: string): Promise<number> {
  const id = await createRegulation(t.db, name);
  library.regulations.push(id);
  return id;
}

/** A template classifier of the library, linked to regulations (the back office's own data). */
export async function insertTemplate(
  t: TestApp,
  library: Library,
  name: string,
  options: { testingGroupId?: number | null; regulationIds?: number[]; isActive?: boolean } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(templateClassifiers)
    .values({
      ...definitionColumns({
        name,
        caption: name.slice(0, 15),
        type: 'BY_CONTENT',
        rules: [{ ruleType: 'CONTAINS', text: 'template' }],
        ...(options.isActive === false ? { isActive: false } : {}),
      }),
      testingGroupId: options.testingGroupId ?? null,
      reasonForChange: 'fixture',
    })
    .returning({ id: templateClassifiers.id });
  if (!row) throw new Error('template insert failed');
  library.templates.push(row.id);
  if (options.regulationIds?.length)
    await t.db
      .insert(templateClassifierRegulations)
      .values(options.regulationIds.map((regulationId) => ({ templateClassifierId: row.id, regulationId })));
  return row.id;
}

/** One change-history entry named after the tenant, for tenants no mutation of the fixture touches. */
async function probeAudit(t: TestApp, tenantId: number, label: string): Promise<void> {
  await t.db.insert(auditEntries).values({
    tenantId,
    entityType: 'Probe',
    entityId: tenantId,
    entityName: `Probe ${label}`,
    operation: 'UPDATE',
  });
}

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A log uploaded on SysAdmin's request and a FIPS report, for the agent log and FIPS cases. */
async function agentLogAndFips(
  t: TestApp,
  sysAdminToken: string,
  agent: { deviceId: number; credential: string },
  label: string,
): Promise<void> {
  const asked = await t.gql(
    'mutation ($id: Int!) { requestDeviceLog(request: { deviceId: $id }) }',
    { id: agent.deviceId },
    sysAdminToken,
  );
  if (asked.errors) throw new Error(`requestDeviceLog failed: ${JSON.stringify(asked.errors)}`);
  const headers = { authorization: `Device ${agent.credential}` };
  const log = await t.app.inject({
    method: 'POST',
    url: AgentRoutes.logs,
    headers: { ...headers, 'content-type': 'text/plain' },
    payload: `log of ${label}\n`,
  });
  if (log.statusCode !== 200) throw new Error(`log upload failed: ${log.statusCode} ${log.body}`);
  const fips = await t.app.inject({
    method: 'POST',
    url: AgentRoutes.fips,
    headers,
    payload: { fipsComplianceMode: 'false', validation: 'INVALID', methodUsed: `method ${label}` },
  });
  if (fips.statusCode !== 200) throw new Error(`FIPS report failed: ${fips.statusCode} ${fips.body}`);
}

async function buildCustomer(
  t: TestApp,
  name: CustomerName,
  parentId: number,
  sysAdminToken: string,
  library: Library,
): Promise<CustomerObjects> {
  const label = LABEL[name];
  const n = ORDINAL[name];
  const tenant = await createAgentCustomer(t.db, parentId, { testingGroups: [TESTING_GROUP[name]] });
  await t.db
    .update(tenants)
    .set({ name: `Customer ${label}` })
    .where(eq(tenants.id, tenant.id));
  const admin = await createUser(t.db, tenant.id, {
    email: `admin-${label}-${randomUUID().slice(0, 6)}@example.test`,
  });
  const adminToken = await tokenFor(t.config, admin);
  const user = await createUser(t.db, tenant.id, { roles: [] });

  const regulationId = await libraryRegulation(t, library, `Regulation ${label}`);
  await t.db.execute(
    sql`update regulations set available_countries = ${`{${COUNTRY[name]}}`}::text[] where id = ${regulationId}`,
  );
  const testRegulationId = await libraryRegulation(t, library, `Test regulation ${label}`);
  const templateId = await insertTemplate(t, library, `Template ${label}`, {
    testingGroupId: TESTING_GROUP[name],
    regulationIds: [regulationId],
  });
  // Selecting the regulation adds its templates' classifiers at once: the customer's template copy.
  // Only the back office may select a 'test' regulation no one has chosen yet.
  await must(t, sysAdminToken, SELECT_REGULATIONS, {
    ids: [{ id: regulationId }, { id: testRegulationId }],
    tenantId: tenant.id,
  });

  const cardEntries = 10 * n + 1;
  const ssnEntries = 10 * n + 2;
  const card = await createClassifierAs(
    t,
    adminToken,
    contentInput(`Card ${label}`, { value: 10 * n, regulations: [regulationId] }),
    tenant.id,
  );
  const ssn = await createClassifierAs(t, adminToken, contentInput(`SSN ${label}`, { value: n }), tenant.id);

  const agent = await registerAgent(t.app, tenant.agentKey);
  const root = `C:\\Data ${label}`;
  const sent = await sendBatch(
    t.app,
    agent.credential,
    batch({
      files: [
        file(`${root}\\Docs\\card.txt`, [{ classifierId: card, count: cardEntries }], {
          accessedAt: daysAgo(40),
          modifiedAt: daysAgo(60),
        }),
        file(`${root}\\Docs\\ssn.txt`, [{ classifierId: ssn, count: ssnEntries }], {
          accessedAt: daysAgo(2),
          modifiedAt: daysAgo(60),
        }),
      ],
      fileEvents: [
        fileEvent(`${root}\\Docs\\card.txt`, 'OPEN', [{ classifierId: card, count: cardEntries }], {
          at: daysAgo(1),
          processName: `app-${label.toLowerCase()}.exe`,
          applicationName: `App ${label}`,
        }),
      ],
    }),
  );
  if (sent.statusCode !== 200) throw new Error(`batch failed: ${sent.statusCode} ${sent.body}`);

  // ---- Agent logs and FIPS (agent-logs-cases.ts): the device uploads a log SysAdmin asked for, and
  // reports its FIPS state; each named per customer.
  await agentLogAndFips(t, sysAdminToken, agent, label);
  // ---- end of agent logs and FIPS.

  const [folderRows, processRows, deviceRows] = await Promise.all([
    t.db.execute(sql`select id::int as id, parent_id::int as parent from folders
      where tenant_id = ${tenant.id} order by length(path)`),
    t.db.execute(sql`select id from processes where tenant_id = ${tenant.id}`),
    t.db.execute(sql`select name from devices where tenant_id = ${tenant.id} and id = ${agent.deviceId}`),
  ]);
  const folders = (folderRows as unknown as { rows: { id: number; parent: number | null }[] }).rows;
  const rootFolderId = folders.find((f) => f.parent === null)?.id;
  const folderId = folders[folders.length - 1]?.id;
  const processId = (processRows as unknown as { rows: { id: number }[] }).rows[0]?.id;
  const deviceName = (deviceRows as unknown as { rows: { name: string }[] }).rows[0]?.name;
  if (!rootFolderId || !folderId || !processId || !deviceName)
    throw new Error('ingest left no folder or process');

  const [group] = await t.db
    .insert(deviceGroups)
    .values({ tenantId: tenant.id, name: `Group ${label}` })
    .returning({ id: deviceGroups.id });
  if (!group) throw new Error('group insert failed');
  await t.db
    .insert(deviceGroupMembers)
    .values({ tenantId: tenant.id, groupId: group.id, deviceId: agent.deviceId });
  // The group's users: the customer's regular user.
  await t.db.insert(deviceGroupUsers).values({ tenantId: tenant.id, groupId: group.id, userId: user.id });

  // ---- Security groups (device settings groups): one per customer, named per tenant. ----
  const [settingsGroup] = await t.db
    .insert(deviceSettingsGroups)
    .values({ tenantId: tenant.id, name: `Security group ${label}`, scannerDelayMinute: n })
    .returning({ id: deviceSettingsGroups.id });
  if (!settingsGroup) throw new Error('security group insert failed');
  // ---- end of security groups ----

  const compound = await createClassifierAs(
    t,
    adminToken,
    {
      type: 'COMPOUND',
      name: `Compound ${label}`,
      shortName: `Cmp ${label}`,
      compoundGroups: [
        {
          items: [
            { nodeType: 'CLASSIFIER', classifierId: card },
            { nodeType: 'CLASSIFIER', classifierId: ssn },
          ],
        },
      ],
    },
    tenant.id,
  );
  const folderClassifier = await createClassifierAs(
    t,
    adminToken,
    { type: 'BY_FOLDER', name: `Folder ${label}`, shortName: `Fld ${label}`, folderId },
    tenant.id,
  );
  const channelClassifier = await createClassifierAs(
    t,
    adminToken,
    { type: 'BY_CHANNELS', name: `Channel ${label}`, shortName: `Chn ${label}`, processId },
    tenant.id,
  );
  const rule = await must<{ createRule: { id: number } }>(t, adminToken, CREATE_RULE, {
    tenantId: tenant.id,
    request: {
      classifierId: card,
      name: `Rule ${label}`,
      encryptionSettings: { isEnabled: false, delayDays: 10 + n, decryptProcesses: [processId] },
      triggers: [
        {
          trigger: 'UPLOAD_FILE',
          actions: ['CREATE_CASE'],
          devicesSelection: 'SELECTED',
          devices: [agent.deviceId],
          deviceGroups: [group.id],
          uploadFileProcessesSelection: 'SELECTED',
          uploadFileProcesses: [processId],
        },
      ],
    },
  });
  // --- Data explorer (explorer-cases.ts): the customer's card.txt, by id. ---
  const fileRows = await t.db.execute(
    sql`select id::int as id from files where tenant_id = ${tenant.id} and name = 'card.txt'`,
  );
  const fileId = (fileRows as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (!fileId) throw new Error(`no file card.txt of ${label}`);
  // --- end of the data explorer's block ---

  const copies = await t.db.execute(
    sql`select id from classifiers where tenant_id = ${tenant.id} and template_id = ${templateId}`,
  );
  const templateCopyId = (copies as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (!templateCopyId) throw new Error(`no copy of the template of ${label}`);
  // ── Alerts ──
  const alertObjects = await makeAlertObjects(t, tenant.id, admin, label);
  return {
    ...alertObjects,
    tenantId: tenant.id,
    label,
    agentKey: tenant.agentKey,
    adminToken,
    adminUserId: admin.id,
    userId: user.id,
    regulationId,
    testRegulationId,
    templateId,
    templateCopyId,
    card,
    ssn,
    compound,
    folderClassifier,
    channelClassifier,
    ruleId: rule.createRule.id,
    deviceId: agent.deviceId,
    deviceName,
    deviceCredential: agent.credential,
    deviceGroupId: group.id,
    settingsGroupId: settingsGroup.id,
    rootFolderId,
    folderId,
    fileId,
    processId,
    cardEntries,
    ssnEntries,
  };
}

export async function buildTree(t: TestApp): Promise<TreeFixture> {
  const partnerNamed = async (parentId: number, label: string) =>
    (await createTenant(t.db, parentId, 'PARTNER', `Partner ${label}`)).id;
  const root = t.rootTenantId;
  const partner = await partnerNamed(root, LABEL.partner);
  const subPartner = await partnerNamed(partner, LABEL.subPartner);
  const otherPartner = await partnerNamed(root, LABEL.otherPartner);
  const library: Library = { regulations: [], templates: [] };
  const prodTemplateId = await insertTemplate(t, library, 'Template Prod');
  const hiddenTestRegulationId = await libraryRegulation(t, library, 'Test regulation nobody chose');
  const sysAdmin = await createUser(t.db, root, { roles: ROLES.sysAdmin });
  const sysAdminToken = await tokenFor(t.config, sysAdmin);
  const customers = {
    customerOfPartner: await buildCustomer(t, 'customerOfPartner', partner, sysAdminToken, library),
    customerOfSubPartner: await buildCustomer(t, 'customerOfSubPartner', subPartner, sysAdminToken, library),
    customerOfOtherPartner: await buildCustomer(
      t,
      'customerOfOtherPartner',
      otherPartner,
      sysAdminToken,
      library,
    ),
    deletedCustomer: await buildCustomer(t, 'deletedCustomer', partner, sysAdminToken, library),
  };
  const deletedCustomerProvider = await makeAuthProviders(t, sysAdminToken, {
    deletedCustomer: customers.deletedCustomer.tenantId,
  });
  await t.db
    .update(tenants)
    .set({ isDeleted: true })
    .where(eq(tenants.id, customers.deletedCustomer.tenantId));
  const ids: Record<TenantName, number> = {
    root,
    partner,
    subPartner,
    otherPartner,
    customerOfPartner: customers.customerOfPartner.tenantId,
    customerOfSubPartner: customers.customerOfSubPartner.tenantId,
    customerOfOtherPartner: customers.customerOfOtherPartner.tenantId,
    deletedCustomer: customers.deletedCustomer.tenantId,
  };
  for (const name of ['root', 'partner', 'subPartner', 'otherPartner'] as const)
    await probeAudit(t, ids[name], LABEL[name]);

  const tokens = {} as Record<CallerName, string>;
  const userIds = {} as Record<CallerName, number>;
  for (const caller of CALLERS) {
    const home = ids[HOME[caller]];
    if (caller === 'own' || caller === 'sysAdmin') {
      userIds[caller] = caller === 'own' ? customers.customerOfPartner.adminUserId : sysAdmin.id;
      tokens[caller] = caller === 'own' ? customers.customerOfPartner.adminToken : sysAdminToken;
      continue;
    }
    const user = await createUser(t.db, home, {
      roles: ROLES[caller],
      isReadOnlyUser: caller === 'readOnly',
    });
    userIds[caller] = user.id;
    tokens[caller] = await tokenFor(t.config, user);
  }
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name as TenantName]));
  const firstEntries = (await t.db.execute(
    sql`select tenant_id as "tenantId", min(id)::int as id from audit_entries group by tenant_id`,
  )) as unknown as { rows: { tenantId: number; id: number }[] };
  const auditIds = {} as Record<TenantName, number>;
  for (const row of firstEntries.rows) {
    const name = byId.get(row.tenantId);
    if (name) auditIds[name] = row.id;
  }
  if (TENANTS.some((name) => auditIds[name] === undefined)) throw new Error('a tenant has no change history');
  const { deletedCustomer: _deleted, ...live } = ids;
  const authProviderIds = {
    ...deletedCustomerProvider,
    ...(await makeAuthProviders(t, sysAdminToken, live)),
  } as Record<TenantName, number>;
  // ── Reports: one report file in each tenant, the deleted customer's included ──
  const reportFileIds = await makeReportFiles(t, ids);
  // ── end of reports ──
  // ── Running sums, as the job keeps them: a chosen period of the application pages is read from
  // them (topByBound for their default order), so every operation's isolation covers that path ──
  // Only this fixture's customers: on a PostgreSQL database the other test files share, the job's
  // every customer would move theirs mid-test.
  const yesterday = shiftDay(new Date().toISOString().slice(0, 10), -1);
  for (const name of ['customerOfPartner', 'customerOfSubPartner', 'customerOfOtherPartner'] as const) {
    await t.db.transaction(async (tx) => {
      const scope = await resolveSystemScope(tx, customers[name].tenantId);
      await lockTenantRisk(tx, scope, 'exclusive');
      await extendApplicationRunning(tx, scope, yesterday);
    });
  }
  return {
    auditIds,
    authProviderIds,
    reportFileIds,
    library,
    t,
    ids,
    tokens,
    userIds,
    customers,
    prodTemplateId,
    hiddenTestRegulationId,
    nameOf: (id) => byId.get(id),
  };
}
