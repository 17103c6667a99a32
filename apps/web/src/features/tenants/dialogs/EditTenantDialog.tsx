import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import {
  STORED_TESTING_GROUPS,
  TESTING_GROUP_NAMES,
  TenantLimits,
  TenantMessages,
  editCustomerFormSchema,
  editPartnerFormSchema,
  onboardingFormSchema,
  type TestingGroupId,
} from '@vigil/contracts';
import { FormToggle } from '../../../components/FormToggle';
import { useCurrentUser } from '../../../session/current-user';
import { isSysAdmin } from '../../../session/route-decisions';
import { useTenantScope } from '../../../session/tenant-scope';
import type { DialogBodyProps } from '../../../shell/dialogs/dialog-registry';
import {
  customerQuery,
  partnerQuery,
  updateCustomerMutation,
  updatePartnerMutation,
} from '../tenants.queries';
import { OnboardingFields, useOnboardingSave } from './OnboardingFields';
import {
  BusinessSizeField,
  CompanyNameField,
  CountryAndPhoneFields,
  DialogLoading,
  DialogMessage,
  DialogNotFound,
  TenantDialogForm,
  TwoColumns,
  textField,
} from './tenant-form-parts';
import { useSaveAndClose } from '../../../components/use-save-and-close';

type TenantData = { id: number; tenantType: 'PARTNER' | 'CUSTOMER' };

const partnerFormSchema = editPartnerFormSchema.extend(onboardingFormSchema.shape);
const customerFormSchema = editCustomerFormSchema.extend(onboardingFormSchema.shape);
type PartnerFormValues = z.infer<typeof partnerFormSchema>;
type CustomerFormValues = z.infer<typeof customerFormSchema>;

/** dialogType editTenant, data {id, tenantType}: the partner's or the customer's details. */
export default function EditTenantDialog({ data, close }: DialogBodyProps) {
  const { id, tenantType } = data as TenantData;
  return tenantType === 'PARTNER' ? (
    <EditPartner id={id} close={close} />
  ) : (
    <EditCustomer id={id} close={close} />
  );
}

/** The back office (route role admin) also sets the onboarding data here (spec part 2 §2.5). */
function useBackOffice(): boolean {
  return useCurrentUser().routeRole === 'admin';
}

function EditPartner({ id, close }: { id: number; close: () => void }) {
  const scope = useTenantScope();
  const loaded = useQuery(partnerQuery, {
    variables: { id, tenantId: scope.tenantId },
    fetchPolicy: 'network-only',
  });
  if (loaded.error) return <DialogMessage error>{loaded.error.message}</DialogMessage>;
  if (loaded.loading) return <DialogLoading />;
  const p = loaded.data?.partner2;
  if (!p) return <DialogNotFound />;
  return (
    <PartnerForm
      id={id}
      close={close}
      initial={{
        name: p.name,
        countryId: p.country.id,
        phone: p.phone ?? '',
        twoStepVerification: p.twoStepVerification,
        canSignUpNewPartners: p.canSignUpNewPartners,
        licenseCountExceededMessage: p.licenseCountExceededMessage,
        onboarding: p.onboarding ?? false,
        onboardingUserId: p.onboardingUser?.id ?? null,
      }}
    />
  );
}

function PartnerForm({ id, initial, close }: { id: number; initial: PartnerFormValues; close: () => void }) {
  const scope = useTenantScope();
  const user = useCurrentUser();
  const backOffice = useBackOffice();
  const { save } = useSaveAndClose(close);
  const [update] = useMutation(updatePartnerMutation);
  const saveOnboarding = useOnboardingSave();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PartnerFormValues>({
    resolver: zodResolver(partnerFormSchema),
    defaultValues: initial,
  });
  const onSubmit = handleSubmit((form) =>
    save(TenantMessages.partnerUpdated, async () => {
      await update({
        variables: {
          tenantId: scope.tenantId,
          request: {
            id,
            name: form.name,
            country: { id: form.countryId },
            phone: form.phone,
            twoStepVerification: form.twoStepVerification,
            licenseCountExceededMessage: form.licenseCountExceededMessage,
            ...(isSysAdmin(user) ? { canSignUpNewPartners: form.canSignUpNewPartners } : {}),
          },
        },
      });
      if (backOffice) await saveOnboarding(id, initial, form);
    }),
  );
  return (
    <TenantDialogForm
      onSubmit={onSubmit}
      close={close}
      busy={isSubmitting}
      label="Save"
      disabled={!isDirty}
      dirty={isDirty}
    >
      <CompanyNameField register={register} error={errors.name?.message} />
      <CountryAndPhoneFields
        control={control}
        register={register}
        errors={errors}
        phone="phone"
        phoneRequired
      />
      <TextField
        label="License count exceeded message"
        multiline
        minRows={2}
        {...textField(register, 'licenseCountExceededMessage')}
        error={Boolean(errors.licenseCountExceededMessage)}
        helperText={errors.licenseCountExceededMessage?.message ?? 'Empty: the default message.'}
        slotProps={{ htmlInput: { maxLength: TenantLimits.licenseMessageMax } }}
      />
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <FormToggle
          control={control}
          name="twoStepVerification"
          label="Two-step verification"
          disabled={false}
        />
        {isSysAdmin(user) && (
          <FormToggle
            control={control}
            name="canSignUpNewPartners"
            label="Can Sign Up New Partners"
            disabled={false}
          />
        )}
      </Box>
      {backOffice && <OnboardingFields control={control} />}
    </TenantDialogForm>
  );
}

