import { expect } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { countryName } from '@vigil/contracts/regulations';
import { rowsOf } from '../../src/db/rows.js';
import {
  anyTenant,
  backOfficeOnly,
  customersOnly,
  type CheckInput,
  type OperationCase,
} from './case-types.js';
import {
  COUNTRY,
  HOME,
  PARENT,
  TENANTS,
  liveCustomersOf,
  type TenantName,
  type TreeFixture,
} from './tenant-tree.js';

/** Rows the database holds, to compare an answer with. */
export function rows<T extends Record<string, unknown>>(fx: TreeFixture, query: SQL): Promise<T[]> {
  return rowsOf<T>(fx.t.db, query);
}

/** The ids of the live customers at or below the tenant, as SQL: whose data a subtree's answer holds. */
export function customersSql(fx: TreeFixture, tenant: TenantName): SQL {
  const ids = liveCustomersOf(tenant).map((c) => fx.ids[c]);
  return ids.length === 0
    ? sql`(null::int)`
    : sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;
}

/**
 * The rows of the fixture's tenants: at the root, a shared PostgreSQL also holds other test files'
 * tenants, whose rows the back office rightly sees; the fixture's must be there exactly as expected.
 */
function ofFixture<T extends { tenantId: number }>(c: CheckInput, items: readonly T[]): T[] {
  if (c.tenant !== 'root') return [...items];
  const mine = new Set(TENANTS.map((t) => c.fx.ids[t]));
  return items.filter((i) => mine.has(Number(i.tenantId)));
}

/** Library ids the fixture made, among those answered (the library is shared by every test file). */
function fixtureLibrary(ids: readonly number[], mine: readonly number[]): number[] {
  return ids.filter((id) => mine.includes(id)).sort((a, b) => a - b);
}

const num = (value: unknown) => Number(Number(value).toFixed(6));
const byNumber = (a: number, b: number) => a - b;
const ids = (items: unknown) => (items as { id: number }[]).map((i) => Number(i.id)).sort(byNumber);
const list = <T>(data: Record<string, unknown>, field: string) => data[field] as T;

const DAY_MS = 86_400_000;
const PERIOD = {
  startPeriod: new Date(Date.now() - 30 * DAY_MS).toISOString(),
  finishPeriod: new Date().toISOString(),
};

/** The regulations a caller sees for a tenant: live ones; 'test' ones only for SysAdmin or once chosen. */
async function visibleRegulations(c: CheckInput): Promise<number[]> {
  const showTest = c.caller === 'sysAdmin';
  const found = await rows<{ id: number }>(
    c.fx,
    sql`select r.id from regulations r where not r.is_deleted and (${showTest} or r.name not ilike '%test%'
      or exists (select 1 from tenant_regulations tr where tr.tenant_id = ${c.tenantId} and tr.regulation_id = r.id))`,
  );
  return found.map((r) => r.id).sort(byNumber);
}

/** The tenant's live classifiers, as the list queries should show them. */
async function classifiersOf(c: CheckInput, where: SQL = sql`true`) {
  return rows<{ id: number; name: string; entries: number }>(
    c.fx,
    sql`select c.id, c.name, coalesce(r.sensitive_entries_count + r.non_sensitive_entries_count, 0)::float8 as entries
      from classifiers c
      left join classifier_risk_rollups r on r.tenant_id = c.tenant_id and r.classifier_id = c.id
      where c.tenant_id = ${c.tenantId} and not c.is_deleted and ${where} order by c.id`,
  );
}

/** The risk of a classifier's findings in live files of the tenant, from the rows themselves. */
async function classifierRisk(c: CheckInput, classifierId: number): Promise<number> {
  const [row] = await rows<{ cost: string }>(
    c.fx,
    sql`select coalesce(sum(x.cost_usd), 0)::text as cost from file_findings x
      join files f on f.tenant_id = x.tenant_id and f.id = x.file_id
      where x.tenant_id = ${c.tenantId} and x.classifier_id = ${classifierId} and not f.is_deleted`,
  );
  return num(row?.cost ?? 0);
}

const TEMPLATE_FIELDS = 'id name testingGroupId';

