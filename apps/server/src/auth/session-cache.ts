import type { AuthUser } from '../common/context.js';
import type { Database } from '../db/client.js';

/** The channel the auth_changed triggers notify (migration "auth-changes"). */
export const AUTH_CHANGED_CHANNEL = 'vigil_auth_changed';

/** Signed-in tokens remembered at once; past it the oldest go first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  user: AuthUser;
  /** Epoch ms: the access token's expiry or its session's, whichever is first. */
  until: number;
}

/**
 * The signed-in user of each access token, as its last check against the database found it, so a
 * request does not read the user and the session again. It is only as good as its invalidation:
 * every change to users, tenants or refresh tokens (logout, password change, a deleted account,
 * new roles) fires a statement trigger that NOTIFYs every server process, which empties its cache.
 * While that LISTEN connection is down, nothing is remembered and every request reads the database.
 *
 * The generation closes the race of a check that read the database before a change and would
 * store its answer after the change emptied the cache: it stores nothing if the generation moved.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private listening = false;

  get(token: string, nowMs: number): AuthUser | null {
    if (!this.listening) return null;
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (nowMs >= entry.until) {
      this.entries.delete(token);
      return null;
    }
    return entry.user;
  }

  /** Taken before reading the database; `set` stores only if nothing changed since. */
  begin(): number {
    return this.generation;
  }

  set(token: string, generation: number, user: AuthUser, until: number): void {
    if (!this.listening || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { user, until });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  setListening(listening: boolean): void {
    // Changes may have been missed while down, or be missed from now on: forget everything.
    this.clear();
    this.listening = listening;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A cache emptied by every auth change of any server process on the database; stop it on close. */
export async function openSessionCache(
  database: Pick<Database, 'listen'>,
): Promise<{ cache: SessionCache; stop: () => Promise<void> }> {
  const cache = new SessionCache();
  const stop = await database.listen(AUTH_CHANGED_CHANNEL, {
    onNotify: () => cache.clear(),
    onState: (listening) => cache.setListening(listening),
  });
  return { cache, stop };
}
