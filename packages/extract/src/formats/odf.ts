import type { ExtractContext } from '../context.js';
import { textSegment } from '../extraction.js';
import type { ExtractedSegment } from '../extraction.js';
import { XmlNames, XmlReader } from '../xml/xml-reader.js';
import type { ZipArchive } from '../zip/zip-reader.js';
import { readPart } from './ooxml.js';
import { columnLetters, quoteSheetName } from './xlsx.js';

export type OdfKind = 'odt' | 'ods' | 'odp';

const MIME_KINDS: [string, OdfKind][] = [
  ['application/vnd.oasis.opendocument.text', 'odt'],
  ['application/vnd.oasis.opendocument.spreadsheet', 'ods'],
  ['application/vnd.oasis.opendocument.presentation', 'odp'],
  ['application/vnd.oasis.opendocument.graphics', 'odp'],
];

const INLINE = ['s', 'tab', 'line-break'];
const TEXT_NAMES = new XmlNames(['p', 'h', 'table-cell', 'table-row', 'master-styles', ...INLINE]);
const PRESENTATION_NAMES = new XmlNames(['page', 'notes', 'p', 'h', ...INLINE]);
const SPREADSHEET_NAMES = new XmlNames([
  'table',
  'table-row',
  'table-cell',
  'covered-table-cell',
  'p',
  'h',
  ...INLINE,
]);

/** Repeated rows and columns are written once with a count; content repeats this many times at most. */
const MAX_REPEATS = 1000;

export function odfKind(zip: ZipArchive, ctx: ExtractContext): OdfKind | undefined {
  const entry = zip.get('mimetype');
  if (!entry || !zip.has('content.xml') || entry.size > 200) return undefined;
  const mime = zip.read(entry, ctx).toString('latin1').trim();
  // Templates (…text-template) read like their documents.
  return MIME_KINDS.find(([prefix]) => mime.startsWith(prefix))?.[1];
}

export function extractOdf(zip: ZipArchive, kind: OdfKind, ctx: ExtractContext): ExtractedSegment[] {
  const content = readPart(zip, 'content.xml', ctx) ?? '';
  if (kind === 'ods') return readSpreadsheet(content);
  if (kind === 'odp') return readPresentation(content);
  const segments = textSegment(readText(content));
  const styles = readPart(zip, 'styles.xml', ctx);
  if (styles !== undefined)
    segments.push(...textSegment(readText(styles, 'master-styles'), 'headers and footers'));
  return segments;
}

/**
 * Paragraphs and headings as lines, text:s/tab/line-break expanded, table cells separated by tabs.
 * Only text inside paragraphs counts (elsewhere it is metadata such as an annotation's author).
 * `within` limits the reading to one element's subtree (styles.xml's master pages).
 */
function readText(xml: string, within?: 'master-styles'): string {
  const reader = new XmlReader(xml, TEXT_NAMES);
  const out: string[] = [];
  let paragraphDepth = 0;
  let withinDepth = within ? 0 : 1;
  for (let token = reader.next(); token !== 'end'; token = reader.next()) {
    if (token === 'text') {
      if (paragraphDepth > 0 && withinDepth > 0) out.push(reader.text());
      continue;
    }
    const name = reader.name;
    if (name === within) withinDepth += token === 'open' ? 1 : -1;
    if (withinDepth <= 0) continue;
    if (token === 'open') {
      if (name === 'p' || name === 'h') paragraphDepth++;
      else if (paragraphDepth > 0) appendInline(reader, name, out);
      continue;
    }
    if (name === 'p' || name === 'h') {
      paragraphDepth = Math.max(0, paragraphDepth - 1);
      out.push('\n');
    } else if (name === 'table-cell') {
      if (out[out.length - 1] === '\n') out[out.length - 1] = '\t';
    } else if (name === 'table-row') {
      if (out[out.length - 1] === '\t') out[out.length - 1] = '\n';
    }
  }
  return out.join('').trimEnd();
}

function appendInline(reader: XmlReader, name: string, out: string[]): void {
  if (name === 's')
    out.push(' '.repeat(Math.min(1000, Math.max(1, Number(reader.attr('text:c') ?? 1) || 1))));
  else if (name === 'tab') out.push('\t');
  else if (name === 'line-break') out.push('\n');
}

