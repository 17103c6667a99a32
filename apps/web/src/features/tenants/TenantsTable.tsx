import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Box, Chip, Typography } from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import {
  Limits,
  RISK_TYPE_LABELS,
  RouteRole,
  SUBSCRIPTION_STATUS_LABELS,
  TESTING_GROUP_NAMES,
  formatDate,
  formatUsd,
  type RiskType,
  type SubscriptionStatus,
  type TestingGroupId,
} from '@vigil/contracts';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { FiltersPanel, useListView } from '../../components/filters';
import { ListToolbar } from '../../components/ListToolbar';
import { RowAction, RowActions } from '../../components/RowActions';
import { TenantAvatar } from '../../components/TenantAvatar';
import type {
  CustomersAndPartners2Query,
  TenantListItemFilterInput,
  TenantListItemSortInput,
} from '../../gql/graphql';
import { actingTenantHome } from '../../routes/app-routes';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useRefetchOnDialogClose } from '../classifiers/use-refetch-on-dialog-close';
import { backOfficeFilters, TENANT_FILTERS } from './tenant-filters';
import { onboardingManagersQuery, tenantListQuery } from './tenants.queries';

export type TenantRow = CustomersAndPartners2Query['customersAndPartners2']['items'][number];

const BY_NAME = { field: 'name', direction: 'ASC' } as const;

function baseColumns(): DataColumn<TenantRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortField: 'name',
      width: 240,
      cell: (t) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <TenantAvatar id={t.id} name={t.name} />
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {t.name}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'type',
      header: 'Type',
      sortField: 'tenantType',
      width: 110,
      cell: (t) => (
        <Chip
          size="small"
          label={t.isPartner ? 'Partner' : 'Customer'}
          color={t.isPartner ? 'primary' : 'default'}
          variant={t.isPartner ? 'outlined' : 'filled'}
        />
      ),
    },
    {
      id: 'superiorPartner',
      header: 'Superior Partner',
      sortField: 'superiorPartner',
      width: 170,
      cell: (t) => t.superiorPartner ?? '—',
    },
    {
      id: 'subscription',
      header: 'Subscription',
      sortField: 'subscriptionStatus',
      width: 130,
      cell: (t) =>
        SUBSCRIPTION_STATUS_LABELS[t.subscriptionStatus as SubscriptionStatus] ?? t.subscriptionStatus,
    },
    {
      id: 'riskType',
      header: 'Risk Type',
      sortField: 'riskType',
      width: 140,
      cell: (t) => RISK_TYPE_LABELS[t.riskType as RiskType] ?? t.riskType,
    },
    {
      id: 'devices',
      header: 'Active / All Devices',
      align: 'right',
      sortField: 'allNestedActiveDevicesCount',
      width: 150,
      cell: (t) => `${t.allNestedActiveDevicesCount} / ${t.devicesCount}`,
    },
    {
      id: 'customers',
      header: 'Customers',
      align: 'right',
      sortField: 'customersCount',
      width: 110,
      cell: (t) => (t.isPartner ? t.customersCount : '—'),
    },
    {
      id: 'users',
      header: 'Users',
      align: 'right',
      sortField: 'usersCount',
      width: 90,
      cell: (t) => t.usersCount,
    },
    {
      id: 'totalRisk',
      header: 'Total Risk',
      align: 'right',
      sortField: 'sensitiveRiskInUSD',
      width: 120,
      cell: (t) => formatUsd(t.sensitiveRiskInUSD),
    },
    {
      id: 'residualRisk',
      header: 'Residual Risk',
      align: 'right',
      sortField: 'residualSensitiveRiskInUSD',
      width: 130,
      cell: (t) => (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {formatUsd(t.residualSensitiveRiskInUSD)}
        </Box>
      ),
    },
    {
      id: 'created',
      header: 'Created',
      sortField: 'createdDate',
      width: 110,
      cell: (t) => formatDate(t.createdDate),
    },
  ];
}

