import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Button } from '@mui/material';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import { AlertLimits, alertTypePosition, formatDateTime } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import { ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type { AlertFilterInput, AlertSortInput, AlertsQuery } from '../../gql/graphql';
import { customerRoutes } from '../../routes/customer-routes';
import { useTenantScope } from '../../session/tenant-scope';
import { AlertPreview } from './AlertPreview';
import { alertsQuery, alertTypesQuery } from './alerts.queries';

type Row = AlertsQuery['alerts']['items'][number];

const FILTERS: FilterDef<WhereField<AlertFilterInput>>[] = [
  {
    id: 'search',
    type: 'text',
    label: 'Search',
    field: ['typeName', 'alertSettingName'],
    operation: 'contains',
  },
];
const SORT_FIELDS = [
  { sortField: 'typeName' },
  { sortField: 'alertSettingName' },
  { sortField: 'createdAt' },
];
const NEWEST_FIRST = { field: 'createdAt', direction: 'DESC' } as const;

/**
 * Data Explorer → Alerts (spec part 2 §2.6): the alerts the customer's settings raised, with Type
 * and Created at; a row opens its preview (chosen by the position of its type in alertTypes).
 */
export default function AlertsPage({ info }: { info: AreaInfo }) {
  const { actingTenantId, basePath } = useTenantScope();
  const types = useQuery(alertTypesQuery).data?.alertTypes ?? [];
  const view = useListView<AlertFilterInput, AlertSortInput>({
    id: 'alerts',
    filters: FILTERS,
    defaultSort: NEWEST_FIRST,
    columns: SORT_FIELDS,
  });
  const list = useServerList({
    document: alertsQuery,
    field: 'alerts',
    variables: { tenantId: actingTenantId },
    where: view.where,
    order: view.order,
    pageSize: AlertLimits.pageSize,
  });
  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      { id: 'type', header: 'Type', sortField: 'typeName', width: 320, cell: (r) => r.typeName },
      {
        id: 'setting',
        header: 'Alert setting',
        sortField: 'alertSettingName',
        width: 240,
        cell: (r) => r.alertSettingName,
      },
      { id: 'day', header: 'Day', width: 120, cell: (r) => r.day },
      {
        id: 'createdAt',
        header: 'Created at',
        sortField: 'createdAt',
        width: 180,
        cell: (r) => formatDateTime(String(r.createdAt)),
      },
    ],
    [],
  );
  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description={info.summary}
        actions={
          <Button
            component={RouterLink}
            to={customerRoutes.alertSettings.href(basePath)}
            variant="outlined"
            startIcon={<SettingsRounded />}
            data-testid="alert-settings-link"
          >
            Alert Settings
          </Button>
        }
      />
      <DataTable
        id="alerts"
        ariaLabel="Alerts"
        testId="alerts-table"
        rowTestId="alert-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.id}
        sort={view.sort}
        onSortChange={view.setSort}
        renderExpanded={(r) => <AlertPreview position={alertTypePosition(types, r.typeId)} data={r.data} />}
        countLabel={(n) => `${n} ${n === 1 ? 'alert' : 'alerts'}`}
        toolbar={
          <ListToolbar filters={view.filters} searchPlaceholder="Search alerts" searchLabel="Search alerts" />
        }
      />
    </PageContainer>
  );
}
