import { useState } from 'react';
import { useSnackbar } from '../shell/snackbar/snackbar-context';

/**
 * A dialog's save: while it runs `saving` is true; on success it shows its message and closes, on
 * failure `onError` may place the error (under a field) and otherwise the snackbar shows it.
 */
export function useSaveAndClose(close: () => void) {
  const snackbar = useSnackbar();
  const [saving, setSaving] = useState(false);
  const save = async (success: string, work: () => Promise<unknown>, onError?: (e: unknown) => boolean) => {
    setSaving(true);
    try {
      await work();
      snackbar.show(success, 'success');
      close();
    } catch (e) {
      if (!onError?.(e)) snackbar.showError(e);
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
