import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, DialogActions, MenuItem, TextField } from '@mui/material';
import { DialogLoading, DialogNotFound } from '../../components/DialogMessage';
import type { AlertRule } from '../../gql/graphql';
import { useTenantScope } from '../../session/tenant-scope';
import { securityGroupChoicesQuery } from '../security-groups/security-groups.queries';

/**
 * What the two device settings dialogs share (Device Details and Cloud Device Details, spec part 2
 * §2.5, §3, §4): the loading and missing states, the Alert Rule and Security Group fields and the
 * Reset/Save footer. Each dialog keeps its own form: their settings differ.
 */

/** The dialog body once its device is loaded: loading, not found, or the form. */
export function DeviceDialogBody<T>({
  loading,
  device,
  children,
}: {
  loading: boolean;
  device: T | null | undefined;
  children: (device: T) => ReactNode;
}) {
  if (loading && !device) return <DialogLoading />;
  if (!device) return <DialogNotFound />;
  return <>{children(device)}</>;
}

const ALERT_RULES: { value: AlertRule; label: string }[] = [
  { value: 'IMMEDIATE', label: 'Immediate' },
  { value: 'DAILY', label: 'Daily' },
  { value: 'NONE', label: 'None' },
];

export function AlertRuleField({
  value,
  onChange,
  disabled,
}: {
  value: AlertRule;
  onChange: (value: AlertRule) => void;
  disabled: boolean;
}) {
  return (
    <TextField
      select
      label="Alert Rule"
      value={value}
      onChange={(e) => onChange(e.target.value as AlertRule)}
      disabled={disabled}
    >
      {ALERT_RULES.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The Security Group select: None or a group of the device's customer. `current` is the group the
 * device is in now, listed even when the choices do not hold it (yet).
 */
export function SecurityGroupField({
  customerId,
  value,
  current,
  onChange,
  disabled,
  testId,
  appliesTo,
}: {
  customerId: number;
  value: number | null;
  current: { id: number; name: string } | null | undefined;
  onChange: (value: number | null) => void;
  disabled: boolean;
  testId: string;
  /** What the group's settings apply to, in the helper text: "this device", "this repository". */
  appliesTo: string;
}) {
  const { actingTenantId: tenantId } = useTenantScope();
  const groups = useQuery(securityGroupChoicesQuery, {
    variables: { tenantId, where: { tenantId: { eq: customerId } } },
    fetchPolicy: 'network-only',
  });
  const choices = groups.data?.deviceSettingsGroups.items ?? [];
  return (
    <TextField
      select
      label="Security Group"
      required
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      disabled={disabled}
      slotProps={{
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId },
      }}
      helperText={
        value !== null ? `The group's monitoring and encryption settings apply to ${appliesTo}.` : ' '
      }
    >
      <MenuItem value="">None</MenuItem>
      {current && !choices.some((g) => g.id === current.id) && (
        <MenuItem value={current.id}>{current.name}</MenuItem>
      )}
      {choices.map((g) => (
        <MenuItem key={g.id} value={g.id}>
          {g.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Reset (back to what is saved) and Save. */
export function DeviceSettingsActions({
  onReset,
  onSave,
  changed,
  busy,
  saveDisabled,
  testIdPrefix,
}: {
  onReset: () => void;
  onSave: () => void;
  changed: boolean;
  busy: boolean;
  /** Another reason Save is off: invalid input, a read-only user. */
  saveDisabled: boolean;
  testIdPrefix: string;
}) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button
        onClick={onReset}
        disabled={!changed || busy}
        color="inherit"
        data-testid={`${testIdPrefix}-reset`}
      >
        Reset
      </Button>
      <Button
        variant="contained"
        onClick={onSave}
        disabled={!changed || busy || saveDisabled}
        data-testid={`${testIdPrefix}-save`}
      >
        Save
      </Button>
    </DialogActions>
  );
}
