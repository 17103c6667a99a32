import { useCallback, useState } from 'react';
import { Messages, type SignInForm } from '@vigil/contracts';
import { authApi, tokenStorage } from '../../app/services';
import { errorText } from '../../graphql/error-text';
import { signInOutcome, type TotpEnrolment } from './sign-in-outcome';

export type SignInStep = { step: 'credentials' } | { step: 'code'; enrolment: TotpEnrolment | null };

export type SignInResult =
  | { ok: true }
  | { ok: false; field: 'email' | 'twoFactorCode'; message: string }
  | { ok: false; field: null; message: string };

/**
 * The sign-in conversation: credentials, then a verification code when the account asks for
 * one. Success stores the tokens; the auth area then leaves for returnUrl or /.
 */
export function useSignIn() {
  const [state, setState] = useState<SignInStep>({ step: 'credentials' });
  const [credentials, setCredentials] = useState<SignInForm | null>(null);

  const submit = useCallback(async (form: SignInForm, twoFactorCode?: string): Promise<SignInResult> => {
    let response;
    try {
      response = await authApi.login({
        email: form.email.trim(),
        password: form.password,
        keepMeLoggedIn: form.keepMeLoggedIn,
        ...(twoFactorCode ? { twoFactorCode } : {}),
      });
    } catch (e) {
      return { ok: false, field: null, message: errorText(e) };
    }
    const outcome = signInOutcome(response);
    switch (outcome.kind) {
      case 'signedIn':
        tokenStorage.save({
          accessToken: outcome.accessToken,
          refreshToken: outcome.refreshToken,
          isSso: false,
          ssoProviderId: null,
        });
        return { ok: true };
      case 'needsCode':
        setCredentials(form);
        // A second answer without a QR code keeps the one already shown.
        setState((prev) => ({
          step: 'code',
          enrolment: outcome.enrolment ?? (prev.step === 'code' ? prev.enrolment : null),
        }));
        return twoFactorCode
          ? { ok: false, field: 'twoFactorCode', message: Messages.invalidVerificationCode }
          : { ok: true };
      case 'invalidCode':
        return { ok: false, field: 'twoFactorCode', message: Messages.invalidVerificationCode };
      case 'throttled':
        return { ok: false, field: null, message: Messages.tooManyAttempts(outcome.minutes) };
      case 'invalidCredentials':
        setState({ step: 'credentials' });
        return { ok: false, field: 'email', message: Messages.invalidCredentials };
    }
  }, []);

  const submitCode = useCallback(
    async (code: string): Promise<SignInResult> => {
      if (!credentials) return { ok: false, field: null, message: Messages.somethingWentWrong };
      return submit(credentials, code);
    },
    [credentials, submit],
  );

  const back = useCallback(() => setState({ step: 'credentials' }), []);

  return { state, credentials, submit, submitCode, back };
}
