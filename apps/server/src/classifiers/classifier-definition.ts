import {
  classifierDefinitionSchema,
  type ClassifierDefinition,
  type ClassifierDefinitionInput,
} from '@vigil/contracts';
import type { classifiers, templateClassifiers } from './classifiers.tables.js';

/** The columns a ClassifierDefinition fills (shared by tenant and template classifiers). */
export type DefinitionColumns = Pick<
  typeof classifiers.$inferInsert,
  | 'name'
  | 'caption'
  | 'type'
  | 'isSensitive'
  | 'isActive'
  | 'valuePerRecord'
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
>;

/** Validates a definition with the contracts schema (defaults filled) and maps it to columns. */
export function definitionColumns(input: Omit<ClassifierDefinitionInput, 'id'>): DefinitionColumns {
  const d = classifierDefinitionSchema.parse({ ...input, id: 0 });
  return {
    name: d.name,
    caption: d.caption,
    type: d.type,
    isSensitive: d.isSensitive,
    isActive: d.isActive,
    valuePerRecord: d.valuePerRecord,
    lists: d.lists,
    rulesMatch: d.rulesMatch,
    rules: d.rules,
    countUniqueEntries: d.countUniqueEntries,
    extensions: d.extensions,
    fileSourceType: d.fileSourceType ?? null,
    processNames: d.processNames,
    folder: d.folder ?? null,
    compoundRootLogicalOperator: d.compoundRootLogicalOperator,
    compoundGroups: d.compoundGroups,
  };
}

type DefinitionRow = { id: number } & {
  [K in keyof DefinitionColumns]-?: Exclude<DefinitionColumns[K], undefined>;
};

/** A stored classifier as the engine (and the agent's policy) reads it. */
export function toDefinition(row: DefinitionRow): ClassifierDefinition {
  return {
    id: row.id,
    name: row.name,
    caption: row.caption,
    type: row.type,
    isSensitive: row.isSensitive,
    isActive: row.isActive,
    valuePerRecord: row.valuePerRecord,
    lists: row.lists,
    rulesMatch: row.rulesMatch,
    rules: row.rules,
    countUniqueEntries: row.countUniqueEntries,
    extensions: row.extensions,
    fileSourceType: row.fileSourceType,
    processNames: row.processNames,
    folder: row.folder,
    compoundRootLogicalOperator: row.compoundRootLogicalOperator,
    compoundGroups: row.compoundGroups,
  };
}

/** The columns a template defines and a customer's copy takes from it (provisioning, policy updates). */
export function managedColumns(t: typeof templateClassifiers.$inferSelect) {
  return {
    name: t.name,
    caption: t.caption,
    description: t.description,
    type: t.type,
    lists: t.lists,
    rulesMatch: t.rulesMatch,
    rules: t.rules,
    countUniqueEntries: t.countUniqueEntries,
    extensions: t.extensions,
    fileSourceType: t.fileSourceType,
    processNames: t.processNames,
    folder: t.folder,
    compoundRootLogicalOperator: t.compoundRootLogicalOperator,
    compoundGroups: t.compoundGroups,
    countries: t.countries,
  };
}
