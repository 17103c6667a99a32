import { useCallback, useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Chip } from '@mui/material';
import EditRounded from '@mui/icons-material/EditRounded';
import { Messages } from '@vigil/contracts';
import { AddButton } from '../../components/AddButton';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { FiltersPanel, useListView, type FilterDef, type WhereField } from '../../components/filters';
import { DeleteSelected, ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { RowAction } from '../../components/RowActions';
import type { RegulationFilterInput, RegulationSortInput, RegulationsListQuery } from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { isSysAdmin } from '../../session/route-decisions';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { useRefetchOnDialogClose } from '../classifiers/use-refetch-on-dialog-close';
import { RegulationImage } from './RegulationImage';
import { deleteRegulationsMutation, regulationsListQuery } from './regulations.query';

type Row = RegulationsListQuery['regulations']['items'][number];

const FILTERS: FilterDef<WhereField<RegulationFilterInput>>[] = [
  { id: 'search', type: 'text', label: 'Name', field: ['name', 'region'], operation: 'contains' },
  {
    id: 'setByDefault',
    type: 'select',
    label: 'Set by default',
    field: 'setByDefault',
    initial: null,
    applyImmediately: true,
    options: [
      { label: 'All', value: null },
      { label: 'Set by default', value: true },
      { label: 'Not by default', value: false },
    ],
  },
];

const SORT_FIELDS = [{ sortField: 'name' }, { sortField: 'sortNumber' }, { sortField: 'region' }];
const BY_SORT_NUMBER = { field: 'sortNumber', direction: 'ASC' } as const;

function countriesLabel(r: Row): string {
  if (r.availableCountries.length === 0) return 'Global';
  const names = r.availableCountries.map((c) => c.name);
  return names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} +${names.length - 3}`;
}

/** Back office → Regulations (spec part 2 §2): list, add, edit, delete. */
export default function BackOfficeRegulationsPage({ info }: { info: AreaInfo }) {
  const user = useCurrentUser();
  const canEdit = isSysAdmin(user) && !user.isReadOnlyUser;
  const { openDialog } = useDialog();
  const view = useListView<RegulationFilterInput, RegulationSortInput>({
    id: 'bo-regulations',
    filters: FILTERS,
    defaultSort: BY_SORT_NUMBER,
    columns: SORT_FIELDS,
  });
  const list = useServerList({
    document: regulationsListQuery,
    field: 'regulations',
    where: view.where,
    order: view.order,
  });
  const [deleteRegulations] = useMutation(deleteRegulationsMutation);
  const confirmed = useConfirmedAction();
  const reload = useCallback(() => list.refetch(), [list]);
  useRefetchOnDialogClose(reload);

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'name',
        header: 'Regulation',
        sortField: 'name',
        width: 240,
        cell: (r) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
            <RegulationImage image={r.image} name={r.name} size={28} />
            <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: 500 }}>{r.name}</Box>
          </Box>
        ),
      },
      {
        id: 'sortNumber',
        header: 'Sort Number',
        sortField: 'sortNumber',
        align: 'right',
        width: 120,
        cell: (r) => r.sortNumber,
      },
      { id: 'region', header: 'Region', sortField: 'region', width: 150, cell: (r) => r.region },
      { id: 'description', header: 'Description', width: 320, wrap: true, cell: (r) => r.description },
      { id: 'countries', header: 'Countries', width: 200, wrap: true, cell: countriesLabel },
      {
        id: 'flags',
        header: 'Options',
        width: 200,
        cell: (r) => (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {r.setByDefault && <Chip size="small" color="primary" variant="outlined" label="By default" />}
            {r.canBeSetForCountries && <Chip size="small" variant="outlined" label="Per country" />}
          </Box>
        ),
      },
      {
        id: 'actions',
        header: '',
        width: 70,
        resizable: false,
        cell: (r) => (
          <Box onClick={(e) => e.stopPropagation()}>
            <RowAction
              title={canEdit ? 'Edit' : 'View'}
              label={`Edit ${r.name}`}
              testId="row-edit"
              icon={<EditRounded fontSize="small" />}
              onClick={() => openDialog('editRegulation', { id: r.id })}
            />
          </Box>
        ),
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
          canEdit && (
            <AddButton label="Add" testId="add-regulation" onClick={() => openDialog('addRegulation')} />
          )
        }
      />
      <FiltersPanel filters={view.filters}>
        <DataTable
          id="bo-regulations"
          ariaLabel="Regulations"
          testId="regulations-table"
          rowTestId="regulation-row"
          columns={columns}
          list={list}
          getRowId={(r) => r.id}
          sort={view.sort}
          onSortChange={view.setSort}
          onRowClick={(r) => openDialog('editRegulation', { id: r.id })}
          selectable={canEdit}
          countLabel={(n) => `${n} ${n === 1 ? 'regulation' : 'regulations'}`}
          toolbar={(selection) => (
            <ListToolbar
              filters={view.filters}
              searchPlaceholder="Search by name or region"
              searchLabel="Search regulations"
            >
              {canEdit && (
                <DeleteSelected
                  selection={selection}
                  confirm={confirmed}
                  title="Delete regulations"
                  consequence="They leave every customer's selection and the risk portal; classifiers keep their findings."
                  remove={(ids) => deleteRegulations({ variables: { ids } })}
                  success={Messages.regulationsDeleted}
                  after={list.refetch}
                />
              )}
            </ListToolbar>
          )}
        />
      </FiltersPanel>
      <ConfirmDialog request={confirmed.request} busy={confirmed.busy} onClose={confirmed.close} />
    </PageContainer>
  );
}
