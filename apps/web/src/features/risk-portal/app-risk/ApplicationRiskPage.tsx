import { useMemo } from 'react';
import { Box, InputAdornment, TextField } from '@mui/material';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { ApplicationRiskPeriod, Limits, periodOf } from '@vigil/contracts';
import type { AreaInfo } from '../../../components/AreaPlaceholder';
import { DataTable, useServerList } from '../../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../../components/filters';
import { PeriodPicker } from '../../../components/period-picker/PeriodPicker';
import type { ApplicationRiskFilterInput, ApplicationRiskSortInput } from '../../../gql/graphql';
import { useCurrentUser } from '../../../session/current-user';
import { useTenantScope } from '../../../session/tenant-scope';
import { useCustomerInfo } from '../../../session/use-customer-info';
import { RiskPortalPage } from '../RiskPortalPage';
import { applicationsRiskQuery } from './app-risk.query';
import { usePeriodParam } from './app-risk-period';
import { applicationColumns } from './application-columns';
import { applicationKindWhere, showsUploadPermission, type ApplicationKind } from './application-kind';
import { useUploadPermissions } from './use-upload-permission';

const FILTERS: FilterDef<WhereField<ApplicationRiskFilterInput>>[] = [
  {
    id: 'name',
    type: 'text',
    label: 'Application',
    field: 'processCaption',
    operation: 'contains',
    maxLength: Limits.searchMax,
  },
];

const BY_RISK = { field: 'residualEntriesCostOutgoing', direction: 'DESC' } as const;

/** The sortable fields, for the list view's URL (the column set itself depends on the customer). */
const SORT_FIELDS = [
  { sortField: 'processCaption' },
  { sortField: 'residualEntriesCostOutgoing' },
  { sortField: 'filesCountOutgoing' },
  { sortField: 'filesCountIncoming' },
];

const KIND_NOUN: Record<ApplicationKind, [string, string]> = {
  web: ['web application', 'web applications'],
  llm: ['LLM application', 'LLM applications'],
  local: ['local application', 'local applications'],
};

/** Web Apps, LLM Apps and Local Apps of the risk portal (spec part 1 §2, §4, §6). */
export default function ApplicationRiskPage({ info, kind }: { info: AreaInfo; kind: ApplicationKind }) {
  const user = useCurrentUser();
  const { tenantId, actingTenantId } = useTenantScope();
  const customer = useCustomerInfo(tenantId);
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const [range, setRange] = usePeriodParam(now);

  const view = useListView<ApplicationRiskFilterInput, ApplicationRiskSortInput>({
    id: 'apps',
    filters: FILTERS,
    defaultSort: BY_RISK,
    columns: SORT_FIELDS,
  });
  const where = useMemo<ApplicationRiskFilterInput>(() => {
    const byKind = applicationKindWhere(kind);
    return view.where ? { and: [byKind, view.where] } : byKind;
  }, [kind, view.where]);
  const request = useMemo(() => periodOf(range), [range]);
  const list = useServerList({
    document: applicationsRiskQuery,
    field: 'applicationsRisk',
    variables: { request, tenantId: actingTenantId },
    where,
    order: view.order,
  });

  const permissions = useUploadPermissions();
  const testingGroups = customer?.testingGroups ?? null;
  const withActions = showsUploadPermission(kind, testingGroups);
  const columns = useMemo(
    () =>
      applicationColumns({
        kind,
        permissions: withActions ? permissions : null,
        readOnly: user.isReadOnlyUser,
      }),
    [kind, withActions, permissions, user.isReadOnlyUser],
  );

  const search = (view.filters.draft.name as string | undefined) ?? '';
  const [one, many] = KIND_NOUN[kind];
  // The Actions column of LLM applications waits for the customer's testing groups.
  const uploadControl =
    kind === 'llm' && testingGroups === null ? 'pending' : withActions ? 'shown' : 'hidden';

  return (
    <RiskPortalPage
      info={info}
      actions={
        <PeriodPicker
          value={range}
          onChange={setRange}
          maxDays={ApplicationRiskPeriod.maxDays}
          maxDay={today}
        />
      }
    >
      <Box data-testid="app-risk" data-kind={kind} data-upload-control={uploadControl}>
        <DataTable
          id={`app-risk-${kind}`}
          ariaLabel={info.title}
          testId="app-risk-table"
          rowTestId="app-risk-row"
          columns={columns}
          list={list}
          getRowId={(app) => `${app.tenantId}:${app.processId}`}
          sort={view.sort}
          onSortChange={view.setSort}
          countLabel={(n) => `${n} ${n === 1 ? one : many}`}
          toolbar={
            <TextField
              placeholder="Search by application"
              value={search}
              onChange={(e) => view.filters.edit('name', e.target.value.replace(/^\s+/, ''))}
              sx={{ width: 320, maxWidth: '100%' }}
              slotProps={{
                htmlInput: { 'aria-label': 'Search applications', maxLength: Limits.searchMax },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          }
        />
      </Box>
    </RiskPortalPage>
  );
}
