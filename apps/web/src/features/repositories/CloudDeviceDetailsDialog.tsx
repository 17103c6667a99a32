import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, DialogContent, FormControlLabel, Slider, Switch, TextField, Typography } from '@mui/material';
import {
  CLOUD_SERVICE_LABELS,
  CloudDeviceLimits,
  cloudDeviceSettingsJsonSchema,
  CloudDeviceMessages,
  type CloudService,
} from '@vigil/contracts';
import type { AlertRule, CloudDeviceDetailsQuery } from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { isSysAdmin } from '../../session/route-decisions';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import {
  AlertRuleField,
  DeviceDialogBody,
  DeviceSettingsActions,
  SecurityGroupField,
} from '../devices/device-settings-fields';
import { cloudDeviceDetailsQuery, updateCloudDeviceMutation } from './repositories.queries';

type CloudDevice = NonNullable<CloudDeviceDetailsQuery['cloudDevice']>;

interface Form {
  alertRule: AlertRule;
  /** A security group of the repository's customer, or null: the repository's own settings. */
  settingsGroupId: number | null;
  isEncryptionDisabled: boolean;
  readOnly: boolean;
  decrypt: boolean;
  scannerDelayMinute: number;
  resync: boolean;
  cloudDeviceSettings: string;
}

const formOf = (d: CloudDevice): Form => ({
  alertRule: d.alertRule,
  settingsGroupId: d.settingsGroup?.id ?? null,
  isEncryptionDisabled: d.isEncryptionDisabled,
  readOnly: d.readOnly,
  decrypt: d.decrypt,
  scannerDelayMinute: d.scannerDelayMinute,
  resync: false,
  cloudDeviceSettings: d.cloudDeviceSettings ? JSON.stringify(d.cloudDeviceSettings, null, 2) : '',
});

/** dialogType cloudDeviceDetails, data {id}: Cloud Device Details (spec part 2 §2.5, §3, §4). */
export default function CloudDeviceDetailsDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  const { actingTenantId: tenantId } = useTenantScope();
  const loaded = useQuery(cloudDeviceDetailsQuery, {
    variables: { id, tenantId },
    fetchPolicy: 'network-only',
  });
  return (
    <DeviceDialogBody loading={loaded.loading} device={loaded.data?.cloudDevice}>
      {(device) => <CloudDeviceForm key={id} device={device} close={close} />}
    </DeviceDialogBody>
  );
}

