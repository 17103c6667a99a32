import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert, Portal, Snackbar } from '@mui/material';
import { Limits } from '@vigil/contracts';
import { errorText } from '../../graphql/error-text';
import { SnackbarContext, type SnackbarApi, type SnackbarSeverity } from './snackbar-context';

interface SnackbarMessage {
  key: number;
  message: string;
  severity: SnackbarSeverity;
  /** Shown while a dialog is open: the dialog's own buttons sit at the bottom right. */
  overDialog: boolean;
}

/** A dialog slides in at the bottom right, where its main button is: a message then goes above. */
const dialogOpen = () => document.querySelector('.MuiDialog-root') !== null;

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: SnackbarSeverity = 'info') => {
    setCurrent({ key: Date.now(), message, severity, overDialog: dialogOpen() });
    setOpen(true);
  }, []);

  const api = useMemo<SnackbarApi>(
    () => ({ show, showError: (error: unknown) => show(errorText(error), 'error') }),
    [show],
  );

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {/* A portal of its own, made when the message comes: an open dialog hides from screen readers
          the nodes that were there before it, so a message shown over a dialog must come later. */}
      {current && (
        <Portal key={current.key}>
          <Snackbar
            open={open}
            autoHideDuration={Limits.snackbarMs}
            onClose={(_e, reason) => {
              if (reason !== 'clickaway') setOpen(false);
            }}
            anchorOrigin={{ vertical: current.overDialog ? 'top' : 'bottom', horizontal: 'right' }}
          >
            <Alert
              severity={current.severity}
              variant="filled"
              onClose={() => setOpen(false)}
              sx={{ minWidth: 320, boxShadow: 6 }}
              data-testid="snackbar"
            >
              {current.message}
            </Alert>
          </Snackbar>
        </Portal>
      )}
    </SnackbarContext.Provider>
  );
}
