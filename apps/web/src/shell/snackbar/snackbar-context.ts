import { createContext, useContext } from 'react';

export type SnackbarSeverity = 'info' | 'success' | 'warning' | 'error';

export interface SnackbarApi {
  /** Shows a message at the bottom right; severity info unless told (spec part 1 §8). */
  show(message: string, severity?: SnackbarSeverity): void;
  /** Shows the readable text of a failed call as an error. */
  showError(error: unknown): void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside SnackbarProvider');
  return api;
}
