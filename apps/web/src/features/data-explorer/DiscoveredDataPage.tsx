import { useCallback, useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { ExplorerLimits, ExplorerMessages, formatDateTime, formatUsd } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, useServerList, type DataColumn } from '../../components/data-table';
import { FiltersPanel, useListView } from '../../components/filters';
import { ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type {
  DiscoveredFileFilterInput,
  DiscoveredFileSortInput,
  DiscoveredFilesQuery,
} from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { ListSwitch } from '../classifiers/ListSwitch';
import { useRowOverrides } from '../classifiers/use-row-overrides';
import { DISCOVERED_DATA_FILTERS } from './discovered-data-filters';
import { useDrillDown, withConditions } from './drill-down';
import { discoveredFilesQuery, updateFileMutation } from './explorer.queries';
import { HeaderHint } from '../../components/HeaderHint';
import { ClassifierFilterPicker, DeviceFilterPicker } from './ExplorerFilterPickers';

type Row = DiscoveredFilesQuery['files2']['items'][number];

const SORT_FIELDS = [
  { sortField: 'fileName' },
  { sortField: 'riskUsd' },
  { sortField: 'entriesCount' },
  { sortField: 'deviceName' },
  { sortField: 'authors' },
  { sortField: 'lastModified' },
  { sortField: 'parseResult' },
  { sortField: 'falsePositive' },
];
const BY_LAST_MODIFIED = { field: 'lastModified', direction: 'DESC' } as const;

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'file' : 'files'}`;

/** Data Explorer → Discovered Data (spec part 2 §2.6): every file an agent reported, with its risk. */
export default function DiscoveredDataPage({ info }: { info: AreaInfo }) {
  const me = useCurrentUser();
  const { actingTenantId: tenantId } = useTenantScope();
  const drill = useDrillDown();
  const view = useListView<DiscoveredFileFilterInput, DiscoveredFileSortInput>({
    id: 'discovered-data',
    filters: DISCOVERED_DATA_FILTERS,
    defaultSort: BY_LAST_MODIFIED,
    columns: SORT_FIELDS,
  });
  // A classifier's figure on Data Risk counts its files that are not false positives.
  const where = withConditions<DiscoveredFileFilterInput>(view.where, [
    ...(drill.deviceId ? [{ deviceId: { eq: drill.deviceId } }] : []),
    ...(drill.classifierId ? [{ falsePositive: { eq: false } }] : []),
  ]);
  const list = useServerList({
    document: discoveredFilesQuery,
    field: 'files2',
    variables: { tenantId, classifierId: drill.classifierId },
    where,
    order: view.order,
    pageSize: ExplorerLimits.pageSize,
  });
  const overrides = useRowOverrides<{ falsePositive: boolean }>();
  const [updateFile] = useMutation(updateFileMutation);
  const toggle = useCallback(
    (row: Row, value: boolean) =>
      void overrides.change(
        row.id,
        { falsePositive: value },
        () => updateFile({ variables: { id: row.id, falsePositive: value, tenantId } }),
        value ? ExplorerMessages.falsePositiveMarked : ExplorerMessages.falsePositiveCleared,
      ),
    [overrides, updateFile, tenantId],
  );

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'file',
        header: 'File',
        sortField: 'fileName',
        width: 240,
        grow: true,
        cell: (r) => (
          <Box sx={{ minWidth: 0 }} data-testid="file-name">
            <Typography variant="body2" noWrap sx={{ fontWeight: 500 }} title={r.fileName}>
              {r.fileName}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              component="div"
              title={r.folderFullName}
            >
              {r.folderFullName}
            </Typography>
          </Box>
        ),
      },
      {
        id: 'classifiers',
        header: (
          <HeaderHint
            label="Classifiers (Records)"
            hint="What each classifier found in the file. One record can match several classifiers."
          />
        ),
        sortField: 'entriesCount',
        width: 240,
        cell: (r) =>
          r.classifiers.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              —
            </Typography>
          ) : (
            <Stack direction="row" spacing={0.5} sx={{ overflow: 'hidden' }}>
              {r.classifiers.map((c) => (
                <Chip
                  key={c.id}
                  size="small"
                  variant="outlined"
                  label={`${c.name} (${c.entriesCount.toLocaleString('en-US')})`}
                />
              ))}
            </Stack>
          ),
      },
      {
        id: 'risk',
        header: (
          <HeaderHint label="Risk" hint="Records × value per record, summed over the file's classifiers." />
        ),
        sortField: 'riskUsd',
        align: 'right',
        width: 120,
        cell: (r) => {
          const shown = overrides.apply(r);
          return (
            <Tooltip title={shown.falsePositive ? 'A false positive: counted in no risk figure' : ''}>
              <Typography
                variant="body2"
                data-testid="file-risk"
                sx={{ textDecoration: shown.falsePositive ? 'line-through' : undefined }}
                color={shown.falsePositive ? 'text.secondary' : undefined}
              >
                {formatUsd(r.riskUsd)}
              </Typography>
            </Tooltip>
          );
        },
      },
      {
        id: 'device',
        header: 'Device',
        sortField: 'deviceName',
        width: 160,
        cell: (r) => r.device.nickName || r.device.name,
      },
      {
        id: 'authors',
        header: 'Created by',
        sortField: 'authors',
        width: 140,
        cell: (r) => r.authors || '—',
      },
      {
        id: 'lastModified',
        header: 'Last Modified',
        sortField: 'lastModified',
        width: 170,
        cell: (r) => formatDateTime(r.lastModified as string),
      },
      {
        id: 'parsing',
        header: 'Parsing Messages',
        sortField: 'parseResult',
        width: 170,
        cell: (r) =>
          r.parseResult === 'OK' ? (
            <Typography variant="body2" color="text.secondary">
              —
            </Typography>
          ) : (
            <Tooltip title={r.brokenDescription ?? ''}>
              <Chip size="small" color="warning" variant="outlined" label={r.parseResult} />
            </Tooltip>
          ),
      },
      {
        id: 'falsePositive',
        header: 'False Positive',
        sortField: 'falsePositive',
        align: 'center',
        width: 130,
        cell: (r) => (
          <ListSwitch
            label={`False positive ${r.fileName}`}
            checked={overrides.apply(r).falsePositive}
            disabled={me.isReadOnlyUser}
            onChange={(value) => toggle(r, value)}
            testId="false-positive-switch"
          />
        ),
      },
    ],
    [overrides, toggle, me.isReadOnlyUser],
  );

  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <FiltersPanel filters={view.filters}>
        <DataTable
          id="discovered-data"
          ariaLabel="Discovered files"
          testId="discovered-data-table"
          rowTestId="discovered-file-row"
          columns={columns}
          list={list}
          getRowId={(r) => r.id}
          sort={view.sort}
          onSortChange={view.setSort}
          countLabel={count}
          toolbar={
            <ListToolbar
              filters={view.filters}
              searchPlaceholder="Search by file or folder"
              searchLabel="Search files"
              wrap
            >
              <ClassifierFilterPicker
                id={drill.classifierId}
                onChange={(id) => drill.set('classifierId', id)}
              />
              <DeviceFilterPicker id={drill.deviceId} onChange={(id) => drill.set('deviceId', id)} />
            </ListToolbar>
          }
        />
      </FiltersPanel>
    </PageContainer>
  );
}
