import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  FormGroup,
  IconButton,
  MenuItem,
  Paper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { Messages, RULE_ACTIONS, RULE_TRIGGERS, RuleLimits, SELECTIONS } from '@vigil/contracts';
import {
  ACTION_LABELS,
  DEVICE_SELECTION_LABELS,
  PROCESS_SELECTION_LABELS,
  TRIGGER_LABELS,
} from './form-helpers';
import { EncryptionDelayInput } from '../../components/EncryptionDelayInput';
import { pickerDevicesQuery, pickerGroupsQuery, processRulesQuery } from './pickers.queries';
import { emptyTrigger, type RuleForm, type TriggerForm } from './rule-form';

interface ActionsStepProps {
  /** The classifier exists (edit, or created in this dialog). */
  exists: boolean;
  readOnly: boolean;
  loading: boolean;
  tenantId: number | null;
  value: RuleForm;
  onChange: (next: RuleForm) => void;
}

function TriggerCard({
  index,
  trigger,
  readOnly,
  tenantId,
  onChange,
  onRemove,
}: {
  index: number;
  trigger: TriggerForm;
  readOnly: boolean;
  tenantId: number | null;
  onChange: (t: TriggerForm) => void;
  onRemove: () => void;
}) {
  const devices = useQuery(pickerDevicesQuery, { variables: { tenantId }, fetchPolicy: 'cache-first' });
  const groups = useQuery(pickerGroupsQuery, { variables: { tenantId }, fetchPolicy: 'cache-first' });
  const processes = useQuery(processRulesQuery, {
    variables: { tenantId },
    fetchPolicy: 'cache-first',
    skip: trigger.trigger !== 'UPLOAD_FILE',
  });
  const deviceOptions = (devices.data?.devices.items ?? []).map((d) => ({ id: d.id, name: d.name }));
  const groupOptions = (groups.data?.groups.items ?? []).map((g) => ({ id: g.id, name: g.name }));
  const processOptions = processes.data?.allProcessRules ?? [];

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1.5 }}
      data-testid={`trigger-${index}`}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="File event"
          value={trigger.trigger}
          onChange={(e) => onChange({ ...trigger, trigger: e.target.value as TriggerForm['trigger'] })}
          disabled={readOnly}
          sx={{ flex: 1, minWidth: 240 }}
          slotProps={{ htmlInput: { 'data-testid': `trigger-${index}-event` } }}
        >
          {RULE_TRIGGERS.map((t) => (
            <MenuItem key={t} value={t}>
              {TRIGGER_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
        <FormGroup row sx={{ flexWrap: 'nowrap', whiteSpace: 'nowrap' }}>
          {RULE_ACTIONS.map((a) => (
            <FormControlLabel
              key={a}
              label={ACTION_LABELS[a]}
              control={
                <Checkbox
                  checked={trigger.actions.includes(a)}
                  disabled={readOnly}
                  onChange={(e) =>
                    onChange({
                      ...trigger,
                      actions: e.target.checked
                        ? [...trigger.actions, a]
                        : trigger.actions.filter((x) => x !== a),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {!readOnly && (
          <IconButton size="small" aria-label={`Remove file event ${index + 1}`} onClick={onRemove}>
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '220px 1fr 1fr', gap: 1.5 }}>
        <TextField
          select
          size="small"
          label="Apply to"
          value={trigger.devicesSelection}
          onChange={(e) =>
            onChange({ ...trigger, devicesSelection: e.target.value as TriggerForm['devicesSelection'] })
          }
          disabled={readOnly}
        >
          {SELECTIONS.map((s) => (
            <MenuItem key={s} value={s}>
              {DEVICE_SELECTION_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        {trigger.devicesSelection !== 'ALL' && (
          <>
            <Autocomplete
              multiple
              size="small"
              options={deviceOptions}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              value={trigger.devices}
              onChange={(_e, v) => onChange({ ...trigger, devices: v })}
              disabled={readOnly}
              renderInput={(params) => <TextField {...params} label="Devices" />}
            />
            <Autocomplete
              multiple
              size="small"
              options={groupOptions}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              value={trigger.deviceGroups}
              onChange={(_e, v) => onChange({ ...trigger, deviceGroups: v })}
              disabled={readOnly}
              renderInput={(params) => <TextField {...params} label="Device groups" />}
            />
          </>
        )}
      </Box>
      {trigger.trigger === 'UPLOAD_FILE' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '220px 1fr', gap: 1.5 }}>
          <TextField
            select
            size="small"
            label="Applications"
            value={trigger.uploadFileProcessesSelection}
            onChange={(e) =>
              onChange({
                ...trigger,
                uploadFileProcessesSelection: e.target.value as TriggerForm['uploadFileProcessesSelection'],
              })
            }
            disabled={readOnly}
          >
            {SELECTIONS.map((s) => (
              <MenuItem key={s} value={s}>
                {PROCESS_SELECTION_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          {trigger.uploadFileProcessesSelection !== 'ALL' && (
            <Autocomplete
              multiple
              size="small"
              options={processOptions}
              getOptionLabel={(o) => o.humanName}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              value={processOptions.filter((p) => trigger.uploadFileProcesses.includes(p.id))}
              onChange={(_e, v) => onChange({ ...trigger, uploadFileProcesses: v.map((p) => p.id) })}
              disabled={readOnly}
              renderInput={(params) => <TextField {...params} label="Upload applications" />}
            />
          )}
        </Box>
      )}
    </Paper>
  );
}

/** The Actions step: the classifier's rule — file events and encryption (spec part 1 §2, §3 "Rule"). */
export function ActionsStep({ exists, readOnly, loading, tenantId, value, onChange }: ActionsStepProps) {
  if (!exists) {
    return (
      <Alert severity="info" data-testid="actions-create-first">
        {Messages.classifierActionsCreateFirst}
      </Alert>
    );
  }
  if (loading) return <Typography color="text.secondary">{Messages.loading}</Typography>;
  const setTrigger = (i: number, t: TriggerForm) =>
    onChange({ ...value, triggers: value.triggers.map((x, j) => (j === i ? t : x)) });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="subtitle1">Manage File Events</Typography>
        <Typography variant="body2" color="text.secondary">
          What happens when a file with this classifier&apos;s data is renamed, copied to a removable device,
          deleted or uploaded.
        </Typography>
      </Box>
      {value.triggers.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No file event yet.
        </Typography>
      )}
      {value.triggers.map((t, i) => (
        <TriggerCard
          key={i}
          index={i}
          trigger={t}
          readOnly={readOnly}
          tenantId={tenantId}
          onChange={(next) => setTrigger(i, next)}
          onRemove={() => onChange({ ...value, triggers: value.triggers.filter((_x, j) => j !== i) })}
        />
      ))}
      {!readOnly && (
        <Box>
          <Button
            startIcon={<AddRounded />}
            onClick={() => onChange({ ...value, triggers: [...value.triggers, emptyTrigger()] })}
          >
            Add File Event
          </Button>
        </Box>
      )}
      <Divider />
      <Box>
        <Typography variant="subtitle1">Manage Encryption</Typography>
        <Typography variant="body2" color="text.secondary">
          Encrypt the classifier&apos;s files once they have not been accessed for the delay.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={value.encryptionEnabled}
              disabled={readOnly}
              onChange={(e) => onChange({ ...value, encryptionEnabled: e.target.checked })}
            />
          }
          label="Encrypt files"
        />
        {value.encryptionEnabled && (
          <EncryptionDelayInput
            label="Delay"
            value={value.delayText}
            onChange={(delayText) => onChange({ ...value, delayText })}
            disabled={readOnly}
            sx={{ width: 160 }}
            slotProps={{ htmlInput: { 'aria-label': 'Encryption delay in days' } }}
            helperText={`0 to ${RuleLimits.encryptionDelayDaysMax} days`}
          />
        )}
      </Box>
    </Box>
  );
}
