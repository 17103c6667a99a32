import { validatePattern } from '@vigil/classify';
import {
  ClassifierLimits,
  classifierFormSchema,
  classifierFormToDefinition,
  Messages,
  REGEX_RULE_TYPES,
  type ClassifierDefinitionFields,
  type ClassifierForm,
  type ClassifierFormOptions,
  type ContentRule,
} from '@vigil/contracts';
import { countryName } from '@vigil/contracts/regulations';
import { ValidationError } from '../common/errors.js';
import { definitionColumns, type DefinitionColumns } from './classifier-definition.js';

/**
 * The one path from a classifier form (GraphQL `ClassifierInput`) to stored columns, shared by
 * customer and template classifiers: the contracts schema, the engine's regex dialect, the
 * countries, then the mapping. Regulations (regulations.service checkRegulationIds) and tenant
 * references (process, folder, compound classifiers) are resolved by the caller, which knows its table.
 */

/** GraphQL hands omitted fields as absent and explicit nulls as null; the schema's defaults want absent. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) out[k] = withoutNulls(v);
    return out;
  }
  return value;
}

/** Parses the form with the contracts schema; the first problem becomes a ValidationError on its field. */
export function parseClassifierForm(input: unknown, options: ClassifierFormOptions): ClassifierForm {
  const parsed = classifierFormSchema(options).safeParse(withoutNulls(input));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ValidationError(issue?.message ?? Messages.required, issue?.path.join('.') || undefined);
  }
  const form = parsed.data;
  form.matchers.forEach((m, i) => {
    if (!REGEX_RULE_TYPES.includes(m.type) || m.value.trim() === '') return;
    const check = validatePattern(m.value);
    if (!check.ok)
      throw new ValidationError(Messages.invalidMatcherPattern(i + 1, check.message), `matchers.${i}.value`);
  });
  return form;
}

export function checkCountries(codes: readonly string[]): void {
  const bad = codes.find((c) => countryName(c) === null);
  if (bad !== undefined) throw new ValidationError(`Unknown country code ${bad}`, 'countries');
}

/** Gives every matcher an id (kept when the form sent one), unique within the classifier. */
export function numberRules(rules: ContentRule[]): ContentRule[] {
  const used = new Set(rules.flatMap((r) => (r.id != null ? [r.id] : [])));
  let next = Math.max(0, ...used) + 1;
  const seen = new Set<number>();
  return rules.map((r) => {
    if (r.id != null && !seen.has(r.id)) {
      seen.add(r.id);
      return r;
    }
    const id = next++;
    seen.add(id);
    return { ...r, id };
  });
}

/** The compound's classifier ids (CLASSIFIER items). */
export function compoundClassifierIds(fields: Pick<ClassifierDefinitionFields, 'compoundGroups'>): number[] {
  return [
    ...new Set(
      fields.compoundGroups.flatMap((g) =>
        g.items.flatMap((i) => (i.classifierId != null ? [i.classifierId] : [])),
      ),
    ),
  ];
}

/**
 * Refuses a compound that would reach itself: `graph` holds the other compounds' references (id →
 * classifier ids), `self` the one being saved (null for a new one, which nothing can refer to yet).
 */
export function checkNoCycle(self: number | null, refs: number[], graph: Map<number, number[]>): void {
  if (self === null) return;
  const seen = new Set<number>();
  const stack = [...refs];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (id === self)
      throw new ValidationError(
        'A compound classifier cannot include itself, directly or through another',
        'compoundGroups',
      );
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.get(id) ?? []));
  }
}

/** The columns both classifier tables share, from the mapped form (through the engine's schema). */
export function storedColumns(d: ClassifierDefinitionFields): DefinitionColumns & {
  description: string;
  countries: string[];
} {
  const {
    description,
    countries,
    processId: _p,
    fipsValidation: _f,
    retentionPolicies: _r,
    ...definition
  } = d;
  return { ...definitionColumns({ ...definition, rules: numberRules(d.rules) }), description, countries };
}

export { classifierFormToDefinition };

/** A classifier as the compound checks see it (customer or template table). */
export interface CompoundCandidate {
  id: number;
  name: string;
  type: string;
  groups: ClassifierDefinitionFields['compoundGroups'];
}

/**
 * Compound items must name live classifiers of the same table (`live`, the tenant's or the
 * templates'), without a cycle through other compounds. `label` names the entity in the message.
 */
export function checkCompoundRefs(
  refs: number[],
  live: CompoundCandidate[],
  self: number | null,
  label: string,
): void {
  if (refs.length === 0) return;
  const known = new Set(live.map((c) => c.id));
  const missing = refs.find((id) => !known.has(id));
  if (missing !== undefined) throw new ValidationError(`${label} ${missing} not found`, 'compoundGroups');
  const graph = new Map(
    live
      .filter((c) => c.type === 'COMPOUND' && c.id !== self)
      .map((c) => [c.id, compoundClassifierIds({ compoundGroups: c.groups })]),
  );
  checkNoCycle(self, refs, graph);
}

/** Refuses to delete classifiers a compound that stays still names. */
export function checkNotUsedByCompound(ids: number[], live: CompoundCandidate[]): void {
  const user = live.find(
    (c) =>
      c.type === 'COMPOUND' &&
      !ids.includes(c.id) &&
      compoundClassifierIds({ compoundGroups: c.groups }).some((id) => ids.includes(id)),
  );
  if (user)
    throw new ValidationError(`The compound classifier "${user.name}" uses a classifier to delete`, 'ids');
}

/** The name of a copy: "… - Copy", within the name limit. */
export function copyName(name: string): string {
  const suffix = ' - Copy';
  return `${name.slice(0, ClassifierLimits.nameMax - suffix.length)}${suffix}`;
}

/** What the change history stores of a classifier view: ids for regulations and countries, no timestamps. */
export function definitionAuditState<
  T extends {
    regulations: { id: number }[];
    countries: { code: string }[];
    createdAt: Date;
    updatedAt: Date;
  },
>(v: T, omit: string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = { ...v };
  for (const key of ['createdAt', 'updatedAt', ...omit]) delete out[key];
  return { ...out, regulations: v.regulations.map((r) => r.id), countries: v.countries.map((c) => c.code) };
}
