import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { riskChanged } from '../tenants/risk-changes.js';
import type { ScopeReach } from '../tenants/tenant-scope.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { regulations, tenantRegulations } from './regulations.tables.js';

export type RegulationRow = typeof regulations.$inferSelect;
export type NewRegulationRow = typeof regulations.$inferInsert;

export async function findLiveRegulation(
  db: Queryable,
  id: number,
  lock = false,
): Promise<RegulationRow | null> {
  const q = db
    .select()
    .from(regulations)
    .where(and(eq(regulations.id, id), eq(regulations.isDeleted, false)))
    .limit(1);
  const rows = lock ? await q.for('update') : await q;
  return rows[0] ?? null;
}

export async function findLiveRegulations(db: Queryable, ids: readonly number[]): Promise<RegulationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(regulations)
    .where(and(inArray(regulations.id, [...ids]), eq(regulations.isDeleted, false)));
}

export async function nameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const rows = (await db.execute(sql`select 1 from regulations
    where not is_deleted and lower(name) = lower(${name}) ${exceptId ? sql`and id <> ${exceptId}` : sql``}
    limit 1`)) as unknown as { rows: unknown[] };
  return rows.rows.length > 0;
}

export async function insertRegulation(db: Queryable, row: NewRegulationRow): Promise<RegulationRow> {
  const [created] = await db.insert(regulations).values(row).returning();
  if (!created) throw new Error('regulation insert returned nothing');
  // The library is every tenant's: a change of it may change anyone's Data Risk table.
  await riskChanged(db, 'everyone');
  return created;
}

export async function updateRegulationRow(
  db: Queryable,
  id: number,
  changes: Partial<NewRegulationRow>,
): Promise<RegulationRow> {
  const [row] = await db
    .update(regulations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(regulations.id, id))
    .returning();
  if (!row) throw new Error(`Regulation ${id} vanished under its row lock`);
  await riskChanged(db, 'everyone');
  return row;
}

/** Soft delete: links to it stay, it leaves every list and selection (and new customers' defaults). */
export async function softDeleteRegulations(db: Queryable, ids: readonly number[]): Promise<void> {
  await db
    .update(regulations)
    .set({ isDeleted: true, setByDefault: false, updatedAt: sql`now()` })
    .where(and(inArray(regulations.id, [...ids]), eq(regulations.isDeleted, false)));
  await riskChanged(db, 'everyone');
}

/** Inserts or updates library regulations by key; returns key → id. */
export async function upsertRegulationsByKey(
  db: Queryable,
  rows: (NewRegulationRow & { key: string })[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (rows.length === 0) return ids;
  const saved = await db
    .insert(regulations)
    .values(rows)
    .onConflictDoUpdate({
      target: regulations.key,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        region: sql`excluded.region`,
        sortNumber: sql`excluded.sort_number`,
        setByDefault: sql`excluded.set_by_default`,
        canBeSetForCountries: sql`excluded.can_be_set_for_countries`,
        availableCountries: sql`excluded.available_countries`,
        updatedAt: sql`now()`,
      },
      // Only a real change touches the row (and its updated_at).
      setWhere: sql`(regulations.name, regulations.description, regulations.region, regulations.sort_number,
        regulations.set_by_default, regulations.can_be_set_for_countries, regulations.available_countries)
        is distinct from (excluded.name, excluded.description, excluded.region, excluded.sort_number,
        excluded.set_by_default, excluded.can_be_set_for_countries, excluded.available_countries)`,
    })
    .returning({ id: regulations.id, key: regulations.key });
  if (saved.length > 0) await riskChanged(db, 'everyone');
  for (const r of saved) if (r.key) ids.set(r.key, r.id);
  // Unchanged rows return nothing from the upsert: read them.
  const missing = rows.map((r) => r.key).filter((k) => !ids.has(k));
  if (missing.length > 0) {
    const found = await db
      .select({ id: regulations.id, key: regulations.key })
      .from(regulations)
      .where(inArray(regulations.key, missing));
    for (const r of found) if (r.key) ids.set(r.key, r.id);
  }
  return ids;
}

