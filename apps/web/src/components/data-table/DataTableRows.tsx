import type { ReactNode, Ref } from 'react';
import { Checkbox, IconButton, TableCell, TableRow } from '@mui/material';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';
import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './table-features';
import type { DataColumn } from './types';

interface DataRowProps<T extends RowData> {
  ref?: Ref<HTMLTableRowElement>;
  /** Position among the rendered items (the virtualizer measures by it). */
  index: number;
  row: Row<DataTableFeatures, T>;
  columns: ReadonlyMap<string, DataColumn<T>>;
  selectable: boolean;
  expandable: boolean;
  onClick?: (row: T) => void;
  testId?: string;
}

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/** One data row: selection checkbox, expand button, then the cells. */
export function DataRow<T extends RowData>({
  ref,
  index,
  row,
  columns,
  selectable,
  expandable,
  onClick,
  testId,
}: DataRowProps<T>) {
  const isExpanded = row.getIsExpanded();
  return (
    <TableRow
      ref={ref}
      data-index={index}
      data-testid={testId}
      data-row-id={row.id}
      hover
      selected={row.getIsSelected()}
      tabIndex={onClick ? 0 : undefined}
      onClick={onClick ? () => onClick(row.original) : undefined}
      onKeyDown={
        onClick
          ? (e) => {
              if (e.key === 'Enter' && e.target === e.currentTarget) onClick(row.original);
            }
          : undefined
      }
      sx={
        onClick
          ? {
              cursor: 'pointer',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: -2 },
            }
          : undefined
      }
    >
      {selectable && (
        <TableCell padding="checkbox" onClick={stop}>
          <Checkbox
            size="small"
            checked={row.getIsSelected()}
            disabled={!row.getCanSelect()}
            onChange={row.getToggleSelectedHandler()}
            slotProps={{ input: { 'aria-label': 'Select row' } }}
          />
        </TableCell>
      )}
      {expandable && (
        <TableCell padding="checkbox" onClick={stop}>
          {row.getCanExpand() && (
            <IconButton
              size="small"
              aria-label={isExpanded ? 'Collapse row' : 'Expand row'}
              aria-expanded={isExpanded}
              onClick={() => row.toggleExpanded()}
            >
              {isExpanded ? (
                <KeyboardArrowDownRounded fontSize="small" />
              ) : (
                <KeyboardArrowRightRounded fontSize="small" />
              )}
            </IconButton>
          )}
        </TableCell>
      )}
      {row.getAllCells().map((cell) => {
        const column = columns.get(cell.column.id);
        return (
          <TableCell
            key={cell.id}
            align={column?.align}
            className={column?.align === 'right' ? 'tabular' : undefined}
            sx={
              column?.wrap
                ? undefined
                : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }
            }
          >
            <FlexRender cell={cell} />
          </TableCell>
        );
      })}
    </TableRow>
  );
}

interface DetailRowProps {
  ref?: Ref<HTMLTableRowElement>;
  index: number;
  colSpan: number;
  /** The data row's test id; the panel gets `${testId}-details`. */
  testId?: string;
  children: ReactNode;
}

/** The panel under an expanded row, across all columns. */
export function DetailRow({ ref, index, colSpan, testId, children }: DetailRowProps) {
  return (
    <TableRow ref={ref} data-index={index} data-testid={testId ? `${testId}-details` : undefined}>
      <TableCell colSpan={colSpan} sx={{ p: 0, bgcolor: 'grey.50' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
