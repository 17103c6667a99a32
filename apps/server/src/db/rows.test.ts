import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './rows.js';

describe('array literals', () => {
  it('quotes text, escapes quotes and backslashes, and keeps NULL apart from "NULL"', () => {
    expect(arrayLiteral([1, 2n, true, false, null])).toBe('{1,2,t,f,NULL}');
    expect(arrayLiteral(['a,"b"\\c{}', 'NULL', '', 'ü'])).toBe('{"a,\\"b\\"\\\\c{}","NULL","","ü"}');
    expect(arrayLiteral([])).toBe('{}');
  });
});
