import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  columnSql,
  listColumns,
  RowColumn,
  rowFields,
  selectList,
  type RowOfColumns,
} from './row-columns.js';

const columns = {
  id: RowColumn.of('int', sql`c.id`),
  kind: RowColumn.of('string', sql`c.type`).as<'A' | 'B'>(),
  parentId: RowColumn.of('int', sql`c.parent_id`).nullable(),
  tags: RowColumn.of('int', sql`c.tags`)
    .array()
    .describe('Tag ids.')
    .inList({ kind: 'int', sortable: false }),
  labels: RowColumn.of('string', sql`c.labels`).array(),
  extra: RowColumn.of('json', sql`c.extra`).as<{ a: number }>(),
  updatedAt: RowColumn.of('date', sql`c.updated_at`),
};

describe('row columns', () => {
  it('name each column of the select list like its field', () => {
    const query = new PgDialect().sqlToQuery(selectList(columns));
    expect(query.sql).toBe(
      'c.id as "id", c.type as "kind", c.parent_id as "parentId", c.tags as "tags", c.labels as "labels", ' +
        'c.extra as "extra", c.updated_at as "updatedAt"',
    );
    expect(query.params).toEqual([]);
  });

  it('give a keyed list the SQL of each column by name', () => {
    const byName = columnSql(columns);
    expect(Object.keys(byName)).toEqual(Object.keys(columns));
    expect(byName.parentId).toBe(columns.parentId.sql);
  });

  it('make each GraphQL field from its column: scalar or the type given, list, nullable, description', () => {
    const made: Record<string, unknown>[] = [];
    const t = {
      field: (options: Record<string, unknown>) => {
        made.push(options);
        return options;
      },
    };
    const fields = rowFields(t, columns, { kind: 'KindEnum' as never });
    expect(Object.keys(fields)).toEqual(Object.keys(columns));
    const options = Object.fromEntries(Object.keys(columns).map((name, i) => [name, made[i]]));
    expect(options.id).toMatchObject({ type: 'Int' });
    expect(options.id).not.toHaveProperty('nullable');
    expect(options.kind).toMatchObject({ type: 'KindEnum' });
    expect(options.parentId).toMatchObject({ type: 'Int', nullable: true });
    expect(options.tags).toMatchObject({ type: ['Int'], description: 'Tag ids.' });
    expect(options.extra).toMatchObject({ type: 'JSON' });
    expect(options.updatedAt).toMatchObject({ type: 'DateTime' });
    const resolve = options.labels!.resolve as (row: Record<string, unknown>) => unknown;
    expect(resolve({ labels: ['a', 'b'] })).toEqual(['a', 'b']);
  });

  it('give the list its scalar columns, and the others only when told how', () => {
    expect(listColumns(columns)).toEqual({
      id: { kind: 'int' },
      kind: { kind: 'string' },
      parentId: { kind: 'int' },
      tags: { kind: 'int', sortable: false },
      updatedAt: { kind: 'date' },
    });
  });

  it('keep what each column is, for the GraphQL field', () => {
    expect([columns.parentId.isNullable, columns.id.isNullable]).toEqual([true, false]);
    expect([columns.tags.isArray, columns.tags.description]).toEqual([true, 'Tag ids.']);
    expect(columns.extra.kind).toBe('json');
  });

  it('type the row from the columns', () => {
    expectTypeOf<RowOfColumns<typeof columns>>().toEqualTypeOf<{
      id: number;
      kind: 'A' | 'B';
      parentId: number | null;
      tags: number[];
      labels: string[];
      extra: { a: number };
      updatedAt: Date | string;
    }>();
  });
});
