import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, FormControlLabel, Link, Switch, Typography } from '@mui/material';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Messages, RuleMessages, type TestingGroupId } from '@vigil/contracts';
import { AddButton } from '../../components/AddButton';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, useServerList } from '../../components/data-table';
import { FiltersPanel, useListView, type FilterDef, type WhereField } from '../../components/filters';
import { DeleteSelectedButton, ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type { ClassifierListRowFilterInput, ClassifierListRowSortInput } from '../../gql/graphql';
import { customerRoutes } from '../../routes/customer-routes';
import { useCurrentUser } from '../../session/current-user';
import { isSysAdmin } from '../../session/route-decisions';
import { useTenantScope } from '../../session/tenant-scope';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import {
  BY_NAME,
  changeHistoryQuery,
  classifierColumns,
  CLASSIFIER_SORT_FIELDS,
  type ClassifierListRow,
  type SwitchField,
} from './classifier-columns';
import { usePrecisionColumn } from '../data-explorer/precision-column';
import { CLASSIFIER_LIST_FILTERS, yesNo } from './classifier-filters';
import {
  classifiersListQuery,
  createClassifierFromExistingMutation,
  createRuleMutation,
  deleteClassifiersMutation,
  setClassifierTestingGroupMutation,
  updateClassifierListItemMutation,
  updateRuleListItemMutation,
} from './classifiers.query';
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

const FILTERS: FilterDef<WhereField<ClassifierListRowFilterInput>>[] = [
  ...CLASSIFIER_LIST_FILTERS,
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
  const { request: confirm, busy, ask, close, run } = useConfirmedAction();

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
      const save = async () => {
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
        putEdit(row.id, undefined);
      };
      const onConfirm = () => run(save, RuleMessages.encryptionParametersUpdated, list.refetch);
      ask(
        asksShortDelay(edit)
          ? {
              title: RuleMessages.shortDelayTitle,
              message: RuleMessages.shortDelayWarning,
              confirmLabel: RuleMessages.shortDelayTitle,
              onConfirm,
            }
          : {
              title: 'Save encryption settings',
              message: edit.enabled
                ? `Files classified by "${row.name}" will be encrypted after ${edit.delayText || '0'} days without access.`
                : `Encryption will be turned off for "${row.name}".`,
              confirmLabel: 'Save',
              onConfirm,
            },
      );
    },
    [encryptionEdits, updateRuleListItem, createRule, tenantId, putEdit, run, list, ask],
  );

  const precision = usePrecisionColumn<ClassifierListRow>(tenantId);
  const columns = useMemo(
    () =>
      afterRisk(
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
          historyHref: (row) =>
            customerRoutes.changeHistory.href(basePath, {
              query: changeHistoryQuery('Classifier', row.id, row.name),
            }),
        }),
        precision,
      ),
    [
      precision,
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
    const onConfirm = () =>
      run(
        async () => {
          await deleteClassifiers({
            variables: {
              request: { ids: rows.map((r) => r.id), deleteEncryptionRuleIfExists: encrypted.length > 0 },
              tenantId,
            },
          });
          clear();
        },
        Messages.classifiersDeleted,
        list.refetch,
      );
    ask(
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
            onConfirm,
          }
        : {
            title: 'Delete classifiers',
            message: `Delete ${names}? This cannot be undone.`,
            confirmLabel: 'Delete',
            onConfirm,
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
        actions={!readOnly && <AddButton label="Add New" onClick={() => openDialog('addClassifier')} />}
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
          emptyContent={
            showAll ? undefined : (
              <HiddenClassifiersNote onShowAll={() => view.filters.edit('showAll', true)} />
            )
          }
          toolbar={(selection) => (
            <ListToolbar
              filters={view.filters}
              searchPlaceholder="Search by name"
              searchLabel="Search classifiers"
              wrap
            >
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
                <DeleteSelectedButton
                  count={selection.rows.length}
                  onClick={() => askDelete(selection.rows, selection.clear)}
                />
              )}
            </ListToolbar>
          )}
        />
      </FiltersPanel>
      <ConfirmDialog request={confirm} busy={busy} onClose={close} />
    </PageContainer>
  );
}

/**
 * The list hides classifiers without records until Show all (spec part 1 §2), a new one included:
 * an empty list says so, so that a classifier just created is not thought lost.
 */
function HiddenClassifiersNote({ onShowAll }: { onShowAll: () => void }) {
  return (
    <Box data-testid="hidden-classifiers-note">
      <Typography variant="body2">{Messages.noData}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {Messages.classifiersWithoutRecordsHidden}{' '}
        <Link component="button" type="button" onClick={onShowAll} sx={{ verticalAlign: 'baseline' }}>
          Show all
        </Link>
      </Typography>
    </Box>
  );
}

/** The precision estimate reads beside the figures it qualifies: right after Risk. */
function afterRisk<C extends { id: string }>(columns: C[], column: C): C[] {
  const at = columns.findIndex((c) => c.id === 'costUsd') + 1;
  return at > 0 ? [...columns.slice(0, at), column, ...columns.slice(at)] : [...columns, column];
}
