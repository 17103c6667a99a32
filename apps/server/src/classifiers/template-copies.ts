import type { CompoundGroup } from '@vigil/contracts';
import { ValidationError } from '../common/errors.js';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { managedColumns } from './classifier-definition.js';
import { compoundClassifierIds } from './classifier-input.js';
import { findTemplateCopies, insertClassifiers, type ClassifierRow } from './classifiers.repo.js';
import { findTemplateName, type LoadedTemplate } from './template-classifiers.repo.js';

/**
 * A customer's copies of template classifiers: provisioning, adding a template, a policy update's
 * ADD and UPDATE. A template compound names templates; its copy names the customer's copies of
 * them, so a customer's classifier never holds a template's id (nor one of a template hidden from
 * it), and the agent's compound evaluates the customer's own classifiers.
 */

/** Template id → the customer's live copy of it (the first, when there are several). */
type CopyOf = ReadonlyMap<number, number>;

async function copiesOf(db: Queryable, scope: TenantScope, templateIds: readonly number[]) {
  const out = new Map<number, number>();
  for (const c of await findTemplateCopies(db, scope, [...new Set(templateIds)]))
    if (c.templateId !== null && !out.has(c.templateId)) out.set(c.templateId, c.id);
  return out;
}

/** A template's compound groups with each template named replaced by the customer's copy of it. */
function groupsForCopy(groups: CompoundGroup[], copyOf: CopyOf): CompoundGroup[] {
  return groups.map((g) => ({
    ...g,
    items: g.items.map((i) =>
      i.classifierId != null ? { ...i, classifierId: copyOf.get(i.classifierId) ?? null } : i,
    ),
  }));
}

/** The first template a compound names that the customer has no copy of. */
function lacking(t: LoadedTemplate, copyOf: CopyOf): number | undefined {
  return compoundClassifierIds(t.row).find((id) => !copyOf.has(id));
}

export interface CopiedTemplates {
  created: ClassifierRow[];
  /** Compounds left out: template → a template it names that the customer has no copy of. */
  unmet: Map<number, number>;
}

/**
 * Copies templates into the customer: what each defines, its valuation, version and
 * regulations; active. A compound is copied after the templates it names (a batch may hold
 * both); one naming a template the customer has no copy of is left out (`unmet`).
 */
export async function copyTemplates(
  db: Queryable,
  scope: TenantScope,
  templates: readonly LoadedTemplate[],
): Promise<CopiedTemplates> {
  const copyOf = await copiesOf(
    db,
    scope,
    templates.flatMap((t) => compoundClassifierIds(t.row)),
  );
  const created: ClassifierRow[] = [];
  let pending = [...templates];
  for (;;) {
    const ready = pending.filter((t) => lacking(t, copyOf) === undefined);
    if (ready.length === 0) break;
    const rows = await insertClassifiers(
      db,
      scope,
      ready.map((t) => ({
        ...managedColumns(t.row),
        compoundGroups: groupsForCopy(t.row.compoundGroups, copyOf),
        isSensitive: t.row.isSensitive,
        isActive: true,
        valuePerRecord: t.row.valuePerRecord,
        templateId: t.row.id,
        filterVersion: t.row.filterVersion,
        reasonForChange: t.row.reasonForChange,
        regulationIds: t.regulationIds,
      })),
    );
    for (const row of rows) {
      created.push(row);
      if (row.templateId !== null && !copyOf.has(row.templateId)) copyOf.set(row.templateId, row.id);
    }
    pending = pending.filter((t) => !ready.includes(t));
  }
  return { created, unmet: new Map(pending.map((t) => [t.row.id, lacking(t, copyOf) as number])) };
}

/** A template's compound groups for the customer's copy of it (UPDATE), or the template it lacks. */
export async function compoundGroupsForCopy(
  db: Queryable,
  scope: TenantScope,
  t: LoadedTemplate,
): Promise<{ groups: CompoundGroup[] } | { lacks: number }> {
  const copyOf = await copiesOf(db, scope, compoundClassifierIds(t.row));
  const lacks = lacking(t, copyOf);
  return lacks === undefined ? { groups: groupsForCopy(t.row.compoundGroups, copyOf) } : { lacks };
}

/** A compound needs the customer's copy of a template it names first (a template the customer sees). */
export async function lacksCopyError(db: Queryable, templateId: number): Promise<ValidationError> {
  const name = await findTemplateName(db, templateId);
  return new ValidationError(
    `Add the template classifier "${name ?? templateId}" first: this compound uses it`,
    'templateId',
  );
}

/**
 * A copy's compound groups as its template would hold them, to compare the two: each classifier
 * named becomes the template it is a copy of (`templateOf`); one of the customer's own matches no
 * template's item, so it stays apart.
 */
export function groupsAsTemplate(groups: CompoundGroup[], templateOf: ReadonlyMap<number, number>): unknown {
  return groups.map((g) => ({
    ...g,
    items: g.items.map((i) => {
      if (i.classifierId == null) return i;
      const templateId = templateOf.get(i.classifierId);
      return templateId === undefined
        ? { ...i, classifierId: null, ownClassifierId: i.classifierId }
        : { ...i, classifierId: templateId };
    }),
  }));
}
