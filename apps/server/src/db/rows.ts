import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client.js';

/**
 * Rows of a raw query. Both drivers answer `{ rows }`; their value types differ (PGlite reads
 * int8 as a number, node-postgres as a string), so cast in SQL what the caller relies on.
 */
export async function rowsOf<T extends Record<string, unknown>>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
