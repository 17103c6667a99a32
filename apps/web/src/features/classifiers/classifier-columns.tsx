import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import { FILTER_TYPE_LABELS, formatUsd, type FilterType, type TestingGroupId } from '@vigil/contracts';
import type { DataColumn } from '../../components/data-table';
import { RowAction, RowActions } from '../../components/RowActions';
import type { AppHref, RouteQuery } from '../../routes/route-builder';
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
  historyHref: (row: ClassifierListRow) => AppHref;
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

/** Every classifier and template list starts sorted by name. */
export const BY_NAME = { field: 'name', direction: 'ASC' } as const;

/** The sortable fields a template's row shares with a classifier's (for the list view's URL). */
export const TEMPLATE_SORT_FIELDS = [
  { sortField: 'name' },
  { sortField: 'caption' },
  { sortField: 'filterType' },
  { sortField: 'valuePerRecord' },
];

/** The sortable fields (for the list view's URL), whatever the role. */
export const CLASSIFIER_SORT_FIELDS = [
  ...TEMPLATE_SORT_FIELDS,
  { sortField: 'entriesCount' },
  { sortField: 'costUsd' },
];

export function captionColumn<R extends { caption: string }>(width: number): DataColumn<R> {
  return { id: 'caption', header: 'Short Name', sortField: 'caption', width, cell: (r) => r.caption };
}

export function typeColumn<R extends { filterType: string }>(width: number): DataColumn<R> {
  return { id: 'type', header: 'Type', sortField: 'filterType', width, cell: (r) => typeLabel(r.filterType) };
}

export function valuePerRecordColumn<R extends { valuePerRecord: number }>(
  width: number,
  header: ReactNode = <TwoLines>Value per Record</TwoLines>,
): DataColumn<R> {
  return {
    id: 'valuePerRecord',
    header,
    sortField: 'valuePerRecord',
    align: 'right',
    width,
    cell: (r) => formatUsd(r.valuePerRecord),
  };
}

const SWITCH_TEST_IDS: Record<SwitchField, string> = {
  isActive: 'switch-active',
  isSensitive: 'switch-sensitive',
  isBlocked: 'switch-blocked',
};

/** A column of switches that save at once (On/Off, Sensitive, Block Auto-Update). */
export function switchColumn<
  R extends { id: number; name: string } & Record<F, boolean>,
  F extends SwitchField,
>({
  field,
  label,
  header = label,
  width,
  apply,
  disabled,
  onChange,
  shown,
}: {
  field: F;
  /** The switch's accessible name is this and the row's name. */
  label: string;
  header?: ReactNode;
  width: number;
  /** The row as shown, with its unsaved changes. */
  apply: (row: R) => R;
  disabled: boolean;
  onChange: (row: R, value: boolean) => void;
  /** Rows where the switch does not apply show nothing. */
  shown?: (row: R) => boolean;
}): DataColumn<R> {
  return {
    id: field,
    header,
    align: 'center',
    width,
    cell: (row) =>
      shown && !shown(row) ? null : (
        <ListSwitch
          label={`${label} ${row.name}`}
          testId={SWITCH_TEST_IDS[field]}
          checked={apply(row)[field]}
          disabled={disabled}
          onChange={(v) => onChange(row, v)}
        />
      ),
  };
}

export function testingGroupColumn<R extends { id: number; name: string; testingGroupId: number | null }>({
  header,
  apply,
  disabled,
  onChange,
}: {
  header: ReactNode;
  apply: (row: R) => R;
  disabled?: boolean;
  onChange: (row: R, group: TestingGroupId) => void;
}): DataColumn<R> {
  return {
    id: 'testingGroup',
    header,
    width: 130,
    cell: (row) => (
      <TestingGroupSelect
        label={`Testing group of ${row.name}`}
        value={apply(row).testingGroupId}
        disabled={disabled}
        onChange={(g) => onChange(row, g)}
      />
    ),
  };
}

/** The Edit (or View) button of a row. */
export function EditRowAction({
  name,
  readOnly,
  onClick,
}: {
  name: string;
  readOnly: boolean;
  onClick: () => void;
}) {
  return (
    <RowAction
      title={readOnly ? 'View' : 'Edit'}
      label={`Edit ${name}`}
      testId="row-edit"
      icon={<EditRounded fontSize="small" />}
      onClick={onClick}
    />
  );
}

/** The Change history link of a row (a new tab). */
export function HistoryRowAction({ name, href }: { name: string; href: AppHref }) {
  return (
    <RowAction
      title="Change history"
      label={`Change history of ${name}`}
      testId="row-history"
      icon={<HistoryRounded fontSize="small" />}
      href={href}
    />
  );
}

export function classifierColumns(a: ClassifierColumnActions): DataColumn<ClassifierListRow>[] {
  const setSwitch = (field: SwitchField) => (row: ClassifierListRow, value: boolean) =>
    a.setSwitch(row, field, value);
  const columns: DataColumn<ClassifierListRow>[] = [
    { id: 'name', header: 'Name', sortField: 'name', width: 170, cell: (r) => r.name },
    captionColumn(110),
    typeColumn(85),
    valuePerRecordColumn(100),
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
    switchColumn({
      field: 'isActive',
      label: 'On/Off',
      width: 85,
      apply: a.apply,
      disabled: a.readOnly,
      onChange: setSwitch('isActive'),
    }),
    switchColumn({
      field: 'isSensitive',
      label: 'Sensitive',
      width: 100,
      apply: a.apply,
      disabled: a.readOnly,
      onChange: setSwitch('isSensitive'),
    }),
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
    switchColumn({
      field: 'isBlocked',
      label: 'Block Auto-Update',
      header: <TwoLines>Block Auto-Update</TwoLines>,
      width: 105,
      apply: a.apply,
      disabled: a.readOnly,
      onChange: setSwitch('isBlocked'),
      // Only classifiers added from a template can block their auto-update.
      shown: (row) => row.templateId !== null,
    }),
  ];
  if (a.isSysAdmin)
    columns.push(
      testingGroupColumn({ header: 'Testing Group', apply: a.apply, onChange: a.setTestingGroup }),
    );
  columns.push({
    id: 'actions',
    header: 'Actions',
    width: 115,
    resizable: false,
    cell: (row) => (
      <RowActions>
        <EditRowAction name={row.name} readOnly={a.readOnly} onClick={() => a.edit(row)} />
        {!a.readOnly && (
          <RowAction
            title="Copy"
            label={`Copy ${row.name}`}
            testId="row-copy"
            icon={<ContentCopyRounded fontSize="small" />}
            onClick={() => a.copy(row)}
          />
        )}
        <HistoryRowAction name={row.name} href={a.historyHref(row)} />
      </RowActions>
    ),
  });
  return columns;
}

/** The query of the change-history page opened for one row (a new tab; spec part 2 §2.3). */
export function changeHistoryQuery(entityType: string, entityId: number, entityName: string): RouteQuery {
  return { entityType, entityId, entityName };
}
