import SchemaBuilder from '@pothos/core';
import { GraphQLError, Kind } from 'graphql';
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

builder.scalarType('DateTime', {
  description: 'ISO-8601 date and time',
  serialize: (v) => toIsoString(v),
  parseValue: (v) => {
    if (typeof v !== 'string') throw new GraphQLError('Invalid date');
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) throw new GraphQLError('Invalid date');
    return d;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Invalid date');
    const d = new Date(ast.value);
    if (Number.isNaN(d.getTime())) throw new GraphQLError('Invalid date');
    return d;
  },
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