export const QUERY_CASES: Record<string, OperationCase> = {
  allClassifiers: {
    document: 'query ($tenantId: Int) { allClassifiers(tenantId: $tenantId) { id name entriesCount } }',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const got = list<{ id: number; name: string; entriesCount: number }[]>(c.data, 'allClassifiers');
      const want = await classifiersOf(c);
      expect(
        got.map((x) => ({ id: x.id, name: x.name, entries: x.entriesCount })).sort((a, b) => a.id - b.id),
      ).toEqual(want);
    },
  },

  allProcessRules: {
    document: `query ($tenantId: Int, $where: ProcessRuleFilterInput) {
      allProcessRules(tenantId: $tenantId, where: $where) { id processId humanName } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ id: number; humanName: string }>(
        c.fx,
        sql`select id, human_name as "humanName" from processes where tenant_id = ${c.tenantId} order by id`,
      );
      const got = list<{ id: number; processId: number; humanName: string }[]>(c.data, 'allProcessRules');
      expect(
        got.map((p) => ({ id: p.processId, humanName: p.humanName })).sort((a, b) => a.id - b.id),
      ).toEqual(want);
    },
  },

  applicationsRisk: {
    document: `query ($request: ApplicationsRiskRequestInput!, $tenantId: Int, $where: ApplicationRiskFilterInput) {
      applicationsRisk(request: $request, tenantId: $tenantId, where: $where, take: 1000) {
        totalCount items { tenantId processId processCaption filesCountIncoming } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    // The device dashboard's panel is asked for with a device; the risk page without.
    variables: (v) => ({
      tenantId: v.target,
      request: {
        ...PERIOD,
        ...(v.focus === 'request.deviceId' ? { deviceId: v.id('request.deviceId') } : {}),
      },
    }),
    async check(c) {
      const want = await rows<{ tenantId: number; processId: number }>(
        c.fx,
        sql`select distinct tenant_id as "tenantId", process_id as "processId" from file_events
          where tenant_id in ${customersSql(c.fx, c.tenant)} and at >= ${PERIOD.startPeriod}::timestamptz
          order by 1, 2`,
      );
      const got = list<{ totalCount: number; items: { tenantId: number; processId: number }[] }>(
        c.data,
        'applicationsRisk',
      );
      expect(
        ofFixture(c, got.items)
          .map((i) => ({ tenantId: i.tenantId, processId: i.processId }))
          .sort((a, b) => a.tenantId - b.tenantId || a.processId - b.processId),
      ).toEqual(want);
      if (c.tenant !== 'root') expect(got.totalCount).toBe(want.length);
    },
  },

  backOfficeEntitiesAudit: {
    document: `query ($where: BackOfficeAuditEntryFilterInput) {
      backOfficeEntitiesAudit(where: $where, take: 1000) { totalCount items { id entityName } } }`,
    target: null,
    appliesTo: backOfficeOnly,
    variables: () => ({}),
    async check(c) {
      const got = ids(list<{ items: { id: number }[] }>(c.data, 'backOfficeEntitiesAudit').items);
      // Every entry is the back office's own, and the fixture's are all there.
      const tenantsOf = await rows<{ tenantId: number }>(
        c.fx,
        sql`select distinct tenant_id as "tenantId" from audit_entries where id = any(${`{${got.join(',')}}`}::int[])`,
      );
      const mine = await rows<{ id: number }>(
        c.fx,
        sql`select id::int as id from audit_entries where tenant_id = ${c.fx.ids.root}
          and (id = ${c.fx.auditIds.root} or user_id = any(${`{${Object.values(c.fx.userIds).join(',')}}`}::int[]))
          order by id`,
      );
      expect(tenantsOf.map((r) => r.tenantId)).toEqual([c.fx.ids.root]);
      expect(got).toEqual(expect.arrayContaining(mine.map((r) => r.id)));
    },
  },

  childFolders2: {
    document: `query ($request: ChildFolders2RequestInput!, $tenantId: Int) {
      childFolders2(request: $request, tenantId: $tenantId) { path { id name } children { id name } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, request: { rootFolderId: v.id('request.rootFolderId') } }),
    async check(c) {
      const folderId = Number((c.sent.request as { rootFolderId: number }).rootFolderId);
      const [folder] = await rows<{ idPath: string; tenantId: number }>(
        c.fx,
        sql`select id_path as "idPath", tenant_id as "tenantId" from folders where id = ${folderId}`,
      );
      const chain = (folder?.idPath ?? '').split('/').filter(Boolean).map(Number);
      const children = await rows<{ id: number }>(
        c.fx,
        sql`select id::int as id from folders where parent_id = ${folderId} order by id`,
      );
      const got = list<{ path: { id: number }[]; children: { id: number }[] }>(c.data, 'childFolders2');
      expect(folder?.tenantId).toBe(c.customer.tenantId);
      expect(ids(got.path)).toEqual([...chain].sort(byNumber));
      expect(ids(got.children)).toEqual(children.map((r) => r.id));
    },
  },

  childTenants: {
    document: `query ($tenantId: Int, $where: ChildTenantFilterInput) {
      childTenants(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id name partnerId } } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ id: number }>(
        c.fx,
        sql`select id from tenants where parent_id = ${c.tenantId} and not is_deleted order by id`,
      );
      const got = list<{ totalCount: number; items: { id: number; partnerId: number }[] }>(
        c.data,
        'childTenants',
      );
      // On a shared PostgreSQL other files add children to the root meanwhile: every fixture child is there.
      if (c.tenant === 'root') {
        const fixtureChildren = TENANTS.filter((t) => PARENT[t] === 'root').map((t) => c.fx.ids[t]);
        expect(ids(got.items)).toEqual(expect.arrayContaining(fixtureChildren));
      } else expect(ids(got.items)).toEqual(want.map((r) => r.id));
      expect(got.items.every((i) => i.partnerId === c.tenantId)).toBe(true);
    },
  },

  classifier: {
    document: `query ($request: ClassifierRequestInput!, $tenantId: Int) {
      classifier(request: $request, tenantId: $tenantId) { id name valuePerRecord regulations { id } } }`,
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target, request: { id: v.id('request.id') } }),
    async check(c) {
      const id = c.customer.card;
      const [row] = await rows<{ name: string; value: number }>(
        c.fx,
        sql`select name, value_per_record as value from classifiers where tenant_id = ${c.tenantId} and id = ${id}`,
      );
      const links = await rows<{ id: number }>(
        c.fx,
        sql`select regulation_id as id from classifier_regulations
          where tenant_id = ${c.tenantId} and classifier_id = ${id} order by 1`,
      );
      expect(c.data.classifier).toEqual({
        id,
        name: row?.name,
        valuePerRecord: row?.value,
        regulations: links,
      });
    },
  },

  classifierCountries: {
    document: '{ classifierCountries { code name } }',
    target: null,
    appliesTo: anyTenant,
    variables: () => ({}),
    async check(c) {
      const got = list<{ code: string }[]>(c.data, 'classifierCountries').map((x) => x.code);
      // The countries of the library's live regulations, the fixture's among them.
      const found = await rows<{ code: string }>(
        c.fx,
        sql`select distinct unnest(available_countries) as code from regulations where not is_deleted`,
      );
      const known = found.map((r) => r.code).filter((code) => countryName(code) !== null);
      expect(known).toEqual(expect.arrayContaining(got));
      expect(got).toEqual(expect.arrayContaining(Object.values(COUNTRY)));
    },
  },

  classifierEncryptionForecastDetails: {
    document: `query ($request: ClassifierEncryptionForecastRequestInput!, $tenantId: Int) {
      classifierEncryptionForecastDetails(request: $request, tenantId: $tenantId) { currentRisk } }`,
    appliesTo: customersOnly,
    variables: (v) => ({
      tenantId: v.target,
      request: { classifierId: v.id('request.classifierId'), daysSchedule: 30 },
    }),
    async check(c) {
      const risk = await classifierRisk(c, c.customer.card);
      expect(risk).toBeGreaterThan(0);
      expect(c.data.classifierEncryptionForecastDetails).toEqual({ currentRisk: risk });
    },
  },

  classifierEncryptionForecastTotals: {
    document: `query ($request: ClassifierEncryptionForecastRequestInput!, $tenantId: Int) {
      classifierEncryptionForecastTotals(request: $request, tenantId: $tenantId) { currentRisk } }`,
    appliesTo: customersOnly,
    variables: (v) => ({
      tenantId: v.target,
      request: { classifierId: v.id('request.classifierId'), daysSchedule: 30 },
    }),
    async check(c) {
      const risk = await classifierRisk(c, c.customer.card);
      expect(risk).toBeGreaterThan(0);
      expect(c.data.classifierEncryptionForecastTotals).toEqual({ currentRisk: risk });
    },
  },

  classifierRegulations: {
    document:
      'query ($tenantId: Int) { classifierRegulations(tenantId: $tenantId, withOther: false) { id } }',
    appliesTo: anyTenant,
    backOfficeRolesDiffer: true,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const mine = c.fx.library.regulations;
      expect(fixtureLibrary(ids(c.data.classifierRegulations), mine)).toEqual(
        fixtureLibrary(await visibleRegulations(c), mine),
      );
    },
  },

  classifiersList: {
    document: `query ($tenantId: Int, $where: ClassifierListRowFilterInput) {
      classifiersList(tenantId: $tenantId, where: $where, showAll: true, take: 1000) {
        totalCount items { id name entriesCount } } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const got = list<{ totalCount: number; items: { id: number; name: string; entriesCount: number }[] }>(
        c.data,
        'classifiersList',
      );
      const want = await classifiersOf(c);
      expect(
        got.items
          .map((x) => ({ id: x.id, name: x.name, entries: x.entriesCount }))
          .sort((a, b) => a.id - b.id),
      ).toEqual(want);
      expect(got.totalCount).toBe(want.length);
    },
  },

  classifiersToEncrypt: {
    document: `query ($tenantId: Int, $where: ClassifierToEncryptFilterInput) {
      classifiersToEncrypt(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id name entriesCount } } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const got = list<{ totalCount: number; items: { id: number; name: string; entriesCount: number }[] }>(
        c.data,
        'classifiersToEncrypt',
      );
      const want = await classifiersOf(c, sql`c.is_active`);
      expect(
        got.items
          .map((x) => ({ id: x.id, name: x.name, entries: x.entriesCount }))
          .sort((a, b) => a.id - b.id),
      ).toEqual(want);
    },
  },

  customerRegulations: {
    document: 'query ($tenantId: Int) { customerRegulations(tenantId: $tenantId) { id name } }',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ id: number }>(
        c.fx,
        sql`select r.id from tenant_regulations tr join regulations r on r.id = tr.regulation_id
          where tr.tenant_id = ${c.tenantId} and not r.is_deleted order by r.id`,
      );
      expect(ids(c.data.customerRegulations)).toEqual(want.map((r) => r.id));
    },
  },

  device: {
    document: `query ($request: DeviceRequestInput!, $tenantId: Int) {
      device(request: $request, tenantId: $tenantId) { id name customerId existingFileCount } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, request: { id: v.id('request.id') } }),
    async check(c) {
      const [row] = await rows<{ name: string; files: number }>(
        c.fx,
        sql`select d.name, (select count(*)::int from files f where f.tenant_id = d.tenant_id
            and f.device_id = d.id and not f.is_deleted) as files
          from devices d where d.tenant_id = ${c.customer.tenantId} and d.id = ${c.customer.deviceId}`,
      );
      expect(c.data.device).toEqual({
        id: c.customer.deviceId,
        name: row?.name,
        customerId: c.customer.tenantId,
        existingFileCount: row?.files,
      });
    },
  },

  deviceRisks: {
    document: `query ($tenantId: Int, $where: DeviceRiskFilterInput) {
      deviceRisks(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { tenantId deviceId deviceName riskInUSD } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ tenantId: number; deviceId: number; deviceName: string; risk: string }>(
        c.fx,
        sql`select d.tenant_id as "tenantId", d.id as "deviceId", d.name as "deviceName",
            coalesce((select sum(x.cost_usd) from file_findings x join files f on f.tenant_id = x.tenant_id
              and f.id = x.file_id where x.tenant_id = d.tenant_id and x.device_id = d.id and not f.is_deleted), 0)::text as risk
          from devices d where d.tenant_id in ${customersSql(c.fx, c.tenant)} and not d.is_deleted order by 1, 2`,
      );
      const got = list<{
        totalCount: number;
        items: { tenantId: number; deviceId: number; deviceName: string; riskInUSD: number }[];
      }>(c.data, 'deviceRisks');
      expect(
        ofFixture(c, got.items)
          .map((i) => ({ ...i, riskInUSD: num(i.riskInUSD) }))
          .sort((a, b) => a.tenantId - b.tenantId || a.deviceId - b.deviceId),
      ).toEqual(want.map(({ risk, ...d }) => ({ ...d, riskInUSD: num(risk) })));
      if (c.tenant !== 'root') expect(got.totalCount).toBe(want.length);
    },
  },

  deviceRisksByClassifiers: {
    document: `query ($tenantId: Int, $where: DeviceRiskByClassifierFilterInput) {
      deviceRisksByClassifiers(tenantId: $tenantId, where: $where, take: 1000) {
        totalCount items { tenantId deviceId classifierId entriesCount } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{
        tenantId: number;
        deviceId: number;
        classifierId: number;
        entriesCount: number;
      }>(
        c.fx,
        sql`select x.tenant_id as "tenantId", x.device_id as "deviceId", x.classifier_id as "classifierId",
            sum(x.entries_count)::float8 as "entriesCount"
          from file_findings x join files f on f.tenant_id = x.tenant_id and f.id = x.file_id
          join classifiers c on c.tenant_id = x.tenant_id and c.id = x.classifier_id
          where x.tenant_id in ${customersSql(c.fx, c.tenant)} and not f.is_deleted and not c.is_deleted
          group by 1, 2, 3 order by 1, 2, 3`,
      );
      const got = list<{
        totalCount: number;
        items: { tenantId: number; deviceId: number; classifierId: number; entriesCount: number }[];
      }>(c.data, 'deviceRisksByClassifiers');
      expect(
        ofFixture(c, got.items).sort(
          (a, b) => a.tenantId - b.tenantId || a.deviceId - b.deviceId || a.classifierId - b.classifierId,
        ),
      ).toEqual(want);
    },
  },

  deviceRootFolders: {
    document: `query ($request: DeviceRootFoldersRequestInput!, $tenantId: Int) {
      deviceRootFolders(request: $request, tenantId: $tenantId) { id deviceId name filesCount } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, request: { deviceId: v.id('request.deviceId') } }),
    async check(c) {
      const want = await rows<{ id: number; deviceId: number; name: string }>(
        c.fx,
        sql`select id::int as id, device_id as "deviceId", name from folders
          where tenant_id = ${c.customer.tenantId} and device_id = ${c.customer.deviceId} and parent_id is null order by id`,
      );
      const got = list<{ id: number; deviceId: number; name: string; filesCount: number }[]>(
        c.data,
        'deviceRootFolders',
      );
      expect(got.map(({ filesCount: _f, ...f }) => f)).toEqual(want);
      expect(got.map((f) => f.filesCount)).toEqual([2]);
    },
  },

  devices: {
    document: `query ($tenantId: Int, $where: DevicePickerItemFilterInput) {
      devices(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id tenantId name } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ id: number; tenantId: number; name: string }>(
        c.fx,
        sql`select id, tenant_id as "tenantId", name from devices
          where tenant_id in ${customersSql(c.fx, c.tenant)} and not is_deleted order by id`,
      );
      const got = list<{ totalCount: number; items: { id: number; tenantId: number }[] }>(c.data, 'devices');
      expect(ofFixture(c, got.items).sort((a, b) => a.id - b.id)).toEqual(want);
      if (c.tenant !== 'root') expect(got.totalCount).toBe(want.length);
    },
  },

  entitiesAudit: {
    document: `query ($request: EntitiesAuditRequestInput!, $tenantId: Int, $where: AuditEntryFilterInput) {
      entitiesAudit(request: $request, tenantId: $tenantId, where: $where, take: 1000) {
        totalCount items { id entityType entityId entityName } } }`,
    appliesTo: anyTenant,
    // A classifier's own history, or (the Rules tab) the history of the rules linked to it.
    variables: (v) => ({
      tenantId: v.target,
      request:
        v.focus === 'request.linkedEntityId'
          ? { entityType: 'Classifier', linkedEntityId: v.id('request.linkedEntityId') }
          : { entityType: 'Classifier', entityId: v.id('request.entityId') },
    }),
    async check(c) {
      const classifierId = c.customer.card;
      const want = await rows<{ id: number }>(
        c.fx,
        sql`select id::int as id from audit_entries where tenant_id = ${c.tenantId}
          and entity_type = 'Classifier' and entity_id = ${classifierId} order by id`,
      );
      const got = list<{ totalCount: number; items: { id: number }[] }>(c.data, 'entitiesAudit');
      // A partner holds no classifier: its history of one is empty.
      if (c.tenant === c.fx.nameOf(c.customer.tenantId)) expect(want.length).toBeGreaterThan(0);
      expect(ids(got.items)).toEqual(want.map((r) => r.id));
    },
  },

  // A token for the caller's own session: names no tenant; it must carry the caller and its tenant.
  gqlToken: {
    document: '{ gqlToken }',
    target: null,
    appliesTo: anyTenant,
    variables: () => ({}),
    async check(c) {
      const claims = decodeJwt(String(c.data.gqlToken));
      expect({ user: Number(claims.sub), tenant: Number(claims.tid) }).toEqual({
        user: c.fx.userIds[c.caller],
        tenant: c.fx.ids[HOME[c.caller]],
      });
    },
  },

  groups: {
    document: `query ($tenantId: Int, $where: GroupFilterInput) {
      groups(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id tenantId name devices { id } } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ id: number; tenantId: number; name: string; devices: { id: number }[] }>(
        c.fx,
        sql`select g.id, g.tenant_id as "tenantId", g.name, coalesce((select json_agg(json_build_object('id', m.device_id))
            from device_group_members m where m.tenant_id = g.tenant_id and m.group_id = g.id), '[]') as devices
          from device_groups g where g.tenant_id in ${customersSql(c.fx, c.tenant)} order by g.id`,
      );
      const got = list<{ totalCount: number; items: { id: number; tenantId: number }[] }>(c.data, 'groups');
      expect(ofFixture(c, got.items).sort((a, b) => a.id - b.id)).toEqual(want);
    },
  },

  policies: {
    document: `query ($tenantId: Int, $where: DataRiskByPolicyFilterInput) {
      policies(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { tenantId policyId policyName filesEntriesCount } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    check: (c) => checkPolicies(c, 'policies', sql`true`),
  },

  policiesDataRisksByRegulation: {
    document: `query ($request: PoliciesDataRisksByRegulationRequestInput!, $tenantId: Int, $where: DataRiskByPolicyFilterInput) {
      policiesDataRisksByRegulation(request: $request, tenantId: $tenantId, where: $where, take: 1000) {
        totalCount items { tenantId policyId policyName filesEntriesCount } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, request: { regulationId: v.id('request.regulationId') } }),
    check: (c) =>
      checkPolicies(
        c,
        'policiesDataRisksByRegulation',
        sql`exists (select 1 from classifier_regulations l where l.tenant_id = c.tenant_id
          and l.classifier_id = c.id and l.regulation_id = ${c.customer.regulationId})`,
      ),
  },

  policyUpdates: {
    document: `query ($tenantId: Int) {
      policyUpdates(tenantId: $tenantId) { totalCount items { id classifiers { id templateId } } } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const selected = await rows<{ id: number }>(
        c.fx,
        sql`select tr.regulation_id as id from tenant_regulations tr join regulations r on r.id = tr.regulation_id
          where tr.tenant_id = ${c.tenantId} and not r.is_deleted order by 1`,
      );
      const got = list<{ items: { id: number; classifiers: { id: number | null; templateId: number }[] }[] }>(
        c.data,
        'policyUpdates',
      );
      expect(ids(got.items)).toEqual(selected.map((r) => r.id));
      const copies = await rows<{ id: number }>(
        c.fx,
        sql`select id from classifiers where tenant_id = ${c.tenantId} and template_id is not null and not is_deleted`,
      );
      const shown = got.items.flatMap((i) => i.classifiers.flatMap((x) => (x.id === null ? [] : [x.id])));
      expect(copies.map((r) => r.id)).toEqual(expect.arrayContaining(shown));
    },
  },

  policyUpdatesForPartner: {
    document: 'query ($tenantId: Int) { policyUpdatesForPartner(tenantId: $tenantId) { id parentId } }',
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const got = ids(c.data.policyUpdatesForPartner);
      const below = TENANTS.filter(
        (t) => t !== c.tenant && t !== 'deletedCustomer' && isBelow(t, c.tenant),
      ).map((t) => c.fx.ids[t]);
      if (c.tenant === 'root') expect(got).toEqual(expect.arrayContaining(below.sort(byNumber)));
      else expect(got).toEqual(below.sort(byNumber));
    },
  },

  processesToSetUpEncryption: {
    document: `query ($request: ProcessesToSetUpEncryptionRequestInput!, $tenantId: Int) {
      processesToSetUpEncryption(request: $request, tenantId: $tenantId) { id humanName riskValueUSD } }`,
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target, request: { classifierId: v.id('request.classifierId') } }),
    async check(c) {
      const want = await rows<{ id: number; humanName: string }>(
        c.fx,
        sql`select distinct p.id, p.human_name as "humanName" from application_classifier_daily a
          join processes p on p.tenant_id = a.tenant_id and p.id = a.process_id
          where a.tenant_id = ${c.tenantId} and a.classifier_id = ${c.customer.card} order by 1`,
      );
      const got = list<{ id: number; humanName: string; riskValueUSD: number }[]>(
        c.data,
        'processesToSetUpEncryption',
      );
      expect(want.length).toBeGreaterThan(0);
      expect(got.map(({ id, humanName }) => ({ id, humanName }))).toEqual(want);
    },
  },

  regulations: {
    document: `query ($tenantId: Int, $where: RegulationFilterInput) {
      regulations(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id } } }`,
    appliesTo: anyTenant,
    backOfficeRolesDiffer: true,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const got = list<{ items: { id: number }[] }>(c.data, 'regulations');
      const mine = c.fx.library.regulations;
      expect(fixtureLibrary(ids(got.items), mine)).toEqual(fixtureLibrary(await visibleRegulations(c), mine));
    },
  },

  regulationsDataRisks: {
    document: `query ($tenantId: Int, $where: DataRiskByRegulationFilterInput) {
      regulationsDataRisks(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { regulationId filesEntriesCount } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const customers = customersSql(c.fx, c.tenant);
      const want = await rows<{ regulationId: number; entries: number }>(
        c.fx,
        sql`select r.id as "regulationId", coalesce((select sum(x.entries_count) from file_findings x
              join files f on f.tenant_id = x.tenant_id and f.id = x.file_id
              join classifier_regulations l on l.tenant_id = x.tenant_id and l.classifier_id = x.classifier_id
              where x.tenant_id in ${customers} and l.regulation_id = r.id and not f.is_deleted), 0)::float8 as entries
          from regulations r where not r.is_deleted and (
            exists (select 1 from tenant_regulations tr where tr.tenant_id in ${customers} and tr.regulation_id = r.id)
            or exists (select 1 from classifier_regulations l join file_findings x on x.tenant_id = l.tenant_id
              and x.classifier_id = l.classifier_id where l.tenant_id in ${customers} and l.regulation_id = r.id))
          order by 1`,
      );
      const got = list<{ items: { regulationId: number; filesEntriesCount: number }[] }>(
        c.data,
        'regulationsDataRisks',
      );
      // At the root, other test files' regulations may be there too: the fixture's must be exact.
      const mine = (r: { regulationId: number }) =>
        c.tenant !== 'root' || c.fx.library.regulations.includes(r.regulationId);
      expect(
        got.items
          .map((i) => ({ regulationId: i.regulationId, entries: i.filesEntriesCount }))
          .filter(mine)
          .sort((a, b) => a.regulationId - b.regulationId),
      ).toEqual(want.filter(mine));
    },
  },

  riskOverview: {
    document: `query ($tenantId: Int, $start: DateTime!, $finish: DateTime!) {
      riskOverview(tenantId: $tenantId, startPeriod: $start, finishPeriod: $finish) { dataRiskTotals { total } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, start: PERIOD.startPeriod, finish: PERIOD.finishPeriod }),
    async check(c) {
      const [row] = await rows<{ total: string }>(
        c.fx,
        sql`select coalesce(sum(x.cost_usd), 0)::text as total from file_findings x
          join files f on f.tenant_id = x.tenant_id and f.id = x.file_id
          where x.tenant_id in ${customersSql(c.fx, c.tenant)} and x.is_sensitive and not f.is_deleted`,
      );
      const total = (c.data.riskOverview as { dataRiskTotals: { total: number } }).dataRiskTotals.total;
      // The root's total is every customer's: on a shared database, other files' customers add theirs.
      if (c.tenant === 'root') expect(total).toBeGreaterThanOrEqual(num(row?.total ?? 0));
      else expect(total).toBe(num(row?.total ?? 0));
    },
  },

  ruleByClassifierId: {
    document: `query ($request: RuleByClassifierIdRequestInput!, $tenantId: Int) {
      ruleByClassifierId(request: $request, tenantId: $tenantId) {
        id name classifierId triggers { devices { id } deviceGroups { id } } } }`,
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target, request: { classifierId: v.id('request.classifierId') } }),
    async check(c) {
      const [rule] = await rows<{ id: number; name: string }>(
        c.fx,
        sql`select id, name from rules where tenant_id = ${c.tenantId} and classifier_id = ${c.customer.card}`,
      );
      expect(c.data.ruleByClassifierId).toEqual({
        id: rule?.id,
        name: rule?.name,
        classifierId: c.customer.card,
        triggers: [
          { devices: [{ id: c.customer.deviceId }], deviceGroups: [{ id: c.customer.deviceGroupId }] },
        ],
      });
    },
  },

  templateClassifier: {
    document: `query ($request: ClassifierRequestInput!, $tenantId: Int) {
      templateClassifier(request: $request, tenantId: $tenantId) { ${TEMPLATE_FIELDS} } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, request: { id: v.id('request.id') } }),
    async check(c) {
      const id = Number((c.sent.request as { id: number }).id);
      const [row] = await rows<{ id: number; name: string; testingGroupId: number | null }>(
        c.fx,
        sql`select id, name, testing_group_id as "testingGroupId" from template_classifiers where id = ${id}`,
      );
      expect(c.data.templateClassifier).toEqual(row);
    },
  },

  templateClassifiers: {
    document: `query ($tenantId: Int, $where: TemplateClassifierListRowFilterInput) {
      templateClassifiers(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id } } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const groups =
        c.tenant === 'root'
          ? null
          : ((
              await rows<{ g: number[] }>(
                c.fx,
                sql`select testing_groups as g from tenants where id = ${c.tenantId}`,
              )
            )[0]?.g ?? []);
      const want = await rows<{ id: number }>(
        c.fx,
        groups === null
          ? sql`select id from template_classifiers where not is_deleted order by id`
          : sql`select id from template_classifiers where not is_deleted and (testing_group_id is null
              or testing_group_id = any(${`{${groups.join(',')}}`}::int[])) order by id`,
      );
      const got = list<{ totalCount: number; items: { id: number }[] }>(c.data, 'templateClassifiers');
      const mine = c.fx.library.templates;
      expect(fixtureLibrary(ids(got.items), mine)).toEqual(
        fixtureLibrary(
          want.map((r) => r.id),
          mine,
        ),
      );
    },
  },

  tenantParents: {
    document: 'query ($id: Int!) { tenantParents(id: $id) { id } }',
    target: 'id',
    appliesTo: anyTenant,
    variables: (v) => ({ id: v.target }),
    async check(c) {
      const chain: TenantName[] = [];
      for (let t: TenantName | null = c.tenant; t !== null; t = PARENT[t]) {
        chain.unshift(t);
        if (t === HOME[c.caller]) break;
      }
      expect(ids(c.data.tenantParents)).toEqual(chain.map((t) => c.fx.ids[t]).sort(byNumber));
    },
  },

  // The caller's own account (guard `self`): no tenant to name; it must be the caller's and no one else's.
  userInfo: {
    document: '{ userInfo { id tenantId } }',
    target: null,
    appliesTo: anyTenant,
    variables: () => ({}),
    async check(c) {
      expect(c.data.userInfo).toEqual({ id: c.fx.userIds[c.caller], tenantId: c.fx.ids[HOME[c.caller]] });
    },
  },
};

function isBelow(inner: TenantName, outer: TenantName): boolean {
  for (let t: TenantName | null = PARENT[inner]; t !== null; t = PARENT[t]) if (t === outer) return true;
  return false;
}

/** A policies list: the live classifiers of the subtree's customers, with their entries. */
async function checkPolicies(c: CheckInput, field: string, where: SQL): Promise<void> {
  const want = await rows<{
    tenantId: number;
    policyId: number;
    policyName: string;
    filesEntriesCount: number;
  }>(
    c.fx,
    sql`select c.tenant_id as "tenantId", c.id as "policyId", c.name as "policyName",
        coalesce((select sum(x.entries_count) from file_findings x join files f on f.tenant_id = x.tenant_id
          and f.id = x.file_id where x.tenant_id = c.tenant_id and x.classifier_id = c.id and not f.is_deleted), 0)::float8
          as "filesEntriesCount"
      from classifiers c where c.tenant_id in ${customersSql(c.fx, c.tenant)} and not c.is_deleted and ${where}
      order by 1, 2`,
  );
  const got = list<{ totalCount: number; items: { tenantId: number; policyId: number }[] }>(c.data, field);
  expect(ofFixture(c, got.items).sort((a, b) => a.tenantId - b.tenantId || a.policyId - b.policyId)).toEqual(
    want,
  );
}
