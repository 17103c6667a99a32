import { describe, expect, it } from 'vitest';
import { safeReturnUrl, signInPath } from './sign-in-path';

describe('sign-in path', () => {
  it('carries the page to return to', () => {
    expect(signInPath('/customer/reports?x=1')).toBe('/auth/sign-in?returnUrl=%2Fcustomer%2Freports%3Fx%3D1');
    expect(signInPath('/')).toBe('/auth/sign-in');
    expect(signInPath(null)).toBe('/auth/sign-in');
  });

  it('follows only paths of this app', () => {
    expect(safeReturnUrl('/tenant/4/customer')).toBe('/tenant/4/customer');
    expect(safeReturnUrl('https://evil.example')).toBeNull();
    expect(safeReturnUrl('//evil.example/x')).toBeNull();
    expect(safeReturnUrl('/\\evil.example')).toBeNull();
    expect(safeReturnUrl('/auth/sign-in')).toBeNull();
    expect(safeReturnUrl('')).toBeNull();
  });
});
