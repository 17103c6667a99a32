import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { loginFailures } from './auth.tables.js';

export interface ThrottleRule {
  windowSeconds: number;
  /** At this many failures within the window, further attempts are refused. */
  maxFailures: number;
}

/** Guessing one account's password from many addresses. */
export const ACCOUNT_RULE: ThrottleRule = { windowSeconds: 15 * 60, maxFailures: 10 };
/** Spraying passwords over many accounts from one address. */
export const ADDRESS_RULE: ThrottleRule = { windowSeconds: 60 * 60, maxFailures: 100 };
/** Nothing older than the longest window matters. */
const RETENTION_SECONDS = Math.max(ACCOUNT_RULE.windowSeconds, ADDRESS_RULE.windowSeconds);

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

export function accountKey(normalisedEmail: string): ThrottleKey {
  return { key: `email:${normalisedEmail}`, rule: ACCOUNT_RULE };
}

export function addressKey(ip: string): ThrottleKey {
  return { key: `ip:${ip}`, rule: ADDRESS_RULE };
}

/** An attempt under way: one row per key, which stays as the failure record unless released. */
export interface Attempt {
  rowIds: number[];
}

export type Reservation = { ok: true; attempt: Attempt } | { ok: false; retryAfterSeconds: number };

/** Seconds until the oldest failure that still counts leaves its window (at least 1). */
export function secondsUntilExpiry(oldestCounted: Date, rule: ThrottleRule, now: Date): number {
  const ms = oldestCounted.getTime() + rule.windowSeconds * 1000 - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

function windowStart(rule: ThrottleRule, now: Date): Date {
  return new Date(now.getTime() - rule.windowSeconds * 1000);
}

export interface LoginThrottleOptions {
  /** Delete expired rows on every n-th attempt. */
  pruneEvery?: number;
}

/**
 * Counts failed sign-ins per account and per address. An attempt is recorded before anything is
 * verified and counted together with the ones already there, so concurrent requests cannot slip
 * past the limit between a check and a record. A successful or harmless attempt is released.
 */
export function createLoginThrottle(options: LoginThrottleOptions = {}) {
  const pruneEvery = options.pruneEvery ?? 20;
  let attemptsSincePrune = 0;

  async function failuresInWindow(db: Queryable, k: ThrottleKey, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, k.key), gt(loginFailures.at, windowStart(k.rule, now))));
    return row?.n ?? 0;
  }

  /** When the key will be under its limit again, or null when it already is. */
  async function lockedFor(db: Queryable, k: ThrottleKey, now: Date): Promise<number | null> {
    const rows = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, k.key), gt(loginFailures.at, windowStart(k.rule, now))))
      .orderBy(desc(loginFailures.at))
      .offset(k.rule.maxFailures - 1)
      .limit(1);
    const pivot = rows[0];
    return pivot ? secondsUntilExpiry(pivot.at, k.rule, now) : null;
  }

  /** The attempt was not a failure (right password, or refused before anything was checked): forget it. */
  async function release(db: Queryable, attempt: Attempt): Promise<void> {
    if (attempt.rowIds.length > 0)
      await db.delete(loginFailures).where(inArray(loginFailures.id, attempt.rowIds));
  }

  async function prune(db: Queryable, now: Date): Promise<void> {
    await db
      .delete(loginFailures)
      .where(lt(loginFailures.at, new Date(now.getTime() - RETENTION_SECONDS * 1000)));
  }

  return {
    async reserve(db: Queryable, keys: ThrottleKey[], now: Date): Promise<Reservation> {
      attemptsSincePrune += 1;
      if (attemptsSincePrune >= pruneEvery) {
        attemptsSincePrune = 0;
        await prune(db, now);
      }
      const inserted = await db
        .insert(loginFailures)
        .values(keys.map((k) => ({ key: k.key, at: now })))
        .returning({ id: loginFailures.id });
      const attempt: Attempt = { rowIds: inserted.map((r) => r.id) };
      const counts = await Promise.all(keys.map((k) => failuresInWindow(db, k, now)));
      if (counts.every((n, i) => n <= (keys[i]?.rule.maxFailures ?? 0))) return { ok: true, attempt };

      // Refused attempts are not failures: they would otherwise keep the lock closed forever.
      await release(db, attempt);
      const waits = await Promise.all(keys.map((k) => lockedFor(db, k, now)));
      return { ok: false, retryAfterSeconds: Math.max(1, ...waits.map((w) => w ?? 0)) };
    },

    release,

    /** A successful sign-in forgives the account's earlier failures. */
    async clear(db: Queryable, k: ThrottleKey): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, k.key));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
