import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import {
  formatDateTime,
  LAST_ACCESSED_REPORT_TENANT_ID,
  REPORT_SCHEDULE_LABELS,
  REPORT_SCHEDULE_TYPES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  ReportLimits,
  ReportMessages,
  type ReportScheduleType,
  type ReportState,
  type ReportType,
} from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef } from '../../components/filters';
import { DeleteSelected, ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type { ReportFilesListQuery, ReportFileSortInput } from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { downloadReportFile, reportFileUrl } from './download-report-file';
import {
  createReportFileMutation,
  deleteReportFilesMutation,
  reportFilesQuery,
  scheduledReportTypeQuery,
  switchReportFilesScheduleTypeMutation,
} from './reports.queries';

type Row = ReportFilesListQuery['reportFiles']['items'][number];

/** The search box: sent as `search` (the report's name, at most 150 characters), not as a where. */
const FILTERS: FilterDef[] = [{ id: 'search', type: 'text', label: 'Search', toWhere: () => null }];
const SORT_FIELDS = [{ sortField: 'reportName' }, { sortField: 'createdAt' }, { sortField: 'pendingState' }];
const NEWEST = { field: 'createdAt', direction: 'DESC' } as const;
/** While a report is PENDING the table looks again this often. */
const POLL_MS = 3000;

const STATE_CHIP: Record<ReportState, { label: string; color: 'default' | 'success' | 'error' }> = {
  PENDING: { label: 'Pending', color: 'default' },
  READY: { label: 'Ready', color: 'success' },
  FAILED: { label: 'Failed', color: 'error' },
};

/** The Files Last Accessed CSV (spec part 2 §7.3), for the one tenant whose page offers it. */
const FILES_LAST_ACCESSED_ROUTE = '/graphql/Rest/download/reports/filesLastAccessed';

/**
 * Reports (spec part 2 §2.6): the report files of the tenant acted for with their status and a
 * Download enabled when READY, Generate Report Now per report type, Schedule Reports, search and
 * multi-select Delete.
 */
export default function ReportsPage({ info }: { info: AreaInfo }) {
  const me = useCurrentUser();
  const canManage = !me.isReadOnlyUser;
  const { actingTenantId, tenantId: currentTenantId } = useTenantScope();
  const tenantId = actingTenantId;
  const snackbar = useSnackbar();
  const view = useListView<Record<string, unknown>, ReportFileSortInput>({
    id: 'reports',
    filters: FILTERS,
    defaultSort: NEWEST,
    columns: SORT_FIELDS,
  });
  const search = (view.filters.current.search as string | undefined) ?? '';
  const list = useServerList({
    document: reportFilesQuery,
    field: 'reportFiles',
    variables: { tenantId, search: search || null },
    order: view.order,
    pageSize: ReportLimits.pageSize,
  });
  const [createReport] = useMutation(createReportFileMutation);
  const [deleteReports] = useMutation(deleteReportFilesMutation);
  const confirmed = useConfirmedAction();
  const [generating, setGenerating] = useState<ReportType | null>(null);

  const pending = list.items.some((r) => r.pendingState === 'PENDING');
  const { refetch } = list;
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [pending, refetch]);

  const generate = async (type: ReportType) => {
    setGenerating(type);
    try {
      await createReport({ variables: { type, tenantId } });
      snackbar.show(ReportMessages.willBeReady, 'success');
      await list.refetch();
    } catch (error) {
      snackbar.showError(error);
    } finally {
      setGenerating(null);
    }
  };

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      { id: 'reportName', header: 'Name', sortField: 'reportName', width: 320, cell: (r) => r.reportName },
      {
        id: 'createdAt',
        header: 'Date/Time',
        sortField: 'createdAt',
        width: 170,
        cell: (r) => formatDateTime(r.createDate as string),
      },
      {
        id: 'pendingState',
        header: 'Status',
        sortField: 'pendingState',
        width: 120,
        cell: (r) => {
          const chip = STATE_CHIP[r.pendingState as ReportState];
          return (
            <Chip
              size="small"
              variant={r.pendingState === 'READY' ? 'filled' : 'outlined'}
              color={chip.color}
              label={chip.label}
              data-testid="report-status"
            />
          );
        },
      },
      {
        id: 'download',
        header: 'Download',
        width: 160,
        resizable: false,
        cell: (r) => (
          <Button
            size="small"
            startIcon={<DownloadRounded />}
            disabled={r.pendingState !== 'READY'}
            data-testid="report-download"
            onClick={(e) => {
              e.stopPropagation();
              void downloadReportFile(reportFileUrl(r.reportFileName, tenantId), r.reportFileName);
            }}
          >
            Download
          </Button>
        ),
      },
    ],
    [tenantId],
  );

  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description={info.summary}
        actions={
          currentTenantId === LAST_ACCESSED_REPORT_TENANT_ID && (
            <Button
              variant="outlined"
              startIcon={<HistoryRounded />}
              data-testid="last-accessed-report"
              onClick={() =>
                void downloadReportFile(
                  `${FILES_LAST_ACCESSED_ROUTE}?tenantId=${currentTenantId}`,
                  'files-last-accessed.csv',
                )
              }
            >
              Last accessed report
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 2 }}>
          <Typography variant="subtitle2" gutterBottom>
            Generate Report Now
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {REPORT_TYPES.map((type) => (
              <Button
                key={type}
                variant="contained"
                size="small"
                startIcon={<PlayArrowRounded />}
                disabled={!canManage || generating !== null}
                data-testid={`generate-${type}`}
                onClick={() => void generate(type)}
              >
                {REPORT_TYPE_LABELS[type]}
              </Button>
            ))}
          </Box>
        </Paper>
        <ScheduleReports tenantId={tenantId} disabled={!canManage} />
      </Stack>
      <DataTable
        id="reports"
        ariaLabel="Reports"
        testId="reports-table"
        rowTestId="report-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.id}
        sort={view.sort}
        onSortChange={view.setSort}
        selectable={canManage}
        countLabel={(n) => `${n} ${n === 1 ? 'report' : 'reports'}`}
        toolbar={(selection) => (
          <ListToolbar filters={view.filters} searchPlaceholder="Search by name" searchLabel="Search reports">
            {canManage && (
              <DeleteSelected
                selection={selection}
                confirm={confirmed}
                title="Delete Reports"
                label="Delete Reports"
                testId="delete-reports"
                nameOf={(r) => r.reportName}
                consequence="Their files are deleted with them."
                remove={(ids) => deleteReports({ variables: { ids, tenantId } })}
                success={ReportMessages.reportsDeleted}
                after={list.refetch}
              />
            )}
          </ListToolbar>
        )}
      />
      <ConfirmDialog request={confirmed.request} busy={confirmed.busy} onClose={confirmed.close} />
    </PageContainer>
  );
}

