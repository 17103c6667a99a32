import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { buildCfb, buildWordDocument } from '../testing/cfb.js';

describe('compound (OLE) files', () => {
  it('reports a password-protected Office document as ENCRYPTED_PASSWORD', async () => {
    const cfb = buildCfb({
      EncryptionInfo: new Uint8Array(200).fill(4),
      EncryptedPackage: new Uint8Array(5000).fill(9),
    });
    expect(await extract(cfb, 'salary.xlsx')).toEqual({
      parseResult: 'ENCRYPTED_PASSWORD',
      brokenDescription: 'The Office document is protected with a password.',
      isEncrypted: true,
      segments: [],
      format: 'cfb',
    });
  });

  it('reads a Word 97 document through its piece table (UTF-16 and 8-bit text)', async () => {
    const body =
      'Employee: Jane Doe\rSSN 123-45-6789\rSee \x13 HYPERLINK "http://x" \x14the site\x15.\rName\x07Value\x07\x07';
    expect(await extract(buildWordDocument(body), 'old.doc')).toEqual({
      parseResult: 'OK',
      isEncrypted: false,
      format: 'doc',
      segments: [{ text: 'Employee: Jane Doe\nSSN 123-45-6789\nSee the site.\nName\tValue', scope: 'TEXT' }],
    });
    const long = `Café ${'lorem ipsum '.repeat(500)}end`;
    expect((await extract(buildWordDocument(long, { compressed: true }), 'big.doc')).segments[0]?.text).toBe(
      long,
    );
  });

  it('reads the text atoms of a PowerPoint 97 presentation', async () => {
    const record = (version: number, type: number, body: Buffer) => {
      const header = Buffer.alloc(8);
      header.writeUInt16LE(version, 0);
      header.writeUInt16LE(type, 2);
      header.writeUInt32LE(body.length, 4);
      return Buffer.concat([header, body]);
    };
    const slide = record(
      0x0f,
      0x03f0,
      Buffer.concat([
        record(0, 0x0fa0, Buffer.from('Title: Zoë\rline two', 'utf16le')),
        record(0, 0x0fa8, Buffer.from('Card 4111 1111 1111 1111', 'latin1')),
      ]),
    );
    const stream = record(0x0f, 0x03e8, Buffer.concat([record(0, 0x03e9, Buffer.alloc(40)), slide]));
    expect(await extract(buildCfb({ 'PowerPoint Document': stream }), 'deck.ppt')).toEqual({
      parseResult: 'OK',
      isEncrypted: false,
      format: 'ppt',
      segments: [{ text: 'Title: Zoë\nline two\nCard 4111 1111 1111 1111', scope: 'TEXT' }],
    });
  });

  it('reports an encrypted Word 97 document as ENCRYPTED_PASSWORD', async () => {
    expect(await extract(buildWordDocument('secret', { encrypted: true }), 'old.doc')).toMatchObject({
      parseResult: 'ENCRYPTED_PASSWORD',
      isEncrypted: true,
    });
  });

  it('reports other and damaged compound files without throwing', async () => {
    expect(
      await extract(buildCfb({ Workbook: Uint8Array.of(0x09, 0x08, 0, 0, 0x0a, 0, 0, 0) }), 'old.xls'),
    ).toMatchObject({ parseResult: 'UNSUPPORTED' });
    expect(
      await extract(buildCfb({ Workbook: Uint8Array.of(0x09, 0x08, 0, 0, 0x2f, 0, 0, 0) }), 'old.xls'),
    ).toMatchObject({ parseResult: 'ENCRYPTED_PASSWORD' });
    const doc = buildWordDocument('text');
    expect(await extract(doc.subarray(0, 600), 'cut.doc')).toMatchObject({
      parseResult: 'PARSING_ERROR',
      segments: [],
    });
  });
});
