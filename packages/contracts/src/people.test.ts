import { describe, expect, it } from 'vitest';
import { Messages } from './messages.js';
import {
  editUserFormSchema,
  groupFormSchema,
  newUserFormSchema,
  PeopleMessages,
  setUserPasswordFormSchema,
  userPhoneProblem,
} from './people.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

describe('the phone rule of Update User', () => {
  const strict = { twoStepVerification: true, useTOTP: false };
  it('asks for a phone only when two-step is on and the authenticator app off', () => {
    expect(userPhoneProblem('', strict)).toBe(PeopleMessages.phoneRequired);
    expect(userPhoneProblem(null, { twoStepVerification: true, useTOTP: true })).toBeNull();
    expect(userPhoneProblem('', { twoStepVerification: false, useTOTP: false })).toBeNull();
  });

  it('takes a plus sign and 7 to 15 digits, spaces aside', () => {
    expect(userPhoneProblem('+1234567', strict)).toBeNull();
    expect(userPhoneProblem('+44 20 7946 0000', strict)).toBeNull();
    expect(userPhoneProblem(`+${'9'.repeat(15)}`, strict)).toBeNull();
    for (const bad of ['+123456', `+${'9'.repeat(16)}`, '1234567', '+12-345-678', '+1234567a'])
      expect(userPhoneProblem(bad, strict), bad).toBe(PeopleMessages.invalidPhone);
  });
});

describe('the people forms', () => {
  it('New user: names up to 50, a valid email', () => {
    const ok = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };
    expect(newUserFormSchema.safeParse(ok).success).toBe(true);
    expect(firstMessage(newUserFormSchema.safeParse({ ...ok, firstName: 'x'.repeat(51) }))).toBe(
      Messages.lengthBelow(50),
    );
    expect(firstMessage(newUserFormSchema.safeParse({ ...ok, email: '' }))).toBe(
      PeopleMessages.emailRequired,
    );
    expect(firstMessage(newUserFormSchema.safeParse({ ...ok, email: 'ada@example' }))).toBe(
      PeopleMessages.invalidEmail,
    );
  });

  it('Edit user: the phone rule on the phone field', () => {
    const form = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '',
      isAdmin: false,
      isReadOnlyUser: false,
      useTOTP: false,
      sendEmailEnabled: true,
      twoStepVerification: true,
    };
    const res = editUserFormSchema.safeParse(form);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({
      message: PeopleMessages.phoneRequired,
      path: ['phoneNumber'],
    });
    expect(editUserFormSchema.safeParse({ ...form, useTOTP: true }).success).toBe(true);
  });

  it('Group: name required up to 128, description up to 1024', () => {
    expect(firstMessage(groupFormSchema.safeParse({ name: ' ' }))).toBe(Messages.required);
    expect(firstMessage(groupFormSchema.safeParse({ name: 'n'.repeat(129) }))).toBe(
      Messages.lengthBelow(128),
    );
    expect(firstMessage(groupFormSchema.safeParse({ name: 'ok', description: 'd'.repeat(1025) }))).toBe(
      Messages.lengthBelow(1024),
    );
    expect(groupFormSchema.parse({ name: ' Finance ' })).toEqual({ name: 'Finance', description: '' });
  });

  it('Change Password of another user: at least 6 characters, the same twice', () => {
    expect(
      firstMessage(setUserPasswordFormSchema.safeParse({ newPassword: '12345', confirmPassword: '12345' })),
    ).toBe(Messages.passwordTooShort);
    expect(
      firstMessage(
        setUserPasswordFormSchema.safeParse({ newPassword: '123456', confirmPassword: '1234567' }),
      ),
    ).toBe(Messages.passwordsMustMatch);
  });
});
