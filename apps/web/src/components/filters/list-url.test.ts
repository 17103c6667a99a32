import { describe, expect, it } from 'vitest';
import type { FilterDef } from './filter-types';
import { parseListParam, serializeListParam, type ListViewSpec } from './list-url';

const filters: FilterDef[] = [
  { id: 'name', type: 'text', label: 'Name', field: 'name', maxLength: 10 },
  { id: 'files', type: 'int', label: 'Files', field: 'files', min: 0, max: 100 },
  { id: 'day', type: 'date', label: 'Day', field: 'date' },
  { id: 'period', type: 'dateRange', label: 'Period', field: 'date' },
  {
    id: 'sensitive',
    type: 'select',
    label: 'Sensitive',
    field: 'isSensitive',
    initial: true,
    options: [
      { label: 'Both', value: null },
      { label: 'Sensitive', value: true },
      { label: 'Non-sensitive', value: false },
    ],
  },
  { id: 'blocked', type: 'checkbox', label: 'Blocked', field: 'isBlocked' },
];

const spec: ListViewSpec = {
  filters,
  defaultSort: { field: 'riskInUSD', direction: 'DESC' },
  sortFields: ['riskInUSD', 'name'],
};

const defaults = {
  filters: {
    name: '',
    files: null,
    day: null,
    period: { from: null, to: null },
    sensitive: true,
    blocked: false,
  },
  sort: { field: 'riskInUSD', direction: 'DESC' },
};

describe('list view in the URL', () => {
  it('leaves no parameter for the default view', () => {
    expect(serializeListParam(parseListParam(null, spec), spec)).toBeNull();
  });

  it('round-trips a changed view, writing only what differs from the defaults', () => {
    const view = {
      filters: {
        ...defaults.filters,
        name: 'acme',
        files: 0,
        period: { from: '2024-01-01', to: '2024-01-31' },
        sensitive: null,
      },
      sort: { field: 'name', direction: 'ASC' as const },
    };
    const raw = serializeListParam(view, spec);
    expect(JSON.parse(raw!)).toEqual({
      f: { name: 'acme', files: 0, period: { from: '2024-01-01', to: '2024-01-31' }, sensitive: null },
      s: ['name', 'ASC'],
    });
    expect(parseListParam(raw, spec)).toEqual(view);
  });

  it('falls back to the defaults for unreadable parameters', () => {
    for (const raw of ['', 'not json', '[1,2]', '"text"', 'null', '{"f":"x","s":5}']) {
      expect(parseListParam(raw, spec)).toEqual(defaults);
    }
  });

  it('falls back per value for values that do not fit their filter', () => {
    const raw = JSON.stringify({
      f: {
        name: 'far too long a name',
        files: 101,
        day: '2024-02-30',
        period: { from: '2024-02-01', to: '2024-01-01' },
        sensitive: 'yes',
        blocked: 'true',
        unknown: 1,
      },
    });
    expect(parseListParam(raw, spec)).toEqual(defaults);
  });

  it('keeps valid values beside invalid ones', () => {
    const raw = JSON.stringify({ f: { name: 'ok', files: 2.5, blocked: true } });
    expect(parseListParam(raw, spec).filters).toEqual({ ...defaults.filters, name: 'ok', blocked: true });
  });

  it('accepts only sorts of sortable fields in ASC or DESC', () => {
    expect(parseListParam('{"s":["name","ASC"]}', spec).sort).toEqual({ field: 'name', direction: 'ASC' });
    expect(parseListParam('{"s":["password","ASC"]}', spec).sort).toEqual(defaults.sort);
    expect(parseListParam('{"s":["name","UP"]}', spec).sort).toEqual(defaults.sort);
    expect(parseListParam('{"s":"name"}', spec).sort).toEqual(defaults.sort);
  });

  it('without a field list, accepts GraphQL-like names only', () => {
    const open: ListViewSpec = { filters: [], defaultSort: null };
    expect(parseListParam('{"s":["deviceName","DESC"]}', open).sort).toEqual({
      field: 'deviceName',
      direction: 'DESC',
    });
    expect(parseListParam('{"s":["a b;","DESC"]}', open).sort).toBeNull();
  });
});
