import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { buildDocx, wordParagraph } from '../testing/office.js';
import { markEncrypted } from '../testing/zip.js';

describe('docx', () => {
  it('reads the body, headers, footers, footnotes and comments in order', async () => {
    const docx = buildDocx({
      body: ['Employee record', 'Name:\tJane Doe', 'SSN 123-45-6789\nsecond line'],
      headers: ['Confidential'],
      footers: ['Page footer'],
      footnotes: ['Source: HR & payroll'],
      comments: ['Check <this> card'],
    });
    expect(await extract(docx, 'record.docx')).toEqual({
      parseResult: 'OK',
      isEncrypted: false,
      format: 'docx',
      segments: [
        { text: 'Employee record\nName:\tJane Doe\nSSN 123-45-6789\nsecond line', scope: 'TEXT' },
        { text: 'Confidential', scope: 'TEXT', location: 'header1' },
        { text: 'Page footer', scope: 'TEXT', location: 'footer1' },
        { text: 'Source: HR & payroll', scope: 'TEXT', location: 'footnotes' },
        { text: 'Check <this> card', scope: 'TEXT', location: 'comments' },
      ],
    });
  });

  it('reads tables as tab-separated rows, field results but not field codes, and alternate content once', async () => {
    const cell = (text: string) => `<w:tc><w:tcPr/>${wordParagraph(text)}</w:tc>`;
    const body = [
      `<w:tbl><w:tr>${cell('Card')}${cell('4111 1111 1111 1111')}</w:tr><w:tr>${cell('Exp')}${cell('12/30')}</w:tr></w:tbl>`,
      '<w:p><w:r><w:t>See </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> HYPERLINK "http://x" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>the site</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
      '<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><w:txbxContent><w:p><w:r><w:t>Text box</w:t></w:r></w:p></w:txbxContent></w:drawing></mc:Choice><mc:Fallback><w:pict><w:txbxContent><w:p><w:r><w:t>Text box</w:t></w:r></w:p></w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>',
      '<w:p><w:ins><w:r><w:t>inserted</w:t></w:r></w:ins><w:del><w:r><w:delText> deleted</w:delText></w:r></w:del><w:r><w:t xml:space="preserve"> A&amp;B&#x20;</w:t></w:r><w:r><w:noBreakHyphen/><w:t>x</w:t></w:r></w:p>',
    ].join('');
    const result = await extract(buildDocx({ body }), 'table.docx');
    expect(result.segments).toEqual([
      {
        text: 'Card\t4111 1111 1111 1111\nExp\t12/30\nSee the site\nText box\n\ninserted deleted A&B -x',
        scope: 'TEXT',
      },
    ]);
  });

  it('reports a password-encrypted part as ENCRYPTED_PASSWORD', async () => {
    const docx = markEncrypted(buildDocx({ body: ['secret'] }), 'word/document.xml');
    expect(await extract(docx, 'locked.docx')).toEqual({
      parseResult: 'ENCRYPTED_PASSWORD',
      brokenDescription: 'word/document.xml is encrypted with a password.',
      isEncrypted: true,
      segments: [],
      format: 'docx',
    });
  });

  it('reports a truncated document as PARSING_ERROR', async () => {
    const docx = buildDocx({ body: ['Some text that will be cut off'] });
    const result = await extract(docx.subarray(0, docx.length - 30), 'cut.docx');
    expect(result).toMatchObject({ parseResult: 'PARSING_ERROR', isEncrypted: false, segments: [] });
    expect(result.brokenDescription).toMatch(/truncated or damaged/);
  });
});
