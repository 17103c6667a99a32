import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Chip,
  Divider,
  FormControlLabel,
  LinearProgress,
  Link,
  Paper,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ComputerRounded from '@mui/icons-material/ComputerRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { formatDateTime, Messages } from '@vigil/contracts';
import { ActivityDot } from '../../../components/ActivityDot';
import type { DeviceDashboardQuery } from '../../../gql/graphql';
import type { TenantBase } from '../../../routes/route-builder';
import { DashboardText } from './dashboard-messages';
import { deviceLabel, formatGb } from './device-format';
import { deviceExplorerLinks } from './device-explorer-links';
import type { DeviceSetting } from './use-device-settings';

export type DashboardDevice = DeviceDashboardQuery['device'];

interface DevicePanelProps {
  device: DashboardDevice;
  basePath: TenantBase;
  readOnly: boolean;
  onSettingChange: (setting: DeviceSetting, value: boolean) => void;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 1.5, py: 0.75, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, fontSize: '0.875rem', fontWeight: 550 }} data-testid={testId}>
        {children}
      </Box>
    </Box>
  );
}

function HelpTip({ title }: { title: string }) {
  return (
    <Tooltip title={title}>
      <InfoOutlined
        tabIndex={0}
        aria-label={title}
        role="img"
        sx={{ fontSize: 16, color: 'text.secondary', ml: 0.5, verticalAlign: 'text-bottom', cursor: 'help' }}
      />
    </Tooltip>
  );
}

interface SettingSwitchProps {
  label: string;
  tooltip?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}

function SettingSwitch({ label, tooltip, checked, disabled, onChange, testId }: SettingSwitchProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 0.25 }}>
      <FormControlLabel
        labelPlacement="start"
        sx={{ ml: 0, mr: 0, flex: 1, justifyContent: 'space-between' }}
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'aria-label': label } }}
            data-testid={testId}
          />
        }
        label={
          <Typography variant="body2" sx={{ fontWeight: 550 }} component="span">
            {label}
            {tooltip && <HelpTip title={tooltip} />}
          </Typography>
        }
      />
    </Box>
  );
}

function StorageFact({ used, total }: { used: number; total: number }) {
  const share = total > 0 ? Math.min(100, (used / total) * 100) : 0;
  return (
    <Box>
      <Box component="span" className="tabular" sx={{ whiteSpace: 'nowrap' }}>
        {formatGb(used)}
      </Box>{' '}
      <Box
        component="span"
        className="tabular"
        sx={{ whiteSpace: 'nowrap', color: 'text.secondary', fontWeight: 400 }}
      >
        of {formatGb(total)}
      </Box>
      {total > 0 && (
        <LinearProgress
          variant="determinate"
          value={share}
          aria-label="Storage used"
          sx={{ mt: 0.75, height: 5, borderRadius: 3, bgcolor: '#eef2f7', maxWidth: 220 }}
        />
      )}
    </Box>
  );
}

/** The device panel of the dashboard: who and what the device is, its explorer links and settings. */
export function DevicePanel({ device, basePath, readOnly, onSettingChange }: DevicePanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="device-panel">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            borderRadius: '12px',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: 'primary.main',
            bgcolor: 'rgba(79, 70, 229, 0.08)',
          }}
        >
          <ComputerRounded fontSize="small" />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }} data-testid="device-name">
            {deviceLabel(device)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {device.systemName}
          </Typography>
        </Box>
      </Box>

      <Box sx={{ mt: 2 }}>
        <Fact label="Agent status" testId="device-agent-status">
          <Chip
            size="small"
            label={device.isActive ? 'Active' : 'Inactive'}
            color={device.isActive ? 'success' : 'default'}
            variant={device.isActive ? 'outlined' : 'filled'}
          />
        </Fact>
        <Fact label="Last agent activity" testId="device-last-activity">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <ActivityDot lastActivity={device.lastActivity ?? null} />
            <span className="tabular">
              {device.lastActivity ? formatDateTime(device.lastActivity) : 'Never'}
            </span>
          </Box>
        </Fact>
        <Fact label="Agent version" testId="device-agent-version">
          <span className="tabular">{device.agentVersion || '—'}</span>
        </Fact>
        <Fact label="User" testId="device-user">
          <Box component="span" sx={{ wordBreak: 'break-all' }}>
            {device.systemUserName || '—'}
          </Box>
        </Fact>
        <Fact label="Storage" testId="device-storage">
          <StorageFact used={device.storageUsedBytes} total={device.storageTotalBytes} />
        </Fact>
      </Box>

      <Divider sx={{ my: 2 }} />
      <Typography variant="overline" color="text.secondary" component="h3">
        Explore this device
      </Typography>
      <Box component="nav" aria-label="Explore this device" sx={{ display: 'flex', flexDirection: 'column' }}>
        {deviceExplorerLinks(basePath, device.id).map((link) => (
          <Link
            key={link.label}
            component={RouterLink}
            to={link.to}
            underline="none"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              py: 0.75,
              px: 1,
              mx: -1,
              borderRadius: 1.5,
              fontWeight: 550,
              fontSize: '0.875rem',
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            }}
          >
            {link.label}
            <ChevronRightRounded fontSize="small" />
          </Link>
        ))}
      </Box>

      <Divider sx={{ my: 2 }} />
      <Typography variant="overline" color="text.secondary" component="h3">
        Settings
      </Typography>
      <SettingSwitch
        label="Monitor Stored Data"
        checked={device.isDiscoveryEnabled}
        disabled={readOnly}
        onChange={(v) => onSettingChange('isDiscoveryEnabled', v)}
        testId="switch-monitor-stored-data"
      />
      <SettingSwitch
        label="Monitor App Access To Files"
        tooltip={DashboardText.statisticTooltip}
        checked={device.isStatisticEnabled}
        disabled={readOnly}
        onChange={(v) => onSettingChange('isStatisticEnabled', v)}
        testId="switch-monitor-app-access"
      />
      <SettingSwitch
        label="Allow Encryption"
        tooltip={DashboardText.encryptionTooltip}
        checked={!device.isEncryptionDisabled}
        disabled={readOnly}
        onChange={(v) => onSettingChange('isEncryptionDisabled', !v)}
        testId="switch-allow-encryption"
      />
      {readOnly && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {Messages.readOnlyUser}
        </Typography>
      )}
    </Paper>
  );
}
