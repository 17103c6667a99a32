import { useEffect, useMemo, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, DialogActions, DialogContent, Step, StepLabel, Stepper } from '@mui/material';
import {
  encryptionDelayDaysOf,
  Limits,
  Messages,
  needsShortDelayConfirmation,
  RuleMessages,
} from '@vigil/contracts';
import { DialogMessage } from '../../components/DialogMessage';
import { errorText } from '../../graphql/error-text';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { AllowlistStep } from './AllowlistStep';
import { ClassifierStep, type ClassifierOption } from './ClassifierStep';
import {
  classifiersToEncryptQuery,
  encryptionForecastQuery,
  processesToSetUpEncryptionQuery,
  wizardCreateRuleMutation,
  wizardRuleQuery,
  wizardUpdateRuleMutation,
} from './encryption-wizard.queries';
import { SummaryStep, type ForecastView } from './SummaryStep';
import { WizardConfirm } from './WizardConfirm';
import {
  DEFAULT_DELAY_TEXT,
  ENCRYPTION_TURNED_ON,
  toggleProcess,
  WIZARD_STEPS,
  wizardSave,
} from './wizard-save';

interface WizardData {
  classifierId?: number;
}

type Confirming = null | 'shortDelay' | 'save';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The Encryption Wizard (spec part 1 §2, §4): Classifier → Decryption Allowlist → Summary. Saving
 * turns encryption on for the classifier's rule, creating the rule when it has none. A read-only
 * user (who may still arrive by a link) is told so at once instead of failing at the last step.
 */
export default function EncryptionWizardDialog(props: DialogBodyProps) {
  const readOnly = useCurrentUser().isReadOnlyUser;
  return readOnly ? <DialogMessage>{Messages.readOnlyUser}</DialogMessage> : <EncryptionWizard {...props} />;
}

