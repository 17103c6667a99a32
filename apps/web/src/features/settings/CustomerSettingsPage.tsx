import { useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControlLabel,
  MenuItem,
  Slider,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  ALERT_RULE_VALUES,
  BUSINESS_SIZE_LABELS,
  BUSINESS_SIZES,
  CUSTOMER_SETTING_FLAGS,
  customerProfileFormSchema,
  SettingsMessages,
  SUBSCRIPTION_TYPE_LABELS,
  TenantLimits,
  type AlertRuleValue,
  type BusinessSize,
  type CustomerSettingFlag,
  type SubscriptionType,
} from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { CopyableValue } from '../../components/CopyableValue';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import {
  defaultsHidden,
  FLAG_SETTINGS,
  isDirty,
  questionFor,
  subscriptionChoices,
  updateRequest,
  valuesOf,
  type CustomerSettingsValues,
  type FlagQuestion,
} from './customer-settings-model';
import { DecryptionCredentialsDialog } from './DecryptionCredentialsDialog';
import { securityGroupChoicesQuery } from '../security-groups/security-groups.queries';
import { customerSettingsQuery, updateCustomerSettingsMutation } from './settings.query';
import {
  fieldErrors,
  settingsTextFields,
  SettingsColumn,
  SettingsColumns,
  SettingsCountrySelect,
  SettingsPending,
  SettingsSaveBar,
  useSettingsDraft,
  useSettingsSubmit,
} from './settings-layout';
import { SettingsTabs } from './SettingsTabs';
import { TemporaryDecryptionKey } from './TemporaryDecryptionKey';

const ALERT_RULE_LABELS: Record<AlertRuleValue, string> = {
  IMMEDIATE: 'Immediate',
  DAILY: 'Daily',
  NONE: 'None',
};

type ProfileField =
  'name' | 'countryId' | 'phoneNumber' | 'state' | 'city' | 'streetAddress' | 'apartment' | 'zipCode';

/** The profile's problems by field (spec part 2 §5 "Customer profile"), from the contracts' schema. */
function profileErrors(values: CustomerSettingsValues): Partial<Record<ProfileField, string>> {
  return fieldErrors<ProfileField>(customerProfileFormSchema, values);
}

function Subheading({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="overline"
      color="text.secondary"
      component="h3"
      sx={{ display: 'block', mt: 2.5, mb: 0.5 }}
    >
      {children}
    </Typography>
  );
}

