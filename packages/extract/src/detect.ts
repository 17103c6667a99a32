import { hasUtf16Bom, looksBinary } from './text/decode.js';
import { isZipMagic } from './zip/zip-reader.js';
import { VIGIL_ENCRYPTED_MAGIC } from './formats/vigil-encrypted.js';

export type TextFormat = 'text' | 'csv' | 'tsv' | 'json' | 'xml' | 'html' | 'rtf';
export type ContainerFormat = 'zip' | 'pdf' | 'cfb' | 'gzip' | 'tar' | 'vigil-encrypted' | 'eml';

export type Detection =
  | { kind: 'text'; format: TextFormat }
  | { kind: 'container'; format: ContainerFormat }
  /** Known not to hold extractable text (images, executables, media, other archives). */
  | { kind: 'binary'; description: string }
  /** The extension promises a container whose signature isn't there. */
  | { kind: 'damaged'; description: string };

const BINARY_SIGNATURES: { bytes: (number | undefined)[]; offset?: number; description: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], description: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], description: 'a JPEG image' },
  { bytes: ascii('GIF8'), description: 'a GIF image' },
  { bytes: [0x49, 0x49, 0x2a, 0x00], description: 'a TIFF image' },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], description: 'a TIFF image' },
  { bytes: [0x00, 0x00, 0x01, 0x00], description: 'an icon' },
  { bytes: ascii('8BPS'), description: 'a Photoshop image' },
  { bytes: ascii('ftyp'), offset: 4, description: 'a video or image (ISO media)' },
  { bytes: [0x1a, 0x45, 0xdf, 0xa3], description: 'a Matroska/WebM video' },
  { bytes: ascii('OggS'), description: 'an Ogg media file' },
  { bytes: ascii('ID3'), description: 'an MP3 audio file' },
  { bytes: ascii('fLaC'), description: 'a FLAC audio file' },
  { bytes: ascii('RIFF'), description: 'a RIFF media file (WAV, AVI, WebP)' },
  { bytes: ascii('MZ'), description: 'a Windows executable' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], description: 'an ELF executable' },
  { bytes: [0xcf, 0xfa, 0xed, 0xfe], description: 'a Mach-O executable' },
  { bytes: [0xce, 0xfa, 0xed, 0xfe], description: 'a Mach-O executable' },
  { bytes: [0xca, 0xfe, 0xba, 0xbe], description: 'a Mach-O or Java class file' },
  { bytes: [0x00, 0x61, 0x73, 0x6d], description: 'a WebAssembly module' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], description: 'a 7-Zip archive (not supported)' },
  { bytes: ascii('Rar!'), description: 'a RAR archive (not supported)' },
  { bytes: ascii('BZh'), description: 'a bzip2 archive (not supported)' },
  { bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], description: 'an xz archive (not supported)' },
  { bytes: [0x28, 0xb5, 0x2f, 0xfd], description: 'a Zstandard archive (not supported)' },
  { bytes: ascii('SQLite format 3'), description: 'an SQLite database' },
  { bytes: ascii('wOFF'), description: 'a web font' },
  { bytes: ascii('wOF2'), description: 'a web font' },
  { bytes: [0x00, 0x01, 0x00, 0x00, 0x00], description: 'a TrueType font' },
];

const EXTENSION_TEXT_FORMATS: Record<string, TextFormat> = {
  csv: 'csv',
  tsv: 'tsv',
  tab: 'tsv',
  json: 'json',
  jsonl: 'json',
  ndjson: 'json',
  geojson: 'json',
  xml: 'xml',
  xsd: 'xml',
  xsl: 'xml',
  xslt: 'xml',
  svg: 'xml',
  plist: 'xml',
  config: 'xml',
  resx: 'xml',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  shtml: 'html',
  mht: 'html',
  rtf: 'rtf',
};

/** Extensions of containers that must carry their signature; anything else named so is damaged. */
const CONTAINER_EXTENSIONS = new Set([
  'pdf',
  'zip',
  'docx',
  'docm',
  'dotx',
  'xlsx',
  'xlsm',
  'xltx',
  'pptx',
  'pptm',
  'potx',
  'odt',
  'ods',
  'odp',
  'doc',
  'xls',
  'ppt',
  'msg',
  'gz',
  'tgz',
  'jar',
]);

