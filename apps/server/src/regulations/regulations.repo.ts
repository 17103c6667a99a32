import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { regulations, tenantRegulations } from './regulations.tables.js';

export type RegulationRow = typeof regulations.$inferSelect;
export type NewRegulationRow = typeof regulations.$inferInsert;

/**
 * Regulations a caller sees: live ones, and 'test' ones only for SysAdmin or when the tenant
 * acted for has selected them (spec part 1 §6). `r` is the alias of the regulations table.
 */
export function visibleRegulations(showTest: boolean, tenantId: number): SQL {
  return showTest
    ? sql`not r.is_deleted`
    : sql`not r.is_deleted and (r.name not ilike '%test%' or exists (
        select 1 from tenant_regulations tr where tr.tenant_id = ${tenantId} and tr.regulation_id = r.id))`;
}

/** Which of these ids name regulations the caller sees (visibleRegulations). */
export async function findVisibleRegulationIds(
  db: Queryable,
  ids: readonly number[],
  showTest: boolean,
  tenantId: number,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const res = (await db.execute(sql`select r.id from regulations r
    where r.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${visibleRegulations(showTest, tenantId)}`)) as unknown as { rows: { id: number }[] };
  return new Set(res.rows.map((r) => Number(r.id)));
}

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

export async function findLiveRegulations(db: Queryable, ids: number[]): Promise<RegulationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(regulations)
    .where(and(inArray(regulations.id, ids), eq(regulations.isDeleted, false)));
}

export async function nameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const rows = (await db.execute(sql`select 1 from regulations
    where not is_deleted and lower(name) = lower(${name}) ${exceptId ? sql`and id <> ${exceptId}` : sql``}
    limit 1`)) as unknown as { rows: unknown[] };
  return rows.rows.length > 0;
}

export interface SelectedRegulationRow {
  id: number;
  name: string;
  canBeSetForCountries: boolean;
  availableCountries: string[];
  countries: string[];
}

/** The tenant's selected live regulations, in the library's order. */
export async function findSelection(db: Queryable, tenantId: number): Promise<SelectedRegulationRow[]> {
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
    .where(and(eq(tenantRegulations.tenantId, tenantId), eq(regulations.isDeleted, false)))
    .orderBy(asc(regulations.sortNumber), asc(regulations.name), asc(regulations.id));
}

/** Replaces the tenant's selection of live regulations (selections of deleted ones stay, unseen). */
export async function replaceSelection(
  db: Queryable,
  tenantId: number,
  selection: { regulationId: number; countries: string[] }[],
): Promise<void> {
  await db.execute(sql`delete from tenant_regulations tr using regulations r
    where tr.tenant_id = ${tenantId} and r.id = tr.regulation_id and not r.is_deleted`);
  if (selection.length > 0)
    await db.insert(tenantRegulations).values(selection.map((s) => ({ tenantId, ...s })));
}

/** After a regulation's countries changed: customers keep only countries it still allows. */
export async function trimSelectedCountries(db: Queryable, regulation: RegulationRow): Promise<void> {
  if (!regulation.canBeSetForCountries) {
    await db
      .update(tenantRegulations)
      .set({ countries: sql`'{}'::text[]` })
      .where(eq(tenantRegulations.regulationId, regulation.id));
    return;
  }
  if (regulation.availableCountries.length === 0) return;
  await db.execute(sql`update tenant_regulations
    set countries = array(select c from unnest(countries) c where c = any(${sql.param(regulation.availableCountries)}::text[]))
    where regulation_id = ${regulation.id}
      and not (countries <@ ${sql.param(regulation.availableCountries)}::text[])`);
}
