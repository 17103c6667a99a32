import type { FormEvent, ReactNode } from 'react';
import { DialogContent } from '@mui/material';
import { DialogFormActions, type DialogFormActionsProps } from './DialogFormActions';

/** A form dialog's body: its fields in one column, then the way out and the submit button. */
export function DialogForm({
  onSubmit,
  children,
  ...actions
}: DialogFormActionsProps & {
  onSubmit: (e: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }}>{children}</DialogContent>
      <DialogFormActions {...actions} />
    </form>
  );
}