function CloudDeviceForm({ device, close }: { device: CloudDevice; close: () => void }) {
  const { actingTenantId: tenantId } = useTenantScope();
  const me = useCurrentUser();
  const snackbar = useSnackbar();
  const saved = formOf(device);
  const [form, setForm] = useState<Form>(saved);
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(updateCloudDeviceMutation);
  const readOnly = me.isReadOnlyUser;
  // The advanced JSON is a SysAdmin's to edit (spec part 2 §3 "editable only with a permission flag").
  const canEditJson = isSysAdmin(me) && !readOnly;
  // A security group overrides the repository's encryption and scanner delay: hidden then.
  const grouped = form.settingsGroupId !== null;

  const json =
    form.cloudDeviceSettings.trim() === ''
      ? null
      : cloudDeviceSettingsJsonSchema.safeParse(form.cloudDeviceSettings);
  const jsonError = json && !json.success ? json.error.issues[0]?.message : undefined;
  const changed = (Object.keys(form) as (keyof Form)[]).some((k) => form[k] !== saved[k]);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = async () => {
    if (jsonError) return;
    setBusy(true);
    try {
      await update({
        variables: {
          tenantId,
          request: {
            id: device.id,
            alertRule: form.alertRule,
            readOnly: form.readOnly,
            decrypt: form.decrypt,
            // A repository in a security group keeps its own values as they were: the group's apply.
            ...(grouped
              ? {}
              : {
                  isEncryptionDisabled: form.isEncryptionDisabled,
                  scannerDelayMinute: form.scannerDelayMinute,
                }),
            ...(form.settingsGroupId !== saved.settingsGroupId
              ? { settingsGroupId: form.settingsGroupId }
              : {}),
            resyncKey: form.resync,
            ...(canEditJson && form.cloudDeviceSettings !== saved.cloudDeviceSettings
              ? { cloudDeviceSettings: form.cloudDeviceSettings.trim() || '{}' }
              : {}),
          },
        },
      });
      snackbar.show(CloudDeviceMessages.updated, 'success');
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
        <Typography variant="body2" color="text.secondary" data-testid="cloud-device-summary">
          {device.name} · {CLOUD_SERVICE_LABELS[device.authService as CloudService] ?? device.authService} ·{' '}
          {device.systemType} · {device.location}
          {device.cloudDeviceId === null ? ' · Suspected Deleted' : ''}
        </Typography>
        <AlertRuleField value={form.alertRule} onChange={(v) => set('alertRule', v)} disabled={readOnly} />
        <SecurityGroupField
          customerId={device.customerId}
          value={form.settingsGroupId}
          current={device.settingsGroup}
          onChange={(v) => set('settingsGroupId', v)}
          disabled={readOnly}
          testId="cloud-device-security-group"
          appliesTo="this repository"
        />
        <FormControlLabel
          control={
            <Switch
              checked={form.readOnly}
              onChange={(_e, v) => set('readOnly', v)}
              disabled={readOnly}
              slotProps={{ input: { 'data-testid': 'cloud-read-only' } as never }}
            />
          }
          label="Read Only"
        />
        <FormControlLabel
          control={
            <Switch checked={form.decrypt} onChange={(_e, v) => set('decrypt', v)} disabled={readOnly} />
          }
          label="Decrypt"
        />
        {!grouped && (
          <Box data-testid="cloud-device-own-settings" sx={{ display: 'grid', gap: 2 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={!form.isEncryptionDisabled}
                  onChange={(_e, v) => set('isEncryptionDisabled', !v)}
                  disabled={readOnly}
                  slotProps={{ input: { 'data-testid': 'cloud-allow-encryption' } as never }}
                />
              }
              label="Allow Encryption"
            />
            <Box>
              <Typography variant="body2" gutterBottom>
                Scanner Delay: {form.scannerDelayMinute} minutes
              </Typography>
              <Slider
                value={form.scannerDelayMinute}
                min={CloudDeviceLimits.scannerDelayMin}
                max={CloudDeviceLimits.scannerDelayMax}
                marks={[
                  {
                    value: CloudDeviceLimits.scannerDelayMin,
                    label: String(CloudDeviceLimits.scannerDelayMin),
                  },
                  {
                    value: CloudDeviceLimits.scannerDelayMax,
                    label: String(CloudDeviceLimits.scannerDelayMax),
                  },
                ]}
                onChange={(_e, v) => set('scannerDelayMinute', v as number)}
                disabled={readOnly}
                valueLabelDisplay="auto"
                slotProps={{
                  input: { 'data-testid': 'cloud-scanner-delay', 'aria-label': 'Scanner Delay' } as never,
                }}
              />
            </Box>
          </Box>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={form.resync}
              onChange={(_e, v) => set('resync', v)}
              disabled={readOnly}
              slotProps={{ input: { 'data-testid': 'cloud-device-rescan' } as never }}
            />
          }
          label={
            <span>
              Clear cache and rescan
              <Typography variant="caption" color="text.secondary" component="div">
                The scanner reads every object again on its next pass.
              </Typography>
            </span>
          }
        />
        <TextField
          label="Advanced Settings (JSON)"
          multiline
          minRows={3}
          value={form.cloudDeviceSettings}
          onChange={(e) => set('cloudDeviceSettings', e.target.value)}
          error={!!jsonError}
          helperText={jsonError ?? (canEditJson ? ' ' : 'Only a system administrator may edit these.')}
          disabled={!canEditJson}
          slotProps={{ htmlInput: { 'data-testid': 'cloud-device-json' } }}
        />
      </DialogContent>
      <DeviceSettingsActions
        onReset={() => setForm(saved)}
        onSave={() => void save()}
        changed={changed}
        busy={busy}
        saveDisabled={!!jsonError || readOnly}
        testIdPrefix="cloud-device"
      />
    </>
  );
}
