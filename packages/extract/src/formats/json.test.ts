import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { text } from '../testing/zip.js';
import { jsonToText } from './json.js';

describe('json', () => {
  it('writes keys beside values and decodes escapes', () => {
    const json =
      '{"name": "Jane \\"JD\\" Doe", "card": "\\u0034\\u0031\\u0031\\u0031 1111", "age": 42, "vip": true, "none": null, "tags": ["a", "b"], "addr": {"zip": "02139"}}';
    expect(jsonToText(json)).toBe(
      'name: Jane "JD" Doe\ncard: 4111 1111\nage: 42\nvip: true\ntags: a\ntags: b\nzip: 02139',
    );
  });

  it('reads JSON lines', () => {
    expect(jsonToText('{"a":1}\n{"a":2}\n')).toBe('a: 1\na: 2');
  });

  it('leaves what is not JSON to be read as text', async () => {
    expect(jsonToText('not json at all')).toBeUndefined();
    expect(jsonToText('{"a": undefined}')).toBeUndefined();
    expect((await extract(text('{ broken json: yes'), 'x.json')).segments[0]?.text).toBe(
      '{ broken json: yes',
    );
  });

  it('reads .json through extractText', async () => {
    expect(await extract(text('{"ssn":"123-45-6789"}'), 'data.json')).toMatchObject({
      parseResult: 'OK',
      format: 'json',
      segments: [{ text: 'ssn: 123-45-6789', scope: 'TEXT' }],
    });
  });
});
