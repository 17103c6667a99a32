import {
  AlertLimits,
  AlertMessages,
  alertSettingRequestSchema,
  Messages,
  parseAlertParameters,
  type AlertParameters,
} from '@vigil/contracts';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { findProcesses } from '../processes/processes.repo.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import {
  alertSettingListQuery,
  countAlertSettings,
  deleteAlertSettingRows,
  findAlertSetting,
  findAlertSettings,
  insertAlertSetting,
  updateAlertSettingRow,
  type AlertSettingRow,
  type AlertSettingValues,
} from './alert-settings.repo.js';
import { alertTypeName, alertTypeNameSql } from './alert-types.js';

/** An alert setting as the API returns it (spec part 2 §3 "Alert setting"). */
export interface AlertSettingView {
  id: number;
  name: string;
  warningTypeId: number;
  typeName: string;
  parameters: AlertParameters;
  userId: number | null;
  userEmail: string;
  emailForNotification: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface AlertSettingRequest {
  name: string;
  emailForNotification?: string | null;
  warningTypeId: number;
  parameters?: unknown;
}

function view(row: AlertSettingRow): AlertSettingView {
  return {
    id: row.id,
    name: row.name,
    warningTypeId: row.warningTypeId,
    typeName: alertTypeName(row.warningTypeId),
    parameters: row.parameters,
    userId: row.userId,
    userEmail: row.userEmail,
    emailForNotification: row.emailForNotification,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const auditState = (row: AlertSettingRow) => ({
  name: row.name,
  warningTypeId: row.warningTypeId,
  parameters: row.parameters,
  emailForNotification: row.emailForNotification,
});

/** Alerts are raised on a customer's events: a partner or the back office has none to watch. */
function requireCustomer(scope: TenantScope): void {
  if (!scope.isCustomer) throw new NotFoundError('Customer', scope.tenantId);
}

/** The request checked against the contracts; processIds must name the tenant's own applications. */
async function checked(
  db: Queryable,
  scope: TenantScope,
  input: AlertSettingRequest,
): Promise<AlertSettingValues> {
  const parsed = alertSettingRequestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ValidationError(issue?.message ?? Messages.required, issue?.path.map(String).join('.'));
  }
  const parameters = parseAlertParameters(parsed.data.warningTypeId, parsed.data.parameters);
  if (!parameters.ok)
    throw new ValidationError(
      parameters.message,
      parameters.message === AlertMessages.triggerRequired ? 'warningTypeId' : 'parameters',
    );
  const processIds = parameters.value.processIds;
  if (processIds && processIds.length > 0) {
    const found = await findProcesses(db, scope, processIds);
    const missing = processIds.find((id) => !found.some((p) => p.id === id));
    if (missing !== undefined) throw new NotFoundError('Process', missing);
  }
  return {
    name: parsed.data.name,
    warningTypeId: parsed.data.warningTypeId,
    parameters: parameters.value,
    emailForNotification: parsed.data.emailForNotification,
  };
}

export async function getAlertSetting(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<AlertSettingView> {
  const row = await findAlertSetting(db, scope, id);
  if (!row) throw new NotFoundError('AlertSetting', id);
  return view(row);
}

export function listAlertSettings(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: ListDefinition<AlertSettingView>,
): Promise<ListResult<AlertSettingView>> {
  return list.run(db, alertSettingListQuery(scope, alertTypeNameSql(sql`s.warning_type_id`)), args);
}

export async function createAlertSetting(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: AlertSettingRequest,
): Promise<AlertSettingView> {
  requireCustomer(scope);
  return db.transaction(async (tx) => {
    const values = await checked(tx, scope, input);
    // One writer of the tenant's settings at a time, so the count below holds.
    await scope.lock(tx);
    if ((await countAlertSettings(tx, scope)) >= AlertLimits.settingsPerTenantMax)
      throw new ValidationError(AlertMessages.tooManySettings(AlertLimits.settingsPerTenantMax));
    const row = await insertAlertSetting(tx, scope, user, values);
    await recordAudit(tx, user, {
      scope,
      entityType: 'AlertSetting',
      entityId: row.id,
      entityName: row.name,
      operation: 'CREATE',
      after: auditState(row),
    });
    return view(row);
  });
}

export async function updateAlertSetting(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: AlertSettingRequest & { id: number },
): Promise<AlertSettingView> {
  requireCustomer(scope);
  const { id, ...rest } = input;
  return db.transaction(async (tx) => {
    const old = await findAlertSetting(tx, scope, id);
    if (!old) throw new NotFoundError('AlertSetting', id);
    const values = await checked(tx, scope, rest);
    const row = await updateAlertSettingRow(tx, scope, id, values, new Date());
    if (!row) throw new NotFoundError('AlertSetting', id);
    await recordAudit(tx, user, {
      scope,
      entityType: 'AlertSetting',
      entityId: id,
      entityName: row.name,
      operation: 'UPDATE',
      before: auditState(old),
      after: auditState(row),
    });
    return view(row);
  });
}

/** deleteAlertSettings: all of them or none; the alerts they raised stay. Returns the ids. */
export async function deleteAlertSettings(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  ids: readonly number[],
): Promise<number[]> {
  requireCustomer(scope);
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) throw new ValidationError(AlertMessages.nothingSelected, 'ids');
  if (unique.length > AlertLimits.deleteMax)
    throw new ValidationError(Messages.maxValue(AlertLimits.deleteMax), 'ids');
  return db.transaction(async (tx) => {
    const found = await findAlertSettings(tx, scope, unique);
    const missing = unique.find((id) => !found.some((r) => r.id === id));
    if (missing !== undefined) throw new NotFoundError('AlertSetting', missing);
    await deleteAlertSettingRows(tx, scope, unique);
    for (const row of found)
      await recordAudit(tx, user, {
        scope,
        entityType: 'AlertSetting',
        entityId: row.id,
        entityName: row.name,
        operation: 'DELETE',
        before: auditState(row),
      });
    return unique;
  });
}
