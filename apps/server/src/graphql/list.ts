import { sql, type SQL } from 'drizzle-orm';
import { InputLimits, InputMessages, Limits } from '@vigil/contracts';
import { runsQueriesAtOnce, type Queryable } from '../db/client.js';
import { ValidationError } from '../common/errors.js';
import type { ArgBuilder as PothosArgBuilder, ObjectRef } from '@pothos/core';
import { builder, type SchemaTypesOf } from './builder.js';

/**
 * The one list mechanism of the API (HotChocolate style): skip/take/where/order in,
 * { items, totalCount, pageInfo } out. A list declares its columns once; this module builds the
 * GraphQL input types and turns them into SQL over the list's base query, so no list hand-writes
 * its own filtering, sorting or paging.
 */

export type ColumnKind = 'int' | 'float' | 'string' | 'boolean' | 'date';

export interface ListColumn {
  kind: ColumnKind;
  /** Default true. */
  filterable?: boolean;
  /** Default true. */
  sortable?: boolean;
}

export type SortDirection = 'ASC' | 'DESC';
export type OrderInput = Record<string, SortDirection | null | undefined>;

interface OperationInput {
  eq?: unknown;
  neq?: unknown;
  gt?: unknown;
  gte?: unknown;
  lt?: unknown;
  lte?: unknown;
  in?: unknown[] | null;
  nin?: unknown[] | null;
  contains?: string | null;
  ncontains?: string | null;
  startsWith?: string | null;
  endsWith?: string | null;
}

export interface WhereInput {
  and?: WhereInput[] | null;
  or?: WhereInput[] | null;
  [field: string]: OperationInput | WhereInput[] | null | undefined;
}

export interface ListArgs {
  skip?: number | null;
  take?: number | null;
  where?: WhereInput | null;
  order?: OrderInput[] | null;
}

export interface ListResult<T> {
  items: T[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
}

/** Carries the list's total on each row of the page; never a field of an item. */
const TOTAL_COLUMN = '__listTotalCount';

export const SortEnumType = builder.enumType('SortEnumType', { values: ['ASC', 'DESC'] as const });

const StringOperationFilterInput = builder.inputType('StringOperationFilterInput', {
  fields: (t) => ({
    eq: t.string(),
    neq: t.string(),
    contains: t.string(),
    ncontains: t.string(),
    startsWith: t.string(),
    endsWith: t.string(),
    in: t.stringList(),
    nin: t.stringList(),
  }),
});

const IntOperationFilterInput = builder.inputType('IntOperationFilterInput', {
  fields: (t) => ({
    eq: t.int(),
    neq: t.int(),
    gt: t.int(),
    gte: t.int(),
    lt: t.int(),
    lte: t.int(),
    in: t.intList(),
    nin: t.intList(),
  }),
});

const FloatOperationFilterInput = builder.inputType('FloatOperationFilterInput', {
  fields: (t) => ({
    eq: t.float(),
    neq: t.float(),
    gt: t.float(),
    gte: t.float(),
    lt: t.float(),
    lte: t.float(),
    in: t.floatList(),
    nin: t.floatList(),
  }),
});

const BooleanOperationFilterInput = builder.inputType('BooleanOperationFilterInput', {
  fields: (t) => ({ eq: t.boolean(), neq: t.boolean() }),
});

const DateTimeOperationFilterInput = builder.inputType('DateTimeOperationFilterInput', {
  fields: (t) => ({
    eq: t.field({ type: 'DateTime' }),
    neq: t.field({ type: 'DateTime' }),
    gt: t.field({ type: 'DateTime' }),
    gte: t.field({ type: 'DateTime' }),
    lt: t.field({ type: 'DateTime' }),
    lte: t.field({ type: 'DateTime' }),
  }),
});

const operationInputs = {
  int: IntOperationFilterInput,
  float: FloatOperationFilterInput,
  string: StringOperationFilterInput,
  boolean: BooleanOperationFilterInput,
  date: DateTimeOperationFilterInput,
} as const;

export const CollectionSegmentInfo = builder
  .objectRef<ListResult<unknown>['pageInfo']>('CollectionSegmentInfo')
  .implement({
    fields: (t) => ({
      hasNextPage: t.exposeBoolean('hasNextPage'),
      hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
    }),
  });

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function checkString(field: string, value: unknown): string {
  if (typeof value !== 'string') throw new ValidationError(`Invalid value for ${field}`, field);
  // Requests were measured before execution (input-bounds.ts); this guards a where built in code.
  if (value.length > InputLimits.filterTextMax)
    throw new ValidationError(InputMessages.filterTextTooLong(field, InputLimits.filterTextMax), field);
  return value;
}

function param(kind: ColumnKind, value: unknown): SQL {
  if (kind === 'date') {
    const iso = value instanceof Date ? value.toISOString() : String(value);
    return sql`${iso}::timestamptz`;
  }
  return sql`${value}`;
}

function operationSql(field: string, column: ListColumn, col: SQL, op: string, value: unknown): SQL | null {
  if (value === undefined) return null;
  const k = column.kind;
  switch (op) {
    case 'eq':
      return value === null ? sql`${col} is null` : sql`${col} = ${param(k, value)}`;
    case 'neq':
      return value === null ? sql`${col} is not null` : sql`${col} is distinct from ${param(k, value)}`;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      if (value === null) return null;
      const sym = { gt: sql`>`, gte: sql`>=`, lt: sql`<`, lte: sql`<=` }[op];
      return sql`${col} ${sym} ${param(k, value)}`;
    }
    case 'in':
    case 'nin': {
      if (value === null) return null;
      const list = value as unknown[];
      if (list.length > InputLimits.filterInMax)
        throw new ValidationError(InputMessages.filterListTooLong(field, op, InputLimits.filterInMax), field);
      if (k === 'string') list.forEach((v) => checkString(field, v));
      if (list.length === 0) return op === 'in' ? sql`false` : sql`true`;
      const joined = sql.join(
        list.map((v) => param(k, v)),
        sql`, `,
      );
      return op === 'in' ? sql`${col} in (${joined})` : sql`(${col} is null or ${col} not in (${joined}))`;
    }
    case 'contains':
    case 'ncontains':
    case 'startsWith':
    case 'endsWith': {
      if (value === null) return null;
      const s = escapeLike(checkString(field, value));
      const pattern = op === 'startsWith' ? `${s}%` : op === 'endsWith' ? `%${s}` : `%${s}%`;
      // Text search in the console is case-insensitive.
      return op === 'ncontains'
        ? sql`(${col} is null or ${col} not ilike ${pattern})`
        : sql`${col} ilike ${pattern}`;
    }
    default:
      throw new ValidationError(`Unknown filter operation ${op}`, field);
  }
}

