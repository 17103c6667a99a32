import { describe, expect, it } from 'vitest';
import { canManageGroups, canManageUsers, fullName } from './people-access';

describe('people access', () => {
  it('lets admins who are not read-only manage users', () => {
    expect(canManageUsers({ roles: ['TENANT_ADMIN'], isReadOnlyUser: false })).toBe(true);
    expect(canManageUsers({ roles: ['SysAdmin'], isReadOnlyUser: false })).toBe(true);
    expect(canManageUsers({ roles: ['TENANT_ADMIN'], isReadOnlyUser: true })).toBe(false);
    expect(canManageUsers({ roles: [], isReadOnlyUser: false })).toBe(false);
    expect(canManageUsers({ roles: ['OnboardingManager'], isReadOnlyUser: false })).toBe(false);
  });

  it('lets anyone who may write manage groups', () => {
    expect(canManageGroups({ isReadOnlyUser: false })).toBe(true);
    expect(canManageGroups({ isReadOnlyUser: true })).toBe(false);
  });

  it('names a user by first and last name, else by email', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: ' ', lastName: '', email: 'a@b.c' })).toBe('a@b.c');
  });
});
