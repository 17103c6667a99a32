import { describe, expect, it } from 'vitest';
import { loginRequestSchema, refreshRequestSchema } from '@vigil/contracts';
import { describeIssues } from './login.routes.js';

describe('login request bodies', () => {
  it('default keepMeLoggedIn to true and drop an empty two-factor code', () => {
    expect(loginRequestSchema.parse({ email: ' a@example.test ', password: 'p', twoFactorCode: '' })).toEqual(
      {
        email: 'a@example.test',
        password: 'p',
        twoFactorCode: undefined,
        keepMeLoggedIn: true,
      },
    );
    expect(
      loginRequestSchema.parse({ email: 'a@b.c', password: 'p', keepMeLoggedIn: false }).keepMeLoggedIn,
    ).toBe(false);
  });

  it('describe what is wrong field by field', () => {
    const result = loginRequestSchema.safeParse({ email: '', password: '' });
    if (result.success) throw new Error('should fail');
    expect(describeIssues(result.error)).toBe('email: Value is required; password: Value is required');
  });

  it('accept a refresh without tenantId and refuse a non-integer one', () => {
    expect(refreshRequestSchema.safeParse({ refreshToken: 'x' }).success).toBe(true);
    expect(refreshRequestSchema.safeParse({ refreshToken: 'x', tenantId: null }).success).toBe(true);
    expect(refreshRequestSchema.safeParse({ refreshToken: 'x', tenantId: 1.5 }).success).toBe(false);
  });
});
