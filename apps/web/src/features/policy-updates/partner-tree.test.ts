import { describe, expect, it } from 'vitest';
import { buildTree, visibleRows } from './partner-tree';

const nodes = [
  { id: 4, name: 'Contoso', parentId: 2, hasUpdates: true, isPartner: false },
  { id: 3, name: 'Sub', parentId: 2, hasUpdates: false, isPartner: true },
  { id: 5, name: 'Fabrikam', parentId: 3, hasUpdates: false, isPartner: false },
];

describe('partner tree', () => {
  it('nests children under their parents with depths, keeping the order', () => {
    const roots = buildTree(nodes);
    expect(roots.map((r) => [r.id, r.depth])).toEqual([
      [4, 0],
      [3, 0],
    ]);
    expect(roots[1]!.children.map((c) => [c.id, c.depth])).toEqual([[5, 1]]);
  });

  it('lists rows depth-first, hiding the children of collapsed partners', () => {
    const roots = buildTree(nodes);
    expect(visibleRows(roots, new Set()).map((r) => r.id)).toEqual([4, 3, 5]);
    expect(visibleRows(roots, new Set([3])).map((r) => r.id)).toEqual([4, 3]);
  });
});