function backOfficeColumns(): DataColumn<TenantRow>[] {
  return [
    {
      id: 'onboarding',
      header: 'Onboarding',
      sortField: 'onboardingUserEmail',
      width: 190,
      cell: (t) => (t.onboarding ? (t.onboardingUserEmail ?? 'In onboarding') : '—'),
    },
    {
      id: 'testingGroups',
      header: 'Testing Group',
      width: 120,
      cell: (t) =>
        t.testingGroups.length === 0
          ? TESTING_GROUP_NAMES[0]
          : t.testingGroups.map((g) => TESTING_GROUP_NAMES[g as TestingGroupId] ?? g).join(', '),
    },
  ];
}

/**
 * The tenants below `tenantId` (spec part 2 §2.3 "Tenants page"): filters, sort, 30 a page; a row
 * opens the tenant, its actions edit, edit the onboarding (the back office) or delete it.
 */
export function TenantsTable({
  tenantId,
  backOffice,
  canManage,
}: {
  tenantId: number;
  backOffice: boolean;
  canManage: boolean;
}) {
  const navigate = useNavigate();
  const { openDialog } = useDialog();
  const managers = useQuery(onboardingManagersQuery, { skip: !backOffice, fetchPolicy: 'cache-first' });
  const filters = useMemo(
    () => (backOffice ? backOfficeFilters(managers.data?.onboardingManagers ?? []) : TENANT_FILTERS),
    [backOffice, managers.data],
  );
  const columns = useMemo<DataColumn<TenantRow>[]>(() => {
    const actions: DataColumn<TenantRow> = {
      id: 'actions',
      header: '',
      width: backOffice ? 120 : 90,
      resizable: false,
      cell: (t) => {
        const data = { id: t.id, tenantType: t.tenantType, name: t.name };
        return (
          <RowActions>
            <RowAction
              title="Edit"
              label={`Edit ${t.name}`}
              testId="tenant-edit"
              icon={<EditRounded fontSize="small" />}
              onClick={() => openDialog('editTenant', data)}
            />
            {backOffice && (
              <RowAction
                title="Edit onboarding data"
                label={`Edit onboarding of ${t.name}`}
                testId="tenant-edit-onboarding"
                icon={<HowToRegRounded fontSize="small" />}
                onClick={() => openDialog('editTenantOnboarding', data)}
              />
            )}
            <RowAction
              title="Delete"
              label={`Delete ${t.name}`}
              testId="tenant-delete"
              icon={<DeleteOutlineRounded fontSize="small" />}
              onClick={() => openDialog('deleteTenant', data)}
            />
          </RowActions>
        );
      },
    };
    return [...baseColumns(), ...(backOffice ? backOfficeColumns() : []), ...(canManage ? [actions] : [])];
  }, [backOffice, canManage, openDialog]);

  const view = useListView<TenantListItemFilterInput, TenantListItemSortInput>({
    id: 'tenants',
    filters,
    defaultSort: BY_NAME,
    columns,
  });
  const list = useServerList({
    document: tenantListQuery,
    field: 'customersAndPartners2',
    variables: { tenantId },
    where: view.where,
    order: view.order,
    pageSize: Limits.tenantTablePageSize,
  });
  const reload = useCallback(() => list.refetch(), [list]);
  useRefetchOnDialogClose(reload);

  const open = (t: TenantRow) =>
    navigate(actingTenantHome(t.id, t.isPartner ? RouteRole.Partner : RouteRole.Customer));

  return (
    <FiltersPanel filters={view.filters}>
      <DataTable
        id="tenants"
        ariaLabel="Tenants"
        testId="tenants-table"
        rowTestId="tenant-row"
        columns={columns}
        list={list}
        getRowId={(t) => t.id}
        sort={view.sort}
        onSortChange={view.setSort}
        onRowClick={open}
        countLabel={(n) => `${n} ${n === 1 ? 'tenant' : 'tenants'}`}
        toolbar={
          <ListToolbar
            filters={view.filters}
            searchPlaceholder="Search by name, agent key or user email"
            searchLabel="Search tenants"
          />
        }
      />
    </FiltersPanel>
  );
}
