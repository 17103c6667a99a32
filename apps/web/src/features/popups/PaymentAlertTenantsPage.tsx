import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Switch, Tooltip } from '@mui/material';
import { PopupLimits, PopupMessages, formatDateTime, type PaymentPopupType } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { ListToolbar } from '../../components/ListToolbar';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type {
  TenantPopupItemFilterInput,
  TenantPopupItemSortInput,
  TenantPopupsListQuery,
} from '../../gql/graphql';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { PaymentAlertSwitch } from './PaymentAlertSwitch';
import { launchTenantPopupMutation, stopTenantPopupMutation, tenantPopupsQuery } from './popups.queries';

type Row = TenantPopupsListQuery['popups']['items'][number];

const FILTERS: FilterDef<WhereField<TenantPopupItemFilterInput>>[] = [
  { id: 'search', type: 'text', label: 'Search', field: ['name', 'superiorPartner'], operation: 'contains' },
];

const LABEL: Record<PaymentPopupType, string> = {
  PAYMENT_WARNING: 'Payment Alert',
  BLOCK_BECAUSE_OF_PAYMENT: 'OffBoarding',
};

/** A switch launching the tenant's payment popup with a start date of now, or stopping it. */
function PopupSwitch({
  row,
  popupType,
  startDate,
  onChanged,
}: {
  row: Row;
  popupType: PaymentPopupType;
  startDate: unknown;
  onChanged: () => Promise<void>;
}) {
  const [launch] = useMutation(launchTenantPopupMutation);
  const [stop] = useMutation(stopTenantPopupMutation);
  const [busy, setBusy] = useState(false);
  const snackbar = useSnackbar();
  const on = Boolean(startDate);
  const toggle = async (next: boolean) => {
    setBusy(true);
    try {
      if (next) {
        await launch({ variables: { tenantId: row.id, popupType, startDate: new Date().toISOString() } });
        snackbar.show(PopupMessages.popupAssigned, 'success');
      } else {
        await stop({ variables: { tenantId: row.id, popupType } });
        snackbar.show(PopupMessages.popupStopped, 'success');
      }
      await onChanged();
    } catch (e) {
      snackbar.showError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={on ? `Since ${formatDateTime(startDate as string)}` : 'Not launched'}>
      <Switch
        checked={on}
        disabled={busy}
        onChange={(_e, next) => void toggle(next)}
        slotProps={{ input: { 'aria-label': `${LABEL[popupType]} for ${row.name}` } }}
        data-testid={`switch-${popupType}`}
      />
    </Tooltip>
  );
}

/** Payment Alert → partners list (back office): each tenant with a switch per payment popup, 30 a page. */
export default function PaymentAlertTenantsPage({ info }: { info: AreaInfo }) {
  const view = useListView<TenantPopupItemFilterInput, TenantPopupItemSortInput>({
    id: 'paymentAlertTenants',
    filters: FILTERS,
    defaultSort: { field: 'name', direction: 'ASC' },
    columns: [{ sortField: 'name' }, { sortField: 'tenantType' }, { sortField: 'superiorPartner' }],
  });
  const list = useServerList({
    document: tenantPopupsQuery,
    field: 'popups',
    where: view.where,
    order: view.order,
    pageSize: PopupLimits.pageSize,
  });
  const refetch = list.refetch;
  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      { id: 'name', header: 'Name', sortField: 'name', width: 300, cell: (r) => r.name },
      {
        id: 'tenantType',
        header: 'Type',
        sortField: 'tenantType',
        width: 130,
        cell: (r) => (r.tenantType === 'PARTNER' ? 'Partner' : 'Customer'),
      },
      {
        id: 'superiorPartner',
        header: 'Superior Partner',
        sortField: 'superiorPartner',
        width: 260,
        cell: (r) => r.superiorPartner,
      },
      {
        id: 'paymentWarning',
        header: 'Payment Alert',
        width: 150,
        cell: (r) => (
          <PopupSwitch
            row={r}
            popupType="PAYMENT_WARNING"
            startDate={r.paymentWarningStartDate}
            onChanged={refetch}
          />
        ),
      },
      {
        id: 'block',
        header: 'OffBoarding',
        width: 150,
        cell: (r) => (
          <PopupSwitch
            row={r}
            popupType="BLOCK_BECAUSE_OF_PAYMENT"
            startDate={r.blockStartDate}
            onChanged={refetch}
          />
        ),
      },
    ],
    [refetch],
  );
  return (
    <PageContainer>
      <PageHeader title="Payment Alert" description={info.summary} actions={<PaymentAlertSwitch />} />
      <DataTable
        id="payment-alert-tenants"
        ariaLabel="Payment Alert partners list"
        testId="payment-alert-tenants"
        rowTestId="payment-alert-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.id}
        sort={view.sort}
        onSortChange={view.setSort}
        countLabel={(n) => `${n} ${n === 1 ? 'tenant' : 'tenants'}`}
        toolbar={
          <ListToolbar
            filters={view.filters}
            searchPlaceholder="Tenant or partner name"
            searchLabel="Search"
          />
        }
      />
    </PageContainer>
  );
}
