import { useCallback, useMemo } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { formatDateTime, SsoLimits, singleSignOnUrl, ssoRedirectUri } from '@vigil/contracts';
import { AddButton } from '../../components/AddButton';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import { ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { EditDeleteActions } from '../../components/RowActions';
import type {
  TenantAuthProviderFilterInput,
  TenantAuthProviderSortInput,
  TenantAuthProvidersQuery,
} from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useRefetchOnDialogClose } from '../classifiers/use-refetch-on-dialog-close';
import { tenantAuthProvidersQuery } from './auth-providers.query';
import { CopyableValue } from './CopyableValue';
import { ProviderBadge } from './ProviderBadge';

type Row = TenantAuthProvidersQuery['tenantAuthProviders']['items'][number];

const FILTERS: FilterDef<WhereField<TenantAuthProviderFilterInput>>[] = [
  {
    id: 'search',
    type: 'text',
    label: 'Search',
    field: ['clientId', 'url', 'provider'],
    operation: 'contains',
  },
];
const SORT_FIELDS = [
  { sortField: 'provider' },
  { sortField: 'clientId' },
  { sortField: 'url' },
  { sortField: 'createdAt' },
];
const OLDEST_FIRST = { field: 'createdAt', direction: 'ASC' } as const;

/**
 * Auth Providers (spec part 2 §2.2): the tenant's single sign-on providers with Search, Add provider,
 * edit and delete per row, and the tenant's single sign-on URL to share. Customer settings, and the
 * partner's and the back office's settings menu.
 */
export default function AuthProvidersPage({ info }: { info: AreaInfo }) {
  const user = useCurrentUser();
  const canEdit = !user.isReadOnlyUser && !user.isRegular;
  const { tenantId, actingTenantId } = useTenantScope();
  const { openDialog } = useDialog();
  const view = useListView<TenantAuthProviderFilterInput, TenantAuthProviderSortInput>({
    id: 'auth-providers',
    filters: FILTERS,
    defaultSort: OLDEST_FIRST,
    columns: SORT_FIELDS,
  });
  const list = useServerList({
    document: tenantAuthProvidersQuery,
    field: 'tenantAuthProviders',
    variables: { tenantId: actingTenantId },
    where: view.where,
    order: view.order,
    pageSize: SsoLimits.pageSize,
  });
  const reload = useCallback(() => list.refetch(), [list]);
  useRefetchOnDialogClose(reload);
  const origin = window.location.origin;

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'provider',
        header: 'Provider',
        sortField: 'provider',
        width: 170,
        cell: (r) => <ProviderBadge kind={r.provider} />,
      },
      { id: 'clientId', header: 'Client ID', sortField: 'clientId', width: 320, cell: (r) => r.clientId },
      { id: 'url', header: 'URL', sortField: 'url', width: 340, grow: true, cell: (r) => r.url },
      {
        id: 'createdAt',
        header: 'Added',
        sortField: 'createdAt',
        width: 170,
        cell: (r) => formatDateTime(String(r.createdAt)),
      },
      {
        id: 'actions',
        header: '',
        width: 96,
        resizable: false,
        cell: (r) =>
          canEdit && (
            <EditDeleteActions
              name={r.clientId}
              onEdit={() => openDialog('editAuthProvider', { id: r.id })}
              onDelete={() => openDialog('deleteAuthProvider', { id: r.id })}
            />
          ),
      },
    ],
    [canEdit, openDialog],
  );

  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description={info.summary}
        actions={
          canEdit && (
            <AddButton
              label="Add provider"
              testId="add-auth-provider"
              onClick={() => openDialog('createAuthProvider')}
            />
          )
        }
      />
      <Paper
        variant="outlined"
        sx={{ p: 2.5, mb: 2.5, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      >
        <CopyableValue
          label="Single sign-on URL"
          value={singleSignOnUrl(origin, tenantId)}
          hint="Share it with the people of this tenant: it lists the providers below as sign-in buttons."
          testId="sso-url"
        />
        <CopyableValue
          label="Redirect URI"
          value={ssoRedirectUri(origin)}
          hint="Register it at the provider as the sign-in redirect URI of the application."
          testId="sso-redirect-uri"
        />
      </Paper>
      <DataTable
        id="auth-providers"
        ariaLabel="Auth providers"
        testId="auth-providers-table"
        rowTestId="auth-provider-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.id}
        sort={view.sort}
        onSortChange={view.setSort}
        onRowClick={canEdit ? (r) => openDialog('editAuthProvider', { id: r.id }) : undefined}
        printable={false}
        countLabel={(n) => `${n} ${n === 1 ? 'provider' : 'providers'}`}
        toolbar={
          <ListToolbar
            filters={view.filters}
            searchPlaceholder="Search providers"
            searchLabel="Search auth providers"
          />
        }
      />
      {!canEdit && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Only administrators of this tenant can add, change or delete providers.
          </Typography>
        </Box>
      )}
    </PageContainer>
  );
}
