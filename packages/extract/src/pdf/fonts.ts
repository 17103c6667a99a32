import { legacyDecoder } from '../text/legacy-encodings.js';
import type { ByteDecoder } from '../text/legacy-encodings.js';
import { codeOf, parseToUnicode, utf16be } from './cmap.js';
import type { CodespaceRange, ToUnicodeMap } from './cmap.js';
import { baseEncoding, glyphNameToText, STANDARD, WIN_ANSI } from './encodings.js';
import type { EncodingTable } from './encodings.js';
import { dictOf, isName, isStream } from './objects.js';
import type { PdfDict, PdfValue } from './objects.js';

export interface ShownText {
  text: string;
  /** Sum of the glyphs' advance widths in text space units per unit of font size. */
  width: number;
  /** Glyphs shown; Tc applies to each. */
  glyphs: number;
  /** Single-byte code 32 occurrences; Tw applies to each. */
  spaces: number;
}

export interface FontResolver {
  resolve(value: PdfValue | undefined): PdfValue | undefined;
  streamBytes(value: PdfValue | undefined): Uint8Array | undefined;
}

/** CJK encodings whose character codes can be decoded directly when there is no ToUnicode map. */
const PREDEFINED_CMAP_ENCODINGS: [RegExp, string][] = [
  [/UCS2|UTF16/, 'utf-16be'],
  [/RKSJ|^90ms|^83pv/, 'shift_jis'],
  [/GBK|GB-EUC|GBpc-EUC|GBT-EUC/, 'gbk'],
  [/^B5|ETen|HKscs|CNS-EUC/, 'big5'],
  [/KSC|UHC/, 'euc-kr'],
];

const UNKNOWN_WIDTH = 0.5;
const MULTIPLE_UNITS = 0xffff;

/** Reused for every string decoded: extraction is synchronous, so one buffer serves all fonts. */
let scratch = Buffer.allocUnsafe(4096);

/**
 * A font as far as text extraction needs it: how to split a string into codes, what text each
 * code stands for, and how wide it is (to tell word gaps from kerning).
 */
export class PdfFont {
  private readonly codeLengths: CodespaceRange[];
  private readonly simpleTable: string[] | undefined;
  private readonly toUnicode: ToUnicodeMap | undefined;
  private readonly directDecoder: ByteDecoder | undefined;
  private readonly widths = new Map<number, number>();
  private readonly defaultWidth: number;
  /** Simple fonts: the UTF-16 unit of each code (0: no text; MULTIPLE_UNITS: see simpleTable). */
  private readonly simpleUnits = new Uint16Array(256);
  private readonly simpleWidths = new Float64Array(256);

  constructor(dict: PdfDict, doc: FontResolver) {
    const get = (d: PdfDict | undefined, k: string) => doc.resolve(d?.entries.get(k));
    const subtype = get(dict, 'Subtype');
    const isType0 = isName(subtype, 'Type0');
    const toUnicodeBytes = doc.streamBytes(dict.entries.get('ToUnicode'));
    this.toUnicode = toUnicodeBytes ? parseToUnicode(toUnicodeBytes) : undefined;
    if (this.toUnicode && this.toUnicode.size === 0) this.toUnicode = undefined;

    if (isType0) {
      const encoding = doc.resolve(dict.entries.get('Encoding'));
      const embeddedCmap = isStream(encoding) ? doc.streamBytes(encoding) : undefined;
      const embeddedCodespace = embeddedCmap ? parseToUnicode(embeddedCmap).codespace : [];
      this.codeLengths =
        embeddedCodespace.length > 0
          ? embeddedCodespace
          : this.toUnicode?.codespace.length
            ? this.toUnicode.codespace
            : [{ bytes: 2, low: 0, high: 0xffff }];
      const encodingName = isName(encoding) ? encoding.name : '';
      const direct = PREDEFINED_CMAP_ENCODINGS.find(([pattern]) => pattern.test(encodingName))?.[1];
      this.directDecoder = direct && !this.toUnicode ? legacyDecoder(direct) : undefined;
      if (this.directDecoder && direct !== 'utf-16be') this.codeLengths = [];
      const descendants = get(dict, 'DescendantFonts');
      const descendant = dictOf(doc.resolve(Array.isArray(descendants) ? descendants[0] : undefined));
      const dw = get(descendant, 'DW');
      this.defaultWidth = typeof dw === 'number' ? dw / 1000 : 1;
      this.readCidWidths(get(descendant, 'W'), doc);
      return;
    }

    this.codeLengths = [{ bytes: 1, low: 0, high: 0xff }];
    const isType3 = isName(subtype, 'Type3');
    const matrix = get(dict, 'FontMatrix');
    const scale = isType3 && Array.isArray(matrix) && typeof matrix[0] === 'number' ? matrix[0] : 0.001;
    const firstChar = get(dict, 'FirstChar');
    const widths = get(dict, 'Widths');
    if (Array.isArray(widths)) {
      const first = typeof firstChar === 'number' ? firstChar : 0;
      widths.forEach((w, i) => {
        const width = doc.resolve(w);
        if (typeof width === 'number') this.widths.set(first + i, width * scale);
      });
    }
    const descriptor = dictOf(get(dict, 'FontDescriptor'));
    const missing = get(descriptor, 'MissingWidth');
    const baseFont = get(dict, 'BaseFont');
    const monospaced = isName(baseFont) && baseFont.name.includes('Courier');
    this.defaultWidth =
      typeof missing === 'number' && missing > 0 ? missing * scale : monospaced ? 0.6 : UNKNOWN_WIDTH;
    this.simpleTable = this.toUnicode ? undefined : simpleEncodingTable(get(dict, 'Encoding'), subtype, doc);
    for (let code = 0; code < 256; code++) {
      this.simpleWidths[code] = this.widths.get(code) ?? this.defaultWidth;
      const text = this.simpleTable?.[code] ?? '';
      this.simpleUnits[code] =
        text.length === 1 ? text.charCodeAt(0) : text.length === 0 ? 0 : MULTIPLE_UNITS;
    }
  }

