import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Step,
  StepButton,
  Stepper,
  Typography,
} from '@mui/material';
import {
  classifierFormSchema,
  classifierToForm,
  emptyClassifierForm,
  FILTER_TYPES,
  Messages,
  needsShortDelayConfirmation,
  RuleMessages,
  TEMPLATE_FILTER_TYPES,
  TestingGroup,
  UserRole,
  type ClassifierForm,
  type FilterType,
} from '@vigil/contracts';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useCustomerInfo } from '../../session/use-customer-info';
import { useDiscardGuard } from '../../shell/dialogs/discard-guard';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { ActionsStep } from './ActionsStep';
import { useClassifierApi } from './classifier-api';
import { ConditionsStep } from './ConditionsStep';
import { DefinitionStep } from './DefinitionStep';
import type { PickedFolder } from './FolderPicker';
import {
  conditionFields,
  definitionFields,
  resetForType,
  STEP_LABELS,
  stepOfField,
  type StepKey,
} from './form-helpers';
import { RetentionStep } from './RetentionStep';
import { createRuleMutation, ruleByClassifierIdQuery, updateRuleMutation } from './rule.queries';
import { emptyRuleForm, ruleRequestParts, ruleToForm, sameRuleForm, type RuleForm } from './rule-form';

export interface ClassifierDialogProps {
  /** Template classifiers of the back office: no Retention or Actions, a reason for change is required. */
  template: boolean;
  /** Edit: the classifier's id. */
  id: number | null;
  /** View only (read-only users always). */
  readOnly?: boolean;
  /** The step to open on (the first when the classifier has no such step). */
  initialStep?: StepKey;
  /**
   * A classifier created from the Actions step: the caller reopens it for editing there (its
   * actions can be set once it exists). Without it the dialog stays and edits it.
   */
  onCreatedOnActions?: (id: number) => void;
  close: () => void;
}

function firstErrorField(errors: FieldErrors<ClassifierForm>): string | null {
  const keys = Object.keys(errors);
  return keys[0] ?? null;
}

