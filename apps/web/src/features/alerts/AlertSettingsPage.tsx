import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Link } from '@mui/material';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import {
  AlertLimits,
  AlertMessages,
  formatAlertThreshold,
  formatDateTime,
  type AlertParameters,
} from '@vigil/contracts';
import { AddButton } from '../../components/AddButton';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import { DeleteSelected, ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type { AlertSettingFilterInput, AlertSettingSortInput, AlertSettingsQuery } from '../../gql/graphql';
import { customerRoutes } from '../../routes/customer-routes';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { ALERT_SETTINGS_HELP_URL } from '../../shell/navigation/help-links';
import { useRefetchOnDialogClose } from '../classifiers/use-refetch-on-dialog-close';
import { alertMailDeliveryQuery, alertSettingsQuery, deleteAlertSettingsMutation } from './alerts.queries';

type Row = AlertSettingsQuery['alertSettings']['items'][number];

const FILTERS: FilterDef<WhereField<AlertSettingFilterInput>>[] = [
  {
    id: 'search',
    type: 'text',
    label: 'Search',
    field: ['name', 'typeName', 'emailForNotification'],
    operation: 'contains',
  },
];
const SORT_FIELDS = [{ sortField: 'name' }, { sortField: 'typeName' }, { sortField: 'createdAt' }];
const NEWEST_FIRST = { field: 'createdAt', direction: 'DESC' } as const;

/**
 * Alert Settings (spec part 2 §2.4, §2.6): the customer's alert rules. View Alerts opens the Data
 * Explorer's Alerts tab, Learn More the help; Add New and a rule's name open the dialog; Delete
 * asks first. It also says where alert mail goes (SMTP or the server's data folder).
 */
export default function AlertSettingsPage({ info }: { info: AreaInfo }) {
  const user = useCurrentUser();
  const canEdit = !user.isReadOnlyUser;
  const { actingTenantId, basePath } = useTenantScope();
  const { openDialog } = useDialog();
  const delivery = useQuery(alertMailDeliveryQuery).data?.alertMailDelivery.via;
  const [remove] = useMutation(deleteAlertSettingsMutation);
  const confirmed = useConfirmedAction();
  const view = useListView<AlertSettingFilterInput, AlertSettingSortInput>({
    id: 'alert-settings',
    filters: FILTERS,
    defaultSort: NEWEST_FIRST,
    columns: SORT_FIELDS,
  });
  const list = useServerList({
    document: alertSettingsQuery,
    field: 'alertSettings',
    variables: { tenantId: actingTenantId },
    where: view.where,
    order: view.order,
    pageSize: AlertLimits.pageSize,
  });
  const reload = useCallback(() => list.refetch(), [list]);
  useRefetchOnDialogClose(reload);

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'name',
        header: 'Rule name',
        sortField: 'name',
        width: 260,
        cell: (r) =>
          canEdit ? (
            <Link
              component="button"
              type="button"
              underline="hover"
              data-testid="alert-setting-edit"
              onClick={(e) => {
                e.stopPropagation();
                openDialog('editAlertSetting', { id: r.id });
              }}
              sx={{ fontWeight: 600, textAlign: 'left' }}
            >
              {r.name}
            </Link>
          ) : (
            r.name
          ),
      },
      { id: 'type', header: 'Trigger', sortField: 'typeName', width: 300, cell: (r) => r.typeName },
      {
        id: 'threshold',
        header: 'Threshold',
        width: 120,
        align: 'right',
        cell: (r) => formatAlertThreshold(r.parameters as AlertParameters),
      },
      {
        id: 'email',
        header: 'Notify',
        width: 240,
        cell: (r) => r.emailForNotification || r.userEmail,
      },
      {
        id: 'createdAt',
        header: 'Created at',
        sortField: 'createdAt',
        width: 170,
        cell: (r) => formatDateTime(String(r.createdAt)),
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
          <>
            <Link href={ALERT_SETTINGS_HELP_URL} target="_blank" rel="noopener noreferrer" sx={{ mr: 1 }}>
              Learn More
            </Link>
            <Button
              component={RouterLink}
              to={customerRoutes.alerts.href(basePath)}
              variant="outlined"
              startIcon={<NotificationsActiveRounded />}
              data-testid="view-alerts"
            >
              View Alerts
            </Button>
            {canEdit && (
              <AddButton
                label="Add New"
                testId="add-alert-setting"
                onClick={() => openDialog('addAlertSetting')}
              />
            )}
          </>
        }
      />
      {delivery && (
        <Alert
          severity={delivery === 'smtp' ? 'info' : 'warning'}
          sx={{ mb: 2 }}
          data-testid="alert-mail-delivery"
        >
          {delivery === 'smtp'
            ? 'Alert e-mails are sent through the SMTP server set for this console.'
            : 'No SMTP server is set for this console: alert e-mails are written to its data folder (mail) instead of being sent.'}
        </Alert>
      )}
      <DataTable
        id="alert-settings"
        ariaLabel="Alert settings"
        testId="alert-settings-table"
        rowTestId="alert-setting-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.id}
        sort={view.sort}
        onSortChange={view.setSort}
        selectable={canEdit}
        printable={false}
        countLabel={(n) => `${n} ${n === 1 ? 'alert setting' : 'alert settings'}`}
        toolbar={(selection) => (
          <ListToolbar
            filters={view.filters}
            searchPlaceholder="Search alert settings"
            searchLabel="Search alert settings"
          >
            {canEdit && (
              <DeleteSelected
                selection={selection}
                confirm={confirmed}
                title="Delete alert settings"
                consequence="No new alerts are raised by them; the alerts they raised stay."
                remove={(ids) => remove({ variables: { ids, tenantId: actingTenantId } })}
                success={AlertMessages.deleted}
                after={reload}
              />
            )}
          </ListToolbar>
        )}
      />
      <ConfirmDialog request={confirmed.request} busy={confirmed.busy} onClose={confirmed.close} />
    </PageContainer>
  );
}
