import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, TextField } from '@mui/material';
import {
  Limits,
  TenantLimits,
  TenantMessages,
  partnerSignUpFormSchema,
  type PartnerSignUpForm,
} from '@vigil/contracts';
import { muiField } from '../../components/mui-register';
import { PasswordField } from '../../components/PasswordField';
import { signUpPartner } from './sign-up-api';
import { SignUpFrame, SubmitButton, browserFetch, usePartnerKey, useSignUpSubmit } from './SignUpForm';

/** /sign-up-partner?partnerkey=… (spec part 2 §2.2): a partner signs up below the partner of the link. */
export default function SignUpPartnerPage() {
  const { partnerKey, countryId } = usePartnerKey();
  const { error, submit } = useSignUpSubmit(TenantMessages.partnerCreated);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PartnerSignUpForm>({
    resolver: zodResolver(partnerSignUpFormSchema),
    defaultValues: { firstName: '', lastName: '', name: '', email: '', password: '', phone: '' },
  });
  const onSubmit = (values: PartnerSignUpForm) =>
    submit(() =>
      signUpPartner(browserFetch, {
        ...values,
        partnerKey: partnerKey ?? '',
        ...(countryId ? { country: { id: countryId } } : {}),
      }),
    );
  return (
    <SignUpFrame
      title="Partner sign-up"
      intro="Create a partner account to protect your customers' data."
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
        <TextField
          label="Phone"
          required
          placeholder="+1999999999"
          autoComplete="tel"
          {...muiField(register('phone'))}
          error={Boolean(errors.phone)}
          helperText={errors.phone?.message}
          slotProps={{ htmlInput: { maxLength: 16, inputMode: 'tel' } }}
        />
        <SubmitButton disabled={isSubmitting || !partnerKey} />
      </Box>
    </SignUpFrame>
  );
}
