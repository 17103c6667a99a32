import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Chip, Typography } from '@mui/material';
import { ApplicationRiskPeriod, CloudServicesWhere, lastDays, Limits, periodOf } from '@vigil/contracts';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { DeviceCloudServicesQuery } from '../../../gql/graphql';
import { useTenantScope } from '../../../session/tenant-scope';
import { deviceCloudServicesQuery } from './device-dashboard.query';
import { formatCount } from './device-format';

type CloudService = DeviceCloudServicesQuery['applicationsRisk']['items'][number];

const COLUMNS: DataColumn<CloudService>[] = [
  {
    id: 'application',
    header: 'Application',
    width: 200,
    grow: true,
    cell: (s) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Box
          component="span"
          sx={{ fontWeight: 550, overflow: 'hidden', textOverflow: 'ellipsis' }}
          title={s.processCaption}
        >
          {s.processCaption}
        </Box>
        {s.isLlmApp && <Chip size="small" label="LLM" variant="outlined" color="secondary" />}
      </Box>
    ),
  },
  {
    id: 'outbound',
    header: 'Outbound Files',
    align: 'right',
    width: 140,
    cell: (s) => formatCount(s.filesCountOutgoing),
  },
  {
    id: 'local',
    header: 'Local Files',
    align: 'right',
    width: 120,
    cell: (s) => formatCount(s.filesCountIncoming),
  },
];

const BY_OUTBOUND = [{ filesCountOutgoing: 'DESC' as const }, { processCaption: 'ASC' as const }];

/** Cloud services (web applications) the device sent files to in the last 100 days (spec part 1 §2, §7). */
export function CloudServicesTable({ deviceId }: { deviceId: number }) {
  const { actingTenantId } = useTenantScope();
  const today = new Date().toISOString().slice(0, 10);
  const period = useMemo(
    () => periodOf(lastDays(ApplicationRiskPeriod.cloudServicesDays, new Date(`${today}T12:00:00Z`))),
    [today],
  );
  const { data, loading, error } = useQuery(deviceCloudServicesQuery, {
    variables: {
      request: { deviceId, ...period },
      take: Limits.maxPageSize,
      where: CloudServicesWhere,
      order: BY_OUTBOUND,
      tenantId: actingTenantId,
    },
  });
  const rows = data?.applicationsRisk.items ?? [];
  return (
    <DataTable
      id="device-cloud-services"
      ariaLabel="Cloud Services"
      testId="cloud-services"
      rowTestId="cloud-services-row"
      columns={COLUMNS}
      rows={rows}
      loading={loading}
      error={error}
      getRowId={(s) => `${s.tenantId}:${s.processId}`}
      maxHeight={440}
      countLabel={(n) => `${n} ${n === 1 ? 'service' : 'services'}`}
      toolbar={
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 650, lineHeight: 1.3 }}>
            Cloud Services
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Last {ApplicationRiskPeriod.cloudServicesDays} days
          </Typography>
        </Box>
      }
    />
  );
}
