import { useNavigate } from 'react-router';
import { Box, Link, Tooltip } from '@mui/material';
import {
  Limits,
  RouteRole,
  activeDevicesLevel,
  formatDateTime,
  lastAccessLevel,
  partnerCustomersLevel,
  type OnboardingLevel,
} from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { FiltersPanel, useListView, type FilterDef, type WhereField } from '../../components/filters';
import { ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type {
  OnboardingTenantsQuery,
  TenantListItemFilterInput,
  TenantListItemSortInput,
} from '../../gql/graphql';
import { actingTenantHome, tenantBase } from '../../routes/app-routes';
import { customerRoutes } from '../../routes/customer-routes';

import { useCurrentUser } from '../../session/current-user';
import { isSysAdmin } from '../../session/route-decisions';
import { onboardingTenantsQuery } from './tenants.queries';

type Row = OnboardingTenantsQuery['onboardingTenants']['items'][number];

const LEVEL_COLOR: Record<OnboardingLevel, string> = {
  good: 'success.main',
  warning: 'warning.main',
  bad: 'error.main',
};

/** A figure with its indicator dot (spec part 2 §4 onboarding colours). */
function Indicator({ level, children }: { level: OnboardingLevel; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} data-level={level}>
      <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: LEVEL_COLOR[level] }} />
      {children}
    </Box>
  );
}

const FILTERS: FilterDef<WhereField<TenantListItemFilterInput>>[] = [
  {
    id: 'search',
    type: 'text',
    label: 'Search',
    field: ['name', 'onboardingUserEmail'],
    operation: 'contains',
  },
];

const BY_NAME = { field: 'name', direction: 'ASC' } as const;

/** Where a tenant of the table leads: its own pages (acting for it); a customer's risk portal. */
function tenantHref(t: Row) {
  return t.isPartner
    ? actingTenantHome(t.id, RouteRole.Partner)
    : customerRoutes.riskPortal.href(tenantBase(t.id));
}

/**
 * The Onboarding table (spec part 2 §2.3, §2.6, §4): tenants in onboarding with their onboarding
 * user and three indicators. SysAdmin gets links to the tenants' pages; anyone else switches into
 * the tenant by clicking its row, landing on the customer risk portal.
 */
export default function OnboardingPage({ info }: { info: AreaInfo }) {
  const navigate = useNavigate();
  const sysAdmin = isSysAdmin(useCurrentUser());
  const columns: DataColumn<Row>[] = [
    {
      id: 'name',
      header: 'Tenant',
      sortField: 'name',
      width: 220,
      cell: (t) =>
        sysAdmin ? (
          <Link
            href={tenantHref(t)}
            underline="hover"
            onClick={(e) => e.stopPropagation()}
            sx={{ fontWeight: 600 }}
          >
            {t.name}
          </Link>
        ) : (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t.name}
          </Box>
        ),
    },
    {
      id: 'type',
      header: 'Type',
      sortField: 'tenantType',
      width: 100,
      cell: (t) => (t.isPartner ? 'Partner' : 'Customer'),
    },
    {
      id: 'partner',
      header: 'Partner',
      sortField: 'superiorPartner',
      width: 170,
      cell: (t) => t.superiorPartner ?? '—',
    },
    {
      id: 'onboardingUser',
      header: 'Onboarding User',
      sortField: 'onboardingUserEmail',
      width: 210,
      cell: (t) => t.onboardingUserEmail ?? '—',
    },
    {
      id: 'lastAccess',
      header: 'Last Access',
      sortField: 'usersLastSignedDate',
      width: 170,
      cell: (t) => (
        <Tooltip title="Green: within 4 days; orange: within 9; red: longer">
          <span>
            <Indicator level={lastAccessLevel(t.usersLastSignedDate)}>
              {t.usersLastSignedDate ? formatDateTime(t.usersLastSignedDate) : 'Never'}
            </Indicator>
          </span>
        </Tooltip>
      ),
    },
    {
      id: 'activeDevices',
      header: 'Active Devices',
      sortField: 'allNestedActiveDevicesCount',
      align: 'right',
      width: 140,
      cell: (t) => (
        <Indicator level={activeDevicesLevel(t.allNestedActiveDevicesCount)}>
          {t.allNestedActiveDevicesCount}
        </Indicator>
      ),
    },
    {
      id: 'customers',
      header: 'Customers',
      sortField: 'customersCount',
      align: 'right',
      width: 120,
      cell: (t) =>
        t.isPartner ? (
          <Indicator level={partnerCustomersLevel(t.customersCount)}>{t.customersCount}</Indicator>
        ) : (
          '—'
        ),
    },
  ];
  const view = useListView<TenantListItemFilterInput, TenantListItemSortInput>({
    id: 'onboarding',
    filters: FILTERS,
    defaultSort: BY_NAME,
    columns,
  });
  const list = useServerList({
    document: onboardingTenantsQuery,
    field: 'onboardingTenants',
    where: view.where,
    order: view.order,
    pageSize: Limits.tenantTablePageSize,
  });
  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <FiltersPanel filters={view.filters}>
        <DataTable
          id="onboarding"
          ariaLabel="Tenants in onboarding"
          testId="onboarding-table"
          rowTestId="onboarding-row"
          columns={columns}
          list={list}
          getRowId={(t) => t.id}
          sort={view.sort}
          onSortChange={view.setSort}
          onRowClick={sysAdmin ? undefined : (t) => navigate(tenantHref(t))}
          countLabel={(n) => `${n} ${n === 1 ? 'tenant' : 'tenants'} in onboarding`}
          toolbar={
            <ListToolbar
              filters={view.filters}
              searchPlaceholder="Tenant or onboarding user"
              searchLabel="Search onboarding"
            />
          }
        />
      </FiltersPanel>
    </PageContainer>
  );
}
