import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ServerList } from '../../hooks/use-server-list';
import { columnWidthsKey } from './column-widths';
import { DataTable, VIRTUALIZE_ABOVE } from './DataTable';
import type { DataColumn } from './types';

interface Regulation {
  id: number;
  name: string;
  risk: number;
}

const COLUMNS: DataColumn<Regulation>[] = [
  { id: 'name', header: 'Regulation', sortField: 'name', cell: (r) => r.name },
  {
    id: 'risk',
    header: 'Total Risk',
    sortField: 'riskInUSD',
    align: 'right',
    width: 140,
    cell: (r) => `$${r.risk}`,
  },
  { id: 'note', header: 'Note', width: 120, cell: () => '—' },
];

const ROWS: Regulation[] = [
  { id: 1, name: 'GDPR', risk: 300 },
  { id: 2, name: 'HIPAA', risk: 200 },
  { id: 3, name: 'PCI DSS', risk: 100 },
];

function many(n: number): Regulation[] {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `R${i + 1}`, risk: i }));
}

function serverList(items: Regulation[], over: Partial<ServerList<Regulation>> = {}): ServerList<Regulation> {
  return {
    items,
    totalCount: items.length,
    hasNextPage: false,
    pageIndex: 0,
    pageSize: 20,
    loading: false,
    loadingMore: false,
    refreshing: false,
    printing: false,
    error: undefined,
    autoLoad: true,
    loadMore: vi.fn(async () => {}),
    refetch: vi.fn(async () => {}),
    print: vi.fn(async () => {}),
    ...over,
  };
}

const base = {
  id: 'regulations',
  columns: COLUMNS,
  getRowId: (r: Regulation) => r.id,
  ariaLabel: 'Regulations',
  rowTestId: 'regulation-row',
};

