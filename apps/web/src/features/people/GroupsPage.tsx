import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Link, Typography } from '@mui/material';
import DevicesRounded from '@mui/icons-material/DevicesRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import { PeopleMessages } from '@vigil/contracts';
import { AddButton } from '../../components/AddButton';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import { DeleteSelected, ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { EditRowAction, RowAction, RowActions } from '../../components/RowActions';
import type { GroupFilterInput, GroupSortInput, GroupsListQuery } from '../../gql/graphql';
import { customerRoutes } from '../../routes/customer-routes';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useRefetchOnDialogClose } from '../classifiers/use-refetch-on-dialog-close';
import { canManageGroups } from './people-access';
import { deleteGroupsMutation, groupsListQuery } from './people.queries';

type Row = GroupsListQuery['groups']['items'][number];

const FILTERS: FilterDef<WhereField<GroupFilterInput>>[] = [
  { id: 'search', type: 'text', label: 'Name', field: ['name', 'description'], operation: 'contains' },
];
const SORT_FIELDS = [{ sortField: 'name' }, { sortField: 'description' }];
const BY_NAME = { field: 'name', direction: 'ASC' } as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Settings → Groups (spec part 2 §2.6): name linking to the group page, description, members, actions. */
export default function GroupsPage({ info }: { info: AreaInfo }) {
  const me = useCurrentUser();
  const canManage = canManageGroups(me);
  const { actingTenantId: tenantId, basePath } = useTenantScope();
  const { openDialog } = useDialog();
  const view = useListView<GroupFilterInput, GroupSortInput>({
    id: 'groups',
    filters: FILTERS,
    defaultSort: BY_NAME,
    columns: SORT_FIELDS,
  });
  const list = useServerList({
    document: groupsListQuery,
    field: 'groups',
    variables: { tenantId },
    where: view.where,
    order: view.order,
    pageSize: 30,
  });
  const [deleteGroups] = useMutation(deleteGroupsMutation);
  const confirmed = useConfirmedAction();
  const reload = useCallback(() => list.refetch(), [list]);
  useRefetchOnDialogClose(reload);

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortField: 'name',
        width: 220,
        cell: (r) => (
          <Link
            component={RouterLink}
            to={customerRoutes.groupUsers.href(basePath, { params: { groupId: String(r.id) } })}
            onClick={(e) => e.stopPropagation()}
            sx={{ fontWeight: 500 }}
            data-testid="group-link"
          >
            {r.name}
          </Link>
        ),
      },
      {
        id: 'description',
        header: 'Description',
        sortField: 'description',
        width: 320,
        wrap: true,
        cell: (r) =>
          r.description || (
            <Typography variant="body2" color="text.disabled">
              —
            </Typography>
          ),
      },
      {
        id: 'users',
        header: 'Users',
        width: 110,
        align: 'right',
        cell: (r) => count(r.users.length, 'user', 'users'),
      },
      {
        id: 'devices',
        header: 'Devices',
        width: 120,
        align: 'right',
        cell: (r) => count(r.devices.length, 'device', 'devices'),
      },
      ...(canManage
        ? [
            {
              id: 'actions',
              header: '',
              width: 120,
              resizable: false,
              cell: (r: Row) => (
                <RowActions>
                  <EditRowAction name={r.name} onClick={() => openDialog('editGroup', { id: r.id })} />
                  <RowAction
                    title="Add users"
                    label={`Add users to ${r.name}`}
                    testId="row-add-users"
                    icon={<PersonAddRounded fontSize="small" />}
                    onClick={() => openDialog('addUsersToGroup', { id: r.id })}
                  />
                  <RowAction
                    title="Add devices"
                    label={`Add devices to ${r.name}`}
                    testId="row-add-devices"
                    icon={<DevicesRounded fontSize="small" />}
                    onClick={() => openDialog('addDevicesToGroup', { id: r.id })}
                  />
                </RowActions>
              ),
            },
          ]
        : []),
    ],
    [basePath, canManage, openDialog],
  );

  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description={info.summary}
        actions={
          canManage && (
            <AddButton label="Add New" testId="add-group" onClick={() => openDialog('addNewGroup')} />
          )
        }
      />
      <DataTable
        id="groups"
        ariaLabel="Groups"
        testId="groups-table"
        rowTestId="group-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.id}
        sort={view.sort}
        onSortChange={view.setSort}
        selectable={canManage}
        countLabel={(n) => count(n, 'group', 'groups')}
        toolbar={(selection) => (
          <ListToolbar
            filters={view.filters}
            searchPlaceholder="Search by name or description"
            searchLabel="Search groups"
          >
            {canManage && (
              <DeleteSelected
                selection={selection}
                confirm={confirmed}
                title="Delete Groups"
                label="Delete Groups"
                testId="delete-groups"
                consequence="Their users and devices stay; rules that name these groups no longer match by them."
                remove={(ids) => deleteGroups({ variables: { ids, tenantId } })}
                success={PeopleMessages.groupsDeleted}
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
