import type { FormEvent, ReactNode } from 'react';
import { DialogContent } from '@mui/material';
import { useDiscardGuard } from '../shell/dialogs/discard-guard';
import { DialogFormActions, type DialogFormActionsProps } from './DialogFormActions';

/**
 * A form dialog's body: its fields in one column, then the way out and the submit button. Given
 * `dirty`, Escape and a click beside the dialog ask before the unsaved input is thrown away.
 */
export function DialogForm({
  onSubmit,
  children,
  dirty = false,
  ...actions
}: DialogFormActionsProps & {
  onSubmit: (e: FormEvent) => Promise<void>;
  children: ReactNode;
  dirty?: boolean;
}) {
  useDiscardGuard(dirty);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }}>{children}</DialogContent>
      <DialogFormActions {...actions} />
    </form>
  );
}
