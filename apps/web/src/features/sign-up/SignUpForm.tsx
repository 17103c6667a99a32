import { useEffect, useState, type FormEventHandler, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { Limits, TenantLimits } from '@vigil/contracts';
import { muiField } from '../../components/mui-register';
import { PasswordField } from '../../components/PasswordField';
import { publicRoutes } from '../../routes/public-routes';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { AuthSplitLayout } from '../sign-in/AuthSplitLayout';
import { fetchPartnerCountry, type FetchFn } from './sign-up-api';

export const browserFetch: FetchFn = (input, init) => window.fetch(input, init);

/** The partner key of a sign-up link (?partnerkey=…), and the partner's country once known. */
function usePartnerKey(): { partnerKey: string | null; countryId: string | null } {
  const [params] = useSearchParams();
  const partnerKey = params.get('partnerkey')?.trim() || null;
  const [countryId, setCountryId] = useState<string | null>(null);
  useEffect(() => {
    if (!partnerKey) return;
    let live = true;
    void fetchPartnerCountry(browserFetch, partnerKey).then((id) => {
      if (live) setCountryId(id);
    });
    return () => {
      live = false;
    };
  }, [partnerKey]);
  return { partnerKey, countryId };
}

/** Sends the sign-up; on success goes to sign-in, on failure shows the server's text. */
function useSignUpSubmit(success: string) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const submit = async (send: () => Promise<void>) => {
    setError(null);
    try {
      await send();
      snackbar.show(success, 'success');
      await navigate(publicRoutes.signIn.href());
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      setError(message);
      snackbar.show(message, 'error');
    }
  };
  return { error, submit };
}

/** What a sign-up sends besides its form: the link's partner key and, once known, the partner's country. */
export type SignUpLink = { partnerKey: string; country?: { id: string } };

/** The link and the sending of both sign-up pages; `submit` hands the link to the page's request. */
export function useSignUp(success: string) {
  const { partnerKey, countryId } = usePartnerKey();
  const { error, submit } = useSignUpSubmit(success);
  const link: SignUpLink = {
    partnerKey: partnerKey ?? '',
    ...(countryId ? { country: { id: countryId } } : {}),
  };
  return {
    partnerKey,
    error,
    submit: (send: (link: SignUpLink) => Promise<void>) => submit(() => send(link)),
  };
}

/** The frame of both sign-up pages: heading, the link's problems, the form, a way to sign in. */
export function SignUpFrame({
  title,
  intro,
  partnerKey,
  error,
  onSubmit,
  submitting,
  children,
}: {
  title: string;
  intro: string;
  partnerKey: string | null;
  error: string | null;
  onSubmit: FormEventHandler;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <AuthSplitLayout>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {intro}
      </Typography>
      {!partnerKey && (
        <Alert severity="warning" sx={{ mb: 2.5 }} data-testid="missing-partner-key">
          This sign-up link has no partner key. Ask your partner for the full link.
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2.5 }} role="alert" data-testid="form-error">
          {error}
        </Alert>
      )}
      <Box>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
          {children}
          <SubmitButton disabled={submitting || !partnerKey} />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link href={publicRoutes.signIn.href()} underline="hover">
          Sign in
        </Link>
      </Typography>
    </AuthSplitLayout>
  );
}

function SubmitButton({ disabled }: { disabled: boolean }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={disabled} fullWidth>
      Sign up
    </Button>
  );
}

type SignUpField = 'firstName' | 'lastName' | 'name' | 'email' | 'password';
type SignUpFieldProps = {
  register: (name: SignUpField) => UseFormRegisterReturn;
  errors: { [K in SignUpField]?: { message?: string } };
};

/** First and last name side by side, then the business name. */
export function SignUpNameFields({ register, errors }: SignUpFieldProps) {
  return (
    <>
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
    </>
  );
}

/** The e-mail and password of the first user. */
export function SignUpAccountFields({ register, errors }: SignUpFieldProps) {
  return (
    <>
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
    </>
  );
}
