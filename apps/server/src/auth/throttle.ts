import { and, count, desc, eq, gt, inArray, lt, max, notInArray } from 'drizzle-orm';
import { SignInThrottle } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { loginFailures, signInAddresses } from './auth.tables.js';

/** Whose password is being tried, and from where: a normalised email and a client address key. */
export interface ThrottleSubject {
  email: string;
  address: string;
}

export interface ThrottleKeys {
  account: string;
  address: string;
  pair: string;
}

export function throttleKeys(subject: ThrottleSubject): ThrottleKeys {
  return {
    account: `email:${subject.email}`,
    address: `ip:${subject.address}`,
    // An address never contains '|', so the first one separates the two unambiguously.
    pair: `pair:${subject.address}|${subject.email}`,
  };
}

/**
 * The wait the pair owes after `failures` earlier failures within the window: nothing for the
 * first few, then doubling from the first delay, capped.
 */
export function pairDelaySeconds(failures: number): number {
  const beyond = failures - SignInThrottle.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(SignInThrottle.firstDelaySeconds * 2 ** beyond, SignInThrottle.maxDelaySeconds);
}

/** Seconds until a failure at `at` leaves the window (at least 1). */
export function secondsUntilExpiry(at: Date, now: Date): number {
  const ms = at.getTime() + SignInThrottle.windowSeconds * 1000 - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

/** An attempt under way: its rows, which stay as the failure record unless released. */
export interface Attempt {
  rowIds: number[];
}

export type Reservation = { ok: true; attempt: Attempt } | { ok: false; retryAfterSeconds: number };

export interface LoginThrottleOptions {
  /** Delete expired rows on every n-th attempt. */
  pruneEvery?: number;
}

interface KeyState {
  /** Failures within the window, the attempt's own and concurrent ones included. */
  failures: number;
  /** The latest failure other than the attempt's own, if any. */
  lastEarlier: Date | null;
}

function windowStart(now: Date): Date {
  return new Date(now.getTime() - SignInThrottle.windowSeconds * 1000);
}

/**
 * Throttles password guesses per account and address pair with growing delays, and caps the
 * account and the address per hour. A guesser elsewhere therefore slows only their own pairs; the
 * account's cap is the one thing all addresses share, and addresses the account signed in from
 * keep a share of it. Unknown accounts are throttled exactly like known ones.
 *
 * An attempt is recorded before anything is verified and counted together with the ones already
 * there, so concurrent requests cannot slip past a limit between a check and a record. A
 * successful or harmless attempt is released.
 */
export function createLoginThrottle(options: LoginThrottleOptions = {}) {
  const pruneEvery = options.pruneEvery ?? 20;
  let attemptsSincePrune = 0;

  async function states(
    db: Queryable,
    keys: string[],
    own: number[],
    now: Date,
  ): Promise<Map<string, KeyState>> {
    const rows = await db
      .select({
        key: loginFailures.key,
        failures: count(),
        lastEarlier: max(loginFailures.at),
      })
      .from(loginFailures)
      .where(
        and(
          inArray(loginFailures.key, keys),
          gt(loginFailures.at, windowStart(now)),
          notInArray(loginFailures.id, own),
        ),
      )
      .groupBy(loginFailures.key);
    const byKey = new Map<string, KeyState>(keys.map((k) => [k, { failures: 1, lastEarlier: null }]));
    for (const row of rows) byKey.set(row.key, { failures: row.failures + 1, lastEarlier: row.lastEarlier });
    return byKey;
  }

  async function isKnownAddress(db: Queryable, subject: ThrottleSubject, now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - SignInThrottle.knownAddressDays * 86_400_000);
    const rows = await db
      .select({ id: signInAddresses.id })
      .from(signInAddresses)
      .where(
        and(
          eq(signInAddresses.account, subject.email),
          eq(signInAddresses.address, subject.address),
          gt(signInAddresses.lastSignedInAt, since),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** When the key's count within the window falls below `limit` again: when its limit-th newest failure leaves. */
  async function secondsUntilUnder(db: Queryable, key: string, limit: number, now: Date): Promise<number> {
    const rows = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.at, windowStart(now))))
      .orderBy(desc(loginFailures.at))
      .offset(Math.max(0, limit - 1))
      .limit(1);
    const pivot = rows[0];
    return pivot ? secondsUntilExpiry(pivot.at, now) : 1;
  }

  /** The attempt was not a failure (right password, or refused before anything was checked): forget it. */
  async function release(db: Queryable, attempt: Attempt): Promise<void> {
    if (attempt.rowIds.length > 0)
      await db.delete(loginFailures).where(inArray(loginFailures.id, attempt.rowIds));
  }

  async function prune(db: Queryable, now: Date): Promise<void> {
    await db.delete(loginFailures).where(lt(loginFailures.at, windowStart(now)));
    const forgotten = new Date(now.getTime() - SignInThrottle.knownAddressDays * 86_400_000);
    await db.delete(signInAddresses).where(lt(signInAddresses.lastSignedInAt, forgotten));
  }

  return {
    async reserve(db: Queryable, subject: ThrottleSubject, now: Date): Promise<Reservation> {
      attemptsSincePrune += 1;
      if (attemptsSincePrune >= pruneEvery) {
        attemptsSincePrune = 0;
        await prune(db, now);
      }
      const keys = throttleKeys(subject);
      const inserted = await db
        .insert(loginFailures)
        .values([keys.account, keys.address, keys.pair].map((key) => ({ key, at: now })))
        .returning({ id: loginFailures.id });
      const attempt: Attempt = { rowIds: inserted.map((r) => r.id) };
      const [byKey, known] = await Promise.all([
        states(db, [keys.account, keys.address, keys.pair], attempt.rowIds, now),
        isKnownAddress(db, subject, now),
      ]);
      const state = (key: string): KeyState => byKey.get(key) ?? { failures: 1, lastEarlier: null };

      const pair = state(keys.pair);
      const pairDue = pair.lastEarlier
        ? pair.lastEarlier.getTime() + pairDelaySeconds(pair.failures - 1) * 1000
        : 0;
      const accountCap = known
        ? SignInThrottle.accountMaxFailures
        : SignInThrottle.accountMaxFailuresFromNewAddresses;
      const capped = [
        { key: keys.account, cap: accountCap },
        { key: keys.address, cap: SignInThrottle.addressMaxFailures },
      ].filter(({ key, cap }) => state(key).failures > cap);
      if (capped.length === 0 && pairDue <= now.getTime()) return { ok: true, attempt };

      // Refused attempts are not failures: they would otherwise keep the door shut forever.
      await release(db, attempt);
      const waits = await Promise.all(capped.map(({ key, cap }) => secondsUntilUnder(db, key, cap, now)));
      const pairWait = Math.ceil((pairDue - now.getTime()) / 1000);
      return { ok: false, retryAfterSeconds: Math.max(1, pairWait, ...waits) };
    },

    release,

    /**
     * A right password (and second factor): the attempt was no failure, the owner's own address
     * is forgiven its failures and remembered. The account's other failures still count.
     */
    async succeeded(db: Queryable, subject: ThrottleSubject, attempt: Attempt, now: Date): Promise<void> {
      await release(db, attempt);
      await db.delete(loginFailures).where(eq(loginFailures.key, throttleKeys(subject).pair));
      await db
        .insert(signInAddresses)
        .values({ account: subject.email, address: subject.address, lastSignedInAt: now })
        .onConflictDoUpdate({
          target: [signInAddresses.account, signInAddresses.address],
          set: { lastSignedInAt: now },
        });
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
