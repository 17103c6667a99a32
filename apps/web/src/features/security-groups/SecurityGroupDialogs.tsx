import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  FormControlLabel,
  Slider,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  SECURITY_GROUP_DEFAULTS,
  SECURITY_GROUP_SWITCHES,
  SECURITY_GROUP_SWITCH_LABELS,
  SecurityGroupLimits,
  SecurityGroupMessages,
  encryptionDelayDaysOf,
  securityGroupFormSchema,
  type SecurityGroupSwitch,
} from '@vigil/contracts';
import { DialogForm } from '../../components/DialogForm';
import { DialogLoading, DialogNotFound } from '../../components/DialogMessage';
import { EncryptionDelayInput } from '../../components/EncryptionDelayInput';
import { useSaveAndClose } from '../../components/use-save-and-close';
import type { SecurityGroupQuery } from '../../gql/graphql';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { MembersPicker, type PickerOption } from '../people/MembersPicker';
import { deviceOptionsQuery } from '../people/people.queries';
import {
  createSecurityGroupMutation,
  deleteSecurityGroupMutation,
  securityGroupQuery,
  updateSecurityGroupMutation,
} from './security-groups.queries';

type LoadedGroup = NonNullable<SecurityGroupQuery['deviceSettingsGroup']>;

/** The dialog's values as edited: the delays as typed (blank allowed), the devices as chosen. */
interface Draft extends Record<SecurityGroupSwitch, boolean> {
  name: string;
  scannerDelayMinute: number;
  encryptionDelayDaysMin: string;
  encryptionDelayDaysMax: string;
  devices: PickerOption[];
}

const deviceOption = (d: { id: number; name: string; nickName?: string | null }): PickerOption => ({
  id: d.id,
  label: d.nickName ? `${d.nickName} (${d.name})` : d.name,
});

const delayText = (days: number) => (days === 0 ? '' : String(days));

const NEW_GROUP: Draft = {
  ...SECURITY_GROUP_DEFAULTS,
  name: '',
  encryptionDelayDaysMin: delayText(SECURITY_GROUP_DEFAULTS.encryptionDelayDaysMin),
  encryptionDelayDaysMax: delayText(SECURITY_GROUP_DEFAULTS.encryptionDelayDaysMax),
  devices: [],
};

function draftOf(g: LoadedGroup): Draft {
  return {
    name: g.name,
    ...(Object.fromEntries(SECURITY_GROUP_SWITCHES.map((k) => [k, g[k]])) as Record<
      SecurityGroupSwitch,
      boolean
    >),
    scannerDelayMinute: g.scannerDelayMinute,
    encryptionDelayDaysMin: delayText(g.encryptionDelayDaysMin),
    encryptionDelayDaysMax: delayText(g.encryptionDelayDaysMax),
    devices: g.devices.map(deviceOption),
  };
}

/** The request the draft sends, checked by the same rule as the server's. */
function requestOf(d: Draft) {
  return securityGroupFormSchema.safeParse({
    ...Object.fromEntries(SECURITY_GROUP_SWITCHES.map((k) => [k, d[k]])),
    name: d.name,
    scannerDelayMinute: d.scannerDelayMinute,
    encryptionDelayDaysMin: encryptionDelayDaysOf(d.encryptionDelayDaysMin),
    encryptionDelayDaysMax: encryptionDelayDaysOf(d.encryptionDelayDaysMax),
    deviceIds: d.devices.map((o) => o.id),
  });
}

function sameDraft(a: Draft, b: Draft): boolean {
  const ids = (d: Draft) =>
    d.devices
      .map((o) => o.id)
      .sort((x, y) => x - y)
      .join();
  const { devices: _a, ...restA } = a;
  const { devices: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB) && ids(a) === ids(b);
}

function useDeviceOptions(search: string): { options: PickerOption[]; loading: boolean } {
  const { actingTenantId: tenantId } = useTenantScope();
  const text = useDebouncedValue(search);
  const devices = useQuery(deviceOptionsQuery, {
    variables: {
      tenantId,
      where: { isArchived: { eq: false }, ...(text ? { name: { contains: text } } : {}) },
    },
    fetchPolicy: 'network-only',
  });
  return useMemo(
    () => ({
      loading: devices.loading,
      options: (devices.data?.devices.items ?? []).map((d) => ({
        ...deviceOption(d),
        detail: d.systemUserName,
      })),
    }),
    [devices.loading, devices.data],
  );
}

function LoadedSecurityGroup({
  id,
  children,
}: {
  id: number;
  children: (g: LoadedGroup) => React.ReactNode;
}) {
  const { actingTenantId: tenantId } = useTenantScope();
  const loaded = useQuery(securityGroupQuery, { variables: { id, tenantId }, fetchPolicy: 'network-only' });
  if (loaded.loading && !loaded.data) return <DialogLoading />;
  if (!loaded.data?.deviceSettingsGroup) return <DialogNotFound />;
  return <>{children(loaded.data.deviceSettingsGroup)}</>;
}

/** dialogType createDeviceSettingsGroup: Create a Security Group (spec part 2 §2.5, §3 defaults). */
export function CreateSecurityGroupDialog({ close }: DialogBodyProps) {
  return <SecurityGroupForm initial={NEW_GROUP} close={close} />;
}

/** dialogType editDeviceSettingsGroup, data {id}: Edit Security Group. */
export function EditSecurityGroupDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  return (
    <LoadedSecurityGroup id={id}>
      {(g) => <SecurityGroupForm key={id} id={id} initial={draftOf(g)} close={close} />}
    </LoadedSecurityGroup>
  );
}