export function buildWhere(
  where: WhereInput | null | undefined,
  columns: Record<string, ListColumn>,
): SQL | null {
  if (!where) return null;
  const parts: SQL[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined || value === null) continue;
    if (key === 'and' || key === 'or') {
      const subs = (value as WhereInput[])
        .map((w) => buildWhere(w, columns))
        .filter((s): s is SQL => s !== null);
      if (subs.length === 0) continue;
      parts.push(sql`(${sql.join(subs, key === 'and' ? sql` and ` : sql` or `)})`);
      continue;
    }
    const column = columns[key];
    if (!column || column.filterable === false) throw new ValidationError(`Cannot filter on ${key}`, key);
    const col = sql`t.${sql.identifier(key)}`;
    for (const [op, v] of Object.entries(value as OperationInput)) {
      const part = operationSql(key, column, col, op, v);
      if (part) parts.push(part);
    }
  }
  if (parts.length === 0) return null;
  return sql.join(parts, sql` and `);
}

export function buildOrder(
  order: OrderInput[] | null | undefined,
  columns: Record<string, ListColumn>,
  tieBreaker: string,
  options: { tieBreakerFollowsOrder?: boolean; reverse?: boolean } = {},
): SQL {
  const parts: SQL[] = [];
  const used = new Set<string>();
  let first: SortDirection | null = null;
  // ASC is `asc nulls first`, DESC `desc nulls last`: each the exact reverse of the other, so a
  // list read from its other end (mirrored deep pages, defineList) keeps the same rows.
  const direction = (dir: SortDirection) => {
    const d = options.reverse ? (dir === 'DESC' ? 'ASC' : 'DESC') : dir;
    return d === 'DESC' ? sql`desc nulls last` : sql`asc nulls first`;
  };
  for (const entry of order ?? []) {
    for (const [key, dir] of Object.entries(entry)) {
      if (!dir) continue;
      const column = columns[key];
      if (!column || column.sortable === false) throw new ValidationError(`Cannot sort on ${key}`, key);
      used.add(key);
      first ??= dir;
      parts.push(sql`t.${sql.identifier(key)} ${direction(dir)}`);
    }
  }
  // A stable tie-breaker keeps pages disjoint when sort keys repeat. It goes the way of the first
  // sort key when the list asks (an index on (sort key, tie-breaker) then serves either direction).
  if (!used.has(tieBreaker)) {
    const tie = options.tieBreakerFollowsOrder && first ? first : 'ASC';
    parts.push(
      options.tieBreakerFollowsOrder || options.reverse
        ? sql`t.${sql.identifier(tieBreaker)} ${direction(tie)}`
        : sql`t.${sql.identifier(tieBreaker)} asc`,
    );
  }
  return sql.join(parts, sql`, `);
}

