import { Button, DialogActions } from '@mui/material';

/** A form dialog's footer: the way out, then the form's submit button. */
export function DialogFormActions({
  close,
  closeLabel = 'Cancel',
  closeDisabled,
  label,
  disabled,
  testId,
}: {
  close: () => void;
  closeLabel?: string;
  closeDisabled?: boolean;
  label: string;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={close} color="inherit" disabled={closeDisabled}>
        {closeLabel}
      </Button>
      <Button type="submit" variant="contained" disabled={disabled} data-testid={testId}>
        {label}
      </Button>
    </DialogActions>
  );
}