/** Schedule Reports: the executive summary mailed to the admins monthly or quarterly. */
function ScheduleReports({ tenantId, disabled }: { tenantId: number | null; disabled: boolean }) {
  const snackbar = useSnackbar();
  const { data } = useQuery(scheduledReportTypeQuery, { variables: { tenantId } });
  const [switchSchedule, { loading }] = useMutation(switchReportFilesScheduleTypeMutation);
  // The choice shows at once, and goes back if the server refuses it.
  const [chosen, setChosen] = useState<ReportScheduleType | null>(null);
  const current = chosen ?? ((data?.scheduledReportType ?? 'NONE') as ReportScheduleType);
  const change = async (type: ReportScheduleType) => {
    setChosen(type);
    try {
      await switchSchedule({
        variables: { type, tenantId },
        refetchQueries: [{ query: scheduledReportTypeQuery, variables: { tenantId } }],
        awaitRefetchQueries: true,
      });
      snackbar.show(ReportMessages.scheduleUpdated, 'success');
    } catch (error) {
      snackbar.showError(error);
    } finally {
      setChosen(null);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="subtitle2" id="schedule-reports-label">
        Schedule Reports
      </Typography>
      <Typography variant="caption" color="text.secondary">
        The executive summary is e-mailed to the admins at the start of each period.
      </Typography>
      <RadioGroup
        row
        aria-labelledby="schedule-reports-label"
        value={current}
        onChange={(e) => void change(e.target.value as ReportScheduleType)}
      >
        {REPORT_SCHEDULE_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio size="small" />}
            label={REPORT_SCHEDULE_LABELS[type]}
            disabled={disabled || loading || !data}
            data-testid={`schedule-${type}`}
          />
        ))}
      </RadioGroup>
    </Paper>
  );
}
