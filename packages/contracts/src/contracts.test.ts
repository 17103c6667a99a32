import { describe, expect, it } from 'vitest';
import { formatUsd, formatDate, formatDateTime, formatPickerDate, parsePickerDate } from './format.js';
import { percentOf, tenantDisplayName } from './tenants.js';
import { changePasswordFormSchema, loginRequestSchema } from './auth.js';
import { isDialogType } from './dialogs.js';
import { routeRoleOf } from './roles.js';

describe('money and percentages', () => {
  it('shows USD compact with exactly 4 significant digits from a thousand up, whole dollars below', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(12.4)).toBe('$12');
    expect(formatUsd(999)).toBe('$999');
    expect(formatUsd(1000)).toBe('$1.000K');
    expect(formatUsd(12_345)).toBe('$12.35K');
    expect(formatUsd(1_234_567)).toBe('$1.235M');
    // Side by side they read alike: never $2.45M beside $1.348M.
    expect(formatUsd(2_450_000)).toBe('$2.450M');
    expect(formatUsd(1_348_000)).toBe('$1.348M');
    expect(formatUsd(999_960)).toBe('$1.000M');
    expect(formatUsd(2_500_000_000)).toBe('$2.500B');
  });

  it('rounds percentages to whole numbers and has none for a zero total', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 0)).toBeNull();
  });
});

describe('dates', () => {
  it('shows and reads picker dates as MM/dd/yyyy, refusing days that do not exist', () => {
    expect(formatPickerDate('2026-02-03')).toBe('02/03/2026');
    expect(parsePickerDate('02/03/2026')).toBe('2026-02-03');
    expect(parsePickerDate(formatPickerDate('2024-02-29'))).toBe('2024-02-29');
    for (const bad of ['02/30/2026', '13/01/2026', '2026-02-03', '2/3/2026', '02/03/26', ''])
      expect(parsePickerDate(bad)).toBeNull();
  });

  it('formats dd.MM.yyyy and dd.MM.yyyy HH:mm', () => {
    const d = new Date(2026, 10, 21, 9, 5);
    expect(formatDate(d)).toBe('21.11.2026');
    expect(formatDateTime(d)).toBe('21.11.2026 09:05');
  });

  it('says so when a date is not valid', () => {
    expect(() => formatDate('nope')).toThrow('Date is not valid');
  });
});

describe('tenants and roles', () => {
  it("names a tenant without a name 'Tenant {id}'", () => {
    expect(tenantDisplayName({ id: 42, name: '  ' })).toBe('Tenant 42');
    expect(tenantDisplayName({ id: 42, name: 'Contoso' })).toBe('Contoso');
  });

  it('maps tenant types to route roles', () => {
    expect(routeRoleOf('ROOT')).toBe('admin');
    expect(routeRoleOf('PARTNER')).toBe('partner');
    expect(routeRoleOf('CUSTOMER')).toBe('customer');
  });

  it('knows the dialog types of the spec', () => {
    expect(isDialogType('addClassifier')).toBe(true);
    expect(isDialogType('nope')).toBe(false);
  });
});

describe('validation', () => {
  it('requires 6 characters and a matching confirmation for a new password', () => {
    const currentPassword = 'old-one';
    const short = changePasswordFormSchema.safeParse({
      currentPassword,
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Must be at least 6 characters long');
    const mismatch = changePasswordFormSchema.safeParse({
      currentPassword,
      newPassword: 'abcdef',
      confirmPassword: 'abcdeg',
    });
    expect(mismatch.error?.issues[0]?.message).toBe('New password and confirm password must match');
    expect(
      changePasswordFormSchema.safeParse({
        currentPassword,
        newPassword: 'abcdef',
        confirmPassword: 'abcdef',
      }).success,
    ).toBe(true);
  });

  it('asks for the current password', () => {
    const missing = changePasswordFormSchema.safeParse({
      currentPassword: '',
      newPassword: 'abcdef',
      confirmPassword: 'abcdef',
    });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['currentPassword', 'Enter your current password.'],
    ]);
  });

  it('bounds sign-in input and defaults keepMeLoggedIn to on', () => {
    const ok = loginRequestSchema.parse({ email: ' a@b.c ', password: 'x' });
    expect(ok).toMatchObject({ email: 'a@b.c', keepMeLoggedIn: true });
    expect(loginRequestSchema.safeParse({ email: 'a@b.c', password: 'x'.repeat(129) }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: '', password: 'x' }).success).toBe(false);
  });
});
