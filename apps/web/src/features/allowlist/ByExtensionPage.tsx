import { useMemo } from 'react';
import { Box, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { AllowlistLimits, PROCESS_TYPES, PROCESS_TYPE_LABELS } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { useListView, type FilterDef, type WhereField } from '../../components/filters';
import { ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type {
  ExtensionRuleFilterInput,
  ExtensionRuleSortInput,
  ExtensionsWithProcessRules2Query,
  ProcessType,
} from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import {
  ApplicationTypeSelect,
  AutoDecryptionSelect,
  IncludeInScanningSwitch,
  ParseAsTextSwitch,
} from './allowlist-controls';
import { extensionsWithProcessRulesQuery } from './allowlist.queries';
import { ExpandCollapseButtons, useExpansion } from './expansion';
import { useAllowlistChanges, type AllowlistChanges } from './use-allowlist-changes';

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

function ExtensionApplications({
  row,
  changes,
  readOnly,
}: {
  row: Row;
  changes: AllowlistChanges;
  readOnly: boolean;
}) {
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
      {
        id: 'actions',
        header: 'File Actions',
        align: 'right',
        width: 120,
        cell: (p) => p.actionCount.toLocaleString('en-US'),
      },
      {
        id: 'decrypt',
        header: 'Auto Decryption',
        width: 230,
        cell: (p) => <AutoDecryptionSelect row={changes.process(p)} changes={changes} disabled={readOnly} />,
      },
      {
        id: 'type',
        header: 'Application Type',
        width: 160,
        cell: (p) => <ApplicationTypeSelect row={changes.process(p)} changes={changes} disabled={readOnly} />,
      },
    ],
    [changes, readOnly],
  );
  return (
    <Box sx={{ pl: 6, pr: 2, py: 1 }}>
      <DataTable
        id="allowlist-extension-applications"
        ariaLabel={`Applications that acted on .${row.extension} files`}
        rowTestId="extension-application-row"
        columns={columns}
        rows={row.processes}
        getRowId={(p) => p.id}
        flat
        printable={false}
        maxHeight={400}
      />
    </Box>
  );
}

/** Allowlisting → By Extension (spec part 2 §2.6): extensions with their switches, expandable to applications. */
export default function ByExtensionPage({ info }: { info: AreaInfo }) {
  const me = useCurrentUser();
  const readOnly = me.isReadOnlyUser;
  const { actingTenantId: tenantId } = useTenantScope();
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
      tenantId,
      request: { showOnlyProcessesWhichHaveOpenedActions: onlyRead, processTypes: type ? [type] : null },
    },
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
      {
        id: 'actions',
        header: 'File Actions',
        sortField: 'actionCount',
        align: 'right',
        width: 130,
        cell: (r) => r.actionCount.toLocaleString('en-US'),
      },
      {
        id: 'include',
        header: 'Include in Scanning',
        sortField: 'isEnabled',
        width: 180,
        cell: (r) => (
          <IncludeInScanningSwitch
            row={changes.extension(r)}
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
        cell: (r) => <ParseAsTextSwitch row={changes.extension(r)} changes={changes} disabled={readOnly} />,
      },
    ],
    [changes, confirm, readOnly],
  );

  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <DataTable
        id="allowlist-by-extension"
        ariaLabel="Extensions"
        testId="extensions-table"
        rowTestId="extension-row"
        columns={columns}
        list={list}
        getRowId={(r) => r.extension}
        sort={view.sort}
        onSortChange={view.setSort}
        countLabel={count}
        expanded={expansion.expanded}
        onExpandedChange={expansion.setExpanded}
        canExpand={(r) => r.processes.length > 0}
        renderExpanded={(r) => <ExtensionApplications row={r} changes={changes} readOnly={readOnly} />}
        toolbar={
          <ListToolbar
            filters={view.filters}
            searchPlaceholder="Search by extension"
            searchLabel="Search extensions"
            wrap
          >
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
            <ExpandCollapseButtons expansion={expansion} />
          </ListToolbar>
        }
      />
      <ConfirmDialog request={confirm.request} busy={confirm.busy} onClose={confirm.close} />
    </PageContainer>
  );
}
