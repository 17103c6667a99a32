import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Chip, MenuItem, Paper, TextField, Tooltip, Typography } from '@mui/material';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import GroupAddRounded from '@mui/icons-material/GroupAddRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import { formatDateTime, PeopleMessages, UserRole } from '@vigil/contracts';
import { AddButton } from '../../components/AddButton';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef } from '../../components/filters';
import { DeleteSelected, ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { RowAction, RowActions } from '../../components/RowActions';
import type { UserSortInput, UsersListQuery } from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useRefetchOnDialogClose } from '../classifiers/use-refetch-on-dialog-close';
import { canManageUsers, fullName } from './people-access';
import {
  adminUsersQuery,
  deleteUsersMutation,
  primaryAdminQuery,
  setPrimaryAdminMutation,
  usersListQuery,
} from './people.queries';

type Row = UsersListQuery['users']['items'][number];

/** The search box: sent as `search` (email and names, at most 150 characters), not as a where. */
const FILTERS: FilterDef[] = [{ id: 'search', type: 'text', label: 'Search', toWhere: () => null }];
const SORT_FIELDS = [
  { sortField: 'email' },
  { sortField: 'firstName' },
  { sortField: 'lastName' },
  { sortField: 'lastSignedIn' },
];
const BY_EMAIL = { field: 'email', direction: 'ASC' } as const;

/**
 * Settings → Customer users, and Partner users of the partner portal and the back office (spec
 * part 2 §2.3–2.5): the users of the tenant acted for, Add User, Update User, Change Password,
 * Add Groups (customers), Delete, and the primary admin.
 */
export default function UsersPage({ info, withGroups = false }: { info: AreaInfo; withGroups?: boolean }) {
  const me = useCurrentUser();
  const canManage = canManageUsers(me);
  const { actingTenantId } = useTenantScope();
  const tenantId = actingTenantId;
  const { openDialog } = useDialog();
  const view = useListView<Record<string, unknown>, UserSortInput>({
    id: 'users',
    filters: FILTERS,
    defaultSort: BY_EMAIL,
    columns: SORT_FIELDS,
  });
  const search = (view.filters.current.search as string | undefined) ?? '';
  const list = useServerList({
    document: usersListQuery,
    field: 'users',
    variables: { tenantId, search: search || null },
    order: view.order,
    pageSize: 30,
  });
  const [deleteUsers] = useMutation(deleteUsersMutation);
  const confirmed = useConfirmedAction();
  const primary = usePrimaryAdmin(tenantId);
  const reload = useCallback(async () => {
    await Promise.all([list.refetch(), primary.refetch()]);
  }, [list, primary]);
  useRefetchOnDialogClose(reload);

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'email',
        header: 'Email',
        sortField: 'email',
        width: 240,
        cell: (r) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: 500 }}>{r.email}</Box>
            {r.id === me.id && <Chip size="small" label="You" variant="outlined" />}
          </Box>
        ),
      },
      { id: 'firstName', header: 'First Name', sortField: 'firstName', width: 140, cell: (r) => r.firstName },
      { id: 'lastName', header: 'Last Name', sortField: 'lastName', width: 140, cell: (r) => r.lastName },
      {
        id: 'role',
        header: 'Role',
        width: 210,
        cell: (r) => (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {r.isPrimaryAdmin && <Chip size="small" color="primary" label="Primary admin" />}
            {r.isAdmin && !r.isPrimaryAdmin && (
              <Chip size="small" color="primary" variant="outlined" label="Admin" />
            )}
            {r.roles.includes(UserRole.SysAdmin) && <Chip size="small" color="secondary" label="SysAdmin" />}
            {r.roles.includes(UserRole.OnboardingManager) && (
              <Chip size="small" color="secondary" variant="outlined" label="Onboarding manager" />
            )}
            {!r.isAdmin && !r.roles.some((role) => role !== UserRole.TenantAdmin) && (
              <Chip size="small" variant="outlined" label="User" />
            )}
            {r.isReadOnlyUser && <Chip size="small" color="warning" variant="outlined" label="Read-only" />}
          </Box>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        width: 200,
        cell: (r) =>
          r.needToChangePassword ? (
            <Chip size="small" color="warning" label="Must change password" />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {r.useTOTP ? 'Two-step sign-in' : 'Password'}
            </Typography>
          ),
      },
      ...(withGroups
        ? [
            {
              id: 'groups',
              header: 'Groups',
              width: 180,
              wrap: true,
              cell: (r: Row) =>
                r.groups.length === 0 ? (
                  <Typography variant="body2" color="text.disabled">
                    —
                  </Typography>
                ) : (
                  r.groups.map((g) => g.name).join(', ')
                ),
            },
          ]
        : []),
      {
        id: 'lastSignedIn',
        header: 'Last Signed In',
        sortField: 'lastSignedIn',
        width: 150,
        cell: (r) => (r.lastSignedIn ? formatDateTime(r.lastSignedIn) : 'Never'),
      },
      ...(canManage
        ? [
            {
              id: 'actions',
              header: '',
              width: withGroups ? 120 : 90,
              resizable: false,
              cell: (r: Row) => (
                <RowActions>
                  <RowAction
                    title="Update user"
                    label={`Update ${r.email}`}
                    testId="row-edit"
                    icon={<EditRounded fontSize="small" />}
                    onClick={() => openDialog('editUser', { id: r.id })}
                  />
                  <RowAction
                    title="Change password"
                    label={`Change the password of ${r.email}`}
                    testId="row-change-password"
                    icon={<LockResetRounded fontSize="small" />}
                    disabled={r.id === me.id}
                    onClick={() => openDialog('changeUserPassword', { id: r.id })}
                  />
                  {withGroups && (
                    <RowAction
                      title="Add groups"
                      label={`Add ${r.email} to groups`}
                      testId="row-add-groups"
                      icon={<GroupAddRounded fontSize="small" />}
                      onClick={() => openDialog('addToGroup', { id: r.id })}
                    />
                  )}
                </RowActions>
              ),
            },
          ]
        : []),
    ],
    [canManage, me.id, openDialog, withGroups],
  );

  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description={info.summary}
        actions={
          canManage && <AddButton label="Add User" testId="add-user" onClick={() => openDialog('addUser')} />
        }
      />
      <PrimaryAdminPanel tenantId={tenantId} canManage={canManage} primary={primary} onChanged={reload} />
      <DataTable
        id="users"
        ariaLabel="Users"
        testId="users-table"
        rowTestId="user-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.id}
        sort={view.sort}
        onSortChange={view.setSort}
        onRowClick={canManage ? (r) => openDialog('editUser', { id: r.id }) : undefined}
        selectable={canManage}
        countLabel={(n) => `${n} ${n === 1 ? 'user' : 'users'}`}
        toolbar={(selection) => (
          <ListToolbar
            filters={view.filters}
            searchPlaceholder="Search by email or name"
            searchLabel="Search users"
          >
            {canManage && (
              <Tooltip
                title={selection.rows.some((r) => r.id === me.id) ? 'You cannot delete your own account' : ''}
              >
                <span>
                  <DeleteSelected
                    selection={selection}
                    confirm={confirmed}
                    disabled={selection.rows.some((r) => r.id === me.id)}
                    nameOf={(r) => r.email}
                    title="Delete users"
                    consequence="They can no longer sign in; their sessions end at once."
                    remove={(ids) => deleteUsers({ variables: { ids, tenantId } })}
                    success={PeopleMessages.usersDeleted}
                    after={reload}
                  />
                </span>
              </Tooltip>
            )}
          </ListToolbar>
        )}
      />
      <ConfirmDialog request={confirmed.request} busy={confirmed.busy} onClose={confirmed.close} />
    </PageContainer>
  );
}

