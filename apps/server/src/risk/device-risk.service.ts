import { sql, type SQL } from 'drizzle-orm';
import { Limits, type LicenseStatus } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { oneOf, pgArray, rowsOf } from '../db/rows.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { columnSql, RowColumn, type RowOfColumns } from '../graphql/row-columns.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { moneyColumns, runKeyedList } from './keyed-list.js';
import { regulationVisible } from './risk-list-sql.js';

export interface RegulationLink {
  id: number;
  name: string;
}

const deviceMoney = moneyColumns({
  riskInUSD: 'r.sensitive_cost + r.non_sensitive_cost',
  encryptedRiskInUSD: 'r.encrypted_sensitive_cost + r.encrypted_non_sensitive_cost',
  residualRiskInUSD:
    'r.sensitive_cost + r.non_sensitive_cost - r.encrypted_sensitive_cost - r.encrypted_non_sensitive_cost',
  sensitiveRiskInUSD: 'r.sensitive_cost',
  encryptedSensitiveRiskInUSD: 'r.encrypted_sensitive_cost',
  residualSensitiveRiskInUSD: 'r.sensitive_cost - r.encrypted_sensitive_cost',
  nonSensitiveRiskInUSD: 'r.non_sensitive_cost',
  encryptedNonSensitiveRiskInUSD: 'r.encrypted_non_sensitive_cost',
  residualNonSensitiveRiskInUSD: 'r.non_sensitive_cost - r.encrypted_non_sensitive_cost',
  riskValuation: 'r.sensitive_cost',
});

const classifierMoney = moneyColumns({
  riskInUSD: 'dcr.sensitive_cost + dcr.non_sensitive_cost',
  sensitiveRiskInUSD: 'dcr.sensitive_cost',
  encryptedSensitiveRiskInUSD: 'dcr.encrypted_sensitive_cost',
  encryptedRiskInUSD: 'dcr.encrypted_sensitive_cost + dcr.encrypted_non_sensitive_cost',
});

type ListRunner<T extends object> = Pick<ListDefinition<T>, 'run' | 'defaultOrder' | 'tieBreaker'>;

/** Entry counts can pass 2^31 summed: floats. */
const asFloat = (expr: string) => sql.raw(`coalesce(${expr}, 0)::float8`);
const count = (expr: string) => sql.raw(`coalesce(${expr}, 0)::int`);
const ofDevice = (expr: string) =>
  sql.raw(`(select ${expr} from devices d where d.tenant_id = dcr.tenant_id and d.id = dcr.device_id)`);
const ofClassifier = (expr: string) =>
  sql.raw(
    `(select ${expr} from classifiers c where c.tenant_id = dcr.tenant_id and c.id = dcr.classifier_id)`,
  );

/**
 * A row of the Device Risk table (spec part 1 §3 "Device risk"), declared once: its SQL (`d` the
 * device, `r` its rollup), its type, the DeviceRisk GraphQL fields and the list's columns. Amounts
 * in USD.
 */
export const DEVICE_RISK_ROW = {
  deviceId: RowColumn.of('int', sql`d.id`),
  tenantId: RowColumn.of('int', sql`d.tenant_id`).describe('The customer the device belongs to.'),
  deviceName: RowColumn.of('string', sql`d.name`),
  deviceNickName: RowColumn.of('string', sql`d.nick_name`).nullable(),
  deviceIsActive: RowColumn.of('boolean', sql`d.is_active`),
  deviceLastActivity: RowColumn.of('date', sql`d.last_activity`)
    .nullable()
    .describe('When the agent last reported.'),
  deviceIsOnline: RowColumn.of(
    'boolean',
    sql`coalesce(d.last_activity >= now() - make_interval(mins => ${Limits.deviceOnlineWindowMinutes}::int), false)`,
  ).describe(`The agent reported within the last ${Limits.deviceOnlineWindowMinutes} minutes ('Connected').`),
  licenseStatus: RowColumn.of('string', sql`d.license_status`).as<LicenseStatus>(),
  riskInUSD: RowColumn.of('float', deviceMoney.columns.riskInUSD).describe('Sensitive + non-sensitive.'),
  encryptedRiskInUSD: RowColumn.of('float', deviceMoney.columns.encryptedRiskInUSD),
  residualRiskInUSD: RowColumn.of('float', deviceMoney.columns.residualRiskInUSD),
  sensitiveRiskInUSD: RowColumn.of('float', deviceMoney.columns.sensitiveRiskInUSD),
  encryptedSensitiveRiskInUSD: RowColumn.of('float', deviceMoney.columns.encryptedSensitiveRiskInUSD),
  residualSensitiveRiskInUSD: RowColumn.of('float', deviceMoney.columns.residualSensitiveRiskInUSD),
  nonSensitiveRiskInUSD: RowColumn.of('float', deviceMoney.columns.nonSensitiveRiskInUSD),
  encryptedNonSensitiveRiskInUSD: RowColumn.of('float', deviceMoney.columns.encryptedNonSensitiveRiskInUSD),
  residualNonSensitiveRiskInUSD: RowColumn.of('float', deviceMoney.columns.residualNonSensitiveRiskInUSD),
  riskValuation: RowColumn.of('float', deviceMoney.columns.riskValuation).describe(
    'The sensitive risk of the device.',
  ),
  filesCount: RowColumn.of('int', count('r.files_count')).describe(
    'Every file of the device ("Local Files").',
  ),
  sensitiveFilesCount: RowColumn.of('int', count('r.sensitive_files_count')),
  nonSensitiveFilesCount: RowColumn.of('int', count('r.non_sensitive_files_count')),
  outboundFilesCount: RowColumn.of('int', count('r.outbound_files_count')).describe(
    'Outgoing file operations that were not prevented.',
  ),
  outboundSensitiveFilesCount: RowColumn.of('int', count('r.outbound_sensitive_files_count')),
  casesCount: RowColumn.of('int', count('r.cases_count')),
};

