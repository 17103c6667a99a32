import { useMemo } from 'react';
import { FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { AllowlistLimits, PROCESS_TYPES, PROCESS_TYPE_LABELS } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import type {
  ExtensionRuleFilterInput,
  ExtensionRuleSortInput,
  ExtensionsWithProcessRules2Query,
  ProcessType,
} from '../../gql/graphql';
import {
  applicationTypeColumn,
  autoDecryptionColumn,
  extensionSwitchColumns,
  fileActionsColumn,
  NestedAllowlistTable,
  type AllowlistColumnContext,
} from './allowlist-columns';
import { extensionsWithProcessRulesQuery } from './allowlist.queries';
import { AllowlistPage, useAllowlistPage } from './AllowlistPage';

type Row = ExtensionsWithProcessRules2Query['extensionsWithProcessRules2']['items'][number];
type ProcessRow = Row['processes'][number];

const FILTERS: FilterDef<WhereField<ExtensionRuleFilterInput>>[] = [
  {
    id: 'search',
    type: 'text',
    label: 'Extension',
    field: 'extension',
    // "PDF", ".pdf" and "pdf" all find pdf: extensions are stored lower case, without the dot.
    toWhere: (text) => {
      const value = text.trim().replace(/^\.+/, '').toLowerCase();
      return value ? { extension: { contains: value } } : null;
    },
  },
  // Request flags, not where parts: the server narrows the applications under each extension.
  {
    id: 'readOnly',
    type: 'checkbox',
    label: 'Show Only Read Applications',
    initial: false,
    applyImmediately: true,
    toWhere: () => null,
  },
  {
    id: 'type',
    type: 'select',
    label: 'Application Type',
    initial: null,
    applyImmediately: true,
    options: [
      { label: 'All', value: null },
      ...PROCESS_TYPES.map((t) => ({ label: PROCESS_TYPE_LABELS[t], value: t })),
    ],
    toWhere: () => null,
  },
];
const SORT_FIELDS = [{ sortField: 'extension' }, { sortField: 'actionCount' }, { sortField: 'isEnabled' }];
const BY_ACTIONS = { field: 'actionCount', direction: 'DESC' } as const;

const count = (n: number) => `${n} ${n === 1 ? 'extension' : 'extensions'}`;

function ExtensionApplications({ row, context }: { row: Row; context: AllowlistColumnContext }) {
  const columns = useMemo<DataColumn<ProcessRow>[]>(
    () => [
      {
        id: 'application',
        header: 'Application',
        width: 220,
        cell: (p) => (
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
            {p.humanName}
          </Typography>
        ),
      },
      fileActionsColumn(120),
      autoDecryptionColumn(context),
      applicationTypeColumn(context),
    ],
    [context],
  );
  return (
    <NestedAllowlistTable
      id="allowlist-extension-applications"
      ariaLabel={`Applications that acted on .${row.extension} files`}
      rowTestId="extension-application-row"
      columns={columns}
      rows={row.processes}
      getRowId={(p) => p.id}
    />
  );
}

/** Allowlisting → By Extension (spec part 2 §2.6): extensions with their switches, expandable to applications. */
export default function ByExtensionPage({ info }: { info: AreaInfo }) {
  const page = useAllowlistPage();
  const { context } = page;
  const view = useListView<ExtensionRuleFilterInput, ExtensionRuleSortInput>({
    id: 'byExtension',
    filters: FILTERS,
    defaultSort: BY_ACTIONS,
    columns: SORT_FIELDS,
  });
  const onlyRead = view.filters.current.readOnly === true;
  const type = (view.filters.current.type as ProcessType | null) ?? null;
  const list = useServerList({
    document: extensionsWithProcessRulesQuery,
    field: 'extensionsWithProcessRules2',
    variables: {
      tenantId: page.tenantId,
      request: { showOnlyProcessesWhichHaveOpenedActions: onlyRead, processTypes: type ? [type] : null },
    },
    where: view.where,
    order: view.order,
    pageSize: AllowlistLimits.pageSize,
  });

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'extension',
        header: 'Extension',
        sortField: 'extension',
        width: 200,
        cell: (r) => (
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }} data-testid="extension-name">
            .{r.extension}
          </Typography>
        ),
      },
      fileActionsColumn(130, 'actionCount'),
      ...extensionSwitchColumns<Row>(context, 180, 'isEnabled'),
    ],
    [context],
  );

  return (
    <AllowlistPage
      info={info}
      page={page}
      view={view}
      table={{
        id: 'allowlist-by-extension',
        ariaLabel: 'Extensions',
        testId: 'extensions-table',
        rowTestId: 'extension-row',
        columns,
        list,
        getRowId: (r) => r.extension,
        countLabel: count,
        canExpand: (r) => r.processes.length > 0,
        renderExpanded: (r) => <ExtensionApplications row={r} context={context} />,
      }}
      searchPlaceholder="Search by extension"
      searchLabel="Search extensions"
      filters={
        <>
          <TextField
            select
            size="small"
            label="Application Type"
            value={(view.filters.draft.type as string | null) ?? ''}
            onChange={(e) => view.filters.edit('type', e.target.value === '' ? null : e.target.value)}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'application-type-filter' } as never },
            }}
            sx={{ width: 190, flex: 'none' }}
          >
            <MenuItem value="">All</MenuItem>
            {PROCESS_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {PROCESS_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={view.filters.draft.readOnly === true}
                onChange={(_e, v) => view.filters.edit('readOnly', v)}
                slotProps={{ input: { 'data-testid': 'show-only-read' } as never }}
              />
            }
            label="Show Only Read Applications"
          />
        </>
      }
    />
  );
}
