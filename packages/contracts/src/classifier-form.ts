import { z } from 'zod';
import { Messages } from './messages.js';
import {
  ClassifierLimits,
  COMPOUND_NODE_TYPES,
  FILE_SOURCE_TYPES,
  FILTER_TYPES,
  LOGICAL_OPERATORS,
  RULE_TYPES,
  RULES_MATCH,
  SCOPE_TYPES,
  type CompoundGroup,
  type ContentRule,
  type FileSourceType,
  type FilterType,
  type LogicalOperator,
  type RuleType,
  type RulesMatch,
} from './classifiers.js';

/**
 * The classifier form: what the classifier dialog holds and sends (createClassifier,
 * updateClassifier, createTemplateClassifier, updateTemplateClassifier take it as `input`) and what
 * the server validates with the same schema (spec part 1 §3 "Classifier general form", the type
 * sections, "Retention policy"; §5 "Classifier"). `classifierFormToDefinition` maps it to the
 * stored ClassifierDefinition fields; `classifierToForm` maps a stored classifier back (edit).
 *
 * The server adds the checks that need data: regulation, process, folder and compound classifier
 * ids must belong to the tenant, and a regular expression must compile in the engine's dialect
 * (the schema only checks it compiles as a JavaScript RegExp, which the dialog can do at once).
 */

/** Limits of the form beyond ClassifierLimits (the spec is silent; these bound what is stored). */
export const ClassifierFormLimit = {
  retentionDelayMax: 9_999,
  retentionPoliciesMax: 10,
  descriptionMax: 2_000,
  listsMax: 50,
} as const;

// --- Retention (spec part 1 §3 "Retention policy", §9) -------------------------------------------

export const RETENTION_ACTIONS = ['ENCRYPT_LOCK', 'MOVE_FILE', 'WIPE'] as const;
export type RetentionAction = (typeof RETENTION_ACTIONS)[number];
export const RETENTION_ACTION_LABELS: Record<RetentionAction, string> = {
  ENCRYPT_LOCK: 'Encrypt and Lock',
  MOVE_FILE: 'Archive File',
  WIPE: 'Wipe',
};
export const RETENTION_DELAY_UNITS = ['DAY', 'MONTH', 'YEAR'] as const;
export type RetentionDelayUnit = (typeof RETENTION_DELAY_UNITS)[number];
export const FILE_DATE_TIME_ATTRIBUTES = ['ACCESS', 'CREATE', 'MODIFY'] as const;
export type FileDateTimeAttribute = (typeof FILE_DATE_TIME_ATTRIBUTES)[number];

/** Spec §9: ENCRYPT_LOCK, 5 years, from MODIFY. */
export const RetentionDefaults = {
  action: 'ENCRYPT_LOCK',
  delayUnit: 'YEAR',
  delayValue: 5,
  fileDateTimeAttribute: 'MODIFY',
} as const satisfies RetentionPolicy;

/** Spec: "Retention has no validators"; the server still bounds the numbers it stores. */
export const retentionPolicySchema = z.object({
  action: z.enum(RETENTION_ACTIONS).default(RetentionDefaults.action),
  delayUnit: z.enum(RETENTION_DELAY_UNITS).default(RetentionDefaults.delayUnit),
  delayValue: z
    .number()
    .int()
    .min(0, Messages.minValue(0))
    .max(ClassifierFormLimit.retentionDelayMax, Messages.maxValue(ClassifierFormLimit.retentionDelayMax))
    .default(RetentionDefaults.delayValue),
  fileDateTimeAttribute: z.enum(FILE_DATE_TIME_ATTRIBUTES).default(RetentionDefaults.fileDateTimeAttribute),
});
export type RetentionPolicy = {
  action: RetentionAction;
  delayUnit: RetentionDelayUnit;
  delayValue: number;
  fileDateTimeAttribute: FileDateTimeAttribute;
};

// --- Field helpers (spec §5 "Generic") -----------------------------------------------------------

/** Required text: trimmed; empty fails with 'Value is required'; longer than max fails. */
const requiredText = (max: number) =>
  z.string({ error: Messages.required }).trim().min(1, Messages.required).max(max, Messages.lengthBelow(max));

const optionalText = (max: number) => z.string().trim().max(max, Messages.lengthBelow(max)).default('');

/** A number typed in a field: missing / NaN is 'Value is required', other non-numbers 'Value should be numeric'. */
const numberField = () =>
  z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
        ? Messages.required
        : Messages.numeric,
  });

