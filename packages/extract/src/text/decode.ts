import { isUtf8 } from 'node:buffer';
import { decodeLegacy, detectLegacyEncoding } from './legacy-encodings.js';

/** Bytes sampled to tell text from binary; a whole file is never scanned for that. */
const SNIFF_BYTES = 8192;

/** 'utf-8', 'utf-16le', 'utf-16be', or the legacy encoding detected ('windows-1251', 'koi8-r', 'cp932'…). */
export type TextEncodingName = string;

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

const utf16be = new TextDecoder('utf-16be');

/**
 * Detects the encoding (BOM, then a UTF-16 NUL pattern, then UTF-8 validity, then the legacy 8-bit
 * or multi-byte encoding a statistical detector names, Windows-1252 when it is unsure) and decodes once.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const buffer = asBuffer(bytes);
  if (buffer.length >= 3 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    return { text: decodeUtf8OrLatin(buffer.subarray(3)).text, encoding: 'utf-8' };
  }
  if (buffer.length >= 2 && buffer[0] === 0xff && buffer[1] === 0xfe) {
    return { text: decodeUtf16(buffer.subarray(2), 'le'), encoding: 'utf-16le' };
  }
  if (buffer.length >= 2 && buffer[0] === 0xfe && buffer[1] === 0xff) {
    return { text: decodeUtf16(buffer.subarray(2), 'be'), encoding: 'utf-16be' };
  }
  const utf16 = sniffUtf16(buffer);
  if (utf16) return { text: decodeUtf16(buffer, utf16), encoding: utf16 === 'le' ? 'utf-16le' : 'utf-16be' };
  return decodeUtf8OrLatin(buffer);
}

/**
 * Whether decodeText will have to name a legacy encoding (no BOM, not UTF-16, not valid UTF-8):
 * only then is the detector worth loading.
 */
export function needsLegacyDetection(bytes: Uint8Array): boolean {
  const buffer = asBuffer(bytes);
  if (hasUtf16Bom(buffer)) return false;
  if (buffer.length >= 3 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf)
    return !isUtf8(buffer.subarray(3));
  return !sniffUtf16(buffer) && !isUtf8(buffer);
}

/**
 * Package parts (OOXML, ODF) are UTF-8 unless a BOM says UTF-16: decoded in one pass, without the
 * validity check plain text needs to choose a fallback.
 */
export function decodeXml(bytes: Uint8Array): string {
  const buffer = asBuffer(bytes);
  if (hasUtf16Bom(buffer)) return decodeText(buffer).text;
  const start = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
  return buffer.toString('utf8', start);
}

function decodeUtf8OrLatin(buffer: Buffer): DecodedText {
  if (isUtf8(buffer)) return { text: buffer.toString('utf8'), encoding: 'utf-8' };
  const encoding = detectLegacyEncoding(buffer);
  return { text: decodeLegacy(buffer, encoding), encoding };
}

function decodeUtf16(buffer: Buffer, order: 'le' | 'be'): string {
  const even = buffer.length & ~1;
  return order === 'le' ? buffer.toString('utf16le', 0, even) : utf16be.decode(buffer.subarray(0, even));
}

/**
 * BOM-less UTF-16 of mostly Latin text has a NUL in every other byte. Requiring that on one side and
 * almost none on the other keeps binary formats (which have NULs everywhere) out.
 */
export function sniffUtf16(buffer: Uint8Array): 'le' | 'be' | undefined {
  const n = Math.min(buffer.length, SNIFF_BYTES) & ~1;
  if (n < 4) return undefined;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (buffer[i] === 0) evenNul++;
    if (buffer[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul >= pairs * 0.4 && evenNul <= pairs * 0.02) return 'le';
  if (evenNul >= pairs * 0.4 && oddNul <= pairs * 0.02) return 'be';
  return undefined;
}

/**
 * Text files hold almost no control characters besides tab, line breaks, form feed and escape;
 * binary files have NULs or many controls early on. Judged on a sample.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, SNIFF_BYTES);
  if (n === 0) return false;
  if (sniffUtf16(bytes)) return false;
  let controls = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i] ?? 0;
    if (b >= 32 || b === 9 || b === 10 || b === 13 || b === 12 || b === 27) continue;
    if (b === 0) return true;
    controls++;
  }
  return controls > n * 0.05;
}

export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function hasUtf16Bom(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}