function usePrimaryAdmin(tenantId: number | null) {
  const query = useQuery(primaryAdminQuery, { variables: { tenantId }, fetchPolicy: 'network-only' });
  const { refetch } = query;
  return {
    current: query.data?.primaryAdmin ?? null,
    loading: query.loading,
    refetch: useCallback(() => refetch(), [refetch]),
  };
}

/** The tenant's primary admin, and (for admins) Set primary admin: disabled until another admin is chosen. */
function PrimaryAdminPanel({
  tenantId,
  canManage,
  primary,
  onChanged,
}: {
  tenantId: number | null;
  canManage: boolean;
  primary: ReturnType<typeof usePrimaryAdmin>;
  onChanged: () => Promise<unknown>;
}) {
  const admins = useQuery(adminUsersQuery, {
    variables: { tenantId },
    fetchPolicy: 'network-only',
    skip: !canManage,
  });
  const [chosen, setChosen] = useState<number | ''>('');
  const [setPrimaryAdmin] = useMutation(setPrimaryAdminMutation);
  const confirmed = useConfirmedAction();
  const current = primary.current;
  const options = admins.data?.users.items ?? [];
  const choice = options.find((a) => a.id === chosen);

  return (
    <Paper
      variant="outlined"
      data-testid="primary-admin"
      sx={{ p: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <AdminPanelSettingsRounded color="primary" />
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Typography variant="overline" color="text.secondary">
          Primary admin
        </Typography>
        <Typography variant="body1" data-testid="primary-admin-name">
          {primary.loading ? '…' : current ? `${fullName(current)} (${current.email})` : 'Not set'}
        </Typography>
      </Box>
      {canManage && (
        <>
          <TextField
            select
            label="New primary admin"
            value={chosen}
            onChange={(e) => setChosen(e.target.value === '' ? '' : Number(e.target.value))}
            sx={{ width: 280 }}
            slotProps={{ htmlInput: { 'data-testid': 'primary-admin-select' } }}
          >
            {options.length === 0 && (
              <MenuItem value="" disabled>
                No admin to choose
              </MenuItem>
            )}
            {options.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {fullName(a)} ({a.email})
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            data-testid="set-primary-admin"
            disabled={!choice || choice.id === current?.id || confirmed.busy}
            onClick={() =>
              choice &&
              confirmed.ask({
                title: 'Set primary admin',
                message: `Make ${fullName(choice)} (${choice.email}) the primary admin?`,
                confirmLabel: 'Set primary admin',
                onConfirm: () =>
                  confirmed.run(
                    () => setPrimaryAdmin({ variables: { id: choice.id, tenantId } }),
                    PeopleMessages.adminChanged,
                    async () => {
                      setChosen('');
                      await onChanged();
                    },
                  ),
              })
            }
          >
            Set primary admin
          </Button>
        </>
      )}
      <ConfirmDialog request={confirmed.request} busy={confirmed.busy} onClose={confirmed.close} />
    </Paper>
  );
}