/** A row of deviceRisks, with the regulations read for the page's devices. */
export type DeviceRiskRow = RowOfColumns<typeof DEVICE_RISK_ROW> & { regulations: RegulationLink[] };

/**
 * A row of deviceRisksByClassifiers (spec part 1 §3 "Device risk by classifier"): one
 * classifier's findings on one device, declared once (`dcr` the device × classifier rollup).
 */
export const DEVICE_CLASSIFIER_RISK_ROW = {
  deviceId: RowColumn.of('int', sql`dcr.device_id`),
  deviceName: RowColumn.of('string', ofDevice('d.name')),
  tenantId: RowColumn.of('int', sql`dcr.tenant_id`),
  classifierId: RowColumn.of('int', sql`dcr.classifier_id`),
  classifierName: RowColumn.of('string', ofClassifier('c.name')),
  classifierSensitiveType: RowColumn.of(
    'string',
    ofClassifier("case when c.is_sensitive then 'SENSITIVE' else 'NO_SENSITIVE' end"),
  )
    .as<'SENSITIVE' | 'NO_SENSITIVE'>()
    .describe('SENSITIVE or NO_SENSITIVE'),
  filesCount: RowColumn.of('int', count('dcr.risk_files_count')).describe(
    'Files of the device with the classifier.',
  ),
  filesEncryptedCount: RowColumn.of('int', count('dcr.encrypted_risk_files_count')),
  entriesCount: RowColumn.of(
    'float',
    asFloat('dcr.sensitive_entries_count + dcr.non_sensitive_entries_count'),
  ).describe('Records found.'),
  filesEncryptedEntrysCount: RowColumn.of(
    'float',
    asFloat('dcr.encrypted_sensitive_entries_count + dcr.encrypted_non_sensitive_entries_count'),
  ).describe('Records in encrypted files.'),
  riskInUSD: RowColumn.of('float', classifierMoney.columns.riskInUSD).describe('Sensitive + non-sensitive.'),
  sensitiveRiskInUSD: RowColumn.of('float', classifierMoney.columns.sensitiveRiskInUSD),
  encryptedSensitiveRiskInUSD: RowColumn.of('float', classifierMoney.columns.encryptedSensitiveRiskInUSD),
  encryptedRiskInUSD: RowColumn.of('float', classifierMoney.columns.encryptedRiskInUSD),
  countries: RowColumn.of('string', ofClassifier('c.countries'))
    .array()
    .describe("The classifier's ISO 3166 alpha-2 codes."),
};

/** A row of deviceRisksByClassifiers, with the regulations read for the page's classifiers. */
export type DeviceClassifierRiskRow = RowOfColumns<typeof DEVICE_CLASSIFIER_RISK_ROW> & {
  /** Device and classifier in one number: the order's tie-breaker (not in the API). */
  rowKey: number;
  regulations: RegulationLink[];
};

/**
 * The Device Risk table: the live devices of the scope's customers with their rollup. Sorted and
 * paged as narrow rows (runKeyedList); the regulations are read for the page's devices only, so a
 * deep page of a back office costs about what the first does.
 */
export async function deviceRisks(
  db: Queryable,
  scope: TenantScope,
  showTest: boolean,
  args: ListArgs,
  list: ListRunner<Omit<DeviceRiskRow, 'regulations'>>,
): Promise<ListResult<DeviceRiskRow>> {
  const inScope = await scope.customerFilter(db);
  const page = await runKeyedList(db, list, args, {
    tables: sql`devices d left join device_risk_rollups r on r.tenant_id = d.tenant_id and r.device_id = d.id`,
    scope: sql`${inScope(sql`d.tenant_id`)} and not d.is_deleted`,
    keys: ['tenantId', 'deviceId'],
    match: sql`d.tenant_id = k."tenantId" and d.id = k."deviceId"`,
    sortable: deviceMoney.sortable,
    columns: columnSql(DEVICE_RISK_ROW),
  });
  const regulations = await regulationsOfDevices(db, page.items, regulationVisible(scope, showTest, inScope));
  return {
    ...page,
    items: page.items.map((d) => ({ ...d, regulations: regulations.get(d.deviceId) ?? [] })),
  };
}

