import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, FormControlLabel, Link, Switch } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Messages, RuleMessages, type TestingGroupId } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, useServerList } from '../../components/data-table';
import { FiltersPanel, useListView, type FilterDef, type WhereField } from '../../components/filters';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type { ClassifierListRowFilterInput, ClassifierListRowSortInput } from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { isSysAdmin } from '../../session/route-decisions';
import { useTenantScope } from '../../session/tenant-scope';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { SearchField } from '../risk-portal/data-risk/SearchField';
import {
  changeHistoryHref,
  classifierColumns,
  CLASSIFIER_SORT_FIELDS,
  type ClassifierListRow,
  type SwitchField,
} from './classifier-columns';
import {
  classifiersListQuery,
  createClassifierFromExistingMutation,
  createRuleMutation,
  deleteClassifiersMutation,
  setClassifierTestingGroupMutation,
  updateClassifierListItemMutation,
  updateRuleListItemMutation,
} from './classifiers.query';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog';
import {
  asksShortDelay,
  editDelay,
  encryptionSave,
  toggleEncryption,
  type EncryptionEdit,
} from './encryption-edit';
import { useRefetchOnDialogClose } from './use-refetch-on-dialog-close';
import { useRowOverrides } from './use-row-overrides';

export const CLASSIFIERS_HELP_URL = 'https://support.vigil-security.com/knowledge-base/classifiers';

const yesNo = (all: string, yes: string, no: string) => [
  { label: all, value: null },
  { label: yes, value: true },
  { label: no, value: false },
];

const FILTERS: FilterDef<WhereField<ClassifierListRowFilterInput>>[] = [
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
  {
    id: 'encryption',
    type: 'select',
    label: 'Encryption',
    field: 'encryptionIsEnabled',
    initial: null,
    applyImmediately: true,
    options: yesNo('All', 'Encryption on', 'Encryption off'),
  },
  {
    id: 'blocked',
    type: 'select',
    label: 'Auto-update',
    field: 'isBlocked',
    initial: null,
    applyImmediately: true,
    options: yesNo('All', 'Blocked', 'Not blocked'),
  },
  // An argument of the query, not a where: kept in the view so the URL holds it.
  {
    id: 'showAll',
    type: 'checkbox',
    label: 'Show all',
    initial: false,
    applyImmediately: true,
    toWhere: () => null,
  },
];

const BY_NAME = { field: 'name', direction: 'ASC' } as const;

type Patch = Partial<Pick<ClassifierListRow, SwitchField | 'testingGroupId'>>;

