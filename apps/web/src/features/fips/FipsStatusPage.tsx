import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Checkbox, Chip, Link } from '@mui/material';
import {
  FIPS_KNOWLEDGE_BASE_URL,
  FipsLimits,
  FipsMessages,
  fipsStatusLabel,
  fipsValidationLabel,
} from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import { ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type {
  FipsListItemFieldsFragment,
  FipsListItemFilterInput,
  FipsListItemSortInput,
} from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { fipsStatusAllowed, useCustomerInfo } from '../../session/use-customer-info';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { fipsStatusQuery, updateFipsListItemMutation } from './fips.queries';

type Row = FipsListItemFieldsFragment;

const FILTERS: FilterDef<WhereField<FipsListItemFilterInput>>[] = [
  { id: 'search', type: 'text', label: 'Name', field: ['name'], operation: 'contains' },
];
const BY_NAME = { field: 'name', direction: 'ASC' } as const;

const STATUS_COLOR = { Set: 'success', Pending: 'warning', 'Not Set': 'default' } as const;
const PASS_COLOR = { Pass: 'success', Fail: 'error', Unknown: 'default' } as const;

/**
 * FIPS Group Policy: asks for FIPS mode on the device, or withdraws the request. The box flips at
 * once and goes back when the change fails; the row is read again once it is saved.
 */
function GroupPolicyCheckbox({
  row,
  readOnly,
  onSaved,
}: {
  row: Row;
  readOnly: boolean;
  onSaved: () => Promise<unknown>;
}) {
  const { actingTenantId: tenantId } = useTenantScope();
  const [update, { loading }] = useMutation(updateFipsListItemMutation);
  const snackbar = useSnackbar();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const requested = optimistic ?? row.fipsRequestStatus === 'REQUESTED_SET';
  return (
    <Checkbox
      size="small"
      checked={requested}
      disabled={readOnly || loading}
      slotProps={{
        input: {
          'aria-label': `FIPS Group Policy of ${row.name}`,
          'data-testid': 'fips-group-policy',
        } as never,
      }}
      onClick={(e) => e.stopPropagation()}
      onChange={(_e, on) => {
        setOptimistic(on);
        void update({
          variables: {
            deviceId: row.deviceId,
            fipsRequestStatus: on ? 'REQUESTED_SET' : 'NOT_REQUESTED',
            tenantId,
          },
        })
          .then(async () => {
            snackbar.show(FipsMessages.updated, 'success');
            await onSaved();
          })
          .catch((e: unknown) => snackbar.showError(e))
          .finally(() => setOptimistic(null));
      }}
    />
  );
}

/** Deployment → FIPS Status (spec part 2 §2.6): each device's FIPS state and the request to set it. */
export default function FipsStatusPage({ info }: { info: AreaInfo }) {
  const me = useCurrentUser();
  const scope = useTenantScope();
  const customer = useCustomerInfo(scope.tenantId);
  const view = useListView<FipsListItemFilterInput, FipsListItemSortInput>({
    id: 'fips',
    filters: FILTERS,
    defaultSort: BY_NAME,
    columns: [{ sortField: 'name' }, { sortField: 'validation' }, { sortField: 'fipsFilesCount' }],
  });
  const list = useServerList({
    document: fipsStatusQuery,
    field: 'fipsStatus',
    variables: { tenantId: scope.actingTenantId },
    where: view.where,
    order: view.order,
    pageSize: FipsLimits.pageSize,
  });
  const readOnly = me.isReadOnlyUser;
  const refetch = list.refetch;
  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      { id: 'name', header: 'Name', sortField: 'name', width: 220, cell: (r) => r.name },
      {
        id: 'validation',
        header: 'FIPS',
        sortField: 'validation',
        width: 100,
        cell: (r) => {
          const label = fipsValidationLabel(r.validation);
          return <Chip size="small" variant="outlined" label={label} color={PASS_COLOR[label]} />;
        },
      },
      {
        id: 'fipsFilesCount',
        header: 'FIPS Data on Device',
        sortField: 'fipsFilesCount',
        width: 160,
        cell: (r) => (r.fipsFilesCount > 0 ? 'Yes' : 'No'),
      },
      {
        id: 'groupPolicy',
        header: 'FIPS Group Policy',
        width: 150,
        cell: (r) => <GroupPolicyCheckbox row={r} readOnly={readOnly} onSaved={refetch} />,
      },
      {
        id: 'status',
        header: 'FIPS Status',
        width: 130,
        cell: (r) => {
          const label = fipsStatusLabel(r);
          return <Chip size="small" label={label} color={STATUS_COLOR[label]} data-testid="fips-status" />;
        },
      },
      { id: 'bitlocker', header: 'Bitlocker', width: 120, cell: (r) => r.bitlockerStatus },
      { id: 'cng', header: 'CNG.sys version', width: 150, cell: (r) => r.cngVersion },
      { id: 'bcrypt', header: 'BCRYPT.dll version', width: 160, cell: (r) => r.bCryptVersion },
      {
        id: 'bcryptPrimitives',
        header: 'BCRYPTPRIMITIVES.dll version',
        width: 220,
        cell: (r) => r.bCryptPrimitivesVersion,
      },
      { id: 'os', header: 'OS version', width: 180, cell: (r) => r.osVersion },
      { id: 'method', header: 'Method Used', width: 260, cell: (r) => r.methodUsed },
    ],
    [readOnly, refetch],
  );
  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <Alert severity="warning" data-testid="fips-notice" sx={{ mb: 2 }}>
        {FipsMessages.notice}{' '}
        <Link href={FIPS_KNOWLEDGE_BASE_URL} target="_blank" rel="noopener noreferrer">
          Read the article
        </Link>
      </Alert>
      {customer && !fipsStatusAllowed(customer) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          FIPS mode is not requested for this customer: turn on Request FIPS Mode in Settings.
        </Alert>
      )}
      <DataTable
        id="fips-status"
        ariaLabel="FIPS status"
        testId="fips-table"
        rowTestId="fips-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.deviceId}
        sort={view.sort}
        onSortChange={view.setSort}
        countLabel={(n) => `${n} ${n === 1 ? 'device' : 'devices'}`}
        toolbar={
          <ListToolbar
            filters={view.filters}
            searchPlaceholder="Search by name"
            searchLabel="Search devices"
          />
        }
      />
    </PageContainer>
  );
}
