import { describe, expect, it } from 'vitest';
import { TenantType } from '@vigil/contracts';
import type { AuthUser } from '../common/context.js';
import { SessionCache } from './session-cache.js';

const user: AuthUser = {
  id: 1,
  email: 'a@example.test',
  firstName: 'A',
  lastName: 'B',
  tenantId: 2,
  tenantType: TenantType.Customer,
  tenantPath: '/1/2/',
  roles: [],
  isReadOnlyUser: false,
  needToChangePassword: false,
  actingTenantId: null,
};

function listening(): SessionCache {
  const cache = new SessionCache();
  cache.setListening(true);
  return cache;
}

describe('session cache', () => {
  it('answers a stored token until its end, not after', () => {
    const cache = listening();
    cache.set('t', cache.begin(), user, 1000);
    expect(cache.get('t', 999)).toBe(user);
    expect(cache.get('t', 1000)).toBeNull();
  });

  it('remembers nothing while not listening for changes', () => {
    const cache = new SessionCache();
    cache.set('t', cache.begin(), user, 1000);
    expect(cache.get('t', 0)).toBeNull();
    const lost = listening();
    lost.set('t', lost.begin(), user, 1000);
    lost.setListening(false);
    expect(lost.get('t', 0)).toBeNull();
  });

  it('does not store a check that began before a change emptied the cache', () => {
    const cache = listening();
    const generation = cache.begin();
    cache.clear(); // a change committed while the check was reading the database
    cache.set('t', generation, user, 1000);
    expect(cache.get('t', 0)).toBeNull();
    cache.set('t', cache.begin(), user, 1000);
    expect(cache.get('t', 0)).toBe(user);
  });

  it('a change forgets every token', () => {
    const cache = listening();
    cache.set('a', cache.begin(), user, 1000);
    cache.set('b', cache.begin(), user, 1000);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
