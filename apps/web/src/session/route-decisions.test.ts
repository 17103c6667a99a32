import { describe, expect, it } from 'vitest';
import { canEnterArea, forcedPasswordRedirect, homePathFor } from './route-decisions';

describe('role guard', () => {
  it('sends each role home to its own area', () => {
    expect(homePathFor({ routeRole: 'admin' })).toBe('/admin/tenants');
    expect(homePathFor({ routeRole: 'partner' })).toBe('/partner');
    expect(homePathFor({ routeRole: 'customer' })).toBe('/customer/risk-portal');
  });

  it('opens only the own area on the own tenant', () => {
    expect(canEnterArea({ routeRole: 'customer' }, 'customer', false)).toBe(true);
    expect(canEnterArea({ routeRole: 'customer' }, 'admin', false)).toBe(false);
    expect(canEnterArea({ routeRole: 'customer' }, 'partner', false)).toBe(false);
    expect(canEnterArea({ routeRole: 'partner' }, 'customer', false)).toBe(false);
    expect(canEnterArea({ routeRole: 'admin' }, 'admin', false)).toBe(true);
  });

  it('lets partners and the back office act for a child tenant as partner or customer', () => {
    expect(canEnterArea({ routeRole: 'partner' }, 'customer', true)).toBe(true);
    expect(canEnterArea({ routeRole: 'partner' }, 'partner', true)).toBe(true);
    expect(canEnterArea({ routeRole: 'admin' }, 'customer', true)).toBe(true);
    expect(canEnterArea({ routeRole: 'customer' }, 'customer', true)).toBe(false);
    expect(canEnterArea({ routeRole: 'partner' }, 'admin', true)).toBe(false);
  });

  it('holds a user who must change the password on /change-password', () => {
    expect(forcedPasswordRedirect({ needToChangePassword: true }, '/customer/reports')).toBe(
      '/change-password',
    );
    expect(forcedPasswordRedirect({ needToChangePassword: true }, '/change-password')).toBeNull();
    expect(forcedPasswordRedirect({ needToChangePassword: false }, '/customer/reports')).toBeNull();
  });
});
