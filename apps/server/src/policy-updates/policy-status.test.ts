import { describe, expect, it } from 'vitest';
import {
  classifierStatus,
  computePolicyUpdates,
  definitionKey,
  hasUpdates,
  type ClassifierFacts,
  type ManagedDefinition,
  type TemplateFacts,
} from './policy-status.js';

const def = (over: Partial<ManagedDefinition> = {}): ManagedDefinition => ({
  name: 'Card numbers',
  caption: 'PAN',
  description: '',
  type: 'BY_CONTENT',
  lists: [],
  rulesMatch: 'ANY_RULE',
  rules: [{ ruleType: 'REGEX', text: '\\d{16}' }],
  countUniqueEntries: false,
  extensions: ['pdf', 'docx'],
  fileSourceType: null,
  processNames: [],
  folder: null,
  compoundRootLogicalOperator: 'AND',
  compoundGroups: [],
  countries: [],
  regulationIds: [1],
  ...over,
});

const template = (
  id: number,
  over: Partial<TemplateFacts> = {},
  d: Partial<ManagedDefinition> = {},
): TemplateFacts => ({
  id,
  name: `T${id}`,
  isActive: true,
  isDeleted: false,
  filterVersion: 2,
  definition: def({ name: `T${id}`, ...d }),
  ...over,
});

const classifier = (
  id: number,
  templateId: number,
  over: Partial<ClassifierFacts> = {},
  d: Partial<ManagedDefinition> = {},
): ClassifierFacts => ({
  id,
  name: `T${templateId}`,
  templateId,
  isBlocked: false,
  filterVersion: 2,
  containsRules: false,
  definition: def({ name: `T${templateId}`, ...d }),
  ...over,
});

describe('classifierStatus', () => {
  it('ACTUAL when version and definition match the template', () => {
    expect(classifierStatus(classifier(10, 1), template(1), 1)).toBe('ACTUAL');
  });
  it('ACTUAL regardless of the order of set-like lists and object keys', () => {
    const c = classifier(
      10,
      1,
      {},
      { extensions: ['docx', 'pdf'], rules: [{ text: '\\d{16}', ruleType: 'REGEX' }] },
    );
    expect(classifierStatus(c, template(1), 1)).toBe('ACTUAL');
  });
  it('NOT_ACTUAL when the filter version is behind', () => {
    expect(classifierStatus(classifier(10, 1, { filterVersion: 1 }), template(1), 1)).toBe('NOT_ACTUAL');
  });
  it('NOT_ACTUAL when the definition differs at the same version', () => {
    expect(classifierStatus(classifier(10, 1, {}, { rulesMatch: 'ALL_RULES' }), template(1), 1)).toBe(
      'NOT_ACTUAL',
    );
    expect(classifierStatus(classifier(10, 1, {}, { regulationIds: [1, 2] }), template(1), 1)).toBe(
      'NOT_ACTUAL',
    );
  });
  it('DEPRECATED when the template is deleted, inactive or gone', () => {
    expect(classifierStatus(classifier(10, 1), template(1, { isDeleted: true }), 1)).toBe('DEPRECATED');
    expect(classifierStatus(classifier(10, 1), template(1, { isActive: false }), 1)).toBe('DEPRECATED');
    expect(classifierStatus(classifier(10, 1), undefined, 1)).toBe('DEPRECATED');
  });
  it('MULTIPLE_CLASSIFIERS_EXIST when several classifiers come from one template', () => {
    expect(classifierStatus(classifier(10, 1, { filterVersion: 1 }), template(1), 2)).toBe(
      'MULTIPLE_CLASSIFIERS_EXIST',
    );
  });
  it('BLOCKED first, whatever else holds', () => {
    expect(classifierStatus(classifier(10, 1, { isBlocked: true, filterVersion: 1 }), template(1), 1)).toBe(
      'BLOCKED',
    );
    expect(
      classifierStatus(classifier(10, 1, { isBlocked: true }), template(1, { isDeleted: true }), 2),
    ).toBe('BLOCKED');
  });
});

