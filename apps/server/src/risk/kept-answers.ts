import type { Queryable } from '../db/client.js';
import { riskAnswersOf } from '../db/risk-answers.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/**
 * The answer of `operation` for the scope's tenant and these arguments (everything else the answer
 * depends on, normalised: two requests that must answer alike give the same key), kept by the
 * process's risk answers cache (db/risk-answers.ts) until a writer says the tenant's risk changed.
 * On a transaction, or a process without the cache, it is computed every time.
 */
export async function keptAnswer<T>(
  db: Queryable,
  scope: TenantScope,
  operation: string,
  args: unknown,
  compute: () => Promise<T>,
): Promise<T> {
  const cache = riskAnswersOf(db);
  if (!cache) return compute();
  const key = `${operation} ${JSON.stringify(args)}`;
  const kept = cache.get(scope.tenantId, key);
  if (kept !== undefined) return kept as T;
  const generation = cache.begin();
  const answer = await compute();
  cache.set(scope.tenantId, scope.path, key, generation, answer);
  return answer;
}
