import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { ConfirmedAction } from './ConfirmDialog';
import type { DataTableSelection } from './data-table';
import { SearchField, type FiltersController } from './filters';

/** The left part of a list's toolbar: the search box of its 'search' filter, then its bulk actions. */
export function ListToolbar({
  filters,
  searchPlaceholder,
  searchLabel,
  wrap = false,
  children,
}: {
  filters: FiltersController;
  searchPlaceholder: string;
  searchLabel: string;
  /** Let the actions go onto a second line on a narrow screen. */
  wrap?: boolean;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: wrap ? 'wrap' : undefined }}>
      <SearchField
        filters={filters}
        filterId="search"
        placeholder={searchPlaceholder}
        ariaLabel={searchLabel}
      />
      {children}
    </Box>
  );
}

/** An action on the selected rows, with how many there are: 'Add to Active (3)'. */
export function SelectionButton({
  label,
  icon,
  count,
  disabled = false,
  color,
  testId,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  /** The selected rows: none disables the button. */
  count: number;
  disabled?: boolean;
  color?: 'error';
  testId: string;
  onClick: () => void;
}) {
  return (
    <Button
      color={color}
      variant="outlined"
      startIcon={icon}
      disabled={count === 0 || disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
      {count > 0 ? ` (${count})` : ''}
    </Button>
  );
}

/** 'Delete (n)': deletes the selected rows, once confirmed. */
export function DeleteSelectedButton(props: { count: number; disabled?: boolean; onClick: () => void }) {
  return (
    <SelectionButton
      label="Delete"
      icon={<DeleteOutlineRounded />}
      color="error"
      testId="delete-selected"
      {...props}
    />
  );
}

/** Deletes the selected rows once confirmed: 'Delete "a", "b"? ' and what follows from it. */
export function DeleteSelected<R extends { id: number; name?: string }>({
  selection,
  confirm,
  title,
  consequence,
  remove,
  success,
  after,
  label = 'Delete',
  testId = 'delete-selected',
  nameOf = (r) => r.name ?? '',
  disabled = false,
}: {
  selection: DataTableSelection<R>;
  confirm: Pick<ConfirmedAction, 'busy' | 'ask' | 'run'>;
  title: string;
  consequence: string;
  remove: (ids: number[]) => Promise<unknown>;
  success: string;
  /** After the deletion: reload the list. */
  after: () => Promise<unknown>;
  label?: string;
  testId?: string;
  /** How the confirmation names a row (default: its name). */
  nameOf?: (row: R) => string;
  disabled?: boolean;
}) {
  return (
    <SelectionButton
      label={label}
      icon={<DeleteOutlineRounded />}
      color="error"
      testId={testId}
      count={selection.rows.length}
      disabled={confirm.busy || disabled}
      onClick={() =>
        confirm.ask({
          title,
          message: `Delete ${selection.rows.map((r) => `"${nameOf(r)}"`).join(', ')}? ${consequence}`,
          confirmLabel: 'Delete',
          danger: true,
          onConfirm: () =>
            confirm.run(
              async () => {
                await remove(selection.rows.map((r) => r.id));
                selection.clear();
              },
              success,
              after,
            ),
        })
      }
    />
  );
}
