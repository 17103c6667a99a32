import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, MenuItem, TextField } from '@mui/material';
import {
  Limits,
  SIGN_UP_SUBSCRIPTION_CODES,
  SUBSCRIPTION_TYPE_LABELS,
  TenantLimits,
  TenantMessages,
  customerSignUpFormSchema,
  type CustomerSignUpForm,
} from '@vigil/contracts';
import { muiField } from '../../components/mui-register';
import { PasswordField } from '../../components/PasswordField';
import { signUpCustomer } from './sign-up-api';
import { SignUpFrame, SubmitButton, browserFetch, usePartnerKey, useSignUpSubmit } from './SignUpForm';

const SUBSCRIPTIONS = Object.entries(SIGN_UP_SUBSCRIPTION_CODES).map(([code, type]) => ({
  code: Number(code) as 9 | 11,
  label: SUBSCRIPTION_TYPE_LABELS[type],
}));

/** /sign-up-customer?partnerkey=… (spec part 2 §2.2): a customer signs up below the partner of the link. */
export default function SignUpCustomerPage() {
  const { partnerKey, countryId } = usePartnerKey();
  const { error, submit } = useSignUpSubmit(TenantMessages.customerCreated);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CustomerSignUpForm>({
    resolver: zodResolver(customerSignUpFormSchema),
    defaultValues: { firstName: '', lastName: '', name: '', email: '', password: '', subscriptionType: 9 },
  });
  const onSubmit = (values: CustomerSignUpForm) =>
    submit(() =>
      signUpCustomer(browserFetch, {
        ...values,
        partnerKey: partnerKey ?? '',
        ...(countryId ? { country: { id: countryId } } : {}),
      }),
    );
  return (
    <SignUpFrame
      title="Customer sign-up"
      intro="Create your organization's account to find and reduce sensitive-data risk."
      partnerKey={partnerKey}
      error={error}
    >
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <TextField
            label="First name"
            required
            autoFocus
            {...muiField(register('firstName'))}
            error={Boolean(errors.firstName)}
            helperText={errors.firstName?.message}
            slotProps={{ htmlInput: { maxLength: TenantLimits.personNameMax } }}
          />
          <TextField
            label="Last name"
            required
            {...muiField(register('lastName'))}
            error={Boolean(errors.lastName)}
            helperText={errors.lastName?.message}
            slotProps={{ htmlInput: { maxLength: TenantLimits.personNameMax } }}
          />
        </Box>
        <TextField
          label="Business name"
          required
          {...muiField(register('name'))}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          slotProps={{ htmlInput: { maxLength: TenantLimits.nameMax } }}
        />
        <Controller
          control={control}
          name="subscriptionType"
          render={({ field }) => (
            <TextField
              select
              label="Subscription type"
              required
              value={field.value}
              onChange={(e) => field.onChange(Number(e.target.value))}
              error={Boolean(errors.subscriptionType)}
              helperText={errors.subscriptionType?.message}
            >
              {SUBSCRIPTIONS.map((s) => (
                <MenuItem key={s.code} value={s.code}>
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="username"
          {...muiField(register('email'))}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          slotProps={{ htmlInput: { maxLength: TenantLimits.emailMax } }}
        />
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          {...muiField(register('password'))}
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? `At least ${Limits.passwordMin} characters, hard to guess`}
        />
        <SubmitButton disabled={isSubmitting || !partnerKey} />
      </Box>
    </SignUpFrame>
  );
}
