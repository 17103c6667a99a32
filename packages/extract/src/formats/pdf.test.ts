import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { buildTestPdf, cidHex, PdfWriter } from '../testing/pdf.js';
import { buildProtectedPdf } from '../testing/pdfkit.js';
import { glyphNameToText } from '../pdf/encodings.js';

describe('pdf', () => {
  it('reads the text layer page by page: strings, escapes, kerning, word gaps and line moves', async () => {
    const page1 = [
      'BT /F1 12 Tf 72 720 Td (Patient: Jos\\351 \\(JD\\) Doe\\\\) Tj',
      '0 -14 Td [(Ker) 40 (ned) -300 (word) -20 (s)] TJ',
      '14 TL T* (after T*) Tj',
      "(quote op) '",
      '2 1 (double quote) "',
      'ET',
      'BT /F1 12 Tf 1 0 0 1 72 600 Tm <48656C6C6F> Tj 1 0 0 1 110 600 Tm (world) Tj ET',
    ].join('\n');
    const page2 = `BT /F2 10 Tf 72 700 Td ${cidHex('SSN: 123-45-6789')} Tj 0 -12 Td ${cidHex('fine ABC é')} Tj ET`;
    const pdf = buildTestPdf({ pages: [page1, page2] });
    expect(await extract(pdf, 'record.pdf')).toEqual({
      parseResult: 'OK',
      isEncrypted: false,
      format: 'pdf',
      segments: [
        {
          text: 'Patient: José (JD) Doe\\\nKerned words\nafter T*\nquote op\ndouble quote\nHello world',
          scope: 'TEXT',
          location: 'Page 1',
        },
        { text: 'SSN: 123-45-6789\nfine ABC é', scope: 'TEXT', location: 'Page 2' },
      ],
    });
  });

  it('tells glyph-by-glyph positioning from word gaps using the font widths', async () => {
    // Each digit placed on its own, 0.5 em apart (its width): one word. A wider jump: a space.
    const digits = '4111'.split('').map((d, i) => `1 0 0 1 ${100 + i * 5} 500 Tm ${cidHex(d)} Tj`);
    const next = `1 0 0 1 ${100 + 4 * 5 + 4} 500 Tm ${cidHex('2222')} Tj`;
    const pdf = buildTestPdf({ pages: [`BT /F2 10 Tf ${digits.join(' ')} ${next} ET`] });
    expect((await extract(pdf, 'glyphs.pdf')).segments).toEqual([
      { text: '4111 2222', scope: 'TEXT', location: 'Page 1' },
    ]);
  });

  it('follows transformation matrices set with cm, per line', async () => {
    const line = (y: number, text: string) => `q 1 0 0 1 72 ${y} cm BT /F1 12 Tf 0 0 Td (${text}) Tj ET Q`;
    const pdf = buildTestPdf({ pages: [[line(700, 'first line'), line(680, 'second line')].join('\n')] });
    expect((await extract(pdf, 'cm.pdf')).segments[0]?.text).toBe('first line\nsecond line');
  });

  it('reads fonts packed in object streams, uncompressed content, form XObjects and form fields', async () => {
    const pdf = buildTestPdf({
      pages: [`BT /F2 10 Tf 72 700 Td ${cidHex('packed')} Tj ET /X1 Do`],
      objectStream: true,
      compress: false,
      form: 'BT /F1 9 Tf 72 100 Td (in a form) Tj ET',
      fields: { holder: 'Jane Doe', card: '4111111111111111' },
    });
    expect((await extract(pdf, 'form.pdf')).segments).toEqual([
      { text: 'packed\nin a form', scope: 'TEXT', location: 'Page 1' },
      { text: 'holder: Jane Doe\ncard: 4111111111111111', scope: 'TEXT', location: 'Form fields' },
    ]);
  });

  it('applies /Differences glyph names over a base encoding', async () => {
    const f3 =
      '<< /Type /Font /Subtype /Type1 /BaseFont /Custom /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [1 /S /S /N /colon /space /eacute /uni20AC /f_i /Euro.alt] >> >>';
    const pdf = buildTestPdf({
      pages: ['BT /F3 12 Tf 72 700 Td <0102030405060708090A> Tj (abc) Tj ET'],
      extraFonts: { F3: f3 },
    });
    expect((await extract(pdf, 'diff.pdf')).segments[0]?.text).toBe('SSN: é€fi€abc');
  });

  it('skips inline images, whatever bytes they hold', async () => {
    const image = 'BI /W 4 /H 1 /BPC 8 /CS /G ID \x00\xff(ET) Tj]\x01 EI';
    const pdf = buildTestPdf({
      pages: [`BT /F1 12 Tf 72 700 Td (before) Tj ET\n${image}\nBT /F1 12 Tf 72 680 Td (after) Tj ET`],
    });
    expect((await extract(pdf, 'img.pdf')).segments[0]?.text).toBe('before\nafter');
  });

  describe('a PDF protected only against printing or copying (owner password, empty user password)', () => {
    const text = 'Card 4111 1111 1111 1111 of Jane Roe';
    it.each([
      ['1.3', 'RC4 40-bit'],
      ['1.4', 'RC4 128-bit'],
      ['1.6', 'AES-128'],
      ['1.7', 'AES-256, revision 5'],
      ['1.7ext3', 'AES-256, revision 6'],
    ] as const)('is read like any PDF: %s (%s)', async (pdfVersion, _cipher) => {
      const pdf = await buildProtectedPdf({ text, pdfVersion, ownerPassword: 'owner-secret' });
      expect(pdf.toString('latin1')).toContain('/Encrypt');
      const result = await extract(pdf, 'locked-print.pdf');
      expect(result).toMatchObject({ parseResult: 'OK', isEncrypted: false, format: 'pdf' });
      expect(result.segments).toEqual([{ text, scope: 'TEXT', location: 'Page 1' }]);
    });

    it('with a user password too, it stays ENCRYPTED_PASSWORD', async () => {
      for (const pdfVersion of ['1.4', '1.6', '1.7ext3'] as const) {
        const pdf = await buildProtectedPdf({ text, pdfVersion, userPassword: 'open', ownerPassword: 'own' });
        expect(await extract(pdf, 'secret.pdf'), pdfVersion).toMatchObject({
          parseResult: 'ENCRYPTED_PASSWORD',
          isEncrypted: true,
          segments: [],
        });
      }
    });
  });

  it('reports an encrypted PDF as ENCRYPTED_PASSWORD', async () => {
    const pdf = buildTestPdf({ pages: ['BT /F1 12 Tf (secret) Tj ET'], encrypt: true });
    expect(await extract(pdf, 'locked.pdf')).toEqual({
      parseResult: 'ENCRYPTED_PASSWORD',
      brokenDescription: 'The PDF is encrypted; its text can only be read with its password.',
      isEncrypted: true,
      segments: [],
      format: 'pdf',
    });
  });

  it('reports a truncated PDF as PARSING_ERROR and keeps the pages it could read', async () => {
    const pdf = buildTestPdf({
      pages: ['BT /F1 12 Tf 72 700 Td (first page) Tj ET', 'BT /F1 12 Tf 72 700 Td (second page) Tj ET'],
    });
    const text = Buffer.from(pdf).toString('latin1');
    const cut = pdf.subarray(0, text.indexOf('xref'));
    expect(await extract(cut, 'cut.pdf')).toEqual({
      parseResult: 'PARSING_ERROR',
      brokenDescription: 'The PDF is truncated: its end is missing.',
      isEncrypted: false,
      format: 'pdf',
      segments: [
        { text: 'first page', scope: 'TEXT', location: 'Page 1' },
        { text: 'second page', scope: 'TEXT', location: 'Page 2' },
      ],
    });
  });

  it('reports damaged PDFs as PARSING_ERROR without throwing', async () => {
    expect(await extract(Buffer.from('%PDF-1.4\n garbage with no objects'), 'bad.pdf')).toMatchObject({
      parseResult: 'PARSING_ERROR',
      brokenDescription: 'The PDF is damaged: none of its objects could be read.',
    });
    const w = new PdfWriter();
    w.add('<< /Type /Catalog >>');
    expect(await extract(w.build('/Root 1 0 R'), 'nopages.pdf')).toMatchObject({
      parseResult: 'PARSING_ERROR',
      brokenDescription: 'The PDF is damaged: it has no readable pages.',
    });
    const corrupt = new PdfWriter();
    const catalog = corrupt.reserve();
    const pages = corrupt.reserve();
    const content = corrupt.add(
      `<< /Filter /FlateDecode /Length 12 >>\nstream\n${'\x78\x9c\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff'}\nendstream`,
    );
    const page = corrupt.add(`<< /Type /Page /Parent ${pages} 0 R /Contents ${content} 0 R >>`);
    corrupt.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
    corrupt.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
    expect(await extract(corrupt.build(`/Root ${catalog} 0 R`), 'corrupt.pdf')).toEqual({
      parseResult: 'PARSING_ERROR',
      brokenDescription: "A compressed stream in the PDF is damaged: its compressed data can't be decoded.",
      isEncrypted: false,
      segments: [],
      format: 'pdf',
    });
  });

  it('maps Adobe glyph names to text', () => {
    expect(
      ['A', 'zero', 'eacute', 'Euro', 'uni0041', 'uni00410042', 'u1F600', 'f_f_i', 'a.sc', 'g123'].map(
        glyphNameToText,
      ),
    ).toEqual(['A', '0', 'é', '€', 'A', 'AB', '😀', 'ffi', 'a', '']);
  });
});
