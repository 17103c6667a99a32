import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import type { FilterDef } from './filter-types';
import { useListView, type ListView } from './use-list-view';

const FILTERS: FilterDef[] = [
  { id: 'name', type: 'text', label: 'Name', field: 'name' },
  {
    id: 'sensitive',
    type: 'select',
    label: 'Sensitive',
    field: 'isSensitive',
    applyImmediately: true,
    initial: true,
    options: [
      { label: 'Both', value: null },
      { label: 'Sensitive', value: true },
    ],
  },
  {
    id: 'status',
    type: 'select',
    label: 'Status',
    field: 'isActive',
    options: [
      { label: 'Any', value: null },
      { label: 'Active', value: true },
    ],
  },
];
const COLUMNS = [{ sortField: 'name' }, { sortField: 'riskInUSD' }, {}];
const DEFAULT_SORT = { field: 'riskInUSD', direction: 'DESC' } as const;

interface Probe {
  view: ListView<Record<string, unknown>, Record<string, string>>;
  search: string;
  navigate: NavigateFunction;
}

let probe: Probe;

function ProbeView() {
  const view = useListView({ id: 'risk', filters: FILTERS, defaultSort: DEFAULT_SORT, columns: COLUMNS });
  const location = useLocation();
  const navigate = useNavigate();
  probe = { view, search: location.search, navigate };
  return null;
}

function mount(url = '/list') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ProbeView />
    </MemoryRouter>,
  );
}

function urlView(): unknown {
  const raw = new URLSearchParams(probe.search).get('risk');
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useListView', () => {
  it('starts with the initial filters and default sort, and leaves the URL alone', () => {
    mount();
    expect(probe.view.where).toEqual({ isSensitive: { eq: true } });
    expect(probe.view.order).toEqual([{ riskInUSD: 'DESC' }]);
    expect(probe.search).toBe('');
  });

  it('applies a text filter 300 ms after the last keystroke, without Apply', () => {
    mount();
    act(() => probe.view.filters.edit('name', 'ac'));
    act(() => vi.advanceTimersByTime(200));
    act(() => probe.view.filters.edit('name', 'acme'));
    act(() => vi.advanceTimersByTime(299));
    expect(probe.view.filters.current.name).toBe('');
    expect(probe.view.where).toEqual({ isSensitive: { eq: true } });
    act(() => vi.advanceTimersByTime(1));
    expect(probe.view.filters.current.name).toBe('acme');
    expect(probe.view.where).toEqual({
      and: [{ name: { contains: 'acme' } }, { isSensitive: { eq: true } }],
    });
    expect(urlView()).toEqual({ f: { name: 'acme' } });
  });

  it('applies a select with applyImmediately at once, another select only on Apply', () => {
    mount();
    act(() => probe.view.filters.edit('sensitive', null));
    expect(probe.view.where).toBeUndefined();
    act(() => probe.view.filters.edit('status', true));
    expect(probe.view.where).toBeUndefined();
    expect(probe.view.filters.pending).toBe(true);
    act(() => probe.view.filters.apply());
    expect(probe.view.where).toEqual({ isActive: { eq: true } });
    expect(urlView()).toEqual({ f: { sensitive: null, status: true } });
  });

  it('Cancel drops a pending text edit before its pause ends', () => {
    mount();
    act(() => probe.view.filters.edit('name', 'acme'));
    act(() => probe.view.filters.cancel());
    act(() => vi.advanceTimersByTime(1000));
    expect(probe.view.filters.draft.name).toBe('');
    expect(probe.view.filters.current.name).toBe('');
  });

  it('Clear all returns to the initial values and removes the parameter', () => {
    mount('/list?risk=' + encodeURIComponent('{"f":{"name":"x","sensitive":null}}'));
    expect(probe.view.filters.current).toEqual({ name: 'x', sensitive: null, status: null });
    act(() => probe.view.filters.clearAll());
    expect(probe.view.filters.current).toEqual({ name: '', sensitive: true, status: null });
    expect(probe.search).toBe('');
  });

  it('restores filters and sort from the URL (a shared view, a reload)', () => {
    mount('/list?risk=' + encodeURIComponent('{"f":{"name":"acme"},"s":["name","ASC"]}') + '&other=1');
    expect(probe.view.filters.draft.name).toBe('acme');
    expect(probe.view.sort).toEqual({ field: 'name', direction: 'ASC' });
    expect(probe.view.order).toEqual([{ name: 'ASC' }]);
  });

  it('falls back to the defaults for a broken parameter and removes it, keeping other parameters', () => {
    mount('/list?risk=%7Bbroken&dialogType=addClassifier');
    expect(probe.view.filters.current).toEqual({ name: '', sensitive: true, status: null });
    expect(probe.view.sort).toEqual(DEFAULT_SORT);
    expect(probe.search).toBe('?dialogType=addClassifier');
  });

  it('writes the sort to the URL and follows the URL on back/forward', () => {
    mount();
    act(() => probe.view.setSort({ field: 'name', direction: 'DESC' }));
    expect(urlView()).toEqual({ s: ['name', 'DESC'] });
    act(() => {
      void probe.navigate('/list?risk=' + encodeURIComponent('{"f":{"status":true}}'));
    });
    expect(probe.view.sort).toEqual(DEFAULT_SORT);
    expect(probe.view.filters.current.status).toBe(true);
    expect(probe.view.where).toEqual({ and: [{ isSensitive: { eq: true } }, { isActive: { eq: true } }] });
  });
});
