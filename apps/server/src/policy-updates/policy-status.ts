import { policyUpdateActionFor, type PolicyUpdateStatus } from '@vigil/contracts';

/**
 * The policy-update status of a customer's classifiers against the templates of its selected
 * regulations (spec part 1 §3, §4 "Policy updates"). Pure: the service reads the facts, this
 * decides. Precedence for an existing classifier: BLOCKED (its auto-update is blocked), then
 * DEPRECATED (its template is deleted or inactive), MULTIPLE_CLASSIFIERS_EXIST (several live
 * classifiers come from one template), NOT_ACTUAL (behind the template's filter version, or its
 * definition differs), else ACTUAL. A template of a selected regulation that the customer may get
 * (active, not deleted) with no classifier from it is MISSING. `templates` are those the customer
 * sees (template-visibility.ts): a copy of a hidden one is DEPRECATED, as if its template were gone.
 */

/**
 * The part of a classifier that policy updates manage: what a template defines. The customer's
 * own choices are not compared and UPDATE keeps them: isActive, isSensitive, valuePerRecord,
 * retention, FIPS validation, testing group, auto-update block and the classifier's rule.
 */
export interface ManagedDefinition {
  name: string;
  caption: string;
  description: string;
  type: string;
  lists: string[];
  rulesMatch: string;
  rules: unknown;
  countUniqueEntries: boolean;
  extensions: string[];
  fileSourceType: string | null;
  processNames: string[];
  folder: unknown;
  compoundRootLogicalOperator: string;
  compoundGroups: unknown;
  countries: string[];
  regulationIds: number[];
}

export interface TemplateFacts {
  id: number;
  name: string;
  isActive: boolean;
  isDeleted: boolean;
  filterVersion: number;
  definition: ManagedDefinition;
}

export interface ClassifierFacts {
  id: number;
  name: string;
  templateId: number;
  isBlocked: boolean;
  filterVersion: number;
  containsRules: boolean;
  definition: ManagedDefinition;
}

export interface RegulationRef {
  id: number;
  name: string;
}

export interface PolicyUpdateItem {
  /** The customer's classifier; null when MISSING. */
  id: number | null;
  name: string;
  containsRules: boolean;
  templateId: number;
  templateName: string;
  status: PolicyUpdateStatus;
}

export interface RegulationPolicyUpdates {
  id: number;
  name: string;
  classifiers: PolicyUpdateItem[];
}

/** JSON with object keys sorted and set-like arrays (lists, codes, ids) sorted. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) out[k] = (v as Record<string, unknown>)[k];
      return out;
    }
    return v;
  });
}

export function definitionKey(d: ManagedDefinition): string {
  const sorted = <T>(xs: T[]) => [...xs].sort();
  return canonical({
    ...d,
    lists: sorted(d.lists),
    extensions: sorted(d.extensions),
    processNames: sorted(d.processNames),
    countries: sorted(d.countries),
    regulationIds: [...d.regulationIds].sort((a, b) => a - b),
    fileSourceType: d.fileSourceType ?? null,
    folder: d.folder ?? null,
  });
}

export function classifierStatus(
  c: ClassifierFacts,
  template: TemplateFacts | undefined,
  copiesOfTemplate: number,
): PolicyUpdateStatus {
  if (c.isBlocked) return 'BLOCKED';
  if (!template || template.isDeleted || !template.isActive) return 'DEPRECATED';
  if (copiesOfTemplate > 1) return 'MULTIPLE_CLASSIFIERS_EXIST';
  if (c.filterVersion < template.filterVersion) return 'NOT_ACTUAL';
  if (definitionKey(c.definition) !== definitionKey(template.definition)) return 'NOT_ACTUAL';
  return 'ACTUAL';
}

/**
 * Per selected regulation (in the given order), its classifiers and their status. A classifier is
 * listed under the selected regulations of its template (or, with no template links left, its
 * own); a template of two selected regulations appears under both. Rows: classifiers by name,
 * then id.
 */
export function computePolicyUpdates(
  selected: readonly RegulationRef[],
  templates: readonly TemplateFacts[],
  classifiers: readonly ClassifierFacts[],
): RegulationPolicyUpdates[] {
  const templateById = new Map(templates.map((t) => [t.id, t]));
  const copies = new Map<number, number>();
  for (const c of classifiers) copies.set(c.templateId, (copies.get(c.templateId) ?? 0) + 1);

  return selected.map((regulation) => {
    const rows: PolicyUpdateItem[] = [];
    for (const c of classifiers) {
      const template = templateById.get(c.templateId);
      const links =
        template && template.definition.regulationIds.length > 0
          ? template.definition.regulationIds
          : c.definition.regulationIds;
      if (!links.includes(regulation.id)) continue;
      rows.push({
        id: c.id,
        name: c.name,
        containsRules: c.containsRules,
        templateId: c.templateId,
        templateName: template?.name ?? c.name,
        status: classifierStatus(c, template, copies.get(c.templateId) ?? 0),
      });
    }
    for (const t of templates) {
      if (!t.isActive || t.isDeleted) continue;
      if (!t.definition.regulationIds.includes(regulation.id)) continue;
      if ((copies.get(t.id) ?? 0) > 0) continue;
      rows.push({
        id: null,
        name: t.name,
        containsRules: false,
        templateId: t.id,
        templateName: t.name,
        status: 'MISSING',
      });
    }
    rows.sort(
      (a, b) => a.name.localeCompare(b.name) || (a.id ?? 0) - (b.id ?? 0) || a.templateId - b.templateId,
    );
    return { id: regulation.id, name: regulation.name, classifiers: rows };
  });
}

/** Whether a customer has anything to update (partner tree: hasUpdates). */
export function hasUpdates(updates: readonly RegulationPolicyUpdates[]): boolean {
  return updates.some((r) => r.classifiers.some((c) => policyUpdateActionFor(c.status) !== null));
}
