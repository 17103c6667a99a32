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
export function unstorableValues(value: unknown): NonNullable<AgentApiError['issues']> {
  const issues: NonNullable<AgentApiError['issues']> = [];
  const path: string[] = [];
  const visit = (v: unknown): void => {
    if (typeof v === 'string') {
      // Cheap tests first: this runs over every string of a batch.
      if (v.includes('\u0000'))
        issues.push({ path: path.join('.'), message: 'Text must not contain NUL characters' });
      else if (v.startsWith('0000-') && /^0000-\d\d-\d\dT/.test(v))
        issues.push({ path: path.join('.'), message: 'Invalid date' });
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i += 1) {
        path.push(String(i));
        visit(v[i]);
        path.pop();
      }
    } else if (v !== null && typeof v === 'object') {
      for (const key in v) {
        path.push(key);
        visit((v as Record<string, unknown>)[key]);
        path.pop();
      }
    }
  };
  visit(value);
  return issues;
}
