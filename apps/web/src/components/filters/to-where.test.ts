import { describe, expect, it } from 'vitest';
import type { FilterDef } from './filter-types';
import { dayEnd, dayStart, toWhere } from './to-where';

const sensitivity: FilterDef = {
  id: 'sensitive',
  type: 'select',
  label: 'Sensitive',
  field: 'isSensitive',
  options: [
    { label: 'Both', value: null },
    { label: 'Sensitive', value: true },
    { label: 'Non-sensitive', value: false },
  ],
};

describe('toWhere (spec part 1 §7: AND of active filters)', () => {
  it('is undefined when no filter is active', () => {
    const defs: FilterDef[] = [{ id: 'name', type: 'text', label: 'Name', field: 'name' }, sensitivity];
    expect(toWhere(defs, { name: '  ', sensitive: null })).toBeUndefined();
  });

  it('is the filter itself when one is active, trimmed text with contains by default', () => {
    const defs: FilterDef[] = [{ id: 'name', type: 'text', label: 'Name', field: 'name' }];
    expect(toWhere(defs, { name: '  acme ' })).toEqual({ name: { contains: 'acme' } });
  });

  it('ANDs several active filters with their operations', () => {
    const defs: FilterDef[] = [
      { id: 'name', type: 'text', label: 'Name', field: 'name', operation: 'startsWith' },
      { id: 'files', type: 'int', label: 'Files', field: 'numberOfFiles', operation: 'gte' },
      sensitivity,
      { id: 'encrypted', type: 'checkbox', label: 'Encrypted', field: 'isEncrypted' },
    ];
    expect(toWhere(defs, { name: 'Pay', files: 0, sensitive: false, encrypted: true })).toEqual({
      and: [
        { name: { startsWith: 'Pay' } },
        { numberOfFiles: { gte: 0 } },
        { isSensitive: { eq: false } },
        { isEncrypted: { eq: true } },
      ],
    });
  });

  it('ORs the fields of a filter that searches several', () => {
    const defs: FilterDef[] = [{ id: 'q', type: 'text', label: 'Search', field: ['name', 'caption'] }];
    expect(toWhere(defs, { q: 'ssn' })).toEqual({
      or: [{ name: { contains: 'ssn' } }, { caption: { contains: 'ssn' } }],
    });
  });

  it('multiple select sends in; an unchecked checkbox restricts nothing', () => {
    const defs: FilterDef[] = [
      {
        id: 'type',
        type: 'select',
        label: 'Type',
        field: 'filterType',
        multiple: true,
        options: [
          { label: 'Content', value: 'BY_CONTENT' },
          { label: 'Folder', value: 'BY_FOLDER' },
        ],
      },
      { id: 'blocked', type: 'checkbox', label: 'Blocked', field: 'isBlocked' },
    ];
    expect(toWhere(defs, { type: ['BY_CONTENT', 'BY_FOLDER'], blocked: false })).toEqual({
      filterType: { in: ['BY_CONTENT', 'BY_FOLDER'] },
    });
    expect(toWhere(defs, { type: [], blocked: false })).toBeUndefined();
  });

  it('a date range runs from 00:00:00 of the start to 23:59:59 of the end, local time', () => {
    const defs: FilterDef[] = [{ id: 'when', type: 'dateRange', label: 'Date', field: 'date' }];
    expect(toWhere(defs, { when: { from: '2024-03-01', to: '2024-03-31' } })).toEqual({
      date: {
        gte: new Date(2024, 2, 1, 0, 0, 0, 0).toISOString(),
        lte: new Date(2024, 2, 31, 23, 59, 59, 999).toISOString(),
      },
    });
    expect(toWhere(defs, { when: { from: null, to: '2024-03-31' } })).toEqual({
      date: { lte: dayEnd('2024-03-31') },
    });
  });

  it('a single date with eq means that whole day', () => {
    const defs: FilterDef[] = [{ id: 'day', type: 'date', label: 'Day', field: 'date' }];
    expect(toWhere(defs, { day: '2024-02-29' })).toEqual({
      date: { gte: dayStart('2024-02-29'), lte: dayEnd('2024-02-29') },
    });
  });

  it('a custom toWhere decides even when the value looks inactive', () => {
    const defs: FilterDef[] = [
      {
        id: 'showAll',
        type: 'checkbox',
        label: 'Show all',
        toWhere: (on) => (on ? null : { countEntries: { gt: 0 } }),
      },
    ];
    expect(toWhere(defs, { showAll: false })).toEqual({ countEntries: { gt: 0 } });
    expect(toWhere(defs, { showAll: true })).toBeUndefined();
  });
});
