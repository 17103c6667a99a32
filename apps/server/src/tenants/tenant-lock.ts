import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from './tenant-scope.js';

/** Holds the scope's tenant row for the rest of the transaction: one writer of its policy at a time. */
export async function lockTenant(db: Queryable, scope: TenantScope): Promise<void> {
  await db.execute(sql`select id from tenants where id = ${scope.tenantId} for update`);
}
