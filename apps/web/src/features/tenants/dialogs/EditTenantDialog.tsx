import type { ReactNode } from 'react';
import { Controller, useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
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
import { updateCustomerMutation, updatePartnerMutation } from '../tenants.queries';
import {
  OnboardingFields,
  onboardingValues,
  useOnboardingSave,
  type OnboardingValues,
} from './OnboardingFields';
import {
  BusinessSizeField,
  CompanyNameField,
  CountryAndPhoneFields,
  LoadedTenant,
  TenantDialogForm,
  useTenantDetails,
  TwoColumns,
  textField,
} from './tenant-form-parts';
import { useSaveAndClose } from '../../../components/use-save-and-close';

type TenantData = { id: number; tenantType: 'PARTNER' | 'CUSTOMER' };

const partnerFormSchema = editPartnerFormSchema.extend(onboardingFormSchema.shape);
const customerFormSchema = editCustomerFormSchema.extend(onboardingFormSchema.shape);
type PartnerFormValues = z.infer<typeof partnerFormSchema>;
type CustomerFormValues = z.infer<typeof customerFormSchema>;

/** What a partner's and a customer's forms both start with. */
function commonValues(t: {
  name: string;
  country: { id: string };
  twoStepVerification: boolean;
  onboarding?: boolean | null;
  onboardingUser?: { id: number } | null;
}) {
  return {
    name: t.name,
    countryId: t.country.id,
    twoStepVerification: t.twoStepVerification,
    ...onboardingValues(t),
  };
}

/** dialogType editTenant, data {id, tenantType}: the partner's or the customer's details. */
export default function EditTenantDialog({ data, close }: DialogBodyProps) {
  const { id, tenantType } = data as TenantData;
  const { loaded, partner, customer } = useTenantDetails(id, tenantType);
  return (
    <LoadedTenant loaded={loaded} tenant={partner ?? customer}>
      {() =>
        partner ? (
          <PartnerForm
            id={id}
            close={close}
            initial={{
              ...commonValues(partner),
              phone: partner.phone ?? '',
              canSignUpNewPartners: partner.canSignUpNewPartners,
              licenseCountExceededMessage: partner.licenseCountExceededMessage,
            }}
          />
        ) : (
          customer && (
            <CustomerForm
              id={id}
              close={close}
              initial={{
                ...commonValues(customer),
                phoneNumber: customer.phoneNumber ?? '',
                businessSize: customer.businessSize,
                testingGroups: customer.testingGroups,
              }}
            />
          )
        )
      }
    </LoadedTenant>
  );
}

/** The back office (route role admin) also sets the onboarding data here (spec part 2 §2.5). */
function useBackOffice(): boolean {
  return useCurrentUser().routeRole === 'admin';
}

/** One tenant's edit form: saves the details, then (back office) the onboarding data when it changed. */
function useEditTenantForm<T extends FieldValues & OnboardingValues>({
  id,
  initial,
  close,
  resolver,
  saved,
  update,
}: {
  id: number;
  initial: T;
  close: () => void;
  resolver: UseFormProps<T>['resolver'];
  saved: string;
  update: (form: T) => Promise<unknown>;
}) {
  const backOffice = useBackOffice();
  const { save } = useSaveAndClose(close);
  const saveOnboarding = useOnboardingSave();
  const form = useForm<T>({ resolver, defaultValues: initial as UseFormProps<T>['defaultValues'] });
  const onSubmit = form.handleSubmit((values) =>
    save(saved, async () => {
      await update(values);
      if (backOffice) await saveOnboarding(id, initial, values);
    }),
  );
  return { form, onSubmit, backOffice, close };
}

function EditTenantForm<T extends FieldValues & OnboardingValues>({
  edit: { form, onSubmit, backOffice, close },
  children,
}: {
  edit: ReturnType<typeof useEditTenantForm<T>>;
  children: ReactNode;
}) {
  const { isSubmitting, isDirty } = form.formState;
  return (
    <TenantDialogForm
      onSubmit={onSubmit}
      close={close}
      busy={isSubmitting}
      label="Save"
      disabled={!isDirty}
      dirty={isDirty}
    >
      {children}
      {backOffice && <OnboardingFields control={form.control} />}
    </TenantDialogForm>
  );
}

function PartnerForm({ id, initial, close }: { id: number; initial: PartnerFormValues; close: () => void }) {
  const scope = useTenantScope();
  const user = useCurrentUser();
  const [update] = useMutation(updatePartnerMutation);
  const edit = useEditTenantForm<PartnerFormValues>({
    id,
    initial,
    close,
    resolver: zodResolver(partnerFormSchema),
    saved: TenantMessages.partnerUpdated,
    update: (form) =>
      update({
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
      }),
  });
  const {
    control,
    register,
    formState: { errors },
  } = edit.form;
  return (
    <EditTenantForm edit={edit}>
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
    </EditTenantForm>
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
  const [update] = useMutation(updateCustomerMutation);
  const edit = useEditTenantForm<CustomerFormValues>({
    id,
    initial,
    close,
    resolver: zodResolver(customerFormSchema),
    saved: TenantMessages.customerUpdated,
    update: (form) =>
      update({
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
      }),
  });
  const {
    control,
    register,
    formState: { errors },
  } = edit.form;
  return (
    <EditTenantForm edit={edit}>
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
      {!backOffice && (
        <Typography variant="body2" color="text.secondary">
          Device defaults, address and security groups are in the customer&apos;s settings.
        </Typography>
      )}
    </EditTenantForm>
  );
}