/** Types whose matcher text is a pattern; only they show case sensitivity, nearby words and Luhn. */
export const REGEX_RULE_TYPES: readonly RuleType[] = ['REGEX', 'NOT_REGEX'];

/** Template classifiers are global: types tied to one customer's applications or folders are not offered. */
export const TEMPLATE_FILTER_TYPES = FILTER_TYPES.filter(
  (t) => t !== 'BY_CHANNELS' && t !== 'BY_FOLDER',
) as readonly FilterType[];

/** Matcher validation methods: '' is None. */
export const MATCHER_CHECK_METHODS = ['', 'LUHN'] as const;
export type MatcherCheckMethod = (typeof MATCHER_CHECK_METHODS)[number];

// --- Content matcher ------------------------------------------------------------------------------

/**
 * One content matcher (spec §3 "By content" Matcher). `value` is the literal, word list (ANY_WORD:
 * separated by commas or new lines) or pattern; it is required ('Required') unless a word-list file
 * is attached (`words` read from it, with `fileName`).
 *
 * `checkMethod` 'LUHN': the console states that Luhn supports only 16-digit sequences with no
 * separators (Messages.luhnHint). The engine (packages/classify checkLuhn) checks every digit run the
 * pattern matches: card-like runs (13–19 digits, separators allowed) go through the card check
 * (issuer + Luhn), other runs through plain Luhn — so a 16-digit sequence without separators is
 * what is guaranteed, and more is tolerated.
 */
export const matcherFormSchema = z
  .object({
    /** The stored rule's id (edit); absent for a new matcher. */
    id: z.number().int().nullish(),
    type: z.enum(RULE_TYPES),
    value: z
      .string()
      .max(ClassifierLimits.matcherTextMax, Messages.lengthBelow(ClassifierLimits.matcherTextMax))
      .default(''),
    minRepeats: numberField()
      .int(Messages.numeric)
      .min(1, Messages.required)
      .max(ClassifierLimits.minRepeatsMax, Messages.maxValue(ClassifierLimits.minRepeatsMax))
      .default(ClassifierLimits.minRepeatsDefault),
    nearbyWords: z
      .array(z.string().trim().min(1, Messages.required).max(200, Messages.lengthBelow(200)))
      .max(ClassifierLimits.nearbyWordsMax, Messages.maxValue(ClassifierLimits.nearbyWordsMax))
      .default([]),
    /** Words of an attached list file (one per line), read by the dialog. */
    words: z
      .array(z.string().max(200, Messages.lengthBelow(200)))
      .max(ClassifierLimits.wordsPerListMax, Messages.maxValue(ClassifierLimits.wordsPerListMax))
      .nullish(),
    fileId: z.number().int().nullish(),
    fileName: z.string().max(255, Messages.lengthBelow(255)).nullish(),
    checkMethod: z.enum(MATCHER_CHECK_METHODS).default(''),
    caseSensitive: z.boolean().default(false),
    scopeTypes: z.array(z.enum(SCOPE_TYPES)).min(1, Messages.required).default(['TEXT']),
  })
  .superRefine((m, ctx) => {
    const hasFile = (m.words?.length ?? 0) > 0 || m.fileId != null;
    if (m.value.trim() === '' && !hasFile) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: Messages.matcherValueRequired });
    }
  });
export type MatcherForm = z.output<typeof matcherFormSchema>;
export type MatcherFormInput = z.input<typeof matcherFormSchema>;

/** JavaScript's RegExp check of a pattern; the server checks the engine's dialect as well. */
export function regexProblem(pattern: string): string | null {
  try {
    new RegExp(pattern);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : 'invalid';
  }
}

// --- Compound ------------------------------------------------------------------------------------

export const compoundItemFormSchema = z
  .object({
    nodeType: z.enum(COMPOUND_NODE_TYPES),
    classifierId: z.number().int().nullish(),
    listName: z.string().trim().max(100, Messages.lengthBelow(100)).nullish(),
  })
  .superRefine((item, ctx) => {
    if (item.nodeType === 'CLASSIFIER' && item.classifierId == null)
      ctx.addIssue({ code: 'custom', path: ['classifierId'], message: Messages.required });
    if (item.nodeType === 'LIST' && !item.listName)
      ctx.addIssue({ code: 'custom', path: ['listName'], message: Messages.required });
  });

