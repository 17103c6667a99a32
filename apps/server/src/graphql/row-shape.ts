import type { FieldRef } from '@pothos/core';
import type { ColumnKind, ListColumn } from './list.js';

/**
 * A row the API returns, declared once: each field's kind gives its TypeScript type (RowOf), its
 * GraphQL field (shapeFields) and its list column (shapeColumns); the query that feeds it names
 * its output columns by the same keys (a Record over them, so none is forgotten).
 */
export interface ShapeField {
  kind: ColumnKind;
  /** The values of an enum (a string in lists and SQL); its GraphQL enum is passed to shapeFields. */
  values?: readonly string[];
  nullable?: boolean;
  description?: string;
  /** A column the list filters and sorts on (default true). */
  listed?: boolean;
}

export type RowShape = Readonly<Record<string, ShapeField>>;

interface KindTypes {
  int: number;
  float: number;
  string: string;
  boolean: boolean;
  date: Date | string;
}

type ValueOf<F extends ShapeField> = F['values'] extends readonly (infer V)[] ? V : KindTypes[F['kind']];

/** The TypeScript row of a shape. */
export type RowOf<S extends RowShape> = {
  -readonly [K in keyof S]: ValueOf<S[K]> | (S[K]['nullable'] extends true ? null : never);
};

const GRAPHQL_TYPES: Record<ColumnKind, string> = {
  int: 'Int',
  float: 'Float',
  string: 'String',
  boolean: 'Boolean',
  date: 'DateTime',
};

/** The part of a Pothos field builder this needs; the shape's keys are data, so Pothos cannot type them. */
interface Exposer {
  expose(name: string, options: { type: unknown; nullable?: boolean; description?: string }): FieldRef<never>;
}

/**
 * The GraphQL fields of a shape, each exposing the row's value of its name; `enums` gives the
 * GraphQL enum of each field that has `values`.
 */
export function shapeFields<S extends RowShape>(
  t: object,
  shape: S,
  enums: Partial<Record<keyof S, object>> = {},
): Record<keyof S, FieldRef<never>> {
  const exposer = t as Exposer;
  const fields = {} as Record<keyof S, FieldRef<never>>;
  for (const [name, field] of Object.entries(shape) as [keyof S & string, ShapeField][]) {
    const type = field.values ? enums[name] : GRAPHQL_TYPES[field.kind];
    if (!type) throw new Error(`The enum field ${name} needs its GraphQL enum`);
    fields[name] = exposer.expose(name, {
      type,
      ...(field.nullable ? { nullable: true } : {}),
      ...(field.description ? { description: field.description } : {}),
    });
  }
  return fields;
}

/** The list columns of a shape: its listed fields with their kinds. */
export function shapeColumns<S extends RowShape>(shape: S): Record<string, ListColumn> {
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([, field]) => field.listed !== false)
      .map(([name, field]) => [name, { kind: field.kind }]),
  );
}
