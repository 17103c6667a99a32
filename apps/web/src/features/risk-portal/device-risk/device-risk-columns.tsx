import { Link as RouterLink } from 'react-router';
import { Box, Chip, Link, Tooltip, Typography } from '@mui/material';
import { formatUsd } from '@vigil/contracts';
import { ActivityDot } from '../../../components/ActivityDot';
import type { DataColumn } from '../../../components/data-table';
import type { DeviceRisksQuery, LicenseStatus } from '../../../gql/graphql';
import { customerRoutes } from '../../../routes/customer-routes';
import type { TenantBase } from '../../../routes/route-builder';
import type { Sensitivity } from '../data-risk/sensitivity';
import { formatCount } from '../data-risk/data-risk-figures';
import { deviceFigure, deviceSortField, licenseLabel, type DeviceFigure } from './device-figures';
import { lastSeenLabel } from './last-seen';
import { RegulationsCell } from './RegulationsCell';

export type DeviceRisk = DeviceRisksQuery['deviceRisks']['items'][number];

const LICENSE_DETAIL: Partial<Record<LicenseStatus, string>> = {
  UNLICENSED: 'No license seat is free for this device',
  UNINSTALLING: 'The agent is being uninstalled',
  UNINSTALLED: 'The agent was uninstalled',
  ARCHIVED: 'The device is archived',
};

function LicenseCell({ status }: { status: LicenseStatus }) {
  const label = licenseLabel(status);
  const chip = (
    <Chip
      size="small"
      label={label}
      color={label === 'Licensed' ? 'success' : 'warning'}
      variant="outlined"
      data-testid="license-status"
    />
  );
  const detail = LICENSE_DETAIL[status];
  return detail ? <Tooltip title={detail}>{chip}</Tooltip> : chip;
}

function money(figure: DeviceFigure, sensitivity: Sensitivity, emphasis?: 'strong' | 'muted') {
  return (d: DeviceRisk) => (
    <Box
      component="span"
      sx={{
        fontWeight: emphasis === 'strong' ? 600 : undefined,
        color: emphasis === 'muted' ? 'text.secondary' : undefined,
      }}
    >
      {formatUsd(deviceFigure(d, figure, sensitivity))}
    </Box>
  );
}

/**
 * Discovered Data showing the files a Local Files figure counts: the device's files (not deleted),
 * and with Sensitive its files holding a sensitive finding that are not false positives. The
 * non-sensitive figure (files with a non-sensitive finding) has no such view there: no link.
 */
export function localFilesHref(basePath: TenantBase, deviceId: number, sensitivity: Sensitivity) {
  if (sensitivity === 'NON_SENSITIVE') return null;
  const view = sensitivity === 'SENSITIVE' ? { f: { sensitivity: true, falsePositive: false } } : null;
  return customerRoutes.discoveredData.href(basePath, {
    query: { deviceId, 'discovered-data': view ? JSON.stringify(view) : null },
  });
}

/** Columns of the Device Risk table; the risk and file figures follow the 'Sensitive' filter. */
export function deviceRiskColumns(
  sensitivity: Sensitivity,
  basePath: TenantBase,
  now: Date,
): DataColumn<DeviceRisk>[] {
  return [
    {
      id: 'device',
      header: 'Device',
      sortField: 'deviceName',
      width: 190,
      grow: true,
      cell: (d) => (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={customerRoutes.deviceDashboard.href(basePath, { params: { deviceId: d.deviceId } })}
            underline="hover"
            noWrap
            title={d.deviceName}
            data-testid="device-link"
            sx={{ fontWeight: 600, minWidth: 0, flexShrink: 0, maxWidth: '100%' }}
          >
            {d.deviceName}
          </Link>
          {d.deviceNickName && (
            <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
              {d.deviceNickName}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      id: 'totalRisk',
      header: 'Total Risk',
      align: 'right',
      sortField: deviceSortField('total', sensitivity),
      width: 120,
      cell: money('total', sensitivity, 'strong'),
    },
    {
      id: 'encryptedRisk',
      header: 'Encrypted Risk',
      align: 'right',
      sortField: deviceSortField('encrypted', sensitivity),
      width: 136,
      cell: money('encrypted', sensitivity, 'muted'),
    },
    {
      id: 'residualRisk',
      header: 'Residual Risk',
      align: 'right',
      sortField: deviceSortField('residual', sensitivity),
      width: 130,
      cell: money('residual', sensitivity),
    },
    {
      id: 'lastSeen',
      header: 'Last Seen Online',
      sortField: 'deviceLastActivity',
      width: 160,
      cell: (d) => {
        const label = lastSeenLabel(d, now);
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <ActivityDot lastActivity={d.deviceLastActivity} now={now} />
            <Typography
              variant="body2"
              noWrap
              data-testid="last-seen"
              sx={{ color: label === 'Connected' ? 'success.dark' : 'text.primary' }}
            >
              {label}
            </Typography>
          </Box>
        );
      },
    },
    {
      id: 'regulations',
      header: 'Regulations',
      width: 200,
      cell: (d) => <RegulationsCell regulations={d.regulations} />,
    },
    {
      id: 'outboundFiles',
      header: 'Outbound Files',
      align: 'right',
      sortField: deviceSortField('outbound', sensitivity),
      width: 130,
      cell: (d) => formatCount(deviceFigure(d, 'outbound', sensitivity)),
    },
    {
      id: 'localFiles',
      header: 'Local Files',
      align: 'right',
      sortField: deviceSortField('local', sensitivity),
      width: 110,
      cell: (d) => {
        const figure = formatCount(deviceFigure(d, 'local', sensitivity));
        const to = localFilesHref(basePath, d.deviceId, sensitivity);
        return to ? (
          <Link
            component={RouterLink}
            to={to}
            underline="hover"
            data-testid="local-files-link"
            aria-label={`${figure} local files of ${d.deviceName} in Discovered Data`}
          >
            {figure}
          </Link>
        ) : (
          figure
        );
      },
    },
    {
      id: 'license',
      header: 'License Status',
      sortField: 'licenseStatus',
      width: 130,
      cell: (d) => <LicenseCell status={d.licenseStatus} />,
    },
  ];
}
