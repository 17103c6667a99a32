import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { buildDocx, buildXlsx } from '../testing/office.js';
import { buildZip, markEncrypted, text } from '../testing/zip.js';

function tar(files: Record<string, string>): Uint8Array {
  const blocks: Buffer[] = [];
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content);
    const header = Buffer.alloc(512);
    header.write(name, 0, 100, 'utf8');
    header.write('0000644\0', 100);
    header.write('0000000\0', 108);
    header.write('0000000\0', 116);
    header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write('00000000000\0', 136);
    header.write('        ', 148);
    header.write('0', 156);
    header.write('ustar\0', 257);
    header.write('00', 263);
    let sum = 0;
    for (const b of header) sum += b;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(header, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

describe('archives', () => {
  it('reads every member, nested archives and documents included, located by path', async () => {
    const inner = buildZip({
      'deep/secret.txt': 'SSN 123-45-6789',
      'book.xlsx': buildXlsx([{ name: 'S', rows: [['v', { formula: 'A1', value: 'v' }]] }]),
    });
    const zip = buildZip({
      'readme.txt': 'Card 4111 1111 1111 1111',
      'docs/': new Uint8Array(0),
      'docs/letter.docx': buildDocx({ body: ['Dear Jane'], headers: ['Private'] }),
      'nested/inner.zip': inner,
      'logo.png': Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(64, 1),
      ]),
    });
    const result = await extract(zip, '/home/u/archive.zip');
    expect(result.parseResult).toBe('OK');
    expect(result.format).toBe('zip');
    expect(result.segments).toEqual([
      { text: 'Card 4111 1111 1111 1111', scope: 'TEXT', location: 'archive.zip/readme.txt' },
      { text: 'Dear Jane', scope: 'TEXT', location: 'archive.zip/docs/letter.docx' },
      { text: 'Private', scope: 'TEXT', location: 'archive.zip/docs/letter.docx#header1' },
      { text: 'SSN 123-45-6789', scope: 'TEXT', location: 'archive.zip/nested/inner.zip/deep/secret.txt' },
      { text: 'v\tv', scope: 'TEXT', location: 'archive.zip/nested/inner.zip/book.xlsx#S' },
      { text: '=A1', scope: 'FORMULA', location: 'archive.zip/nested/inner.zip/book.xlsx#S!B1' },
    ]);
    expect(result.entries?.map((e) => [e.path, e.parseResult])).toEqual([
      ['archive.zip/readme.txt', 'OK'],
      ['archive.zip/docs/letter.docx', 'OK'],
      ['archive.zip/nested/inner.zip/deep/secret.txt', 'OK'],
      ['archive.zip/nested/inner.zip/book.xlsx', 'OK'],
      ['archive.zip/logo.png', 'UNSUPPORTED'],
    ]);
  });

  it('reports encrypted members and still reads the others', async () => {
    const zip = markEncrypted(
      buildZip({ 'open.txt': 'visible text', 'locked.txt': 'hidden text' }),
      'locked.txt',
    );
    const result = await extract(zip, 'mixed.zip');
    expect(result).toMatchObject({
      parseResult: 'ENCRYPTED_PASSWORD',
      brokenDescription: 'locked.txt: locked.txt is encrypted with a password.',
      isEncrypted: true,
      segments: [{ text: 'visible text', scope: 'TEXT', location: 'mixed.zip/open.txt' }],
    });
    expect(result.entries).toEqual([
      { path: 'mixed.zip/open.txt', parseResult: 'OK' },
      {
        path: 'mixed.zip/locked.txt',
        parseResult: 'ENCRYPTED_PASSWORD',
        brokenDescription: 'locked.txt is encrypted with a password.',
      },
    ]);
  });

  it('refuses a zip-bomb-like member by its compression ratio, before expanding it', async () => {
    const zip = buildZip({ 'note.txt': 'still read', 'bomb.txt': new Uint8Array(2 * 1024 * 1024) });
    const result = await extract(zip, 'bomb.zip');
    expect(result.parseResult).toBe('TOO_LARGE');
    expect(result.brokenDescription).toMatch(
      /^bomb\.txt: bomb\.txt is compressed \d+:1, which looks like a zip bomb; it wasn't expanded\.$/,
    );
    expect(result.segments).toEqual([{ text: 'still read', scope: 'TEXT', location: 'bomb.zip/note.txt' }]);
  });

  it('stops at the total expansion budget, the per-member cap, the entry count and the nesting depth', async () => {
    const big = buildZip({ 'a.txt': 'a'.repeat(600), 'b.txt': 'b'.repeat(600) });
    const budget = await extract(big, 'big.zip', { maxExpandedBytes: 1000 });
    expect(budget).toMatchObject({
      parseResult: 'TOO_LARGE',
      brokenDescription: 'b.txt: b.txt would expand the file past 1000 bytes of content.',
    });
    expect(budget.segments).toHaveLength(1);

    const perEntry = await extract(big, 'big.zip', { maxEntryBytes: 500 });
    expect(perEntry.brokenDescription).toBe(
      "a.txt: a.txt is 600 bytes, over the 500 bytes limit for one member. (1 more entry couldn't be read either)",
    );

    const many = buildZip(
      Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}.txt`, `file ${i}`])),
    );
    const capped = await extract(many, 'many.zip', { maxArchiveEntries: 3 });
    expect(capped.parseResult).toBe('TOO_LARGE');
    expect(capped.segments.map((s) => s.text)).toEqual(['file 0', 'file 1', 'file 2']);
    expect(capped.brokenDescription).toBe(
      "f3.txt: The archive has more than 3 entries; the rest weren't read.",
    );

    let nested = buildZip({ 'core.txt': 'deepest' });
    for (let level = 1; level <= 3; level++) nested = buildZip({ [`level${level}.zip`]: nested });
    const deep = await extract(nested, 'outer.zip');
    expect(deep).toMatchObject({ parseResult: 'TOO_LARGE', segments: [] });
    expect(deep.brokenDescription).toBe(
      "level3.zip/level2.zip/level1.zip: Archives are nested more than 3 deep; the innermost wasn't opened.",
    );
    const allowed = await extract(nested, 'outer.zip', { maxArchiveDepth: 4 });
    expect(allowed.segments).toEqual([
      { text: 'deepest', scope: 'TEXT', location: 'outer.zip/level3.zip/level2.zip/level1.zip/core.txt' },
    ]);
  });

  it('reports a damaged archive as PARSING_ERROR', async () => {
    const zip = buildZip({ 'a.txt': 'text' });
    expect(await extract(zip.subarray(0, 20), 'cut.zip')).toMatchObject({
      parseResult: 'PARSING_ERROR',
      segments: [],
    });
    const corrupt = Buffer.from(buildZip({ 'a.txt': 'text '.repeat(100) }));
    // The first byte of the deflate data: BTYPE 11 is reserved, so inflating must fail.
    corrupt[30 + corrupt.readUInt16LE(26) + corrupt.readUInt16LE(28)] = 0xff;
    const result = await extract(corrupt, 'corrupt.zip');
    expect(result).toMatchObject({
      parseResult: 'PARSING_ERROR',
      brokenDescription: "a.txt: a.txt is damaged: its compressed data can't be decoded.",
    });
  });

  it('reads gzip and tar archives', async () => {
    const tarball = tar({ 'dir/a.txt': 'alpha', 'b.csv': 'x,"y"' });
    expect((await extract(tarball, 'files.tar')).segments).toEqual([
      { text: 'alpha', scope: 'TEXT', location: 'files.tar/dir/a.txt' },
      { text: 'x,y', scope: 'TEXT', location: 'files.tar/b.csv' },
    ]);
    const tgz = zlib.gzipSync(tarball);
    expect((await extract(tgz, 'files.tgz')).segments.map((s) => s.location)).toEqual([
      'files.tgz/files.tar/dir/a.txt',
      'files.tgz/files.tar/b.csv',
    ]);
    expect((await extract(zlib.gzipSync(text('log line')), 'app.log.gz')).segments).toEqual([
      { text: 'log line', scope: 'TEXT', location: 'app.log.gz/app.log' },
    ]);
    const gzBomb = zlib.gzipSync(new Uint8Array(4 * 1024 * 1024));
    expect((await extract(gzBomb, 'zeros.gz')).parseResult).toBe('TOO_LARGE');
  });
});
