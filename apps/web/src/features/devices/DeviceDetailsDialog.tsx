import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, DialogContent, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { DeviceMessages, deviceNickNameSchema, Messages } from '@vigil/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { AlertRule, DeviceDetailsQuery, DeviceType } from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { deviceDetailsQuery, updateDeviceDetailsMutation } from './devices.queries';
import {
  AlertRuleField,
  DeviceDialogBody,
  DeviceSettingsActions,
  SecurityGroupField,
} from './device-settings-fields';

type Device = DeviceDetailsQuery['device'];

interface Form {
  nickName: string;
  alertRule: AlertRule;
  deviceType: DeviceType;
  isDiscoveryEnabled: boolean;
  isStatisticEnabled: boolean;
  isEncryptionDisabled: boolean;
  /** A security group of the device's customer, or null: the device's own settings. */
  settingsGroupId: number | null;
}

const DEVICE_TYPES: { value: DeviceType; label: string }[] = [
  { value: 'DESKTOP', label: 'Desktop' },
  { value: 'LAPTOP', label: 'Laptop' },
  { value: 'SERVER', label: 'Server' },
];

const formOf = (d: Device): Form => ({
  nickName: d.nickName ?? '',
  alertRule: d.alertRule,
  deviceType: d.deviceType,
  isDiscoveryEnabled: d.isDiscoveryEnabled,
  isStatisticEnabled: d.isStatisticEnabled,
  isEncryptionDisabled: d.isEncryptionDisabled,
  settingsGroupId: d.settingsGroup?.id ?? null,
});

/** dialogType deviceDetails, data {id}: Device Details (spec part 2 §2.5, §4 "Device dialog"). */
export default function DeviceDetailsDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  const { actingTenantId: tenantId } = useTenantScope();
  const loaded = useQuery(deviceDetailsQuery, { variables: { id, tenantId }, fetchPolicy: 'network-only' });
  return (
    <DeviceDialogBody loading={loaded.loading} device={loaded.data?.device}>
      {(device) => <DeviceForm key={id} device={device} close={close} />}
    </DeviceDialogBody>
  );
}

function DeviceForm({ device, close }: { device: Device; close: () => void }) {
  const { actingTenantId: tenantId } = useTenantScope();
  const me = useCurrentUser();
  const snackbar = useSnackbar();
  const [saved, setSaved] = useState<Form>(() => formOf(device));
  const [form, setForm] = useState<Form>(saved);
  const [warnAppAccess, setWarnAppAccess] = useState(false);
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(updateDeviceDetailsMutation);
  const inGroup = form.settingsGroupId !== null;

  const nick = deviceNickNameSchema.safeParse(form.nickName);
  const changed = (Object.keys(form) as (keyof Form)[]).some((k) => form[k] !== saved[k]);
  const readOnly = me.isReadOnlyUser;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = async () => {
    if (!nick.success) return;
    setBusy(true);
    try {
      // A device in a security group keeps its own toggles as they were: the group's apply.
      const { settingsGroupId, isDiscoveryEnabled, isStatisticEnabled, isEncryptionDisabled, ...rest } = form;
      const toggles =
        settingsGroupId === null ? { isDiscoveryEnabled, isStatisticEnabled, isEncryptionDisabled } : {};
      const res = await update({
        variables: {
          tenantId,
          request: { id: device.id, ...rest, ...toggles, nickName: nick.data, settingsGroupId },
        },
      });
      if (res.data) {
        const next = formOf({ ...device, ...res.data.updateDevice });
        setSaved(next);
        setForm(next);
      }
      snackbar.show(DeviceMessages.detailsUpdated, 'success');
      close();
    } catch (e) {
      snackbar.showError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }}>
        <Typography variant="body2" color="text.secondary" data-testid="device-details-summary">
          {device.name} · {device.customerName} · {device.systemName || 'Unknown OS'} ·{' '}
          {device.systemUserName || 'Unknown user'} · agent {device.agentVersion || 'unknown'}
        </Typography>
        <TextField
          label="Nickname"
          value={form.nickName}
          onChange={(e) => set('nickName', e.target.value)}
          error={!nick.success}
          helperText={nick.success ? ' ' : nick.error.issues[0]?.message}
          slotProps={{ htmlInput: { 'data-testid': 'device-nickname' } }}
          disabled={readOnly}
        />
        <AlertRuleField value={form.alertRule} onChange={(v) => set('alertRule', v)} disabled={readOnly} />
        <TextField
          select
          label="Device Type"
          value={form.deviceType}
          onChange={(e) => set('deviceType', e.target.value as DeviceType)}
          disabled={readOnly}
        >
          {DEVICE_TYPES.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <SecurityGroupField
          customerId={device.customerId}
          value={form.settingsGroupId}
          current={device.settingsGroup}
          onChange={(v) => set('settingsGroupId', v)}
          disabled={readOnly}
          testId="device-security-group"
          appliesTo="this device"
        />
        {!inGroup && (
          <Box data-testid="device-own-settings" sx={{ display: 'grid' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={form.isDiscoveryEnabled}
                  onChange={(_e, v) => set('isDiscoveryEnabled', v)}
                  disabled={readOnly}
                />
              }
              label="Monitor Stored Data"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.isStatisticEnabled}
                  // Turning it on warns first; Cancel leaves it off.
                  onChange={(_e, v) => (v ? setWarnAppAccess(true) : set('isStatisticEnabled', false))}
                  disabled={readOnly}
                  slotProps={{ input: { 'data-testid': 'monitor-app-access' } as never }}
                />
              }
              label={
                <span>
                  Monitor App Access To Files
                  <Typography variant="caption" color="text.secondary" component="div">
                    {Messages.monitorAppAccessTooltip}
                  </Typography>
                </span>
              }
            />
            <FormControlLabel
              control={
                <Switch
                  checked={!form.isEncryptionDisabled}
                  onChange={(_e, v) => set('isEncryptionDisabled', !v)}
                  disabled={readOnly}
                />
              }
              label={
                <span>
                  Allow Encryption
                  <Typography variant="caption" color="text.secondary" component="div">
                    {Messages.allowEncryptionTooltip}
                  </Typography>
                </span>
              }
            />
          </Box>
        )}
      </DialogContent>
      <DeviceSettingsActions
        onReset={() => setForm(saved)}
        onSave={() => void save()}
        changed={changed}
        busy={busy}
        saveDisabled={!nick.success || readOnly}
        testIdPrefix="device"
      />
      <ConfirmDialog
        request={
          warnAppAccess
            ? {
                title: 'Monitor App Access To Files',
                message: DeviceMessages.monitorAppAccessWarning,
                confirmLabel: 'Apply New Setting',
                onConfirm: () => {
                  set('isStatisticEnabled', true);
                  setWarnAppAccess(false);
                },
              }
            : null
        }
        onClose={() => setWarnAppAccess(false)}
      />
    </>
  );
}
