import { useCallback, useMemo } from 'react';
import { Typography } from '@mui/material';
import { SecurityGroupLimits } from '@vigil/contracts';
import { AddButton } from '../../components/AddButton';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import { ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { EditDeleteActions } from '../../components/RowActions';
import type {
  DeviceSettingsGroupFilterInput,
  DeviceSettingsGroupSortInput,
  SecurityGroupsListQuery,
} from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useRefetchOnDialogClose } from '../classifiers/use-refetch-on-dialog-close';
import { securityGroupsListQuery } from './security-groups.queries';

type Row = SecurityGroupsListQuery['deviceSettingsGroups']['items'][number];

const FILTERS: FilterDef<WhereField<DeviceSettingsGroupFilterInput>>[] = [
  { id: 'search', type: 'text', label: 'Name', field: ['name'], operation: 'contains' },
];
const SORT_FIELDS = [{ sortField: 'name' }];
const BY_NAME = { field: 'name', direction: 'ASC' } as const;

const deviceLabel = (d: Row['devices'][number]) => d.nickName || d.name;

/** Deployment → Security Groups (spec part 2 §2.4, §2.6): name and devices, create, edit, delete. */
export default function SecurityGroupsPage({ info }: { info: AreaInfo }) {
  const me = useCurrentUser();
  const canManage = !me.isReadOnlyUser;
  const { actingTenantId: tenantId } = useTenantScope();
  const { openDialog } = useDialog();
  const view = useListView<DeviceSettingsGroupFilterInput, DeviceSettingsGroupSortInput>({
    id: 'security-groups',
    filters: FILTERS,
    defaultSort: BY_NAME,
    columns: SORT_FIELDS,
  });
  const list = useServerList({
    document: securityGroupsListQuery,
    field: 'deviceSettingsGroups',
    variables: { tenantId },
    where: view.where,
    order: view.order,
    pageSize: SecurityGroupLimits.pageSize,
  });
  const reload = useCallback(() => list.refetch(), [list]);
  useRefetchOnDialogClose(reload);

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortField: 'name',
        width: 260,
        cell: (r) => (
          <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="security-group-name-cell">
            {r.name}
          </Typography>
        ),
      },
      {
        id: 'devices',
        header: 'Devices',
        width: 460,
        wrap: true,
        cell: (r) =>
          r.devices.length === 0 ? (
            <Typography variant="body2" color="text.disabled">
              No devices
            </Typography>
          ) : (
            <Typography variant="body2" data-testid="security-group-devices-cell">
              {r.devices.map(deviceLabel).join(', ')}
            </Typography>
          ),
      },
      ...(canManage
        ? [
            {
              id: 'actions',
              header: '',
              width: 100,
              resizable: false,
              cell: (r: Row) => (
                <EditDeleteActions
                  name={r.name}
                  onEdit={() => openDialog('editDeviceSettingsGroup', { id: r.id })}
                  onDelete={() => openDialog('deleteDeviceSettingsGroup', { id: r.id })}
                />
              ),
            },
          ]
        : []),
    ],
    [canManage, openDialog],
  );

  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description={info.summary}
        actions={
          canManage && (
            <AddButton
              label="Create a Security Group"
              testId="create-security-group"
              onClick={() => openDialog('createDeviceSettingsGroup')}
            />
          )
        }
      />
      <DataTable
        id="security-groups"
        ariaLabel="Security groups"
        testId="security-groups-table"
        rowTestId="security-group-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.id}
        sort={view.sort}
        onSortChange={view.setSort}
        countLabel={(n) => `${n} security group${n === 1 ? '' : 's'}`}
        toolbar={() => (
          <ListToolbar
            filters={view.filters}
            searchPlaceholder="Search by name"
            searchLabel="Search security groups"
          />
        )}
      />
    </PageContainer>
  );
}
