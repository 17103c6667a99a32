import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  FormControlLabel,
  MenuItem,
  Slider,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  CLOUD_SERVICE_LABELS,
  CloudDeviceLimits,
  cloudDeviceSettingsJsonSchema,
  CloudDeviceMessages,
  Messages,
  type CloudService,
} from '@vigil/contracts';
import type { AlertRule, CloudDeviceDetailsQuery } from '../../gql/graphql';
import { useCurrentUser } from '../../session/current-user';
import { isSysAdmin } from '../../session/route-decisions';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { cloudDeviceDetailsQuery, updateCloudDeviceMutation } from './repositories.queries';

type CloudDevice = NonNullable<CloudDeviceDetailsQuery['cloudDevice']>;

interface Form {
  alertRule: AlertRule;
  isEncryptionDisabled: boolean;
  readOnly: boolean;
  decrypt: boolean;
  scannerDelayMinute: number;
  resync: boolean;
  cloudDeviceSettings: string;
}

const ALERT_RULES: { value: AlertRule; label: string }[] = [
  { value: 'IMMEDIATE', label: 'Immediate' },
  { value: 'DAILY', label: 'Daily' },
  { value: 'NONE', label: 'None' },
];

const formOf = (d: CloudDevice): Form => ({
  alertRule: d.alertRule,
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
  if (loaded.loading && !loaded.data)
    return (
      <DialogContent sx={{ py: 4 }}>
        <Typography color="text.secondary">{Messages.loading}</Typography>
      </DialogContent>
    );
  if (!loaded.data?.cloudDevice)
    return (
      <DialogContent sx={{ py: 4 }}>
        <Typography color="text.secondary">{Messages.notFound}</Typography>
      </DialogContent>
    );
  return <CloudDeviceForm key={id} device={loaded.data.cloudDevice} close={close} />;
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
  // A security group overrides the repository's own settings: they are hidden then.
  const grouped = device.settingsGroup !== null && device.settingsGroup !== undefined;

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
            ...(grouped
              ? {}
              : {
                  isEncryptionDisabled: form.isEncryptionDisabled,
                  readOnly: form.readOnly,
                  decrypt: form.decrypt,
                  scannerDelayMinute: form.scannerDelayMinute,
                }),
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
        <TextField
          select
          label="Alert Rule"
          value={form.alertRule}
          onChange={(e) => set('alertRule', e.target.value as AlertRule)}
          disabled={readOnly}
        >
          {ALERT_RULES.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        {grouped ? (
          <Typography variant="body2" data-testid="cloud-device-grouped">
            Settings come from the security group {device.settingsGroup?.name}.
          </Typography>
        ) : (
          <>
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
          </>
        )}
        <FormControlLabel
          control={
            <Switch checked={form.resync} onChange={(_e, v) => set('resync', v)} disabled={readOnly} />
          }
          label="Clear cache and rescan"
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
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={() => setForm(saved)}
          disabled={!changed || busy}
          color="inherit"
          data-testid="cloud-device-reset"
        >
          Reset
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={!changed || !!jsonError || busy || readOnly}
          data-testid="cloud-device-save"
        >
          Save
        </Button>
      </DialogActions>
    </>
  );
}
