import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import type { ScopeFilter, TenantScope } from '../tenants/tenant-scope.js';

/**
 * THE rule of which regulations a caller sees (spec part 1 §6, part 2 §4 "Regulation selection"),
 * on the regulations alias `alias` (default `r`): live ones, and a 'test' one (test in its name,
 * as contracts' isTestRegulation) only for SysAdmin (`showTest`) or when selected by the tenant
 * acted for — or, for a read over the scope's customers, by one of them (`selectedBy`).
 */
export function visibleRegulationSql(
  scope: TenantScope,
  showTest: boolean,
  options: { alias?: string; selectedBy?: ScopeFilter } = {},
): SQL {
  const r = sql.raw(options.alias ?? 'r');
  if (showTest) return sql`not ${r}.is_deleted`;
  const selected = options.selectedBy
    ? sql`(tr.tenant_id = ${scope.tenantId} or ${options.selectedBy(sql`tr.tenant_id`)})`
    : sql`tr.tenant_id = ${scope.tenantId}`;
  return sql`not ${r}.is_deleted and (${r}.name not ilike '%test%' or exists (
        select 1 from tenant_regulations tr where ${selected} and tr.regulation_id = ${r}.id))`;
}

const visibleRegulations = (scope: TenantScope, showTest: boolean): SQL =>
  visibleRegulationSql(scope, showTest);

/** Which of these ids name regulations the caller sees for the scope. */
export async function findVisibleRegulationIds(
  db: Queryable,
  scope: TenantScope,
  showTest: boolean,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select r.id from regulations r
      where r.id = any(${pgArray(ids, 'int4')}) and ${visibleRegulations(scope, showTest)}`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

export interface ClassifierRegulationRow {
  id: number;
  name: string;
  description: string;
  region: string;
}

/** The regulations a classifier of the scope can name, by name. */
export function findClassifierRegulations(
  db: Queryable,
  scope: TenantScope,
  showTest: boolean,
): Promise<ClassifierRegulationRow[]> {
  return rowsOf<ClassifierRegulationRow & Record<string, unknown>>(
    db,
    sql`select r.id, r.name, r.description, r.region from regulations r
      where ${visibleRegulations(scope, showTest)}
      order by lower(r.name), r.id`,
  );
}

/** The base of the regulations list: the library as the scope sees it, columns named like the GraphQL fields. */
export function regulationListQuery(scope: TenantScope, showTest: boolean): SQL {
  return sql`select r.id, r.name, r.sort_number as "sortNumber", r.description, r.region, r.image,
      r.set_by_default as "setByDefault", r.can_be_set_for_countries as "canBeSetForCountries",
      r.available_countries as "availableCountries"
    from regulations r where ${visibleRegulations(scope, showTest)}`;
}

/** The country codes of the regulations the scope sees, once each. */
export async function findVisibleRegulationCountries(
  db: Queryable,
  scope: TenantScope,
  showTest: boolean,
): Promise<string[]> {
  const rows = await rowsOf<{ code: string }>(
    db,
    sql`select distinct unnest(r.available_countries) as code from regulations r
      where ${visibleRegulations(scope, showTest)}`,
  );
  return rows.map((r) => r.code);
}

/** Id and name of those of these regulations the caller sees for the scope, by name then id. */
export async function findVisibleRegulationNames(
  db: Queryable,
  scope: TenantScope,
  showTest: boolean,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return rowsOf<{ id: number; name: string }>(
    db,
    sql`select r.id, r.name from regulations r
      where r.id = any(${pgArray([...new Set(ids)], 'int4')}) and ${visibleRegulations(scope, showTest)}
      order by r.name, r.id`,
  );
}
