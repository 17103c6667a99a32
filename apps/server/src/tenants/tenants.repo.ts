import { eq } from 'drizzle-orm';
import type { TenantType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { tenantRiskRollups, tenants } from './tenants.tables.js';

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
  const [updated] = await db.update(tenants).set({ path, depth }).where(eq(tenants.id, created.id)).returning();
  await db.insert(tenantRiskRollups).values({ tenantId: created.id });
  return updated ?? { ...created, path, depth };
}

export async function findTenantById(db: Queryable, id: number): Promise<TenantRow | null> {
  return (await db.select().from(tenants).where(eq(tenants.id, id)).limit(1))[0] ?? null;
}

export async function findRootTenant(db: Queryable): Promise<TenantRow | null> {
  return (await db.select().from(tenants).where(eq(tenants.tenantType, 'ROOT')).limit(1))[0] ?? null;
}
