import { Box, Chip, Tooltip, Typography } from '@mui/material';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import LanguageRounded from '@mui/icons-material/LanguageRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import { formatUsd } from '@vigil/contracts';
import type { DataColumn } from '../../../components/data-table';
import type { ApplicationsRiskQuery } from '../../../gql/graphql';
import { deviceLabel, formatCount } from '../device-dashboard/device-format';
import type { ApplicationKind } from './application-kind';
import type { UploadPermissions } from './use-upload-permission';
import { UploadPermissionRadios } from './UploadPermissionRadios';

export type ApplicationRisk = ApplicationsRiskQuery['applicationsRisk']['items'][number];

const KIND_ICONS = {
  web: LanguageRounded,
  llm: PsychologyRounded,
  local: DesktopWindowsOutlined,
} as const;

/** How many classifiers a cell shows before '+N'. */
const CLASSIFIERS_SHOWN = 2;

function DevicesCell({ devices, count }: { devices: ApplicationRisk['devices']; count: number }) {
  if (count === 0) return <span>0</span>;
  const names = devices.map(deviceLabel).sort((a, b) => a.localeCompare(b));
  return (
    <Tooltip
      title={
        <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 320, overflow: 'auto' }}>
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
          {count > names.length && <li>{`and ${formatCount(count - names.length)} more`}</li>}
        </Box>
      }
    >
      <Box
        component="span"
        tabIndex={0}
        aria-label={`${count} devices: ${names.join(', ')}${count > names.length ? ', …' : ''}`}
        data-testid="app-devices"
        sx={{
          cursor: 'help',
          borderBottom: '1px dotted',
          borderColor: 'text.secondary',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: 2 },
        }}
      >
        {formatCount(count)}
      </Box>
    </Tooltip>
  );
}

function ClassifiersCell({ policies }: { policies: ApplicationRisk['policies'] }) {
  if (policies.length === 0)
    return (
      <Typography variant="body2" color="text.disabled" component="span">
        —
      </Typography>
    );
  const sorted = [...policies].sort(
    (a, b) => b.entriesCount - a.entriesCount || a.name.localeCompare(b.name),
  );
  const shown = sorted.slice(0, CLASSIFIERS_SHOWN);
  const rest = sorted.length - shown.length;
  const label = (p: ApplicationRisk['policies'][number]) => p.caption || p.name;
  return (
    <Tooltip
      title={
        <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 320, overflow: 'auto' }}>
          {sorted.map((p) => (
            <li key={p.name}>
              {p.name}: {formatCount(p.entriesCount)} {p.entriesCount === 1 ? 'record' : 'records'}
            </li>
          ))}
        </Box>
      }
    >
      <Box
        tabIndex={0}
        aria-label={sorted.map((p) => `${p.name} ${p.entriesCount}`).join(', ')}
        sx={{ display: 'flex', gap: 0.75, alignItems: 'center', overflow: 'hidden', cursor: 'help' }}
        data-testid="app-classifiers"
      >
        {shown.map((p) => (
          <Chip
            key={p.name}
            size="small"
            variant="outlined"
            label={
              <>
                {label(p)}{' '}
                <Box component="span" className="tabular" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  {formatCount(p.entriesCount)}
                </Box>
              </>
            }
            sx={{ maxWidth: 170 }}
          />
        ))}
        {rest > 0 && <Chip size="small" label={`+${rest}`} sx={{ flexShrink: 0 }} />}
      </Box>
    </Tooltip>
  );
}

interface ColumnOptions {
  kind: ApplicationKind;
  /** The Actions column, with the permission state; absent when the page does not offer it. */
  permissions: UploadPermissions | null;
  readOnly: boolean;
}

/** The columns of an application risk page (spec part 1 §2). */
export function applicationColumns({
  kind,
  permissions,
  readOnly,
}: ColumnOptions): DataColumn<ApplicationRisk>[] {
  const Icon = KIND_ICONS[kind];
  const columns: DataColumn<ApplicationRisk>[] = [
    {
      id: 'application',
      header: 'Application',
      sortField: 'processCaption',
      width: 220,
      cell: (app) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
          <Icon fontSize="small" sx={{ color: 'text.secondary', flexShrink: 0 }} aria-hidden />
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={app.processCaption}>
            {app.processCaption}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'totalRisk',
      header: 'Total Risk',
      align: 'right',
      sortField: 'residualEntriesCostOutgoing',
      width: 120,
      cell: (app) => (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {formatUsd(app.residualEntriesCostOutgoing)}
        </Box>
      ),
    },
    {
      id: 'outboundFiles',
      header: 'Outbound Files',
      align: 'right',
      sortField: 'filesCountOutgoing',
      width: 140,
      cell: (app) => formatCount(app.filesCountOutgoing),
    },
    {
      id: 'localFiles',
      header: 'Local Files',
      align: 'right',
      sortField: 'filesCountIncoming',
      width: 120,
      cell: (app) => formatCount(app.filesCountIncoming),
    },
    {
      id: 'devices',
      header: 'Devices',
      align: 'right',
      width: 100,
      cell: (app) => <DevicesCell devices={app.devices} count={app.devicesCount} />,
    },
    {
      id: 'classifiers',
      header: 'Classifiers',
      width: 300,
      cell: (app) => <ClassifiersCell policies={app.policies} />,
    },
  ];
  if (permissions) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      width: 270,
      minWidth: 250,
      cell: (app) => (
        <UploadPermissionRadios
          application={app.processCaption}
          value={permissions.valueOf(app)}
          disabled={readOnly}
          onChange={(permission) => void permissions.change(app, permission)}
        />
      ),
    });
  }
  return columns;
}
