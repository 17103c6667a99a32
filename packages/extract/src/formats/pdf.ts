import { chargeExpanded, throwIfCanceled } from '../context.js';
import type { ExtractContext } from '../context.js';
import { ExtractError, textSegment } from '../extraction.js';
import type { Extraction, ExtractedSegment } from '../extraction.js';
import { PageTextReader } from '../pdf/content.js';
import { PdfDocument } from '../pdf/document.js';
import type { PdfFont } from '../pdf/fonts.js';
import { decodeTextString } from '../pdf/fonts.js';
import { dictOf, isName, isString } from '../pdf/objects.js';
import type { PdfDict, PdfValue } from '../pdf/objects.js';
import { asBuffer } from '../text/decode.js';

interface PageRef {
  dict: PdfDict;
  resources: PdfDict | undefined;
}

const MAX_FORM_FIELDS = 10_000;
/** Page and field trees are shallow; deeper ones are built to exhaust the stack. */
const MAX_TREE_DEPTH = 64;

/**
 * The text layer of a PDF, one segment per page ("Page 3"), then filled-in form fields.
 * A damaged file still yields the pages that could be read, with PARSING_ERROR and the reason.
 */
export function extractPdf(bytes: Uint8Array, ctx: ExtractContext): Extraction {
  const doc = new PdfDocument(asBuffer(bytes), {
    maxStreamBytes: ctx.limits.maxEntryBytes,
    onExpand: (n) => chargeExpanded(ctx, n, 'The PDF'),
  });
  if (doc.isEncrypted) {
    throw new ExtractError(
      'ENCRYPTED_PASSWORD',
      'The PDF is encrypted; its text can only be read with its password.',
    );
  }
  if (doc.objects.size === 0) {
    throw new ExtractError('PARSING_ERROR', 'The PDF is damaged: none of its objects could be read.');
  }
  const pages = listPages(doc);
  if (pages.length === 0) {
    throw new ExtractError('PARSING_ERROR', 'The PDF is damaged: it has no readable pages.');
  }
  const fonts = new Map<PdfDict, PdfFont>();
  const segments: ExtractedSegment[] = [];
  pages.forEach((page, index) => {
    throwIfCanceled(ctx);
    const text = new PageTextReader(doc, fonts).read(page.dict, page.resources);
    segments.push(...textSegment(text, `Page ${index + 1}`));
  });
  segments.push(...textSegment(formFieldText(doc), 'Form fields'));

  const problems = [...doc.problems];
  if (doc.isTruncated) problems.unshift('The PDF is truncated: its end is missing.');
  if (problems.length > 0) {
    return {
      parseResult: 'PARSING_ERROR',
      brokenDescription: problems[0],
      isEncrypted: false,
      segments,
      format: 'pdf',
    };
  }
  return { parseResult: 'OK', isEncrypted: false, segments, format: 'pdf' };
}

function listPages(doc: PdfDocument): PageRef[] {
  const pages: PageRef[] = [];
  const visited = new Set<PdfDict>();
  const walk = (node: PdfValue | undefined, inherited: PdfDict | undefined, depth: number): void => {
    const dict = dictOf(doc.resolve(node));
    if (!dict || visited.has(dict) || depth > MAX_TREE_DEPTH) return;
    visited.add(dict);
    const resources = dictOf(doc.get(dict, 'Resources')) ?? inherited;
    const kids = doc.get(dict, 'Kids');
    if (Array.isArray(kids) && !isName(doc.get(dict, 'Type'), 'Page')) {
      for (const kid of kids) walk(kid, resources, depth + 1);
    } else if (dict.entries.has('Contents') || isName(doc.get(dict, 'Type'), 'Page')) {
      pages.push({ dict, resources });
    }
  };
  walk(doc.catalog()?.entries.get('Pages'), undefined, 0);
  if (pages.length > 0) return pages;
  // No usable page tree (damaged catalog): every page object in the file, in object order.
  const numbers = [...doc.objects.keys()].sort((a, b) => a - b);
  for (const num of numbers) {
    const dict = dictOf(doc.objects.get(num));
    if (dict && isName(dict.entries.get('Type'), 'Page'))
      pages.push({ dict, resources: dictOf(doc.get(dict, 'Resources')) });
  }
  return pages;
}

/** Values typed into the form's fields, "Name: value" per line. */
function formFieldText(doc: PdfDocument): string {
  const form = dictOf(doc.get(doc.catalog(), 'AcroForm'));
  const lines: string[] = [];
  const visited = new Set<PdfDict>();
  const walk = (node: PdfValue | undefined, prefix: string, depth: number): void => {
    const field = dictOf(doc.resolve(node));
    if (!field || visited.has(field) || visited.size > MAX_FORM_FIELDS || depth > MAX_TREE_DEPTH) return;
    visited.add(field);
    const title = doc.get(field, 'T');
    const name = isString(title) ? decodeTextString(title.bytes) : '';
    const fullName = prefix && name ? `${prefix}.${name}` : prefix || name;
    const value = doc.get(field, 'V');
    const text = isString(value)
      ? decodeTextString(value.bytes)
      : isName(value) && value.name !== 'Off'
        ? value.name
        : '';
    if (text.trim()) lines.push(fullName ? `${fullName}: ${text}` : text);
    const kids = doc.get(field, 'Kids');
    if (Array.isArray(kids)) for (const kid of kids) walk(kid, fullName, depth + 1);
  };
  const fields = doc.get(form, 'Fields');
  if (Array.isArray(fields)) for (const field of fields) walk(field, '', 0);
  return lines.join('\n');
}
