import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The stronger warning: the confirm button in the error colour. */
  danger?: boolean;
  onConfirm: () => void | Promise<void>;
}

/** A small confirmation (delete, encryption settings): Cancel or the named action. */
export function ConfirmDialog({
  request,
  busy,
  onClose,
}: {
  request: ConfirmRequest | null;
  busy?: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={request !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby="confirm-title"
      data-testid="confirm-dialog"
      maxWidth="xs"
      fullWidth
    >
      {request && (
        <>
          <DialogTitle id="confirm-title">{request.title}</DialogTitle>
          <DialogContent>
            <DialogContentText component="div">{request.message}</DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={busy} color="inherit">
              Cancel
            </Button>
            <Button
              variant="contained"
              color={request.danger ? 'error' : 'primary'}
              disabled={busy}
              onClick={() => void request.onConfirm()}
              data-testid="confirm-button"
            >
              {request.confirmLabel}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