export const compoundGroupFormSchema = z.object({
  logicalOperator: z.enum(LOGICAL_OPERATORS).default('AND'),
  items: z
    .array(compoundItemFormSchema)
    .min(1, Messages.required)
    .max(ClassifierLimits.compoundItemsMax, Messages.maxValue(ClassifierLimits.compoundItemsMax)),
});
export type CompoundGroupForm = z.output<typeof compoundGroupFormSchema>;

// --- The form ------------------------------------------------------------------------------------

const classifierFormObject = z.object({
  type: z.enum(FILTER_TYPES),
  // General (spec §3 "Classifier general form")
  name: requiredText(ClassifierLimits.nameMax),
  /** Stored as `caption`. */
  shortName: requiredText(ClassifierLimits.shortNameMax),
  description: optionalText(ClassifierFormLimit.descriptionMax),
  /**
   * Version Number: required and numeric for admin users (see ClassifierFormOptions.admin);
   * others leave it out and the server keeps (or, for templates, bumps) the stored version.
   */
  filterVersion: numberField()
    .int(Messages.numeric)
    .min(1, Messages.required)
    .max(1_000_000, Messages.maxValue(1_000_000))
    .nullish(),
  /** Regulation ids. */
  regulations: z.array(z.number().int()).max(500).default([]),
  /** ISO 3166 alpha-2 codes. */
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'Unknown country code'))
    .max(300)
    .default([]),
  reasonForChange: z.string().trim().max(1_000, Messages.lengthBelow(1_000)).nullish(),
  isActive: z.boolean().default(true),
  fipsValidation: z.boolean().default(false),
  /** Block policy auto-update (template-based customer classifiers only; the Yes/No on save). */
  isBlocked: z.boolean().nullish(),
  // Common (spec §3 "Classifier common fields")
  isSensitive: z.boolean().default(true),
  /** Required (spec §5 generic: 0 counts as missing), at most 99 999 999. */
  valuePerRecord: numberField()
    .refine((v) => v !== 0, Messages.required)
    .pipe(
      z
        .number()
        .min(0, Messages.minValue(0))
        .max(ClassifierLimits.valuePerRecordMax, Messages.maxValue(ClassifierLimits.valuePerRecordMax)),
    )
    .default(ClassifierLimits.valuePerRecordDefault),
  lists: z
    .array(z.string().trim().min(1, Messages.required).max(100, Messages.lengthBelow(100)))
    .max(ClassifierFormLimit.listsMax, Messages.maxValue(ClassifierFormLimit.listsMax))
    .default([]),
  // BY_CONTENT
  rulesMatch: z.enum(RULES_MATCH).default('ANY_RULE'),
  matchers: z
    .array(matcherFormSchema)
    .max(ClassifierLimits.rulesMax, Messages.maxValue(ClassifierLimits.rulesMax))
    .default([]),
  /** The matcher whose matches are the file's entries; -1 treats the file as one record. */
  riskBasedOnMatcherIndex: z.number().int().min(-1).default(0),
  /** Counts each distinct value once. The dialog shows 'Count duplicates', i.e. the inverse. */
  countUniqueEntries: z.boolean().default(false),
  // BY_EXTENSIONS: stored lower-case without the leading dot, each once
  extensions: z
    .array(z.string().trim().max(32, Messages.lengthBelow(32)))
    .max(ClassifierLimits.extensionsMax, Messages.maxValue(ClassifierLimits.extensionsMax))
    .default([]),
  // BY_FILE_SOURCE
  fileSourceType: z.enum(FILE_SOURCE_TYPES).nullish(),
  // BY_CHANNELS: the tenant's process (application) id
  processId: z.number().int().nullish(),
  // BY_FOLDER: the tenant's folder id (its device and path are read from it)
  folderId: z.number().int().nullish(),
  // COMPOUND
  compoundRootLogicalOperator: z.enum(LOGICAL_OPERATORS).default('AND'),
  compoundGroups: z
    .array(compoundGroupFormSchema)
    .max(ClassifierLimits.compoundGroupsMax, Messages.maxValue(ClassifierLimits.compoundGroupsMax))
    .default([]),
  /** The group whose entries are the compound's entries (sent as entryCounter per group); -1 none. */
  baseOnGroupIndex: z.number().int().min(-1).default(0),
  // Retention (customer classifiers; the template dialog hides it)
  retentionPolicies: z
    .array(retentionPolicySchema)
    .max(
      ClassifierFormLimit.retentionPoliciesMax,
      Messages.maxValue(ClassifierFormLimit.retentionPoliciesMax),
    )
    .default([]),
});

