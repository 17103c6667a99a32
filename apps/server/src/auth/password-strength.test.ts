import { describe, expect, it } from 'vitest';
import { contextWords, isPasswordStrongEnough } from './password-strength.js';

const contoso = {
  email: 'ann.lee@contoso-health.example',
  firstName: 'Ann',
  lastName: 'Leeward',
  tenantName: 'Contoso Health',
};

describe('password strength', { timeout: 20_000 }, () => {
  it.each(['123456', 'aaaaaa', 'password', 'qwerty', 'P@ssw0rd', 'abcdef', '111111', 'letmein', 'monkey12'])(
    'refuses the common password %s',
    (password) => {
      expect(isPasswordStrongEnough(password)).toBe(false);
    },
  );

  it.each([
    'Contoso Health',
    'contosohealth',
    'contoso1',
    'ann.lee@contoso-health.example',
    'annleeward',
    'Leeward1',
    'vigil123',
  ])("refuses %s: the person's or organisation's own words", (password) => {
    expect(isPasswordStrongEnough(password, contoso)).toBe(false);
  });

  it('judges the same words on their own merits without the context', () => {
    expect(isPasswordStrongEnough('Leeward1', {})).toBe(true);
  });

  it.each([
    'Vigil-demo-1',
    'Test-password-1',
    'x7Kp2q',
    'kT9#mQ',
    'temp-pass-1',
    'brand-new-pw',
    'correct horse staple',
  ])('accepts %s', (password) => {
    expect(isPasswordStrongEnough(password, contoso)).toBe(true);
  });

  it('keeps six characters enough when they are not a word or pattern (the spec minimum)', () => {
    expect(isPasswordStrongEnough('qzvbnx')).toBe(true);
  });

  it('splits emails and names into the words an attacker would try', () => {
    expect(contextWords(contoso)).toEqual(
      expect.arrayContaining([
        'ann.lee@contoso-health.example',
        'contoso',
        'health',
        'contosohealth',
        'leeward',
        'vigil',
      ]),
    );
  });

  it.each(['Aa1!'.repeat(32), '1234567890'.repeat(12), '2024-01-01'.repeat(12), 'l1|'.repeat(42)])(
    'answers quickly even for a crafted password of the longest length allowed (%#)',
    (password) => {
      isPasswordStrongEnough('warm-up');
      const started = performance.now();
      isPasswordStrongEnough(password, contoso);
      // Unbounded, these took 1.5 to 3 s each.
      expect(performance.now() - started).toBeLessThan(1000);
    },
  );
});
