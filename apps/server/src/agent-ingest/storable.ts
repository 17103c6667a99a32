import type { AgentApiError } from '@vigil/contracts';

const INT4_MAX = 2_147_483_647;

/** Ids the database can hold (int4): larger ones cannot name a row, so they are dropped, not sent. */
export function isStorableId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= INT4_MAX;
}

/**
 * What the schemas allow but PostgreSQL cannot store: NUL characters in text, and year 0000 in
 * ISO dates (it has no year zero). Found before any write, they make a clear 400, not a 500.
 */
export function unstorableValues(value: unknown, path: string[] = []): NonNullable<AgentApiError['issues']> {
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      return [{ path: path.join('.'), message: 'Text must not contain NUL characters' }];
    if (/^0000-\d\d-\d\dT/.test(value)) return [{ path: path.join('.'), message: 'Invalid date' }];
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => unstorableValues(v, [...path, String(i)]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => unstorableValues(v, [...path, k]));
  }
  return [];
}
