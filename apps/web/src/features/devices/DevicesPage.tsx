import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Chip, FormControlLabel, Switch, Typography } from '@mui/material';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { DeviceLimits, DeviceMessages, formatDateTime, type LicenseStatus } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import { ListToolbar, SelectionButton } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { RowAction, RowActions } from '../../components/RowActions';
import type {
  InstalledDeviceFilterInput,
  InstalledDeviceSortInput,
  InstalledDevicesListQuery,
} from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { useRefetchOnDialogClose } from '../classifiers/use-refetch-on-dialog-close';
import { useSendLogRequestColumn } from '../agent-logs/SendLogRequestColumn';
import { askBulkAction, type BulkActionSpec } from './device-bulk-actions';
import { downloadDevicesCsv } from './download-devices-csv';
import {
  installedDevicesQuery,
  rescanMutation,
  setDevicesActiveMarkMutation,
  setDevicesArchivingMarkMutation,
  setDevicesDeletionMarkMutation,
  uninstallDevicesMutation,
} from './devices.queries';

type Row = InstalledDevicesListQuery['installedDevices']['items'][number];

const FILTERS: FilterDef<WhereField<InstalledDeviceFilterInput>>[] = [
  {
    id: 'search',
    type: 'text',
    label: 'Name',
    field: ['name', 'nickName', 'systemUserName'],
    operation: 'contains',
  },
  // Show Archived Devices: off lists the devices in use, on the archived ones.
  {
    id: 'archived',
    type: 'checkbox',
    label: 'Show Archived Devices',
    initial: false,
    applyImmediately: true,
    toWhere: (on) => ({ isArchived: { eq: on } }),
  },
  // Sent as showOnlyWithDuplicateNames, not in the where: the server finds the duplicates.
  {
    id: 'duplicates',
    type: 'checkbox',
    label: 'Show only duplicate names',
    initial: false,
    applyImmediately: true,
    toWhere: () => null,
  },
];
const SORT_FIELDS = [
  { sortField: 'name' },
  { sortField: 'customerName' },
  { sortField: 'systemUserName' },
  { sortField: 'licenseStatus' },
  { sortField: 'lastActivity' },
  { sortField: 'existingFileCount' },
];
const BY_NAME = { field: 'name', direction: 'ASC' } as const;

const LICENSE_LABEL: Record<LicenseStatus, string> = {
  ACTIVE: 'Licensed',
  ARCHIVED: 'Archived',
  UNLICENSED: 'Unlicensed',
  UNINSTALLING: 'Uninstalling',
  UNINSTALLED: 'Uninstalled',
};

const ONLINE_LABEL: Record<string, { label: string; color: 'success' | 'default' | 'warning' }> = {
  ONLINE: { label: 'Online', color: 'success' },
  OFFLINE: { label: 'Offline', color: 'default' },
  PENDING: { label: 'Pending', color: 'warning' },
};

const count = (n: number) => `${n} ${n === 1 ? 'device' : 'devices'}`;

/**
 * The installed devices (spec part 2 §2.6): Device Setup → Devices of a customer with its bulk
 * licence actions; the partner's and the back office's device lists show the same table without
 * them (`bulkActions` false).
 */
