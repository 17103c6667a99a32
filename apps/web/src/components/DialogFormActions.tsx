import type { ReactNode } from 'react';
import { Button, DialogActions } from '@mui/material';

export type DialogFormActionsProps = {
  close: () => void;
  closeLabel?: string;
  closeDisabled?: boolean;
  label: ReactNode;
  disabled?: boolean;
  testId: string;
  /** Given: the main button runs it; otherwise the main button submits the surrounding form. */
  onConfirm?: () => void;
};

/** A dialog's footer: the way out, then the main button. */
export function DialogFormActions({
  close,
  closeLabel = 'Cancel',
  closeDisabled,
  label,
  disabled,
  testId,
  onConfirm,
}: DialogFormActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={close} color="inherit" disabled={closeDisabled}>
        {closeLabel}
      </Button>
      <Button
        {...(onConfirm ? { onClick: onConfirm } : { type: 'submit' as const })}
        variant="contained"
        disabled={disabled}
        data-testid={testId}
      >
        {label}
      </Button>
    </DialogActions>
  );
}