function EditCustomer({ id, close }: { id: number; close: () => void }) {
  const scope = useTenantScope();
  const loaded = useQuery(customerQuery, {
    variables: { id, tenantId: scope.tenantId },
    fetchPolicy: 'network-only',
  });
  if (loaded.error) return <DialogMessage error>{loaded.error.message}</DialogMessage>;
  if (loaded.loading) return <DialogLoading />;
  const c = loaded.data?.customer2;
  if (!c) return <DialogNotFound />;
  return (
    <CustomerForm
      id={id}
      close={close}
      initial={{
        name: c.name,
        countryId: c.country.id,
        phoneNumber: c.phoneNumber ?? '',
        businessSize: c.businessSize,
        twoStepVerification: c.twoStepVerification,
        testingGroups: c.testingGroups,
        onboarding: c.onboarding ?? false,
        onboardingUserId: c.onboardingUser?.id ?? null,
      }}
    />
  );
}

function CustomerForm({
  id,
  initial,
  close,
}: {
  id: number;
  initial: CustomerFormValues;
  close: () => void;
}) {
  const scope = useTenantScope();
  const backOffice = useBackOffice();
  const { save } = useSaveAndClose(close);
  const [update] = useMutation(updateCustomerMutation);
  const saveOnboarding = useOnboardingSave();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CustomerFormValues>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: initial,
  });
  const onSubmit = handleSubmit((form) =>
    save(TenantMessages.customerUpdated, async () => {
      await update({
        variables: {
          tenantId: scope.tenantId,
          request: {
            id,
            name: form.name,
            country: { id: form.countryId },
            phoneNumber: form.phoneNumber,
            businessSize: form.businessSize,
            twoStepVerification: form.twoStepVerification,
            // Customer testing groups are the back office's (spec part 2 §6).
            ...(backOffice ? { testingGroups: form.testingGroups } : {}),
          },
        },
      });
      if (backOffice) await saveOnboarding(id, initial, form);
    }),
  );
  return (
    <TenantDialogForm
      onSubmit={onSubmit}
      close={close}
      busy={isSubmitting}
      label="Save"
      disabled={!isDirty}
      dirty={isDirty}
    >
      <CompanyNameField register={register} error={errors.name?.message} />
      <CountryAndPhoneFields control={control} register={register} errors={errors} phone="phoneNumber" />
      <TwoColumns>
        <BusinessSizeField control={control} />
        {backOffice && (
          <Controller
            control={control}
            name="testingGroups"
            render={({ field }) => (
              <Autocomplete
                multiple
                options={[...STORED_TESTING_GROUPS] as number[]}
                getOptionLabel={(g) => TESTING_GROUP_NAMES[g as TestingGroupId]}
                value={field.value}
                onChange={(_e, value) => field.onChange(value)}
                renderInput={(params) => (
                  <TextField {...params} label="Testing groups" helperText="None: Prod" />
                )}
              />
            )}
          />
        )}
      </TwoColumns>
      <FormToggle
        control={control}
        name="twoStepVerification"
        label="Two-step verification"
        disabled={false}
      />
      {backOffice && <OnboardingFields control={control} />}
      {!backOffice && (
        <Typography variant="body2" color="text.secondary">
          Device defaults, address and security groups are in the customer&apos;s settings.
        </Typography>
      )}
    </TenantDialogForm>
  );
}
