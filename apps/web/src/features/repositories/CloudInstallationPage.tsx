import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  CircularProgress,
  FormControlLabel,
  Paper,
  Slider,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { CloudDeviceLimits, CloudDeviceMessages, formatDateTime } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { CopyableValue } from '../../components/CopyableValue';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { CloudConnectionsSection } from './CloudConnectionsSection';
import { cloudInstallationQuery, updateCloudInstallationMutation } from './repositories.queries';

/**
 * Cloud Setup → Installation (spec part 2 §2.6 "Cloud installation page"): whether new
 * repositories are scanned, the scan interval, the repository scanner's state and how to run it.
 */
export default function CloudInstallationPage({ info }: { info: AreaInfo }) {
  const { tenantId, actingTenantId } = useTenantScope();
  const me = useCurrentUser();
  const snackbar = useSnackbar();
  const canEdit = !me.isReadOnlyUser && !me.isRegular;
  const query = useQuery(cloudInstallationQuery, {
    variables: { id: tenantId, tenantId: actingTenantId ?? undefined },
    fetchPolicy: 'network-only',
  });
  const [update, updating] = useMutation(updateCloudInstallationMutation);
  const customer = query.data?.customer2;
  const [delay, setDelay] = useState<number | null>(null);
  useEffect(() => setDelay(customer?.scannerDelayMinute ?? null), [customer?.scannerDelayMinute]);

  if (!customer)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', flex: 1, py: 8 }}>
        {query.error ? (
          <Alert severity="error">{query.error.message}</Alert>
        ) : (
          <CircularProgress aria-label="Loading" />
        )}
      </Box>
    );

  const send = async (
    request: { scanNewCloudDevices?: boolean; scannerDelayMinute?: number },
    success: string,
  ) => {
    try {
      await update({
        variables: { tenantId: actingTenantId ?? undefined, request: { id: customer.id, ...request } },
      });
      await query.refetch();
      snackbar.show(success, 'success');
    } catch (e) {
      setDelay(customer.scannerDelayMinute);
      snackbar.showError(e);
    }
  };
  const scanner = query.data?.cloudDevicesScannerInfo.find((s) => s.tenantId === customer.id);
  const origin = window.location.origin;

  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="h6" gutterBottom>
            Scan Settings
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={customer.scanNewCloudDevices}
                disabled={!canEdit || updating.loading}
                onChange={(_e, v) =>
                  void send({ scanNewCloudDevices: v }, CloudDeviceMessages.scanSettingsUpdated)
                }
                slotProps={{ input: { 'data-testid': 'scan-new-repositories' } as never }}
              />
            }
            label="Scan New Repositories"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            A repository the scanner finds for the first time is scanned at once when this is on; otherwise it
            waits until its Scan switch is turned on in Repositories.
          </Typography>
          <Typography variant="body2" gutterBottom id="scan-interval-label">
            Cloud &amp; NAS Scan Interval: {delay ?? customer.scannerDelayMinute} minutes
          </Typography>
          <Slider
            aria-labelledby="scan-interval-label"
            value={delay ?? customer.scannerDelayMinute}
            min={CloudDeviceLimits.scannerDelayMin}
            max={CloudDeviceLimits.scannerDelayMax}
            marks={[
              { value: CloudDeviceLimits.scannerDelayMin, label: String(CloudDeviceLimits.scannerDelayMin) },
              { value: CloudDeviceLimits.scannerDelayMax, label: String(CloudDeviceLimits.scannerDelayMax) },
            ]}
            valueLabelDisplay="auto"
            disabled={!canEdit}
            onChange={(_e, v) => setDelay(v as number)}
            onChangeCommitted={(_e, v) =>
              void send({ scannerDelayMinute: v as number }, CloudDeviceMessages.scannerDelayUpdated)
            }
            slotProps={{ input: { 'data-testid': 'scan-interval' } as never }}
            sx={{ maxWidth: 520, ml: 1 }}
          />
        </Paper>

        <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="repository-scanner">
          <Typography variant="h6" gutterBottom>
            Repository Scanner
          </Typography>
          {scanner?.agentVersion ? (
            <Typography variant="body2">
              Agent {scanner.agentVersion} · last reported{' '}
              {scanner.lastActivity ? formatDateTime(scanner.lastActivity as string) : 'never'} · last
              repository {scanner.scannedRepository}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No repository scanner has reported yet.
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 2, mb: 1 }}>
            The Vigil agent scans an S3-compatible bucket or a NAS folder (an SMB or NFS mount) as a
            repository. Run it on a machine that reaches the bucket or has the share mounted; the
            bucket&apos;s keys go in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
          </Typography>
          <Stack spacing={1}>
            <CopyableValue
              label="S3 bucket"
              value={`vigil-agent repository --server ${origin} --key ${customer.agentKey} --s3 https://s3.amazonaws.com --bucket BUCKET`}
            />
            <CopyableValue
              label="NAS folder"
              value={`vigil-agent repository --server ${origin} --key ${customer.agentKey} --folder /mnt/share`}
            />
          </Stack>
        </Paper>

        <CloudConnectionsSection
          actingTenantId={actingTenantId}
          canEdit={canEdit}
          agentKey={customer.agentKey ?? 'AGENT_KEY'}
        />
      </Stack>
    </PageContainer>
  );
}
