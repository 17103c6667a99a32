import { Alert, Portal, Snackbar } from '@mui/material';
import { Limits } from '@vigil/contracts';
import type { SnackbarSeverity } from './snackbar-context';

export interface SnackbarMessageProps {
  message: string;
  severity: SnackbarSeverity;
  /** Shown while a dialog is open: the dialog's own buttons sit at the bottom right. */
  overDialog: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * One message. A portal of its own, made when the message comes: an open dialog hides from screen
 * readers the nodes that were there before it, so a message shown over a dialog must come later.
 * Loaded with the first message, not with the sign-in page.
 */
export default function SnackbarMessage({
  message,
  severity,
  overDialog,
  open,
  onClose,
}: SnackbarMessageProps) {
  return (
    <Portal>
      <Snackbar
        open={open}
        autoHideDuration={Limits.snackbarMs}
        onClose={(_e, reason) => {
          if (reason !== 'clickaway') onClose();
        }}
        anchorOrigin={{ vertical: overDialog ? 'top' : 'bottom', horizontal: 'right' }}
      >
        <Alert
          severity={severity}
          variant="filled"
          onClose={onClose}
          sx={{ minWidth: 320, boxShadow: 6 }}
          data-testid="snackbar"
        >
          {message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
