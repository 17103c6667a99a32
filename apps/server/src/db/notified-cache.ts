/** The channel the auth_changed triggers notify (migration "auth-changes"). */
export const AUTH_CHANGED_CHANNEL = 'vigil_auth_changed';

/** Entries remembered at once; past it the oldest go first. */
const MAX_ENTRIES = 20_000;

interface Entry<V> {
  value: V;
  /** Epoch ms: when the entry stops being good (a session: its token's expiry or its own). */
  until: number;
}

/**
 * What a read of the database found, by key, kept until the AUTH_CHANGED notification empties it.
 * It is only as good as its invalidation: every change to users, tenants or refresh tokens
 * (logout, password change, a deleted account, new roles, a tenant moved or renamed) fires a
 * statement trigger that NOTIFYs every server process, which empties its caches. While that LISTEN
 * connection is down, nothing is remembered and every request reads the database.
 *
 * The generation closes the race of a read that began before a change and would store its answer
 * after the change emptied the cache: it stores nothing if the generation moved.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private generation = 0;
  private listening = false;

  get(key: string, nowMs: number): V | null {
    if (!this.listening) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (nowMs >= entry.until) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  /** Taken before reading the database; `set` stores only if nothing changed since. */
  begin(): number {
    return this.generation;
  }

  set(key: string, generation: number, value: V, until: number): void {
    if (!this.listening || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until });
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
