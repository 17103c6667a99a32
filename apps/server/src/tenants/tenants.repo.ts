import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TenantType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { riskChanged } from './risk-changes.js';
import type { TenantScope } from './tenant-scope.js';
import { tenants } from './tenants.tables.js';

export interface NewTenant {
  name: string;
  tenantType: TenantType;
  parentId: number | null;
  countryCode?: string;
  testingGroups?: number[];
  fipsRequestStatus?: number;
  subscriptionType?: 'MONITORING' | 'MONITORING_AND_ENCRYPTION' | 'ONE_TIME_SCAN' | null;
  agentKey?: string | null;
  agentUninstallKey?: string | null;
  partnerKey?: string | null;
  phone?: string | null;
}

export type TenantRow = typeof tenants.$inferSelect;

/** Inserts a tenant and fills its materialised path from its parent's. */
export async function insertTenant(db: Queryable, input: NewTenant): Promise<TenantRow> {
  let parentPath = '/';
  let depth = 0;
  if (input.parentId !== null) {
    const parent = (await db.select().from(tenants).where(eq(tenants.id, input.parentId)).limit(1))[0];
    if (!parent) throw new Error(`Parent tenant ${input.parentId} does not exist`);
    parentPath = parent.path;
    depth = parent.depth + 1;
  }
  const [created] = await db
    .insert(tenants)
    .values({
      name: input.name,
      tenantType: input.tenantType,
      parentId: input.parentId,
      countryCode: input.countryCode ?? 'US',
      testingGroups: input.testingGroups ?? [],
      fipsRequestStatus: input.fipsRequestStatus ?? 0,
      subscriptionType: input.subscriptionType ?? null,
      agentKey: input.agentKey ?? null,
      agentUninstallKey: input.agentUninstallKey ?? null,
      partnerKey: input.partnerKey ?? null,
      phone: input.phone ?? null,
    })
    .returning();
  if (!created) throw new Error('Tenant insert returned nothing');
  const path = `${parentPath}${created.id}/`;
  const [updated] = await db
    .update(tenants)
    .set({ path, depth })
    .where(eq(tenants.id, created.id))
    .returning();
  // A new tenant in a partner's subtree is one more customer its sums are over.
  await riskChanged(db, 'everyone');
  return updated ?? { ...created, path, depth };
}

export type TenantPatch = Partial<
  Omit<typeof tenants.$inferInsert, 'id' | 'path' | 'depth' | 'parentId' | 'tenantType'>
>;

/** Changes columns of the scope's own tenant row. */
export async function updateTenantColumns(
  db: Queryable,
  scope: TenantScope,
  patch: TenantPatch,
): Promise<TenantRow> {
  const [row] = await db.update(tenants).set(patch).where(eq(tenants.id, scope.tenantId)).returning();
  if (!row) throw new Error(`Tenant ${scope.tenantId} vanished`);
  await riskChanged(db, [scope]);
  return row;
}

/** The scope's tenant row, locked for the rest of the transaction. */
export async function lockTenantRow(db: Queryable, scope: TenantScope): Promise<TenantRow> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, scope.tenantId)).for('update');
  if (!row) throw new Error(`Tenant ${scope.tenantId} vanished`);
  return row;
}

/**
 * Marks the scope's tenant and every live tenant below it deleted (their rows, users' accounts and
 * change history stay: nothing reads a deleted tenant but the back office's history). Returns
 * the ids marked, the scope's first.
 */
export async function softDeleteSubtree(db: Queryable, scope: TenantScope, at: Date): Promise<number[]> {
  const rows = await db
    .update(tenants)
    .set({ isDeleted: true, deletedAt: at })
    .where(and(scope.containsSql(tenants.path), eq(tenants.isDeleted, false)))
    .returning({ id: tenants.id, depth: tenants.depth });
  await riskChanged(db, [scope]);
  return rows.sort((a, b) => a.depth - b.depth || a.id - b.id).map((r) => r.id);
}

export async function findTenantById(db: Queryable, id: number): Promise<TenantRow | null> {
  return (await db.select().from(tenants).where(eq(tenants.id, id)).limit(1))[0] ?? null;
}

export async function findRootTenant(db: Queryable): Promise<TenantRow | null> {
  return (await db.select().from(tenants).where(eq(tenants.tenantType, 'ROOT')).limit(1))[0] ?? null;
}

/**
 * The display name in SQL, so that filters and sorts on `name` see what the console shows.
 * Mirrors tenantDisplayName (contracts): a blank name reads 'Tenant {id}'.
 */
function displayNameSql(alias: string): SQL {
  const a = sql.identifier(alias);
  return sql`coalesce(nullif(btrim(${a}.name), ''), 'Tenant ' || ${a}.id)`;
}

/**
 * Direct, live children of the scope's tenant with their risk summed over each child's whole
 * subtree. Output columns are named like the ChildTenant GraphQL fields, so the list mechanism
 * filters, sorts and pages in SQL. The subtree is read once by its path prefix (index-served) and
 * grouped by the path segment that names the child.
 */
export function childTenantsQuery(scope: TenantScope): SQL {
  const childSegment = idsOfPath(scope.path).length + 2; // split_part is 1-based and paths start with '/'
  return sql`
    select
      c.id,
      ${displayNameSql('c')} as "name",
      (c.tenant_type = 'PARTNER') as "isPartner",
      c.parent_id as "partnerId",
      c.tenant_type as "tenantType",
      coalesce(r.devices, 0)::int as "devicesCount",
      coalesce(r.entries, 0)::float8 as "entriesCost",
      coalesce(r.encrypted, 0)::float8 as "encryptedEntriesCost",
      coalesce(r.entries - r.encrypted, 0)::float8 as "residualEntriesCost",
      case when r.entries > 0 then round((r.encrypted / r.entries * 100)::numeric)::int else 0 end
        as "encryptionPercent"
    from tenants c
    left join (
      select
        split_part(d.path, '/', ${childSegment})::int as child_id,
        sum(rr.devices_count) as devices,
        sum(rr.sensitive_risk_usd) as entries,
        sum(rr.encrypted_sensitive_risk_usd) as encrypted
      from tenants d
      join tenant_risk_rollups rr on rr.tenant_id = d.id
      where ${scope.containsSql(sql`d.path`)} and d.path <> ${scope.path} and d.is_deleted = false
      group by 1
    ) r on r.child_id = c.id
    where c.parent_id = ${scope.tenantId} and c.is_deleted = false`;
}

export interface TenantChainLink {
  id: number;
  name: string;
  tenantType: TenantType;
  parentId: number | null;
}

/** The scope's tenant and the tenants above it, top-down (by depth). */
export async function findTenantChain(db: Queryable, scope: TenantScope): Promise<TenantChainLink[]> {
  const ids = idsOfPath(scope.path);
  return db
    .select({
      id: tenants.id,
      name: tenants.name,
      tenantType: tenants.tenantType,
      parentId: tenants.parentId,
    })
    .from(tenants)
    .where(inArray(tenants.id, ids))
    .orderBy(asc(tenants.depth));
}

/** Tenant ids along a materialised path ("/1/4/9/" → [1, 4, 9]). */
export function idsOfPath(path: string): number[] {
  return path
    .split('/')
    .filter((s) => s !== '')
    .map(Number);
}
