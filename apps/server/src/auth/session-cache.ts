import type { AuthUser } from '../common/context.js';
import type { Database } from '../db/client.js';
import { AUTH_CHANGED_CHANNEL, NotifiedCache } from '../db/notified-cache.js';

/** The signed-in user of each access token, as its last check against the database found it. */
export class SessionCache extends NotifiedCache<AuthUser> {}

/**
 * A session cache, and `others` (the tenant scopes), emptied by every auth change of any server
 * process on the database; `clear` empties them all; stop it on close.
 */
export async function openSessionCache(
  database: Pick<Database, 'listen'>,
  others: NotifiedCache<unknown>[] = [],
): Promise<{ cache: SessionCache; clear: () => void; stop: () => Promise<void> }> {
  const cache = new SessionCache();
  const all: NotifiedCache<unknown>[] = [cache, ...others];
  const stop = await database.listen(AUTH_CHANGED_CHANNEL, {
    onNotify: () => all.forEach((c) => c.clear()),
    onState: (listening) => all.forEach((c) => c.setListening(listening)),
  });
  return { cache, clear: () => all.forEach((c) => c.clear()), stop };
}