export function pageBounds(args: ListArgs, defaultTake: number): { skip: number; take: number } {
  const skip = args.skip ?? 0;
  if (!Number.isInteger(skip) || skip < 0) throw new ValidationError('skip must be 0 or more', 'skip');
  const requested = args.take ?? defaultTake;
  if (!Number.isInteger(requested) || requested < 0)
    throw new ValidationError('take must be 0 or more', 'take');
  return { skip, take: Math.min(requested, Limits.maxPageSize) };
}

async function rowsOf(db: Queryable, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

export interface ListDefinition<T extends object> {
  name: string;
  columns: Record<string, ListColumn>;
  whereInput: ReturnType<typeof builder.inputRef<WhereInput>>;
  orderInput: ReturnType<typeof builder.inputRef<OrderInput>>;
  segment: ReturnType<typeof builder.objectRef<ListResult<T>>>;
  defaultOrder: OrderInput[];
  defaultTake: number;
  tieBreaker: string;
  /** Runs the list over `base`, a SELECT whose output columns are named like the GraphQL fields. */
  run(db: Queryable, base: SQL, args: ListArgs, options?: ListRunOptions): Promise<ListResult<T>>;
}

/**
 * How a list counts. By default the total rides along with the page as a window (one pass over
 * the base). A window needs every row of the base before the first one is returned, so a base an
 * index can read in the list's order (a narrow pass over keys) counts apart instead: the page then
 * stops at its last row, and a page past the middle is read from the other end of the order
 * (mirrored) and turned round, so the last page costs what the first does.
 */
export interface ListRunOptions {
  countApart?: boolean;
  /**
   * The total rides along with the page even on a pool, which otherwise counts in a second query at
   * once: for a base that is a GROUP BY over many rows, which both queries would group in full.
   */
  countAlong?: boolean;
  /** The total when the caller knows it exactly without counting (from rollups); implies countApart. */
  total?: number | null;
}

/**
 * Declares a list: its item type, the columns that can be filtered and sorted, its default order.
 * Produces `{Name}FilterInput`, `{Name}SortInput` and `{Name}CollectionSegment`.
 */
export function defineList<T extends object>(options: {
  name: string;
  item: ObjectRef<SchemaTypesOf, T>;
  columns: Partial<Record<keyof T & string, ListColumn>> & Record<string, ListColumn>;
  defaultOrder: OrderInput[];
  defaultTake?: number;
  tieBreaker?: string;
  /**
   * The tie-breaker sorts the way of the first sort key (id DESC after a DESC key), not ascending:
   * an index on (tenant, sort key DESC, id DESC) then serves the list's order in both directions.
   */
  tieBreakerFollowsOrder?: boolean;
}): ListDefinition<T> {
  const { name, columns } = options;
  const tieBreaker = options.tieBreaker ?? 'id';
  const whereInput = builder.inputRef<WhereInput>(`${name}FilterInput`);
  whereInput.implement({
    fields: (t) => {
      // Field set is data-driven; Pothos cannot type a dynamic shape, hence the casts.
      const fields: Record<string, unknown> = {
        and: t.field({ type: [whereInput] }),
        or: t.field({ type: [whereInput] }),
      };
      for (const [key, col] of Object.entries(columns)) {
        if (col.filterable === false) continue;
        fields[key] = t.field({ type: operationInputs[col.kind] as never });
      }
      return fields as never;
    },
  });
  const orderInput = builder.inputRef<OrderInput>(`${name}SortInput`);
  orderInput.implement({
    fields: (t) => {
      const fields: Record<string, unknown> = {};
      for (const [key, col] of Object.entries(columns)) {
        if (col.sortable === false) continue;
        fields[key] = t.field({ type: SortEnumType });
      }
      return fields as never;
    },
  });
  const segment = builder.objectRef<ListResult<T>>(`${name}CollectionSegment`);
  segment.implement({
    fields: (t) => ({
      items: t.field({ type: [options.item], resolve: (r) => r.items }),
      totalCount: t.exposeInt('totalCount'),
      pageInfo: t.field({ type: CollectionSegmentInfo, resolve: (r) => r.pageInfo }),
    }),
  });
  const defaultTake = options.defaultTake ?? Limits.defaultPageSize;

  return {
    name,
    columns,
    whereInput,
    orderInput,
    segment,
    defaultOrder: options.defaultOrder,
    defaultTake,
    tieBreaker,
    async run(db, base, args, runOptions = {}) {
      const { skip, take } = pageBounds(args, defaultTake);
      const where = buildWhere(args.where, columns);
      const whereSql = where ? sql`where ${where}` : sql``;
      const order = args.order && args.order.length > 0 ? args.order : options.defaultOrder;
      const follows = { tieBreakerFollowsOrder: options.tieBreakerFollowsOrder ?? false };
      const orderSql = buildOrder(order, columns, tieBreaker, follows);
      const page = (total: SQL, orderBy = orderSql, limit = take, offset = skip) =>
        rowsOf(
          db,
          sql`select t.*${total} from (${base}) as t ${whereSql} order by ${orderBy} limit ${limit} offset ${offset}`,
        );
      const count = () =>
        rowsOf(db, sql`select count(*)::int as n from (${base}) as t ${whereSql}`).then((r) =>
          Number(r[0]?.n ?? 0),
        );
      let rows: Record<string, unknown>[];
      let totalCount: number;
      if (runOptions.countApart || (runOptions.total !== undefined && runOptions.total !== null)) {
        totalCount = runOptions.total ?? (await count());
        if (take === 0 || skip >= totalCount) rows = [];
        else if (skip * 2 <= totalCount) rows = await page(sql``);
        else {
          // Past the middle: the same rows, read from the other end of the order and turned round.
          const reversed = buildOrder(order, columns, tieBreaker, { ...follows, reverse: true });
          const end = Math.min(skip + take, totalCount);
          rows = (await page(sql``, reversed, end - skip, totalCount - end)).reverse();
        }
      } else if (runsQueriesAtOnce(db) && !runOptions.countAlong) {
        // Two queries at once, on two connections: a window count made PostgreSQL keep every row of
        // a back office's 20 000 devices before sorting them, which cost more than counting again.
        [rows, totalCount] = await Promise.all([take === 0 ? [] : page(sql``), count()]);
      } else {
        // One connection, or a base that groups many rows (countAlong): the total rides along with
        // the page, one pass over the base; only a page past the end, or take 0, needs a separate count.
        rows = take === 0 ? [] : await page(sql`, count(*) over () as ${sql.identifier(TOTAL_COLUMN)}`);
        totalCount = rows.length > 0 ? Number(rows[0]?.[TOTAL_COLUMN]) : await count();
        for (const row of rows) delete row[TOTAL_COLUMN];
      }
      return {
        items: rows as T[],
        totalCount,
        pageInfo: { hasNextPage: skip + rows.length < totalCount, hasPreviousPage: skip > 0 },
      };
    },
  };
}

/** The fields a where names, at any depth of and/or: what a narrow pass must select. */
export function fieldsOfWhere(where: WhereInput | null | undefined, into: Set<string>): void {
  if (!where) return;
  for (const [key, value] of Object.entries(where)) {
    if (value === null || value === undefined) continue;
    if (key === 'and' || key === 'or') (value as WhereInput[]).forEach((w) => fieldsOfWhere(w, into));
    else into.add(key);
  }
}

/** The fields an order sorts on. */
export function fieldsOfOrder(order: OrderInput[], into: Set<string>): void {
  for (const entry of order) {
    for (const [key, dir] of Object.entries(entry)) if (dir) into.add(key);
  }
}

/** The standard list arguments for a field: skip, take, where, order. */
export function listArgs<T extends object>(t: ArgBuilder, list: ListDefinition<T>) {
  return {
    skip: t.int(),
    take: t.int(),
    where: t({ type: list.whereInput }),
    order: t({ type: [list.orderInput] }),
  };
}

type ArgBuilder = PothosArgBuilder<SchemaTypesOf>;
