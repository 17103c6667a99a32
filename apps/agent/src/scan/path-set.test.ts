import { describe, expect, it } from 'vitest';
import { PathSet } from './path-set.js';

describe('PathSet', () => {
  it('answers for the paths added, not for others, and forgets deleted ones', () => {
    const set = new PathSet();
    const added = Array.from({ length: 5000 }, (_, i) => `/home/u/docs/${i}/report-${i}.docx`);
    for (const file of added) set.add(file);
    set.delete(added[10] as string);
    expect(added.filter((file) => !set.has(file))).toEqual([added[10]]);
    expect(
      Array.from({ length: 5000 }, (_, i) => `/home/u/docs/${i}/report-${i}.doc`).some((f) => set.has(f)),
    ).toBe(false);
    set.add(added[10] as string);
    expect(set.has(added[10] as string)).toBe(true);
  });
});
