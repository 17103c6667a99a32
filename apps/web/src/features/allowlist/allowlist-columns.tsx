import { Box } from '@mui/material';
import type { RowData } from '@tanstack/react-table';
import type { ConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn } from '../../components/data-table';
import {
  ApplicationTypeSelect,
  AutoDecryptionSelect,
  IncludeInScanningSwitch,
  ParseAsTextSwitch,
  type ExtensionRow,
  type ProcessRow,
} from './allowlist-controls';
import type { AllowlistChanges } from './use-allowlist-changes';

/** What the switch and select columns of both allowlisting pages act through. */
export interface AllowlistColumnContext {
  changes: AllowlistChanges;
  confirm: ConfirmedAction;
  readOnly: boolean;
}

const sortable = (sortField: string | undefined) => (sortField ? { sortField } : {});

export function fileActionsColumn<T extends { actionCount: number }>(
  width: number,
  sortField?: string,
): DataColumn<T> {
  return {
    id: 'actions',
    header: 'File Actions',
    ...sortable(sortField),
    align: 'right',
    width,
    cell: (r) => r.actionCount.toLocaleString('en-US'),
  };
}

/** Include in Scanning and Parse As Text, the two switches of an extension. */
export function extensionSwitchColumns<T extends ExtensionRow>(
  { changes, confirm, readOnly }: AllowlistColumnContext,
  includeWidth: number,
  includeSortField?: string,
): DataColumn<T>[] {
  return [
    {
      id: 'include',
      header: 'Include in Scanning',
      ...sortable(includeSortField),
      width: includeWidth,
      cell: (r) => (
        <IncludeInScanningSwitch
          row={changes.extension(r)}
          changes={changes}
          confirm={confirm}
          disabled={readOnly}
        />
      ),
    },
    {
      id: 'parse',
      header: 'Parse As Text',
      width: 150,
      cell: (r) => <ParseAsTextSwitch row={changes.extension(r)} changes={changes} disabled={readOnly} />,
    },
  ];
}

export function applicationTypeColumn<T extends ProcessRow>(
  { changes, readOnly }: AllowlistColumnContext,
  sortField?: string,
): DataColumn<T> {
  return {
    id: 'type',
    header: 'Application Type',
    ...sortable(sortField),
    width: 160,
    cell: (r) => <ApplicationTypeSelect row={changes.process(r)} changes={changes} disabled={readOnly} />,
  };
}

export function autoDecryptionColumn<T extends ProcessRow>({
  changes,
  readOnly,
}: AllowlistColumnContext): DataColumn<T> {
  return {
    id: 'decrypt',
    header: 'Auto Decryption',
    width: 230,
    cell: (r) => <AutoDecryptionSelect row={changes.process(r)} changes={changes} disabled={readOnly} />,
  };
}

/** The rows under an expanded row: an extension's applications, or an application's extensions. */
export function NestedAllowlistTable<T extends RowData>(props: {
  id: string;
  ariaLabel: string;
  rowTestId: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string | number;
}) {
  return (
    <Box sx={{ pl: 6, pr: 2, py: 1 }}>
      <DataTable {...props} flat printable={false} maxHeight={400} />
    </Box>
  );
}
