import { describe, expect, it } from 'vitest';
import { selectionDiffers, selectionOf, toContentTypes, toggled, withCountries } from './selection';

const saved = selectionOf([
  { id: 2, countries: [{ id: 'FR' }, { id: 'DE' }] },
  { id: 1, countries: [] },
]);

describe('regulation selection', () => {
  it('is not dirty until something changes, and clean again when changed back', () => {
    expect(selectionDiffers(saved, saved)).toBe(false);
    const off = toggled(saved, 1, false);
    expect(selectionDiffers(off, saved)).toBe(true);
    expect(selectionDiffers(toggled(off, 1, true), saved)).toBe(false);
  });

  it('countries count, in any order', () => {
    expect(selectionDiffers(withCountries(saved, 2, ['DE', 'FR']), saved)).toBe(false);
    expect(selectionDiffers(withCountries(saved, 2, ['DE']), saved)).toBe(true);
    expect(selectionDiffers(withCountries(saved, 2, ['DE', 'IT']), saved)).toBe(true);
  });

  it('turning a selected regulation on again keeps its countries', () => {
    expect(toggled(saved, 2, true).get(2)).toEqual(['DE', 'FR']);
    expect(toggled(saved, 3, true).get(3)).toEqual([]);
  });

  it('builds the request, countries only where allowed', () => {
    expect(toContentTypes(saved, (id) => id === 2)).toEqual([
      { id: 1, countries: [] },
      { id: 2, countries: ['DE', 'FR'] },
    ]);
    expect(toContentTypes(saved, () => false)).toEqual([
      { id: 1, countries: [] },
      { id: 2, countries: [] },
    ]);
  });
});