function SecurityGroupForm({ id, initial, close }: { id?: number; initial: Draft; close: () => void }) {
  const { actingTenantId: tenantId } = useTenantScope();
  const { save, saving } = useSaveAndClose(close);
  const [draft, setDraft] = useState<Draft>(initial);
  const [search, setSearch] = useState('');
  const [touchedName, setTouchedName] = useState(false);
  const { options, loading } = useDeviceOptions(search);
  const [create] = useMutation(createSecurityGroupMutation);
  const [update] = useMutation(updateSecurityGroupMutation);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const parsed = requestOf(draft);
  const problem = (field: string) =>
    parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
  const nameProblem = touchedName || draft.name !== '' ? problem('name') : undefined;
  const delayProblem = problem('encryptionDelayDaysMin');
  const unchanged = id !== undefined && sameDraft(draft, initial);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!parsed.success) return;
    const request = parsed.data;
    await save(id === undefined ? SecurityGroupMessages.created : SecurityGroupMessages.updated, () =>
      id === undefined
        ? create({ variables: { tenantId, request } })
        : update({ variables: { tenantId, request: { id, ...request } } }),
    );
  };

  return (
    <DialogForm
      onSubmit={onSubmit}
      close={close}
      closeDisabled={saving}
      label="Save"
      disabled={!parsed.success || unchanged || saving}
      testId="security-group-submit"
    >
      <TextField
        label="Name"
        required
        autoFocus
        value={draft.name}
        onChange={(e) => set('name', e.target.value.replace(/^\s+/, ''))}
        onBlur={() => setTouchedName(true)}
        error={!!nameProblem}
        helperText={nameProblem ?? `${draft.name.length}/${SecurityGroupLimits.nameMax}`}
        slotProps={{
          htmlInput: { maxLength: SecurityGroupLimits.nameMax, 'data-testid': 'security-group-name' },
        }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
        {SECURITY_GROUP_SWITCHES.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={draft[key]}
                onChange={(_e, v) => set(key, v)}
                disabled={saving}
                slotProps={{ input: { 'data-testid': `security-group-${key}` } as never }}
              />
            }
            label={SECURITY_GROUP_SWITCH_LABELS[key]}
          />
        ))}
      </Box>
      <Box>
        <Typography id="security-group-delay-label" variant="body2">
          Scanner Delay: {draft.scannerDelayMinute} minutes
        </Typography>
        <Slider
          aria-labelledby="security-group-delay-label"
          value={draft.scannerDelayMinute}
          min={0}
          max={SecurityGroupLimits.scannerDelayMinuteMax}
          marks={[
            { value: 0, label: '0' },
            {
              value: SecurityGroupLimits.scannerDelayMinuteMax,
              label: String(SecurityGroupLimits.scannerDelayMinuteMax),
            },
          ]}
          disabled={saving}
          onChange={(_e, v) => set('scannerDelayMinute', v)}
          sx={{ mx: 1, width: 'calc(100% - 16px)' }}
          data-testid="security-group-scanner-delay"
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <EncryptionDelayInput
          label="Min Encryption Delay"
          value={draft.encryptionDelayDaysMin}
          onChange={(v) => set('encryptionDelayDaysMin', v)}
          error={!!delayProblem}
          helperText={delayProblem ?? 'Empty: no minimum'}
          disabled={saving}
          slotProps={{ htmlInput: { 'data-testid': 'security-group-delay-min' } }}
        />
        <EncryptionDelayInput
          label="Max Encryption Delay"
          value={draft.encryptionDelayDaysMax}
          onChange={(v) => set('encryptionDelayDaysMax', v)}
          error={!!delayProblem}
          helperText={delayProblem ? ' ' : 'Empty: no maximum'}
          disabled={saving}
          slotProps={{ htmlInput: { 'data-testid': 'security-group-delay-max' } }}
        />
      </Box>
      <MembersPicker
        label="Devices"
        placeholder="Search by device name"
        options={options}
        loading={loading}
        value={draft.devices}
        onChange={(v) => set('devices', v)}
        onSearch={setSearch}
        testId="security-group-devices"
        disabled={saving}
      />
      <Typography variant="caption" color="text.secondary">
        Devices in a security group get its settings instead of their own; a device belongs to one security
        group at most.
      </Typography>
    </DialogForm>
  );
}

/** dialogType deleteDeviceSettingsGroup, data {id}: confirms deleting a security group. */
export function DeleteSecurityGroupDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  const { actingTenantId: tenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [remove] = useMutation(deleteSecurityGroupMutation);

  const confirm = async () => {
    setBusy(true);
    try {
      await remove({ variables: { id, tenantId } });
      snackbar.show(SecurityGroupMessages.deleted, 'success');
      close();
    } catch (e) {
      snackbar.showError(e);
      setBusy(false);
    }
  };

  return (
    <LoadedSecurityGroup id={id}>
      {(g) => (
        <>
          <DialogContent sx={{ pt: 2.5, display: 'grid', gap: 2 }}>
            <Typography>{SecurityGroupMessages.deleteConfirm(g.name)}</Typography>
            {g.devices.length > 0 && (
              <Alert severity="warning" variant="outlined">
                {g.devices.length} device{g.devices.length === 1 ? '' : 's'} will use their own settings from
                the next policy pull.
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={close} color="inherit" disabled={busy}>
              Cancel
            </Button>
            <Button
              variant="contained"
              color="error"
              disabled={busy}
              onClick={() => void confirm()}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="security-group-delete"
            >
              Delete
            </Button>
          </DialogActions>
        </>
      )}
    </LoadedSecurityGroup>
  );
}
