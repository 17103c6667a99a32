import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import UploadRounded from '@mui/icons-material/UploadRounded';
import { formatUsd, Messages, type TestingGroupId } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { FiltersPanel, useListView, type FilterDef, type WhereField } from '../../components/filters';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type {
  TemplateClassifierListRowFilterInput,
  TemplateClassifierListRowSortInput,
  TemplateClassifiersQuery,
} from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { isSysAdmin } from '../../session/route-decisions';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { SearchField } from '../risk-portal/data-risk/SearchField';
import { TwoLines, typeLabel } from './classifier-columns';
import {
  createTemplateFromExistingMutation,
  deleteTemplateClassifiersMutation,
  setClassifierTestingGroupMutation,
  templateClassifiersQuery,
  updateByCopyMutation,
  updateTemplateClassifierListItemMutation,
} from './classifiers.query';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog';
import { ListSwitch } from './ListSwitch';
import { TestingGroupSelect } from './TestingGroupSelect';
import { useRefetchOnDialogClose } from './use-refetch-on-dialog-close';
import { useRowOverrides } from './use-row-overrides';

type TemplateRow = TemplateClassifiersQuery['templateClassifiers']['items'][number];
type Patch = Partial<Pick<TemplateRow, 'isActive' | 'isSensitive' | 'testingGroupId'>>;

const yesNo = (all: string, yes: string, no: string) => [
  { label: all, value: null },
  { label: yes, value: true },
  { label: no, value: false },
];

const FILTERS: FilterDef<WhereField<TemplateClassifierListRowFilterInput>>[] = [
  { id: 'search', type: 'text', label: 'Name', field: ['name', 'caption'], operation: 'contains' },
  {
    id: 'status',
    type: 'select',
    label: 'Status',
    field: 'isActive',
    initial: null,
    applyImmediately: true,
    options: yesNo('All', 'Active', 'Inactive'),
  },
  {
    id: 'sensitivity',
    type: 'select',
    label: 'Sensitivity',
    field: 'isSensitive',
    initial: null,
    applyImmediately: true,
    options: yesNo('All', 'Sensitive', 'Non-sensitive'),
  },
];

const BY_NAME = { field: 'name', direction: 'ASC' } as const;
const SORT_FIELDS = [
  { sortField: 'name' },
  { sortField: 'caption' },
  { sortField: 'filterType' },
  { sortField: 'valuePerRecord' },
  { sortField: 'filterVersion' },
];

