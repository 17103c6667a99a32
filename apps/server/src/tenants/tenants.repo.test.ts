import { describe, expect, it } from 'vitest';
import { idsOfPath } from './tenants.repo.js';

describe('idsOfPath', () => {
  it('reads the ids of a materialised path, top-down', () => {
    expect(idsOfPath('/1/4/9/')).toEqual([1, 4, 9]);
    expect(idsOfPath('/1/')).toEqual([1]);
    expect(idsOfPath('')).toEqual([]);
  });
});
