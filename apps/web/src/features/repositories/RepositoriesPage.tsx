import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { Chip, FormControlLabel, Switch, Tooltip } from '@mui/material';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import {
  CLOUD_SERVICE_LABELS,
  CLOUD_SERVICES,
  CloudDeviceLimits,
  CloudDeviceMessages,
  cloudScanRefusal,
  DeviceMessages,
  formatDateTime,
  type CloudService,
} from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { FiltersPanel, useListView, type FilterDef, type WhereField } from '../../components/filters';
import { ListToolbar, SelectionButton } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type {
  CloudDeviceItemFilterInput,
  CloudDeviceItemSortInput,
  CloudDevicesListQuery,
} from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useSendLogRequestColumn } from '../agent-logs/SendLogRequestColumn';
import { askBulkAction, type BulkActionSpec } from '../devices/device-bulk-actions';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { useRefetchOnDialogClose } from '../classifiers/use-refetch-on-dialog-close';
import { setDevicesActiveMarkMutation, setDevicesArchivingMarkMutation } from '../devices/devices.queries';
import { cloudDevicesQuery, updateCloudDevicesScanMutation } from './repositories.queries';

type Row = CloudDevicesListQuery['cloudDevices']['items'][number];

const FILTERS: FilterDef<WhereField<CloudDeviceItemFilterInput>>[] = [
  {
    id: 'search',
    type: 'text',
    label: 'Name',
    field: ['name', 'deviceIdentifier'],
    operation: 'contains',
  },
  {
    id: 'scan',
    type: 'select',
    label: 'Scan',
    field: 'scan',
    initial: null,
    applyImmediately: true,
    options: [
      { label: 'All', value: null },
      { label: 'Scan', value: true },
      { label: 'Do Not Scan', value: false },
    ],
  },
  {
    id: 'service',
    type: 'select',
    label: 'Cloud Service',
    field: 'authService',
    initial: null,
    applyImmediately: true,
    options: [
      { label: 'All', value: null },
      ...CLOUD_SERVICES.map((s) => ({ label: CLOUD_SERVICE_LABELS[s], value: s })),
    ],
  },
  {
    id: 'deletion',
    type: 'select',
    label: 'Deletion Status',
    field: 'isSuspectedDeleted',
    initial: null,
    applyImmediately: true,
    options: [
      { label: 'All', value: null },
      { label: 'Suspected Deleted', value: true },
      { label: 'Actual', value: false },
    ],
  },
  {
    id: 'archived',
    type: 'checkbox',
    label: 'Show Archived Devices',
    initial: false,
    applyImmediately: true,
    toWhere: (on) => ({ isArchived: { eq: on } }),
  },
  // An argument of the query (showOnlyWithDuplicateNames), kept in the view so the URL holds it.
  {
    id: 'duplicates',
    type: 'checkbox',
    label: 'Show Duplicates',
    initial: false,
    applyImmediately: true,
    toWhere: () => null,
  },
];
const SORT_FIELDS = [
  { sortField: 'name' },
  { sortField: 'customerName' },
  { sortField: 'sensitiveRiskInUSD' },
  { sortField: 'authService' },
  { sortField: 'lastActivity' },
  { sortField: 'lastFullScan' },
  { sortField: 'existingFileCount' },
];
const BY_NAME = { field: 'name', direction: 'ASC' } as const;

const count = (n: number) => `${n} ${n === 1 ? 'repository' : 'repositories'}`;
const gb = (bytes: number) => `${(bytes / 1e9).toFixed(2)} GB`;

const usd = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * The repositories (spec part 2 §2.6, §4 "Cloud devices"): Cloud Setup → Repositories of a
 * customer — buckets, NAS folders and cloud accounts — with its bulk actions; the partner's and the
 * back office's lists show every customer's, with a Customer column and no bulk actions
 * (`bulkActions` false). The Scan toggle flips at once and rolls back when the server refuses; a
 * suspected deleted repository (no cloudDeviceId) cannot be toggled.
 */
