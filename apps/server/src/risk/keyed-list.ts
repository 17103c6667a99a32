import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { oneOf, pgArray, rowsOf } from '../db/rows.js';
import {
  fieldsOfOrder,
  fieldsOfWhere,
  type ListArgs,
  type ListDefinition,
  type ListResult,
} from '../graphql/list.js';
import { onSortableMoney } from '../rollups/risk-columns.js';

/**
 * Where a big list's rows come from: output column → expression, over `tables` (aliased) narrowed
 * by `scope`. `keys` name a row (int columns); `match` joins `tables` to `k."<key>"`.
 */
export interface KeyedListSource<T extends object> {
  tables: SQL;
  scope: SQL;
  columns: Record<keyof T & string, SQL>;
  keys: readonly (keyof T & string)[];
  match: SQL;
  /**
   * Money columns for the narrow pass to sort and filter on: sums of the rollups' stored float8
   * copies (sortableMoneyColumns), not the numeric ones cast per row, whose cast goes through text
   * and over a back office's 20 000 rows cost more than the sort.
   */
  sortable?: Partial<Record<keyof T & string, SQL>>;
  /**
   * `tables` narrowed to the key k inside (with `match` true), for tables that are sums: PostgreSQL
   * does not push a key's condition from outside a GROUP BY into it, and would sum every row of the
   * scope to keep one.
   */
  keyedTables?: SQL;
  /** See ListRunOptions.countAlong. */
  countAlong?: boolean;
  /** See ListRunOptions.total: the base is then only the rows that can reach the page. */
  total?: number;
}

type Runner<T extends object> = Pick<ListDefinition<T>, 'run' | 'defaultOrder' | 'tieBreaker'>;

/**
 * Runs `list` (filter, sort, page, count: the one list mechanism) over only the columns this
 * request filters and sorts on, plus the keys; then reads the page's full rows by key, one index
 * probe each (`match` alone: the keys are the scoped pass's own). A back office's 20 000 devices are then sorted as narrow rows, and the dozens of
 * money expressions of a row are computed for the rows of the page only.
 */
export async function runKeyedList<T extends object, A = never>(
  db: Queryable,
  list: Runner<T>,
  args: ListArgs,
  source: KeyedListSource<T>,
  alongside?: (keyRows: readonly Record<string, unknown>[]) => Promise<A>,
): Promise<ListResult<T> & { alongside?: A }> {
  return (await keyedList(db, list, args, source, alongside, () => true))!;
}

/**
 * runKeyedList, whose narrow pass's page `accept` may refuse (seeing its key rows, with the
 * columns sorted on): then nothing more is read and the answer is null.
 */
export function runKeyedListIf<T extends object, A = never>(
  db: Queryable,
  list: Runner<T>,
  args: ListArgs,
  source: KeyedListSource<T>,
  alongside: (keyRows: readonly Record<string, unknown>[]) => Promise<A>,
  accept: (keyRows: readonly Record<string, unknown>[]) => boolean,
): Promise<(ListResult<T> & { alongside?: A }) | null> {
  return keyedList(db, list, args, source, alongside, accept);
}

async function keyedList<T extends object, A>(
  db: Queryable,
  list: Runner<T>,
  args: ListArgs,
  source: KeyedListSource<T>,
  alongside: ((keyRows: readonly Record<string, unknown>[]) => Promise<A>) | undefined,
  accept: (keyRows: readonly Record<string, unknown>[]) => boolean,
): Promise<(ListResult<T> & { alongside?: A }) | null> {
  const order = args.order && args.order.length > 0 ? args.order : list.defaultOrder;
  const needed = new Set<string>([...source.keys, list.tieBreaker]);
  fieldsOfWhere(args.where, needed);
  fieldsOfOrder(order, needed);
  const columns = source.columns as Record<string, SQL>;
  const sortable = (source.sortable ?? {}) as Record<string, SQL | undefined>;
  const narrow = [...needed]
    .filter((c) => columns[c] !== undefined)
    .map((c) => sql`${sortable[c] ?? columns[c]} as ${sql.identifier(c)}`);
  const page = await list.run(
    db,
    sql`select ${sql.join(narrow, sql`, `)} from ${source.tables} where ${source.scope}`,
    args,
    { countAlong: source.countAlong ?? false, total: source.total },
  );
  const keyRows = page.items as Record<string, unknown>[];
  if (!accept(keyRows)) return null;
  if (page.items.length === 0) return page;

  const arrays = source.keys.map((k) =>
    pgArray(
      keyRows.map((r) => r[k]),
      'int4',
    ),
  );
  const keyNames = source.keys.map((k) => sql.identifier(k));
  const tenantKey = source.keys.find((k) => k === 'tenantId');
  const all = allColumns(source);
  // The keys come from the scoped pass above, so the scope is not applied again: its constant array
  // of a back office's thousand customers made the planner scan every device to find the page's 20.
  const rows = rowsOf<Record<string, unknown>>(
    db,
    sql`select x.* from unnest(${sql.join(arrays, sql`, `)}) with ordinality as k(${sql.join(keyNames, sql`, `)}, ord)
      cross join lateral (
        select ${sql.join(all, sql`, `)} from ${source.keyedTables ?? source.tables} where ${source.match}
      ) x
      ${
        tenantKey
          ? sql`where ${oneOf(
              sql`k.${sql.identifier(tenantKey)}`,
              keyRows.map((r) => Number(r[tenantKey])),
              'int4',
            )}`
          : sql``
      }
      order by k.ord`,
  );
  if (!alongside) return { ...page, items: (await rows) as T[] };
  // What the caller reads for the page's keys needs only the keys: on a pool, at once with the rows.
  const [items, along] = await Promise.all([rows, alongside(keyRows)]);
  return { ...page, items: items as T[], alongside: along };
}

/** Every column of a keyed list's source in one pass, for a source whose rows are dear to read by key. */
export function selectAll<T extends object>(source: KeyedListSource<T>): SQL {
  return sql`select ${sql.join(allColumns(source), sql`, `)} from ${source.tables} where ${source.scope}`;
}

function allColumns<T extends object>(source: KeyedListSource<T>): SQL[] {
  return Object.entries(source.columns as Record<string, SQL>).map(
    ([c, expr]) => sql`${expr} as ${sql.identifier(c)}`,
  );
}

/**
 * Money columns of a keyed list from their numeric expressions (null reads 0): the floats the API
 * returns (exact sums made floats), and the same sums of the stored float8 copies, which the narrow
 * pass sorts and filters on.
 */
export function moneyColumns<K extends string>(
  expressions: Record<K, string>,
): { columns: Record<K, SQL>; sortable: Record<K, SQL> } {
  const columns = {} as Record<K, SQL>;
  const sortable = {} as Record<K, SQL>;
  for (const [key, expression] of Object.entries(expressions) as [K, string][]) {
    columns[key] = sql.raw(`coalesce(${expression}, 0)::float8`);
    sortable[key] = sql.raw(`coalesce(${onSortableMoney(expression)}, 0)`);
  }
  return { columns, sortable };
}
