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
