import { useMemo } from 'react';
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { AllowlistLimits } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction, type ConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import { ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type {
  ProcessRulesWithExtentionsQuery,
  ProcessRuleWithExtensionsFilterInput,
  ProcessRuleWithExtensionsSortInput,
} from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import {
  ApplicationTypeSelect,
  AutoDecryptionSelect,
  IncludeInScanningSwitch,
  ParseAsTextSwitch,
  UploadPermissionControl,
} from './allowlist-controls';
import { processRulesWithExtensionsQuery } from './allowlist.queries';
import { ExpandCollapseButtons, useExpansion } from './expansion';
import { useAllowlistChanges, type AllowlistChanges } from './use-allowlist-changes';

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

function ApplicationExtensions({
  row,
  changes,
  confirm,
  readOnly,
}: {
  row: Row;
  changes: AllowlistChanges;
  confirm: ConfirmedAction;
  readOnly: boolean;
}) {
  const columns = useMemo<DataColumn<ExtensionRow>[]>(
    () => [
      { id: 'extension', header: 'Extension', width: 160, cell: (e) => `.${e.extension}` },
      {
        id: 'actions',
        header: 'File Actions',
        align: 'right',
        width: 120,
        cell: (e) => e.actionCount.toLocaleString('en-US'),
      },
      {
        id: 'include',
        header: 'Include in Scanning',
        width: 170,
        cell: (e) => (
          <IncludeInScanningSwitch
            row={changes.extension(e)}
            changes={changes}
            confirm={confirm}
            disabled={readOnly}
          />
        ),
      },
      {
        id: 'parse',
        header: 'Parse As Text',
        width: 150,
        cell: (e) => <ParseAsTextSwitch row={changes.extension(e)} changes={changes} disabled={readOnly} />,
      },
    ],
    [changes, confirm, readOnly],
  );
  return (
    <Box sx={{ pl: 6, pr: 2, py: 1 }}>
      <DataTable
        id="allowlist-application-extensions"
        ariaLabel={`Extensions opened by ${row.humanName}`}
        rowTestId="application-extension-row"
        columns={columns}
        rows={row.extensions}
        getRowId={(e) => e.extension}
        flat
        printable={false}
        maxHeight={400}
      />
    </Box>
  );
}

/** Allowlisting → By Application (spec part 2 §2.6): applications, expandable to the extensions they acted on. */
export default function ByApplicationPage({ info }: { info: AreaInfo }) {
  const me = useCurrentUser();
  const readOnly = me.isReadOnlyUser;
  const { actingTenantId: tenantId } = useTenantScope();
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
    variables: { tenantId, request: { showOnlyProcessesWhichHaveOpenedActions: opened } },
    where: view.where,
    order: view.order,
    pageSize: AllowlistLimits.pageSize,
  });
  const changes = useAllowlistChanges();
  const confirm = useConfirmedAction();
  const expansion = useExpansion();

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'application',
        header: 'Application',
        sortField: 'humanName',
        width: 240,
        cell: (r) => <Application name={r.humanName} processName={r.processName} />,
      },
      {
        id: 'actions',
        header: 'File Actions',
        sortField: 'actionCount',
        align: 'right',
        width: 120,
        cell: (r) => r.actionCount.toLocaleString('en-US'),
      },
      {
        id: 'type',
        header: 'Application Type',
        sortField: 'processType',
        width: 160,
        cell: (r) => <ApplicationTypeSelect row={changes.process(r)} changes={changes} disabled={readOnly} />,
      },
      {
        id: 'decrypt',
        header: 'Auto Decryption',
        width: 230,
        cell: (r) => <AutoDecryptionSelect row={changes.process(r)} changes={changes} disabled={readOnly} />,
      },
      {
        id: 'upload',
        header: 'Upload Permission',
        width: 290,
        cell: (r) => (
          <UploadPermissionControl row={changes.process(r)} changes={changes} disabled={readOnly} />
        ),
      },
    ],
    [changes, readOnly],
  );

  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <DataTable
        id="allowlist-by-application"
        ariaLabel="Applications"
        testId="applications-table"
        rowTestId="application-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.id}
        sort={view.sort}
        onSortChange={view.setSort}
        countLabel={count}
        expanded={expansion.expanded}
        onExpandedChange={expansion.setExpanded}
        canExpand={(r) => r.extensions.length > 0}
        renderExpanded={(r) => (
          <ApplicationExtensions row={r} changes={changes} confirm={confirm} readOnly={readOnly} />
        )}
        toolbar={
          <ListToolbar
            filters={view.filters}
            searchPlaceholder="Search by application"
            searchLabel="Search applications"
            wrap
          >
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
            <ExpandCollapseButtons expansion={expansion} />
          </ListToolbar>
        }
      />
      <ConfirmDialog request={confirm.request} busy={confirm.busy} onClose={confirm.close} />
    </PageContainer>
  );
}
