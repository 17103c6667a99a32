import { useNavigate } from 'react-router';
import { Box, Chip, InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { formatPercent, formatUsd, Limits, RouteRole } from '@vigil/contracts';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import { TenantAvatar } from '../../components/TenantAvatar';
import type { ChildTenantFilterInput, ChildTenantSortInput } from '../../gql/graphql';
import { actingTenantHome } from '../../routes/app-routes';
import { childTenantsQuery } from './child-tenants.query';
import type { ChildTenant } from './use-child-tenant-list';

function EncryptionCell({ percent }: { percent: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, justifyContent: 'flex-end' }}>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, percent))}
        aria-hidden
        sx={{
          width: 72,
          height: 6,
          borderRadius: 3,
          bgcolor: '#eef2f7',
          '& .MuiLinearProgress-bar': { borderRadius: 3 },
        }}
        color={percent >= 50 ? 'success' : 'primary'}
      />
      <Box component="span" className="tabular" sx={{ minWidth: 36, textAlign: 'right', fontWeight: 600 }}>
        {formatPercent(percent)}
      </Box>
    </Box>
  );
}

const COLUMNS: DataColumn<ChildTenant>[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'name',
    width: 240,
    cell: (tenant) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <TenantAvatar id={tenant.id} name={tenant.name} />
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {tenant.name}
        </Typography>
      </Box>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    sortField: 'isPartner',
    width: 120,
    cell: (tenant) => (
      <Chip
        size="small"
        label={tenant.isPartner ? 'Partner' : 'Customer'}
        color={tenant.isPartner ? 'primary' : 'default'}
        variant={tenant.isPartner ? 'outlined' : 'filled'}
      />
    ),
  },
  {
    id: 'devices',
    header: 'Devices',
    align: 'right',
    sortField: 'devicesCount',
    width: 110,
    cell: (tenant) => tenant.devicesCount,
  },
  {
    id: 'totalRisk',
    header: 'Total Risk',
    align: 'right',
    sortField: 'entriesCost',
    width: 130,
    cell: (tenant) => (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {formatUsd(tenant.entriesCost)}
      </Box>
    ),
  },
  {
    id: 'residualRisk',
    header: 'Residual Risk',
    align: 'right',
    sortField: 'residualEntriesCost',
    width: 150,
    cell: (tenant) => (
      <Box component="span" sx={{ fontWeight: 600 }}>
        {formatUsd(tenant.residualEntriesCost)}
      </Box>
    ),
  },
  {
    id: 'encryption',
    header: 'Encryption',
    align: 'right',
    sortField: 'encryptionPercent',
    width: 170,
    cell: (tenant) => <EncryptionCell percent={tenant.encryptionPercent} />,
  },
];

const FILTERS: FilterDef<WhereField<ChildTenantFilterInput>>[] = [
  {
    id: 'name',
    type: 'text',
    label: 'Name',
    field: 'name',
    operation: 'contains',
    maxLength: Limits.searchMax,
  },
];

const BY_NAME = { field: 'name', direction: 'ASC' } as const;

/** The tenants under `tenantId`: search by name, sort, open one as partner or customer. */
export function ChildTenantsTable({ tenantId }: { tenantId: number }) {
  const navigate = useNavigate();
  const view = useListView<ChildTenantFilterInput, ChildTenantSortInput>({
    id: 'tenants',
    filters: FILTERS,
    defaultSort: BY_NAME,
    columns: COLUMNS,
  });
  const list = useServerList({
    document: childTenantsQuery,
    field: 'childTenants',
    variables: { tenantId },
    where: view.where,
    order: view.order,
    pageSize: Limits.tenantTablePageSize,
  });

  const open = (tenant: ChildTenant) =>
    navigate(actingTenantHome(tenant.id, tenant.isPartner ? RouteRole.Partner : RouteRole.Customer));
  const search = (view.filters.draft.name as string | undefined) ?? '';

  return (
    <DataTable
      id="child-tenants"
      ariaLabel="Tenants"
      testId="child-tenants-table"
      rowTestId="child-tenant-row"
      columns={COLUMNS}
      list={list}
      getRowId={(tenant) => tenant.id}
      sort={view.sort}
      onSortChange={view.setSort}
      onRowClick={open}
      countLabel={(n) => `${n} ${n === 1 ? 'tenant' : 'tenants'}`}
      toolbar={
        <TextField
          placeholder="Search by name"
          value={search}
          onChange={(e) => view.filters.edit('name', e.target.value.replace(/^\s+/, ''))}
          sx={{ width: 320, maxWidth: '100%' }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search tenants', maxLength: Limits.searchMax },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      }
    />
  );
}
