import { useCallback, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSnackbar } from '../shell/snackbar/snackbar-context';

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

export interface ConfirmedAction {
  /** The open confirmation, null when none is open. */
  request: ConfirmRequest | null;
  /** An action is running: the confirm buttons and the page's action buttons wait. */
  busy: boolean;
  ask: (request: ConfirmRequest) => void;
  close: () => void;
  /**
   * Sends a change: busy meanwhile, then the success message and `after` (a reload), or the
   * error's message; the confirmation closes either way.
   */
  run: (send: () => Promise<unknown>, success: string, after?: () => Promise<unknown>) => Promise<void>;
}

/** The state of a page's ConfirmDialog and the one way the actions it guards are run. */
export function useConfirmedAction(): ConfirmedAction {
  const snackbar = useSnackbar();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => setRequest(null), []);
  const run = useCallback(
    async (send: () => Promise<unknown>, success: string, after?: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await send();
        snackbar.show(success, 'success');
        setRequest(null);
        await after?.();
      } catch (error) {
        snackbar.showError(error);
        setRequest(null);
      } finally {
        setBusy(false);
      }
    },
    [snackbar],
  );
  return { request, busy, ask: setRequest, close, run };
}
