import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './rows.js';

const TRICKY = [
  'a,"b"\\c{}',
  'NULL',
  'null',
  'NuLl',
  'NULLS',
  '',
  ' ',
  ' lead',
  'trail ',
  'tab\there',
  'line\nbreak',
  '{',
  '}',
  'ü',
  '/home/x/report 2024.csv',
  'C:\\Users\\x\\y.csv',
  '12.5',
  '-3',
  '2026-11-27T14:00:00.000Z',
];

describe('array literals', () => {
  it('quotes only what needs it, escapes quotes and backslashes, and keeps NULL apart from "NULL"', () => {
    expect(arrayLiteral([1, 2n, true, false, null])).toBe('{1,2,t,f,NULL}');
    expect(arrayLiteral(['a,"b"\\c{}', 'NULL', 'null', '', 'ü', ' x', '12.5', '/a/b.csv'])).toBe(
      '{"a,\\"b\\"\\\\c{}","NULL","null","",ü," x",12.5,/a/b.csv}',
    );
    expect(arrayLiteral([])).toBe('{}');
  });

  it('reads back as the same values in PostgreSQL', async () => {
    const db = new PGlite();
    try {
      const { rows } = await db.query<{ a: string[] }>('select $1::text[] as a', [arrayLiteral(TRICKY)]);
      expect(rows[0]!.a).toEqual(TRICKY);
      const nulls = await db.query<{ a: (string | null)[] }>('select $1::text[] as a', [
        arrayLiteral(['x', null, 'NULL']),
      ]);
      expect(nulls.rows[0]!.a).toEqual(['x', null, 'NULL']);
      const typed = await db.query<{ n: string; t: string; u: string; j: string }>(
        `select $1::numeric[]::text as n, $2::timestamptz[]::text as t, $3::uuid[]::text as u, $4::jsonb[]::text as j`,
        [
          arrayLiteral(['12.5', '-3', '0.000001']),
          arrayLiteral(['2026-11-27T14:00:00.000Z']),
          arrayLiteral(['0f8fad5b-d9cb-469f-a165-70867728950e']),
          arrayLiteral(['[]', '["4111 **** 1111"]', '1', null]),
        ],
      );
      expect(typed.rows[0]).toEqual({
        n: '{12.5,-3,0.000001}',
        t: '{"2026-11-27 14:00:00+00"}',
        u: '{0f8fad5b-d9cb-469f-a165-70867728950e}',
        j: '{[],"[\\"4111 **** 1111\\"]",1,NULL}',
      });
    } finally {
      await db.close();
    }
  });
});
