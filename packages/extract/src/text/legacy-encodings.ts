import { TextDecoder } from 'node:util';
import iconv from 'iconv-lite';
import type { chardet } from 'jschardet';

export interface ByteDecoder {
  decode(bytes: Uint8Array): string;
}

/** Windows-1252's 0x80–0x9F block (Node's TextDecoder reads these bytes as Latin-1 controls). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Windows-1252, the "Latin-1" of real files: decoded natively, then its 32 extra characters mapped. */
export const cp1252: ByteDecoder = {
  decode(bytes: Uint8Array): string {
    const latin = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    return /[\x80-\x9f]/.test(latin)
      ? latin.replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c)
      : latin;
  },
};

const decoders = new Map<string, ByteDecoder>();

/** A decoder for a WHATWG label; unknown labels fall back to Windows-1252. */
export function legacyDecoder(label: string): ByteDecoder {
  const normalized = label.toLowerCase();
  if (normalized === 'windows-1252' || normalized === 'latin1' || normalized === 'iso-8859-1') return cp1252;
  let decoder = decoders.get(normalized);
  if (!decoder) {
    try {
      decoder = new TextDecoder(normalized);
    } catch {
      decoder = cp1252;
    }
    decoders.set(normalized, decoder);
  }
  return decoder;
}

type Detector = typeof chardet;
let detector: Detector | undefined;

/**
 * Loads jschardet (its language models take a few hundred milliseconds to load, which an analysis
 * worker shouldn't pay before it meets a file that isn't UTF-8). extractText awaits it before it
 * decodes text that needs it (needsLegacyDetection); detectLegacyEncoding needs it loaded.
 */
export async function loadLegacyDetector(): Promise<void> {
  detector ??= (await import('jschardet')).chardet;
}

/** Bytes the detector looks at: enough for its statistics, never a whole large file. */
const DETECT_BYTES = 64 * 1024;
/** Below this the detector is guessing (short Western text comes out as Greek, Hebrew, DOS…). */
const MIN_CONFIDENCE = 0.2;
/**
 * Central European text (Polish, Czech, Hungarian…) scores lower, since it shares most letters with
 * Western text; mistaking the one for the other costs only a few letters, so less is asked.
 */
const MIN_CONFIDENCE_LATIN2 = 0.08;
const LATIN2 = new Set(['windows-1250', 'iso-8859-2']);
/**
 * Multi-byte encodings are also recognised by their byte structure (lead and trail bytes), which
 * Western text almost never follows; short CJK text scores low all the same.
 */
const MIN_CONFIDENCE_MULTI_BYTE = 0.05;
const MULTI_BYTE = new Set([
  'cp932',
  'shift_jis',
  'euc-jp',
  'gb18030',
  'gb2312',
  'gbk',
  'big5',
  'euc-kr',
  'cp949',
]);

/**
 * The legacy encoding of bytes that are not UTF-8, by jschardet's statistics (single-byte Cyrillic,
 * Greek, Central European… and multi-byte Shift_JIS/CP932, GB18030, Big5, EUC-JP/KR), among the
 * encodings of the modern web and the ISO-8859 family; Windows-1252 when it is unsure.
 */
export function detectLegacyEncoding(bytes: Uint8Array): string {
  if (!detector) throw new Error('loadLegacyDetector() must be awaited before text is decoded');
  const sample = bytes.length > DETECT_BYTES ? bytes.subarray(0, DETECT_BYTES) : bytes;
  const guess = detector.detect(sample, {
    encodingEra: detector.EncodingEra.MODERN_WEB | detector.EncodingEra.LEGACY_ISO,
  });
  const name = guess.encoding?.toLowerCase();
  if (!name || name === 'ascii' || name === 'utf-8' || !iconv.encodingExists(name)) return 'windows-1252';
  const needed = MULTI_BYTE.has(name)
    ? MIN_CONFIDENCE_MULTI_BYTE
    : LATIN2.has(name)
      ? MIN_CONFIDENCE_LATIN2
      : MIN_CONFIDENCE;
  return guess.confidence >= needed ? name : 'windows-1252';
}

/** Decodes with iconv-lite (Windows-1252 through cp1252 above). */
export function decodeLegacy(bytes: Uint8Array, encoding: string): string {
  if (encoding === 'windows-1252') return cp1252.decode(bytes);
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding);
}
