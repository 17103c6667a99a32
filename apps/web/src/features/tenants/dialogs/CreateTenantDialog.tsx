import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, DialogContent, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { z } from 'zod';
import {
  BUSINESS_SIZES,
  BUSINESS_SIZE_LABELS,
  CREATE_TENANT_PAYLOAD_FLAGS,
  DEFAULT_COUNTRY_ID,
  SUBSCRIPTION_TYPES,
  SUBSCRIPTION_TYPE_LABELS,
  TenantLimits,
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
import { useSnackbar } from '../../../shell/snackbar/snackbar-context';
import { createCustomerMutation, createPartnerMutation, partnerQuery } from '../tenants.queries';
import { CountryField, FormActions, LoginFields, textField } from './tenant-form-parts';

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
  const snackbar = useSnackbar();
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
  const onSubmit = handleSubmit(async (form) => {
    try {
      await create({
        variables: {
          tenantId: scope.tenantId,
          request: { name: form.name, country: { id: form.countryId }, phone: form.phone, user: form.user },
        },
      });
      snackbar.show(TenantMessages.partnerCreated, 'success');
      close();
    } catch (e) {
      snackbar.showError(e);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }}>
        <TextField
          label="Company name"
          required
          autoFocus
          {...textField(register, 'name')}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          slotProps={{ htmlInput: { maxLength: TenantLimits.nameMax, 'data-testid': 'tenant-name' } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <CountryField control={control} name="countryId" error={errors.countryId?.message} />
          <TextField
            label="Phone"
            required
            placeholder="+1999999999"
            {...textField(register, 'phone')}
            error={Boolean(errors.phone)}
            helperText={errors.phone?.message}
            slotProps={{ htmlInput: { maxLength: 24, inputMode: 'tel' } }}
          />
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          Partner administrator
        </Typography>
        <LoginFields register={register} errors={errors} />
      </DialogContent>
      <FormActions close={close} busy={isSubmitting} label="Create Partner" />
    </form>
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
  const snackbar = useSnackbar();
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
  const onSubmit = handleSubmit(async (form) => {
    try {
      await create({
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
      });
      snackbar.show(TenantMessages.customerCreated, 'success');
      close();
    } catch (e) {
      snackbar.showError(e);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }}>
        <TextField
          label="Company name"
          required
          autoFocus
          {...textField(register, 'name')}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          slotProps={{ htmlInput: { maxLength: TenantLimits.nameMax, 'data-testid': 'tenant-name' } }}
        />
        <CountryField control={control} name="countryId" error={errors.countryId?.message} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
          <Controller
            control={control}
            name="businessSize"
            render={({ field }) => (
              <TextField select label="Business size" {...field}>
                {BUSINESS_SIZES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {BUSINESS_SIZE_LABELS[s]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          The customer starts with your default regulations and the agent settings for monitoring and
          encryption switched on.
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
      </DialogContent>
      <FormActions close={close} busy={isSubmitting} label="Create Customer" />
    </form>
  );
}
