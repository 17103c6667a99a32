import { useMemo } from 'react';
import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { AllowlistLimits } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import type {
  ProcessRulesWithExtentionsQuery,
  ProcessRuleWithExtensionsFilterInput,
  ProcessRuleWithExtensionsSortInput,
} from '../../gql/graphql';
import {
  applicationTypeColumn,
  autoDecryptionColumn,
  extensionSwitchColumns,
  fileActionsColumn,
  NestedAllowlistTable,
  type AllowlistColumnContext,
} from './allowlist-columns';
import { UploadPermissionControl } from './allowlist-controls';
import { processRulesWithExtensionsQuery } from './allowlist.queries';
import { AllowlistPage, useAllowlistPage } from './AllowlistPage';

type Row = ProcessRulesWithExtentionsQuery['processRulesWithExtentions']['items'][number];
type ExtensionRow = Row['extensions'][number];

const FILTERS: FilterDef<WhereField<ProcessRuleWithExtensionsFilterInput>>[] = [
  { id: 'search', type: 'text', label: 'Application', field: ['humanName', 'processName'] },
  // A request flag, not a where: the server keeps the applications that opened files.
  {
    id: 'opened',
    type: 'checkbox',
    label: 'Show only apps that opened files',
    initial: true,
    applyImmediately: true,
    toWhere: () => null,
  },
];
const SORT_FIELDS = [{ sortField: 'humanName' }, { sortField: 'actionCount' }, { sortField: 'processType' }];
const BY_ACTIONS = { field: 'actionCount', direction: 'DESC' } as const;

const count = (n: number) => `${n} ${n === 1 ? 'application' : 'applications'}`;

function Application({ name, processName }: { name: string; processName: string }) {
  return (
    <span>
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      {processName !== name.toLowerCase() && (
        <Typography variant="caption" color="text.secondary" component="div">
          {processName}
        </Typography>
      )}
    </span>
  );
}

function ApplicationExtensions({ row, context }: { row: Row; context: AllowlistColumnContext }) {
  const columns = useMemo<DataColumn<ExtensionRow>[]>(
    () => [
      { id: 'extension', header: 'Extension', width: 160, cell: (e) => `.${e.extension}` },
      fileActionsColumn(120),
      ...extensionSwitchColumns<ExtensionRow>(context, 170),
    ],
    [context],
  );
  return (
    <NestedAllowlistTable
      id="allowlist-application-extensions"
      ariaLabel={`Extensions opened by ${row.humanName}`}
      rowTestId="application-extension-row"
      columns={columns}
      rows={row.extensions}
      getRowId={(e) => e.extension}
    />
  );
}

/** Allowlisting → By Application (spec part 2 §2.6): applications, expandable to the extensions they acted on. */
export default function ByApplicationPage({ info }: { info: AreaInfo }) {
  const page = useAllowlistPage();
  const { context } = page;
  const view = useListView<ProcessRuleWithExtensionsFilterInput, ProcessRuleWithExtensionsSortInput>({
    id: 'byApplication',
    filters: FILTERS,
    defaultSort: BY_ACTIONS,
    columns: SORT_FIELDS,
  });
  const opened = view.filters.current.opened === true;
  const list = useServerList({
    document: processRulesWithExtensionsQuery,
    field: 'processRulesWithExtentions',
    variables: { tenantId: page.tenantId, request: { showOnlyProcessesWhichHaveOpenedActions: opened } },
    where: view.where,
    order: view.order,
    pageSize: AllowlistLimits.pageSize,
  });

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'application',
        header: 'Application',
        sortField: 'humanName',
        width: 240,
        cell: (r) => <Application name={r.humanName} processName={r.processName} />,
      },
      fileActionsColumn(120, 'actionCount'),
      applicationTypeColumn(context, 'processType'),
      autoDecryptionColumn(context),
      {
        id: 'upload',
        header: 'Upload Permission',
        width: 290,
        cell: (r) => (
          <UploadPermissionControl
            row={context.changes.process(r)}
            changes={context.changes}
            disabled={context.readOnly}
          />
        ),
      },
    ],
    [context],
  );

  return (
    <AllowlistPage
      info={info}
      page={page}
      view={view}
      table={{
        id: 'allowlist-by-application',
        ariaLabel: 'Applications',
        testId: 'applications-table',
        rowTestId: 'application-row',
        columns,
        list,
        getRowId: (r) => r.id,
        countLabel: count,
        canExpand: (r) => r.extensions.length > 0,
        renderExpanded: (r) => <ApplicationExtensions row={r} context={context} />,
      }}
      searchPlaceholder="Search by application"
      searchLabel="Search applications"
      filters={
        <FormControlLabel
          control={
            <Checkbox
              checked={view.filters.draft.opened === true}
              onChange={(_e, v) => view.filters.edit('opened', v)}
              slotProps={{ input: { 'data-testid': 'show-only-opened' } as never }}
            />
          }
          label="Show only apps that opened files"
        />
      }
    />
  );
}
