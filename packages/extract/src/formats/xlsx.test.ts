import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { buildXlsx } from '../testing/office.js';
import { buildZip } from '../testing/zip.js';
import { columnLetters, quoteSheetName, readSharedStrings } from './xlsx.js';

describe('xlsx', () => {
  it('reads cell values per sheet and formulas as FORMULA segments located by cell', async () => {
    const xlsx = buildXlsx([
      {
        name: 'Sheet1',
        rows: [
          ['Name', 'Card', 'Amount'],
          ['Jane & Co', '4111 1111 1111 1111', 12.5],
          ['Total', null, { formula: 'SUM(C2:C2)', value: 12.5 }],
          [null, { formula: 'IF(C3>10,"big","small")', value: 'big' }],
        ],
      },
      { name: 'Q1 Data', rows: [[{ formula: '\'Sheet1\'!A2&"!"', value: 'Jane & Co!' }]] },
    ]);
    expect(await extract(xlsx, 'book.xlsx')).toEqual({
      parseResult: 'OK',
      isEncrypted: false,
      format: 'xlsx',
      segments: [
        {
          text: 'Name\tCard\tAmount\nJane & Co\t4111 1111 1111 1111\t12.5\nTotal\t12.5\nbig',
          scope: 'TEXT',
          location: 'Sheet1',
        },
        { text: '=SUM(C2:C2)', scope: 'FORMULA', location: 'Sheet1!C3' },
        { text: '=IF(C3>10,"big","small")', scope: 'FORMULA', location: 'Sheet1!B4' },
        { text: 'Jane & Co!', scope: 'TEXT', location: 'Q1 Data' },
        { text: '=\'Sheet1\'!A2&"!"', scope: 'FORMULA', location: "'Q1 Data'!A1" },
      ],
    });
  });

  it('reads inline strings, booleans and cells without references', async () => {
    const inline = buildXlsx([{ name: 'S', rows: [['inline text', 7]] }], { inlineStrings: true });
    expect((await extract(inline, 'i.xlsx')).segments).toEqual([
      { text: 'inline text\t7', scope: 'TEXT', location: 'S' },
    ]);

    const sheet =
      '<worksheet><sheetData><row><c t="b"><v>1</v></c><c><f>NOW()</f><v>45000</v></c></row></sheetData></worksheet>';
    const zip = buildZip({
      '[Content_Types].xml': '<Types/>',
      '_rels/.rels':
        '<Relationships><Relationship Id="r1" Type="http://x/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      'xl/workbook.xml': '<workbook><sheets><sheet name="Only" r:id="a"/></sheets></workbook>',
      'xl/_rels/workbook.xml.rels':
        '<Relationships><Relationship Id="a" Type="http://x/worksheet" Target="/xl/worksheets/s.xml"/></Relationships>',
      'xl/worksheets/s.xml': sheet,
    });
    expect((await extract(zip, 'b.xlsx')).segments).toEqual([
      { text: 'TRUE\t45000', scope: 'TEXT', location: 'Only' },
      { text: '=NOW()', scope: 'FORMULA', location: 'Only!B1' },
    ]);
  });

  it('joins rich-text runs of a shared string and leaves out phonetic guides', () => {
    expect(
      readSharedStrings(
        '<sst><si><r><t>Ja</t></r><r><rPr/><t>ne</t></r><rPh><t>ジェーン</t></rPh></si><si><t/></si></sst>',
      ),
    ).toEqual(['Jane', '']);
  });

  it('names columns and quotes sheet names like Excel', () => {
    expect([1, 26, 27, 52, 703].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA']);
    expect(quoteSheetName('Sheet1')).toBe('Sheet1');
    expect(quoteSheetName("Bob's data")).toBe("'Bob''s data'");
  });
});
