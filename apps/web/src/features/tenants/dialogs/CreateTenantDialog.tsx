import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { DialogContent, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { z } from 'zod';
import {
  CREATE_TENANT_PAYLOAD_FLAGS,
  DEFAULT_COUNTRY_ID,
  SUBSCRIPTION_TYPES,
  SUBSCRIPTION_TYPE_LABELS,
  TenantMessages,
  newCustomerFormSchema,
  newPartnerFormSchema,
  newTenantLoginSchema,
  type NewPartnerForm,
} from '@vigil/contracts';
import { Controller } from 'react-hook-form';
import { useCurrentUser } from '../../../session/current-user';
import { useTenantScope } from '../../../session/tenant-scope';
import type { DialogBodyProps } from '../../../shell/dialogs/dialog-registry';
import { createCustomerMutation, createPartnerMutation, partnerQuery } from '../tenants.queries';
import {
  BusinessSizeField,
  CompanyNameField,
  CountryAndPhoneFields,
  CountryField,
  LoginFields,
  TenantDialogForm,
  TwoColumns,
} from './tenant-form-parts';
import { useSaveAndClose } from '../../../components/use-save-and-close';

const EMPTY_LOGIN = { email: '', firstName: '', lastName: '', password: '' };

/** The country new tenants start in: the partner's own (the back office: the default, US). */
function useParentCountry(): string | null {
  const user = useCurrentUser();
  const scope = useTenantScope();
  const isBackOffice = user.routeRole === 'admin' && scope.actingTenantId === null;
  const partner = useQuery(partnerQuery, {
    variables: { id: scope.tenantId, tenantId: scope.tenantId },
    skip: isBackOffice,
    fetchPolicy: 'cache-first',
  });
  if (isBackOffice) return DEFAULT_COUNTRY_ID;
  if (partner.loading) return null;
  return partner.data?.partner2.country.id ?? DEFAULT_COUNTRY_ID;
}

/** dialogType createTenant, data {tenantType}: New Partner or New Customer below the tenant acted for. */
export default function CreateTenantDialog({ data, close }: DialogBodyProps) {
  const tenantType = (data as { tenantType?: 'PARTNER' | 'CUSTOMER' } | undefined)?.tenantType ?? 'CUSTOMER';
  const country = useParentCountry();
  if (country === null) return <DialogContent sx={{ py: 4 }} />;
  return tenantType === 'PARTNER' ? (
    <NewPartnerForm country={country} close={close} />
  ) : (
    <NewCustomerForm country={country} close={close} />
  );
}

function NewPartnerForm({ country, close }: { country: string; close: () => void }) {
  const scope = useTenantScope();
  const { save } = useSaveAndClose(close);
  const [create] = useMutation(createPartnerMutation);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPartnerForm>({
    resolver: zodResolver(newPartnerFormSchema),
    defaultValues: { name: '', countryId: country, phone: '', user: EMPTY_LOGIN },
  });
  const onSubmit = handleSubmit((form) =>
    save(TenantMessages.partnerCreated, () =>
      create({
        variables: {
          tenantId: scope.tenantId,
          request: { name: form.name, country: { id: form.countryId }, phone: form.phone, user: form.user },
        },
      }),
    ),
  );
  return (
    <TenantDialogForm onSubmit={onSubmit} close={close} busy={isSubmitting} label="Create Partner">
      <CompanyNameField register={register} error={errors.name?.message} isNew />
      <CountryAndPhoneFields
        control={control}
        register={register}
        errors={errors}
        phone="phone"
        phoneRequired
        phoneMaxLength={24}
      />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Partner administrator
      </Typography>
      <LoginFields register={register} errors={errors} />
    </TenantDialogForm>
  );
}

const customerFormSchema = newCustomerFormSchema.omit({ user: true }).extend({
  withLogin: z.boolean(),
  user: z.unknown(),
});
type CustomerFormValues = z.input<typeof customerFormSchema> & {
  user: { email: string; firstName: string; lastName: string; password: string };
};

/** The login is checked only while its switch is on (spec part 2 §4). */
const customerResolver: Resolver<CustomerFormValues> = (values, context, options) => {
  const schema = values.withLogin
    ? customerFormSchema.extend({ user: newTenantLoginSchema })
    : customerFormSchema;
  return (zodResolver(schema) as unknown as Resolver<CustomerFormValues>)(values, context, options);
};

function NewCustomerForm({ country, close }: { country: string; close: () => void }) {
  const scope = useTenantScope();
  const { save } = useSaveAndClose(close);
  const [create] = useMutation(createCustomerMutation);
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CustomerFormValues>({
    resolver: customerResolver,
    defaultValues: {
      name: '',
      countryId: country,
      subscriptionType: 'MONITORING',
      businessSize: 'SIZE_1_21',
      withLogin: false,
      user: EMPTY_LOGIN,
    },
  });
  const withLogin = useWatch({ control, name: 'withLogin' });
  useEffect(() => {
    if (!withLogin) clearErrors('user');
  }, [withLogin, clearErrors]);
  const onSubmit = handleSubmit((form) =>
    save(TenantMessages.customerCreated, () =>
      create({
        variables: {
          tenantId: scope.tenantId,
          request: {
            name: form.name.trim(),
            country: { id: form.countryId },
            subscriptionType: form.subscriptionType,
            businessSize: form.businessSize,
            ...CREATE_TENANT_PAYLOAD_FLAGS,
            ...(form.withLogin ? { user: form.user } : {}),
          },
        },
      }),
    ),
  );
  return (
    <TenantDialogForm onSubmit={onSubmit} close={close} busy={isSubmitting} label="Create Customer">
      <CompanyNameField register={register} error={errors.name?.message} isNew />
      <CountryField control={control} name="countryId" error={errors.countryId?.message} />
      <TwoColumns>
        <Controller
          control={control}
          name="subscriptionType"
          render={({ field }) => (
            <TextField select label="Subscription" {...field}>
              {SUBSCRIPTION_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {SUBSCRIPTION_TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <BusinessSizeField control={control} />
      </TwoColumns>
      <Typography variant="body2" color="text.secondary">
        The customer starts with your default regulations and the agent settings for monitoring and encryption
        switched on.
      </Typography>
      <Controller
        control={control}
        name="withLogin"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(_e, checked) => field.onChange(checked)}
                slotProps={{ input: { 'aria-label': 'Create a login for the customer' } }}
              />
            }
            label="Create a login for the customer"
          />
        )}
      />
      {withLogin ? (
        <LoginFields register={register} errors={errors} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          Without a login the customer is reached through your partner portal only.
        </Typography>
      )}
    </TenantDialogForm>
  );
}
