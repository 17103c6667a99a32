import { FormControlLabel, Switch, Typography } from '@mui/material';
import { ExplorerMessages } from '@vigil/contracts';
import { useMemo } from 'react';
import type { AreaInfo } from '../../../components/AreaPlaceholder';
import { DataTable, useServerList } from '../../../components/data-table';
import { SearchField, useListView, type FilterDef, type WhereField } from '../../../components/filters';
import type { DataRiskByRegulationFilterInput, DataRiskByRegulationSortInput } from '../../../gql/graphql';
import { useTenantScope } from '../../../session/tenant-scope';
import { RiskPortalPage } from '../RiskPortalPage';
import { regulationsDataRisksQuery } from './data-risk.query';
import { DATA_RISK_TABLE_ID, regulationColumns, REGULATION_TEXT_FIELDS } from './data-risk-columns';
import { dataRiskOrder, DEFAULT_DATA_RISK_SORT } from './data-risk-figures';
import { PoliciesUnderRegulation } from './PoliciesUnderRegulation';
import { SensitivitySelect } from './SensitivitySelect';
import { sensitivityOf, SENSITIVITY_OPTIONS } from './sensitivity';

// Neither filter is a `where`: the name goes to request.filterName, the sensitivity picks the figures.
const FILTERS: FilterDef<WhereField<DataRiskByRegulationFilterInput>>[] = [
  { id: 'name', type: 'text', label: 'Regulation', toWhere: () => null },
  {
    id: 'sensitivity',
    type: 'select',
    label: 'Sensitive',
    options: SENSITIVITY_OPTIONS,
    initial: null,
    applyImmediately: true,
    toWhere: () => null,
  },
  // An argument of the query: off (the default) lists only the customer's selected regulations.
  {
    id: 'all',
    type: 'checkbox',
    label: ExplorerMessages.showAllRegulations,
    initial: false,
    applyImmediately: true,
    toWhere: () => null,
  },
];

// The sort keys a URL may ask for: every column's, whatever the sensitivity.
const SORTABLE = regulationColumns('BOTH');

const SENSITIVITY_HELP =
  'Which data the figures count: Both (sensitive and non-sensitive), Sensitive only, or ' +
  'Non-sensitive only. Every regulation stays listed; sorting follows the figures shown.';

/** Data Risk (spec part 1 §2): risk by regulation, expandable to the classifiers beneath each. */
export default function DataRiskPage({ info }: { info: AreaInfo }) {
  const { actingTenantId } = useTenantScope();
  const view = useListView<DataRiskByRegulationFilterInput, DataRiskByRegulationSortInput>({
    id: 'data-risk',
    filters: FILTERS,
    defaultSort: DEFAULT_DATA_RISK_SORT,
    columns: SORTABLE,
  });
  const sensitivity = sensitivityOf(view.filters.current.sensitivity);
  const filterName = ((view.filters.current.name as string | undefined) ?? '').trim();
  const showAll = view.filters.current.all === true;

  const columns = useMemo(() => regulationColumns(sensitivity), [sensitivity]);
  const order = useMemo(
    () => dataRiskOrder(view.sort, sensitivity, REGULATION_TEXT_FIELDS) as DataRiskByRegulationSortInput[],
    [view.sort, sensitivity],
  );
  const list = useServerList({
    document: regulationsDataRisksQuery,
    field: 'regulationsDataRisks',
    variables: {
      request: { ...(filterName ? { filterName } : {}), selectedOnly: !showAll },
      tenantId: actingTenantId,
    },
    order,
  });

  return (
    <RiskPortalPage info={info}>
      <DataTable
        id={DATA_RISK_TABLE_ID}
        ariaLabel="Data risk by regulation"
        testId="data-risk-table"
        rowTestId="regulation-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.regulationId}
        sort={view.sort}
        onSortChange={view.setSort}
        renderExpanded={(r) => (
          <PoliciesUnderRegulation regulation={r} sensitivity={sensitivity} sort={view.sort} />
        )}
        countLabel={(n) => `${n} ${n === 1 ? 'regulation' : 'regulations'}`}
        toolbar={
          <>
            <SearchField
              filters={view.filters}
              filterId="name"
              placeholder="Search by regulation"
              ariaLabel="Search regulations"
            />
            <SensitivitySelect filters={view.filters} filterId="sensitivity" description={SENSITIVITY_HELP} />
            <FormControlLabel
              sx={{ flexShrink: 0, ml: 1 }}
              control={
                <Switch
                  checked={view.filters.draft.all === true}
                  onChange={(_e, v) => view.filters.edit('all', v)}
                  slotProps={{ input: { 'data-testid': 'show-all-regulations' } as never }}
                />
              }
              label={ExplorerMessages.showAllRegulations}
            />
          </>
        }
      />
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 1 }}
        data-testid="data-risk-overlap-note"
      >
        {ExplorerMessages.overlapNote} A file's risk counts once in the banner's total.
      </Typography>
      {!showAll && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          data-testid="data-risk-selected-note"
        >
          {ExplorerMessages.selectedRegulationsNote}
        </Typography>
      )}
    </RiskPortalPage>
  );
}
