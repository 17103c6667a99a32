import { EXTRACT_DEFAULTS } from './context.js';
import type { ExtractContext, VigilKeyring } from './context.js';
import { detectFormat, extensionOf } from './detect.js';
import type { TextFormat } from './detect.js';
import { ExtractError, failed, succeeded, textSegment } from './extraction.js';
import type { ExtractedSegment, Extraction } from './extraction.js';
import { ARCHIVE_FORMATS, extractMembers } from './formats/archive.js';
import type { ArchiveMember } from './formats/archive.js';
import { extractCfb } from './formats/cfb.js';
import { csvToText, guessDelimiter } from './formats/csv.js';
import { extractDocx } from './formats/docx.js';
import { extractEml, extractMsg } from './formats/mail.js';
import { CfbFile } from './cfb/cfb-reader.js';
import { gzipMember } from './formats/gzip.js';
import { htmlToText } from './formats/html.js';
import { jsonToText } from './formats/json.js';
import { extractOdf, odfKind } from './formats/odf.js';
import { ooxmlKind } from './formats/ooxml.js';
import { extractPdf } from './formats/pdf.js';
import { extractPptx } from './formats/pptx.js';
import { rtfToText } from './formats/rtf.js';
import { tarMembers } from './formats/tar.js';
import { extractVigilEncrypted } from './formats/vigil-encrypted.js';
import { xmlToText } from './formats/xml.js';
import { extractXlsx } from './formats/xlsx.js';
import { decodeText, needsLegacyDetection } from './text/decode.js';
import { loadLegacyDetector } from './text/legacy-encodings.js';
import { ZipArchive } from './zip/zip-reader.js';

export type { ExtractedEntry, ExtractedSegment, Extraction } from './extraction.js';
export type { VigilKeyring } from './context.js';
export { EXTRACT_DEFAULTS } from './context.js';
export { extractionForReadError } from './read-error.js';
export {
  readVigilEncryptedHeader,
  VIGIL_ENCRYPTED_MAGIC,
  writeVigilEncryptedHeader,
} from './formats/vigil-encrypted.js';
export type { VigilEncryptedHeader } from './formats/vigil-encrypted.js';

export interface ExtractOptions {
  fileName: string;
  /** Treat the bytes as plain text whatever the extension (allowlisting "Parse As Text"). */
  parseAsText?: boolean;
  /** Limits for archives and decompression (defaults in EXTRACT_DEFAULTS). */
  maxArchiveDepth?: number;
  maxExpandedBytes?: number;
  /** Largest decompressed size of one archive member, document part or PDF stream. */
  maxEntryBytes?: number;
  maxArchiveEntries?: number;
  /** Uncompressed:compressed ratio above which a member (of at least 1 MiB) is refused as a bomb. */
  maxCompressionRatio?: number;
  /** Aborting ends the extraction at the next member or page with CANCELED. */
  signal?: AbortSignal;
  /** The caller's keys for Vigil-encrypted files (provisional format). */
  vigilKeys?: VigilKeyring;
}

/** Turns a file's bytes into text segments; never throws for a broken file. */
export async function extractText(bytes: Uint8Array, options: ExtractOptions): Promise<Extraction> {
  const ctx: ExtractContext = {
    limits: {
      maxArchiveDepth: options.maxArchiveDepth ?? EXTRACT_DEFAULTS.maxArchiveDepth,
      maxExpandedBytes: options.maxExpandedBytes ?? EXTRACT_DEFAULTS.maxExpandedBytes,
      maxEntryBytes: options.maxEntryBytes ?? EXTRACT_DEFAULTS.maxEntryBytes,
      maxArchiveEntries: options.maxArchiveEntries ?? EXTRACT_DEFAULTS.maxArchiveEntries,
      maxCompressionRatio: options.maxCompressionRatio ?? EXTRACT_DEFAULTS.maxCompressionRatio,
      ratioCheckMinBytes: EXTRACT_DEFAULTS.ratioCheckMinBytes,
    },
    expandedBytes: 0,
    archiveDepth: 0,
    signal: options.signal,
    keyring: options.vigilKeys,
    extractNested: (nested, name) => extractAny(nested, name, ctx, false),
  };
  const result = await extractAny(bytes, options.fileName, ctx, options.parseAsText ?? false);
  if (result.format === undefined || !ARCHIVE_FORMATS.has(result.format)) return result;
  // Inside an archive, locations start with the archive's own name: "archive.zip/inner/file.docx".
  const name = baseName(options.fileName) || 'archive';
  return {
    ...result,
    segments: result.segments.map((s) => ({ ...s, location: `${name}/${s.location ?? ''}` })),
    ...(result.entries ? { entries: result.entries.map((e) => ({ ...e, path: `${name}/${e.path}` })) } : {}),
  };
}

