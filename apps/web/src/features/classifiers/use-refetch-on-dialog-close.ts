import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DIALOG_TYPE_PARAM } from '../../shell/dialogs/dialog-params';

/** Reloads a list when a dialog opened over it (add, edit, wizard) closes: it may have saved. */
export function useRefetchOnDialogClose(refetch: () => unknown): void {
  const [params] = useSearchParams();
  const dialogType = params.get(DIALOG_TYPE_PARAM);
  const previous = useRef(dialogType);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (previous.current && !dialogType) void latest.current();
    previous.current = dialogType;
  }, [dialogType]);
}
