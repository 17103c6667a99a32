import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PrintRounded from '@mui/icons-material/PrintRounded';
import {
  functionalUpdate,
  useTable,
  type ColumnDef,
  type ColumnSizingState,
  type ExpandedState,
  type Row,
  type RowData,
  type Updater,
} from '@tanstack/react-table';
import { measureElement as measureRendered, useVirtualizer } from '@tanstack/react-virtual';
import { Messages } from '@vigil/contracts';
import { errorText } from '../../graphql/error-text';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll';
import type { ServerList } from '../../hooks/use-server-list';
import { browserStorage, columnMinWidth, readColumnWidths, writeColumnWidths } from './column-widths';
import { DataTableHeaderCell } from './DataTableHeaderCell';
import { DataRow, DetailRow } from './DataTableRows';
import { dataTableFeatures as features, type DataTableFeatures as Features } from './table-features';
import type { SortState } from './sort';
import type { DataColumn, DataTableSelection } from './types';
import './data-table-print.css';

const DEFAULT_WIDTH = 160;
const CONTROL_WIDTH = 48;
/** Lists up to this many rows (and expanded panels) render whole; longer ones render a window. */
export const VIRTUALIZE_ABOVE = 60;
const OVERSCAN = 10;
const SKELETON_ROWS = 5;
const EMPTY: readonly never[] = [];

export interface DataTableProps<T extends RowData> {
  /** Stable id of the table: its column widths are remembered under it. */
  id: string;
  columns: readonly DataColumn<T>[];
  getRowId: (row: T) => string | number;
  /** A server list (useServerList): rows, counts, loading, errors, Load More, infinite scroll, print. */
  list?: ServerList<T>;
  /** Rows already at hand, when there is no server list. */
  rows?: readonly T[];
  loading?: boolean;
  error?: unknown;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  onRowClick?: (row: T) => void;
  /** Content shown under an expanded row; each row gets an expand button. */
  renderExpanded?: (row: T) => ReactNode;
  canExpand?: (row: T) => boolean;
  /** Controlled expansion (Expand All: `true`, Collapse All: `{}`); left out, the table keeps its own. */
  expanded?: ExpandedState;
  onExpandedChange?: (expanded: ExpandedState) => void;
  /** Selection checkboxes; the toolbar slot receives the selection. */
  selectable?: boolean;
  onSelectionChange?: (rows: T[]) => void;
  /** Left part of the toolbar: search field, bulk actions (a function receives the selection). */
  toolbar?: ReactNode | ((selection: DataTableSelection<T>) => ReactNode);
  /** Right part of the toolbar, e.g. `(n) => `${n} tenants``. */
  countLabel?: (totalCount: number) => ReactNode;
  /** What an empty list says instead of "No data" (e.g. why rows may be hidden). */
  emptyContent?: ReactNode;
  /** Show the Print button (default: when a server list is given). */
  printable?: boolean;
  ariaLabel: string;
  /** data-testid of the root; `${id}-table` when absent. */
  testId?: string;
  /** data-testid of every data row. */
  rowTestId?: string;
  /** Height limit of the scrolling body (the header stays). */
  maxHeight?: number | string;
  /** Estimated row height in px, for the virtual window. */
  rowHeight?: number;
  /** Drop the outer border (e.g. a table nested in an expanded row). */
  flat?: boolean;
}

type DisplayItem<T extends RowData> =
  | { kind: 'row'; key: string; row: Row<Features, T> }
  | { kind: 'detail'; key: string; row: Row<Features, T> };

function toColumnDef<T extends RowData>(column: DataColumn<T>, grows: boolean): ColumnDef<Features, T> {
  return {
    id: column.id,
    header: () => column.header,
    cell: ({ row }) => column.cell(row.original),
    size: column.width ?? DEFAULT_WIDTH,
    minSize: columnMinWidth(column),
    enableResizing: column.resizable ?? !grows,
  };
}

/** The column that takes the width left over: the one marked `grow`, else the first. */
function growColumnId<T>(columns: readonly DataColumn<T>[]): string | undefined {
  return (columns.find((c) => c.grow) ?? columns[0])?.id;
}

