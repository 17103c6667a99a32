import { describe, expect, it } from 'vitest';
import { signedInEmail } from './oidc-client.js';

describe('the e-mail address a provider vouches for', () => {
  it('Okta: its email claim, unless it says the address is not verified', () => {
    expect(signedInEmail('OKTA', { email: 'a@x.com', email_verified: true })).toBe('a@x.com');
    expect(signedInEmail('OKTA', { email: 'a@x.com' })).toBe('a@x.com');
    expect(signedInEmail('OKTA', { email: 'a@x.com', email_verified: false })).toBeNull();
    expect(signedInEmail('OKTA', { preferred_username: 'a@x.com' })).toBeNull();
  });

  it('Microsoft: its email claim, else the sign-in name when it is an address', () => {
    expect(signedInEmail('MICROSOFT', { email: 'a@x.com', preferred_username: 'b@x.com' })).toBe('a@x.com');
    expect(signedInEmail('MICROSOFT', { preferred_username: 'b@x.com' })).toBe('b@x.com');
    expect(signedInEmail('MICROSOFT', { preferred_username: 'DOMAIN\\b' })).toBeNull();
  });

  it('nothing that is not an address', () => {
    expect(signedInEmail('OKTA', { email: 42 })).toBeNull();
    expect(signedInEmail('OKTA', { email: 'a b@x.com' })).toBeNull();
    expect(signedInEmail('OKTA', { email: `${'a'.repeat(250)}@x.com` })).toBeNull();
  });
});
