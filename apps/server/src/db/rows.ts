import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from './client.js';

/**
 * Rows of a raw query. Both drivers answer `{ rows }`; their value types differ (PGlite reads
 * int8 as a number, node-postgres as a string), so cast in SQL what the caller relies on.
 */
export async function rowsOf<T extends Record<string, unknown>>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A SELECT and what its rows mean; `query` null when there is nothing to read. */
export interface Reading<T> {
  query: SQL | null;
  read(rows: Record<string, unknown>[]): T;
}

/**
 * Several readings in one round trip (on PostgreSQL each round trip leaves Node and the backend
 * idle in turn; on PGlite each costs a statement's overhead). Two or more travel as one statement
 * of their rows as JSON (`to_jsonb`), so a reading casts to text in SQL what JSON would not carry
 * exactly (int8, numeric); one alone is read as it is.
 */
export async function readAll<T extends unknown[]>(
  db: Queryable,
  readings: { [K in keyof T]: Reading<T[K]> },
): Promise<T> {
  const list = readings as Reading<unknown>[];
  const rows: Record<string, unknown>[][] = list.map(() => []);
  const asked = list.flatMap((r, i) => (r.query ? [{ i, query: r.query }] : []));
  if (asked.length === 1) rows[asked[0]!.i] = await rowsOf(db, asked[0]!.query);
  else if (asked.length > 1) {
    const all = await rowsOf<{ q: number; r: Record<string, unknown> }>(
      db,
      sql.join(
        asked.map(
          ({ i, query }) => sql`(select ${sql.raw(String(i))} as q, to_jsonb(x) as r from (${query}) x)`,
        ),
        sql` union all `,
      ),
    );
    for (const row of all) rows[row.q]!.push(row.r);
  }
  return list.map((r, i) => r.read(rows[i]!)) as T;
}

/**
 * A list as one array parameter: `unnest(${pgArray(ids, 'int8')})`, `= any(${pgArray(…)})`. The
 * array travels as its text literal, built here: both drivers then pass one string instead of
 * serialising thousands of elements themselves. It must stay a parameter of the array type
 * (`$1::uuid[]`): a cast from text would be evaluated again for every row a filter looks at.
 */
export function pgArray(values: readonly unknown[], type: string): SQL {
  return sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
}

/**
 * Text the array parser reads as it is, unquoted: not empty, and no delimiter, brace, quote,
 * backslash or white space (trimmed). Most values (numbers as text, dates, paths) are: unquoted,
 * a batch's parameters are a quarter shorter to build, send and parse.
 */
const PLAIN = /^[^\s{}",\\]+$/;

export function arrayLiteral(values: readonly unknown[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else if (typeof v === 'number' || typeof v === 'bigint') parts[i] = String(v);
    else if (typeof v === 'boolean') parts[i] = v ? 't' : 'f';
    else {
      const text = String(v);
      // NULL unquoted, in any case, is the null element.
      if (PLAIN.test(text) && !(text.length === 4 && text.toUpperCase() === 'NULL')) parts[i] = text;
      else parts[i] = `"${text.replace(/[\\"]/g, '\\$&')}"`;
    }
  }
  return `{${parts.join(',')}}`;
}

/**
 * "`column` is one of `values`": `= value` for a single one, a constant the planner carries to every
 * column joined to it (on Citus, a page's lookups of one tenant then go to that tenant's shard
 * alone); `= any(array)` for several.
 */
export function oneOf(column: SQL, values: readonly number[], type: string): SQL {
  const distinct = [...new Set(values)];
  return distinct.length === 1
    ? sql`${column} = ${distinct[0]}`
    : sql`${column} = any(${pgArray(distinct, type)})`;
}