function EncryptionWizard({ data, close }: DialogBodyProps) {
  const preselected = (data as WizardData | undefined)?.classifierId ?? null;
  const { actingTenantId: tenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const client = useApolloClient();
  const [step, setStep] = useState(0);
  const [classifierId, setClassifierId] = useState<number | null>(preselected);
  const [classifierError, setClassifierError] = useState<string | null>(null);
  const [decryptProcesses, setDecryptProcesses] = useState<number[]>([]);
  const [delayText, setDelayText] = useState(DEFAULT_DELAY_TEXT);
  const [prefilledFor, setPrefilledFor] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [saving, setSaving] = useState(false);

  const classifiers = useQuery(classifiersToEncryptQuery, {
    variables: { take: Limits.maxPageSize, order: [{ name: 'ASC' }], tenantId },
    fetchPolicy: 'network-only',
  });
  const options: ClassifierOption[] = useMemo(
    () => classifiers.data?.classifiersToEncrypt.items ?? [],
    [classifiers.data],
  );
  const classifier: ClassifierOption | null = useMemo(() => {
    if (classifierId === null) return null;
    return (
      options.find((o) => o.id === classifierId) ??
      (classifiers.loading
        ? null
        : { id: classifierId, name: `Classifier ${classifierId}`, costUsd: 0, entriesCount: 0 })
    );
  }, [classifierId, options, classifiers.loading]);

  const rule = useQuery(wizardRuleQuery, {
    variables: { classifierId: classifierId ?? 0, tenantId },
    skip: classifierId === null,
    fetchPolicy: 'network-only',
  });
  const existingRule = classifierId === null ? null : (rule.data?.ruleByClassifierId ?? null);

  // An existing rule's allowlist and delay are the starting point; otherwise none and 30 days.
  useEffect(() => {
    if (classifierId === null || rule.loading || prefilledFor === classifierId) return;
    const enc = rule.data?.ruleByClassifierId?.encryptionSettings;
    setDecryptProcesses(enc?.decryptProcesses.map((p) => p.processId) ?? []);
    setDelayText(enc?.isEnabled ? String(enc.delayDays) : DEFAULT_DELAY_TEXT);
    setPrefilledFor(classifierId);
  }, [classifierId, rule.loading, rule.data, prefilledFor]);

  const processes = useQuery(processesToSetUpEncryptionQuery, {
    variables: { classifierId: classifierId ?? 0, tenantId },
    skip: classifierId === null || step < 1,
    fetchPolicy: 'network-only',
  });
  const apps = useMemo(
    () => (processes.data?.processesToSetUpEncryption ?? []).filter((p) => p.mightBeShareDataOutside),
    [processes.data],
  );

  const delayDays = encryptionDelayDaysOf(delayText);
  const forecastDelay = useDebounced(delayDays, Limits.filterDebounceMs);
  const forecastQuery = useQuery(encryptionForecastQuery, {
    variables: { classifierId: classifierId ?? 0, daysSchedule: forecastDelay, tenantId },
    skip: classifierId === null || step < 2,
    fetchPolicy: 'network-only',
  });
  const forecast: ForecastView | null = forecastQuery.data
    ? {
        currentRisk: forecastQuery.data.classifierEncryptionForecastDetails.currentRisk,
        futurePrediction: forecastQuery.data.classifierEncryptionForecastDetails.futurePrediction,
        totals: forecastQuery.data.classifierEncryptionForecastTotals,
      }
    : null;

  const [createRule] = useMutation(wizardCreateRuleMutation);
  const [updateRule] = useMutation(wizardUpdateRuleMutation);

  const chooseClassifier = (value: ClassifierOption | null) => {
    setClassifierId(value?.id ?? null);
    setClassifierError(null);
  };

  const next = () => {
    if (step === 0) {
      if (classifierId === null) {
        setClassifierError(RuleMessages.classifierRequired);
        return;
      }
      if (rule.loading) return;
    }
    setStep((s) => Math.min(s + 1, WIZARD_STEPS.length - 1));
  };

  const requestSave = () =>
    setConfirming(needsShortDelayConfirmation(true, delayDays) ? 'shortDelay' : 'save');

  const save = async () => {
    if (!classifier) return;
    setSaving(true);
    try {
      const plan = wizardSave({
        classifier: { id: classifier.id, name: classifier.name },
        ruleId: existingRule?.id ?? null,
        delayDays,
        decryptProcesses,
      });
      if (plan.kind === 'create') await createRule({ variables: { request: plan.request, tenantId } });
      else await updateRule({ variables: { request: plan.request, tenantId } });
      snackbar.show(ENCRYPTION_TURNED_ON, 'success');
      setConfirming(null);
      close();
      await client.refetchQueries({ include: 'active' });
    } catch (error) {
      setConfirming(null);
      snackbar.showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogContent sx={{ width: { sm: 640 }, pt: '20px !important', pb: 1 }}>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {WIZARD_STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box sx={{ minHeight: 280 }}>
          {step === 0 && (
            <ClassifierStep
              options={options}
              loading={classifiers.loading}
              value={classifier}
              onChange={chooseClassifier}
              locked={preselected !== null}
              error={classifierError ?? (classifiers.error ? errorText(classifiers.error) : null)}
            />
          )}
          {step === 1 && (
            <AllowlistStep
              apps={apps}
              loading={processes.loading}
              selected={decryptProcesses}
              onToggle={(id, on) => setDecryptProcesses((old) => toggleProcess(old, id, on))}
            />
          )}
          {step === 2 && classifier && (
            <SummaryStep
              classifierName={classifier.name}
              delayText={delayText}
              onDelayChange={setDelayText}
              forecast={forecast}
              loading={forecastQuery.loading || forecastDelay !== delayDays}
              error={forecastQuery.error ? errorText(forecastQuery.error) : null}
              allowlistCount={decryptProcesses.length}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, pt: 1.5 }}>
        {step === 0 ? (
          <Button onClick={close}>Close</Button>
        ) : (
          <Button onClick={() => setStep((s) => s - 1)}>Back</Button>
        )}
        <Box sx={{ flex: 1 }} />
        {step === 0 && (
          <Button variant="contained" onClick={next}>
            Set Up Allowlist
          </Button>
        )}
        {step === 1 && (
          <Button variant="contained" onClick={next}>
            Next
          </Button>
        )}
        {step === 2 && (
          <Button variant="contained" onClick={requestSave} disabled={saving}>
            Save Encryption Settings
          </Button>
        )}
      </DialogActions>
      <WizardConfirm
        open={confirming === 'shortDelay'}
        title="Short encryption delay"
        confirmLabel={RuleMessages.shortDelayTitle}
        onConfirm={() => setConfirming('save')}
        onCancel={() => setConfirming(null)}
      >
        {RuleMessages.shortDelayWarning} The delay is now {delayDays} day{delayDays === 1 ? '' : 's'}.
      </WizardConfirm>
      <WizardConfirm
        open={confirming === 'save'}
        title="Turn on encryption?"
        confirmLabel="Turn On Encryption"
        busy={saving}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(null)}
      >
        Files of <b>{classifier?.name}</b> not accessed for {delayDays} day{delayDays === 1 ? '' : 's'} will
        be encrypted on the devices
        {existingRule ? ' (its existing rule is updated)' : ''}.{' '}
        {decryptProcesses.length > 0
          ? `${decryptProcesses.length} allowlisted application${decryptProcesses.length === 1 ? '' : 's'} decrypt${decryptProcesses.length === 1 ? 's' : ''} them automatically.`
          : 'No application decrypts them automatically.'}
      </WizardConfirm>
    </>
  );
}
