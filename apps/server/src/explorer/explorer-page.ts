import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import {
  buildOrder,
  buildWhere,
  pageBounds,
  type ListArgs,
  type ListDefinition,
  type ListResult,
} from '../graphql/list.js';

/**
 * The explorer lists' tie-breaker goes the way of the first sort key (id DESC after a DESC key):
 * an index on (tenant, sort key DESC, id DESC) then serves the order in both directions.
 */
export const EXPLORER_ORDER = { tieBreakerFollowsOrder: true } as const;

const TOTAL = '__total';

/**
 * Totals of the page turns: page 1 counts (in its one statement) and keeps the figure here; a
 * later page of the same list, scope and filter within TOTAL_TTL_MS takes it instead of counting
 * every row of the scope again (a customer's hundred thousand events took 100–150 ms to count on
 * PostgreSQL, the page itself under 1 ms). Offset paging shifts under new rows however the total
 * is had; with the total of page 1, a page read from the other end is the list as page 1 saw it.
 * Per database object (a test's databases may share tenant ids), bounded in entries.
 */
const TOTAL_TTL_MS = 60_000;
const TOTAL_ENTRIES = 1000;
const totals = new WeakMap<object, Map<string, { total: number; at: number }>>();

function totalsOf(db: Queryable): Map<string, { total: number; at: number }> {
  let map = totals.get(db);
  if (!map) {
    map = new Map();
    totals.set(db, map);
  }
  return map;
}

function keptTotal(db: Queryable, key: string, now: number): number | null {
  const hit = totalsOf(db).get(key);
  return hit && now - hit.at < TOTAL_TTL_MS ? hit.total : null;
}

function keepTotal(db: Queryable, key: string, total: number, now: number): void {
  const map = totalsOf(db);
  map.delete(key);
  // A Map iterates in insertion order: the first key is the oldest.
  if (map.size >= TOTAL_ENTRIES) map.delete(map.keys().next().value!);
  map.set(key, { total, at: now });
}

/** Where a page's rows come from, given the page's keys as `k (tenant_id, id, ord)`. */
export interface PageRows {
  /** The row's columns, named like the GraphQL fields. */
  select: SQL;
  /** What follows `from k`: the joins that read each key's row whole. */
  joins: SQL;
}

export interface PageSource {
  /**
   * The narrow pass over the rows that `filter` keeps by their tenant column: the keys (`tenantId`,
   * `id`) and the columns the request filters or sorts on.
   */
  narrow: (filter: (tenantColumn: SQL) => SQL) => SQL;
  /** The customers of the scope: one is the customer's own rows, more a partner's or the back office's. */
  customers: readonly number[];
  /** The list's total as a scalar SQL expression when rollups know it; else the narrow pass is counted. */
  total: SQL | null;
  /** What, besides the list, the scope and the where, decides the rows (the classifier of a drill-down). */
  variant?: string;
  rows: PageRows;
}

/**
 * A page of an explorer list in one statement where it can be: the page's keys from the narrow
 * pass, each key's row read whole with its joins, and the total as one value of the same
 * statement. The console turns pages one request at a time, so every round trip to the database
 * counts as much as the reading itself.
 *
 * Page 1 is one statement. A page past it needs the total first (a page past the middle is read
 * from the other end of the order and turned round, so the last page costs what the first does):
 * page 1's, kept for the page turns, or counted.
 *
 * A scope of many customers merges their ranges: each customer's rows up to the page's end, read
 * from its own range of the order's index (LATERAL … LIMIT), then the merged few sorted and cut.
 * One sort over every row of the scope is what this replaces: a back office's page 1 read and
 * sorted every file of every customer.
 */
export async function explorerPage<T extends object>(
  db: Queryable,
  list: ListDefinition<T>,
  args: ListArgs,
  source: PageSource,
): Promise<ListResult<T>> {
  const { skip, take } = pageBounds(args, list.defaultTake);
  const where = buildWhere(args.where, list.columns);
  const whereSql = where ? sql`where ${where}` : sql``;
  const order = args.order && args.order.length > 0 ? args.order : list.defaultOrder;
  const orderFor = (reverse: boolean) =>
    buildOrder(order, list.columns, list.tieBreaker, { ...EXPLORER_ORDER, reverse });

  const keys = (orderSql: SQL, limit: number, offset: number): SQL => {
    if (source.customers.length === 1) {
      return sql`select t."tenantId", t.id from (${source.narrow(inScope)}) as t
        ${whereSql} order by ${orderSql} limit ${limit} offset ${offset}`;
    }
    return sql`select t."tenantId", t.id
      from unnest(${pgArray(source.customers, 'int4')}) as c(tenant_id)
      cross join lateral (
        select t.* from (${source.narrow((col) => sql`${col} = c.tenant_id`)}) as t
        ${whereSql} order by ${orderSql} limit ${limit + offset}) as t
      order by ${orderSql} limit ${limit} offset ${offset}`;
  };

  const inScope = (col: SQL) =>
    source.customers.length === 1
      ? sql`${col} = ${source.customers[0]!}`
      : sql`${col} = any(${pgArray(source.customers, 'int4')})`;
  const total = source.total ?? sql`select count(*) from (${source.narrow(inScope)}) as t ${whereSql}`;

  const read = async (keysSql: SQL, withTotal: boolean, turnedRound: boolean) => {
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`with k as (select p."tenantId" as tenant_id, p.id, row_number() over () as ord from (${keysSql}) as p)
        select ${source.rows.select}${withTotal ? sql`, (${total})::int as ${sql.identifier(TOTAL)}` : sql``}
        from k ${source.rows.joins}
        order by k.ord ${turnedRound ? sql`desc` : sql`asc`}`,
    );
    return rows;
  };
  const countAlone = async () => {
    const [row] = await rowsOf<{ n: number }>(db, sql`select (${total})::int as n`);
    return Number(row?.n ?? 0);
  };

  const key = JSON.stringify([list.name, source.customers, args.where ?? null, source.variant ?? null]);
  const now = Date.now();
  let rows: Record<string, unknown>[];
  let totalCount: number;
  if (source.customers.length === 0 || take === 0) {
    rows = [];
    totalCount = source.customers.length === 0 ? 0 : await countAlone();
  } else if (skip === 0) {
    rows = await read(keys(orderFor(false), take, 0), true, false);
    totalCount = rows.length > 0 ? Number(rows[0]![TOTAL]) : 0;
    for (const row of rows) delete row[TOTAL];
    keepTotal(db, key, totalCount, now);
  } else {
    const kept = keptTotal(db, key, now);
    totalCount = kept ?? (await countAlone());
    if (kept === null) keepTotal(db, key, totalCount, now);
    if (skip >= totalCount) rows = [];
    else if (skip * 2 <= totalCount) rows = await read(keys(orderFor(false), take, skip), false, false);
    else {
      // Past the middle: the same rows, read from the other end of the order and turned round.
      const end = Math.min(skip + take, totalCount);
      rows = await read(keys(orderFor(true), end - skip, totalCount - end), false, true);
    }
  }
  return {
    items: rows as T[],
    totalCount,
    pageInfo: { hasNextPage: skip + rows.length < totalCount, hasPreviousPage: skip > 0 },
  };
}
