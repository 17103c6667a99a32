import { useEffect, useMemo, useReducer, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Box,
  Breadcrumbs,
  Checkbox,
  FormControlLabel,
  IconButton,
  Link,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import FolderRounded from '@mui/icons-material/FolderRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import LaptopRounded from '@mui/icons-material/LaptopRounded';
import RedoRounded from '@mui/icons-material/RedoRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import { formatDateTime, formatUsd } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { DataTable, type DataColumn } from '../../components/data-table';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { useTenantScope } from '../../session/tenant-scope';
import { useDrillDown } from './drill-down';
import {
  explorerChildFoldersQuery,
  explorerDevicesQuery,
  explorerRootFoldersQuery,
  folderFilesQuery,
} from './explorer.queries';
import { folderHistory, START, type FolderLocation } from './folder-history';
import { HeaderHint } from '../../components/HeaderHint';

/** One row of the explorer: a device, a folder or a file. */
interface Row {
  key: string;
  kind: 'device' | 'folder' | 'file';
  id: number;
  name: string;
  format: string;
  size: number | null;
  author: string;
  lastModified: string | null;
  sensitiveFiles: number | null;
  records: number | null;
  risk: number | null;
  falsePositive?: boolean;
  open?: FolderLocation;
}

const GB = 1_000_000_000;
function formatSize(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(2)} GB`;
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${(bytes / 1_000).toFixed(1)} KB`;
  return `${bytes} B`;
}

const ICONS = {
  device: <LaptopRounded fontSize="small" color="action" />,
  folder: <FolderRounded fontSize="small" sx={{ color: 'warning.main' }} />,
  file: <InsertDriveFileOutlined fontSize="small" color="action" />,
};

