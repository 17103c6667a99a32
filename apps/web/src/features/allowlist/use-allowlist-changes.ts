import { useCallback, useMemo, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AllowlistMessages } from '@vigil/contracts';
import type { DataUploadPermission, DecryptPattern, ParseType, ProcessType } from '../../gql/graphql';
import { useTenantScope } from '../../session/tenant-scope';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import {
  setUploadPermissionMutation,
  updateExtensionRuleMutation,
  updateProcessRuleMutation,
} from './allowlist.queries';

export interface ExtensionSettings {
  isEnabled: boolean;
  parseType: ParseType | null;
}

export interface ProcessSettings {
  processType: ProcessType | null;
  decryptPattern: DecryptPattern;
  dataUploadPermission: DataUploadPermission;
}

type Patch<T> = Partial<T>;

/**
 * The allowlisting switches and selects apply at once and optimistically (spec part 2 §4): a
 * change shows before the server answers, as a patch over the listed row keyed by extension or
 * application (an application appears under many extensions, all of which follow); a refusal
 * takes the patch back and shows the server's message.
 */
export function useAllowlistChanges() {
  const { actingTenantId: tenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const [updateExtension] = useMutation(updateExtensionRuleMutation);
  const [updateProcess] = useMutation(updateProcessRuleMutation);
  const [setUpload] = useMutation(setUploadPermissionMutation);
  const [extensions, setExtensions] = useState<Record<string, Patch<ExtensionSettings>>>({});
  const [processes, setProcesses] = useState<Record<number, Patch<ProcessSettings>>>({});
  const latest = useRef({ extensions, processes });
  latest.current = { extensions, processes };

  const apply = useCallback(
    async <K extends string | number, T>(
      set: (update: (all: Record<K, Patch<T>>) => Record<K, Patch<T>>) => void,
      previous: Patch<T> | undefined,
      key: K,
      patch: Patch<T>,
      send: () => Promise<unknown>,
      success: string,
    ) => {
      set((all) => ({ ...all, [key]: { ...all[key], ...patch } }));
      try {
        await send();
        snackbar.show(success, 'success');
      } catch (error) {
        set((all) => {
          const next = { ...all };
          if (previous) next[key] = previous;
          else delete next[key];
          return next;
        });
        snackbar.showError(error);
      }
    },
    [snackbar],
  );

  const setExtension = useCallback(
    (extension: string, patch: Patch<ExtensionSettings>) => {
      const request =
        patch.isEnabled !== undefined
          ? { extension, isTurnedOn: patch.isEnabled }
          : { extension, parseType: patch.parseType ?? null };
      const success =
        patch.isEnabled === undefined
          ? AllowlistMessages.parseTypeUpdated
          : patch.isEnabled
            ? AllowlistMessages.extensionEnabled
            : AllowlistMessages.extensionDisabled;
      return apply<string, ExtensionSettings>(
        setExtensions,
        latest.current.extensions[extension],
        extension,
        patch,
        () => updateExtension({ variables: { request, tenantId } }),
        success,
      );
    },
    [apply, updateExtension, tenantId],
  );

  const setProcess = useCallback(
    (id: number, patch: Patch<ProcessSettings>) => {
      const previous = latest.current.processes[id];
      if (patch.dataUploadPermission) {
        const permission = patch.dataUploadPermission;
        return apply<number, ProcessSettings>(
          setProcesses,
          previous,
          id,
          patch,
          () => setUpload({ variables: { request: { processId: id, permission }, tenantId } }),
          AllowlistMessages.uploadPermissionUpdated,
        );
      }
      const request = patch.processType
        ? { processId: id, processType: patch.processType }
        : { processId: id, decryptPattern: patch.decryptPattern };
      // A System application keeps its files encrypted: the server sets that, the row shows it at once.
      const shown =
        patch.processType === 'SYSTEM' ? { ...patch, decryptPattern: 'LEAVE_ENCRYPTED' as const } : patch;
      return apply<number, ProcessSettings>(
        setProcesses,
        previous,
        id,
        shown,
        () => updateProcess({ variables: { request, tenantId } }),
        patch.processType ? AllowlistMessages.processTypeUpdated : AllowlistMessages.decryptPatternUpdated,
      );
    },
    [apply, setUpload, updateProcess, tenantId],
  );

  return useMemo(
    () => ({
      extension: <T extends ExtensionSettings & { extension: string }>(row: T): T => ({
        ...row,
        ...extensions[row.extension],
      }),
      process: <T extends ProcessSettings & { id: number }>(row: T): T => ({ ...row, ...processes[row.id] }),
      setExtension,
      setProcess,
    }),
    [extensions, processes, setExtension, setProcess],
  );
}

export type AllowlistChanges = ReturnType<typeof useAllowlistChanges>;
