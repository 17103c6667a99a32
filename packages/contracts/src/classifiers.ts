import { z } from 'zod';
import { Messages } from './messages.js';

/**
 * Classifiers: what finds sensitive data (spec part 1 §3). These types are the engine's input,
 * the policy an agent pulls, and (in a later issue) what the classifier dialog saves.
 */

export const FILTER_TYPES = [
  'BY_CONTENT',
  'BY_EXTENSIONS',
  'BY_FILE_SOURCE',
  'BY_CHANNELS',
  'BY_FOLDER',
  'BY_REMOVABLE_DEVICE',
  'COMPOUND',
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const FILTER_TYPE_LABELS: Record<FilterType, string> = {
  BY_CONTENT: 'Content',
  BY_EXTENSIONS: 'Extensions',
  BY_FILE_SOURCE: 'Storage Platform',
  BY_CHANNELS: 'Application',
  BY_FOLDER: 'Folder',
  BY_REMOVABLE_DEVICE: 'Removable Device',
  COMPOUND: 'Compound',
};

/** Content matcher types: contains, not-contain, any word, regex, not-regex. */
export const RULE_TYPES = ['CONTAINS', 'NOT_CONTAIN', 'ANY_WORD', 'REGEX', 'NOT_REGEX'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export const RULES_MATCH = ['ALL_RULES', 'ANY_RULE'] as const;
export type RulesMatch = (typeof RULES_MATCH)[number];

export const CHECK_METHODS = ['LUHN'] as const;
export type CheckMethod = (typeof CHECK_METHODS)[number];

/**
 * Check-digit and format validators of the built-in library. Not shown in the classifier dialog
 * (its validation method is None or Luhn); template classifiers carry them so that the engine can
 * reject look-alikes whose check digit is wrong.
 */
export const CONTENT_VALIDATORS = [
  'CARD',
  'SSN_US',
  'ITIN_US',
  'EIN_US',
  'IBAN',
  'SWIFT_BIC',
  'EMAIL',
  'PHONE',
  'NINO_UK',
  'SIN_CA',
  'STEUER_ID_DE',
  'PERSONALAUSWEIS_DE',
  'NIR_FR',
  'DNI_ES',
  'NIE_ES',
  'CODICE_FISCALE_IT',
  'CPF_BR',
  'AADHAAR_IN',
  'PASSPORT',
  'MBI_US',
  'NPI_US',
  'DEA_US',
  'NHS_UK',
  'ICD10',
  'UTR_UK',
] as const;
export type ContentValidator = (typeof CONTENT_VALIDATORS)[number];

export const SCOPE_TYPES = ['TEXT', 'FORMULA'] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];

export const FILE_SOURCE_TYPES = [
  'DROP_BOX',
  'GOOGLE_DRIVE',
  'ONE_DRIVE',
  'SHARE_POINT',
  'AZURE_FILES',
] as const;
export type FileSourceType = (typeof FILE_SOURCE_TYPES)[number];

export const LOGICAL_OPERATORS = ['AND', 'OR'] as const;
export type LogicalOperator = (typeof LOGICAL_OPERATORS)[number];

export const COMPOUND_NODE_TYPES = ['CLASSIFIER', 'LIST'] as const;
export type CompoundNodeType = (typeof COMPOUND_NODE_TYPES)[number];

export const ClassifierLimits = {
  nameMax: 100,
  shortNameMax: 15,
  valuePerRecordDefault: 20,
  valuePerRecordMax: 99_999_999,
  minRepeatsDefault: 1,
  minRepeatsMax: 100_000,
  /** Bounds the engine's work per matcher on endpoints. */
  matcherTextMax: 2_000,
  wordsPerListMax: 50_000,
  nearbyWordsMax: 100,
  rulesMax: 50,
  extensionsMax: 500,
  compoundGroupsMax: 20,
  compoundItemsMax: 50,
} as const;

/** One content matcher as stored and sent (spec part 1 §3 "Sent rule"). */
export const contentRuleSchema = z.object({
  id: z.number().int().optional(),
  ruleType: z.enum(RULE_TYPES),
  /** The literal, word or pattern; for ANY_WORD a list separated by commas or new lines. */
  text: z
    .string()
    .max(ClassifierLimits.matcherTextMax, Messages.lengthBelow(ClassifierLimits.matcherTextMax)),
  minRepeat: z
    .number()
    .int()
    .min(1, Messages.minValue(0))
    .max(ClassifierLimits.minRepeatsMax, Messages.maxValue(ClassifierLimits.minRepeatsMax))
    .default(ClassifierLimits.minRepeatsDefault),
  sortOrder: z.number().int().default(0),
  /** The matcher whose matches count as the file's entries (riskBasedOnMatcherIndex). */
  entryCounter: z.boolean().default(false),
  /** Proximity keywords: a match counts only with one of them nearby. */
  nearbyWords: z.array(z.string().max(200)).max(ClassifierLimits.nearbyWordsMax).default([]),
  caseSensitive: z.boolean().default(false),
  contentFilterRuleScopeTypes: z.array(z.enum(SCOPE_TYPES)).default(['TEXT']),
  /** Words of an attached list file (one per line), used instead of or with `text`. */
  words: z.array(z.string().max(200)).max(ClassifierLimits.wordsPerListMax).optional(),
  fileId: z.number().int().nullish(),
  fileName: z.string().max(255).nullish(),
  checkMethod: z.enum(CHECK_METHODS).nullable().default(null),
  /** A built-in validator every occurrence must pass (template classifiers); null for none. */
  validator: z.enum(CONTENT_VALIDATORS).nullish(),
});
export type ContentRule = z.output<typeof contentRuleSchema>;

export const compoundItemSchema = z.object({
  nodeType: z.enum(COMPOUND_NODE_TYPES),
  classifierId: z.number().int().nullish(),
  listName: z.string().max(100).nullish(),
});
export type CompoundItem = z.output<typeof compoundItemSchema>;

export const compoundGroupSchema = z.object({
  logicalOperator: z.enum(LOGICAL_OPERATORS),
  /** baseOnGroupIndex: this group's entries are the compound's entries. */
  entryCounter: z.boolean().default(false),
  items: z.array(compoundItemSchema).max(ClassifierLimits.compoundItemsMax),
});
export type CompoundGroup = z.output<typeof compoundGroupSchema>;

/** What the engine evaluates: a classifier with the fields of its type. */
export const classifierDefinitionSchema = z.object({
  id: z.number().int(),
  name: z.string().max(ClassifierLimits.nameMax),
  caption: z.string().max(ClassifierLimits.shortNameMax).default(''),
  type: z.enum(FILTER_TYPES),
  isSensitive: z.boolean().default(true),
  isActive: z.boolean().default(true),
  valuePerRecord: z.number().min(0).max(ClassifierLimits.valuePerRecordMax).default(20),
  /** Named lists the classifier belongs to (compound LIST items refer to them). */
  lists: z.array(z.string().max(100)).default([]),
  // BY_CONTENT
  rulesMatch: z.enum(RULES_MATCH).default('ANY_RULE'),
  rules: z.array(contentRuleSchema).max(ClassifierLimits.rulesMax).default([]),
  /** Counting duplicates is the default; true counts each distinct value once. */
  countUniqueEntries: z.boolean().default(false),
  // BY_EXTENSIONS
  extensions: z.array(z.string().max(32)).max(ClassifierLimits.extensionsMax).default([]),
  // BY_FILE_SOURCE
  fileSourceType: z.enum(FILE_SOURCE_TYPES).nullish(),
  // BY_CHANNELS: process names (lower-case executable names, e.g. "chrome.exe", "slack")
  processNames: z.array(z.string().max(255)).default([]),
  // BY_FOLDER
  folder: z
    .object({ id: z.number().int().optional(), deviceId: z.number().int(), path: z.string().max(4096) })
    .nullish(),
  // COMPOUND
  compoundRootLogicalOperator: z.enum(LOGICAL_OPERATORS).default('AND'),
  compoundGroups: z.array(compoundGroupSchema).max(ClassifierLimits.compoundGroupsMax).default([]),
});
export type ClassifierDefinition = z.output<typeof classifierDefinitionSchema>;
export type ClassifierDefinitionInput = z.input<typeof classifierDefinitionSchema>;

/** Parse results of a file (spec part 2 §9 "parsing status"). OK means the text was read. */
export const PARSE_RESULTS = [
  'OK',
  'CANCELED',
  'CANT_OPEN_FILE',
  'ENCRYPTED_DIFF_CUSTOMER',
  'ENCRYPTED_PASSWORD',
  'LOCKED',
  'PARSING_ERROR',
  'UNSUPPORTED',
  'TOO_LARGE',
] as const;
export type ParseResult = (typeof PARSE_RESULTS)[number];