function QuestionDialog({
  question,
  onAnswer,
}: {
  question: FlagQuestion | null;
  onAnswer: (answer: 'yes' | 'no' | 'cancel' | 'apply') => void;
}) {
  const label = question ? FLAG_SETTINGS[question.flag].label : '';
  const warning = question?.kind === 'monitoringWarning';
  const enabling = question?.value === true;
  return (
    <Dialog
      open={question !== null}
      onClose={() => onAnswer(warning ? 'cancel' : 'no')}
      maxWidth="xs"
      fullWidth
      aria-labelledby="settings-question-title"
      data-testid="settings-question"
    >
      {question && (
        <>
          <DialogTitle id="settings-question-title">
            {warning
              ? enabling
                ? SettingsMessages.monitoringEnableTitle
                : SettingsMessages.monitoringDisableTitle
              : SettingsMessages.applyToDevicesTitle}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              {warning
                ? enabling
                  ? SettingsMessages.monitoringEnableWarning
                  : SettingsMessages.monitoringDisableWarning
                : SettingsMessages.applyToDevicesQuestion(label)}
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            {warning ? (
              <>
                <Button color="inherit" onClick={() => onAnswer('cancel')}>
                  Cancel
                </Button>
                <Button
                  variant="contained"
                  color={enabling ? 'primary' : 'warning'}
                  onClick={() => onAnswer('apply')}
                >
                  Apply New Setting
                </Button>
              </>
            ) : (
              <>
                <Button color="inherit" onClick={() => onAnswer('no')}>
                  No
                </Button>
                <Button variant="contained" onClick={() => onAnswer('yes')}>
                  Yes
                </Button>
              </>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/**
 * Settings → Customer settings (spec part 2 §2.6, §4, §5): General Settings (the defaults of new
 * devices, security groups, alerts, scanner delay, FIPS, two-step verification, agent keys,
 * decryption credentials) and the Customer Profile, saved together from a sticky bar whose Save and
 * Reset wait until something differs from what is saved.
 */
export default function CustomerSettingsPage({ info }: { info: AreaInfo }) {
  const { tenantId, actingTenantId } = useTenantScope();
  const user = useCurrentUser();
  const submitSettings = useSettingsSubmit();
  const canEdit = !user.isReadOnlyUser && !user.isRegular;
  const argTenant = actingTenantId ?? undefined;
  const query = useQuery(customerSettingsQuery, {
    variables: { id: tenantId, tenantId: argTenant },
    fetchPolicy: 'network-only',
  });
  const [save, saving] = useMutation(updateCustomerSettingsMutation, { refetchQueries: ['getCustomerInfo'] });
  const groups = useQuery(securityGroupChoicesQuery, {
    variables: { tenantId: argTenant },
    fetchPolicy: 'network-only',
  });
  const groupChoices = groups.data?.deviceSettingsGroups.items ?? [];

  const customer = query.data?.customer2;
  const saved = useMemo(() => (customer ? valuesOf(customer) : null), [customer]);
  const draft = useSettingsDraft<CustomerSettingsValues, ProfileField>(saved);
  const { values, set } = draft;
  const [question, setQuestion] = useState<FlagQuestion | null>(null);
  const [credentialsOpen, setCredentialsOpen] = useState(false);

  if (!customer || !saved || !values)
    return (
      <SettingsPending error={customer ? undefined : query.error} onRetry={() => void query.refetch()} grow />
    );

  const errors = profileErrors(values);
  const dirty = isDirty(saved, values);
  const shownError = (field: ProfileField) => draft.shown(errors, field);
  const textField = settingsTextFields(draft, values, errors, !canEdit, TenantLimits.addressMax);

  const changeFlag = (flag: CustomerSettingFlag, value: boolean) => setQuestion(questionFor(flag, value));
  const answer = (reply: 'yes' | 'no' | 'cancel' | 'apply') => {
    const q = question;
    setQuestion(null);
    if (!q || reply === 'cancel') return;
    const others = values.applyToDevices.filter((f) => f !== q.flag);
    set({
      flags: { ...values.flags, [q.flag]: q.value },
      applyToDevices: reply === 'yes' ? [...others, q.flag] : others,
    });
  };

  const submit = () =>
    submitSettings({
      draft,
      errors,
      save: () =>
        save({ variables: { request: updateRequest(customer.id, saved, values), tenantId: argTenant } }),
      message: SettingsMessages.customerSettingsUpdated,
      reload: () => query.refetch(),
    });

  const flagBox = (flag: CustomerSettingFlag) => (
    <FormControlLabel
      key={flag}
      control={
        <Checkbox
          checked={values.flags[flag]}
          disabled={!canEdit}
          onChange={(e) => changeFlag(flag, e.target.checked)}
          slotProps={{
            input: { 'aria-label': `${FLAG_SETTINGS[flag].label} (${FLAG_SETTINGS[flag].group})` },
          }}
        />
      }
      label={
        <>
          {FLAG_SETTINGS[flag].label}
          {values.applyToDevices.includes(flag) && (
            <Typography component="span" variant="caption" color="primary" sx={{ ml: 1 }}>
              also on existing devices
            </Typography>
          )}
        </>
      }
      sx={{ display: 'flex' }}
    />
  );
  const groupFlags = (group: 'workstations' | 'servers' | 'all') =>
    CUSTOMER_SETTING_FLAGS.filter((f) => FLAG_SETTINGS[f].group === group).map(flagBox);

  const subscription = subscriptionChoices(saved.subscriptionType);
  const groupSelect = (
    field: 'laptopsSettingsGroupId' | 'serversSettingsGroupId',
    label: string,
    current: { id: number; name: string } | null,
  ) => (
    <TextField
      select
      label={label}
      required
      value={values[field] ?? ''}
      disabled={!canEdit}
      fullWidth
      margin="dense"
      onChange={(e) => set({ [field]: e.target.value === '' ? null : Number(e.target.value) })}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">None</MenuItem>
      {current && !groupChoices.some((g) => g.id === current.id) && (
        <MenuItem value={current.id}>{current.name}</MenuItem>
      )}
      {groupChoices.map((g) => (
        <MenuItem key={g.id} value={g.id}>
          {g.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <PageContainer>
      <PageHeader title="Settings" description={info.summary} />
      <SettingsTabs current="main" />
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only administrators can change these settings.
        </Alert>
      )}
      <SettingsColumns>
        <SettingsColumn title="General Settings">
          <Typography variant="body2" color="text.secondary">
            Defaults for new devices. Changing one asks whether to apply it to the existing devices too.
          </Typography>
          {defaultsHidden(values) ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Both security groups are set: they decide the settings of every device.
            </Alert>
          ) : (
            <Box data-testid="default-device-settings">
              <Subheading>Workstations</Subheading>
              {groupFlags('workstations')}
              <Subheading>Servers</Subheading>
              {groupFlags('servers')}
              <Subheading>All devices</Subheading>
              {groupFlags('all')}
            </Box>
          )}
          <Subheading>Security groups</Subheading>
          {groupSelect(
            'laptopsSettingsGroupId',
            'Workstations Security Group',
            customer.laptopsSettingsGroup,
          )}
          {groupSelect('serversSettingsGroupId', 'Servers Security Group', customer.serversSettingsGroup)}

          <Subheading>Alerts and scanning</Subheading>
          <TextField
            select
            label="Alert Notifications"
            value={values.alertRule}
            disabled={!canEdit}
            fullWidth
            margin="dense"
            onChange={(e) => set({ alertRule: e.target.value as AlertRuleValue })}
          >
            {ALERT_RULE_VALUES.map((rule) => (
              <MenuItem key={rule} value={rule}>
                {ALERT_RULE_LABELS[rule]}
              </MenuItem>
            ))}
          </TextField>
          <Typography id="scanner-delay-label" variant="body2" sx={{ mt: 1.5 }}>
            Scanner Delay: {values.scannerDelayMinute} minutes
          </Typography>
          <Slider
            aria-labelledby="scanner-delay-label"
            value={values.scannerDelayMinute}
            min={0}
            max={TenantLimits.scannerDelayMax}
            marks={[
              { value: 0, label: '0' },
              { value: TenantLimits.scannerDelayMax, label: String(TenantLimits.scannerDelayMax) },
            ]}
            disabled={!canEdit}
            onChange={(_e, v) => set({ scannerDelayMinute: v })}
            sx={{ mx: 1, width: 'calc(100% - 16px)' }}
          />

          <Subheading>Security</Subheading>
          <FormControlLabel
            control={
              <Switch
                checked={values.fipsRequested}
                disabled={!canEdit}
                onChange={(e) => set({ fipsRequested: e.target.checked })}
              />
            }
            label="Request FIPS Mode"
            sx={{ display: 'flex' }}
          />
          <TextField
            select
            label="Two-Step Verification"
            value={values.twoStepVerification ? 'enabled' : 'disabled'}
            disabled={!canEdit}
            fullWidth
            margin="dense"
            onChange={(e) => set({ twoStepVerification: e.target.value === 'enabled' })}
          >
            <MenuItem value="enabled">Enabled</MenuItem>
            <MenuItem value="disabled">Disabled</MenuItem>
          </TextField>

          {(customer.agentKey || customer.agentUninstallKey) && (
            <>
              <Subheading>Agent keys</Subheading>
              {customer.agentKey && (
                <Box sx={{ mb: 1.5 }}>
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    Install key
                  </Typography>
                  <CopyableValue label="Install key" value={customer.agentKey} />
                </Box>
              )}
              {customer.agentUninstallKey && (
                <Box>
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    Uninstall key
                  </Typography>
                  <CopyableValue label="Uninstall key" value={customer.agentUninstallKey} />
                </Box>
              )}
            </>
          )}

          <Subheading>Decryption</Subheading>
          <Button variant="outlined" onClick={() => setCredentialsOpen(true)} disabled={!canEdit}>
            Decryption Credentials
          </Button>
          <Typography variant="body2" sx={{ mt: 2, mb: 0.5 }}>
            Temporary Decryption Key
          </Typography>
          <TemporaryDecryptionKey
            tenantId={argTenant}
            current={customer.tempDecryptKey}
            disabled={!canEdit}
          />
        </SettingsColumn>

        <SettingsColumn title="Customer Profile">
          {textField('name', 'Company Name', { required: true, max: TenantLimits.nameMax })}
          <TextField
            select
            label="Subscription Type"
            value={values.subscriptionType ?? ''}
            disabled={!canEdit || !subscription.enabled}
            fullWidth
            margin="dense"
            onChange={(e) => set({ subscriptionType: e.target.value as SubscriptionType })}
            helperText={
              subscription.enabled ? 'A One Time Scan subscription can move to Monitoring.' : undefined
            }
          >
            {subscription.options.map((t) => (
              <MenuItem key={t} value={t}>
                {SUBSCRIPTION_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Business Size"
            value={values.businessSize}
            disabled={!canEdit}
            fullWidth
            margin="dense"
            onChange={(e) => set({ businessSize: e.target.value as BusinessSize })}
          >
            {BUSINESS_SIZES.map((size) => (
              <MenuItem key={size} value={size}>
                {BUSINESS_SIZE_LABELS[size]}
              </MenuItem>
            ))}
          </TextField>
          <SettingsCountrySelect
            value={values.countryId}
            countries={query.data?.countries ?? []}
            disabled={!canEdit}
            onChange={(countryId) => set({ countryId })}
            error={shownError('countryId')}
          />
          {textField('phoneNumber', 'Phone', { placeholder: '+1999999999', max: 32 })}
          <Divider sx={{ my: 1.5 }} />
          {textField('streetAddress', 'Street Address')}
          {textField('apartment', 'Apartment')}
          {textField('city', 'City')}
          {textField('state', 'State')}
          {textField('zipCode', 'Zip Code', { max: TenantLimits.zipCodeMax })}
        </SettingsColumn>
      </SettingsColumns>

      {canEdit && (
        <SettingsSaveBar
          dirty={dirty}
          busy={saving.loading}
          onSave={() => void submit()}
          onReset={draft.reset}
        />
      )}

      <QuestionDialog question={question} onAnswer={answer} />
      <DecryptionCredentialsDialog
        open={credentialsOpen}
        tenantId={argTenant}
        onClose={() => setCredentialsOpen(false)}
      />
    </PageContainer>
  );
}