export type ClassifierForm = z.output<typeof classifierFormObject>;
export type ClassifierFormInput = z.input<typeof classifierFormObject>;

export interface ClassifierFormOptions {
  /** SysAdmin: the Version Number is required. */
  admin?: boolean;
  /** A template classifier: reason for change required, Application/Folder types refused. */
  template?: boolean;
}

function refineForm(form: ClassifierForm, ctx: z.RefinementCtx, options: ClassifierFormOptions): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (options.admin && form.filterVersion == null) issue(['filterVersion'], Messages.required);
  if (options.template) {
    if (!form.reasonForChange) issue(['reasonForChange'], Messages.reasonForChangeRequired);
    if (!TEMPLATE_FILTER_TYPES.includes(form.type)) issue(['type'], Messages.templateTypeNotAllowed);
  }
  switch (form.type) {
    case 'BY_CONTENT': {
      if (form.matchers.length === 0) issue(['matchers'], Messages.required);
      form.matchers.forEach((m, i) => {
        if (REGEX_RULE_TYPES.includes(m.type) && m.value.trim() !== '') {
          const problem = regexProblem(m.value);
          if (problem) issue(['matchers', i, 'value'], Messages.invalidMatcherPattern(i + 1, problem));
        }
      });
      if (form.riskBasedOnMatcherIndex >= form.matchers.length && form.matchers.length > 0)
        issue(['riskBasedOnMatcherIndex'], Messages.maxValue(form.matchers.length - 1));
      break;
    }
    case 'BY_EXTENSIONS':
      if (normalizeExtensions(form.extensions).length === 0) issue(['extensions'], Messages.required);
      break;
    case 'BY_FILE_SOURCE':
      if (!form.fileSourceType) issue(['fileSourceType'], Messages.required);
      break;
    case 'BY_CHANNELS':
      if (form.processId == null) issue(['processId'], Messages.required);
      break;
    case 'BY_FOLDER':
      if (form.folderId == null) issue(['folderId'], Messages.folderRequired);
      break;
    case 'COMPOUND':
      if (form.compoundGroups.length === 0) issue(['compoundGroups'], Messages.required);
      if (form.baseOnGroupIndex >= form.compoundGroups.length && form.compoundGroups.length > 0)
        issue(['baseOnGroupIndex'], Messages.maxValue(form.compoundGroups.length - 1));
      break;
    case 'BY_REMOVABLE_DEVICE':
      break;
  }
}

/** The form's schema for a caller (the dialog and the server build it with the same options). */
export function classifierFormSchema(options: ClassifierFormOptions = {}) {
  return classifierFormObject.superRefine((form, ctx) => refineForm(form, ctx, options));
}

/** Lower-case, without a leading dot, blanks dropped, each once (input order kept). */
export function normalizeExtensions(extensions: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of extensions) {
    const e = raw.trim().replace(/^\.+/, '').toLowerCase();
    if (e !== '' && !out.includes(e)) out.push(e);
  }
  return out;
}

// --- Defaults -------------------------------------------------------------------------------------

export function emptyMatcher(type: RuleType = 'CONTAINS'): MatcherForm {
  return {
    id: null,
    type,
    value: '',
    minRepeats: ClassifierLimits.minRepeatsDefault,
    nearbyWords: [],
    words: null,
    fileId: null,
    fileName: null,
    checkMethod: '',
    caseSensitive: false,
    scopeTypes: ['TEXT'],
  };
}

export function emptyRetentionPolicy(): RetentionPolicy {
  return { ...RetentionDefaults };
}

/** An empty form of a type: what the create dialog starts from (and resets to on a type change). */
export function emptyClassifierForm(type: FilterType): ClassifierForm {
  return {
    type,
    name: '',
    shortName: '',
    description: '',
    filterVersion: null,
    regulations: [],
    countries: [],
    reasonForChange: null,
    isActive: true,
    fipsValidation: false,
    isBlocked: null,
    isSensitive: true,
    valuePerRecord: ClassifierLimits.valuePerRecordDefault,
    lists: [],
    rulesMatch: 'ANY_RULE',
    matchers: type === 'BY_CONTENT' ? [emptyMatcher('REGEX')] : [],
    riskBasedOnMatcherIndex: 0,
    countUniqueEntries: false,
    extensions: [],
    fileSourceType: null,
    processId: null,
    folderId: null,
    compoundRootLogicalOperator: 'AND',
    compoundGroups:
      type === 'COMPOUND'
        ? [
            {
              logicalOperator: 'AND',
              items: [{ nodeType: 'CLASSIFIER', classifierId: null, listName: null }],
            },
          ]
        : [],
    baseOnGroupIndex: 0,
    retentionPolicies: [],
  };
}

