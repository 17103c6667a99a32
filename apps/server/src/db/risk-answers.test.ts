import { describe, expect, it } from 'vitest';
import { changedPaths, RISK_ANSWERS_MAX_ROWS, RiskAnswersCache } from './risk-answers.js';

function listening(): RiskAnswersCache {
  const cache = new RiskAnswersCache();
  cache.setListening(true);
  return cache;
}

// root /1/ ─┬─ partner /1/2/ ─┬─ customer /1/2/3/
//           │                 └─ customer /1/2/4/
//           └─ partner /1/5/ ── customer /1/5/6/
const TENANTS = {
  root: '/1/',
  partner: '/1/2/',
  c3: '/1/2/3/',
  c4: '/1/2/4/',
  other: '/1/5/',
  c6: '/1/5/6/',
};

function filled(): RiskAnswersCache {
  const cache = listening();
  for (const [i, path] of Object.values(TENANTS).entries()) cache.set(i, path, 'k', cache.begin(), path);
  return cache;
}

const kept = (cache: RiskAnswersCache) =>
  Object.values(TENANTS).filter((path, i) => cache.get(i, 'k') === path);

describe('RiskAnswersCache', () => {
  it("drops a customer's answers with its partners' and the root's, and no one else's", () => {
    const cache = filled();
    cache.notified(TENANTS.c3);
    expect(kept(cache)).toEqual([TENANTS.c4, TENANTS.other, TENANTS.c6]);
  });

  it("drops a partner's subtree with it (a deletion or a move names the partner)", () => {
    const cache = filled();
    cache.notified(TENANTS.partner);
    expect(kept(cache)).toEqual([TENANTS.other, TENANTS.c6]);
  });

  it('drops every answer for the root, for an empty payload, and for several paths at once', () => {
    const root = filled();
    root.notified('/');
    expect(kept(root)).toEqual([]);
    const empty = filled();
    empty.notified('');
    expect(kept(empty)).toEqual([]);
    expect(changedPaths('/1/2/3/ /1/5/6/')).toEqual(['/1/2/3/', '/1/5/6/']);
    const two = filled();
    two.notified('/1/2/3/ /1/5/6/');
    expect(kept(two)).toEqual([TENANTS.c4]);
  });

  it('a prefix of digits is not a parent: /1/2/ is not above /1/22/', () => {
    const cache = listening();
    cache.set(22, '/1/22/', 'k', cache.begin(), 'kept');
    cache.notified('/1/2/');
    expect(cache.get(22, 'k')).toBe('kept');
  });

  it('keeps nothing while not listening, and forgets everything when the connection drops', () => {
    const cache = new RiskAnswersCache();
    cache.set(1, '/1/', 'k', cache.begin(), 'v');
    expect(cache.get(1, 'k')).toBeUndefined();
    cache.setListening(true);
    cache.set(1, '/1/', 'k', cache.begin(), 'v');
    expect(cache.get(1, 'k')).toBe('v');
    cache.setListening(false);
    expect(cache.get(1, 'k')).toBeUndefined();
    cache.setListening(true);
    expect(cache.get(1, 'k')).toBeUndefined();
  });

  it('stores nothing computed before a change that arrived meanwhile (the read-then-store race)', () => {
    const cache = listening();
    const generation = cache.begin();
    cache.notified('/9/');
    cache.set(1, '/1/', 'k', generation, 'stale');
    expect(cache.get(1, 'k')).toBeUndefined();
    cache.set(1, '/1/', 'k', cache.begin(), 'fresh');
    expect(cache.get(1, 'k')).toBe('fresh');
  });

  it('is bounded by the rows it keeps: past it the oldest answers go first', () => {
    const cache = listening();
    const rows = RISK_ANSWERS_MAX_ROWS / 10;
    for (let i = 0; i < 11; i++) cache.set(i % 3, `/1/${i % 3}/`, `k${i}`, cache.begin(), i, rows);
    expect(cache.size).toBe(10);
    expect(cache.weight).toBe(RISK_ANSWERS_MAX_ROWS);
    expect(cache.get(0, 'k0')).toBeUndefined();
    expect(cache.get(1, 'k1')).toBe(1);
    expect(cache.get(10 % 3, 'k10')).toBe(10);
    // Stored again, an answer replaces itself rather than counting twice.
    cache.set(1, '/1/1/', 'k1', cache.begin(), 'again', rows);
    expect(cache.weight).toBe(RISK_ANSWERS_MAX_ROWS);
    // One answer heavier than the whole bound is not kept, and pushes nothing out.
    cache.set(5, '/1/5/', 'huge', cache.begin(), 'huge', RISK_ANSWERS_MAX_ROWS + 1);
    expect(cache.get(5, 'huge')).toBeUndefined();
    expect(cache.size).toBe(10);
    cache.notified('/1/1/');
    expect(cache.weight).toBe(RISK_ANSWERS_MAX_ROWS - 4 * rows);
  });
});
