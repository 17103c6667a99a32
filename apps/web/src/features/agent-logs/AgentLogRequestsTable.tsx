import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Button, ToggleButton, ToggleButtonGroup } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { AgentLogLimits, formatDateTime } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, type DataColumn, type ServerList } from '../../components/data-table';
import { ListToolbar } from '../../components/ListToolbar';
import type { FiltersController } from '../../components/filters';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type { SortState } from '../../components/data-table';
import type { AgentLogRequestFieldsFragment } from '../../gql/graphql';
import { adminRoutes } from '../../routes/partner-admin-routes';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { downloadAgentLog } from './download-agent-log';
import { UpdaterCountdown } from './UpdaterCountdown';

export type AgentLogRow = AgentLogRequestFieldsFragment;

const when = (iso: unknown) => (iso ? formatDateTime(iso as string) : '');

/** The ten columns of spec §2.3 with the pending table's default widths (300, 300, 150, …). */
export const AGENT_LOG_COLUMNS: DataColumn<AgentLogRow>[] = [
  {
    id: 'tenantName',
    header: 'Customer Name',
    sortField: 'tenantName',
    width: 300,
    cell: (r) => r.tenantName,
  },
  { id: 'deviceName', header: 'Device', sortField: 'deviceName', width: 300, cell: (r) => r.deviceName },
  {
    id: 'collectLogsRequestTimestamp',
    header: 'Logs Request Time',
    sortField: 'collectLogsRequestTimestamp',
    width: 150,
    cell: (r) => when(r.collectLogsRequestTimestamp),
  },
  {
    id: 'timeToComplete',
    header: 'Time to complete',
    width: 150,
    cell: (r) => (r.collectLogs ? <UpdaterCountdown at={r.updaterLastDateTime as string | null} /> : ''),
  },
  { id: 'agentType', header: 'Agent Type', sortField: 'agentType', width: 150, cell: (r) => r.agentType },
  {
    id: 'agentVersion',
    header: 'Agent Version',
    sortField: 'agentVersion',
    width: 150,
    cell: (r) => r.agentVersion || 'Unknown',
  },
  {
    id: 'deviceLastActivity',
    header: 'Last Activity',
    sortField: 'deviceLastActivity',
    width: 200,
    cell: (r) => when(r.deviceLastActivity),
  },
  {
    id: 'updaterAgentVersion',
    header: 'Updater Agent Version',
    sortField: 'updaterAgentVersion',
    width: 150,
    cell: (r) => r.updaterAgentVersion || 'Unknown',
  },
  {
    id: 'updaterLastDateTime',
    header: 'Updater Last Activity',
    sortField: 'updaterLastDateTime',
    width: 200,
    cell: (r) => when(r.updaterLastDateTime),
  },
  {
    id: 'updaterVersion',
    header: 'Updater Version',
    sortField: 'updaterVersion',
    width: 200,
    cell: (r) => r.updaterVersion || 'Unknown',
  },
];

/** The two lists of the section, one link each. */
function SectionSwitch() {
  const { pathname } = useLocation();
  const pending = pathname.endsWith(adminRoutes.pendingAgentLogRequests.path);
  return (
    <ToggleButtonGroup
      size="small"
      value={pending ? 'pending' : 'logs'}
      exclusive
      aria-label="Log request lists"
    >
      <ToggleButton value="logs" component={RouterLink} to={adminRoutes.agentLogRequests.href()}>
        Devices Logs
      </ToggleButton>
      <ToggleButton value="pending" component={RouterLink} to={adminRoutes.pendingAgentLogRequests.href()}>
        Pending Requests
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** The file of a log: its name, downloaded with the session (GET /graphql/Rest/download/agent/log). */
function FileCell({ row }: { row: AgentLogRow }) {
  const snackbar = useSnackbar();
  if (!row.fileName) return null;
  const fileName = row.fileName;
  return (
    <Button
      size="small"
      startIcon={<FileDownloadOutlined />}
      data-testid="download-agent-log"
      sx={{ textTransform: 'none', maxWidth: '100%', justifyContent: 'flex-start' }}
      onClick={() => void downloadAgentLog(row.id, fileName).catch((e: unknown) => snackbar.showError(e))}
    >
      {fileName}
    </Button>
  );
}

/** One agent log request page: its header, the section's switch, search and the table. */
export function AgentLogRequestsTable({
  info,
  id,
  testId,
  list,
  view,
  searchPlaceholder,
  withFile,
  countLabel,
}: {
  info: AreaInfo;
  id: string;
  testId: string;
  list: ServerList<AgentLogRow>;
  view: { filters: FiltersController; sort: SortState | null; setSort: (sort: SortState | null) => void };
  searchPlaceholder: string;
  withFile: boolean;
  countLabel: (n: number) => ReactNode;
}) {
  const columns = useMemo<DataColumn<AgentLogRow>[]>(
    () =>
      withFile
        ? [
            // The log's own columns (Request Date, File Name) beside the device, where they are seen.
            ...AGENT_LOG_COLUMNS.slice(0, 2),
            {
              id: 'timestamp',
              header: 'Request Date',
              sortField: 'timestamp',
              width: 180,
              cell: (r) => when(r.timestamp),
            },
            {
              id: 'fileName',
              header: 'File Name',
              sortField: 'fileName',
              width: 320,
              cell: (r) => <FileCell row={r} />,
            },
            ...AGENT_LOG_COLUMNS.slice(2),
          ]
        : AGENT_LOG_COLUMNS,
    [withFile],
  );
  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} actions={<SectionSwitch />} />
      <DataTable
        id={id}
        ariaLabel={info.title}
        testId={testId}
        rowTestId="agent-log-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.id}
        sort={view.sort}
        onSortChange={view.setSort}
        countLabel={countLabel}
        toolbar={
          <ListToolbar filters={view.filters} searchPlaceholder={searchPlaceholder} searchLabel="Search" />
        }
      />
    </PageContainer>
  );
}

export const AGENT_LOG_PAGE_SIZE = AgentLogLimits.pageSize;