/** Magic bytes first, then the extension, then a look at the content. */
export function detectFormat(bytes: Uint8Array, fileName: string, parseAsText = false): Detection {
  const extension = extensionOf(fileName);
  if (parseAsText) return { kind: 'text', format: textFormatByExtension(extension) ?? 'text' };
  if (startsWith(bytes, VIGIL_ENCRYPTED_MAGIC)) return { kind: 'container', format: 'vigil-encrypted' };
  if (isZipMagic(bytes)) return { kind: 'container', format: 'zip' };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { kind: 'container', format: 'cfb' };
  if (startsWith(bytes, [0x1f, 0x8b])) return { kind: 'container', format: 'gzip' };
  if (hasPdfHeader(bytes)) return { kind: 'container', format: 'pdf' };
  if (isTar(bytes)) return { kind: 'container', format: 'tar' };
  if (startsWith(bytes, ascii('{\\rtf'))) return { kind: 'text', format: 'rtf' };
  if (hasUtf16Bom(bytes) || startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    return { kind: 'text', format: textFormatByExtension(extension) ?? sniffTextFormat(bytes) };
  }
  for (const signature of BINARY_SIGNATURES) {
    if (!startsWith(bytes, signature.bytes, signature.offset)) continue;
    // "MZ", "ID3", "GIF8"... can also start a line of text: those need binary content to count.
    if (isPrintable(signature.bytes) && !looksBinary(bytes)) continue;
    return { kind: 'binary', description: `This is ${signature.description}.` };
  }
  if (
    (extension === 'eml' || (!textFormatByExtension(extension) && looksLikeMail(bytes))) &&
    !looksBinary(bytes)
  )
    return { kind: 'container', format: 'eml' };
  if (CONTAINER_EXTENSIONS.has(extension)) {
    if (bytes.length > 0 && !looksBinary(bytes) && isTextualGuess(extension)) {
      return { kind: 'text', format: sniffTextFormat(bytes) };
    }
    return {
      kind: 'damaged',
      description: `The file is named .${extension} but its content isn't a valid ${extension.toUpperCase()} file.`,
    };
  }
  if (looksBinary(bytes))
    return { kind: 'binary', description: 'This is a binary file with no readable text.' };
  return { kind: 'text', format: textFormatByExtension(extension) ?? sniffTextFormat(bytes) };
}

/** Office and PDF files saved as HTML or plain text by other tools keep their old extension. */
function isTextualGuess(extension: string): boolean {
  return extension === 'doc' || extension === 'xls' || extension === 'pdf';
}

export function extensionOf(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function textFormatByExtension(extension: string): TextFormat | undefined {
  return Object.hasOwn(EXTENSION_TEXT_FORMATS, extension) ? EXTENSION_TEXT_FORMATS[extension] : undefined;
}

function sniffTextFormat(bytes: Uint8Array): TextFormat {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 512))
    .toString('latin1')
    .replace(/^(\xef\xbb\xbf|\xff\xfe|\xfe\xff)/, '')
    .replace(/\0/g, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('{\\rtf')) return 'rtf';
  if (head.startsWith('<!doctype html') || head.startsWith('<html')) return 'html';
  if (head.startsWith('<?xml')) return /<html[\s>]/.test(head) ? 'html' : 'xml';
  return 'text';
}

/**
 * An e-mail saved without the .eml extension: its header block (up to the first blank line) starts
 * at the first byte and names the sender, and a subject or date, and one of the headers mail
 * systems add (MIME-Version, Received, Message-ID).
 */
function looksLikeMail(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 4096)).toString('latin1');
  if (!/^[A-Za-z][A-Za-z0-9-]*:[ \t]/.test(head)) return false;
  const blank = head.search(/\r?\n\r?\n/);
  const block = blank < 0 ? head : head.slice(0, blank);
  return (
    /^from:/im.test(block) &&
    /^(?:subject|date):/im.test(block) &&
    /^(?:mime-version|received|message-id):/im.test(block)
  );
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  // The header may follow up to 1 KiB of junk (printer preambles).
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024));
  return head.indexOf('%PDF-') >= 0;
}

function isTar(bytes: Uint8Array): boolean {
  return bytes.length >= 512 && startsWith(bytes, ascii('ustar'), 257);
}

function startsWith(bytes: Uint8Array, prefix: readonly (number | undefined)[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    if (prefix[i] !== undefined && bytes[offset + i] !== prefix[i]) return false;
  }
  return true;
}

function isPrintable(bytes: readonly (number | undefined)[]): boolean {
  return bytes.every((b) => b !== undefined && b >= 32 && b < 127);
}

function ascii(text: string): number[] {
  return Array.from(text, (c) => c.charCodeAt(0));
}

/** Every extension this module reads by name (allowlisting's standard file types must hold them). */
export function extensionsReadByName(): string[] {
  return [...Object.keys(EXTENSION_TEXT_FORMATS), ...CONTAINER_EXTENSIONS, 'eml'];
}