describe('DataTable', () => {
  it("says 'No data' for an empty list", () => {
    render(<DataTable {...base} rows={[]} />);
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.queryAllByTestId('regulation-row')).toHaveLength(0);
  });

  it('shows skeleton rows while the first page loads, and the error text', () => {
    const { rerender } = render(<DataTable {...base} rows={[]} loading />);
    expect(screen.getAllByTestId('data-table-skeleton')).toHaveLength(5);
    expect(screen.queryByText('No data')).toBeNull();
    rerender(<DataTable {...base} rows={[]} error={new Error('Tenant not found.')} />);
    expect(screen.getByRole('alert').textContent).toContain('Tenant not found.');
  });

  it('renders one row per item in a real table, with the root and row test ids', () => {
    render(<DataTable {...base} rows={ROWS} />);
    const table = screen.getByRole('table', { name: 'Regulations' });
    const rows = screen.getAllByTestId('regulation-row');
    expect(rows.map((r) => r.textContent)).toEqual(['GDPR$300—', 'HIPAA$200—', 'PCI DSS$100—']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByTestId('regulations-table').getAttribute('data-row-count')).toBe('3');
  });

  it('sort: a new column starts DESC, the active column flips', () => {
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable
        {...base}
        rows={ROWS}
        sort={{ field: 'riskInUSD', direction: 'DESC' }}
        onSortChange={onSortChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Regulation' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'DESC' });
    fireEvent.click(screen.getByRole('button', { name: 'Total Risk' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'riskInUSD', direction: 'ASC' });
    expect(screen.getByRole('columnheader', { name: /Total Risk/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    rerender(
      <DataTable
        {...base}
        rows={ROWS}
        sort={{ field: 'riskInUSD', direction: 'ASC' }}
        onSortChange={onSortChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Total Risk' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'riskInUSD', direction: 'DESC' });
    expect(screen.queryByRole('button', { name: 'Note' })).toBeNull();
  });

  it('expands a row into its slot and collapses it again', () => {
    const renderExpanded = vi.fn((r: Regulation) => <div>Classifiers of {r.name}</div>);
    render(<DataTable {...base} rows={ROWS} renderExpanded={renderExpanded} />);
    expect(screen.queryByText('Classifiers of HIPAA')).toBeNull();
    const toggles = screen.getAllByRole('button', { name: 'Expand row' });
    fireEvent.click(toggles[1]!);
    expect(screen.getByText('Classifiers of HIPAA')).toBeTruthy();
    expect(renderExpanded).toHaveBeenCalledWith(ROWS[1]);
    expect(screen.getByRole('button', { name: 'Collapse row' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse row' }));
    expect(screen.queryByText('Classifiers of HIPAA')).toBeNull();
  });

  it('hands the selection to the toolbar slot without opening the row', () => {
    const onRowClick = vi.fn();
    const onSelectionChange = vi.fn();
    render(
      <DataTable
        {...base}
        rows={ROWS}
        selectable
        onRowClick={onRowClick}
        onSelectionChange={onSelectionChange}
        toolbar={(selection) => (
          <button onClick={selection.clear}>
            Delete {selection.rows.map((r) => r.name).join(',') || 'none'}
          </button>
        )}
      />,
    );
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[2]!);
    expect(screen.getByRole('button', { name: 'Delete GDPR,PCI DSS' })).toBeTruthy();
    expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[0], ROWS[2]]);
    expect(onRowClick).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('button', { name: 'Delete GDPR,HIPAA,PCI DSS' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete GDPR,HIPAA,PCI DSS' }));
    expect(screen.getByRole('button', { name: 'Delete none' })).toBeTruthy();
  });

  it('opens a row by click and by Enter', () => {
    const onRowClick = vi.fn();
    render(<DataTable {...base} rows={ROWS} onRowClick={onRowClick} />);
    fireEvent.click(screen.getAllByTestId('regulation-row')[1]!);
    fireEvent.keyDown(screen.getAllByTestId('regulation-row')[2]!, { key: 'Enter' });
    expect(onRowClick.mock.calls).toEqual([[ROWS[1]], [ROWS[2]]]);
  });

  it('keeps a window of rows in the DOM for a long list', () => {
    // jsdom has no layout: give the scrolling body a viewport of 600 px.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    render(<DataTable {...base} rows={many(100_000)} />);
    const root = screen.getByTestId('regulations-table');
    const rendered = screen.getAllByTestId('regulation-row').length;
    expect(root.getAttribute('data-virtualized')).toBe('true');
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    expect(root.getAttribute('data-row-count')).toBe(String(rendered));
    expect(root.getAttribute('data-loaded-rows')).toBe('100000');
    vi.restoreAllMocks();
  });

  it('renders every loaded row while printing', () => {
    render(<DataTable {...base} list={serverList(many(300), { printing: true })} />);
    const root = screen.getByTestId('regulations-table');
    expect(VIRTUALIZE_ABOVE).toBeLessThan(300);
    expect(root.getAttribute('data-virtualized')).toBe('false');
    expect(root.hasAttribute('data-print-root')).toBe(true);
    expect(screen.getAllByTestId('regulation-row')).toHaveLength(300);
  });

  it("renders every loaded row for the browser's own print, and the window again after it", () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    render(<DataTable {...base} rows={many(200)} />);
    const windowed = screen.getAllByTestId('regulation-row').length;
    expect(windowed).toBeLessThan(100);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getAllByTestId('regulation-row')).toHaveLength(200);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.getAllByTestId('regulation-row')).toHaveLength(windowed);
    vi.restoreAllMocks();
  });

  it('offers Load More and Print for a server list', () => {
    const list = serverList(ROWS, { hasNextPage: true, totalCount: 50 });
    render(<DataTable {...base} list={list} countLabel={(n) => `${n} regulations`} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(list.loadMore).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(list.print).toHaveBeenCalledTimes(1);
    expect(screen.getByText('50 regulations')).toBeTruthy();
  });

  it('uses remembered column widths of its own table id', () => {
    window.localStorage.setItem(columnWidthsKey('regulations'), JSON.stringify({ risk: 222, note: 10 }));
    window.localStorage.setItem(columnWidthsKey('devices'), JSON.stringify({ risk: 333 }));
    const { container } = render(<DataTable {...base} rows={ROWS} />);
    const widths = Array.from(container.querySelectorAll('col')).map((c) => c.style.width);
    expect(widths).toEqual(['', '222px', '50px']);
  });

  it('resizes a column from the keyboard and remembers it', () => {
    render(<DataTable {...base} rows={ROWS} />);
    const handle = screen.getByRole('separator', { name: 'Resize Total Risk' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(JSON.parse(window.localStorage.getItem(columnWidthsKey('regulations'))!)).toEqual({ risk: 156 });
    expect(screen.queryByRole('separator', { name: 'Resize Regulation' })).toBeNull();
  });
});
