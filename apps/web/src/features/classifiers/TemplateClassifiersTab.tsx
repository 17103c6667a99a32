import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import LibraryAddRounded from '@mui/icons-material/LibraryAddRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { Messages } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { useServerList, type DataColumn } from '../../components/data-table';
import { useListView } from '../../components/filters';
import { ListToolbar, SelectionButton } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { RowAction, RowActions } from '../../components/RowActions';
import type {
  TemplateClassifierListRowFilterInput,
  TemplateClassifierListRowSortInput,
} from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import {
  BY_NAME,
  captionColumn,
  TEMPLATE_SORT_FIELDS,
  typeColumn,
  valuePerRecordColumn,
} from './classifier-columns';
import { NAME_SEARCH_FILTER } from './classifier-filters';
import { createClassifierFromExistingMutation, templateClassifiersQuery } from './classifiers.query';
import { TemplatesTable, type TemplateRow } from './TemplatesTable';

const FILTERS = [NAME_SEARCH_FILTER];

/**
 * Deployment → Classifiers → Template: the read-only library of template classifiers offered to
 * this customer, with add-to-active and view (spec part 1 §2, §4).
 */
export default function TemplateClassifiersTab({ info }: { info: AreaInfo }) {
  const user = useCurrentUser();
  const { actingTenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const { openDialog } = useDialog();
  const [adding, setAdding] = useState(false);
  const [addFromTemplate] = useMutation(createClassifierFromExistingMutation);

  const view = useListView<TemplateClassifierListRowFilterInput, TemplateClassifierListRowSortInput>({
    id: 'templates',
    filters: FILTERS,
    defaultSort: BY_NAME,
    columns: TEMPLATE_SORT_FIELDS,
  });
  // Customers see the active templates only.
  const where = useMemo<TemplateClassifierListRowFilterInput>(
    () => (view.where ? { and: [{ isActive: { eq: true } }, view.where] } : { isActive: { eq: true } }),
    [view.where],
  );
  const list = useServerList({
    document: templateClassifiersQuery,
    field: 'templateClassifiers',
    variables: { tenantId: actingTenantId },
    where,
    order: view.order,
  });

  const addToActive = async (rows: readonly TemplateRow[], clear?: () => void) => {
    if (rows.length === 0 || adding) return;
    setAdding(true);
    try {
      for (const row of rows)
        await addFromTemplate({ variables: { templateId: row.id, tenantId: actingTenantId } });
      snackbar.show(Messages.templateClassifiersCopied, 'success');
      clear?.();
    } catch (error) {
      snackbar.showError(error);
    } finally {
      setAdding(false);
    }
  };

  const readOnly = user.isReadOnlyUser;
  const columns = useMemo<DataColumn<TemplateRow>[]>(
    () => [
      { id: 'name', header: 'Name', sortField: 'name', width: 240, cell: (r) => r.name },
      captionColumn(140),
      typeColumn(150),
      valuePerRecordColumn(140, 'Value per Record'),
      { id: 'sensitive', header: 'Sensitive', width: 100, cell: (r) => (r.isSensitive ? 'Yes' : 'No') },
      { id: 'description', header: 'Description', width: 280, wrap: true, cell: (r) => r.description },
      {
        id: 'actions',
        header: 'Actions',
        width: 110,
        resizable: false,
        cell: (r) => (
          <RowActions>
            <RowAction
              title="View"
              label={`View ${r.name}`}
              testId="template-view"
              icon={<VisibilityRounded fontSize="small" />}
              onClick={() => openDialog('editTemplateClassifier', { id: r.id, readOnly: true })}
            />
            {!readOnly && (
              <RowAction
                title="Add to active classifiers"
                label={`Add ${r.name} to active classifiers`}
                testId="template-add"
                icon={<LibraryAddRounded fontSize="small" />}
                disabled={adding}
                onClick={() => void addToActive([r])}
              />
            )}
          </RowActions>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [openDialog, readOnly, adding],
  );

  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <TemplatesTable
        id="template-classifiers"
        columns={columns}
        list={list}
        view={view}
        readOnly
        selectable={!readOnly}
        toolbar={(selection) => (
          <ListToolbar
            filters={view.filters}
            searchPlaceholder="Search by name"
            searchLabel="Search templates"
          >
            {!readOnly && (
              <SelectionButton
                label="Add to Active"
                icon={<LibraryAddRounded />}
                count={selection.rows.length}
                disabled={adding}
                testId="templates-add-selected"
                onClick={() => void addToActive(selection.rows, selection.clear)}
              />
            )}
          </ListToolbar>
        )}
      />
    </PageContainer>
  );
}
