import { Limits } from './limits.js';
import { Messages } from './messages.js';

/*
 * The sign-in form's rules as a plain function: this is the one form the console shows before a
 * user can type, and a validation library would weigh more than the page itself. The server
 * checks the same bounds in loginRequestSchema (auth.ts).
 */
export interface SignInForm {
  email: string;
  password: string;
  keepMeLoggedIn: boolean;
}
export type SignInFormErrors = Partial<Record<'email' | 'password', string>>;

export function signInFormErrors(form: SignInForm): SignInFormErrors {
  const errors: SignInFormErrors = {};
  const email = form.email.trim();
  if (email.length === 0) errors.email = Messages.required;
  else if (email.length > Limits.emailMax) errors.email = Messages.lengthBelow(Limits.emailMax);
  if (form.password.length === 0) errors.password = Messages.required;
  else if (form.password.length > Limits.passwordMax)
    errors.password = Messages.lengthBelow(Limits.passwordMax);
  return errors;
}