function readPresentation(xml: string): ExtractedSegment[] {
  const reader = new XmlReader(xml, PRESENTATION_NAMES);
  const segments: ExtractedSegment[] = [];
  let slide = 0;
  let inNotes = false;
  let paragraphDepth = 0;
  let slideText: string[] = [];
  let notesText: string[] = [];
  for (let token = reader.next(); token !== 'end'; token = reader.next()) {
    const out = inNotes ? notesText : slideText;
    if (token === 'text') {
      if (paragraphDepth > 0) out.push(reader.text());
      continue;
    }
    const name = reader.name;
    if (token === 'open') {
      if (name === 'page') {
        slide++;
        slideText = [];
        notesText = [];
      } else if (name === 'notes') inNotes = true;
      else if (name === 'p' || name === 'h') paragraphDepth++;
      else if (paragraphDepth > 0) appendInline(reader, name, out);
      continue;
    }
    if (name === 'p' || name === 'h') {
      paragraphDepth = Math.max(0, paragraphDepth - 1);
      out.push('\n');
    } else if (name === 'notes') inNotes = false;
    else if (name === 'page') {
      segments.push(...textSegment(slideText.join('').trimEnd(), `Slide ${slide}`));
      segments.push(...textSegment(notesText.join('').trimEnd(), `Slide ${slide} notes`));
    }
  }
  return segments;
}

interface PendingCell {
  column: number;
  text: string;
  formula: string | undefined;
  repeat: number;
}

/** Like XLSX: a TEXT segment per sheet, a FORMULA segment per formula cell ("Sheet1!B4"). */
function readSpreadsheet(xml: string): ExtractedSegment[] {
  const reader = new XmlReader(xml, SPREADSHEET_NAMES);
  const segments: ExtractedSegment[] = [];
  let sheetName = '';
  let rows: string[] = [];
  let formulas: ExtractedSegment[] = [];
  let rowNumber = 0;
  let rowRepeat = 1;
  let column = 0;
  let cells: PendingCell[] = [];
  let cell: PendingCell | undefined;
  let cellValue: string | undefined;
  let paragraphs: string[] = [];
  let paragraph: string[] | undefined;
  let paragraphDepth = 0;

  for (let token = reader.next(); token !== 'end'; token = reader.next()) {
    if (token === 'text') {
      if (paragraph && paragraphDepth > 0) paragraph.push(reader.text());
      continue;
    }
    const name = reader.name;
    if (token === 'open') {
      switch (name) {
        case 'table':
          sheetName = reader.attr('table:name') ?? `Sheet${segments.length + 1}`;
          rows = [];
          formulas = [];
          rowNumber = 0;
          break;
        case 'table-row':
          rowRepeat = repeatCount(reader.attr('table:number-rows-repeated'));
          column = 0;
          cells = [];
          break;
        case 'table-cell':
        case 'covered-table-cell': {
          const formula = reader.attr('table:formula');
          cell = {
            column: column + 1,
            text: '',
            formula: formula && odfFormula(formula),
            repeat: repeatCount(reader.attr('table:number-columns-repeated')),
          };
          cellValue =
            reader.attr('office:value') ??
            reader.attr('office:date-value') ??
            reader.attr('office:boolean-value');
          paragraphs = [];
          break;
        }
        case 'p':
        case 'h':
          if (paragraphDepth++ === 0) paragraph = [];
          break;
        default:
          if (paragraph && paragraphDepth > 0) appendInline(reader, name, paragraph);
      }
      continue;
    }
    switch (name) {
      case 'p':
      case 'h':
        if (--paragraphDepth <= 0) {
          paragraphDepth = 0;
          if (paragraph) paragraphs.push(paragraph.join(''));
          paragraph = undefined;
        }
        break;
      case 'table-cell':
      case 'covered-table-cell':
        if (cell) {
          cell.text = paragraphs.length > 0 ? paragraphs.join('\n') : (cellValue ?? '');
          column += cell.repeat;
          if (cell.text || cell.formula) cells.push(cell);
          cell = undefined;
        }
        break;
      case 'table-row': {
        const times = cells.length > 0 ? Math.min(rowRepeat, MAX_REPEATS) : 0;
        for (let k = 0; k < times; k++) {
          const r = rowNumber + 1 + k;
          const texts: string[] = [];
          for (const c of cells) {
            const cellTimes = Math.min(c.repeat, MAX_REPEATS);
            for (let j = 0; j < cellTimes; j++) {
              if (c.text) texts.push(c.text);
              if (c.formula)
                formulas.push({
                  text: c.formula,
                  scope: 'FORMULA',
                  location: `${quoteSheetName(sheetName)}!${columnLetters(c.column + j)}${r}`,
                });
            }
          }
          if (texts.length > 0) rows.push(texts.join('\t'));
        }
        rowNumber += rowRepeat;
        break;
      }
      case 'table':
        segments.push(...textSegment(rows.join('\n'), sheetName), ...formulas);
        break;
    }
  }
  return segments;
}

function repeatCount(value: string | undefined): number {
  const n = Number(value ?? 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** "of:=SUM([.A1:.A3])" reads as the user sees it in the cell: "=SUM(A1:A3)". */
export function odfFormula(formula: string): string {
  const body = formula.replace(/^[a-z]+:(?==)/, '');
  // References are rewritten for reading; a formula this long is left as written.
  if (body.length > 10_000) return body;
  return body.replace(/\[([^\]]*)\]/g, (_, ref: string) => ref.replace(/(^|:)\$?\./g, '$1'));
}
