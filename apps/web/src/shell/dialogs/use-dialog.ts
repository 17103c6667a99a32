import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { DialogType } from '@vigil/contracts';
import { withDialog, withoutDialog } from './dialog-params';

export function useDialog() {
  const [, setSearchParams] = useSearchParams();
  const openDialog = useCallback(
    (dialogType: DialogType, data?: unknown) => setSearchParams((prev) => withDialog(prev, dialogType, data)),
    [setSearchParams],
  );
  const closeDialog = useCallback(() => setSearchParams((prev) => withoutDialog(prev)), [setSearchParams]);
  return { openDialog, closeDialog };
}
