import SchemaBuilder from '@pothos/core';
import { GraphQLError, Kind } from 'graphql';
import { InputLimits } from '@vigil/contracts';
import type { Ctx } from '../common/context.js';
import type { Guard } from './guards.js';

/** Postgres returns timestamps as Date (pg) or text (PGlite raw queries); the API speaks ISO-8601. */
export function toIsoString(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    // "2026-11-21 16:08:00.123+00" → "2026-11-21T16:08:00.123+00:00"
    const normalised = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
    const d = new Date(normalised);
    if (!Number.isNaN(d.getTime())) return d.toISOString();
  }
  throw new GraphQLError('Date is not valid');
}

export interface VigilSchemaTypes {
  Context: Ctx;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
}

export const builder = new SchemaBuilder<VigilSchemaTypes>({
  defaultFieldNullability: false,
});

export type SchemaTypesOf = PothosSchemaTypes.ExtendDefaultTypes<VigilSchemaTypes>;

/**
 * An input date. Years are kept to 0001–9999: JavaScript accepts ±275760, PostgreSQL and ISO-8601
 * without extensions do not, and such a value would otherwise fail deep in a query.
 */
function parseDateInput(value: unknown): Date {
  const d =
    typeof value === 'string' && value.length <= InputLimits.dateTextMax
      ? new Date(value)
      : new Date(Number.NaN);
  const year = d.getUTCFullYear();
  if (Number.isNaN(d.getTime()) || year < 1 || year > 9999) {
    // A code marks it as raised on purpose, so the client reads it instead of "Unexpected error.".
    throw new GraphQLError('Invalid date', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return d;
}

builder.scalarType('DateTime', {
  description: 'ISO-8601 date and time',
  serialize: (v) => toIsoString(v),
  parseValue: (v) => parseDateInput(v),
  parseLiteral: (ast) => parseDateInput(ast.kind === Kind.STRING ? ast.value : null),
});

builder.scalarType('JSON', {
  description: 'Any JSON value',
  serialize: (v) => v,
  parseValue: (v) => v,
});

builder.queryType({});
builder.mutationType({});

/** Declares who may call an operation; every Query and Mutation field must carry one. */
export function guard(g: Guard): { guard: Guard } {
  return { guard: g };
}
