import { describe, expect, it } from 'vitest';
import {
  classifierFormSchema,
  classifierFormToDefinition,
  classifierToForm,
  emptyClassifierForm,
  emptyMatcher,
  normalizeExtensions,
  RetentionDefaults,
  retentionPolicySchema,
  type ClassifierFormInput,
} from './classifier-form.js';
import { Messages } from './messages.js';

function issues(input: unknown, options = {}) {
  const r = classifierFormSchema(options).safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const content = (over: Partial<ClassifierFormInput> = {}): ClassifierFormInput => ({
  type: 'BY_CONTENT',
  name: 'Card numbers',
  shortName: 'CARD',
  matchers: [{ type: 'REGEX', value: '\\d{16}' }],
  ...over,
});

describe('classifier form: general fields', () => {
  it('accepts a minimal content classifier and fills the defaults of spec §9', () => {
    const form = classifierFormSchema().parse(content());
    expect(form.isSensitive).toBe(true);
    expect(form.isActive).toBe(true);
    expect(form.valuePerRecord).toBe(20);
    expect(form.matchers[0]?.minRepeats).toBe(1);
    expect(form.matchers[0]?.checkMethod).toBe('');
    expect(form.riskBasedOnMatcherIndex).toBe(0);
  });

  it('requires name and short name (trimmed) and bounds their length', () => {
    expect(issues(content({ name: '   ', shortName: '' }))).toEqual([
      { path: 'name', message: Messages.required },
      { path: 'shortName', message: Messages.required },
    ]);
    expect(issues(content({ name: 'x'.repeat(101), shortName: 'y'.repeat(16) }))).toEqual([
      { path: 'name', message: 'Value should be less than 100 characters' },
      { path: 'shortName', message: 'Value should be less than 15 characters' },
    ]);
    expect(issues(content({ name: 'x'.repeat(100), shortName: 'y'.repeat(15) }))).toEqual([]);
  });

  it('valuePerRecord: required (0 counts as missing), numeric, at most 99 999 999', () => {
    expect(issues(content({ valuePerRecord: 100_000_000 }))).toEqual([
      { path: 'valuePerRecord', message: 'Value should be less than 99999999' },
    ]);
    expect(issues(content({ valuePerRecord: -1 }))).toEqual([
      { path: 'valuePerRecord', message: 'Value should be greater than 0' },
    ]);
    expect(issues(content({ valuePerRecord: 0 }))).toEqual([
      { path: 'valuePerRecord', message: Messages.required },
    ]);
    expect(issues(content({ valuePerRecord: Number.NaN }))).toEqual([
      { path: 'valuePerRecord', message: Messages.required },
    ]);
    expect(issues(content({ valuePerRecord: '12' as unknown as number }))).toEqual([
      { path: 'valuePerRecord', message: Messages.numeric },
    ]);
    expect(issues(content({ valuePerRecord: 99_999_999 }))).toEqual([]);
  });

  it('filterVersion is required for admin users only', () => {
    expect(issues(content(), { admin: true })).toEqual([
      { path: 'filterVersion', message: Messages.required },
    ]);
    expect(issues(content({ filterVersion: 3 }), { admin: true })).toEqual([]);
    expect(issues(content())).toEqual([]);
  });

  it('a template needs a reason for change and cannot be an Application or Folder classifier', () => {
    expect(issues(content(), { template: true })).toEqual([
      { path: 'reasonForChange', message: 'Reason for change cannot be empty.' },
    ]);
    expect(
      issues(
        { type: 'BY_CHANNELS', name: 'a', shortName: 'a', processId: 1, reasonForChange: 'x' },
        { template: true },
      ),
    ).toEqual([{ path: 'type', message: Messages.templateTypeNotAllowed }]);
  });
});

describe('classifier form: type sections', () => {
  it('content: at least one matcher; a value is required unless a word file is attached', () => {
    expect(issues(content({ matchers: [] }))).toEqual([{ path: 'matchers', message: Messages.required }]);
    expect(issues(content({ matchers: [{ type: 'CONTAINS', value: '  ' }] }))).toEqual([
      { path: 'matchers.0.value', message: 'Required' },
    ]);
    expect(
      issues(content({ matchers: [{ type: 'ANY_WORD', value: '', words: ['alpha'], fileName: 'w.txt' }] })),
    ).toEqual([]);
  });

  it('content: minRepeats 1..100 000', () => {
    expect(issues(content({ matchers: [{ type: 'CONTAINS', value: 'a', minRepeats: 100_001 }] }))).toEqual([
      { path: 'matchers.0.minRepeats', message: 'Value should be less than 100000' },
    ]);
    expect(issues(content({ matchers: [{ type: 'CONTAINS', value: 'a', minRepeats: 100_000 }] }))).toEqual(
      [],
    );
  });

  it('content: a regular expression must compile, and the message names the matcher', () => {
    const found = issues(
      content({
        matchers: [
          { type: 'CONTAINS', value: '(' },
          { type: 'REGEX', value: '([a-z' },
        ],
      }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toBe('matchers.1.value');
    expect(found[0]?.message).toMatch(/^Matcher 2: the regular expression is not valid/);
  });

  it('content: riskBasedOnMatcherIndex is -1 (file is one record) or a matcher', () => {
    expect(issues(content({ riskBasedOnMatcherIndex: -1 }))).toEqual([]);
    expect(issues(content({ riskBasedOnMatcherIndex: 1 }))).toEqual([
      { path: 'riskBasedOnMatcherIndex', message: 'Value should be less than 0' },
    ]);
  });

  it('extensions: at least one, normalised', () => {
    expect(issues({ type: 'BY_EXTENSIONS', name: 'a', shortName: 'a', extensions: [' ', '.'] })).toEqual([
      { path: 'extensions', message: Messages.required },
    ]);
    expect(normalizeExtensions(['.PDF', 'pdf', ' docx ', ''])).toEqual(['pdf', 'docx']);
  });

  it('storage platform, application, folder and compound need their selection', () => {
    const base = { name: 'a', shortName: 'a' };
    expect(issues({ ...base, type: 'BY_FILE_SOURCE' })).toEqual([
      { path: 'fileSourceType', message: Messages.required },
    ]);
    expect(issues({ ...base, type: 'BY_CHANNELS' })).toEqual([
      { path: 'processId', message: Messages.required },
    ]);
    expect(issues({ ...base, type: 'BY_FOLDER' })).toEqual([
      { path: 'folderId', message: 'Folder selection required' },
    ]);
    expect(issues({ ...base, type: 'COMPOUND' })).toEqual([
      { path: 'compoundGroups', message: Messages.required },
    ]);
    expect(
      issues({
        ...base,
        type: 'COMPOUND',
        compoundGroups: [{ items: [{ nodeType: 'CLASSIFIER' }, { nodeType: 'LIST', listName: '' }] }],
      }),
    ).toEqual([
      { path: 'compoundGroups.0.items.0.classifierId', message: Messages.required },
      { path: 'compoundGroups.0.items.1.listName', message: Messages.required },
    ]);
    expect(issues({ ...base, type: 'BY_REMOVABLE_DEVICE' })).toEqual([]);
  });

  it('retention defaults to ENCRYPT_LOCK, 5 years, from MODIFY', () => {
    expect(retentionPolicySchema.parse({})).toEqual(RetentionDefaults);
    expect(RetentionDefaults).toEqual({
      action: 'ENCRYPT_LOCK',
      delayUnit: 'YEAR',
      delayValue: 5,
      fileDateTimeAttribute: 'MODIFY',
    });
  });

  it('every empty form but the ones needing a selection is valid once named', () => {
    for (const type of ['BY_REMOVABLE_DEVICE'] as const) {
      expect(issues({ ...emptyClassifierForm(type), name: 'n', shortName: 's' })).toEqual([]);
    }
    expect(emptyClassifierForm('BY_CONTENT').matchers).toEqual([emptyMatcher('REGEX')]);
  });
});

describe('classifier form ↔ stored definition', () => {
  it('maps matchers to sent rules and back', () => {
    const form = classifierFormSchema().parse(
      content({
        countUniqueEntries: true,
        riskBasedOnMatcherIndex: 1,
        extensions: ['pdf'],
        matchers: [
          { type: 'CONTAINS', value: 'card' },
          { type: 'REGEX', value: '\\d{16}', checkMethod: 'LUHN', nearbyWords: ['visa'], minRepeats: 2 },
        ],
      }),
    );
    const d = classifierFormToDefinition(form);
    expect(d.caption).toBe('CARD');
    expect(d.extensions).toEqual([]);
    expect(d.countUniqueEntries).toBe(true);
    expect(
      d.rules.map((r) => [r.ruleType, r.text, r.entryCounter, r.checkMethod, r.minRepeat, r.sortOrder]),
    ).toEqual([
      ['CONTAINS', 'card', false, null, 1, 0],
      ['REGEX', '\\d{16}', true, 'LUHN', 2, 1],
    ]);
    const back = classifierToForm({ ...d, regulations: [], countries: [] });
    expect(back.matchers).toEqual(
      form.matchers.map((m) => ({ id: null, words: null, fileId: null, fileName: null, ...m })),
    );
    expect(back.riskBasedOnMatcherIndex).toBe(1);
    expect(back.shortName).toBe('CARD');
  });

  it('maps compound groups with entryCounter from baseOnGroupIndex, and the resolved process and folder', () => {
    const compound = classifierFormSchema().parse({
      type: 'COMPOUND',
      name: 'c',
      shortName: 'c',
      compoundRootLogicalOperator: 'OR',
      baseOnGroupIndex: 1,
      compoundGroups: [
        { logicalOperator: 'AND', items: [{ nodeType: 'CLASSIFIER', classifierId: 5 }] },
        { logicalOperator: 'OR', items: [{ nodeType: 'LIST', listName: 'PII', classifierId: 9 }] },
      ],
    });
    expect(classifierFormToDefinition(compound).compoundGroups).toEqual([
      {
        logicalOperator: 'AND',
        entryCounter: false,
        items: [{ nodeType: 'CLASSIFIER', classifierId: 5, listName: null }],
      },
      {
        logicalOperator: 'OR',
        entryCounter: true,
        items: [{ nodeType: 'LIST', classifierId: null, listName: 'PII' }],
      },
    ]);
    const app = classifierFormSchema().parse({
      type: 'BY_CHANNELS',
      name: 'a',
      shortName: 'a',
      processId: 7,
    });
    expect(classifierFormToDefinition(app, { processNames: ['slack'] })).toMatchObject({
      processId: 7,
      processNames: ['slack'],
      folder: null,
    });
    const folder = classifierFormSchema().parse({
      type: 'BY_FOLDER',
      name: 'f',
      shortName: 'f',
      folderId: 3,
    });
    expect(
      classifierFormToDefinition(folder, { folder: { id: 3, deviceId: 2, path: 'C:/x' } }).folder,
    ).toEqual({
      id: 3,
      deviceId: 2,
      path: 'C:/x',
    });
  });
});

describe('classifier form: a saved matcher keeps its built-in validator', () => {
  const previousRules = [
    { id: 7, ruleType: 'REGEX' as const, text: '\\d{16}', validator: 'CARD' as const },
    { ruleType: 'REGEX' as const, text: '\\d{3}-\\d{2}-\\d{4}', validator: 'SSN_US' as const },
  ];

  it('by id, else by type and text; a changed or new matcher has none', () => {
    const form = classifierFormSchema().parse(
      content({
        matchers: [
          { id: 7, type: 'REGEX', value: '\\d{15,16}' },
          { type: 'REGEX', value: '\\d{3}-\\d{2}-\\d{4}' },
          { type: 'REGEX', value: '\\d{9}' },
          { id: 7, type: 'CONTAINS', value: 'card' },
        ],
      }),
    );
    const rules = classifierFormToDefinition(form, { previousRules }).rules;
    expect(rules.map((r) => r.validator)).toEqual(['CARD', 'SSN_US', null, null]);
    expect(classifierFormToDefinition(form).rules.every((r) => r.validator === null)).toBe(true);
  });
});
