import { sql } from 'drizzle-orm';
import { type FipsReport, type FipsRequestStatus } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { RowColumn, selectList, type RowOfColumns } from '../graphql/row-columns.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { deviceFipsStatus } from './fips.tables.js';

/**
 * A row of the FIPS Status page (spec part 2 §3 "FIPS list item"), declared once over `d` the
 * device, `c` its customer and `s` its FIPS state (none until its agent reports: Unknown).
 */
export const FIPS_LIST_ROW = {
  deviceId: RowColumn.of('int', sql`d.id`),
  active: RowColumn.of('boolean', sql`d.is_active`),
  name: RowColumn.of('string', sql`coalesce(nullif(d.nick_name, ''), d.name)`),
  tenantName: RowColumn.of('string', sql`coalesce(nullif(trim(c.name), ''), 'Tenant ' || c.id)`),
  validation: RowColumn.of('string', sql`coalesce(s.validation, 'UNKNOWN')`).describe(
    'VALID when FIPS validated cryptography is in use (FIPS Pass), INVALID or UNKNOWN otherwise.',
  ),
  fipsComplianceMode: RowColumn.of('string', sql`coalesce(s.fips_compliance_mode, 'unknown')`).describe(
    'true, false or unknown: whether the device runs in FIPS mode.',
  ),
  fipsRequestStatus: RowColumn.of('string', sql`coalesce(s.fips_request_status, 'NOT_REQUESTED')`)
    .as<FipsRequestStatus>()
    .describe('REQUESTED_SET when the console asked for FIPS mode (the FIPS Group Policy checkbox).'),
  bitlockerStatus: RowColumn.of('string', sql`coalesce(s.bitlocker_status, 'Unknown')`),
  cngVersion: RowColumn.of('string', sql`coalesce(s.cng_version, 'Unknown')`),
  bCryptVersion: RowColumn.of('string', sql`coalesce(s.bcrypt_version, 'Unknown')`),
  bCryptPrimitivesVersion: RowColumn.of('string', sql`coalesce(s.bcrypt_primitives_version, 'Unknown')`),
  osVersion: RowColumn.of(
    'string',
    sql`coalesce(s.os_version, nullif(trim(d.os || ' ' || d.os_version), ''), 'Unknown')`,
  ),
  methodUsed: RowColumn.of('string', sql`coalesce(s.method_used, 'Unknown')`),
  fipsFilesCount: RowColumn.of(
    'int',
    sql`(select count(distinct ff.file_id)::int from file_findings ff
      join classifiers k on k.tenant_id = ff.tenant_id and k.id = ff.classifier_id and k.fips_validation
      join files f on f.tenant_id = ff.tenant_id and f.id = ff.file_id and not f.is_deleted
      where ff.tenant_id = d.tenant_id and ff.device_id = d.id)`,
  ).describe('Live files of the device with findings of FIPS-validation classifiers (FIPS Data on Device).'),
};

export type FipsListRow = RowOfColumns<typeof FIPS_LIST_ROW>;

function baseSql(inScope: (column: ReturnType<typeof sql>) => ReturnType<typeof sql>, extra = sql``) {
  return sql`select ${selectList(FIPS_LIST_ROW)}
    from devices d
    join tenants c on c.id = d.tenant_id
    left join device_fips_status s on s.tenant_id = d.tenant_id and s.device_id = d.id
    where ${inScope(sql`d.tenant_id`)} and not d.is_deleted and not d.is_archived and not c.is_deleted ${extra}`;
}

/** fipsStatus: the live, unarchived devices of the scope's customers with their FIPS state. */
export async function fipsStatus(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: Pick<ListDefinition<FipsListRow>, 'run'>,
): Promise<ListResult<FipsListRow>> {
  return list.run(db, baseSql(await scope.customerFilter(db)), args);
}

/** updateFipsListItem: asks for FIPS mode on a device of the scope (or withdraws the request). */
export async function updateFipsListItem(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  request: { deviceId: number; fipsRequestStatus: FipsRequestStatus },
): Promise<FipsListRow> {
  return db.transaction(async (tx) => {
    const inScope = await scope.customerFilter(tx);
    const [device] = await rowsOf<{ tenantId: number; name: string; status: FipsRequestStatus }>(
      tx,
      sql`select d.tenant_id as "tenantId", d.name, coalesce(s.fips_request_status, 'NOT_REQUESTED') as status
        from devices d join tenants c on c.id = d.tenant_id
        left join device_fips_status s on s.tenant_id = d.tenant_id and s.device_id = d.id
        where ${inScope(sql`d.tenant_id`)} and d.id = ${request.deviceId}
          and not d.is_deleted and not d.is_archived and not c.is_deleted
        for update of d`,
    );
    if (!device) throw new NotFoundError('Device', request.deviceId);
    const owner = await scope.narrow(tx, device.tenantId);
    await tx
      .insert(deviceFipsStatus)
      .values({
        tenantId: owner.tenantId,
        deviceId: request.deviceId,
        fipsRequestStatus: request.fipsRequestStatus,
      })
      .onConflictDoUpdate({
        target: [deviceFipsStatus.tenantId, deviceFipsStatus.deviceId],
        set: { fipsRequestStatus: request.fipsRequestStatus },
      });
    await recordAudit(tx, user, {
      scope: owner,
      entityType: 'Device',
      entityId: request.deviceId,
      entityName: device.name,
      operation: 'UPDATE',
      before: { fipsRequestStatus: device.status },
      after: { fipsRequestStatus: request.fipsRequestStatus },
      additionalData: { source: 'FIPS Status' },
    });
    const ownerFilter = await owner.customerFilter(tx);
    const [row] = await rowsOf<FipsListRow>(tx, baseSql(ownerFilter, sql`and d.id = ${request.deviceId}`));
    if (!row) throw new NotFoundError('Device', request.deviceId);
    return row;
  });
}

/** What the device's agent reports (POST /agent/v1/fips); the console's request stays as it was. */
export async function storeFipsReport(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  report: FipsReport,
): Promise<FipsReport> {
  const values = { ...report, reportedAt: new Date() };
  await db
    .insert(deviceFipsStatus)
    .values({ tenantId: scope.tenantId, deviceId, ...values })
    .onConflictDoUpdate({ target: [deviceFipsStatus.tenantId, deviceFipsStatus.deviceId], set: values });
  return report;
}
