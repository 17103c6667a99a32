import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AlertParameters } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { alertSettings } from './alerts.tables.js';

export type AlertSettingRow = typeof alertSettings.$inferSelect;

export interface AlertSettingValues {
  name: string;
  warningTypeId: number;
  parameters: AlertParameters;
  emailForNotification: string;
}

/** A setting belongs to its tenant alone: never to those above or below it. */
const ofScope = (scope: TenantScope) => eq(alertSettings.tenantId, scope.tenantId);

export async function findAlertSetting(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<AlertSettingRow | null> {
  const rows = await db
    .select()
    .from(alertSettings)
    .where(and(ofScope(scope), eq(alertSettings.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAlertSettings(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<AlertSettingRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(alertSettings)
    .where(and(ofScope(scope), inArray(alertSettings.id, [...ids])))
    .orderBy(asc(alertSettings.id));
}

/** Every setting of the tenant, oldest first: what the engine evaluates. */
export function allAlertSettings(db: Queryable, scope: TenantScope): Promise<AlertSettingRow[]> {
  return db.select().from(alertSettings).where(ofScope(scope)).orderBy(asc(alertSettings.id));
}

export async function countAlertSettings(db: Queryable, scope: TenantScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(alertSettings).where(ofScope(scope));
  return row?.n ?? 0;
}

export async function insertAlertSetting(
  db: Queryable,
  scope: TenantScope,
  author: { id: number; email: string },
  values: AlertSettingValues,
): Promise<AlertSettingRow> {
  const [row] = await db
    .insert(alertSettings)
    .values({ tenantId: scope.tenantId, userId: author.id, userEmail: author.email, ...values })
    .returning();
  if (!row) throw new Error('alert setting insert returned nothing');
  return row;
}

export async function updateAlertSettingRow(
  db: Queryable,
  scope: TenantScope,
  id: number,
  values: AlertSettingValues,
  now: Date,
): Promise<AlertSettingRow | null> {
  const [row] = await db
    .update(alertSettings)
    .set({ ...values, updatedAt: now })
    .where(and(ofScope(scope), eq(alertSettings.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteAlertSettingRows(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(alertSettings).where(and(ofScope(scope), inArray(alertSettings.id, [...ids])));
}

/** The base of the alertSettings list: output columns named like the GraphQL fields. */
export function alertSettingListQuery(scope: TenantScope, typeNames: SQL): SQL {
  return sql`select s.id, s.name, s.warning_type_id as "warningTypeId", ${typeNames} as "typeName",
      s.parameters, s.user_id as "userId", s.user_email as "userEmail",
      s.email_for_notification as "emailForNotification", s.created_at as "createdAt",
      s.updated_at as "updatedAt"
    from alert_settings s where s.tenant_id = ${scope.tenantId}`;
}