async function extractAny(
  bytes: Uint8Array,
  fileName: string,
  ctx: ExtractContext,
  parseAsText: boolean,
): Promise<Extraction> {
  let format: string | undefined;
  try {
    if (ctx.signal?.aborted) throw new ExtractError('CANCELED', 'The scan was canceled.');
    const detection = detectFormat(bytes, fileName, parseAsText);
    switch (detection.kind) {
      case 'binary':
        return failed(new ExtractError('UNSUPPORTED', detection.description), 'binary');
      case 'damaged':
        return failed(new ExtractError('PARSING_ERROR', detection.description));
      case 'text':
        format = detection.format;
        if (detection.format !== 'rtf' && needsLegacyDetection(bytes)) await loadLegacyDetector();
        return succeeded(textFormatSegments(bytes, detection.format), detection.format);
    }
    format = detection.format;
    switch (detection.format) {
      case 'pdf':
        return extractPdf(bytes, ctx);
      case 'eml':
        return await extractEml(bytes, ctx);
      case 'cfb': {
        if (isOutlookMessage(bytes, fileName)) {
          format = 'msg';
          return await extractMsg(bytes, ctx);
        }
        const office = extractCfb(bytes, ctx);
        return succeeded(office.segments, office.format);
      }
      case 'vigil-encrypted':
        return await extractVigilEncrypted(bytes, fileName, ctx);
      case 'gzip':
        return await extractMembers([gzipMember(bytes, fileName, ctx)], 'gzip', ctx);
      case 'tar':
        return await extractMembers(tarMembers(bytes), 'tar', ctx);
      case 'zip':
        return await extractZip(bytes, ctx, (f) => (format = f));
    }
  } catch (error) {
    if (error instanceof ExtractError) return failed(error, format);
    const reason = error instanceof Error ? error.message : String(error);
    return failed(
      new ExtractError('PARSING_ERROR', `The file is damaged or malformed and couldn't be read (${reason}).`),
      format,
    );
  }
}

async function extractZip(
  bytes: Uint8Array,
  ctx: ExtractContext,
  setFormat: (format: string) => void,
): Promise<Extraction> {
  const zip = new ZipArchive(bytes);
  const ooxml = ooxmlKind(zip, ctx);
  if (ooxml) {
    setFormat(ooxml.kind);
    if (ooxml.kind === 'docx') return succeeded(extractDocx(zip, ooxml.mainPart, ctx), 'docx');
    if (ooxml.kind === 'xlsx') return succeeded(extractXlsx(zip, ooxml.mainPart, ctx), 'xlsx');
    return succeeded(extractPptx(zip, ooxml.mainPart, ctx), 'pptx');
  }
  const odf = odfKind(zip, ctx);
  if (odf) {
    setFormat(odf);
    return succeeded(extractOdf(zip, odf, ctx), odf);
  }
  const members: ArchiveMember[] = zip.entries
    .filter((entry) => !entry.isDirectory)
    .map((entry) => ({ path: entry.name, read: () => zip.read(entry, ctx) }));
  return extractMembers(members, 'zip', ctx);
}

function textFormatSegments(bytes: Uint8Array, format: TextFormat): ExtractedSegment[] {
  if (format === 'rtf') return textSegment(rtfToText(bytes));
  const text = decodeText(bytes).text;
  switch (format) {
    case 'csv':
      return textSegment(csvToText(text, guessDelimiter(text)));
    case 'tsv':
      return textSegment(csvToText(text, '\t'));
    case 'json':
      return textSegment(jsonToText(text) ?? text);
    case 'xml':
      return textSegment(xmlToText(text));
    case 'html':
      return textSegment(htmlToText(text));
    default:
      return textSegment(text);
  }
}

/** An Outlook .msg: a compound file of MAPI properties (its property stream at the root). */
function isOutlookMessage(bytes: Uint8Array, fileName: string): boolean {
  if (extensionOf(fileName) === 'msg') return true;
  try {
    return new CfbFile(bytes).find('__properties_version1.0') !== undefined;
  } catch {
    return false;
  }
}

function baseName(fileName: string): string {
  return fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
}
