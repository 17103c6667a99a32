import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { text } from '../testing/zip.js';

const body = 'Patient: Zoë Ångström\nSSN 123-45-6789\n';

describe('plain text', () => {
  it('reads UTF-8 as one TEXT segment', async () => {
    expect(await extract(text(body), 'notes.txt')).toEqual({
      parseResult: 'OK',
      isEncrypted: false,
      segments: [{ text: body, scope: 'TEXT' }],
      format: 'text',
    });
  });

  it('reads UTF-16 with a BOM and without one', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(body, 'utf16le')]);
    expect((await extract(le, 'a.txt')).segments[0]?.text).toBe(body);
    expect((await extract(Buffer.from(body, 'utf16le'), 'a.log')).segments[0]?.text).toBe(body);
    expect((await extract(Buffer.from(body, 'utf16le').swap16(), 'a.log')).segments[0]?.text).toBe(body);
  });

  it('falls back to Latin-1 for invalid UTF-8', async () => {
    const result = await extract(Buffer.from('Nom: Andr\xe9 \xa3100', 'latin1'), 'a.txt');
    expect(result.segments[0]?.text).toBe('Nom: André £100');
  });

  it('returns UNSUPPORTED and no text for binary files', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100, 7),
    ]);
    expect(await extract(png, 'scan.png')).toEqual({
      parseResult: 'UNSUPPORTED',
      brokenDescription: 'This is a PNG image.',
      isEncrypted: false,
      segments: [],
      format: 'binary',
    });
    const random = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256));
    expect(await extract(random, 'blob.dat')).toMatchObject({ parseResult: 'UNSUPPORTED', segments: [] });
  });

  it('gives an empty file OK with no segments', async () => {
    expect(await extract(new Uint8Array(0), 'empty.txt')).toMatchObject({ parseResult: 'OK', segments: [] });
  });

  it('decodes anything as text with parseAsText', async () => {
    const bytes = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(10), Buffer.from(' 4111111111111111 ')]);
    const result = await extract(bytes, 'tool.exe', { parseAsText: true });
    expect(result.parseResult).toBe('OK');
    expect(result.segments[0]?.text).toContain('4111111111111111');
  });
});
