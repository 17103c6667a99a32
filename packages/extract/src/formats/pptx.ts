import type { ExtractContext } from '../context.js';
import { textSegment } from '../extraction.js';
import type { ExtractedSegment } from '../extraction.js';
import { XmlReader } from '../xml/xml-reader.js';
import type { ZipArchive } from '../zip/zip-reader.js';
import { naturalCompare } from './docx.js';
import { officeXmlText, readPart, readRelationships, relationshipsOfType } from './ooxml.js';

/** Slides in presentation order, each followed by its speaker notes: "Slide 2", "Slide 2 notes". */
export function extractPptx(
  zip: ZipArchive,
  presentationPart: string,
  ctx: ExtractContext,
): ExtractedSegment[] {
  const segments: ExtractedSegment[] = [];
  listSlides(zip, presentationPart, ctx).forEach((slidePath, index) => {
    const label = `Slide ${index + 1}`;
    const xml = readPart(zip, slidePath, ctx);
    if (xml !== undefined) segments.push(...textSegment(officeXmlText(xml), label));
    const notes = relationshipsOfType(readRelationships(zip, slidePath, ctx), '/notesSlide')[0];
    const notesXml = notes && readPart(zip, notes.target, ctx);
    if (notesXml) segments.push(...textSegment(officeXmlText(notesXml), `${label} notes`));
  });
  return segments;
}

function listSlides(zip: ZipArchive, presentationPart: string, ctx: ExtractContext): string[] {
  const relationships = readRelationships(zip, presentationPart, ctx);
  const reader = new XmlReader(readPart(zip, presentationPart, ctx) ?? '');
  const slides: string[] = [];
  for (let token = reader.next(); token !== 'end'; token = reader.next()) {
    if (token !== 'open' || reader.name !== 'sldId') continue;
    const target = relationships.get(reader.attr('r:id') ?? '')?.target;
    if (target && zip.has(target)) slides.push(target);
  }
  if (slides.length > 0) return slides;
  return zip.entries
    .map((e) => e.name)
    .filter((name) => /^ppt\/slides\/[^/]+\.xml$/.test(name))
    .sort(naturalCompare);
}
