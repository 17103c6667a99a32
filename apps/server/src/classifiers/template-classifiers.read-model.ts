import { sql, type SQL } from 'drizzle-orm';
import type { FilterType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { findRegulationNames } from '../regulations/regulations.read-model.js';
import { definitionView, regulationsOf, type DefinitionView } from './definition-view.js';
import { findLiveTemplates, findTemplateRegulationIds } from './template-classifiers.repo.js';

export interface TemplateClassifierView extends DefinitionView {
  parentTemplateId: number | null;
}

/** Live templates by id, with their regulations' names. */
export async function loadTemplateViews(
  db: Queryable,
  ids: readonly number[],
): Promise<TemplateClassifierView[]> {
  const rows = await findLiveTemplates(db, ids);
  if (rows.length === 0) return [];
  const links = await findTemplateRegulationIds(
    db,
    rows.map((r) => r.id),
  );
  const named = await findRegulationNames(db, [...links.values()].flat());
  return rows.map((r) => ({
    ...definitionView(r, regulationsOf(named, links, r.id)),
    parentTemplateId: r.parentTemplateId,
  }));
}

/** Which templates a caller may read: all (the back office) or those in Prod and these testing groups. */
export type TemplateGroups = readonly number[] | 'all';

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

/** The base of templateClassifiers: live templates the caller may read, columns named like the GraphQL fields. */
export function templateListQuery(groups: TemplateGroups): SQL {
  const visible =
    groups === 'all'
      ? sql`true`
      : sql`(t.testing_group_id is null or t.testing_group_id = any(${sql.param([...groups])}::int[]))`;
  return sql`select t.id as "id", t.name as "name", t.caption as "caption", t.description as "description",
      t.type as "filterType", t.is_active as "isActive", t.is_sensitive as "isSensitive",
      t.value_per_record as "valuePerRecord", t.filter_version as "filterVersion",
      t.testing_group_id as "testingGroupId", t.parent_template_id as "parentTemplateId",
      t.reason_for_change as "reasonForChange", t.updated_at as "updatedAt",
      coalesce((select array_agg(l.regulation_id order by l.regulation_id) from template_classifier_regulations l
        where l.template_classifier_id = t.id), '{}'::int[]) as "regulations"
    from template_classifiers t
    where not t.is_deleted and ${visible}`;
}
