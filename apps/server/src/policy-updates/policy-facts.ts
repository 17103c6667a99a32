import type { ClassifierRow } from '../classifiers/classifiers.repo.js';
import { compoundClassifierIds } from '../classifiers/classifier-input.js';
import { findTemplateBasedClassifiers } from '../classifiers/classifiers.repo.js';
import type { LoadedTemplate } from '../classifiers/template-classifiers.repo.js';
import { groupsAsTemplate } from '../classifiers/template-copies.js';
import { hiddenTemplateIds } from '../classifiers/template-visibility.js';
import type { Queryable } from '../db/client.js';
import { findSelections } from '../regulations/regulations.repo.js';
import { findClassifiersWithRules } from '../rules/rules.repo.js';
import type { ScopeReach } from '../tenants/tenant-scope.js';
import { findTestingGroups } from '../tenants/subtree.read-model.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import type { ClassifierFacts, ManagedDefinition, RegulationRef, TemplateFacts } from './policy-status.js';

/**
 * What policy updates decide on (policy-status.ts), gathered from the domains that hold it: the
 * templates and the customers' template-based classifiers (classifiers), their selected
 * regulations (regulations), which classifiers have a rule (rules), their testing groups (tenants).
 */

type DefinitionSource = Pick<
  ClassifierRow,
  | 'name'
  | 'caption'
  | 'description'
  | 'type'
  | 'lists'
  | 'rulesMatch'
  | 'rules'
  | 'countUniqueEntries'
  | 'extensions'
  | 'fileSourceType'
  | 'processNames'
  | 'folder'
  | 'compoundRootLogicalOperator'
  | 'compoundGroups'
  | 'countries'
>;

/** `compoundGroups` as the template holds them (a copy's, through groupsAsTemplate). */
function managedDefinition(
  row: DefinitionSource,
  regulationIds: number[],
  compoundGroups: unknown = row.compoundGroups,
): ManagedDefinition {
  return {
    name: row.name,
    caption: row.caption,
    description: row.description,
    type: row.type,
    lists: row.lists,
    rulesMatch: row.rulesMatch,
    rules: row.rules,
    countUniqueEntries: row.countUniqueEntries,
    extensions: row.extensions,
    fileSourceType: row.fileSourceType ?? null,
    processNames: row.processNames,
    folder: row.folder ?? null,
    compoundRootLogicalOperator: row.compoundRootLogicalOperator,
    compoundGroups,
    countries: row.countries,
    regulationIds,
  };
}

export function templateFacts(t: LoadedTemplate): TemplateFacts {
  return {
    id: t.row.id,
    name: t.row.name,
    isActive: t.row.isActive,
    isDeleted: t.row.isDeleted,
    filterVersion: t.row.filterVersion,
    definition: managedDefinition(t.row, t.regulationIds),
  };
}

/**
 * The library as customers see it: for a customer's testing groups, the templates not hidden from
 * it (template-visibility.ts), worked out once per set of groups.
 */
export function libraryFor(
  templates: ReadonlyMap<number, LoadedTemplate>,
): (testingGroups: readonly number[]) => Map<number, LoadedTemplate> {
  const seen = new Map<string, Map<number, LoadedTemplate>>();
  return (testingGroups) => {
    const key = [...testingGroups].sort((a, b) => a - b).join(',');
    let visible = seen.get(key);
    if (!visible) {
      const hidden = hiddenTemplateIds(
        [...templates.values()].map((t) => t.row),
        testingGroups,
      );
      visible = new Map([...templates].filter(([id]) => !hidden.has(id)));
      seen.set(key, visible);
    }
    return visible;
  };
}

export interface TenantPolicyFacts {
  tenantId: number;
  testingGroups: number[];
  selected: RegulationRef[];
  classifiers: (ClassifierFacts & { row: ClassifierRow })[];
}

/** The selected regulations and live template-based classifiers of the scope's tenant, or of each of its customers. */
export async function loadTenantFacts(
  db: Queryable,
  scope: TenantScope,
  reach: ScopeReach,
): Promise<Map<number, TenantPolicyFacts>> {
  const out = new Map<number, TenantPolicyFacts>();
  for (const [tenantId, testingGroups] of await findTestingGroups(db, scope, reach))
    out.set(tenantId, { tenantId, testingGroups, selected: [], classifiers: [] });
  if (out.size === 0) return out;
  for (const s of await findSelections(db, scope, reach))
    out.get(s.tenantId)?.selected.push({ id: s.id, name: s.name });
  const withRules = new Set(
    (await findClassifiersWithRules(db, scope, reach)).map((r) => `${r.tenantId}:${r.classifierId}`),
  );
  const copies = await findTemplateBasedClassifiers(db, scope, reach);
  // A copy's compound names the tenant's copies of templates: compared as the templates they copy.
  const templateOf = new Map(copies.map(({ row }) => [`${row.tenantId}:${row.id}`, row.templateId!]));
  for (const { row: c, regulationIds } of copies) {
    const ofTenant = new Map(
      compoundClassifierIds(c).flatMap((id) => {
        const templateId = templateOf.get(`${c.tenantId}:${id}`);
        return templateId === undefined ? [] : [[id, templateId] as const];
      }),
    );
    out.get(c.tenantId)?.classifiers.push({
      row: c,
      id: c.id,
      name: c.name,
      templateId: c.templateId!,
      isBlocked: c.isBlocked,
      filterVersion: c.filterVersion,
      containsRules: withRules.has(`${c.tenantId}:${c.id}`),
      definition: managedDefinition(c, regulationIds, groupsAsTemplate(c.compoundGroups, ofTenant)),
    });
  }
  return out;
}