/** Deployment → Classifiers → Active (spec part 1 §2 "Classifiers screens", §4 "Classifier"). */
export default function ClassifiersPage({ info }: { info: AreaInfo }) {
  const user = useCurrentUser();
  const sysAdmin = isSysAdmin(user);
  const readOnly = user.isReadOnlyUser;
  const { actingTenantId, basePath } = useTenantScope();
  const tenantId = actingTenantId;
  const snackbar = useSnackbar();
  const { openDialog } = useDialog();

  const view = useListView<ClassifierListRowFilterInput, ClassifierListRowSortInput>({
    id: 'classifiers',
    filters: FILTERS,
    defaultSort: BY_NAME,
    columns: CLASSIFIER_SORT_FIELDS,
  });
  const showAll = view.filters.current.showAll === true;
  const list = useServerList({
    document: classifiersListQuery,
    field: 'classifiersList',
    variables: { tenantId, showAll },
    where: view.where,
    order: view.order,
  });

  const overrides = useRowOverrides<Patch>();
  const [encryptionEdits, setEncryptionEdits] = useState<ReadonlyMap<number, EncryptionEdit>>(new Map());
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);

  const [updateListItem] = useMutation(updateClassifierListItemMutation);
  const [setTestingGroup] = useMutation(setClassifierTestingGroupMutation);
  const [copyClassifier] = useMutation(createClassifierFromExistingMutation);
  const [deleteClassifiers] = useMutation(deleteClassifiersMutation);
  const [createRule] = useMutation(createRuleMutation);
  const [updateRuleListItem] = useMutation(updateRuleListItemMutation);

  const reload = useCallback(async () => {
    await list.refetch();
    overrides.clear();
  }, [list, overrides]);
  useRefetchOnDialogClose(reload);

  const putEdit = useCallback((id: number, edit: EncryptionEdit | undefined) => {
    setEncryptionEdits((old) => {
      const next = new Map(old);
      if (edit) next.set(id, edit);
      else next.delete(id);
      return next;
    });
  }, []);

  const saveEncryption = useCallback(
    (row: ClassifierListRow) => {
      const edit = encryptionEdits.get(row.id);
      if (!edit) return;
      const run = async () => {
        setBusy(true);
        try {
          const plan = encryptionSave(row, edit);
          if (plan.kind === 'update')
            await updateRuleListItem({
              variables: {
                request: {
                  id: plan.ruleId,
                  encryptionIsEnabled: plan.encryptionIsEnabled,
                  encryptionDelayDays: plan.encryptionDelayDays,
                },
                tenantId,
              },
            });
          else
            await createRule({
              variables: {
                request: {
                  classifierId: plan.classifierId,
                  isActive: true,
                  overrideOtherEncryptionRules: false,
                  encryptionSettings: { isEnabled: plan.isEnabled, delayDays: plan.delayDays },
                },
                tenantId,
              },
            });
          snackbar.show(RuleMessages.encryptionParametersUpdated, 'success');
          putEdit(row.id, undefined);
          setConfirm(null);
          await list.refetch();
        } catch (error) {
          snackbar.showError(error);
          setConfirm(null);
        } finally {
          setBusy(false);
        }
      };
      setConfirm(
        asksShortDelay(edit)
          ? {
              title: RuleMessages.shortDelayTitle,
              message: RuleMessages.shortDelayWarning,
              confirmLabel: RuleMessages.shortDelayTitle,
              onConfirm: run,
            }
          : {
              title: 'Save encryption settings',
              message: edit.enabled
                ? `Files classified by "${row.name}" will be encrypted after ${edit.delayText || '0'} days without access.`
                : `Encryption will be turned off for "${row.name}".`,
              confirmLabel: 'Save',
              onConfirm: run,
            },
      );
    },
    [encryptionEdits, updateRuleListItem, createRule, tenantId, snackbar, putEdit, list],
  );

  const columns = useMemo(
    () =>
      classifierColumns({
        readOnly,
        isSysAdmin: sysAdmin,
        apply: overrides.apply,
        setSwitch: (row, field, value) =>
          void overrides.change(
            row.id,
            { [field]: value },
            () => updateListItem({ variables: { request: { id: row.id, [field]: value }, tenantId } }),
            Messages.classifierUpdated,
          ),
        setTestingGroup: (row, group: TestingGroupId) =>
          void overrides.change(
            row.id,
            { testingGroupId: group === 0 ? null : group },
            () => setTestingGroup({ variables: { classifierId: row.id, testingGroupId: group, tenantId } }),
            Messages.testingGroupUpdated,
          ),
        encryptionEdit: (row) => encryptionEdits.get(row.id),
        toggleEncryption: (row, checked) => {
          const outcome = toggleEncryption(row, encryptionEdits.get(row.id), checked);
          if (outcome.kind === 'wizard') openDialog('encryptionWizard', { classifierId: row.id });
          else putEdit(row.id, outcome.edit);
        },
        editDelay: (row, text) => putEdit(row.id, editDelay(row, encryptionEdits.get(row.id), text)),
        saveEncryption,
        cancelEncryption: (row) => putEdit(row.id, undefined),
        edit: (row) => openDialog('editClassifier', { id: row.id }),
        copy: (row) =>
          void (async () => {
            try {
              await copyClassifier({ variables: { classifierId: row.id, tenantId } });
              snackbar.show(Messages.classifierCopied, 'success');
              await list.refetch();
            } catch (error) {
              snackbar.showError(error);
            }
          })(),
        historyHref: (row) => changeHistoryHref(`${basePath}/customer`, 'Classifier', row.id, row.name),
      }),
    [
      readOnly,
      sysAdmin,
      overrides,
      updateListItem,
      tenantId,
      setTestingGroup,
      encryptionEdits,
      openDialog,
      putEdit,
      saveEncryption,
      copyClassifier,
      snackbar,
      list,
      basePath,
    ],
  );

  const askDelete = (rows: ClassifierListRow[], clear: () => void) => {
    const encrypted = rows.filter((r) => r.encryptionIsEnabled);
    const names = rows.map((r) => `"${r.name}"`).join(', ');
    const run = async () => {
      setBusy(true);
      try {
        await deleteClassifiers({
          variables: {
            request: { ids: rows.map((r) => r.id), deleteEncryptionRuleIfExists: encrypted.length > 0 },
            tenantId,
          },
        });
        snackbar.show(Messages.classifiersDeleted, 'success');
        clear();
        setConfirm(null);
        await list.refetch();
      } catch (error) {
        snackbar.showError(error);
        setConfirm(null);
      } finally {
        setBusy(false);
      }
    };
    setConfirm(
      encrypted.length > 0
        ? {
            title: 'Delete classifiers with encryption',
            message: (
              <>
                Encryption is on for {encrypted.map((r) => `"${r.name}"`).join(', ')}. Deleting{' '}
                {rows.length === 1 ? 'it' : 'these classifiers'} also deletes the encryption rule: files it
                would encrypt stay unencrypted. This cannot be undone.
              </>
            ),
            confirmLabel: 'Delete Classifier(s)',
            danger: true,
            onConfirm: run,
          }
        : {
            title: 'Delete classifiers',
            message: `Delete ${names}? This cannot be undone.`,
            confirmLabel: 'Delete',
            onConfirm: run,
          },
    );
  };

  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description={
          <>
            {info.summary}{' '}
            <Link href={CLASSIFIERS_HELP_URL} target="_blank" rel="noopener" data-testid="classifiers-help">
              What are classifiers?
              <OpenInNewRounded sx={{ fontSize: 14, ml: 0.25, verticalAlign: 'middle' }} />
            </Link>
          </>
        }
        actions={
          !readOnly && (
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => openDialog('addClassifier')}
            >
              Add New
            </Button>
          )
        }
      />
      <FiltersPanel filters={view.filters}>
        <DataTable
          id="classifiers"
          ariaLabel="Classifiers"
          testId="classifiers-table"
          rowTestId="classifier-row"
          columns={columns}
          list={list}
          getRowId={(r) => r.id}
          sort={view.sort}
          onSortChange={view.setSort}
          onRowClick={(r) => openDialog('editClassifier', { id: r.id })}
          selectable={!readOnly}
          countLabel={(n) => `${n} ${n === 1 ? 'classifier' : 'classifiers'}`}
          toolbar={(selection) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <SearchField
                filters={view.filters}
                filterId="search"
                placeholder="Search by name"
                ariaLabel="Search classifiers"
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={view.filters.draft.showAll === true}
                    onChange={(_e, v) => view.filters.edit('showAll', v)}
                    slotProps={{ input: { 'data-testid': 'show-all' } as never }}
                  />
                }
                label="Show all"
              />
              {!readOnly && (
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlineRounded />}
                  disabled={selection.rows.length === 0}
                  onClick={() => askDelete(selection.rows, selection.clear)}
                  data-testid="delete-selected"
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