describe('computePolicyUpdates', () => {
  const selected = [
    { id: 1, name: 'PCI DSS' },
    { id: 2, name: 'GDPR' },
  ];
  const templates = [
    template(1), // copied, up to date → ACTUAL
    template(2, { filterVersion: 3 }), // copy at version 2 → NOT_ACTUAL
    template(3, { isActive: false }), // copy → DEPRECATED
    template(4), // two copies → MULTIPLE_CLASSIFIERS_EXIST ×2
    template(5), // copy blocked → BLOCKED
    template(6, {}, { regulationIds: [1, 2] }), // no copy, two regulations → MISSING under both
    template(8, { isActive: false }), // inactive, no copy → not listed
    template(9, {}, { regulationIds: [3] }), // regulation not selected → not listed
  ];
  const classifiers = [
    classifier(10, 1),
    classifier(11, 2, { containsRules: true }),
    classifier(12, 3),
    classifier(13, 4),
    classifier(14, 4),
    classifier(15, 5, { isBlocked: true }),
  ];

  it('lists every status under each selected regulation, by name', () => {
    const result = computePolicyUpdates(selected, templates, classifiers);
    expect(result).toEqual([
      {
        id: 1,
        name: 'PCI DSS',
        classifiers: [
          { id: 10, name: 'T1', containsRules: false, templateId: 1, templateName: 'T1', status: 'ACTUAL' },
          {
            id: 11,
            name: 'T2',
            containsRules: true,
            templateId: 2,
            templateName: 'T2',
            status: 'NOT_ACTUAL',
          },
          {
            id: 12,
            name: 'T3',
            containsRules: false,
            templateId: 3,
            templateName: 'T3',
            status: 'DEPRECATED',
          },
          {
            id: 13,
            name: 'T4',
            containsRules: false,
            templateId: 4,
            templateName: 'T4',
            status: 'MULTIPLE_CLASSIFIERS_EXIST',
          },
          {
            id: 14,
            name: 'T4',
            containsRules: false,
            templateId: 4,
            templateName: 'T4',
            status: 'MULTIPLE_CLASSIFIERS_EXIST',
          },
          { id: 15, name: 'T5', containsRules: false, templateId: 5, templateName: 'T5', status: 'BLOCKED' },
          {
            id: null,
            name: 'T6',
            containsRules: false,
            templateId: 6,
            templateName: 'T6',
            status: 'MISSING',
          },
        ],
      },
      {
        id: 2,
        name: 'GDPR',
        classifiers: [
          {
            id: null,
            name: 'T6',
            containsRules: false,
            templateId: 6,
            templateName: 'T6',
            status: 'MISSING',
          },
        ],
      },
    ]);
    expect(hasUpdates(result)).toBe(true);
  });

  it('a classifier of a template without links is listed under its own regulations', () => {
    const result = computePolicyUpdates(
      [{ id: 2, name: 'GDPR' }],
      [template(1, { isDeleted: true }, { regulationIds: [] })],
      [classifier(10, 1, {}, { regulationIds: [2] })],
    );
    expect(result[0]?.classifiers.map((c) => [c.id, c.status])).toEqual([[10, 'DEPRECATED']]);
  });

  it('nothing to update when everything is ACTUAL, BLOCKED or MULTIPLE', () => {
    const result = computePolicyUpdates(
      selected,
      [template(1), template(4), template(5)],
      [classifier(10, 1), classifier(13, 4), classifier(14, 4), classifier(15, 5, { isBlocked: true })],
    );
    expect(hasUpdates(result)).toBe(false);
  });

  it('no selected regulation: nothing listed', () => {
    expect(computePolicyUpdates([], templates, classifiers)).toEqual([]);
  });

  it('definitionKey ignores set order but not content', () => {
    expect(definitionKey(def({ countries: ['DE', 'FR'] }))).toBe(
      definitionKey(def({ countries: ['FR', 'DE'] })),
    );
    expect(definitionKey(def({ countries: ['DE'] }))).not.toBe(definitionKey(def({ countries: ['FR'] })));
  });
});
