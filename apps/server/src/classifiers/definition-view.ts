import type {
  CompoundGroup,
  ContentRule,
  FileSourceType,
  FilterType,
  LogicalOperator,
  RulesMatch,
} from '@vigil/contracts';
import { countryName } from '@vigil/contracts/regulations';
import type { templateClassifiers } from './classifiers.tables.js';

export interface RegulationRef {
  id: number;
  name: string;
}
export interface CountryRef {
  code: string;
  name: string;
}

/** The definition every classifier view has (customer and template). */
export interface DefinitionView {
  id: number;
  filterVersion: number;
  name: string;
  caption: string;
  description: string;
  lists: string[];
  regulations: RegulationRef[];
  countries: CountryRef[];
  type: FilterType;
  isSensitive: boolean;
  isActive: boolean;
  valuePerRecord: number;
  rulesMatch: RulesMatch;
  rules: ContentRule[];
  extensions: string[];
  fileSourceType: FileSourceType | null;
  processNames: string[];
  countUniqueEntries: boolean;
  compoundRootLogicalOperator: LogicalOperator;
  compoundGroups: CompoundGroup[];
  reasonForChange: string | null;
  testingGroupId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export function countryRefs(codes: readonly string[]): CountryRef[] {
  return codes.map((code) => ({ code, name: countryName(code) ?? code }));
}

type DefinitionSource = Omit<
  typeof templateClassifiers.$inferSelect,
  'key' | 'definitionHash' | 'parentTemplateId'
>;

/** A stored definition (either table) as a view, with its regulations' names. */
export function definitionView(r: DefinitionSource, regulations: RegulationRef[]): DefinitionView {
  return {
    id: r.id,
    filterVersion: r.filterVersion,
    name: r.name,
    caption: r.caption,
    description: r.description,
    lists: r.lists,
    regulations: regulations.map((l) => ({ id: l.id, name: l.name })),
    countries: countryRefs(r.countries),
    type: r.type,
    isSensitive: r.isSensitive,
    isActive: r.isActive,
    valuePerRecord: r.valuePerRecord,
    rulesMatch: r.rulesMatch,
    rules: r.rules,
    extensions: r.extensions,
    fileSourceType: r.fileSourceType,
    processNames: r.processNames,
    countUniqueEntries: r.countUniqueEntries,
    compoundRootLogicalOperator: r.compoundRootLogicalOperator,
    compoundGroups: r.compoundGroups,
    reasonForChange: r.reasonForChange,
    testingGroupId: r.testingGroupId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** Each owner's regulations, in the order of `named` (by name, then id). */
export function regulationsOf(
  named: readonly RegulationRef[],
  links: ReadonlyMap<number, readonly number[]>,
  owner: number,
): RegulationRef[] {
  const linked = new Set(links.get(owner) ?? []);
  return named.filter((r) => linked.has(r.id));
}
