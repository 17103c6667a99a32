import { describe, expect, it } from 'vitest';
import { Messages } from './messages.js';
import {
  canUpdateAll,
  countryName,
  isTestRegulation,
  policyUpdateActionFor,
  regulationFormSchema,
} from './regulations.js';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const valid = { name: 'Act', description: 'd', region: 'Europe', sortNumber: 3 };
const firstMessage = (input: unknown) => {
  const r = regulationFormSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('regulation form', () => {
  it('accepts a complete form, strips a data URL prefix, fills defaults', () => {
    const r = regulationFormSchema.parse({ ...valid, image: `data:image/png;base64,${PNG}` });
    expect(r).toEqual({
      ...valid,
      image: PNG,
      setByDefault: false,
      canBeSetForCountries: false,
      availableCountries: [],
    });
  });

  it.each([
    [{ ...valid, name: ' ' }, Messages.required],
    [{ ...valid, name: 'x'.repeat(101) }, Messages.lengthBelow(100)],
    [{ ...valid, sortNumber: '' }, Messages.required],
    [{ ...valid, sortNumber: 0 }, Messages.required],
    [{ ...valid, sortNumber: Number.NaN }, Messages.numeric],
    [{ ...valid, sortNumber: 1.5 }, Messages.numeric],
    [{ ...valid, sortNumber: 100000 }, Messages.maxValue(99999)],
    [{ ...valid, image: 'R0lGODlhAQABAAAAACw=' }, Messages.regulationImageNotPng],
    [{ ...valid, image: `${PNG.slice(0, 11)}${'A'.repeat(400_000)}` }, Messages.regulationImageTooLarge(256)],
    [{ ...valid, availableCountries: ['de'] }, 'Invalid country'],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('regulation helpers', () => {
  it("'test' regulations, any case", () => {
    expect(isTestRegulation('Internal TEST reg')).toBe(true);
    expect(isTestRegulation('GDPR')).toBe(false);
  });
  it('country names; not countries are null', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('ZZ')).toBeNull();
    expect(countryName('EU')).toBeNull();
    expect(countryName('de')).toBeNull();
  });
  it('row actions and Update All (customer view)', () => {
    expect(policyUpdateActionFor('MISSING')).toBe('ADD');
    expect(policyUpdateActionFor('NOT_ACTUAL')).toBe('UPDATE');
    expect(policyUpdateActionFor('DEPRECATED')).toBe('DELETE');
    for (const s of ['ACTUAL', 'MULTIPLE_CLASSIFIERS_EXIST', 'BLOCKED'] as const)
      expect(policyUpdateActionFor(s)).toBeNull();
    expect(canUpdateAll(['ACTUAL', 'BLOCKED'])).toBe(false);
    expect(canUpdateAll([])).toBe(false);
    expect(canUpdateAll(['ACTUAL', 'MULTIPLE_CLASSIFIERS_EXIST'])).toBe(true);
    expect(canUpdateAll(['BLOCKED', 'MISSING'])).toBe(true);
  });
});
