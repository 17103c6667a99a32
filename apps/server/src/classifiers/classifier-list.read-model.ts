import { sql, type SQL } from 'drizzle-orm';
import type { FilterType } from '@vigil/contracts';
import { ValidationError } from '../common/errors.js';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import type { WhereInput } from '../graphql/list.js';
import { RowColumn, selectList } from '../graphql/row-columns.js';
import { visibleRegulationSql } from '../regulations/regulations.read-model.js';
import { classifierTotalsSql } from '../rollups/classifier-totals.read-model.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/**
 * The classifier's part of a row of the Classifiers list (spec part 1 §3 "Classifier list row"),
 * declared once: `c` is the classifier, `cr` its totals from the rollups. The rule's part is the
 * rules domain's (rules/classifier-list.read-model.ts), which lists the classifiers with it.
 */
export const CLASSIFIER_LIST_COLUMNS = {
  id: RowColumn.of('int', sql`c.id`),
  name: RowColumn.of('string', sql`c.name`),
  caption: RowColumn.of('string', sql`c.caption`),
  valuePerRecord: RowColumn.of('float', sql`c.value_per_record`),
  filterType: RowColumn.of('string', sql`c.type`).as<FilterType>(),
  isActive: RowColumn.of('boolean', sql`c.is_active`),
  isSensitive: RowColumn.of('boolean', sql`c.is_sensitive`),
  isBlocked: RowColumn.of('boolean', sql`c.is_blocked`),
  templateId: RowColumn.of('int', sql`c.template_id`).nullable(),
  testingGroupId: RowColumn.of('int', sql`c.testing_group_id`).nullable(),
  entriesCount: RowColumn.of('float', sql`coalesce(cr.entries_count, 0)::float8`),
  costUsd: RowColumn.of('float', sql`coalesce(cr.cost, 0)::float8`),
  updatedAt: RowColumn.of('date', sql`c.updated_at`),
  // An int[] of the ids of its regulations the reader sees (`cl`, classifierListBase):
  // `regulations: { in: [...] }` means "some id in the list".
  regulations: RowColumn.of('int', sql`cl.ids`)
    .array()
    .describe('Regulation ids.')
    .inList({ kind: 'int', sortable: false }),
};

/**
 * The classifiers of the list: one row per live classifier of the tenant with its totals and the
 * regulations of it the reader sees (`showTest`: SysAdmin); showAll false leaves out those without
 * entries. `conditions` (splitRegulationsFilter) are on `c` and `cl`.
 */
export function classifierListBase(
  scope: TenantScope,
  showTest: boolean,
  showAll: boolean,
  conditions: SQL[] = [],
): SQL {
  return sql`select ${selectList(CLASSIFIER_LIST_COLUMNS)}
    from classifiers c
    left join (${classifierTotalsSql(scope)}) cr on cr.classifier_id = c.id
    cross join lateral (
      select coalesce(array_agg(l.regulation_id order by l.regulation_id), '{}'::int[]) as ids
      from classifier_regulations l
      join regulations r on r.id = l.regulation_id and ${visibleRegulationSql(scope, showTest)}
      where l.tenant_id = c.tenant_id and l.classifier_id = c.id
    ) cl
    where c.tenant_id = ${scope.tenantId} and not c.is_deleted
      ${showAll ? sql`` : sql`and coalesce(cr.entries_count, 0) > 0`}
      ${sql.join(
        conditions.map((condition) => sql`and ${condition}`),
        sql` `,
      )}`;
}

type RegulationsOp = { eq?: number | null; neq?: number | null; in?: number[] | null; nin?: number[] | null };

/**
 * `where.regulations` of classifiersList: `in: [ids]` some regulation in the list, `nin: [ids]`
 * none of them, `eq: id` has it, `eq: null` no regulation at all ('any false'), `neq: null` at
 * least one. The generic list compares scalars, so these become conditions of the base query;
 * they may stand at the top level or inside `and`, not inside `or`.
 */
export function splitRegulationsFilter(where: WhereInput | null | undefined): {
  rest: WhereInput | null;
  conditions: SQL[];
} {
  const conditions: SQL[] = [];
  // Over the regulations the reader sees (cl.ids): one it does not see filters like a missing id.
  const has = (ids: SQL) => sql`(cl.ids && ${ids})`;
  const any = sql`(cardinality(cl.ids) > 0)`;
  const list = (ids: number[]) => {
    if (ids.length > 1000) throw new ValidationError('Too many values in regulations', 'regulations');
    if (!ids.every((id) => Number.isInteger(id)))
      throw new ValidationError('Invalid value for regulations', 'regulations');
    return pgArray(ids, 'int4');
  };
  const walk = (w: WhereInput): WhereInput => {
    const out: WhereInput = {};
    for (const [key, value] of Object.entries(w)) {
      if (value === null || value === undefined) continue;
      if (key === 'regulations') {
        const op = value as RegulationsOp;
        if (op.eq === null) conditions.push(sql`not ${any}`);
        else if (op.eq !== undefined) conditions.push(has(list([op.eq])));
        if (op.neq === null) conditions.push(any);
        else if (op.neq !== undefined) conditions.push(sql`not ${has(list([op.neq]))}`);
        if (op.in) conditions.push(has(list(op.in)));
        if (op.nin) conditions.push(sql`not ${has(list(op.nin))}`);
      } else if (key === 'and') {
        out.and = (value as WhereInput[]).map(walk);
      } else if (key === 'or') {
        if (JSON.stringify(value).includes('"regulations"'))
          throw new ValidationError('regulations can be combined with and only', 'regulations');
        out.or = value as WhereInput[];
      } else {
        out[key] = value;
      }
    }
    return out;
  };
  return { rest: where ? walk(where) : null, conditions };
}

export interface ClassifierPickerItem {
  id: number;
  name: string;
  entriesCount: number;
  costUsd: number;
}

/** Every live classifier of the tenant with its totals, by name (pickers, compound items). */
export function findClassifierPickerItems(
  db: Queryable,
  scope: TenantScope,
): Promise<ClassifierPickerItem[]> {
  return rowsOf<ClassifierPickerItem & Record<string, unknown>>(
    db,
    sql`select c.id, c.name, coalesce(cr.entries_count, 0)::float8 as "entriesCount",
        coalesce(cr.cost, 0)::float8 as "costUsd"
      from classifiers c
      left join (${classifierTotalsSql(scope)}) cr on cr.classifier_id = c.id
      where c.tenant_id = ${scope.tenantId} and not c.is_deleted
      order by c.name, c.id`,
  );
}

/**
 * The tenant's active classifiers with their totals (the Encryption Wizard's Classifier step),
 * columns id, name, costUsd, entriesCount.
 */
export function activeClassifierTotalsQuery(scope: TenantScope): SQL {
  return sql`select c.id as "id", c.name as "name", coalesce(cr.cost, 0)::float8 as "costUsd",
      coalesce(cr.entries_count, 0)::float8 as "entriesCount"
    from classifiers c
    left join (${classifierTotalsSql(scope)}) cr on cr.classifier_id = c.id
    where c.tenant_id = ${scope.tenantId} and c.is_active and not c.is_deleted`;
}
