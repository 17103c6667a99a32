import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert, Portal, Snackbar } from '@mui/material';
import { Limits } from '@vigil/contracts';
import { errorText } from '../../graphql/error-text';
import { SnackbarContext, type SnackbarApi, type SnackbarSeverity } from './snackbar-context';

interface SnackbarMessage {
  key: number;
  message: string;
  severity: SnackbarSeverity;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: SnackbarSeverity = 'info') => {
    setCurrent({ key: Date.now(), message, severity });
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
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
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
