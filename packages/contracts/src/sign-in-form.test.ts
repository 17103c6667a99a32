import { describe, expect, it } from 'vitest';
import { Limits } from './limits.js';
import { Messages } from './messages.js';
import { signInFormErrors } from './sign-in-form.js';

describe('the sign-in form', () => {
  it('accepts credentials, an email with spaces around it too', () => {
    expect(signInFormErrors({ email: '  ada@example.com ', password: 'x', keepMeLoggedIn: true })).toEqual(
      {},
    );
  });

  it('requires both fields, a blank email counting as empty', () => {
    expect(signInFormErrors({ email: '   ', password: '', keepMeLoggedIn: false })).toEqual({
      email: Messages.required,
      password: Messages.required,
    });
  });

  it('bounds both fields by the contracts limits', () => {
    const atLimit = {
      email: 'a'.repeat(Limits.emailMax),
      password: 'p'.repeat(Limits.passwordMax),
      keepMeLoggedIn: true,
    };
    expect(signInFormErrors(atLimit)).toEqual({});
    expect(
      signInFormErrors({ ...atLimit, email: `${atLimit.email}b`, password: `${atLimit.password}q` }),
    ).toEqual({
      email: Messages.lengthBelow(Limits.emailMax),
      password: Messages.lengthBelow(Limits.passwordMax),
    });
  });
});
