import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { TenantMessages, partnerSignUpFormSchema, type PartnerSignUpForm } from '@vigil/contracts';
import { muiField } from '../../components/mui-register';
import { signUpPartner } from './sign-up-api';
import { SignUpAccountFields, SignUpFrame, SignUpNameFields, browserFetch, useSignUp } from './SignUpForm';

/** /sign-up-partner?partnerkey=… (spec part 2 §2.2): a partner signs up below the partner of the link. */
export default function SignUpPartnerPage() {
  const { partnerKey, error, submit } = useSignUp(TenantMessages.partnerCreated);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PartnerSignUpForm>({
    resolver: zodResolver(partnerSignUpFormSchema),
    defaultValues: { firstName: '', lastName: '', name: '', email: '', password: '', phone: '' },
  });
  const onSubmit = (values: PartnerSignUpForm) =>
    submit((link) => signUpPartner(browserFetch, { ...values, ...link }));
  return (
    <SignUpFrame
      title="Partner sign-up"
      intro="Create a partner account to protect your customers' data."
      partnerKey={partnerKey}
      error={error}
      onSubmit={handleSubmit(onSubmit)}
      submitting={isSubmitting}
    >
      <SignUpNameFields register={register} errors={errors} />
      <SignUpAccountFields register={register} errors={errors} />
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
    </SignUpFrame>
  );
}
