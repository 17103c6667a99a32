import { sql, type SQL } from 'drizzle-orm';
import type { FieldRef, OutputType } from '@pothos/core';
import type { SchemaTypesOf } from './builder.js';
import type { ListColumn } from './list.js';

/**
 * THE way to declare a row that SQL reads and GraphQL shows (the classifier list row, the risk
 * rows): each column names its SQL, its kind, and whether it may be null or is a list. The select
 * list (or a keyed list's columns), the TypeScript row type, the GraphQL fields and the columns
 * the list mechanism filters and sorts on all come from that one description, so they cannot
 * drift apart. A row whose SQL reads a table under a caller's alias is a function of the alias.
 */

interface KindValue {
  int: number;
  float: number;
  string: string;
  boolean: boolean;
  /** PGlite reads timestamps of raw queries as text, node-postgres as Date; the DateTime scalar takes both. */
  date: Date | string;
  json: unknown;
}
export type RowKind = keyof KindValue;

const GRAPHQL_SCALAR: Record<RowKind, 'Int' | 'Float' | 'String' | 'Boolean' | 'DateTime' | 'JSON'> = {
  int: 'Int',
  float: 'Float',
  string: 'String',
  boolean: 'Boolean',
  date: 'DateTime',
  json: 'JSON',
};

interface ColumnState {
  kind: RowKind;
  sql: SQL;
  nullable: boolean;
  array: boolean;
  description: string | undefined;
  list: ListColumn | false;
}

export class RowColumn<T> {
  /** Only carries T for the type checker. */
  declare readonly value?: T;

  private constructor(private readonly state: ColumnState) {}

  /** A column of `kind` read by `sql`. Scalars are list columns (filtered and sorted); json is not. */
  static of<K extends RowKind>(kind: K, sql: SQL): RowColumn<KindValue[K]> {
    return new RowColumn<KindValue[K]>({
      kind,
      sql,
      nullable: false,
      array: false,
      description: undefined,
      list: kind === 'json' ? false : { kind },
    });
  }

  get kind(): RowKind {
    return this.state.kind;
  }
  get sql(): SQL {
    return this.state.sql;
  }
  get isNullable(): boolean {
    return this.state.nullable;
  }
  get isArray(): boolean {
    return this.state.array;
  }
  get description(): string | undefined {
    return this.state.description;
  }
  get listColumn(): ListColumn | false {
    return this.state.list;
  }

  nullable(): RowColumn<T | null> {
    return new RowColumn<T | null>({ ...this.state, nullable: true });
  }

  /** A list of values (a GraphQL list); a list mechanism may still filter it when told how (`inList`). */
  array(): RowColumn<T[]> {
    return new RowColumn<T[]>({ ...this.state, array: true, list: false });
  }

  /** A narrower TypeScript type than the kind's (an enum's union, a json value's shape). */
  as<U extends T>(): RowColumn<U> {
    return new RowColumn<U>({ ...this.state });
  }

  describe(description: string): RowColumn<T> {
    return new RowColumn<T>({ ...this.state, description });
  }

  /** How the list mechanism treats the column: its filter kind and whether it sorts; false: not at all. */
  inList(list: ListColumn | false): RowColumn<T> {
    return new RowColumn<T>({ ...this.state, list });
  }
}

export type RowColumns = Record<string, RowColumn<unknown>>;

/** The TypeScript row of a shape: each column's value, named like its field. */
export type RowOfColumns<S extends RowColumns> = {
  [K in keyof S]: S[K] extends RowColumn<infer T> ? T : never;
};

/** The shape's select list: each column's SQL named like its field. */
export function selectList(shape: RowColumns): SQL {
  return sql.join(
    Object.entries(shape).map(([name, column]) => sql`${column.sql} as ${sql.identifier(name)}`),
    sql`, `,
  );
}

/** Each column's SQL by its field's name (a keyed list's `columns`). */
export function columnSql<S extends RowColumns>(shape: S): Record<keyof S & string, SQL> {
  return Object.fromEntries(Object.entries(shape).map(([name, column]) => [name, column.sql])) as Record<
    keyof S & string,
    SQL
  >;
}

/** The shape's columns as the list mechanism (defineList) filters and sorts them. */
export function listColumns(shape: RowColumns): Record<string, ListColumn> {
  const out: Record<string, ListColumn> = {};
  for (const [name, column] of Object.entries(shape)) {
    if (column.listColumn) out[name] = column.listColumn;
  }
  return out;
}

/** The part of a Pothos field builder (of an object or an interface) this needs. */
interface FieldMaker {
  field(options: unknown): FieldRef<never>;
}

/**
 * The shape's GraphQL fields, for an object's or an interface's `fields` (beside any others it
 * has). A column is shown as its kind's scalar unless `types` names another output type for it
 * (an enum, an object); a list column as a list of it.
 */
export function rowFields<S extends RowColumns>(
  t: object,
  shape: S,
  types: { [K in keyof S]?: OutputType<SchemaTypesOf> } = {},
): Record<keyof S, FieldRef<never>> {
  // The field set is data-driven; Pothos cannot type a dynamic shape, hence the casts.
  const maker = t as FieldMaker;
  const fields = {} as Record<keyof S, FieldRef<never>>;
  for (const [name, column] of Object.entries(shape) as [keyof S & string, RowColumn<unknown>][]) {
    const type = types[name] ?? GRAPHQL_SCALAR[column.kind];
    fields[name] = maker.field({
      type: column.isArray ? [type] : type,
      ...(column.isNullable ? { nullable: true } : {}),
      ...(column.description ? { description: column.description } : {}),
      resolve: (row: Record<string, unknown>) => row[name],
    });
  }
  return fields;
}
