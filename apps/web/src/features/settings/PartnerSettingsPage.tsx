import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Avatar, Box, Button, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import UploadRounded from '@mui/icons-material/UploadRounded';
import {
  RouteRole,
  logoProblem,
  partnerSettingsFormSchema,
  TenantLimits,
  TenantMessages,
} from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { BrandShield } from '../../components/BrandMark';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../session/current-user';
import { isSysAdmin } from '../../session/route-decisions';
import { useTenantScope } from '../../session/tenant-scope';
import { useShellArea } from '../../shell/use-shell-area';
import {
  partnerSettingsDirty,
  partnerUpdateRequest,
  partnerValuesOf,
  type PartnerSettingsValues,
} from './partner-settings-model';
import { SelfRegistrationLinks } from '../tenants/SelfRegistrationLinks';
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
import { partnerSettingsQuery, updatePartnerSettingsMutation } from './settings.query';
import { SettingsTabs } from './SettingsTabs';

type FormField = 'name' | 'countryId' | 'phone' | 'licenseCountExceededMessage' | 'hubspotId';

function formErrors(values: PartnerSettingsValues): Partial<Record<FormField, string>> {
  return fieldErrors<FormField>(partnerSettingsFormSchema, values);
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The back office has no partner profile of its own: its partners' settings are theirs. */
function BackOfficeNotice() {
  return (
    <Alert severity="info" sx={{ maxWidth: 760 }}>
      The back office has no partner profile. To change a partner&apos;s settings, open the partner from
      Tenants and use its Settings menu, or edit it in the Tenants list.
    </Alert>
  );
}

/**
 * Settings → Partner settings (spec part 2 §2.3, §5, §6): company, country, phone, two-step
 * verification, the logo (at most 32 × 32 pixels, or the default), the licence message (empty: the
 * default), the sign-up links; Can Sign Up New Partners and the HubSpot fields for SysAdmin only.
 */
function PartnerSettingsForm({ partnerId }: { partnerId: number }) {
  const { actingTenantId } = useTenantScope();
  const user = useCurrentUser();
  const submitSettings = useSettingsSubmit();
  const sysAdmin = isSysAdmin(user);
  const canEdit = !user.isReadOnlyUser && !user.isRegular;
  const argTenant = actingTenantId ?? undefined;
  const query = useQuery(partnerSettingsQuery, {
    variables: { id: partnerId, tenantId: argTenant },
    fetchPolicy: 'network-only',
  });
  const [save, saving] = useMutation(updatePartnerSettingsMutation, { refetchQueries: ['userInfo'] });
  const partner = query.data?.partner2;
  const saved = useMemo(() => (partner ? partnerValuesOf(partner) : null), [partner]);
  const draft = useSettingsDraft<PartnerSettingsValues, FormField>(saved);
  const { values, set } = draft;
  const [logoError, setLogoError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => setLogoError(null), [saved]);

  if (!partner || !saved || !values)
    return <SettingsPending error={partner ? undefined : query.error} onRetry={() => void query.refetch()} />;

  const errors = formErrors(values);
  const dirty = partnerSettingsDirty(saved, values, sysAdmin);
  const shown = (field: FormField) => draft.shown(errors, field);
  const text = settingsTextFields(draft, values, errors, !canEdit, TenantLimits.nameMax);

  const pickLogo = async (file: File | undefined) => {
    if (!file) return;
    const dataUrl = await readAsDataUrl(file);
    const problem = logoProblem(dataUrl);
    setLogoError(problem);
    if (!problem) set({ logo: dataUrl });
  };

  const submit = () =>
    submitSettings({
      draft,
      errors,
      blocked: Boolean(logoError),
      save: () =>
        save({
          variables: {
            request: partnerUpdateRequest(partner.id, saved, values, sysAdmin),
            tenantId: argTenant,
          },
        }),
      message: TenantMessages.partnerUpdated,
      reload: () => query.refetch(),
    });

  return (
    <>
      <SettingsColumns>
        <SettingsColumn title="Partner Profile">
          {text('name', 'Company Name', { required: true, max: TenantLimits.nameMax })}
          <SettingsCountrySelect
            value={values.countryId}
            countries={query.data?.countries ?? []}
            disabled={!canEdit}
            onChange={(countryId) => set({ countryId })}
            error={shown('countryId')}
          />
          {text('phone', 'Phone', { max: 32, placeholder: '+1999999999' })}
          <FormControlLabel
            control={
              <Switch
                checked={values.twoStepVerification}
                disabled={!canEdit}
                onChange={(e) => set({ twoStepVerification: e.target.checked })}
              />
            }
            label="Two-Step Verification"
            sx={{ display: 'flex', mt: 1 }}
          />
          <TextField
            label="License Count Exceeded Message"
            value={values.licenseCountExceededMessage}
            placeholder={partner.defaultLicenseCountExceededMessage}
            disabled={!canEdit}
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            onChange={(e) => set({ licenseCountExceededMessage: e.target.value })}
            onBlur={() => draft.touch('licenseCountExceededMessage')}
            error={Boolean(shown('licenseCountExceededMessage'))}
            helperText={
              shown('licenseCountExceededMessage') ?? 'Left empty, customers see the default message.'
            }
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { maxLength: TenantLimits.licenseMessageMax + 1 },
            }}
          />
        </SettingsColumn>

        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <SettingsColumn title="Logo">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Box
                sx={{
                  width: 56,
                  height: 56,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'grey.900',
                }}
                data-testid="logo-preview"
              >
                {values.logo ? (
                  <Avatar
                    src={values.logo}
                    alt="Partner logo"
                    variant="square"
                    sx={{ width: 32, height: 32 }}
                  />
                ) : (
                  <BrandShield size={32} />
                )}
              </Box>
              <Box>
                <Typography variant="body2">{values.logo ? 'Your logo' : 'The default logo'}</Typography>
                <Typography variant="caption" color="text.secondary">
                  PNG, JPEG, GIF or SVG, at most {TenantLimits.logoMaxPx} × {TenantLimits.logoMaxPx} pixels.
                </Typography>
              </Box>
            </Box>
            {logoError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {logoError}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/svg+xml"
                hidden
                aria-label="Logo file"
                onChange={(e) => {
                  void pickLogo(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <Button
                variant="outlined"
                startIcon={<UploadRounded />}
                disabled={!canEdit}
                onClick={() => fileInput.current?.click()}
              >
                Upload Logo
              </Button>
              <Button
                color="inherit"
                disabled={!canEdit || values.logo === null}
                onClick={() => {
                  setLogoError(null);
                  set({ logo: null });
                }}
              >
                Reset to Default
              </Button>
            </Box>
          </SettingsColumn>

          <SelfRegistrationLinks partnerId={partner.id} />

          {sysAdmin && (
            <SettingsColumn title="Back office">
              <FormControlLabel
                control={
                  <Switch
                    checked={values.canSignUpNewPartners}
                    onChange={(e) => set({ canSignUpNewPartners: e.target.checked })}
                  />
                }
                label="Can Sign Up New Partners"
                sx={{ display: 'flex' }}
              />
              {text('hubspotId', 'Hubspot ID', { max: TenantLimits.hubspotIdMax })}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Synchronized with HubSpot:{' '}
                {partner.hubspotSynchronizationTimestamp
                  ? dateTimeFormat.format(new Date(partner.hubspotSynchronizationTimestamp))
                  : 'never'}
              </Typography>
            </SettingsColumn>
          )}
        </Box>
      </SettingsColumns>
      {canEdit && (
        <SettingsSaveBar
          dirty={dirty}
          busy={saving.loading}
          onSave={() => void submit()}
          onReset={() => {
            draft.reset();
            setLogoError(null);
          }}
        />
      )}
    </>
  );
}

export default function PartnerSettingsPage({ info }: { info: AreaInfo }) {
  const { area } = useShellArea();
  const { tenantId } = useTenantScope();
  return (
    <PageContainer>
      <PageHeader title="Settings" description={info.summary} />
      <SettingsTabs current="main" />
      {area === RouteRole.Admin ? <BackOfficeNotice /> : <PartnerSettingsForm partnerId={tenantId} />}
    </PageContainer>
  );
}
