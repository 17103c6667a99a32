import { lazy, Suspense, useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { SignInForm } from '@vigil/contracts';
import { AuthSplitLayout } from './AuthSplitLayout';
import { CredentialsForm } from './CredentialsForm';
import { useCredentialsForm } from './use-credentials-form';
import { useSignIn } from './use-sign-in';

// Only accounts with two-step verification see it: not part of the sign-in page's first download.
const TwoFactorForm = lazy(() => import('./TwoFactorForm'));
// Shown only after a refused attempt; until it loads the message shows as plain text.
const Alert = lazy(() => import('@mui/material/Alert'));

/** /auth/sign-in (spec part 2 §2.2). Once signed in, the auth area leaves for returnUrl or /. */
export default function SignInPage() {
  const { state, submit, submitCode, back } = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useCredentialsForm({ email: '', password: '', keepMeLoggedIn: true });

  const onCredentials = async (values: SignInForm) => {
    setFormError(null);
    const result = await submit(values);
    if (result.ok) return;
    if (result.field === 'email') form.setError('email', result.message);
    else setFormError(result.message);
  };

  const onCode = async (code: string) => {
    setFormError(null);
    const result = await submitCode(code);
    if (!result.ok && result.field === null) setFormError(result.message);
    if (!result.ok && result.field === 'email') form.setError('email', result.message);
    return result;
  };

  const isCodeStep = state.step === 'code';
  return (
    <AuthSplitLayout>
      <Typography variant="h2" component="h1">
        {isCodeStep ? 'Two-step verification' : 'Sign in'}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mt: 1, mb: 3.5 }}>
        {isCodeStep
          ? state.enrolment
            ? 'Your account is protected with an authenticator app. Set it up once to continue.'
            : 'One more step to confirm it is you.'
          : 'Welcome back. Sign in to your Vigil console.'}
      </Typography>
      {formError && (
        <Suspense
          fallback={
            <Typography color="error" sx={{ mb: 2.5 }} role="alert" data-testid="form-error">
              {formError}
            </Typography>
          }
        >
          <Alert severity="error" sx={{ mb: 2.5 }} role="alert" data-testid="form-error">
            {formError}
          </Alert>
        </Suspense>
      )}
      <Box>
        {state.step === 'code' ? (
          <Suspense fallback={null}>
            <TwoFactorForm
              enrolment={state.enrolment}
              onSubmit={onCode}
              onBack={() => {
                setFormError(null);
                back();
              }}
            />
          </Suspense>
        ) : (
          <CredentialsForm form={form} onSubmit={onCredentials} />
        )}
      </Box>
    </AuthSplitLayout>
  );
}
