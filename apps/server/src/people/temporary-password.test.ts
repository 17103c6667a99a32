import { describe, expect, it } from 'vitest';
import { temporaryPassword } from './temporary-password.js';

describe('temporaryPassword', () => {
  it('has 8 characters of the unambiguous alphabet, with a lower-case letter, a capital and a digit', () => {
    for (let i = 0; i < 200; i += 1) {
      const p = temporaryPassword();
      expect(p).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{8}$/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[0-9]/);
    }
  });

  it('differs from one call to the next', () => {
    const seen = new Set(Array.from({ length: 500 }, () => temporaryPassword()));
    expect(seen.size).toBe(500);
  });
});
