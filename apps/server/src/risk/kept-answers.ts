import type { Queryable } from '../db/client.js';
import { riskAnswersOf, type RiskAnswersCache } from '../db/risk-answers.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

interface Computation {
  generation: number;
  answer: Promise<unknown>;
}

/** The computations under way per cache: requests for one key while it is computed share it. */
const underWay = new WeakMap<RiskAnswersCache, Map<string, Computation>>();

/**
 * The answer of `operation` for the scope's tenant and these arguments (everything else the answer
 * depends on, normalised: two requests that must answer alike give the same key), kept by the
 * process's risk answers cache (db/risk-answers.ts) until a writer says the tenant's risk changed.
 * Requests that miss while the same answer is being computed, with no change since it began, wait
 * for it rather than compute it again (fifty users opening the screen after a batch run one query).
 * On a transaction, or a process without the cache, it is computed every time. `weigh`: the
 * answer's rows, what the cache's bound counts.
 */
export async function keptAnswer<T>(
  db: Queryable,
  scope: TenantScope,
  operation: string,
  args: unknown,
  compute: () => Promise<T>,
  weigh: (answer: T) => number,
): Promise<T> {
  const cache = riskAnswersOf(db);
  if (!cache) return compute();
  const key = `${operation} ${JSON.stringify(args)}`;
  const kept = cache.get(scope.tenantId, key);
  if (kept !== undefined) return kept as T;
  const generation = cache.begin();
  let computations = underWay.get(cache);
  if (!computations) underWay.set(cache, (computations = new Map()));
  const id = `${scope.tenantId} ${key}`;
  const running = computations.get(id);
  if (running && running.generation === generation) return running.answer as Promise<T>;
  const answer = compute();
  computations.set(id, { generation, answer });
  try {
    const value = await answer;
    cache.set(scope.tenantId, scope.path, key, generation, value, Math.max(1, weigh(value)));
    return value;
  } finally {
    if (computations.get(id)?.answer === answer) computations.delete(id);
  }
}