/** Data Explorer → Folder Risk Explorer (spec part 2 §2.6): device → folder → files, with undo and redo. */
export default function FolderExplorerPage({ info }: { info: AreaInfo }) {
  const { actingTenantId: tenantId } = useTenantScope();
  const drill = useDrillDown();
  const [history, dispatch] = useReducer(folderHistory, START);
  const [showRisks, setShowRisks] = useState(true);
  const here = history.present;

  const devices = useQuery(explorerDevicesQuery, { variables: { tenantId } });
  // A link from a device ("Explore this device") starts at that device's top folders.
  useEffect(() => {
    if (!drill.deviceId || history.past.length > 0 || here.kind !== 'devices') return;
    const d = devices.data?.installedDevices.items.find((x) => x.id === drill.deviceId);
    if (d)
      dispatch({ type: 'open', to: { kind: 'device', deviceId: d.id, deviceName: d.nickName || d.name } });
  }, [drill.deviceId, devices.data, history.past.length, here.kind]);

  const roots = useQuery(explorerRootFoldersQuery, {
    variables: { deviceId: here.kind === 'devices' ? 0 : here.deviceId, tenantId },
    skip: here.kind !== 'device',
  });
  const folderId = here.kind === 'folder' ? here.folderId : 0;
  const children = useQuery(explorerChildFoldersQuery, {
    variables: { folderId, calculateRisk: showRisks, tenantId },
    skip: here.kind !== 'folder',
  });
  const files = useQuery(folderFilesQuery, {
    variables: { folderId, tenantId },
    skip: here.kind !== 'folder',
  });

  const rows = useMemo<Row[]>(() => {
    if (here.kind === 'devices') {
      return (devices.data?.installedDevices.items ?? []).map((d) => ({
        key: `d${d.id}`,
        kind: 'device',
        id: d.id,
        name: d.nickName || d.name,
        format: 'Device',
        size: null,
        author: '',
        lastModified: null,
        sensitiveFiles: null,
        records: null,
        risk: null,
        open: { kind: 'device', deviceId: d.id, deviceName: d.nickName || d.name },
      }));
    }
    const folderRows =
      (here.kind === 'device' ? roots.data?.deviceRootFolders : children.data?.childFolders2.children) ?? [];
    const out: Row[] = folderRows.map((f) => ({
      key: `f${f.id}`,
      kind: 'folder',
      id: f.id,
      name: f.name,
      format: 'Folder',
      size: null,
      author: '',
      lastModified: null,
      sensitiveFiles: f.sensitiveFilesCount,
      records: f.entriesCount,
      risk: f.sensitiveRiskUsd,
      open: { kind: 'folder', deviceId: here.deviceId, deviceName: here.deviceName, folderId: f.id },
    }));
    if (here.kind === 'folder') {
      for (const f of files.data?.files2.items ?? []) {
        out.push({
          key: `x${f.id}`,
          kind: 'file',
          id: f.id,
          name: f.fileName,
          format: f.extension ? f.extension.toUpperCase() : '—',
          size: f.size,
          author: f.authors,
          lastModified: f.lastModified as string,
          sensitiveFiles: null,
          records: f.entriesCount,
          risk: f.riskUsd,
          falsePositive: f.falsePositive,
        });
      }
    }
    return out;
  }, [here, devices.data, roots.data, children.data, files.data]);

  const loading =
    (here.kind === 'devices' && devices.loading) ||
    (here.kind === 'device' && roots.loading) ||
    (here.kind === 'folder' && (children.loading || files.loading));
  const error = devices.error ?? roots.error ?? children.error ?? files.error;

  const columns = useMemo<DataColumn<Row>[]>(() => {
    const risk = (value: number | null, render: (n: number) => string) =>
      value === null || !showRisks ? '—' : render(value);
    return [
      {
        id: 'name',
        header: 'Name',
        width: 260,
        grow: true,
        cell: (r) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            {ICONS[r.kind]}
            <Typography
              variant="body2"
              noWrap
              sx={{ fontWeight: r.kind === 'file' ? 400 : 500 }}
              data-testid="explorer-name"
            >
              {r.name}
            </Typography>
          </Stack>
        ),
      },
      { id: 'format', header: 'Format', width: 90, cell: (r) => r.format },
      {
        id: 'size',
        header: 'Size',
        width: 100,
        align: 'right',
        cell: (r) => (r.size === null ? '—' : formatSize(r.size)),
      },
      { id: 'author', header: 'Author', width: 130, cell: (r) => r.author || '—' },
      {
        id: 'lastModified',
        header: 'Last Modified',
        width: 170,
        cell: (r) => (r.lastModified ? formatDateTime(r.lastModified) : '—'),
      },
      {
        id: 'sensitiveFiles',
        header: (
          <HeaderHint
            label="Sensitive Files"
            hint="Files below the folder with sensitive data; false positives left out."
          />
        ),
        width: 160,
        align: 'right',
        cell: (r) => risk(r.sensitiveFiles, (n) => n.toLocaleString('en-US')),
      },
      {
        id: 'records',
        header: 'Records',
        width: 110,
        align: 'right',
        cell: (r) => risk(r.records, (n) => n.toLocaleString('en-US')),
      },
      {
        id: 'risk',
        header: (
          <HeaderHint
            label="Total Risk"
            hint="A folder's sensitive risk is everything below it, from the same rollups as Data Risk; a file's is its own."
          />
        ),
        width: 130,
        align: 'right',
        cell: (r) => (
          <span
            data-testid="explorer-risk"
            style={{ textDecoration: r.falsePositive ? 'line-through' : undefined }}
          >
            {risk(r.risk, formatUsd)}
          </span>
        ),
      },
    ];
  }, [showRisks]);

  const chain = here.kind === 'folder' ? (children.data?.childFolders2.path ?? []) : [];
  const openAt = (to: FolderLocation) => dispatch({ type: 'open', to });

  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        <Tooltip title="Undo">
          <span>
            <IconButton
              aria-label="Undo"
              data-testid="explorer-undo"
              disabled={history.past.length === 0}
              onClick={() => dispatch({ type: 'undo' })}
            >
              <UndoRounded />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Redo">
          <span>
            <IconButton
              aria-label="Redo"
              data-testid="explorer-redo"
              disabled={history.future.length === 0}
              onClick={() => dispatch({ type: 'redo' })}
            >
              <RedoRounded />
            </IconButton>
          </span>
        </Tooltip>
        <Breadcrumbs aria-label="Location" data-testid="explorer-location" sx={{ flex: 1, minWidth: 0 }}>
          <Link component="button" underline="hover" onClick={() => openAt({ kind: 'devices' })}>
            Devices
          </Link>
          {here.kind !== 'devices' && (
            <Link
              component="button"
              underline="hover"
              onClick={() => openAt({ kind: 'device', deviceId: here.deviceId, deviceName: here.deviceName })}
            >
              {here.deviceName}
            </Link>
          )}
          {here.kind === 'folder' &&
            chain.map((f) => (
              <Link
                key={f.id}
                component="button"
                underline="hover"
                onClick={() =>
                  openAt({
                    kind: 'folder',
                    deviceId: here.deviceId,
                    deviceName: here.deviceName,
                    folderId: f.id,
                  })
                }
              >
                {f.name}
              </Link>
            ))}
        </Breadcrumbs>
        <FormControlLabel
          control={
            <Checkbox
              checked={showRisks}
              onChange={(_e, v) => setShowRisks(v)}
              slotProps={{ input: { 'data-testid': 'show-risks' } as never }}
            />
          }
          label="Show Risks"
        />
      </Stack>
      <DataTable
        id="folder-explorer"
        ariaLabel="Folders and files"
        testId="folder-explorer-table"
        rowTestId="explorer-row"
        columns={columns}
        rows={rows}
        loading={loading}
        error={error}
        getRowId={(r) => r.key}
        onRowClick={(r) => r.open && openAt(r.open)}
      />
      {here.kind === 'folder' &&
        files.data &&
        files.data.files2.totalCount > files.data.files2.items.length && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              The {files.data.files2.items.length} riskiest of {files.data.files2.totalCount} files are shown.
            </Typography>
          </Box>
        )}
    </PageContainer>
  );
}
