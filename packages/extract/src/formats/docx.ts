import type { ExtractContext } from '../context.js';
import { textSegment } from '../extraction.js';
import type { ExtractedSegment } from '../extraction.js';
import type { ZipArchive } from '../zip/zip-reader.js';
import { officeXmlText, readPart, readRelationships, relationshipsOfType } from './ooxml.js';

/** Parts besides the body that carry text, in reading order. */
const SIDE_PARTS = ['/header', '/footer', '/footnotes', '/endnotes', '/comments'];

/** The body first (no location), then headers, footers, notes and comments named by their part. */
export function extractDocx(zip: ZipArchive, mainPart: string, ctx: ExtractContext): ExtractedSegment[] {
  const body = readPart(zip, mainPart, ctx) ?? '';
  const segments = textSegment(officeXmlText(body));
  const relationships = readRelationships(zip, mainPart, ctx);
  for (const type of SIDE_PARTS) {
    const parts = relationshipsOfType(relationships, type).sort((a, b) => naturalCompare(a.target, b.target));
    for (const part of parts) {
      const xml = readPart(zip, part.target, ctx);
      if (xml !== undefined) segments.push(...textSegment(officeXmlText(xml), partLabel(part.target)));
    }
  }
  return segments;
}

function partLabel(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.xml$/, '');
}

export function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}