// --- Mapping to and from the stored classifier ----------------------------------------------------

/** What the server reads from its tables for the form's ids (BY_CHANNELS, BY_FOLDER). */
export interface ResolvedClassifierRefs {
  /** The process's lower-case executable name, which the agent's engine matches. */
  processNames?: string[];
  folder?: { id: number; deviceId: number; path: string } | null;
  /**
   * The matchers stored before this save. The form does not show a matcher's built-in validator
   * (template check digits); a matcher kept as it was (same id, else same type and text) keeps it.
   */
  previousRules?: readonly Pick<ContentRule, 'id' | 'ruleType' | 'text' | 'validator'>[];
}

/** The validator a stored matcher had, if the saved one is the same matcher. */
function keptValidator(
  m: { id?: number | null; type: RuleType; value: string },
  previous: ResolvedClassifierRefs['previousRules'] = [],
): ContentRule['validator'] {
  const same =
    m.id != null
      ? previous.find((r) => r.id === m.id && r.ruleType === m.type)
      : previous.find((r) => r.ruleType === m.type && r.text === m.value);
  return same?.validator ?? null;
}

/** The stored definition fields a form fills (a ClassifierDefinition without id/isActive/etc.). */
export interface ClassifierDefinitionFields {
  name: string;
  caption: string;
  description: string;
  type: FilterType;
  isSensitive: boolean;
  isActive: boolean;
  valuePerRecord: number;
  lists: string[];
  rulesMatch: RulesMatch;
  rules: ContentRule[];
  countUniqueEntries: boolean;
  extensions: string[];
  fileSourceType: FileSourceType | null;
  processId: number | null;
  processNames: string[];
  folder: { id: number; deviceId: number; path: string } | null;
  compoundRootLogicalOperator: LogicalOperator;
  compoundGroups: CompoundGroup[];
  countries: string[];
  fipsValidation: boolean;
  retentionPolicies: RetentionPolicy[];
}

/**
 * Maps a validated form to the stored fields. Fields of other types are cleared, so a stored
 * classifier carries only its own type's conditions; matchers become the spec's "Sent rule"
 * (entryCounter on the riskBasedOnMatcherIndex one, checkMethod null when empty), groups get
 * entryCounter from baseOnGroupIndex.
 */
export function classifierFormToDefinition(
  form: ClassifierForm,
  refs: ResolvedClassifierRefs = {},
): ClassifierDefinitionFields {
  const t = form.type;
  return {
    name: form.name,
    caption: form.shortName,
    description: form.description,
    type: t,
    isSensitive: form.isSensitive,
    isActive: form.isActive,
    valuePerRecord: form.valuePerRecord,
    lists: [...new Set(form.lists)],
    rulesMatch: form.rulesMatch,
    rules:
      t === 'BY_CONTENT'
        ? form.matchers.map((m, i) => ({
            ...(m.id != null ? { id: m.id } : {}),
            ruleType: m.type,
            text: m.value,
            minRepeat: m.minRepeats,
            sortOrder: i,
            entryCounter: i === form.riskBasedOnMatcherIndex,
            nearbyWords: m.nearbyWords,
            caseSensitive: m.caseSensitive,
            contentFilterRuleScopeTypes: m.scopeTypes,
            ...(m.words && m.words.length > 0 ? { words: m.words } : {}),
            fileId: m.fileId ?? null,
            fileName: m.fileName ?? null,
            checkMethod: m.checkMethod === '' ? null : m.checkMethod,
            validator: keptValidator(m, refs.previousRules),
          }))
        : [],
    countUniqueEntries: t === 'BY_CONTENT' ? form.countUniqueEntries : false,
    extensions: t === 'BY_EXTENSIONS' ? normalizeExtensions(form.extensions) : [],
    fileSourceType: t === 'BY_FILE_SOURCE' ? (form.fileSourceType ?? null) : null,
    processId: t === 'BY_CHANNELS' ? (form.processId ?? null) : null,
    processNames: t === 'BY_CHANNELS' ? (refs.processNames ?? []) : [],
    folder: t === 'BY_FOLDER' ? (refs.folder ?? null) : null,
    compoundRootLogicalOperator: form.compoundRootLogicalOperator,
    compoundGroups:
      t === 'COMPOUND'
        ? form.compoundGroups.map((g, i) => ({
            logicalOperator: g.logicalOperator,
            entryCounter: i === form.baseOnGroupIndex,
            items: g.items.map((item) =>
              item.nodeType === 'CLASSIFIER'
                ? { nodeType: 'CLASSIFIER' as const, classifierId: item.classifierId ?? null, listName: null }
                : { nodeType: 'LIST' as const, classifierId: null, listName: item.listName ?? null },
            ),
          }))
        : [],
    countries: [...new Set(form.countries)],
    fipsValidation: form.fipsValidation,
    retentionPolicies: form.retentionPolicies,
  };
}

