import type { KeyboardEvent } from 'react';
import { Box, TableCell, TableSortLabel } from '@mui/material';
import { nextSort, type SortState } from './sort';
import type { DataColumn } from './types';

const RESIZE_STEP = 16;

interface HeaderCellProps<T> {
  column: DataColumn<T>;
  label: React.ReactNode;
  sort: SortState | null | undefined;
  onSortChange?: (sort: SortState) => void;
  resize?: {
    width: number;
    onStart: (event: unknown) => void;
    onReset: () => void;
    onStep: (delta: number) => void;
  };
}

function ariaSort(column: { sortField?: string }, sort: SortState | null | undefined) {
  if (!column.sortField || sort?.field !== column.sortField) return undefined;
  return sort.direction === 'ASC' ? 'ascending' : 'descending';
}

function columnName(column: DataColumn<unknown>): string {
  return typeof column.header === 'string' ? column.header : column.id;
}

/** A column header: sort label (server sort), and a drag handle that resizes the column. */
export function DataTableHeaderCell<T>({ column, label, sort, onSortChange, resize }: HeaderCellProps<T>) {
  const sortField = column.sortField;
  const active = Boolean(sortField) && sort?.field === sortField;
  const direction = active && sort?.direction === 'ASC' ? 'asc' : 'desc';

  const onResizeKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') resize?.onStep(-RESIZE_STEP);
    else if (e.key === 'ArrowRight') resize?.onStep(RESIZE_STEP);
    else return;
    e.preventDefault();
  };

  return (
    <TableCell
      align={column.align}
      aria-sort={ariaSort(column, sort)}
      data-column-id={column.id}
      sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {sortField && onSortChange ? (
        <TableSortLabel
          active={active}
          direction={direction}
          onClick={() => onSortChange(nextSort(sort, sortField))}
          sx={{ maxWidth: '100%', flexDirection: column.align === 'right' ? 'row-reverse' : undefined }}
        >
          {label}
        </TableSortLabel>
      ) : (
        label
      )}
      {resize && (
        <Box
          role="separator"
          aria-orientation="vertical"
          aria-label={`Resize ${columnName(column as DataColumn<unknown>)}`}
          aria-valuenow={resize.width}
          tabIndex={0}
          data-no-print
          onMouseDown={resize.onStart}
          onTouchStart={resize.onStart}
          onDoubleClick={resize.onReset}
          onClick={(e) => e.stopPropagation()}
          onKeyDown={onResizeKey}
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            bottom: 0,
            width: 8,
            cursor: 'col-resize',
            touchAction: 'none',
            userSelect: 'none',
            '&::after': {
              content: '""',
              position: 'absolute',
              top: '25%',
              bottom: '25%',
              right: 3,
              width: 2,
              borderRadius: 1,
              bgcolor: 'divider',
            },
            '&:hover::after, &:focus-visible::after': { bgcolor: 'primary.main', top: 0, bottom: 0 },
            '&:focus-visible': { outline: 'none' },
          }}
        />
      )}
    </TableCell>
  );
}
