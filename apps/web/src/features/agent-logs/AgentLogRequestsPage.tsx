import type { AreaInfo } from '../../components/AreaPlaceholder';
import { useServerList } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import type { DevicesLogFilterInput, DevicesLogSortInput } from '../../gql/graphql';
import { AGENT_LOG_COLUMNS, AGENT_LOG_PAGE_SIZE, AgentLogRequestsTable } from './AgentLogRequestsTable';
import { devicesLogsQuery } from './agent-logs.queries';

const FILTERS: FilterDef<WhereField<DevicesLogFilterInput>>[] = [
  {
    id: 'search',
    type: 'text',
    label: 'Search',
    field: ['deviceName', 'fileName', 'tenantName'],
    operation: 'contains',
  },
];
const SORT_FIELDS = [...AGENT_LOG_COLUMNS, { sortField: 'timestamp' }, { sortField: 'fileName' }];
const NEWEST = { field: 'timestamp', direction: 'DESC' } as const;

/** Agent Log Requests (spec part 2 §2.3): the logs agents uploaded, newest first, 30 a page. */
export default function AgentLogRequestsPage({ info }: { info: AreaInfo }) {
  const view = useListView<DevicesLogFilterInput, DevicesLogSortInput>({
    id: 'agentLogs',
    filters: FILTERS,
    defaultSort: NEWEST,
    columns: SORT_FIELDS,
  });
  const list = useServerList({
    document: devicesLogsQuery,
    field: 'devicesLogs',
    where: view.where,
    order: view.order,
    pageSize: AGENT_LOG_PAGE_SIZE,
  });
  return (
    <AgentLogRequestsTable
      info={info}
      id="agent-log-requests"
      testId="agent-logs-table"
      list={list}
      view={view}
      searchPlaceholder="Device, file or customer name"
      withFile
      countLabel={(n) => `${n} ${n === 1 ? 'log' : 'logs'}`}
    />
  );
}
