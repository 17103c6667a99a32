import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { alertTypeNameSql } from './alert-types.js';
import { alertListQuery } from './alerts.repo.js';

/** A row of the alerts list (spec part 2 §3 "Alert"): data is the alert's JSON, as text. */
export interface AlertItem {
  id: number;
  typeId: number;
  typeName: string;
  createdAt: Date;
  day: string;
  data: string;
  alertSettingId: number;
  alertSettingName: string;
}

export function listAlerts(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: ListDefinition<AlertItem>,
): Promise<ListResult<AlertItem>> {
  return list.run(db, alertListQuery(scope, alertTypeNameSql(sql`a.type_id`)), args);
}
