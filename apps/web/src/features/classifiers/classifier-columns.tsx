import { Box, IconButton, Tooltip } from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import { FILTER_TYPE_LABELS, formatUsd, type FilterType, type TestingGroupId } from '@vigil/contracts';
import type { DataColumn } from '../../components/data-table';
import { EncryptionCell } from './EncryptionCell';
import type { EncryptionEdit } from './encryption-edit';
import { ListSwitch } from './ListSwitch';
import { TestingGroupSelect } from './TestingGroupSelect';

/** A row of the Active classifiers list (spec part 1 §3 "Classifier list row", "Classifier list item"). */
export interface ClassifierListRow {
  id: number;
  name: string;
  caption: string;
  valuePerRecord: number;
  filterType: string;
  isActive: boolean;
  isSensitive: boolean;
  encryptionIsEnabled: boolean;
  encryptionDelayDays: number | null;
  isBlocked: boolean;
  templateId: number | null;
  testingGroupId: number | null;
  entriesCount: number;
  costUsd: number;
  rules: readonly { id: number }[];
}

export type SwitchField = 'isActive' | 'isSensitive' | 'isBlocked';

export interface ClassifierColumnActions {
  /** Read-only users see the values, not the controls. */
  readOnly: boolean;
  /** SysAdmin: the Testing Group column. */
  isSysAdmin: boolean;
  apply: (row: ClassifierListRow) => ClassifierListRow;
  setSwitch: (row: ClassifierListRow, field: SwitchField, value: boolean) => void;
  setTestingGroup: (row: ClassifierListRow, group: TestingGroupId) => void;
  encryptionEdit: (row: ClassifierListRow) => EncryptionEdit | undefined;
  toggleEncryption: (row: ClassifierListRow, checked: boolean) => void;
  editDelay: (row: ClassifierListRow, text: string) => void;
  saveEncryption: (row: ClassifierListRow) => void;
  cancelEncryption: (row: ClassifierListRow) => void;
  edit: (row: ClassifierListRow) => void;
  copy: (row: ClassifierListRow) => void;
  historyHref: (row: ClassifierListRow) => string;
}

/** A header that may wrap onto two lines (long names over narrow columns). */
export function TwoLines({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'normal', display: 'inline-block', lineHeight: 1.25 }}>
      {children}
    </Box>
  );
}

export const count = (n: number) => Math.round(n).toLocaleString('en-US');

export function typeLabel(filterType: string): string {
  return FILTER_TYPE_LABELS[filterType as FilterType] ?? filterType;
}

/** The sortable fields (for the list view's URL), whatever the role. */
export const CLASSIFIER_SORT_FIELDS = [
  { sortField: 'name' },
  { sortField: 'caption' },
  { sortField: 'filterType' },
  { sortField: 'valuePerRecord' },
  { sortField: 'entriesCount' },
  { sortField: 'costUsd' },
];

export function classifierColumns(a: ClassifierColumnActions): DataColumn<ClassifierListRow>[] {
  const columns: DataColumn<ClassifierListRow>[] = [
    { id: 'name', header: 'Name', sortField: 'name', width: 170, cell: (r) => r.name },
    { id: 'caption', header: 'Short Name', sortField: 'caption', width: 110, cell: (r) => r.caption },
    { id: 'type', header: 'Type', sortField: 'filterType', width: 85, cell: (r) => typeLabel(r.filterType) },
    {
      id: 'valuePerRecord',
      header: <TwoLines>Value per Record</TwoLines>,
      sortField: 'valuePerRecord',
      align: 'right',
      width: 100,
      cell: (r) => formatUsd(r.valuePerRecord),
    },
    {
      id: 'entriesCount',
      header: 'Records',
      sortField: 'entriesCount',
      align: 'right',
      width: 95,
      cell: (r) => count(r.entriesCount),
    },
    {
      id: 'costUsd',
      header: 'Risk',
      sortField: 'costUsd',
      align: 'right',
      width: 95,
      cell: (r) => formatUsd(r.costUsd),
    },
    {
      id: 'isActive',
      header: 'On/Off',
      align: 'center',
      width: 85,
      cell: (row) => {
        const r = a.apply(row);
        return (
          <ListSwitch
            label={`On/Off ${r.name}`}
            testId="switch-active"
            checked={r.isActive}
            disabled={a.readOnly}
            onChange={(v) => a.setSwitch(row, 'isActive', v)}
          />
        );
      },
    },
    {
      id: 'isSensitive',
      header: 'Sensitive',
      align: 'center',
      width: 100,
      cell: (row) => {
        const r = a.apply(row);
        return (
          <ListSwitch
            label={`Sensitive ${r.name}`}
            testId="switch-sensitive"
            checked={r.isSensitive}
            disabled={a.readOnly}
            onChange={(v) => a.setSwitch(row, 'isSensitive', v)}
          />
        );
      },
    },
    {
      id: 'encryption',
      header: 'Encryption',
      width: 210,
      cell: (row) => (
        <EncryptionCell
          row={row}
          edit={a.encryptionEdit(row)}
          disabled={a.readOnly}
          onToggle={(checked) => a.toggleEncryption(row, checked)}
          onDelayChange={(text) => a.editDelay(row, text)}
          onSave={() => a.saveEncryption(row)}
          onCancel={() => a.cancelEncryption(row)}
        />
      ),
    },
    {
      id: 'isBlocked',
      header: <TwoLines>Block Auto-Update</TwoLines>,
      align: 'center',
      width: 105,
      cell: (row) => {
        // Only classifiers added from a template can block their auto-update.
        if (row.templateId === null) return null;
        const r = a.apply(row);
        return (
          <ListSwitch
            label={`Block Auto-Update ${r.name}`}
            testId="switch-blocked"
            checked={r.isBlocked}
            disabled={a.readOnly}
            onChange={(v) => a.setSwitch(row, 'isBlocked', v)}
          />
        );
      },
    },
  ];
  if (a.isSysAdmin)
    columns.push({
      id: 'testingGroup',
      header: 'Testing Group',
      width: 130,
      cell: (row) => (
        <TestingGroupSelect
          label={`Testing group of ${row.name}`}
          value={a.apply(row).testingGroupId}
          onChange={(g) => a.setTestingGroup(row, g)}
        />
      ),
    });
  columns.push({
    id: 'actions',
    header: 'Actions',
    width: 115,
    resizable: false,
    cell: (row) => (
      <Box sx={{ display: 'flex', gap: 0.25 }} onClick={(e) => e.stopPropagation()}>
        <Tooltip title={a.readOnly ? 'View' : 'Edit'}>
          <IconButton
            size="small"
            aria-label={`Edit ${row.name}`}
            onClick={() => a.edit(row)}
            data-testid="row-edit"
          >
            <EditRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        {!a.readOnly && (
          <Tooltip title="Copy">
            <IconButton
              size="small"
              aria-label={`Copy ${row.name}`}
              onClick={() => a.copy(row)}
              data-testid="row-copy"
            >
              <ContentCopyRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Change history">
          <IconButton
            size="small"
            aria-label={`Change history of ${row.name}`}
            component="a"
            href={a.historyHref(row)}
            target="_blank"
            rel="noopener"
            data-testid="row-history"
          >
            <HistoryRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    ),
  });
  return columns;
}

/** Where a row's change history opens (a new tab; spec part 2 §2.3). */
export function changeHistoryHref(
  customerBase: string,
  entityType: string,
  entityId: number,
  entityName: string,
): string {
  const params = new URLSearchParams({ entityType, entityId: String(entityId), entityName });
  return `${customerBase}/change-history?${params.toString()}`;
}