/**
 * The regulations of the classifiers with findings on each device, by name: live classifiers, and
 * the regulations the reader sees (`visible`), as everywhere in the risk lists.
 */
async function regulationsOfDevices(
  db: Queryable,
  devices: readonly { tenantId: number; deviceId: number }[],
  visible: SQL,
): Promise<Map<number, RegulationLink[]>> {
  if (devices.length === 0) return new Map();
  const rows = await rowsOf<{ key: number; id: number; name: string }>(
    db,
    sql`select distinct k.device_id as key, g.id, g.name
      from unnest(${pgArray(
        devices.map((d) => d.tenantId),
        'int4',
      )}, ${pgArray(
        devices.map((d) => d.deviceId),
        'int4',
      )}) as k(tenant_id, device_id)
      join device_classifier_risk_rollups dcr
        on dcr.tenant_id = k.tenant_id and dcr.device_id = k.device_id and dcr.risk_files_count > 0
      join classifiers c on c.tenant_id = dcr.tenant_id and c.id = dcr.classifier_id and not c.is_deleted
      join classifier_regulations cr on cr.tenant_id = dcr.tenant_id and cr.classifier_id = dcr.classifier_id
      join regulations g on g.id = cr.regulation_id and ${visible}
      where ${oneOf(
        sql`k.tenant_id`,
        devices.map((d) => d.tenantId),
        'int4',
      )}
      order by g.name, g.id`,
  );
  return groupLinks(rows);
}

/**
 * Device × classifier risk (the device dashboard's Local Sensitive Files by classifier): every
 * live classifier with a finding on a live device of the scope's customers.
 */
export async function deviceRisksByClassifiers(
  db: Queryable,
  scope: TenantScope,
  showTest: boolean,
  args: ListArgs,
  list: ListRunner<Omit<DeviceClassifierRiskRow, 'regulations'>>,
): Promise<ListResult<DeviceClassifierRiskRow>> {
  const inScope = await scope.customerFilter(db);
  const page = await runKeyedList(db, list, args, {
    // Deleted devices and classifiers are few: excluded by an anti-join rather than joined row by
    // row; the names are read per row, for the page (or for all rows when a request sorts on them).
    tables: sql`device_classifier_risk_rollups dcr`,
    scope: sql`${inScope(sql`dcr.tenant_id`)} and dcr.risk_files_count > 0
      and not exists (select 1 from devices x
        where x.tenant_id = dcr.tenant_id and x.id = dcr.device_id and x.is_deleted)
      and not exists (select 1 from classifiers x
        where x.tenant_id = dcr.tenant_id and x.id = dcr.classifier_id and x.is_deleted)`,
    keys: ['tenantId', 'deviceId', 'classifierId'],
    match: sql`dcr.tenant_id = k."tenantId" and dcr.device_id = k."deviceId" and dcr.classifier_id = k."classifierId"`,
    sortable: classifierMoney.sortable,
    columns: {
      ...columnSql(DEVICE_CLASSIFIER_RISK_ROW),
      rowKey: sql`dcr.device_id::int8 * 4294967296 + dcr.classifier_id`,
    },
  });
  const regulations = await regulationsOfClassifiers(
    db,
    page.items,
    regulationVisible(scope, showTest, inScope),
  );
  return {
    ...page,
    items: page.items.map((r) => ({ ...r, regulations: regulations.get(r.classifierId) ?? [] })),
  };
}

async function regulationsOfClassifiers(
  db: Queryable,
  rows: readonly { tenantId: number; classifierId: number }[],
  visible: SQL,
): Promise<Map<number, RegulationLink[]>> {
  if (rows.length === 0) return new Map();
  const links = await rowsOf<{ key: number; id: number; name: string }>(
    db,
    sql`select distinct k.classifier_id as key, g.id, g.name
      from unnest(${pgArray(
        rows.map((r) => r.tenantId),
        'int4',
      )}, ${pgArray(
        rows.map((r) => r.classifierId),
        'int4',
      )}) as k(tenant_id, classifier_id)
      join classifier_regulations cr on cr.tenant_id = k.tenant_id and cr.classifier_id = k.classifier_id
      join regulations g on g.id = cr.regulation_id and ${visible}
      where ${oneOf(
        sql`k.tenant_id`,
        rows.map((r) => r.tenantId),
        'int4',
      )}
      order by g.name, g.id`,
  );
  return groupLinks(links);
}

/** Ids are unique across tenants (one sequence per table), so the key alone names the owner. */
function groupLinks(rows: { key: number; id: number; name: string }[]): Map<number, RegulationLink[]> {
  const byKey = new Map<number, RegulationLink[]>();
  for (const r of rows) {
    const key = Number(r.key);
    const list = byKey.get(key) ?? [];
    list.push({ id: Number(r.id), name: r.name });
    byKey.set(key, list);
  }
  return byKey;
}
