import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { errorText } from '../../graphql/error-text';
import { SnackbarContext, type SnackbarApi, type SnackbarSeverity } from './snackbar-context';

const SnackbarMessage = lazy(() => import('./SnackbarMessage'));

interface ShownMessage {
  key: number;
  message: string;
  severity: SnackbarSeverity;
  /** Shown while a dialog is open: the dialog's own buttons sit at the bottom right. */
  overDialog: boolean;
}

/** A dialog slides in at the bottom right, where its main button is: a message then goes above. */
const dialogOpen = () => document.querySelector('.MuiDialog-root') !== null;

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownMessage | null>(null);
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
      {current && (
        <Suspense fallback={null}>
          <SnackbarMessage
            key={current.key}
            message={current.message}
            severity={current.severity}
            overDialog={current.overDialog}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}
