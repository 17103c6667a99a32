import type { Database, Queryable } from './client.js';

/**
 * The channel of risk changes: the writers of what the risk portal's answers are made of notify it
 * in their own transaction (tenants/risk-changes.ts, riskChanged), so it is delivered at commit. A
 * function call, not a trigger: Citus runs no triggers on distributed tables.
 */
export const RISK_CHANGED_CHANNEL = 'vigil_risk_changed';

/**
 * The payload: the changed tenants' materialised paths, separated by spaces. The root's path ("/")
 * relates to every tenant: it is what a change of the shared library, or of too many tenants for
 * one notification (PostgreSQL allows 8000 bytes), sends.
 */
export const EVERY_TENANT_PATH = '/';
export const RISK_CHANGED_PAYLOAD_MAX = 7000;

/**
 * What is kept at once, every tenant together, in rows (an answer weighs its list's rows, at least
 * one): a row of a Data Risk table is a few hundred bytes, so this is some tens of megabytes at
 * most. Past it the oldest answers go first.
 */
export const RISK_ANSWERS_MAX_ROWS = 100_000;

interface TenantAnswers {
  /** The tenant's materialised path when its answers were stored. */
  path: string;
  answers: Map<string, unknown>;
}

/**
 * Two tenants are related when one is the other or below it: a customer's change alters its own
 * answers and those of every partner above it and the back office (sums over their customers),
 * and a change named at a partner (its deletion, a move) alters those of the tenants below it.
 */
const related = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/**
 * The risk portal's read answers (riskOverview, regulationsDataRisks), per acting tenant, kept
 * until a risk change of a related tenant arrives on RISK_CHANGED_CHANNEL. It is only as good as
 * its invalidation: every writer of the tables the answers read calls riskChanged (a test holds
 * every such module to it). While the LISTEN connection is down nothing is kept and every request
 * computes its answer. Never used inside a transaction (riskAnswersOf finds none for one), whose
 * own uncommitted writes it could not see.
 *
 * The generation closes the race of a computation that began before a change and would store its
 * answer after the change dropped the tenant's answers: it stores nothing if any change arrived.
 */
export class RiskAnswersCache {
  private readonly tenants = new Map<number, TenantAnswers>();
  /** The keys in the order stored (tenant id, key, weight): the oldest is evicted first. */
  private readonly order = new Map<string, [number, string, number]>();
  private rows = 0;
  private generation = 0;
  private listening = false;
  /** Risk changes received from the database (tests wait on it for another process's commit). */
  notifications = 0;

  get(tenantId: number, key: string): unknown {
    if (!this.listening) return undefined;
    return this.tenants.get(tenantId)?.answers.get(key);
  }

  /** Taken before computing an answer; `set` stores it only if no change arrived since. */
  begin(): number {
    return this.generation;
  }

  set(tenantId: number, path: string, key: string, generation: number, value: unknown, weight = 1): void {
    if (!this.listening || generation !== this.generation || weight > RISK_ANSWERS_MAX_ROWS) return;
    let tenant = this.tenants.get(tenantId);
    if (tenant && tenant.path !== path) {
      // Moved since its answers were stored: they were of its old place in the tree.
      this.forget(tenantId, tenant);
      tenant = undefined;
    }
    if (!tenant) {
      tenant = { path, answers: new Map() };
      this.tenants.set(tenantId, tenant);
    }
    this.remove(tenantId, key);
    while (this.rows + weight > RISK_ANSWERS_MAX_ROWS) this.remove(...this.oldest());
    tenant.answers.set(key, value);
    this.order.set(`${tenantId} ${key}`, [tenantId, key, weight]);
    this.rows += weight;
  }

  /** A RISK_CHANGED_CHANNEL notification arrived. */
  notified(payload: string): void {
    this.notifications += 1;
    this.dropRelated(changedPaths(payload));
  }

  /** Drops the answers of every tenant related to one of these paths (a payload's paths). */
  dropRelated(paths: readonly string[]): void {
    this.generation += 1;
    for (const [tenantId, tenant] of this.tenants) {
      if (paths.some((p) => related(tenant.path, p))) this.forget(tenantId, tenant);
    }
  }

  private forget(tenantId: number, tenant: TenantAnswers): void {
    for (const key of tenant.answers.keys()) this.remove(tenantId, key);
    this.tenants.delete(tenantId);
  }

  clear(): void {
    this.generation += 1;
    this.tenants.clear();
    this.order.clear();
    this.rows = 0;
  }

  setListening(listening: boolean): void {
    // Changes may have been missed while down, or be missed from now on: forget everything.
    this.clear();
    this.listening = listening;
  }

  /** Answers kept, every tenant together. */
  get size(): number {
    return this.order.size;
  }

  /** Their weight, in rows. */
  get weight(): number {
    return this.rows;
  }

  private oldest(): [number, string] {
    const [tenantId, key] = this.order.values().next().value ?? [0, ''];
    return [tenantId, key];
  }

  private remove(tenantId: number, key: string): void {
    const orderKey = `${tenantId} ${key}`;
    const entry = this.order.get(orderKey);
    if (!entry) return;
    this.order.delete(orderKey);
    this.rows -= entry[2];
    const tenant = this.tenants.get(tenantId);
    tenant?.answers.delete(key);
  }
}

/** The paths of a RISK_CHANGED_CHANNEL payload (an empty one names every tenant). */
export function changedPaths(payload: string): string[] {
  const paths = payload.split(' ').filter((p) => p !== '');
  return paths.length > 0 ? paths : [EVERY_TENANT_PATH];
}

/** The answer caches of database handles; a transaction has none (it is another object). */
const caches = new WeakMap<Queryable, RiskAnswersCache>();

/** The risk answers cache of `db`, if its process opened one (openRiskAnswers), else none. */
export function riskAnswersOf(db: Queryable): RiskAnswersCache | undefined {
  return caches.get(db);
}

/**
 * Keeps risk answers computed on `database.db`, dropped by the risk changes every server process
 * on the database notifies; `stop` on close.
 */
export async function openRiskAnswers(
  database: Pick<Database, 'db' | 'listen'>,
): Promise<{ cache: RiskAnswersCache; stop: () => Promise<void> }> {
  const cache = new RiskAnswersCache();
  caches.set(database.db, cache);
  const stop = await database.listen(RISK_CHANGED_CHANNEL, {
    onNotify: (payload) => cache.notified(payload),
    onState: (listening) => cache.setListening(listening),
  });
  return {
    cache,
    stop: async () => {
      await stop();
      if (caches.get(database.db) === cache) caches.delete(database.db);
    },
  };
}
