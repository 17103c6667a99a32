import { useMemo, useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { ExplorerLimits, FILE_ACTIONS_CSV_ROUTE, FILE_OPERATIONS, formatDateTime } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import {
  dayEnd,
  dayStart,
  FiltersPanel,
  useListView,
  type DateRange,
  type FilterDef,
  type WhereField,
} from '../../components/filters';
import { ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type { FileActionFilterInput, FileActionSortInput, FileActionsListQuery } from '../../gql/graphql';
import { useTenantScope } from '../../session/tenant-scope';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { downloadCsv } from './download-csv';
import { useDrillDown, withConditions } from './drill-down';
import { fileActionsQuery } from './explorer.queries';
import { HeaderHint } from '../../components/HeaderHint';

type Row = FileActionsListQuery['fileActions']['items'][number];

const FILTERS: FilterDef<WhereField<FileActionFilterInput>>[] = [
  {
    id: 'search',
    type: 'text',
    label: 'File',
    field: ['fileName', 'directoryName', 'userName'],
    operation: 'contains',
  },
  { id: 'period', type: 'dateRange', label: 'Time', field: 'transactionTime' },
  {
    id: 'sensitivity',
    type: 'select',
    label: 'Sensitivity',
    field: 'sensitiveType',
    initial: null,
    applyImmediately: true,
    options: [
      { label: 'Both', value: null },
      { label: 'Sensitive', value: 'SENSITIVE' },
      { label: 'Non-sensitive', value: 'NO_SENSITIVE' },
    ],
  },
  {
    id: 'operation',
    type: 'select',
    label: 'File Operation',
    field: 'operation',
    initial: null,
    applyImmediately: true,
    options: [{ label: 'All', value: null }, ...FILE_OPERATIONS.map((o) => ({ label: o, value: o }))],
  },
  {
    id: 'result',
    type: 'select',
    label: 'Operation result',
    field: 'isPrevented',
    initial: null,
    applyImmediately: true,
    options: [
      { label: 'All', value: null },
      { label: 'Prevented', value: true },
      { label: 'Succeed', value: false },
    ],
  },
];
const SORT_FIELDS = [
  { sortField: 'fileName' },
  { sortField: 'userName' },
  { sortField: 'driveType' },
  { sortField: 'transactionTime' },
  { sortField: 'sensitiveType' },
  { sortField: 'applicationName' },
  { sortField: 'processType' },
  { sortField: 'operation' },
  { sortField: 'isPrevented' },
  { sortField: 'deviceName' },
];
const NEWEST_FIRST = { field: 'transactionTime', direction: 'DESC' } as const;

const COLUMNS: DataColumn<Row>[] = [
  {
    id: 'file',
    header: 'File',
    sortField: 'fileName',
    width: 220,
    grow: true,
    cell: (r) => (
      <span title={`${r.directoryName}`}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {r.fileName}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {r.directoryName}
        </Typography>
      </span>
    ),
  },
  { id: 'user', header: 'Performed by', sortField: 'userName', width: 130, cell: (r) => r.userName || '—' },
  {
    id: 'classifiers',
    header: <HeaderHint label="Classifiers" hint="Records each classifier found in the file at the time." />,
    width: 200,
    cell: (r) =>
      r.monitorEntries.length === 0 ? (
        '—'
      ) : (
        <Stack direction="row" spacing={0.5} sx={{ overflow: 'hidden' }}>
          {r.monitorEntries.map((m) => (
            <Chip
              key={m.classifierId}
              size="small"
              variant="outlined"
              label={`${m.name} (${m.entriesCount})`}
            />
          ))}
        </Stack>
      ),
  },
  { id: 'drive', header: 'Drive Type', sortField: 'driveType', width: 110, cell: (r) => r.driveType },
  {
    id: 'time',
    header: 'Time',
    sortField: 'transactionTime',
    width: 170,
    cell: (r) => formatDateTime(r.transactionTime as string),
  },
  {
    id: 'sensitivity',
    header: 'Sensitivity',
    sortField: 'sensitiveType',
    width: 120,
    cell: (r) => (r.sensitiveType === 'SENSITIVE' ? 'Sensitive' : 'Non-sensitive'),
  },
  {
    id: 'application',
    header: 'Application',
    sortField: 'applicationName',
    width: 160,
    cell: (r) => r.applicationName,
  },
  {
    id: 'applicationType',
    header: 'Application type',
    sortField: 'processType',
    width: 130,
    cell: (r) => r.processType ?? '—',
  },
  { id: 'operation', header: 'File Operation', sortField: 'operation', width: 120, cell: (r) => r.operation },
  {
    id: 'result',
    header: 'Operation result',
    sortField: 'isPrevented',
    width: 130,
    cell: (r) => (
      <Chip
        size="small"
        variant="outlined"
        color={r.isPrevented ? 'error' : 'success'}
        label={r.isPrevented ? 'Prevented' : 'Succeed'}
      />
    ),
  },
  {
    id: 'device',
    header: 'Device',
    sortField: 'deviceName',
    width: 150,
    cell: (r) => r.device.nickName || r.device.name,
  },
];

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'operation' : 'operations'}`;

/** Data Explorer → Activity Log (spec part 2 §2.6): file operations, newest first, and their export. */
export default function ActivityLogPage({ info }: { info: AreaInfo }) {
  const { actingTenantId: tenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const drill = useDrillDown();
  const [exporting, setExporting] = useState(false);
  const view = useListView<FileActionFilterInput, FileActionSortInput>({
    id: 'activity-log',
    filters: FILTERS,
    defaultSort: NEWEST_FIRST,
    columns: SORT_FIELDS,
  });
  const where = withConditions<FileActionFilterInput>(
    view.where,
    drill.deviceId ? [{ deviceId: { eq: drill.deviceId } }] : [],
  );
  const list = useServerList({
    document: fileActionsQuery,
    field: 'fileActions',
    variables: { tenantId },
    where,
    order: view.order,
    pageSize: ExplorerLimits.pageSize,
  });
  const period = view.filters.current.period as DateRange | undefined;
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(
        FILE_ACTIONS_CSV_ROUTE,
        {
          tenantId: tenantId ? String(tenantId) : null,
          StartTimestamp: period?.from ? dayStart(period.from) : null,
          EndTimestamp: period?.to ? dayEnd(period.to) : null,
        },
        'activity-log.csv',
      );
    } catch (error) {
      snackbar.showError(error);
    } finally {
      setExporting(false);
    }
  };
  const exportHint = useMemo(
    () =>
      period?.from || period?.to
        ? 'The chosen time range'
        : `Up to ${ExplorerLimits.csvMaxRows.toLocaleString('en-US')} operations of the last ${ExplorerLimits.csvDefaultMonths} months`,
    [period?.from, period?.to],
  );

  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description={info.summary}
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            data-testid="export-activity-csv"
            disabled={exporting}
            title={exportHint}
            onClick={() => void exportCsv()}
          >
            Export to CSV
          </Button>
        }
      />
      <FiltersPanel filters={view.filters}>
        <DataTable
          id="activity-log"
          ariaLabel="Activity log"
          testId="activity-log-table"
          rowTestId="file-action-row"
          columns={COLUMNS}
          list={list}
          getRowId={(r) => r.id}
          sort={view.sort}
          onSortChange={view.setSort}
          countLabel={count}
          toolbar={
            <ListToolbar
              filters={view.filters}
              searchPlaceholder="Search by file or user"
              searchLabel="Search operations"
            >
              {drill.deviceId && (
                <Chip
                  data-testid="drill-device"
                  label={`Device: ${list.items[0]?.device.nickName || list.items[0]?.device.name || `#${drill.deviceId}`}`}
                  onDelete={() => drill.clear('deviceId')}
                />
              )}
            </ListToolbar>
          }
        />
      </FiltersPanel>
    </PageContainer>
  );
}