/** Asks a Yes/No question in a small dialog; resolves the answer. */
function Question({
  open,
  title,
  text,
  yes,
  no,
  onAnswer,
}: {
  open: boolean;
  title: string;
  text: string;
  yes: string;
  no: string;
  onAnswer: (answer: boolean | null) => void;
}) {
  return (
    <Dialog open={open} onClose={() => onAnswer(null)} aria-labelledby="classifier-question-title">
      <DialogTitle id="classifier-question-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{no}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)}>
          {yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Pending =
  | { kind: 'block'; resolve: (answer: boolean | null) => void }
  | { kind: 'shortDelay'; resolve: (answer: boolean | null) => void }
  | null;

/**
 * The classifier dialog (spec part 1 §2 "Classifiers screens"): Definition, Conditions, Retention
 * (Dev testing group), Actions. Serves addClassifier / editClassifier and, with `template`, the back
 * office's addTemplateClassifier / editTemplateClassifier.
 */
export function ClassifierDialog({
  template,
  id: initialId,
  readOnly: viewOnly,
  initialStep,
  onCreatedOnActions,
  close,
}: ClassifierDialogProps) {
  const user = useCurrentUser();
  const { tenantId, actingTenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const client = useApolloClient();
  const [classifierId, setClassifierId] = useState<number | null>(initialId);
  const isEdit = classifierId !== null;
  const admin = user.roles.includes(UserRole.SysAdmin);
  const regular = user.isRegular;
  const readOnly = Boolean(viewOnly) || user.isReadOnlyUser;
  const customerInfo = useCustomerInfo(template ? null : tenantId);
  const isDev = customerInfo?.testingGroups.includes(TestingGroup.Dev) ?? false;
  const api = useClassifierApi({ template, id: initialId, tenantId: actingTenantId });

  const steps: StepKey[] = useMemo(
    () => [
      'definition',
      'conditions',
      ...(template ? [] : isDev ? (['retention', 'actions'] as const) : (['actions'] as const)),
    ],
    [template, isDev],
  );
  // The step is kept by name: the Retention step appears once the testing groups are known.
  const [chosenStep, setChosenStep] = useState<StepKey>(initialStep ?? 'definition');
  const step = Math.max(0, steps.indexOf(chosenStep));
  const stepKey = steps[step]!;
  const setStep = useCallback(
    (index: number) => setChosenStep(steps[Math.min(Math.max(index, 0), steps.length - 1)]!),
    [steps],
  );

  const schema = useMemo(() => classifierFormSchema({ admin, template }), [admin, template]);
  const methods = useForm<ClassifierForm>({
    resolver: zodResolver(schema) as unknown as Resolver<ClassifierForm>,
    mode: 'onChange',
    defaultValues: emptyClassifierForm(template ? 'BY_CONTENT' : 'BY_CONTENT'),
  });
  const { reset, getValues, trigger, handleSubmit, control } = methods;
  const type = useWatch({ control, name: 'type' });
  const [folder, setFolder] = useState<PickedFolder | null>(null);
  const [loadedId, setLoadedId] = useState<number | null>(null);

  // Edit: fill the form once the classifier is read.
  useEffect(() => {
    if (!api.stored || initialId === null || loadedId === initialId) return;
    reset(classifierToForm(api.stored));
    const f = api.stored.folder;
    if (f && f.id != null)
      setFolder({ id: f.id, deviceId: f.deviceId, path: f.path, deviceName: f.deviceName });
    setLoadedId(initialId);
  }, [api.stored, initialId, loadedId, reset]);

  // The rule (Actions step).
  const ruleQuery = useQuery(ruleByClassifierIdQuery, {
    variables: { classifierId: classifierId ?? 0, tenantId: actingTenantId },
    skip: template || classifierId === null,
    fetchPolicy: 'network-only',
  });
  const storedRule = useMemo(() => ruleToForm(ruleQuery.data?.ruleByClassifierId ?? null), [ruleQuery.data]);
  const [rule, setRule] = useState<RuleForm>(emptyRuleForm());
  useEffect(() => setRule(storedRule), [storedRule]);

  // Escape or a click beside the dialog asks before unsaved input is thrown away.
  const { isDirty } = methods.formState;
  const ruleChanged = !sameRuleForm(rule, storedRule);
  useDiscardGuard(!readOnly && (isDirty || ruleChanged));

  const [pending, setPending] = useState<Pending>(null);
  const [saving, setSaving] = useState(false);
  const ask = (kind: 'block' | 'shortDelay') =>
    new Promise<boolean | null>((resolve) => setPending({ kind, resolve }));

  const onTypeChange = (next: FilterType) => {
    if (isEdit || next === getValues('type')) return;
    reset(resetForType(getValues(), emptyClassifierForm(next)), { keepDefaultValues: true });
    setFolder(null);
  };

  const fieldsOf = (key: StepKey): (keyof ClassifierForm)[] =>
    key === 'definition'
      ? definitionFields()
      : key === 'conditions'
        ? conditionFields(type)
        : key === 'retention'
          ? ['retentionPolicies']
          : [];

  const goTo = async (target: number) => {
    if (target > step && !readOnly) {
      for (let s = step; s < target; s += 1) {
        const ok = await trigger(fieldsOf(steps[s]!));
        if (!ok) {
          setStep(s);
          return;
        }
      }
    }
    setStep(target);
  };

  /** Asks what saving the rule needs (short delay); false when the user cancels. */
  const confirmRule = async (): Promise<boolean> => {
    if (template || sameRuleForm(rule, storedRule)) return true;
    const parts = ruleRequestParts(rule);
    const encryptionChanged =
      rule.encryptionEnabled !== storedRule.encryptionEnabled ||
      parts.encryptionSettings.delayDays !== ruleRequestParts(storedRule).encryptionSettings.delayDays;
    if (
      encryptionChanged &&
      needsShortDelayConfirmation(rule.encryptionEnabled, parts.encryptionSettings.delayDays)
    )
      return (await ask('shortDelay')) === true;
    return true;
  };

  /** Creates the rule when there is none, else updates it; nothing when unchanged. */
  const saveRule = async (id: number) => {
    if (template || sameRuleForm(rule, storedRule)) return;
    const parts = ruleRequestParts(rule);
    if (rule.id !== null) {
      await client.mutate({
        mutation: updateRuleMutation,
        variables: { request: { id: rule.id, ...parts }, tenantId: actingTenantId },
      });
    } else {
      await client.mutate({
        mutation: createRuleMutation,
        variables: {
          request: { classifierId: id, isActive: true, overrideOtherEncryptionRules: false, ...parts },
          tenantId: actingTenantId,
        },
      });
    }
  };

  const onValid = async (values: ClassifierForm) => {
    if (readOnly) return;
    setSaving(true);
    try {
      if (!isEdit) {
        const id = await api.create(values);
        snackbar.show(Messages.classifierCreated, 'success');
        if (stepKey === 'actions') {
          // Stay on Actions: the file events and encryption can be set now that the classifier exists.
          reset(values);
          if (onCreatedOnActions) onCreatedOnActions(id);
          else setClassifierId(id);
          return;
        }
        close();
        return;
      }
      if (
        values.type === 'COMPOUND' &&
        values.compoundGroups.some((g) => g.items.some((i) => i.nodeType === 'LIST'))
      ) {
        snackbar.show(Messages.legacyListNodeMustBeDeleted, 'error');
        setStep(steps.indexOf('conditions'));
        return;
      }
      let toSave = values;
      if (!template && api.stored?.templateId != null && !regular) {
        const answer = await ask('block');
        if (answer === null) return;
        toSave = { ...values, isBlocked: answer ? true : (api.stored.isBlocked ?? false) };
      }
      if (!(await confirmRule())) return;
      await api.update(classifierId, toSave);
      await saveRule(classifierId);
      snackbar.show(template ? Messages.templateClassifierUpdated : Messages.classifierUpdated, 'success');
      close();
    } catch (e) {
      snackbar.showError(e);
    } finally {
      setSaving(false);
    }
  };

  const onInvalid = (errors: FieldErrors<ClassifierForm>) => {
    const field = firstErrorField(errors);
    if (field) setStep(Math.max(0, steps.indexOf(stepOfField(field))));
  };

  if (initialId !== null && api.loading) {
    return (
      <DialogContent sx={{ py: 4 }}>
        <Typography color="text.secondary">{Messages.loading}</Typography>
      </DialogContent>
    );
  }
  if (initialId !== null && !api.stored) {
    return (
      <>
        <DialogContent sx={{ py: 4 }}>
          <Typography color="text.secondary">{api.error ?? Messages.notFound}</Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close}>Close</Button>
        </DialogActions>
      </>
    );
  }

  const last = step === steps.length - 1;
  return (
    <FormProvider {...methods}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
        }}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: 0,
          flex: 1,
          width: { sm: 820 },
          maxWidth: '100%',
        }}
      >
        <Box sx={{ px: 3, pt: 2.5, pb: 1 }}>
          <Stepper nonLinear activeStep={step} data-testid="classifier-stepper">
            {steps.map((s, i) => (
              <Step key={s} completed={false}>
                <StepButton onClick={() => void goTo(i)}>{STEP_LABELS[s]}</StepButton>
              </Step>
            ))}
          </Stepper>
        </Box>
        <DialogContent sx={{ pt: 2, minHeight: 360 }} data-testid={`classifier-step-${stepKey}`}>
          {readOnly && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {user.isReadOnlyUser ? Messages.readOnlyUser : 'You are viewing this classifier.'}
            </Alert>
          )}
          {stepKey === 'definition' && (
            <DefinitionStep
              isEdit={isEdit}
              readOnly={readOnly}
              admin={admin}
              regular={regular}
              template={template}
              templateBased={!template && api.stored?.templateId != null}
              types={template ? TEMPLATE_FILTER_TYPES : FILTER_TYPES}
              onTypeChange={onTypeChange}
              regulations={api.regulations}
              countries={api.countries}
            />
          )}
          {stepKey === 'conditions' && (
            <ConditionsStep
              readOnly={readOnly}
              isEdit={isEdit}
              tenantId={actingTenantId}
              classifierOptions={api.classifierOptions.filter((c) => c.id !== classifierId)}
              folder={folder}
              onFolderChange={setFolder}
            />
          )}
          {stepKey === 'retention' && <RetentionStep readOnly={readOnly} />}
          {stepKey === 'actions' && (
            <ActionsStep
              exists={isEdit}
              readOnly={readOnly}
              loading={ruleQuery.loading}
              tenantId={actingTenantId}
              value={rule}
              onChange={setRule}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, pt: 1.5, borderTop: '1px solid', borderColor: 'divider' }}>
          <Button onClick={close}>Close</Button>
          <Box sx={{ flex: 1 }} />
          <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
            Back
          </Button>
          {!last && (
            <Button variant={readOnly ? 'contained' : 'outlined'} onClick={() => void goTo(step + 1)}>
              Next
            </Button>
          )}
          {!readOnly && (
            <Button
              variant="contained"
              disabled={saving}
              onClick={() => void handleSubmit(onValid, onInvalid)()}
            >
              {isEdit ? 'Update' : 'Create'}
            </Button>
          )}
        </DialogActions>
      </Box>
      <Question
        open={pending?.kind === 'block'}
        title="Block policy auto update?"
        text={Messages.blockPolicyAutoUpdateQuestion}
        yes="Yes"
        no="No"
        onAnswer={(a) => {
          pending?.resolve(a);
          setPending(null);
        }}
      />
      <Question
        open={pending?.kind === 'shortDelay'}
        title={RuleMessages.shortDelayTitle}
        text={RuleMessages.shortDelayWarning}
        yes="Apply New Setting"
        no="Cancel"
        onAnswer={(a) => {
          pending?.resolve(a);
          setPending(null);
        }}
      />
    </FormProvider>
  );
}