export function InstalledDevicesList({ info, bulkActions }: { info: AreaInfo; bulkActions: boolean }) {
  const me = useCurrentUser();
  const canAct = bulkActions && !me.isReadOnlyUser;
  const { actingTenantId: tenantId } = useTenantScope();
  const view = useListView<InstalledDeviceFilterInput, InstalledDeviceSortInput>({
    id: 'devices',
    filters: FILTERS,
    defaultSort: BY_NAME,
    columns: SORT_FIELDS,
  });
  const archived = view.filters.current.archived === true;
  const duplicates = view.filters.current.duplicates === true;
  const list = useServerList({
    document: installedDevicesQuery,
    field: 'installedDevices',
    variables: { tenantId, showOnlyWithDuplicateNames: duplicates },
    where: view.where,
    order: view.order,
    pageSize: DeviceLimits.pageSize,
  });
  const [setActive] = useMutation(setDevicesActiveMarkMutation);
  const [setArchiving] = useMutation(setDevicesArchivingMarkMutation);
  const [setDeletion] = useMutation(setDevicesDeletionMarkMutation);
  const [rescan] = useMutation(rescanMutation);
  const [uninstall] = useMutation(uninstallDevicesMutation);
  const confirmed = useConfirmedAction();
  const snackbar = useSnackbar();
  const { openDialog } = useDialog();
  const reload = useCallback(() => list.refetch(), [list]);
  useRefetchOnDialogClose(reload);
  const logRequestColumn = useSendLogRequestColumn<Row>(tenantId);

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortField: 'name',
        width: 220,
        cell: (r) => (
          <span data-testid="device-name">
            <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
              {r.nickName || r.name}
            </Typography>
            {r.nickName && (
              <Typography variant="caption" color="text.secondary" component="div">
                {r.name}
              </Typography>
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
              cell: (r: Row) => r.customerName,
            },
          ]),
      {
        id: 'user',
        header: 'User',
        sortField: 'systemUserName',
        width: 150,
        cell: (r) => r.systemUserName || '—',
      },
      { id: 'os', header: 'Operating System', width: 180, cell: (r) => r.systemName || 'Unknown' },
      { id: 'agentVersion', header: 'Agent Version', width: 140, cell: (r) => r.agentVersion || 'Unknown' },
      {
        id: 'licenseStatus',
        header: 'License',
        sortField: 'licenseStatus',
        width: 130,
        cell: (r) => (
          <span data-testid="device-license">{LICENSE_LABEL[r.licenseStatus] ?? r.licenseStatus}</span>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        width: 110,
        cell: (r) => {
          const s = ONLINE_LABEL[r.onlineStatus] ?? { label: r.onlineStatus, color: 'default' as const };
          return <Chip size="small" variant="outlined" label={s.label} color={s.color} />;
        },
      },
      {
        id: 'lastActivity',
        header: 'Last Activity',
        sortField: 'lastActivity',
        width: 170,
        cell: (r) => (r.lastActivity ? formatDateTime(r.lastActivity as string) : 'Never'),
      },
      {
        id: 'files',
        header: 'Local Files',
        sortField: 'existingFileCount',
        align: 'right',
        width: 110,
        cell: (r) => r.existingFileCount.toLocaleString('en-US'),
      },
      ...(canAct
        ? [
            {
              id: 'actions',
              header: '',
              width: 70,
              resizable: false,
              cell: (r: Row) => (
                <RowActions>
                  <RowAction
                    title="Add to group"
                    label={`Add ${r.nickName || r.name} to groups`}
                    testId="row-add-to-group"
                    icon={<GroupAddOutlined fontSize="small" />}
                    onClick={() => openDialog('addDeviceToGroups', { id: r.id })}
                  />
                </RowActions>
              ),
            },
          ]
        : []),
    ],
    [bulkActions, logRequestColumn, canAct, openDialog],
  );
  const alsoDelete = useRef(false);

  /** Asks, then sends the action for the selected devices; a refusal shows as the error snackbar. */
  const act = (
    rows: readonly Row[],
    clear: () => void,
    spec: BulkActionSpec,
    send: (ids: number[]) => Promise<unknown>,
  ) => askBulkAction(confirmed, list.refetch, (r: Row) => r.nickName || r.name, rows, clear, spec, send);

  const archiving = async (ids: number[], isArchived: boolean, activate = false) => {
    const res = await setArchiving({ variables: { ids, isArchived, activate, tenantId } });
    const answer = res.data?.setDevicesArchivingMark;
    if (answer && !answer.result) throw new Error(answer.error ?? DeviceMessages.alreadyArchived);
  };

  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description={info.summary}
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            data-testid="download-devices-csv"
            onClick={() => void downloadDevicesCsv(tenantId).catch((e: unknown) => snackbar.showError(e))}
          >
            Export to CSV
          </Button>
        }
      />
      <DataTable
        id="installed-devices"
        ariaLabel="Devices"
        testId="devices-table"
        rowTestId="device-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.id}
        sort={view.sort}
        onSortChange={view.setSort}
        selectable={canAct}
        onRowClick={(r) => openDialog('deviceDetails', { id: r.id })}
        countLabel={count}
        toolbar={(selection) => {
          const rows = selection.rows;
          const button = (
            label: string,
            testId: string,
            icon: ReactNode,
            onClick: () => void,
            color?: 'error',
          ) => (
            <SelectionButton
              key={testId}
              label={label}
              icon={icon}
              color={color}
              count={rows.length}
              disabled={confirmed.busy}
              testId={testId}
              onClick={onClick}
            />
          );
          return (
            <ListToolbar
              filters={view.filters}
              searchPlaceholder="Search by name or user"
              searchLabel="Search devices"
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
                    slotProps={{ input: { 'data-testid': 'show-archived' } as never }}
                  />
                }
                label="Show Archived Devices"
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={view.filters.draft.duplicates === true}
                    onChange={(_e, v) => {
                      selection.clear();
                      view.filters.edit('duplicates', v);
                    }}
                    slotProps={{ input: { 'data-testid': 'show-duplicates' } as never }}
                  />
                }
                label="Show only duplicate names"
              />
              {canAct &&
                !archived && [
                  button('Activate License', 'activate-devices', <VerifiedOutlined />, () =>
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
                  button('Release', 'release-devices', <LinkOffRounded />, () =>
                    act(
                      rows,
                      selection.clear,
                      {
                        title: 'Release License',
                        verb: 'Release the licence of',
                        confirmLabel: 'Release',
                        success: DeviceMessages.released,
                      },
                      (ids) => setActive({ variables: { ids, isActive: false, tenantId } }),
                    ),
                  ),
                  button('Archive', 'archive-devices', <ArchiveOutlined />, () =>
                    act(
                      rows,
                      selection.clear,
                      {
                        title: 'Archive Devices',
                        verb: 'Archive (their licences are released and they stop scanning)',
                        confirmLabel: 'Archive',
                        success: DeviceMessages.archived,
                      },
                      (ids) => archiving(ids, true),
                    ),
                  ),
                  button('Rescan', 'rescan-devices', <RefreshRounded />, () =>
                    act(
                      rows,
                      selection.clear,
                      {
                        title: 'Rescan',
                        verb: 'Read every file again on',
                        confirmLabel: 'Rescan',
                        success: DeviceMessages.rescanStarted,
                      },
                      (ids) => rescan({ variables: { ids, tenantId } }),
                    ),
                  ),
                  button(
                    'Uninstall',
                    'uninstall-devices',
                    <RemoveCircleOutlineRounded />,
                    () => {
                      alsoDelete.current = false;
                      act(
                        rows,
                        selection.clear,
                        {
                          title: 'Uninstall Agent',
                          verb: 'Uninstall the agent from',
                          extra: <AlsoDeleteChoice onChange={(v) => (alsoDelete.current = v)} />,
                          confirmLabel: 'Uninstall',
                          danger: true,
                          success: DeviceMessages.uninstalled,
                        },
                        (ids) =>
                          uninstall({ variables: { ids, withDeletion: alsoDelete.current, tenantId } }),
                      );
                    },
                    'error',
                  ),
                ]}
              {canAct &&
                archived && [
                  button('Restore', 'restore-devices', <UnarchiveOutlined />, () =>
                    act(
                      rows,
                      selection.clear,
                      {
                        title: 'Restore Devices',
                        verb: 'Restore (unlicensed)',
                        confirmLabel: 'Restore',
                        success: DeviceMessages.unarchived,
                      },
                      (ids) => archiving(ids, false),
                    ),
                  ),
                  button('Restore and Activate', 'restore-activate-devices', <VerifiedOutlined />, () =>
                    act(
                      rows,
                      selection.clear,
                      {
                        title: 'Restore and Activate',
                        verb: 'Restore and activate the licence of',
                        confirmLabel: 'Restore',
                        success: DeviceMessages.unarchived,
                      },
                      (ids) => archiving(ids, false, true),
                    ),
                  ),
                  button(
                    'Delete',
                    'delete-devices',
                    <DeleteOutlineRounded />,
                    () =>
                      act(
                        rows,
                        selection.clear,
                        {
                          title: 'Delete Devices',
                          verb: 'Delete',
                          confirmLabel: 'Delete',
                          danger: true,
                          success: DeviceMessages.deleted,
                        },
                        (ids) => setDeletion({ variables: { ids, isDeleted: true, tenantId } }),
                      ),
                    'error',
                  ),
                ]}
            </ListToolbar>
          );
        }}
      />
      <ConfirmDialog request={confirmed.request} busy={confirmed.busy} onClose={confirmed.close} />
    </PageContainer>
  );
}

/** Uninstall's choice: also delete the devices once their agents have gone (withDeletion). */
function AlsoDeleteChoice({ onChange }: { onChange: (value: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <FormControlLabel
      sx={{ display: 'flex', mt: 1.5 }}
      control={
        <Checkbox
          checked={checked}
          onChange={(_e, v) => {
            setChecked(v);
            onChange(v);
          }}
          slotProps={{ input: { 'data-testid': 'uninstall-also-delete' } as never }}
        />
      }
      label="Also delete the devices once their agents are uninstalled"
    />
  );
}

/** Device Setup → Devices (customer). */
export default function DevicesPage({ info }: { info: AreaInfo }) {
  return <InstalledDevicesList info={info} bulkActions />;
}