  decode(bytes: Uint8Array): ShownText {
    if (this.simpleTable) return this.decodeSimple(bytes);
    if (this.directDecoder) {
      const text = this.directDecoder.decode(bytes);
      return { text, width: text.length * this.defaultWidth, glyphs: text.length, spaces: 0 };
    }
    let text = '';
    let width = 0;
    let glyphs = 0;
    let spaces = 0;
    let i = 0;
    while (i < bytes.length) {
      const length = this.codeLength(bytes, i);
      let code = 0;
      for (let k = 0; k < length; k++) code = code * 256 + (bytes[i + k] ?? 0);
      i += length;
      glyphs++;
      if (length === 1 && code === 32) spaces++;
      width += this.widths.get(code) ?? this.defaultWidth;
      text +=
        this.toUnicode?.lookup(code, length) ?? (length === 1 && code >= 32 ? (WIN_ANSI[code] ?? '') : '');
    }
    return { text, width, glyphs, spaces };
  }

  /** One byte per glyph: widths and text from 256-entry tables, the text written as UTF-16 in one pass. */
  private decodeSimple(bytes: Uint8Array): ShownText {
    const units = this.simpleUnits;
    const widths = this.simpleWidths;
    if (scratch.length < bytes.length * 2) scratch = Buffer.allocUnsafe(bytes.length * 2 + 4096);
    const out = scratch;
    let width = 0;
    let spaces = 0;
    let n = 0;
    for (let i = 0; i < bytes.length; i++) {
      const code = bytes[i] ?? 0;
      width += widths[code] ?? 0;
      if (code === 32) spaces++;
      const unit = units[code] ?? 0;
      if (unit === 0) continue;
      if (unit === MULTIPLE_UNITS) return this.decodeSimpleSlowly(bytes);
      out[n++] = unit & 0xff;
      out[n++] = unit >> 8;
    }
    return { text: out.toString('utf16le', 0, n), width, glyphs: bytes.length, spaces };
  }

  /** Codes that stand for several characters (ligatures named in /Differences). */
  private decodeSimpleSlowly(bytes: Uint8Array): ShownText {
    let text = '';
    let width = 0;
    let spaces = 0;
    for (const code of bytes) {
      text += this.simpleTable?.[code] ?? '';
      width += this.simpleWidths[code] ?? 0;
      if (code === 32) spaces++;
    }
    return { text, width, glyphs: bytes.length, spaces };
  }

  private codeLength(bytes: Uint8Array, at: number): number {
    for (const range of this.codeLengths) {
      if (at + range.bytes > bytes.length) continue;
      const code = codeOf(bytes.subarray(at, at + range.bytes));
      if (code >= range.low && code <= range.high) return range.bytes;
    }
    const shortest = this.codeLengths.reduce((min, r) => Math.min(min, r.bytes), 4);
    return Math.max(1, Math.min(shortest, bytes.length - at));
  }

  private readCidWidths(w: PdfValue | undefined, doc: FontResolver): void {
    if (!Array.isArray(w)) return;
    let i = 0;
    while (i < w.length) {
      const first = doc.resolve(w[i]);
      const next = doc.resolve(w[i + 1]);
      if (typeof first !== 'number') break;
      if (Array.isArray(next)) {
        next.forEach((value, k) => {
          const width = doc.resolve(value);
          if (typeof width === 'number') this.widths.set(first + k, width / 1000);
        });
        i += 2;
        continue;
      }
      const width = doc.resolve(w[i + 2]);
      if (typeof next !== 'number' || typeof width !== 'number') break;
      for (let cid = first; cid <= next && cid - first < 0x10000; cid++) this.widths.set(cid, width / 1000);
      i += 3;
    }
  }
}

function simpleEncodingTable(
  encoding: PdfValue | undefined,
  subtype: PdfValue | undefined,
  doc: FontResolver,
): string[] {
  const defaultTable = isName(subtype, 'Type1') ? STANDARD : WIN_ANSI;
  if (isName(encoding)) return [...(baseEncoding(encoding.name) ?? defaultTable)];
  const dict = dictOf(encoding);
  if (!dict) return [...defaultTable];
  const base = doc.resolve(dict.entries.get('BaseEncoding'));
  const table: string[] = [...(((isName(base) && baseEncoding(base.name)) || defaultTable) as EncodingTable)];
  const differences = doc.resolve(dict.entries.get('Differences'));
  if (Array.isArray(differences)) {
    let code = 0;
    for (const item of differences) {
      if (typeof item === 'number') code = item;
      else if (isName(item)) {
        if (code >= 0 && code < 256) table[code] = glyphNameToText(item.name);
        code++;
      }
    }
  }
  return table;
}

/** Text strings outside content streams (bookmarks, form values): UTF-16 with a BOM, or PDFDocEncoding. */
export function decodeTextString(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16be(bytes.subarray(2));
  let text = '';
  for (const b of bytes) text += WIN_ANSI[b] ?? '';
  return text;
}
