import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { publicRoutes } from '../../routes/public-routes';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { AuthSplitLayout } from '../sign-in/AuthSplitLayout';
import { fetchPartnerCountry, type FetchFn } from './sign-up-api';

export const browserFetch: FetchFn = (input, init) => window.fetch(input, init);

/** The partner key of a sign-up link (?partnerkey=…), and the partner's country once known. */
export function usePartnerKey(): { partnerKey: string | null; countryId: string | null } {
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
export function useSignUpSubmit(success: string) {
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

/** The frame of both sign-up pages: heading, the link's problems, the form, a way to sign in. */
export function SignUpFrame({
  title,
  intro,
  partnerKey,
  error,
  children,
}: {
  title: string;
  intro: string;
  partnerKey: string | null;
  error: string | null;
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
      <Box>{children}</Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link href={publicRoutes.signIn.href()} underline="hover">
          Sign in
        </Link>
      </Typography>
    </AuthSplitLayout>
  );
}

export function SubmitButton({ disabled }: { disabled: boolean }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={disabled} fullWidth>
      Sign up
    </Button>
  );
}
