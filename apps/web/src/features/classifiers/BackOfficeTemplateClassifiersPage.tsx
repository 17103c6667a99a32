import { useCallback, useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box } from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import UploadRounded from '@mui/icons-material/UploadRounded';
import { Messages, type TestingGroupId } from '@vigil/contracts';
import { AddButton } from '../../components/AddButton';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { useServerList, type DataColumn } from '../../components/data-table';
import { FiltersPanel, useListView } from '../../components/filters';
import { DeleteSelected, ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { RowAction, RowActions } from '../../components/RowActions';
import type {
  TemplateClassifierListRowFilterInput,
  TemplateClassifierListRowSortInput,
} from '../../gql/graphql';
import { adminRoutes } from '../../routes/partner-admin-routes';
import { useCurrentUser } from '../../session/current-user';
import { isSysAdmin } from '../../session/route-decisions';
import { useDialog } from '../../shell/dialogs/use-dialog';
import {
  BY_NAME,
  captionColumn,
  changeHistoryQuery,
  EditRowAction,
  HistoryRowAction,
  switchColumn,
  TEMPLATE_SORT_FIELDS,
  testingGroupColumn,
  TwoLines,
  typeColumn,
  valuePerRecordColumn,
} from './classifier-columns';
import { CLASSIFIER_LIST_FILTERS } from './classifier-filters';
import {
  createTemplateFromExistingMutation,
  deleteTemplateClassifiersMutation,
  setClassifierTestingGroupMutation,
  templateClassifiersQuery,
  updateByCopyMutation,
  updateTemplateClassifierListItemMutation,
} from './classifiers.query';
import { TemplatesTable, type TemplateRow } from './TemplatesTable';
import { useRefetchOnDialogClose } from './use-refetch-on-dialog-close';
import { useRowOverrides } from './use-row-overrides';

type Patch = Partial<Pick<TemplateRow, 'isActive' | 'isSensitive' | 'testingGroupId'>>;

const SORT_FIELDS = [...TEMPLATE_SORT_FIELDS, { sortField: 'filterVersion' }];

/** Back office → Template Classifiers (spec part 2 §2.3). */
export default function BackOfficeTemplateClassifiersPage({ info }: { info: AreaInfo }) {
  const user = useCurrentUser();
  const canEdit = isSysAdmin(user) && !user.isReadOnlyUser;
  const { openDialog } = useDialog();
  const view = useListView<TemplateClassifierListRowFilterInput, TemplateClassifierListRowSortInput>({
    id: 'bo-templates',
    filters: CLASSIFIER_LIST_FILTERS,
    defaultSort: BY_NAME,
    columns: SORT_FIELDS,
  });
  const list = useServerList({
    document: templateClassifiersQuery,
    field: 'templateClassifiers',
    where: view.where,
    order: view.order,
  });
  const overrides = useRowOverrides<Patch>();
  const confirmed = useConfirmedAction();
  const { busy, ask, run } = confirmed;
  const [updateListItem] = useMutation(updateTemplateClassifierListItemMutation);
  const [setTestingGroup] = useMutation(setClassifierTestingGroupMutation);
  const [copyTemplate] = useMutation(createTemplateFromExistingMutation);
  const [updateParent] = useMutation(updateByCopyMutation);
  const [deleteTemplates] = useMutation(deleteTemplateClassifiersMutation);

  const reload = useCallback(async () => {
    await list.refetch();
    overrides.clear();
  }, [list, overrides]);
  useRefetchOnDialogClose(reload);

  const act = useCallback(
    (send: () => Promise<unknown>, success: string) => run(send, success, reload),
    [run, reload],
  );

  const setSwitch = useCallback(
    (row: TemplateRow, field: 'isActive' | 'isSensitive', value: boolean) =>
      void overrides.change(
        row.id,
        { [field]: value },
        () => updateListItem({ variables: { request: { id: row.id, [field]: value } } }),
        Messages.templateClassifierUpdated,
      ),
    [overrides, updateListItem],
  );

  const columns = useMemo<DataColumn<TemplateRow>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortField: 'name',
        width: 220,
        cell: (r) => (
          <Box>
            <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{r.name}</Box>
            {r.parentTemplateId !== null && (
              <Box sx={{ typography: 'caption', color: 'text.secondary' }}>Copy of #{r.parentTemplateId}</Box>
            )}
          </Box>
        ),
      },
      captionColumn(120),
      typeColumn(140),
      valuePerRecordColumn(130),
      {
        id: 'filterVersion',
        header: 'Version',
        sortField: 'filterVersion',
        align: 'right',
        width: 90,
        cell: (r) => r.filterVersion,
      },
      testingGroupColumn({
        header: <TwoLines>Testing Group</TwoLines>,
        apply: overrides.apply,
        disabled: !canEdit,
        onChange: (row, g: TestingGroupId) =>
          void overrides.change(
            row.id,
            { testingGroupId: g === 0 ? null : g },
            () => setTestingGroup({ variables: { classifierId: row.id, testingGroupId: g } }),
            Messages.testingGroupUpdated,
          ),
      }),
      switchColumn({
        field: 'isActive',
        label: 'Active',
        width: 90,
        apply: overrides.apply,
        disabled: !canEdit,
        onChange: (row, v) => setSwitch(row, 'isActive', v),
      }),
      switchColumn({
        field: 'isSensitive',
        label: 'Sensitive',
        width: 100,
        apply: overrides.apply,
        disabled: !canEdit,
        onChange: (row, v) => setSwitch(row, 'isSensitive', v),
      }),
      {
        id: 'actions',
        header: 'Actions',
        width: 190,
        resizable: false,
        cell: (row) => (
          <RowActions>
            <EditRowAction
              name={row.name}
              readOnly={!canEdit}
              onClick={() => openDialog('editTemplateClassifier', { id: row.id, readOnly: !canEdit })}
            />
            <HistoryRowAction
              name={row.name}
              href={adminRoutes.changeHistory.href({
                query: changeHistoryQuery('TemplateClassifier', row.id, row.name),
              })}
            />
            {canEdit && (
              <RowAction
                title="Copy"
                label={`Copy ${row.name}`}
                testId="row-copy"
                icon={<ContentCopyRounded fontSize="small" />}
                disabled={busy}
                onClick={() =>
                  void act(
                    () => copyTemplate({ variables: { templateId: row.id } }),
                    Messages.templateClassifierCopied,
                  )
                }
              />
            )}
            {canEdit && row.parentTemplateId !== null && (
              <RowAction
                title="Update the parent template with this copy"
                label={`Update the parent of ${row.name}`}
                testId="row-update-parent"
                icon={<UploadRounded fontSize="small" />}
                disabled={busy}
                onClick={() =>
                  ask({
                    title: 'Update the parent template',
                    message: `The definition of "${row.name}" replaces that of template #${row.parentTemplateId}, which gets a new version; customers then see the update. The copy is deleted.`,
                    confirmLabel: 'Update Parent',
                    onConfirm: () =>
                      act(
                        () => updateParent({ variables: { templateId: row.id, deleteCopy: true } }),
                        Messages.templateClassifierUpdated,
                      ),
                  })
                }
              />
            )}
          </RowActions>
        ),
      },
    ],
    [overrides, canEdit, setTestingGroup, setSwitch, openDialog, busy, act, ask, copyTemplate, updateParent],
  );

  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description={info.summary}
        actions={canEdit && <AddButton label="Add" onClick={() => openDialog('addTemplateClassifier')} />}
      />
      <FiltersPanel filters={view.filters}>
        <TemplatesTable
          id="bo-templates"
          columns={columns}
          list={list}
          view={view}
          readOnly={!canEdit}
          selectable={canEdit}
          toolbar={(selection) => (
            <ListToolbar
              filters={view.filters}
              searchPlaceholder="Search by name"
              searchLabel="Search templates"
            >
              {canEdit && (
                <DeleteSelected
                  selection={selection}
                  confirm={confirmed}
                  title="Delete template classifiers"
                  consequence="Customers' copies then show as deprecated in Classifier Updates."
                  remove={(ids) => deleteTemplates({ variables: { ids } })}
                  success={Messages.templateClassifiersDeleted}
                  after={reload}
                />
              )}
            </ListToolbar>
          )}
        />
      </FiltersPanel>
      <ConfirmDialog request={confirmed.request} busy={busy} onClose={confirmed.close} />
    </PageContainer>
  );
}
