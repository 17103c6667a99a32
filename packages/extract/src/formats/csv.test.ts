import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { text } from '../testing/zip.js';
import { csvToText, guessDelimiter } from './csv.js';

describe('csv', () => {
  it('unquotes fields and keeps the layout', () => {
    expect(csvToText('name,note\n"Smith, J","said ""hi"""\nplain,"multi\nline"\n')).toBe(
      'name,note\nSmith, J,said "hi"\nplain,multi\nline\n',
    );
    expect(csvToText('no quotes, at all')).toBe('no quotes, at all');
    expect(csvToText('a\t"b\tc"\n', '\t')).toBe('a\tb\tc\n');
    expect(csvToText('"unterminated')).toBe('unterminated');
  });

  it('keeps a quote inside an unquoted field', () => {
    expect(csvToText('5" disk,"x"')).toBe('5" disk,x');
  });

  it('guesses semicolon-separated files', () => {
    expect(guessDelimiter('a;b;c\n1,5;2,5;3')).toBe(';');
    expect(guessDelimiter('a,b;c\n')).toBe(',');
    expect(csvToText('"a;b";"c"\n', ';')).toBe('a;b;c\n');
  });

  it('reads .csv and .tsv files through extractText', async () => {
    const csv = await extract(text('card,holder\n"4111 1111 1111 1111","Doe, Jane"\n'), 'export.csv');
    expect(csv).toMatchObject({
      parseResult: 'OK',
      format: 'csv',
      segments: [{ text: 'card,holder\n4111 1111 1111 1111,Doe, Jane\n', scope: 'TEXT' }],
    });
    const tsv = await extract(text('a\t"b"\n'), 'export.tsv');
    expect(tsv.segments[0]?.text).toBe('a\tb\n');
  });
});