/** Back office → Template Classifiers (spec part 2 §2.3). */
export default function BackOfficeTemplateClassifiersPage({ info }: { info: AreaInfo }) {
  const user = useCurrentUser();
  const canEdit = isSysAdmin(user) && !user.isReadOnlyUser;
  const snackbar = useSnackbar();
  const { openDialog } = useDialog();
  const view = useListView<TemplateClassifierListRowFilterInput, TemplateClassifierListRowSortInput>({
    id: 'bo-templates',
    filters: FILTERS,
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
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
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
    async (send: () => Promise<unknown>, success: string) => {
      setBusy(true);
      try {
        await send();
        snackbar.show(success, 'success');
        setConfirm(null);
        await reload();
      } catch (error) {
        snackbar.showError(error);
        setConfirm(null);
      } finally {
        setBusy(false);
      }
    },
    [snackbar, reload],
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
      { id: 'caption', header: 'Short Name', sortField: 'caption', width: 120, cell: (r) => r.caption },
      {
        id: 'type',
        header: 'Type',
        sortField: 'filterType',
        width: 140,
        cell: (r) => typeLabel(r.filterType),
      },
      {
        id: 'valuePerRecord',
        header: <TwoLines>Value per Record</TwoLines>,
        sortField: 'valuePerRecord',
        align: 'right',
        width: 130,
        cell: (r) => formatUsd(r.valuePerRecord),
      },
      {
        id: 'filterVersion',
        header: 'Version',
        sortField: 'filterVersion',
        align: 'right',
        width: 90,
        cell: (r) => r.filterVersion,
      },
      {
        id: 'testingGroup',
        header: <TwoLines>Testing Group</TwoLines>,
        width: 130,
        cell: (row) => (
          <TestingGroupSelect
            label={`Testing group of ${row.name}`}
            value={overrides.apply(row).testingGroupId}
            disabled={!canEdit}
            onChange={(g: TestingGroupId) =>
              void overrides.change(
                row.id,
                { testingGroupId: g === 0 ? null : g },
                () => setTestingGroup({ variables: { classifierId: row.id, testingGroupId: g } }),
                Messages.testingGroupUpdated,
              )
            }
          />
        ),
      },
      {
        id: 'isActive',
        header: 'Active',
        align: 'center',
        width: 90,
        cell: (row) => (
          <ListSwitch
            label={`Active ${row.name}`}
            testId="switch-active"
            checked={overrides.apply(row).isActive}
            disabled={!canEdit}
            onChange={(v) =>
              void overrides.change(
                row.id,
                { isActive: v },
                () => updateListItem({ variables: { request: { id: row.id, isActive: v } } }),
                Messages.templateClassifierUpdated,
              )
            }
          />
        ),
      },
      {
        id: 'isSensitive',
        header: 'Sensitive',
        align: 'center',
        width: 100,
        cell: (row) => (
          <ListSwitch
            label={`Sensitive ${row.name}`}
            testId="switch-sensitive"
            checked={overrides.apply(row).isSensitive}
            disabled={!canEdit}
            onChange={(v) =>
              void overrides.change(
                row.id,
                { isSensitive: v },
                () => updateListItem({ variables: { request: { id: row.id, isSensitive: v } } }),
                Messages.templateClassifierUpdated,
              )
            }
          />
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        width: 190,
        resizable: false,
        cell: (row) => (
          <Box sx={{ display: 'flex', gap: 0.25 }} onClick={(e) => e.stopPropagation()}>
            <Tooltip title={canEdit ? 'Edit' : 'View'}>
              <IconButton
                size="small"
                aria-label={`Edit ${row.name}`}
                data-testid="row-edit"
                onClick={() => openDialog('editTemplateClassifier', { id: row.id, readOnly: !canEdit })}
              >
                <EditRounded fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Change history">
              <IconButton
                size="small"
                aria-label={`Change history of ${row.name}`}
                data-testid="row-history"
                component="a"
                href={`/admin/change-history?${new URLSearchParams({
                  entityType: 'TemplateClassifier',
                  entityId: String(row.id),
                  entityName: row.name,
                }).toString()}`}
                target="_blank"
                rel="noopener"
              >
                <HistoryRounded fontSize="small" />
              </IconButton>
            </Tooltip>
            {canEdit && (
              <Tooltip title="Copy">
                <IconButton
                  size="small"
                  aria-label={`Copy ${row.name}`}
                  data-testid="row-copy"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => copyTemplate({ variables: { templateId: row.id } }),
                      Messages.templateClassifierCopied,
                    )
                  }
                >
                  <ContentCopyRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canEdit && row.parentTemplateId !== null && (
              <Tooltip title="Update the parent template with this copy">
                <IconButton
                  size="small"
                  aria-label={`Update the parent of ${row.name}`}
                  data-testid="row-update-parent"
                  disabled={busy}
                  onClick={() =>
                    setConfirm({
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
                >
                  <UploadRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ),
      },
    ],
    [overrides, canEdit, setTestingGroup, updateListItem, openDialog, busy, act, copyTemplate, updateParent],
  );

  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description={info.summary}
        actions={
          canEdit && (
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => openDialog('addTemplateClassifier')}
            >
              Add
            </Button>
          )
        }
      />
      <FiltersPanel filters={view.filters}>
        <DataTable
          id="bo-templates"
          ariaLabel="Template classifiers"
          testId="templates-table"
          rowTestId="template-row"
          columns={columns}
          list={list}
          getRowId={(r) => r.id}
          sort={view.sort}
          onSortChange={view.setSort}
          onRowClick={(r) => openDialog('editTemplateClassifier', { id: r.id, readOnly: !canEdit })}
          selectable={canEdit}
          countLabel={(n) => `${n} ${n === 1 ? 'template' : 'templates'}`}
          toolbar={(selection) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <SearchField
                filters={view.filters}
                filterId="search"
                placeholder="Search by name"
                ariaLabel="Search templates"
              />
              {canEdit && (
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlineRounded />}
                  disabled={selection.rows.length === 0 || busy}
                  data-testid="delete-selected"
                  onClick={() =>
                    setConfirm({
                      title: 'Delete template classifiers',
                      message: `Delete ${selection.rows.map((r) => `"${r.name}"`).join(', ')}? Customers' copies then show as deprecated in Classifier Updates.`,
                      confirmLabel: 'Delete',
                      danger: true,
                      onConfirm: () =>
                        act(async () => {
                          await deleteTemplates({ variables: { ids: selection.rows.map((r) => r.id) } });
                          selection.clear();
                        }, Messages.templateClassifiersDeleted),
                    })
                  }
                >
                  Delete{selection.rows.length > 0 ? ` (${selection.rows.length})` : ''}
                </Button>
              )}
            </Box>
          )}
        />
      </FiltersPanel>
      <ConfirmDialog request={confirm} busy={busy} onClose={() => setConfirm(null)} />
    </PageContainer>
  );
}
