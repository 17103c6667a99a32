import { describe, expect, it } from 'vitest';
import { hiddenTemplateIds, type TemplateNode } from './template-visibility.js';

const plain = (id: number, testingGroupId: number | null = null): TemplateNode => ({
  id,
  testingGroupId,
  compoundGroups: [],
});
const compound = (id: number, names: number[], testingGroupId: number | null = null): TemplateNode => ({
  id,
  testingGroupId,
  compoundGroups: [
    {
      logicalOperator: 'AND',
      entryCounter: false,
      items: names.map((classifierId) => ({ nodeType: 'CLASSIFIER', classifierId })),
    },
  ],
});

describe('hiddenTemplateIds', () => {
  const library = [
    plain(1),
    plain(2, 2), // in testing group 2
    compound(3, [1]),
    compound(4, [2, 1]), // names a template of group 2
    compound(5, [4]), // names it through another compound
    compound(6, [1], 3), // itself in group 3
    {
      ...compound(7, []),
      compoundGroups: [
        { logicalOperator: 'OR', entryCounter: false, items: [{ nodeType: 'LIST', listName: 'x' }] },
      ],
    },
  ] as TemplateNode[];

  it('hides templates of other testing groups and every compound that reaches one', () => {
    expect([...hiddenTemplateIds(library, [])].sort()).toEqual([2, 4, 5, 6]);
    expect([...hiddenTemplateIds(library, [2])].sort()).toEqual([6]);
    expect([...hiddenTemplateIds(library, [2, 3])]).toEqual([]);
  });

  it('hides nothing from the back office', () => {
    expect(hiddenTemplateIds(library, 'all').size).toBe(0);
  });
});
