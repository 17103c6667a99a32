import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Tab, Tabs, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { Messages, PeopleMessages } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn } from '../../components/data-table';
import { SelectionButton } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { customerRoutes } from '../../routes/customer-routes';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useRefetchOnDialogClose } from '../classifiers/use-refetch-on-dialog-close';
import { canManageGroups } from './people-access';
import { groupQuery, updateGroupMutation } from './people.queries';

type Kind = 'users' | 'devices';
interface Member {
  id: number;
  label: string;
}

const TABS: Record<
  Kind,
  { label: string; column: string; add: 'addUsersToGroup' | 'addDevicesToGroup'; removed: string }
> = {
  users: {
    label: 'Users',
    column: 'Email',
    add: 'addUsersToGroup',
    removed: PeopleMessages.usersRemovedFromGroup,
  },
  devices: {
    label: 'Devices',
    column: 'Name',
    add: 'addDevicesToGroup',
    removed: PeopleMessages.devicesRemovedFromGroup,
  },
};

/**
 * group/{id}/users and group/{id}/devices (spec part 2 §2.6): the group's users (emails) and
 * devices (names), each tab with Add and Delete (take out of the group), and Back to the groups.
 */
export function GroupPage({ kind }: { info: AreaInfo; kind: Kind }) {
  const me = useCurrentUser();
  const canManage = canManageGroups(me);
  const { groupId } = useParams();
  const id = Number(groupId);
  const { actingTenantId: tenantId, basePath } = useTenantScope();
  const { openDialog } = useDialog();
  const loaded = useQuery(groupQuery, {
    variables: { id, tenantId },
    fetchPolicy: 'network-only',
    skip: !Number.isInteger(id),
  });
  const [updateGroup] = useMutation(updateGroupMutation);
  const confirmed = useConfirmedAction();
  const { refetch } = loaded;
  const reload = useCallback(() => refetch(), [refetch]);
  useRefetchOnDialogClose(reload);
  const group = loaded.data?.group;
  const tab = TABS[kind];
  const rows = useMemo<Member[]>(
    () =>
      kind === 'users'
        ? (group?.users ?? []).map((u) => ({ id: u.id, label: u.email }))
        : (group?.devices ?? []).map((d) => ({ id: d.id, label: d.name })),
    [group, kind],
  );
  const columns = useMemo<DataColumn<Member>[]>(
    () => [{ id: 'label', header: tab.column, width: 300, cell: (r) => r.label }],
    [tab.column],
  );
  const back = (
    <Button
      component={RouterLink}
      to={customerRoutes.groups.href(basePath)}
      startIcon={<ArrowBackRounded />}
      data-testid="group-back"
    >
      Back
    </Button>
  );

  if (loaded.loading && !group)
    return (
      <PageContainer>
        <Typography color="text.secondary">{Messages.loading}</Typography>
      </PageContainer>
    );
  if (!group)
    return (
      <PageContainer>
        {back}
        <Alert severity="info" sx={{ mt: 2 }}>
          {loaded.error ? loaded.error.message : Messages.notFound}
        </Alert>
      </PageContainer>
    );

  return (
    <PageContainer>
      <Box sx={{ mb: 1 }}>{back}</Box>
      <PageHeader
        title={group.name}
        description={group.description || 'A group of users and devices.'}
        actions={
          canManage && (
            <Button
              variant="outlined"
              onClick={() => openDialog('editGroup', { id: group.id })}
              data-testid="group-edit"
            >
              Edit
            </Button>
          )
        }
      />
      <Tabs value={kind} sx={{ mb: 2 }}>
        {(['users', 'devices'] as const).map((k) => (
          <Tab
            key={k}
            value={k}
            label={`${TABS[k].label} (${group[k].length})`}
            component={RouterLink}
            to={(k === 'users' ? customerRoutes.groupUsers : customerRoutes.groupDevices).href(basePath, {
              params: { groupId: String(group.id) },
            })}
            data-testid={`group-tab-${k}`}
          />
        ))}
      </Tabs>
      <DataTable
        id={`group-${kind}`}
        ariaLabel={`${tab.label} of the group`}
        testId={`group-${kind}-table`}
        rowTestId={`group-${kind}-row`}
        columns={columns}
        rows={rows}
        loading={false}
        getRowId={(r) => r.id}
        selectable={canManage}
        printable={false}
        countLabel={(n) => `${n} ${n === 1 ? tab.label.toLowerCase().slice(0, -1) : tab.label.toLowerCase()}`}
        toolbar={(selection) =>
          canManage && (
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <Button
                variant="contained"
                startIcon={<AddRounded />}
                onClick={() => openDialog(tab.add, { id: group.id })}
                data-testid={`group-add-${kind}`}
              >
                Add
              </Button>
              <SelectionButton
                label="Delete"
                icon={<DeleteOutlineRounded />}
                color="error"
                count={selection.rows.length}
                disabled={confirmed.busy}
                testId={`group-remove-${kind}`}
                onClick={() =>
                  confirmed.ask({
                    title: `Remove ${tab.label.toLowerCase()}`,
                    message: `Take ${selection.rows.map((r) => `"${r.label}"`).join(', ')} out of ${group.name}? They are not deleted.`,
                    confirmLabel: 'Remove',
                    danger: true,
                    onConfirm: () =>
                      confirmed.run(
                        async () => {
                          const removed = new Set(selection.rows.map((r) => r.id));
                          const kept = group[kind].map((m) => m.id).filter((m) => !removed.has(m));
                          await updateGroup({
                            variables: { tenantId, request: { id: group.id, [kind]: kept } },
                          });
                          selection.clear();
                        },
                        tab.removed,
                        reload,
                      ),
                  })
                }
              />
            </Box>
          )
        }
      />
      <ConfirmDialog request={confirmed.request} busy={confirmed.busy} onClose={confirmed.close} />
    </PageContainer>
  );
}

export function GroupUsersPage({ info }: { info: AreaInfo }) {
  return <GroupPage info={info} kind="users" />;
}

export function GroupDevicesPage({ info }: { info: AreaInfo }) {
  return <GroupPage info={info} kind="devices" />;
}