/**
 * The one table of the console: columns declared once, server sort, resizable and remembered
 * column widths, row virtualisation, expandable rows, selection, empty/loading/error states,
 * Load More with infinite scroll, and Print.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { id, columns, list, getRowId, sort, onSortChange, onRowClick, renderExpanded, canExpand } = props;
  const { selectable = false, onSelectionChange, toolbar, countLabel, ariaLabel, rowTestId } = props;
  const rows = (list?.items ?? props.rows ?? EMPTY) as T[];
  const loading = list?.loading ?? props.loading ?? false;
  const error = list?.error ?? props.error;
  const totalCount = list?.totalCount ?? rows.length;
  const printable = props.printable ?? Boolean(list);
  const expandable = Boolean(renderExpanded);
  const { expanded: controlledExpanded, onExpandedChange } = props;

  const [localPrinting, setLocalPrinting] = useState(false);
  const printing = Boolean(list?.printing) || localPrinting;
  // The browser's own print (Ctrl+P) also gets every loaded row, not the visible window.
  const [browserPrinting, setBrowserPrinting] = useState(false);
  const printingRef = useRef(printing);
  useEffect(() => {
    printingRef.current = printing;
  }, [printing]);
  useEffect(() => {
    const before = () => {
      if (!printingRef.current) flushSync(() => setBrowserPrinting(true));
    };
    const after = () => setBrowserPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const growId = growColumnId(columns);
  const columnDefs = useMemo(() => columns.map((c) => toColumnDef(c, c.id === growId)), [columns, growId]);
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);

  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>(() =>
    readColumnWidths(browserStorage(), id, columns),
  );
  const resized = useRef(false);
  const onColumnSizingChange = useCallback((updater: Updater<ColumnSizingState>) => {
    resized.current = true;
    setColumnSizing(updater);
  }, []);

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row: T) => String(getRowId(row)),
    state: { columnSizing, ...(controlledExpanded !== undefined ? { expanded: controlledExpanded } : {}) },
    onColumnSizingChange,
    ...(onExpandedChange
      ? {
          onExpandedChange: (updater: Updater<ExpandedState>) =>
            onExpandedChange(functionalUpdate(updater, controlledExpanded ?? {})),
        }
      : {}),
    columnResizeMode: 'onChange',
    enableColumnResizing: true,
    enableExpanding: expandable,
    getRowCanExpand: (row: Row<Features, T>) => expandable && (canExpand ? canExpand(row.original) : true),
    enableRowSelection: selectable,
    enableRowRangeSelection: selectable,
    autoResetAll: false,
    autoResetExpanded: false,
  });

  const resizingColumn = table.state.columnResizing.isResizingColumn;
  useEffect(() => {
    if (resizingColumn || !resized.current) return;
    writeColumnWidths(browserStorage(), id, columnSizing, columns);
  }, [resizingColumn, columnSizing, id, columns]);

  const rowModel = table.getRowModel().rows;
  const expanded = table.state.expanded;
  const displayItems = useMemo(() => {
    const items: DisplayItem<T>[] = [];
    for (const row of rowModel) {
      items.push({ kind: 'row', key: row.id, row });
      if (expandable && row.getIsExpanded()) items.push({ kind: 'detail', key: `${row.id}:detail`, row });
    }
    return items;
    // `expanded` is what getIsExpanded() reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowModel, expandable, expanded]);

  const rowSelection = table.state.rowSelection;
  const selection = useMemo<DataTableSelection<T>>(() => {
    const selectedRows = rowModel.filter((r) => rowSelection[r.id]);
    return {
      rows: selectedRows.map((r) => r.original),
      ids: selectedRows.map((r) => r.id),
      clear: () => table.resetRowSelection(true),
    };
  }, [rowModel, rowSelection, table]);
  const onSelectionChangeRef = useRef(onSelectionChange);
  useEffect(() => {
    onSelectionChangeRef.current = onSelectionChange;
  }, [onSelectionChange]);
  useEffect(() => {
    onSelectionChangeRef.current?.(selection.rows);
  }, [selection]);

  const scrollRef = useRef<HTMLDivElement | null>(null);
  const virtualize = !printing && !browserPrinting && displayItems.length > VIRTUALIZE_ABOVE;
  const rowHeight = props.rowHeight ?? 48;
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: displayItems.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (displayItems[index]?.kind === 'detail' ? rowHeight * 4 : rowHeight),
    getItemKey: (index) => displayItems[index]?.key ?? index,
    // A row of a hidden table measures 0 px; taking that would put every row in the window.
    measureElement: (element, entry, instance) => {
      const size = measureRendered(element, entry, instance);
      return size > 0 ? size : instance.options.estimateSize(instance.indexFromElement(element));
    },
    overscan: OVERSCAN,
    enabled: virtualize,
    useFlushSync: false,
  });
  const windowItems = virtualize ? virtualizer.getVirtualItems() : null;
  const visible = windowItems
    ? windowItems.flatMap((v) => {
        const item = displayItems[v.index];
        return item ? [{ item, index: v.index }] : [];
      })
    : displayItems.map((item, index) => ({ item, index }));
  const paddingTop = windowItems?.[0]?.start ?? 0;
  const paddingBottom = windowItems
    ? virtualizer.getTotalSize() - (windowItems[windowItems.length - 1]?.end ?? 0)
    : 0;
  const renderedRowCount = visible.filter((v) => v.item.kind === 'row').length;

  const hasNextPage = list?.hasNextPage ?? false;
  const loadingMore = list?.loadingMore ?? false;
  const loadMore = list?.loadMore;
  const onEnd = useCallback(() => void loadMore?.(), [loadMore]);
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    onEnd,
    Boolean(list?.autoLoad) && hasNextPage && !loading && !loadingMore && !printing && !error,
    { root: scrollRef },
  );

  useEffect(() => {
    if (!localPrinting) return;
    window.print();
    setLocalPrinting(false);
  }, [localPrinting]);
  const print = () => (list ? void list.print() : setLocalPrinting(true));

  const leafColumns = table.getAllLeafColumns();
  const colSpan = leafColumns.length + (selectable ? 1 : 0) + (expandable ? 1 : 0);
  const minTableWidth =
    leafColumns.reduce((sum, c) => sum + c.getSize(), 0) +
    (selectable ? CONTROL_WIDTH : 0) +
    (expandable ? CONTROL_WIDTH : 0);
  const busy = (loading || Boolean(list?.refreshing)) && rows.length > 0;
  const showToolbar = Boolean(toolbar) || Boolean(countLabel) || printable;

  const renderRow = ({ item, index }: { item: DisplayItem<T>; index: number }) => {
    const measure = virtualize ? virtualizer.measureElement : undefined;
    return item.kind === 'detail' ? (
      <DetailRow key={item.key} ref={measure} index={index} colSpan={colSpan} testId={rowTestId}>
        {renderExpanded?.(item.row.original)}
      </DetailRow>
    ) : (
      <DataRow
        key={item.key}
        ref={measure}
        index={index}
        row={item.row}
        columns={byId}
        selectable={selectable}
        expandable={expandable}
        onClick={onRowClick}
        testId={rowTestId}
      />
    );
  };

  return (
    <Paper
      variant={props.flat ? undefined : 'outlined'}
      elevation={0}
      square={props.flat}
      data-testid={props.testId ?? `${id}-table`}
      data-row-count={renderedRowCount}
      data-loaded-rows={rows.length}
      data-virtualized={virtualize ? 'true' : 'false'}
      data-printing={printing ? 'true' : 'false'}
      data-print-root={printing ? '' : undefined}
      sx={{ overflow: 'hidden', position: 'relative', bgcolor: props.flat ? 'transparent' : undefined }}
    >
      {showToolbar && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            p: 1.5,
            borderBottom: '1px solid',
            borderColor: 'divider',
            minHeight: 56,
          }}
        >
          <Box
            data-no-print
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: '0 1 auto' }}
          >
            {typeof toolbar === 'function' ? toolbar(selection) : toolbar}
          </Box>
          <Box sx={{ flex: 1 }} />
          {countLabel && (
            <Typography
              variant="body2"
              color="text.secondary"
              className="tabular"
              data-testid={`${id}-count`}
            >
              {countLabel(totalCount)}
            </Typography>
          )}
          {printable && (
            <Button
              size="small"
              variant="text"
              startIcon={<PrintRounded fontSize="small" />}
              onClick={print}
              disabled={printing}
              data-no-print
            >
              Print
            </Button>
          )}
        </Box>
      )}
      {Boolean(error) && (
        <Alert severity="error" sx={{ m: 1.5 }}>
          {errorText(error)}
        </Alert>
      )}
      <Box sx={{ position: 'relative' }}>
        {busy && (
          <LinearProgress
            aria-label={Messages.loading}
            sx={{ position: 'absolute', left: 0, right: 0, top: 0, height: 2, zIndex: 3 }}
          />
        )}
        <TableContainer
          ref={scrollRef}
          className="vigil-data-table-scroll"
          sx={{ maxHeight: props.maxHeight ?? 'max(360px, calc(100vh - 280px))', overflow: 'auto' }}
        >
          <Table
            size="small"
            stickyHeader
            aria-label={ariaLabel}
            aria-rowcount={virtualize && !expandable ? totalCount + 1 : undefined}
            sx={{ tableLayout: 'fixed', width: '100%', minWidth: minTableWidth }}
          >
            <colgroup>
              {selectable && <col style={{ width: CONTROL_WIDTH }} />}
              {expandable && <col style={{ width: CONTROL_WIDTH }} />}
              {leafColumns.map((c) => (
                <col
                  key={c.id}
                  style={c.id === growId ? { minWidth: c.getSize() } : { width: c.getSize() }}
                />
              ))}
            </colgroup>
            <TableHead>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id}>
                  {selectable && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={rows.length > 0 && table.getIsAllRowsSelected()}
                        indeterminate={table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()}
                        onChange={() => table.toggleAllRowsSelected()}
                        slotProps={{ input: { 'aria-label': 'Select all rows' } }}
                      />
                    </TableCell>
                  )}
                  {expandable && <TableCell padding="checkbox" aria-label="Details" />}
                  {group.headers.map((header) => {
                    const column = byId.get(header.column.id);
                    if (!column) return null;
                    const canResize = header.column.getCanResize();
                    return (
                      <DataTableHeaderCell
                        key={header.id}
                        column={column}
                        label={<table.FlexRender header={header} />}
                        sort={sort}
                        onSortChange={onSortChange}
                        resize={
                          canResize
                            ? {
                                width: header.getSize(),
                                onStart: header.getResizeHandler(),
                                onReset: () => header.column.resetSize(),
                                onStep: (delta) =>
                                  onColumnSizingChange((old) => ({
                                    ...old,
                                    [header.column.id]: Math.max(
                                      columnMinWidth(column),
                                      header.getSize() + delta,
                                    ),
                                  })),
                              }
                            : undefined
                        }
                      />
                    );
                  })}
                </TableRow>
              ))}
            </TableHead>
            <TableBody>
              {loading && rows.length === 0 ? (
                Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <TableRow key={`skeleton-${i}`} data-testid="data-table-skeleton">
                    {Array.from({ length: colSpan }, (_, j) => (
                      <TableCell key={j}>
                        <Skeleton width={j === 0 ? '70%' : '50%'} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              ) : rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={colSpan} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                    {props.emptyContent ?? Messages.noData}
                  </TableCell>
                </TableRow>
              ) : (
                <>
                  {paddingTop > 0 && (
                    <tr aria-hidden style={{ height: paddingTop }}>
                      <td colSpan={colSpan} style={{ padding: 0, border: 0 }} />
                    </tr>
                  )}
                  {visible.map(renderRow)}
                  {paddingBottom > 0 && (
                    <tr aria-hidden style={{ height: paddingBottom }}>
                      <td colSpan={colSpan} style={{ padding: 0, border: 0 }} />
                    </tr>
                  )}
                </>
              )}
            </TableBody>
          </Table>
          <Box ref={sentinel} aria-hidden sx={{ height: '1px' }} />
        </TableContainer>
      </Box>
      {hasNextPage && (
        <Box
          data-no-print
          sx={{
            display: 'flex',
            justifyContent: 'center',
            p: 1.5,
            borderTop: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Button onClick={() => void loadMore?.()} disabled={loadingMore || loading}>
            {loadingMore ? Messages.loading : 'Load More'}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