/** The live regulations a new customer gets: those of these library keys, else those set by default. */
export async function findProvisionedRegulationIds(
  db: Queryable,
  keys?: readonly string[],
): Promise<number[]> {
  const rows = await db
    .select({ id: regulations.id })
    .from(regulations)
    .where(
      and(
        eq(regulations.isDeleted, false),
        keys
          ? inArray(regulations.key, keys.length > 0 ? [...keys] : [''])
          : eq(regulations.setByDefault, true),
      ),
    );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export interface SelectedRegulationRow {
  id: number;
  name: string;
  canBeSetForCountries: boolean;
  availableCountries: string[];
  countries: string[];
}

/** The tenant's selected live regulations, in the library's order. */
export async function findSelection(db: Queryable, scope: TenantScope): Promise<SelectedRegulationRow[]> {
  return db
    .select({
      id: regulations.id,
      name: regulations.name,
      canBeSetForCountries: regulations.canBeSetForCountries,
      availableCountries: regulations.availableCountries,
      countries: tenantRegulations.countries,
    })
    .from(tenantRegulations)
    .innerJoin(regulations, eq(regulations.id, tenantRegulations.regulationId))
    .where(and(eq(tenantRegulations.tenantId, scope.tenantId), eq(regulations.isDeleted, false)))
    .orderBy(asc(regulations.sortNumber), asc(regulations.name), asc(regulations.id));
}

/** The selected live regulations of the scope's tenant, or of each of its live customers, in the library's order. */
export async function findSelections(
  db: Queryable,
  scope: TenantScope,
  reach: ScopeReach,
): Promise<{ tenantId: number; id: number; name: string }[]> {
  const inScope = await scope.reachFilter(db, reach);
  return db
    .select({ tenantId: tenantRegulations.tenantId, id: regulations.id, name: regulations.name })
    .from(tenantRegulations)
    .innerJoin(regulations, eq(regulations.id, tenantRegulations.regulationId))
    .where(and(inScope(tenantRegulations.tenantId), eq(regulations.isDeleted, false)))
    .orderBy(asc(regulations.sortNumber), asc(regulations.name), asc(regulations.id));
}

/** Replaces the tenant's selection of live regulations (selections of deleted ones stay, unseen). */
export async function replaceSelection(
  db: Queryable,
  scope: TenantScope,
  selection: { regulationId: number; countries: string[] }[],
): Promise<void> {
  await db.execute(sql`delete from tenant_regulations tr using regulations r
    where tr.tenant_id = ${scope.tenantId} and r.id = tr.regulation_id and not r.is_deleted`);
  if (selection.length > 0)
    await db.insert(tenantRegulations).values(selection.map((s) => ({ tenantId: scope.tenantId, ...s })));
  await riskChanged(db, [scope]);
}

/** Adds regulations to the tenant's selection, leaving those it has alone. */
export async function addToSelection(
  db: Queryable,
  scope: TenantScope,
  regulationIds: readonly number[],
): Promise<void> {
  if (regulationIds.length === 0) return;
  await db
    .insert(tenantRegulations)
    .values(regulationIds.map((regulationId) => ({ tenantId: scope.tenantId, regulationId })))
    .onConflictDoNothing();
  await riskChanged(db, [scope]);
}

/** After a regulation's countries changed: customers keep only countries it still allows. */
export async function trimSelectedCountries(db: Queryable, regulation: RegulationRow): Promise<void> {
  if (!regulation.canBeSetForCountries) {
    await db
      .update(tenantRegulations)
      .set({ countries: sql`'{}'::text[]` })
      .where(eq(tenantRegulations.regulationId, regulation.id));
    await riskChanged(db, 'everyone');
    return;
  }
  if (regulation.availableCountries.length === 0) return;
  await db.execute(sql`update tenant_regulations
    set countries = array(select c from unnest(countries) c where c = any(${sql.param(regulation.availableCountries)}::text[]))
    where regulation_id = ${regulation.id}
      and not (countries <@ ${sql.param(regulation.availableCountries)}::text[])`);
  await riskChanged(db, 'everyone');
}
