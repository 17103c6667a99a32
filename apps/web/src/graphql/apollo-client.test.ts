import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isAbstractType, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../gql/graphql';
import { POSSIBLE_TYPES } from './apollo-client';

const schema = buildSchema(
  readFileSync(path.join(import.meta.dirname, '../../../server/schema.graphql'), 'utf8'),
);

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';
}

describe('the cache possibleTypes', () => {
  it('are the implementations the schema declares', () => {
    for (const [name, types] of Object.entries(POSSIBLE_TYPES)) {
      const type = schema.getType(name);
      expect(type && isAbstractType(type), name).toBe(true);
      if (!type || !isAbstractType(type)) continue;
      const declared = schema.getPossibleTypes(type).map((t) => t.name);
      expect([...types].sort(), name).toEqual(declared.sort());
    }
  });

  it('cover every interface or union a fragment is spread on', () => {
    const conditions = new Set<string>();
    for (const value of Object.values(generated))
      if (isDocument(value))
        for (const definition of value.definitions)
          if (definition.kind === 'FragmentDefinition') conditions.add(definition.typeCondition.name.value);
    const abstract = [...conditions].filter((name) => {
      const type = schema.getType(name);
      return type !== undefined && type !== null && isAbstractType(type);
    });
    expect(abstract.length).toBeGreaterThan(0);
    for (const name of abstract) expect(POSSIBLE_TYPES, name).toHaveProperty(name);
  });
});
