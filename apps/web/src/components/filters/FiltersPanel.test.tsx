import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { FilterDef } from './filter-types';
import { FiltersPanel } from './FiltersPanel';
import { useListView } from './use-list-view';

const FILTERS: FilterDef[] = [
  {
    id: 'status',
    type: 'select',
    label: 'Status',
    field: 'isActive',
    options: [
      { label: 'Any', value: null },
      { label: 'Active', value: true },
      { label: 'Inactive', value: false },
    ],
  },
  { id: 'blocked', type: 'checkbox', label: 'Blocked only', field: 'isBlocked' },
  {
    id: 'files',
    type: 'int',
    label: 'Files at least',
    field: 'files',
    operation: 'gte',
    min: 0,
    max: 100_000_000,
  },
];

function Screen() {
  const view = useListView({ id: 'classifiers', filters: FILTERS });
  return (
    <FiltersPanel filters={view.filters}>
      <output data-testid="where">{JSON.stringify(view.where ?? null)}</output>
    </FiltersPanel>
  );
}

function mount() {
  render(
    <MemoryRouter>
      <Screen />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

function pickStatus(label: string) {
  const panel = screen.getByTestId('filters-panel');
  fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Status' }));
  fireEvent.click(screen.getByRole('option', { name: label }));
}

describe('FiltersPanel', () => {
  it('opens from the side tab; Apply applies the drafts and closes it', () => {
    mount();
    expect(screen.queryByTestId('filters-panel')).toBeNull();
    fireEvent.click(screen.getByTestId('filters-tab'));
    pickStatus('Inactive');
    fireEvent.click(
      within(screen.getByTestId('filters-panel')).getByRole('checkbox', { name: 'Blocked only' }),
    );
    expect(where()).toBe('null');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(where()).toBe(JSON.stringify({ and: [{ isActive: { eq: false } }, { isBlocked: { eq: true } }] }));
  });

  it('Cancel throws the drafts away', () => {
    mount();
    fireEvent.click(screen.getByTestId('filters-tab'));
    pickStatus('Active');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(where()).toBe('null');
    fireEvent.click(screen.getByTestId('filters-tab'));
    expect(
      within(screen.getByTestId('filters-panel')).getByRole('combobox', { name: 'Status' }).textContent,
    ).toBe('Any');
  });

  it('refuses a number outside its bounds', () => {
    mount();
    fireEvent.click(screen.getByTestId('filters-tab'));
    const files = within(screen.getByTestId('filters-panel')).getByRole('textbox', {
      name: 'Files at least',
    });
    fireEvent.change(files, { target: { value: '-1' } });
    expect(screen.getByText('Enter a whole number from 0 to 100000000.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(where()).toBe('null');
  });

  it('pinned, stays open beside the content; Clear all restores the initial values', () => {
    mount();
    fireEvent.click(screen.getByTestId('filters-tab'));
    fireEvent.click(screen.getByRole('button', { name: 'Pin filters' }));
    const panel = screen.getByTestId('filters-panel');
    expect(panel.getAttribute('data-pinned')).toBe('true');
    expect(screen.queryByTestId('filters-tab')).toBeNull();
    expect(window.localStorage.getItem('vigil.filtersPinned.classifiers')).toBe('true');

    pickStatus('Active');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(where()).toBe(JSON.stringify({ isActive: { eq: true } }));
    expect(screen.getByTestId('filters-panel')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(where()).toBe('null');
    fireEvent.click(screen.getByRole('button', { name: 'Unpin filters' }));
    expect(screen.getByTestId('filters-tab')).toBeTruthy();
  });
});