export function RepositoriesList({ info, bulkActions }: { info: AreaInfo; bulkActions: boolean }) {
  const me = useCurrentUser();
  const canToggle = !me.isReadOnlyUser;
  const canAct = bulkActions && canToggle;
  const { actingTenantId: tenantId } = useTenantScope();
  const view = useListView<CloudDeviceItemFilterInput, CloudDeviceItemSortInput>({
    id: 'repositories',
    filters: FILTERS,
    defaultSort: BY_NAME,
    columns: SORT_FIELDS,
  });
  const list = useServerList({
    document: cloudDevicesQuery,
    field: 'cloudDevices',
    variables: { tenantId, showOnlyWithDuplicateNames: view.filters.current.duplicates === true },
    where: view.where,
    order: view.order,
    pageSize: CloudDeviceLimits.pageSize,
  });
  const [updateScan] = useMutation(updateCloudDevicesScanMutation);
  const [setActive] = useMutation(setDevicesActiveMarkMutation);
  const [setArchiving] = useMutation(setDevicesArchivingMarkMutation);
  const confirmed = useConfirmedAction();
  const snackbar = useSnackbar();
  const { openDialog } = useDialog();
  const reload = useCallback(() => list.refetch(), [list]);
  useRefetchOnDialogClose(reload);
  // The Scan value shown before the server answers, by deviceIdentifier.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const scanOf = useCallback((r: Row) => pending.get(r.deviceIdentifier) ?? r.scan, [pending]);
  const logRequestColumn = useSendLogRequestColumn<Row>(tenantId);

  const toggleScan = useCallback(
    async (r: Row, scan: boolean) => {
      setPending((p) => new Map(p).set(r.deviceIdentifier, scan));
      const forget = () =>
        setPending((p) => {
          const next = new Map(p);
          next.delete(r.deviceIdentifier);
          return next;
        });
      try {
        await updateScan({
          variables: { tenantId, request: { items: [{ deviceIdentifier: r.deviceIdentifier, scan }] } },
        });
        await list.refetch();
        forget();
        snackbar.show(scan ? CloudDeviceMessages.scanned : CloudDeviceMessages.unscanned, 'success');
      } catch (e) {
        forget();
        snackbar.showError(e);
      }
    },
    [list, snackbar, tenantId, updateScan],
  );

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'scan',
        header: 'Scan',
        width: 90,
        cell: (r) => {
          const suspected = r.cloudDeviceId === null;
          const toggle = (
            <Switch
              size="small"
              checked={scanOf(r)}
              disabled={!canToggle || suspected}
              onClick={(e) => e.stopPropagation()}
              onChange={(_e, v) => void toggleScan(r, v)}
              slotProps={{
                input: { 'data-testid': 'repository-scan', 'aria-label': `Scan ${r.name}` } as never,
              }}
            />
          );
          return suspected ? (
            <Tooltip title={CloudDeviceMessages.suspectedDeleted}>
              <span>{toggle}</span>
            </Tooltip>
          ) : (
            toggle
          );
        },
      },
      {
        id: 'name',
        header: 'Name',
        sortField: 'name',
        width: 260,
        cell: (r) => (
          <span>
            <span data-testid="repository-name">{r.name}</span>
            {r.cloudDeviceId === null && (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label="Suspected Deleted"
                sx={{ ml: 1 }}
              />
            )}
          </span>
        ),
      },
      ...logRequestColumn,
      ...(bulkActions
        ? []
        : [
            {
              id: 'customerName',
              header: 'Customer',
              sortField: 'customerName',
              width: 180,
              cell: (r: Row) => <span data-testid="repository-customer">{r.customerName}</span>,
            },
          ]),
      {
        id: 'authService',
        header: 'Cloud Service',
        sortField: 'authService',
        width: 140,
        cell: (r) => CLOUD_SERVICE_LABELS[r.authService as CloudService] ?? r.authService,
      },
      { id: 'location', header: 'Location', width: 260, cell: (r) => `${r.systemType} · ${r.systemName}` },
      {
        id: 'lastFullScan',
        header: 'Last Full Scan',
        sortField: 'lastFullScan',
        width: 170,
        cell: (r) => (r.lastFullScan ? formatDateTime(r.lastFullScan as string) : 'Never'),
      },
      {
        id: 'scanned',
        header: 'Scanned',
        width: 100,
        cell: (r) => (r.scannedPercent ? `${r.scannedPercent}%` : 'Unknown'),
      },
      {
        id: 'files',
        header: 'Files',
        sortField: 'existingFileCount',
        align: 'right',
        width: 100,
        cell: (r) => r.existingFileCount.toLocaleString('en-US'),
      },
      { id: 'size', header: 'Storage', align: 'right', width: 110, cell: (r) => gb(r.existingFileSizeBytes) },
      {
        id: 'risk',
        header: 'Risk',
        sortField: 'sensitiveRiskInUSD',
        align: 'right',
        width: 110,
        cell: (r) => usd(r.sensitiveRiskInUSD),
      },
      { id: 'agentVersion', header: 'Agent Version', width: 130, cell: (r) => r.agentVersion || 'Unknown' },
      {
        id: 'lastActivity',
        header: 'Last Activity',
        sortField: 'lastActivity',
        width: 170,
        cell: (r) => (r.lastActivity ? formatDateTime(r.lastActivity as string) : 'Never'),
      },
    ],
    [bulkActions, canToggle, logRequestColumn, scanOf, toggleScan],
  );

  const act = (
    rows: readonly Row[],
    clear: () => void,
    spec: BulkActionSpec,
    send: (ids: number[]) => Promise<unknown>,
  ) => askBulkAction(confirmed, list.refetch, (r: Row) => r.name, rows, clear, spec, send);

  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <FiltersPanel filters={view.filters}>
        <DataTable
          id="repositories"
          ariaLabel="Repositories"
          testId="repositories-table"
          rowTestId="repository-row"
          columns={columns}
          list={list}
          getRowId={(r) => r.id}
          sort={view.sort}
          onSortChange={view.setSort}
          selectable={canAct}
          onRowClick={(r) => openDialog('cloudDeviceDetails', { id: r.id })}
          countLabel={count}
          toolbar={(selection) => {
            const rows = selection.rows;
            const states = rows.map((r) => ({ scan: scanOf(r), cloudDeviceId: r.cloudDeviceId ?? null }));
            const button = (
              label: string,
              testId: string,
              icon: ReactNode,
              disabled: string | null,
              onClick: () => void,
            ) => (
              <Tooltip key={testId} title={rows.length > 0 && disabled ? disabled : ''}>
                <span>
                  <SelectionButton
                    label={label}
                    icon={icon}
                    count={rows.length}
                    disabled={confirmed.busy || (rows.length > 0 && disabled !== null)}
                    testId={testId}
                    onClick={onClick}
                  />
                </span>
              </Tooltip>
            );
            const bulkScan = (scan: boolean) =>
              act(
                rows,
                selection.clear,
                {
                  title: scan ? 'Scan' : 'Do Not Scan',
                  verb: scan ? 'Scan' : 'Stop scanning',
                  confirmLabel: scan ? 'Scan' : 'Do Not Scan',
                  success: scan ? CloudDeviceMessages.scanned : CloudDeviceMessages.unscanned,
                },
                () =>
                  updateScan({
                    variables: {
                      tenantId,
                      request: { items: rows.map((r) => ({ deviceIdentifier: r.deviceIdentifier, scan })) },
                    },
                  }),
              );
            return (
              <ListToolbar
                filters={view.filters}
                searchPlaceholder="Search by name or identifier"
                searchLabel="Search repositories"
                wrap
              >
                <FormControlLabel
                  control={
                    <Switch
                      checked={view.filters.draft.archived === true}
                      onChange={(_e, v) => {
                        selection.clear();
                        view.filters.edit('archived', v);
                      }}
                      slotProps={{ input: { 'data-testid': 'show-archived-repositories' } as never }}
                    />
                  }
                  label="Show Archived Devices"
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={view.filters.draft.duplicates === true}
                      onChange={(_e, v) => view.filters.edit('duplicates', v)}
                    />
                  }
                  label="Show Duplicates"
                />
                {canAct && [
                  button(
                    'Scan',
                    'scan-repositories',
                    <PlayCircleOutline />,
                    cloudScanRefusal(true, states),
                    () => bulkScan(true),
                  ),
                  button(
                    'Do Not Scan',
                    'unscan-repositories',
                    <DoNotDisturbOnOutlined />,
                    cloudScanRefusal(false, states),
                    () => bulkScan(false),
                  ),
                  button('Activate License', 'activate-repositories', <VerifiedOutlined />, null, () =>
                    act(
                      rows,
                      selection.clear,
                      {
                        title: 'Activate License',
                        verb: 'Activate the licence of',
                        confirmLabel: 'Activate',
                        success: DeviceMessages.activated,
                      },
                      (ids) => setActive({ variables: { ids, isActive: true, tenantId } }),
                    ),
                  ),
                  button('Archive', 'archive-repositories', <ArchiveOutlined />, null, () =>
                    act(
                      rows,
                      selection.clear,
                      {
                        title: 'Archive Repositories',
                        verb: 'Archive',
                        confirmLabel: 'Archive',
                        success: DeviceMessages.archived,
                      },
                      async (ids) => {
                        const res = await setArchiving({ variables: { ids, isArchived: true, tenantId } });
                        const answer = res.data?.setDevicesArchivingMark;
                        if (answer && !answer.result)
                          throw new Error(answer.error ?? DeviceMessages.alreadyArchived);
                      },
                    ),
                  ),
                ]}
              </ListToolbar>
            );
          }}
        />
      </FiltersPanel>
      <ConfirmDialog request={confirmed.request} busy={confirmed.busy} onClose={confirmed.close} />
    </PageContainer>
  );
}

/** Cloud Setup → Repositories (customer). */
export default function RepositoriesPage({ info }: { info: AreaInfo }) {
  return <RepositoriesList info={info} bulkActions />;
}
