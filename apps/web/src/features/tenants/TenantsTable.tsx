import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Box, Chip, Tooltip, Typography } from '@mui/material';
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
import { DeleteRowAction, EditRowAction, RowAction, RowActions } from '../../components/RowActions';
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

const testingGroupsLabel = (groups: readonly number[]) =>
  groups.length === 0
    ? TESTING_GROUP_NAMES[0]
    : groups.map((g) => TESTING_GROUP_NAMES[g as TestingGroupId] ?? g).join(', ');

function Caption({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary" noWrap component="div">
      {children}
    </Typography>
  );
}

function columnsFor(backOffice: boolean): DataColumn<TenantRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortField: 'name',
      width: 220,
      cell: (t) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <TenantAvatar id={t.id} name={t.name} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {t.name}
            </Typography>
            {t.superiorPartner && <Caption>under {t.superiorPartner}</Caption>}
          </Box>
        </Box>
      ),
    },
    {
      id: 'type',
      header: 'Type',
      sortField: 'tenantType',
      width: 110,
      cell: (t) => (
        <Box>
          <Chip
            size="small"
            label={t.isPartner ? 'Partner' : 'Customer'}
            color={t.isPartner ? 'primary' : 'default'}
            variant={t.isPartner ? 'outlined' : 'filled'}
          />
          {backOffice && !t.isPartner && t.testingGroups.length > 0 && (
            <Caption>{testingGroupsLabel(t.testingGroups)}</Caption>
          )}
        </Box>
      ),
    },
    {
      id: 'subscription',
      header: 'Subscription',
      sortField: 'subscriptionStatus',
      width: 140,
      cell: (t) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {SUBSCRIPTION_STATUS_LABELS[t.subscriptionStatus as SubscriptionStatus] ?? t.subscriptionStatus}
          </Typography>
          <Caption>{RISK_TYPE_LABELS[t.riskType as RiskType] ?? t.riskType}</Caption>
        </Box>
      ),
    },
    {
      id: 'devices',
      header: 'Devices',
      align: 'right',
      sortField: 'allNestedActiveDevicesCount',
      width: 100,
      cell: (t) => (
        <Tooltip title={`${t.allNestedActiveDevicesCount} licensed of ${t.devicesCount} devices`}>
          <span>
            {t.allNestedActiveDevicesCount} / {t.devicesCount}
          </span>
        </Tooltip>
      ),
    },
    {
      id: 'customers',
      header: 'Customers',
      align: 'right',
      sortField: 'customersCount',
      width: 100,
      cell: (t) => (t.isPartner ? t.customersCount : '—'),
    },
    {
      id: 'users',
      header: 'Users',
      align: 'right',
      sortField: 'usersCount',
      width: 75,
      cell: (t) => t.usersCount,
    },
    {
      id: 'totalRisk',
      header: 'Total Risk',
      align: 'right',
      sortField: 'sensitiveRiskInUSD',
      width: 110,
      cell: (t) => formatUsd(t.sensitiveRiskInUSD),
    },
    {
      id: 'residualRisk',
      header: 'Residual Risk',
      align: 'right',
      sortField: 'residualSensitiveRiskInUSD',
      width: 125,
      cell: (t) => (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {formatUsd(t.residualSensitiveRiskInUSD)}
        </Box>
      ),
    },
    ...(backOffice
      ? [
          {
            id: 'onboarding',
            header: 'Onboarding',
            sortField: 'onboardingUserEmail',
            width: 160,
            cell: (t: TenantRow) => (t.onboarding ? (t.onboardingUserEmail ?? 'In onboarding') : '—'),
          },
        ]
      : []),
    {
      id: 'created',
      header: 'Created',
      sortField: 'createdDate',
      width: 100,
      cell: (t) => formatDate(t.createdDate),
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
      width: backOffice ? 112 : 84,
      resizable: false,
      cell: (t) => {
        const data = { id: t.id, tenantType: t.tenantType, name: t.name };
        return (
          <RowActions>
            <EditRowAction
              name={t.name}
              testId="tenant-edit"
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
            <DeleteRowAction
              name={t.name}
              testId="tenant-delete"
              onClick={() => openDialog('deleteTenant', data)}
            />
          </RowActions>
        );
      },
    };
    return [...columnsFor(backOffice), ...(canManage ? [actions] : [])];
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
        rowTestId="child-tenant-row"
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
