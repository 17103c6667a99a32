import type { ReactNode } from 'react';
import type { ConfirmedAction } from '../../components/ConfirmDialog';

/**
 * The bulk actions of the device lists (Devices and Repositories, spec part 2 §2.6, §4): each asks
 * "{verb} "a", "b"?", then sends the selected rows' ids, clears the selection and reloads the list.
 */
export interface BulkActionSpec {
  title: string;
  verb: string;
  /** More of the question, below it (a choice). */
  extra?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  success: string;
}

export function askBulkAction<R extends { id: number }>(
  confirmed: ConfirmedAction,
  reload: () => Promise<unknown>,
  label: (row: R) => string,
  rows: readonly R[],
  clear: () => void,
  spec: BulkActionSpec,
  send: (ids: number[]) => Promise<unknown>,
): void {
  const names = rows.map((r) => `"${label(r)}"`).join(', ');
  confirmed.ask({
    title: spec.title,
    message: spec.extra ? (
      <>
        {spec.verb} {names}?{spec.extra}
      </>
    ) : (
      `${spec.verb} ${names}?`
    ),
    confirmLabel: spec.confirmLabel,
    danger: spec.danger,
    onConfirm: () =>
      confirmed.run(
        async () => {
          await send(rows.map((r) => r.id));
          clear();
        },
        spec.success,
        reload,
      ),
  });
}
