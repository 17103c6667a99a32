import { sql, type SQL } from 'drizzle-orm';
import type { FilterType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { pgArray } from '../db/rows.js';
import { findVisibleRegulationNames, visibleRegulationSql } from '../regulations/regulations.read-model.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { definitionView, regulationsOf, type DefinitionView } from './definition-view.js';
import { findLiveTemplates, findTemplateRegulationIds } from './template-classifiers.repo.js';

export interface TemplateClassifierView extends DefinitionView {
  parentTemplateId: number | null;
}

/** Live templates by id, with the names of their regulations the reader sees (`showTest`: SysAdmin). */
export async function loadTemplateViews(
  db: Queryable,
  scope: TenantScope,
  showTest: boolean,
  ids: readonly number[],
): Promise<TemplateClassifierView[]> {
  const rows = await findLiveTemplates(db, ids);
  if (rows.length === 0) return [];
  const links = await findTemplateRegulationIds(
    db,
    rows.map((r) => r.id),
  );
  const named = await findVisibleRegulationNames(db, scope, showTest, [...links.values()].flat());
  return rows.map((r) => ({
    ...definitionView(r, regulationsOf(named, links, r.id)),
    parentTemplateId: r.parentTemplateId,
  }));
}

export interface TemplateClassifierListRow {
  id: number;
  name: string;
  caption: string;
  description: string;
  filterType: FilterType;
  isActive: boolean;
  isSensitive: boolean;
  valuePerRecord: number;
  filterVersion: number;
  testingGroupId: number | null;
  parentTemplateId: number | null;
  reasonForChange: string | null;
  regulations: number[];
  updatedAt: Date;
}

/**
 * The base of templateClassifiers: the live templates the reader sees (all but `hidden`,
 * template-visibility.ts), each with the regulations it sees, columns named like the GraphQL fields.
 */
export function templateListQuery(scope: TenantScope, showTest: boolean, hidden: ReadonlySet<number>): SQL {
  return sql`select t.id as "id", t.name as "name", t.caption as "caption", t.description as "description",
      t.type as "filterType", t.is_active as "isActive", t.is_sensitive as "isSensitive",
      t.value_per_record as "valuePerRecord", t.filter_version as "filterVersion",
      t.testing_group_id as "testingGroupId", t.parent_template_id as "parentTemplateId",
      t.reason_for_change as "reasonForChange", t.updated_at as "updatedAt",
      coalesce((select array_agg(l.regulation_id order by l.regulation_id) from template_classifier_regulations l
        join regulations r on r.id = l.regulation_id and ${visibleRegulationSql(scope, showTest)}
        where l.template_classifier_id = t.id), '{}'::int[]) as "regulations"
    from template_classifiers t
    where not t.is_deleted and t.id <> all(${pgArray([...hidden], 'int4')})`;
}
