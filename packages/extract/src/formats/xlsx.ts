import type { ExtractContext } from '../context.js';
import { textSegment } from '../extraction.js';
import type { ExtractedSegment } from '../extraction.js';
import { XmlNames, XmlReader } from '../xml/xml-reader.js';
import type { ZipArchive } from '../zip/zip-reader.js';
import { naturalCompare } from './docx.js';
import { officeXmlText, readPart, readRelationships, relationshipsOfType } from './ooxml.js';
import type { Relationship } from './ooxml.js';

interface SheetRef {
  name: string;
  path: string;
}

/**
 * Per sheet, one TEXT segment of its cell values (cells separated by tabs, rows by lines) located
 * by the sheet's name, and a FORMULA segment per formula cell located like "Sheet1!B4".
 */
export function extractXlsx(zip: ZipArchive, workbookPart: string, ctx: ExtractContext): ExtractedSegment[] {
  const relationships = readRelationships(zip, workbookPart, ctx);
  const sharedStringsPart =
    relationshipsOfType(relationships, '/sharedStrings')[0]?.target ?? 'xl/sharedStrings.xml';
  const sharedXml = readPart(zip, sharedStringsPart, ctx);
  const sharedStrings = sharedXml === undefined ? [] : readSharedStrings(sharedXml);
  const segments: ExtractedSegment[] = [];
  for (const sheet of listSheets(zip, workbookPart, relationships, ctx)) {
    const xml = readPart(zip, sheet.path, ctx);
    if (xml === undefined) continue;
    segments.push(...readSheet(xml, sheet.name, sharedStrings));
    const sheetRelationships = readRelationships(zip, sheet.path, ctx);
    for (const comments of relationshipsOfType(sheetRelationships, '/comments')) {
      const commentsXml = readPart(zip, comments.target, ctx);
      if (commentsXml !== undefined)
        segments.push(...textSegment(officeXmlText(commentsXml), `${sheet.name} comments`));
    }
  }
  return segments;
}

function listSheets(
  zip: ZipArchive,
  workbookPart: string,
  relationships: Map<string, Relationship>,
  ctx: ExtractContext,
): SheetRef[] {
  const xml = readPart(zip, workbookPart, ctx) ?? '';
  const reader = new XmlReader(xml);
  const sheets: SheetRef[] = [];
  for (let token = reader.next(); token !== 'end'; token = reader.next()) {
    if (token !== 'open' || reader.name !== 'sheet') continue;
    const target = relationships.get(reader.attr('r:id') ?? '')?.target;
    if (target && zip.has(target)) sheets.push({ name: reader.attr('name') ?? target, path: target });
  }
  if (sheets.length > 0) return sheets;
  // A workbook without a usable sheet list still has its sheets: read them in file order.
  return zip.entries
    .filter((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name))
    .sort((a, b) => naturalCompare(a.name, b.name))
    .map((e, i) => ({ name: `Sheet${i + 1}`, path: e.name }));
}

/** Each <si> is one string, its runs joined; phonetic guides (<rPh>) are left out. */
const SHARED_STRING_NAMES = new XmlNames(['si', 't', 'rPh']);
const SHEET_NAMES = new XmlNames(['c', 'v', 'f', 'is', 't', 'rPh', 'row']);

export function readSharedStrings(xml: string): string[] {
  const reader = new XmlReader(xml, SHARED_STRING_NAMES);
  const strings: string[] = [];
  let current: string[] | undefined;
  let inText = false;
  for (let token = reader.next(); token !== 'end'; token = reader.next()) {
    if (token === 'open') {
      if (reader.name === 'si') current = [];
      else if (reader.name === 't') inText = true;
      else if (reader.name === 'rPh') reader.skipElement();
    } else if (token === 'close') {
      if (reader.name === 'si') {
        strings.push(current?.join('') ?? '');
        current = undefined;
      } else if (reader.name === 't') inText = false;
    } else if (inText && current) {
      current.push(reader.text());
    }
  }
  return strings;
}

type CellPart = 'v' | 'f' | 'is' | undefined;

function readSheet(xml: string, sheetName: string, sharedStrings: string[]): ExtractedSegment[] {
  const reader = new XmlReader(xml, SHEET_NAMES);
  const rows: string[] = [];
  const formulas: ExtractedSegment[] = [];
  let row: string[] = [];
  let rowNumber = 0;
  let column = 0;
  let cellRef = '';
  let cellType = '';
  let part: CellPart;
  let inInlineText = false;
  let value = '';
  let formula = '';
  let inline = '';
  const sheetPrefix = quoteSheetName(sheetName);
  for (let token = reader.next(); token !== 'end'; token = reader.next()) {
    if (token === 'text') {
      if (part === 'v') value += reader.text();
      else if (part === 'f') formula += reader.text();
      else if (part === 'is' && inInlineText) inline += reader.text();
      continue;
    }
    const name = reader.name;
    if (token === 'open') {
      if (name === 'c') {
        const ref = reader.attr('r');
        column = ref ? columnOf(ref) : column + 1;
        cellRef = ref ?? `${columnLetters(column)}${rowNumber}`;
        cellType = reader.attr('t') ?? 'n';
        value = formula = inline = '';
      } else if (name === 'v' || name === 'f' || name === 'is') part = name;
      else if (name === 't' && part === 'is') inInlineText = true;
      else if (name === 'rPh') reader.skipElement();
      else if (name === 'row') {
        const r = Number(reader.attr('r'));
        rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
        column = 0;
        row = [];
      }
      continue;
    }
    if (name === 'c') {
      const shown = cellValue(cellType, value, inline, sharedStrings);
      if (shown) row.push(shown);
      if (formula)
        formulas.push({ text: `=${formula}`, scope: 'FORMULA', location: `${sheetPrefix}!${cellRef}` });
    } else if (name === 'v' || name === 'f' || name === 'is') part = undefined;
    else if (name === 't') inInlineText = false;
    else if (name === 'row' && row.length > 0) rows.push(row.join('\t'));
  }
  return [...textSegment(rows.join('\n'), sheetName), ...formulas];
}

function cellValue(type: string, value: string, inline: string, sharedStrings: string[]): string {
  switch (type) {
    case 's':
      return sharedStrings[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'b':
      return value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : value;
    default:
      return value;
  }
}

/** Excel's own quoting: 'Q1 Sales'!B4, with a quote inside doubled. */
export function quoteSheetName(name: string): string {
  return /^[A-Za-z_\u00c0-\uffff][\w.\u00c0-\uffff]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

function columnOf(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    column = column * 26 + (c - 64);
  }
  return column;
}

export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
