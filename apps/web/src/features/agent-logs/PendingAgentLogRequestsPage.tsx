import type { AreaInfo } from '../../components/AreaPlaceholder';
import { useServerList } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import type { UpdaterActivityFilterInput, UpdaterActivitySortInput } from '../../gql/graphql';
import { AGENT_LOG_COLUMNS, AGENT_LOG_PAGE_SIZE, AgentLogRequestsTable } from './AgentLogRequestsTable';
import { updaterActivitiesQuery } from './agent-logs.queries';

const FILTERS: FilterDef<WhereField<UpdaterActivityFilterInput>>[] = [
  {
    id: 'search',
    type: 'text',
    label: 'Search',
    field: ['deviceName', 'tenantName'],
    operation: 'contains',
  },
];
const NEWEST = { field: 'collectLogsRequestTimestamp', direction: 'DESC' } as const;
/** Only the requests still waiting for their agent. */
const PENDING: UpdaterActivityFilterInput = { collectLogs: { eq: true } };

/** Pending log requests (spec part 2 §2.3): devices whose agent has not uploaded the asked log yet. */
export default function PendingAgentLogRequestsPage({ info }: { info: AreaInfo }) {
  const view = useListView<UpdaterActivityFilterInput, UpdaterActivitySortInput>({
    id: 'pendingAgentLogs',
    filters: FILTERS,
    defaultSort: NEWEST,
    columns: AGENT_LOG_COLUMNS,
  });
  const list = useServerList({
    document: updaterActivitiesQuery,
    field: 'updaterActivities',
    where: view.where ? { and: [PENDING, view.where] } : PENDING,
    order: view.order,
    pageSize: AGENT_LOG_PAGE_SIZE,
  });
  return (
    <AgentLogRequestsTable
      info={info}
      id="pending-agent-log-requests"
      testId="pending-agent-logs-table"
      list={list}
      view={view}
      searchPlaceholder="Device or customer name"
      withFile={false}
      countLabel={(n) => `${n} pending ${n === 1 ? 'request' : 'requests'}`}
    />
  );
}
