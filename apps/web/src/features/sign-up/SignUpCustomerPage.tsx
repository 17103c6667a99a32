import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem, TextField } from '@mui/material';
import {
  SIGN_UP_SUBSCRIPTION_CODES,
  SUBSCRIPTION_TYPE_LABELS,
  TenantMessages,
  customerSignUpFormSchema,
  type CustomerSignUpForm,
} from '@vigil/contracts';
import { signUpCustomer } from './sign-up-api';
import { SignUpAccountFields, SignUpFrame, SignUpNameFields, browserFetch, useSignUp } from './SignUpForm';

const SUBSCRIPTIONS = Object.entries(SIGN_UP_SUBSCRIPTION_CODES).map(([code, type]) => ({
  code: Number(code) as 9 | 11,
  label: SUBSCRIPTION_TYPE_LABELS[type],
}));

/** /sign-up-customer?partnerkey=… (spec part 2 §2.2): a customer signs up below the partner of the link. */
export default function SignUpCustomerPage() {
  const { partnerKey, error, submit } = useSignUp(TenantMessages.customerCreated);
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
    submit((link) => signUpCustomer(browserFetch, { ...values, ...link }));
  return (
    <SignUpFrame
      title="Customer sign-up"
      intro="Create your organization's account to find and reduce sensitive-data risk."
      partnerKey={partnerKey}
      error={error}
      onSubmit={handleSubmit(onSubmit)}
      submitting={isSubmitting}
    >
      <SignUpNameFields register={register} errors={errors} />
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
      <SignUpAccountFields register={register} errors={errors} />
    </SignUpFrame>
  );
}
