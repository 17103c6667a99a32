import type { ExtractContext } from '../context.js';
import { decodeXml } from '../text/decode.js';
import { XmlNames, XmlReader } from '../xml/xml-reader.js';
import type { ZipArchive } from '../zip/zip-reader.js';

export const OFFICE_DOCUMENT_REL = '/officeDocument';

export interface Relationship {
  type: string;
  /** The target part's path inside the package, without a leading slash. */
  target: string;
  external: boolean;
}

/** A part's XML as a string, decoded once; undefined when the package doesn't have it. */
export function readPart(zip: ZipArchive, path: string, ctx: ExtractContext): string | undefined {
  const entry = zip.get(path);
  if (!entry) return undefined;
  return decodeXml(zip.read(entry, ctx));
}

/** The relationships of a part (or of the package for ""), keyed by id. */
export function readRelationships(
  zip: ZipArchive,
  partPath: string,
  ctx: ExtractContext,
): Map<string, Relationship> {
  const slash = partPath.lastIndexOf('/');
  const folder = slash >= 0 ? partPath.slice(0, slash + 1) : '';
  const file = partPath.slice(slash + 1);
  const xml = readPart(zip, `${folder}_rels/${file}.rels`, ctx);
  const relationships = new Map<string, Relationship>();
  if (xml === undefined) return relationships;
  const reader = new XmlReader(xml);
  for (let token = reader.next(); token !== 'end'; token = reader.next()) {
    if (token !== 'open' || reader.name !== 'Relationship') continue;
    const id = reader.attr('Id');
    const target = reader.attr('Target');
    if (!id || !target) continue;
    const external = reader.attr('TargetMode') === 'External';
    relationships.set(id, {
      type: reader.attr('Type') ?? '',
      target: external ? target : resolvePartPath(folder, target),
      external,
    });
  }
  return relationships;
}

export function relationshipsOfType(
  relationships: Map<string, Relationship>,
  typeSuffix: string,
): Relationship[] {
  return [...relationships.values()].filter((r) => !r.external && r.type.endsWith(typeSuffix));
}

export function resolvePartPath(folder: string, target: string): string {
  const segments = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(decodeURIComponentSafe(segment));
  }
  return segments.join('/');
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The main part named by the package's officeDocument relationship. */
export function mainPartPath(zip: ZipArchive, ctx: ExtractContext): string | undefined {
  const main = relationshipsOfType(readRelationships(zip, '', ctx), OFFICE_DOCUMENT_REL)[0];
  return main && zip.has(main.target) ? main.target : undefined;
}

export type OoxmlKind = 'docx' | 'xlsx' | 'pptx';

export function ooxmlKind(
  zip: ZipArchive,
  ctx: ExtractContext,
): { kind: OoxmlKind; mainPart: string } | undefined {
  if (!zip.has('[Content_Types].xml')) return undefined;
  const main = mainPartPath(zip, ctx);
  const candidates: [OoxmlKind, string][] = [
    ['docx', 'word/document.xml'],
    ['xlsx', 'xl/workbook.xml'],
    ['pptx', 'ppt/presentation.xml'],
  ];
  for (const [kind, defaultPath] of candidates) {
    const folder = defaultPath.slice(0, defaultPath.indexOf('/') + 1);
    if (main?.startsWith(folder)) return { kind, mainPart: main };
    if (!main && zip.has(defaultPath)) return { kind, mainPart: defaultPath };
  }
  return undefined;
}

/**
 * Text of WordprocessingML and DrawingML parts: runs' text, paragraphs as lines, table cells
 * separated by tabs. Tabs and breaks count only inside runs (elsewhere they define tab stops);
 * fallback copies of alternate content and slide-number fields are left out.
 */
const OFFICE_TEXT_NAMES = new XmlNames([
  't',
  'delText',
  'r',
  'tab',
  'ptab',
  'br',
  'cr',
  'noBreakHyphen',
  'Fallback',
  'fld',
  'instrText',
  'p',
  'tc',
  'tr',
]);

export function officeXmlText(xml: string): string {
  const reader = new XmlReader(xml, OFFICE_TEXT_NAMES);
  const out: string[] = [];
  let inText = 0;
  let inRun = 0;
  for (let token = reader.next(); token !== 'end'; token = reader.next()) {
    if (token === 'text') {
      if (inText > 0) out.push(reader.text());
      continue;
    }
    const name = reader.name;
    if (token === 'open') {
      switch (name) {
        case 't':
        case 'delText':
          inText++;
          break;
        case 'r':
          inRun++;
          break;
        case 'tab':
        case 'ptab':
          if (inRun > 0) out.push('\t');
          break;
        case 'br':
        case 'cr':
          if (inRun > 0 || name === 'br') out.push('\n');
          break;
        case 'noBreakHyphen':
          out.push('-');
          break;
        case 'Fallback':
          reader.skipElement();
          break;
        case 'fld':
          if (reader.attr('type') === 'slidenum') reader.skipElement();
          break;
        case 'instrText':
          reader.skipElement();
          break;
      }
      continue;
    }
    switch (name) {
      case 't':
      case 'delText':
        inText = Math.max(0, inText - 1);
        break;
      case 'r':
        inRun = Math.max(0, inRun - 1);
        break;
      case 'p':
        out.push('\n');
        break;
      case 'tc':
        if (out[out.length - 1] === '\n') out[out.length - 1] = '\t';
        else out.push('\t');
        break;
      case 'tr':
        if (out[out.length - 1] === '\t') out[out.length - 1] = '\n';
        else out.push('\n');
        break;
    }
  }
  return out.join('').trimEnd();
}
