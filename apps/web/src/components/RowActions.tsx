import type { ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';

/** The action buttons of a list row: a click on them never opens the row. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.25 }} onClick={(e) => e.stopPropagation()}>
      {children}
    </Box>
  );
}

type RowActionProps = {
  title: string;
  label: string;
  testId: string;
  icon: ReactNode;
  disabled?: boolean;
} & ({ onClick: () => void; href?: never } | { href: string; onClick?: never });

/** One icon button of a row: an action, or a link that opens in a new tab. */
export function RowAction({ title, label, testId, icon, disabled, onClick, href }: RowActionProps) {
  return (
    <Tooltip title={title}>
      {href === undefined ? (
        <IconButton
          size="small"
          aria-label={label}
          data-testid={testId}
          disabled={disabled}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      ) : (
        <IconButton
          size="small"
          aria-label={label}
          data-testid={testId}
          disabled={disabled}
          component="a"
          href={href}
          target="_blank"
          rel="noopener"
        >
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}

type NamedActionProps = { name: string; onClick: () => void; testId?: string };

/** The pencil of a row, labelled with what it edits. */
export function EditRowAction({ name, onClick, testId = 'row-edit' }: NamedActionProps) {
  return (
    <RowAction
      title="Edit"
      label={`Edit ${name}`}
      testId={testId}
      icon={<EditRounded fontSize="small" />}
      onClick={onClick}
    />
  );
}

/** The bin of a row, labelled with what it deletes. */
export function DeleteRowAction({ name, onClick, testId = 'row-delete' }: NamedActionProps) {
  return (
    <RowAction
      title="Delete"
      label={`Delete ${name}`}
      testId={testId}
      icon={<DeleteOutlineRounded fontSize="small" />}
      onClick={onClick}
    />
  );
}

/** A row's Edit and Delete. */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <RowActions>
      <EditRowAction name={name} onClick={onEdit} />
      <DeleteRowAction name={name} onClick={onDelete} />
    </RowActions>
  );
}
