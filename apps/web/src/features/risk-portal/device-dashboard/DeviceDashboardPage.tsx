import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DevicesRounded from '@mui/icons-material/DevicesRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { Messages } from '@vigil/contracts';
import type { AreaInfo } from '../../../components/AreaPlaceholder';
import { EmptyState } from '../../../components/EmptyState';
import { PageContainer } from '../../../components/PageContainer';
import { PageHeader } from '../../../components/PageHeader';
import { errorCode, errorText } from '../../../graphql/error-text';
import { useCurrentUser } from '../../../session/current-user';
import { customerRoutes } from '../../../routes/customer-routes';
import { useTenantScope } from '../../../session/tenant-scope';
import { CloudServicesTable } from './CloudServicesTable';
import { deviceDashboardQuery } from './device-dashboard.query';
import { parseDeviceId } from './device-format';
import { DevicePanel } from './DevicePanel';
import { DeviceSummaryCards } from './DeviceSummaryCards';
import { LocalSensitiveFilesTable } from './LocalSensitiveFilesTable';
import { useDeviceSettings } from './use-device-settings';

/** Back to the previous page of this tab, or to Device Risk when the dashboard was opened directly. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const { basePath } = useTenantScope();
  // React Router gives the first entry of a tab the key 'default'.
  const hasHistory = location.key !== 'default';
  return (
    <Button
      startIcon={<ArrowBackRounded />}
      onClick={() => (hasHistory ? navigate(-1) : navigate(customerRoutes.deviceRisk.href(basePath)))}
      sx={{ mb: 1.5, ml: -1 }}
      data-testid="device-dashboard-back"
    >
      Back
    </Button>
  );
}

function DeviceRiskLink() {
  const { basePath } = useTenantScope();
  return (
    <Button variant="contained" component={RouterLink} to={customerRoutes.deviceRisk.href(basePath)}>
      Go to Device Risk
    </Button>
  );
}

function Frame({ info, children }: { info: AreaInfo; children: React.ReactNode }) {
  return (
    <PageContainer>
      <BackButton />
      <PageHeader title={info.title} description={info.summary} />
      {children}
    </PageContainer>
  );
}

function DeviceDashboard({ info, deviceId }: { info: AreaInfo; deviceId: number }) {
  const { actingTenantId, basePath } = useTenantScope();
  const user = useCurrentUser();
  const saveSetting = useDeviceSettings();
  const { data, loading, error } = useQuery(deviceDashboardQuery, {
    variables: { id: deviceId, tenantId: actingTenantId },
  });
  const device = data?.device;

  if (!device) {
    if (loading)
      return (
        <Frame info={info}>
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 6, justifyContent: 'center' }}
          >
            <CircularProgress size={20} />
            <Typography color="text.secondary">{Messages.loading}</Typography>
          </Box>
        </Frame>
      );
    if (error && errorCode(error) !== 'NOT_FOUND')
      return (
        <Frame info={info}>
          <Alert severity="error">{errorText(error)}</Alert>
        </Frame>
      );
    return (
      <Frame info={info}>
        <EmptyState
          icon={<SearchOffRounded />}
          title={Messages.notFound}
          description="This device does not exist, was deleted, or belongs to another tenant."
          action={<DeviceRiskLink />}
          dense
        />
      </Frame>
    );
  }

  return (
    <Frame info={info}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '320px minmax(0, 1fr)', xl: '360px minmax(0, 1fr)' },
          gap: 2.5,
          alignItems: 'start',
        }}
        data-testid="device-dashboard"
      >
        <DevicePanel
          device={device}
          basePath={basePath}
          readOnly={user.isReadOnlyUser}
          onSettingChange={(setting, value) => void saveSetting(device, setting, value)}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
          <DeviceSummaryCards device={device} />
          <LocalSensitiveFilesTable deviceId={device.id} />
          <CloudServicesTable deviceId={device.id} />
        </Box>
      </Box>
    </Frame>
  );
}

/** The device dashboard (spec part 1 §2): /customer/risk-portal/deviceDashboard/{deviceId}. */
export default function DeviceDashboardPage({ info }: { info: AreaInfo }) {
  const { deviceId } = useParams();
  const id = parseDeviceId(deviceId);
  if (id === null)
    return (
      <Frame info={info}>
        <EmptyState
          icon={<DevicesRounded />}
          title="No device selected"
          description="Open a device from Device Risk to see its risk, cases, sensitive files and settings."
          action={<DeviceRiskLink />}
          dense
        />
      </Frame>
    );
  return <DeviceDashboard key={id} info={info} deviceId={id} />;
}
