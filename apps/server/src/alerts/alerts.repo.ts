import { sql, type SQL } from 'drizzle-orm';
import type { AlertData } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { AlertRule } from '../devices/devices.tables.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { alerts } from './alerts.tables.js';

export interface NewAlert {
  alertSettingId: number;
  alertSettingName: string;
  typeId: number;
  day: string;
  data: AlertData;
  delivery: AlertRule;
  recipient: string;
}

/** Stores an alert unless its setting already raised one that day; its id, or null. */
export async function insertAlert(
  db: Queryable,
  scope: TenantScope,
  alert: NewAlert,
): Promise<number | null> {
  const [row] = await db
    .insert(alerts)
    .values({ tenantId: scope.tenantId, ...alert })
    .onConflictDoNothing({ target: [alerts.tenantId, alerts.alertSettingId, alerts.day] })
    .returning({ id: alerts.id });
  return row?.id ?? null;
}

/** The base of the alerts list: output columns named like the GraphQL fields; data as JSON text. */
export function alertListQuery(scope: TenantScope, typeName: SQL): SQL {
  return sql`select a.id, a.type_id as "typeId", ${typeName} as "typeName", a.created_at as "createdAt",
      a.day::text as day, a.data::text as data, a.alert_setting_id as "alertSettingId",
      a.alert_setting_name as "alertSettingName"
    from alerts a where a.tenant_id = ${scope.tenantId}`;
}
