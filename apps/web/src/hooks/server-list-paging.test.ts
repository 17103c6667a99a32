import { describe, expect, it } from 'vitest';
import {
  appendItems,
  appendPage,
  canAutoLoad,
  clampPageIndex,
  listKey,
  pageIndexOf,
  printTarget,
} from './server-list-paging';

describe('clampPageIndex: the page index moves back when the count shrinks', () => {
  it('keeps an index whose page still has rows', () => {
    expect(clampPageIndex(3, 20, 80)).toBe(3);
    expect(clampPageIndex(3, 20, 61)).toBe(3);
  });

  it('moves back to the last page that has rows', () => {
    expect(clampPageIndex(3, 20, 60)).toBe(2);
    expect(clampPageIndex(3, 20, 45)).toBe(2);
    expect(clampPageIndex(3, 20, 20)).toBe(0);
  });

  it('never goes below page 0', () => {
    expect(clampPageIndex(3, 20, 0)).toBe(0);
    expect(clampPageIndex(0, 20, 0)).toBe(0);
  });
});

describe('paging helpers', () => {
  it('pageIndexOf: the last page the loaded rows reach', () => {
    expect(pageIndexOf(0, 20)).toBe(0);
    expect(pageIndexOf(20, 20)).toBe(0);
    expect(pageIndexOf(21, 20)).toBe(1);
    expect(pageIndexOf(300, 20)).toBe(14);
  });

  it('infinite scroll stops at 1000 per page', () => {
    expect(canAutoLoad(20)).toBe(true);
    expect(canAutoLoad(999)).toBe(true);
    expect(canAutoLoad(1000)).toBe(false);
  });

  it('printing wants 300 rows, or the whole list when shorter', () => {
    expect(printTarget(5000)).toBe(300);
    expect(printTarget(42)).toBe(42);
  });

  it('appends pages, keeping a row that arrives twice once', () => {
    expect(appendItems([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }])).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
    expect(appendItems(['a'], ['a'])).toEqual(['a', 'a']);
  });

  it('appendPage takes counts from the newer answer', () => {
    const prev = { list: { items: [{ id: 1 }], totalCount: 3, pageInfo: { hasNextPage: true } } };
    const next = { list: { items: [{ id: 2 }], totalCount: 2, pageInfo: { hasNextPage: false } } };
    expect(appendPage(prev, next, 'list')).toEqual({
      list: { items: [{ id: 1 }, { id: 2 }], totalCount: 2, pageInfo: { hasNextPage: false } },
    });
  });

  it('listKey ignores key order but not values', () => {
    expect(listKey({ where: { a: 1, b: 2 } })).toBe(listKey({ where: { b: 2, a: 1 } }));
    expect(listKey({ where: { a: 1 } })).not.toBe(listKey({ where: { a: 2 } }));
  });
});
