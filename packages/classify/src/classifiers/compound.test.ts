import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine.js';
import { createClassifier, createContentClassifier, textInput } from '../testing/factories.js';
import { ClassifierCycleError } from './compound.js';

const contains = (id: number, word: string, lists: string[] = []) =>
  createContentClassifier([{ ruleType: 'CONTAINS', text: word, entryCounter: true }], {
    id,
    lists,
    valuePerRecord: 1,
  });

const compound = (id: number, input: Parameters<typeof createClassifier>[0]) =>
  createClassifier({ id, type: 'COMPOUND', valuePerRecord: 100, ...input });

const item = (classifierId: number) => ({ nodeType: 'CLASSIFIER' as const, classifierId });
const list = (listName: string) => ({ nodeType: 'LIST' as const, listName });

function resultOf(classifiers: ReturnType<typeof createClassifier>[], text: string, id: number) {
  return createEngine(classifiers)
    .classify(textInput(text))
    .results.find((r) => r.classifierId === id)!;
}

describe('COMPOUND', () => {
  const leaves = [contains(1, 'alpha'), contains(2, 'beta'), contains(3, 'gamma')];

  it('AND root over AND/OR groups', () => {
    const c = compound(10, {
      compoundRootLogicalOperator: 'AND',
      compoundGroups: [
        { logicalOperator: 'AND', items: [item(1), item(2)] },
        { logicalOperator: 'OR', items: [item(3), item(2)] },
      ],
    });
    // group 1: alpha×2 + beta×1 = 3 entries; the first group counts when none is flagged.
    expect(resultOf([...leaves, c], 'alpha alpha beta', 10)).toMatchObject({
      matched: true,
      entries: 3,
      riskUsd: 300,
    });
    expect(resultOf([...leaves, c], 'alpha gamma', 10).matched).toBe(false);
  });

  it('the entryCounter group supplies the entries', () => {
    const c = compound(10, {
      compoundRootLogicalOperator: 'AND',
      compoundGroups: [
        { logicalOperator: 'OR', items: [item(1)] },
        { logicalOperator: 'OR', entryCounter: true, items: [item(2), item(3)] },
      ],
    });
    // group 2: beta×2 + gamma×3 = 5
    expect(resultOf([...leaves, c], 'alpha beta beta gamma gamma gamma', 10)).toMatchObject({
      entries: 5,
      riskUsd: 500,
    });
  });

  it('OR root: a match the counting group adds nothing to counts once', () => {
    const c = compound(10, {
      compoundRootLogicalOperator: 'OR',
      compoundGroups: [
        { logicalOperator: 'AND', entryCounter: true, items: [item(1)] },
        { logicalOperator: 'AND', items: [item(2)] },
      ],
    });
    expect(resultOf([...leaves, c], 'beta beta', 10)).toMatchObject({ matched: true, entries: 1 });
  });

  it('LIST items match any classifier carrying the list', () => {
    const members = [contains(1, 'alpha', ['PII']), contains(2, 'beta', ['PII']), contains(3, 'gamma')];
    const c = compound(10, { compoundGroups: [{ logicalOperator: 'AND', items: [list('PII')] }] });
    expect(resultOf([...members, c], 'beta beta', 10)).toMatchObject({ matched: true, entries: 2 });
    expect(resultOf([...members, c], 'alpha beta beta', 10)).toMatchObject({ matched: true, entries: 3 });
    expect(resultOf([...members, c], 'gamma', 10).matched).toBe(false);
  });

  it('compounds of compounds run after what they use, whatever the input order', () => {
    const inner = compound(10, { compoundGroups: [{ logicalOperator: 'AND', items: [item(1), item(2)] }] });
    const outer = compound(11, { compoundGroups: [{ logicalOperator: 'OR', items: [item(10)] }] });
    expect(resultOf([outer, inner, ...leaves], 'alpha beta', 11)).toMatchObject({
      matched: true,
      entries: 2,
    });
  });

  it('inactive classifiers are ignored, also inside compounds', () => {
    const off = createContentClassifier([{ ruleType: 'CONTAINS', text: 'alpha' }], {
      id: 1,
      isActive: false,
    });
    const c = compound(10, { compoundGroups: [{ logicalOperator: 'OR', items: [item(1)] }] });
    const result = createEngine([off, c]).classify(textInput('alpha'));
    expect(result.results.map((r) => r.classifierId)).toEqual([10]);
    expect(result.entries).toEqual([]);
  });

  it('rejects cycles when the engine is created', () => {
    const a = compound(10, { compoundGroups: [{ logicalOperator: 'OR', items: [item(11)] }] });
    const b = compound(11, { compoundGroups: [{ logicalOperator: 'OR', items: [item(10)] }] });
    expect(() => createEngine([a, b])).toThrow(ClassifierCycleError);
    expect(() => createEngine([a, b])).toThrow(
      'Compound classifiers refer to each other in a cycle: 10 → 11 → 10',
    );
    const self = compound(12, {
      lists: ['L'],
      compoundGroups: [{ logicalOperator: 'OR', items: [list('L')] }],
    });
    expect(() => createEngine([self])).toThrow(ClassifierCycleError);
  });
});

describe('skipInvalid', () => {
  it('leaves out compounds in a cycle and classifiers with a bad pattern, keeping the rest', () => {
    const a = compound(10, { compoundGroups: [{ logicalOperator: 'OR', items: [item(11)] }] });
    const b = compound(11, { compoundGroups: [{ logicalOperator: 'OR', items: [item(10)] }] });
    const bad = createContentClassifier([{ ruleType: 'REGEX', text: '(a' }], { id: 12 });
    const good = contains(1, 'alpha');
    expect(() => createEngine([good, bad])).toThrow(
      'Classifier 12: Invalid regular expression: missing closing parenthesis',
    );
    const engine = createEngine([good, bad, a, b], { skipInvalid: true });
    expect((engine.skipped ?? []).map((s) => s.classifierId).sort()).toEqual([10, 11, 12]);
    expect(engine.classify(textInput('alpha')).entries).toEqual([
      { classifierId: 1, count: 1, samples: ['*****'] },
    ]);
  });
});