/** The stored classifier as the `classifier` / `templateClassifier` queries return it (the parts the form needs). */
export interface StoredClassifierForForm {
  type: FilterType;
  name: string;
  caption: string;
  description?: string | null;
  filterVersion?: number | null;
  regulations?: { id: number }[] | null;
  countries?: { code: string }[] | null;
  reasonForChange?: string | null;
  isActive: boolean;
  isSensitive: boolean;
  isBlocked?: boolean | null;
  fipsValidation?: boolean | null;
  valuePerRecord: number;
  lists?: string[] | null;
  rulesMatch?: RulesMatch | null;
  rules?:
    | {
        id?: number | null;
        ruleType: RuleType;
        text: string;
        minRepeat: number;
        sortOrder?: number | null;
        entryCounter: boolean;
        nearbyWords?: string[] | null;
        caseSensitive?: boolean | null;
        contentFilterRuleScopeTypes?: ('TEXT' | 'FORMULA')[] | null;
        words?: string[] | null;
        fileId?: number | null;
        fileName?: string | null;
        checkMethod?: 'LUHN' | null;
      }[]
    | null;
  countUniqueEntries?: boolean | null;
  extensions?: string[] | null;
  fileSourceType?: FileSourceType | null;
  process?: { id: number } | null;
  folder?: { id?: number | null } | null;
  compoundRootLogicalOperator?: LogicalOperator | null;
  compoundGroups?: CompoundGroup[] | null;
  retentionPolicies?: RetentionPolicy[] | null;
}

/** A stored classifier as the edit dialog's form (the inverse of classifierFormToDefinition). */
export function classifierToForm(c: StoredClassifierForForm): ClassifierForm {
  const rules = [...(c.rules ?? [])].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  const groups = c.compoundGroups ?? [];
  return {
    ...emptyClassifierForm(c.type),
    name: c.name,
    shortName: c.caption,
    description: c.description ?? '',
    filterVersion: c.filterVersion ?? null,
    regulations: (c.regulations ?? []).map((r) => r.id),
    countries: (c.countries ?? []).map((r) => r.code),
    reasonForChange: null,
    isActive: c.isActive,
    fipsValidation: c.fipsValidation ?? false,
    isBlocked: c.isBlocked ?? null,
    isSensitive: c.isSensitive,
    valuePerRecord: c.valuePerRecord,
    lists: c.lists ?? [],
    rulesMatch: c.rulesMatch ?? 'ANY_RULE',
    matchers: rules.map((r) => ({
      id: r.id ?? null,
      type: r.ruleType,
      value: r.text,
      minRepeats: r.minRepeat,
      nearbyWords: r.nearbyWords ?? [],
      words: r.words ?? null,
      fileId: r.fileId ?? null,
      fileName: r.fileName ?? null,
      checkMethod: r.checkMethod ?? '',
      caseSensitive: r.caseSensitive ?? false,
      scopeTypes: r.contentFilterRuleScopeTypes ?? ['TEXT'],
    })),
    riskBasedOnMatcherIndex: rules.findIndex((r) => r.entryCounter),
    countUniqueEntries: c.countUniqueEntries ?? false,
    extensions: c.extensions ?? [],
    fileSourceType: c.fileSourceType ?? null,
    processId: c.process?.id ?? null,
    folderId: c.folder?.id ?? null,
    compoundRootLogicalOperator: c.compoundRootLogicalOperator ?? 'AND',
    compoundGroups: groups.map((g) => ({
      logicalOperator: g.logicalOperator,
      items: g.items.map((i) => ({
        nodeType: i.nodeType,
        classifierId: i.classifierId ?? null,
        listName: i.listName ?? null,
      })),
    })),
    baseOnGroupIndex: groups.findIndex((g) => g.entryCounter),
    retentionPolicies: c.retentionPolicies ?? [],
  };
}
