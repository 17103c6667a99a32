import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  FormControlLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import {
  AlertLimits,
  AlertMessages,
  alertParametersOf,
  alertSettingFormSchema,
  type AlertParameters,
  type AlertSettingForm,
  type AlertSettingFormInput,
} from '@vigil/contracts';
import { DialogLoading, DialogMessage, DialogNotFound } from '../../components/DialogMessage';
import { muiField, withoutLeadingSpace } from '../../components/mui-register';
import { useSaveAndClose } from '../../components/use-save-and-close';
import { useTenantScope } from '../../session/tenant-scope';
import {
  alertSettingQuery,
  alertTypesQuery,
  createAlertSettingMutation,
  updateAlertSettingMutation,
} from './alerts.queries';

const STEPS = ['Trigger', 'Settings'] as const;

function isNotFound(error: unknown): boolean {
  const errors = (error as { errors?: { extensions?: { code?: string } }[] } | null)?.errors;
  return Boolean(errors?.some((e) => e.extensions?.code === 'NOT_FOUND'));
}

const thresholdText = (p: AlertParameters) => String(p.thresholdPercent ?? p.thresholdUsd ?? '');

/** dialogType editAlertSetting ({id}) loads the setting; addAlertSetting starts empty. */
export function AlertSettingDialog({ id, close }: { id?: number; close: () => void }) {
  const { actingTenantId } = useTenantScope();
  const loaded = useQuery(alertSettingQuery, {
    variables: { id: id ?? 0, tenantId: actingTenantId },
    fetchPolicy: 'network-only',
    skip: id === undefined,
  });
  if (id === undefined)
    return (
      <AlertSettingForm
        initial={{ warningTypeId: 0, name: '', emailForNotification: '', threshold: '' }}
        close={close}
      />
    );
  if (loaded.error && !isNotFound(loaded.error))
    return <DialogMessage error>{loaded.error.message}</DialogMessage>;
  if (loaded.loading) return <DialogLoading />;
  const s = loaded.data?.alertSetting;
  if (!s) return <DialogNotFound />;
  return (
    <AlertSettingForm
      id={s.id}
      initial={{
        warningTypeId: s.warningTypeId,
        name: s.name,
        emailForNotification: s.emailForNotification,
        threshold: thresholdText(s.parameters as AlertParameters),
      }}
      close={close}
    />
  );
}

function AlertSettingForm({
  id,
  initial,
  close,
}: {
  id?: number;
  initial: AlertSettingFormInput;
  close: () => void;
}) {
  const editing = id !== undefined;
  const { actingTenantId } = useTenantScope();
  const types = useQuery(alertTypesQuery).data?.alertTypes ?? [];
  const [create] = useMutation(createAlertSettingMutation);
  const [update] = useMutation(updateAlertSettingMutation);
  const { save, saving } = useSaveAndClose(close);
  const [step, setStep] = useState(editing ? 1 : 0);
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<AlertSettingFormInput, unknown, AlertSettingForm>({
    resolver: zodResolver(alertSettingFormSchema),
    defaultValues: initial,
  });
  const typeId = watch('warningTypeId');
  const chosen = types.find((t) => t.id === typeId);
  const percent = chosen?.thresholdKind === 'PERCENT';

  const onSubmit = handleSubmit((form) =>
    save(editing ? AlertMessages.updated : AlertMessages.created, () => {
      const request = {
        name: form.name,
        emailForNotification: form.emailForNotification,
        warningTypeId: form.warningTypeId,
        parameters: alertParametersOf(form),
      };
      return editing
        ? update({ variables: { tenantId: actingTenantId, request: { id, ...request } } })
        : create({ variables: { tenantId: actingTenantId, request } });
    }),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate autoComplete="off">
      <DialogContent sx={{ pt: 2.5 }}>
        <Stepper activeStep={step} sx={{ mb: 3 }} data-testid="alert-setting-steps">
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 ? (
          <Controller
            control={control}
            name="warningTypeId"
            render={({ field }) => (
              <RadioGroup
                aria-label="Trigger"
                value={field.value || ''}
                onChange={(e) => field.onChange(Number(e.target.value))}
                sx={{ gap: 1 }}
              >
                {types.map((t) => (
                  <FormControlLabel
                    key={t.id}
                    value={t.id}
                    data-testid={`alert-trigger-${t.id}`}
                    sx={{
                      alignItems: 'flex-start',
                      m: 0,
                      p: 1.5,
                      border: 1,
                      borderRadius: 2,
                      borderColor: field.value === t.id ? 'primary.main' : 'divider',
                    }}
                    control={<Radio sx={{ mt: -0.75 }} />}
                    label={
                      <Box>
                        <Typography sx={{ fontWeight: 600 }}>{t.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t.description}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            )}
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {chosen && (
              <Typography variant="body2" color="text.secondary" data-testid="alert-setting-trigger">
                Trigger: <strong>{chosen.name}</strong>
              </Typography>
            )}
            <TextField
              label="Name"
              required
              {...muiField(withoutLeadingSpace(register('name')))}
              error={!!errors.name}
              helperText={errors.name?.message}
              slotProps={{
                htmlInput: { maxLength: AlertLimits.nameMax, 'data-testid': 'alert-setting-name' },
              }}
            />
            <TextField
              label={percent ? 'Threshold (percent over the average)' : 'Threshold (dollars)'}
              required
              {...muiField(withoutLeadingSpace(register('threshold')))}
              error={!!errors.threshold}
              helperText={errors.threshold?.message}
              slotProps={{
                htmlInput: {
                  maxLength: AlertLimits.thresholdInputMax,
                  inputMode: 'decimal',
                  'data-testid': 'alert-setting-threshold',
                },
                input: percent
                  ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                  : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
            <TextField
              label="Email for notification"
              type="email"
              {...muiField(withoutLeadingSpace(register('emailForNotification')))}
              error={!!errors.emailForNotification}
              helperText={errors.emailForNotification?.message ?? 'Empty: the mail goes to you'}
              slotProps={{
                htmlInput: { maxLength: AlertLimits.emailMax, 'data-testid': 'alert-setting-email' },
              }}
            />
          </Box>
        )}
        {step === 0 && errors.warningTypeId && (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            {errors.warningTypeId.message}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit">
          Cancel
        </Button>
        {step === 1 && (
          <Button onClick={() => setStep(0)} color="inherit" data-testid="alert-setting-back">
            Back
          </Button>
        )}
        {step === 0 ? (
          <Button
            variant="contained"
            disabled={!chosen}
            onClick={() => setStep(1)}
            data-testid="alert-setting-next"
          >
            Next
          </Button>
        ) : (
          <Button type="submit" variant="contained" disabled={saving} data-testid="alert-setting-submit">
            {editing ? 'Update' : 'Create'}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
