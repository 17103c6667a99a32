import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import LibraryAddRounded from '@mui/icons-material/LibraryAddRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { formatUsd, Messages } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type {
  TemplateClassifierListRowFilterInput,
  TemplateClassifierListRowSortInput,
  TemplateClassifiersQuery,
} from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { SearchField } from '../risk-portal/data-risk/SearchField';
import { typeLabel } from './classifier-columns';
import { createClassifierFromExistingMutation, templateClassifiersQuery } from './classifiers.query';

type TemplateRow = TemplateClassifiersQuery['templateClassifiers']['items'][number];

const FILTERS: FilterDef<WhereField<TemplateClassifierListRowFilterInput>>[] = [
  { id: 'search', type: 'text', label: 'Name', field: ['name', 'caption'], operation: 'contains' },
];

const BY_NAME = { field: 'name', direction: 'ASC' } as const;
const SORT_FIELDS = [
  { sortField: 'name' },
  { sortField: 'caption' },
  { sortField: 'filterType' },
  { sortField: 'valuePerRecord' },
];

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
    columns: SORT_FIELDS,
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
      { id: 'caption', header: 'Short Name', sortField: 'caption', width: 140, cell: (r) => r.caption },
      {
        id: 'type',
        header: 'Type',
        sortField: 'filterType',
        width: 150,
        cell: (r) => typeLabel(r.filterType),
      },
      {
        id: 'valuePerRecord',
        header: 'Value per Record',
        sortField: 'valuePerRecord',
        align: 'right',
        width: 140,
        cell: (r) => formatUsd(r.valuePerRecord),
      },
      { id: 'sensitive', header: 'Sensitive', width: 100, cell: (r) => (r.isSensitive ? 'Yes' : 'No') },
      { id: 'description', header: 'Description', width: 280, wrap: true, cell: (r) => r.description },
      {
        id: 'actions',
        header: 'Actions',
        width: 110,
        resizable: false,
        cell: (r) => (
          <Box sx={{ display: 'flex', gap: 0.25 }} onClick={(e) => e.stopPropagation()}>
            <Tooltip title="View">
              <IconButton
                size="small"
                aria-label={`View ${r.name}`}
                data-testid="template-view"
                onClick={() => openDialog('editTemplateClassifier', { id: r.id, readOnly: true })}
              >
                <VisibilityRounded fontSize="small" />
              </IconButton>
            </Tooltip>
            {!readOnly && (
              <Tooltip title="Add to active classifiers">
                <IconButton
                  size="small"
                  aria-label={`Add ${r.name} to active classifiers`}
                  data-testid="template-add"
                  disabled={adding}
                  onClick={() => void addToActive([r])}
                >
                  <LibraryAddRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [openDialog, readOnly, adding],
  );

  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <DataTable
        id="template-classifiers"
        ariaLabel="Template classifiers"
        testId="templates-table"
        rowTestId="template-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.id}
        sort={view.sort}
        onSortChange={view.setSort}
        onRowClick={(r) => openDialog('editTemplateClassifier', { id: r.id, readOnly: true })}
        selectable={!readOnly}
        countLabel={(n) => `${n} ${n === 1 ? 'template' : 'templates'}`}
        toolbar={(selection) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <SearchField
              filters={view.filters}
              filterId="search"
              placeholder="Search by name"
              ariaLabel="Search templates"
            />
            {!readOnly && (
              <Button
                variant="outlined"
                startIcon={<LibraryAddRounded />}
                disabled={selection.rows.length === 0 || adding}
                onClick={() => void addToActive(selection.rows, selection.clear)}
                data-testid="templates-add-selected"
              >
                Add to Active{selection.rows.length > 0 ? ` (${selection.rows.length})` : ''}
              </Button>
            )}
          </Box>
        )}
      />
    </PageContainer>
  );
}
