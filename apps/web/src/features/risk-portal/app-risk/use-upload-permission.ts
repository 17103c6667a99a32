import { useCallback, useMemo, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Messages } from '@vigil/contracts';
import type { DataUploadPermission } from '../../../gql/graphql';
import { useSnackbar } from '../../../shell/snackbar/snackbar-context';
import { setProcessDataUploadPermissionMutation } from './app-risk.query';

/** Spec part 1 §8. */
export const UPDATED_SUCCESSFULLY = Messages.updatedSuccessfully;

export interface PermissionRow {
  tenantId: number;
  processId: number;
  dataUploadPermission: DataUploadPermission;
}

const keyOf = (row: { tenantId: number; processId: number }) => `${row.tenantId}:${row.processId}`;

export interface UploadPermissions {
  /** The value to show: the one last chosen here (saved or on its way), else the server's. */
  valueOf: (row: PermissionRow) => DataUploadPermission;
  change: (row: PermissionRow, permission: DataUploadPermission) => Promise<void>;
}

/**
 * Application upload permissions (spec part 1 §4): applied at once, saved through
 * setProcessDataUploadPermission for the application's customer (the row's tenantId), reverted with the server's
 * message when refused. The list rows are not normalised in the cache, so the chosen values are
 * kept here and laid over them.
 */
export function useUploadPermissions(): UploadPermissions {
  const snackbar = useSnackbar();
  const [mutate] = useMutation(setProcessDataUploadPermissionMutation);
  const [chosen, setChosen] = useState<ReadonlyMap<string, DataUploadPermission>>(new Map());
  const pending = useRef(new Set<string>());

  const valueOf = useCallback(
    (row: PermissionRow) => chosen.get(keyOf(row)) ?? row.dataUploadPermission,
    [chosen],
  );

  const change = useCallback(
    async (row: PermissionRow, permission: DataUploadPermission) => {
      const key = keyOf(row);
      const previous = chosen.get(key);
      // One change of a row at a time: a choice made while one is on its way is ignored.
      if ((previous ?? row.dataUploadPermission) === permission || pending.current.has(key)) return;
      const put = (value: DataUploadPermission | undefined) =>
        setChosen((old) => {
          const next = new Map(old);
          if (value === undefined) next.delete(key);
          else next.set(key, value);
          return next;
        });
      put(permission);
      pending.current.add(key);
      try {
        const result = await mutate({
          variables: {
            request: { processId: row.processId, permission },
            tenantId: row.tenantId,
          },
        });
        put(result.data?.setProcessDataUploadPermission.dataUploadPermission ?? permission);
        snackbar.show(UPDATED_SUCCESSFULLY, 'success');
      } catch (error) {
        put(previous);
        snackbar.showError(error);
      } finally {
        pending.current.delete(key);
      }
    },
    [chosen, mutate, snackbar],
  );

  return useMemo(() => ({ valueOf, change }), [valueOf, change]);
}
