import { ExtractError } from '../extraction.js';
import { inflateCapped } from '../inflate.js';
import { hexValue, isWhitespace } from './lexer.js';
import { isDict, isName } from './objects.js';
import type { PdfDict, PdfValue } from './objects.js';

/** Filters that only images use: their streams hold no text, so they are never decoded. */
const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);

/**
 * Decodes a stream through its filter chain. `maxBytes` caps each stage's output (zip-bomb guard);
 * a truncated Flate stream yields what it decoded so far.
 */
export function decodeStream(
  data: Uint8Array,
  dict: PdfDict,
  maxBytes: number,
  resolve: (value: PdfValue | undefined) => PdfValue | undefined,
): Uint8Array {
  const filter = resolve(dict.entries.get('Filter') ?? dict.entries.get('F'));
  const params = resolve(dict.entries.get('DecodeParms') ?? dict.entries.get('DP'));
  const filters = Array.isArray(filter)
    ? filter.map((f) => resolve(f))
    : filter === undefined || filter === null
      ? []
      : [filter];
  const paramsList = Array.isArray(params) ? params.map((p) => resolve(p)) : [params];
  let out = data;
  filters.forEach((f, index) => {
    if (!isName(f)) throw new ExtractError('PARSING_ERROR', 'A stream has an invalid filter.');
    const stageParams = paramsList[index];
    out = applyFilter(f.name, out, maxBytes, isDict(stageParams) ? stageParams : undefined);
  });
  return out;
}

function applyFilter(
  name: string,
  data: Uint8Array,
  maxBytes: number,
  params: PdfDict | undefined,
): Uint8Array {
  switch (name) {
    case 'FlateDecode':
    case 'Fl':
      return predict(inflate(data, maxBytes), params);
    case 'LZWDecode':
    case 'LZW':
      return predict(lzwDecode(data, maxBytes, earlyChange(params)), params);
    case 'ASCIIHexDecode':
    case 'AHx':
      return asciiHexDecode(data);
    case 'ASCII85Decode':
    case 'A85':
      return ascii85Decode(data);
    case 'RunLengthDecode':
    case 'RL':
      return runLengthDecode(data, maxBytes);
    case 'Crypt':
      return data;
    default:
      if (IMAGE_FILTERS.has(name)) throw new ExtractError('UNSUPPORTED', 'An image stream holds no text.');
      throw new ExtractError('UNSUPPORTED', `The PDF uses a stream filter (${name}) that isn't supported.`);
  }
}

function inflate(data: Uint8Array, maxBytes: number): Uint8Array {
  // Most streams carry a zlib header; a few writers emit raw deflate.
  const hasHeader =
    data.length >= 2 && (data[0] ?? 0) % 16 === 8 && (((data[0] ?? 0) << 8) | (data[1] ?? 0)) % 31 === 0;
  return inflateCapped(data, hasHeader ? 'zlib' : 'raw', maxBytes, 'A compressed stream in the PDF', true);
}

function earlyChange(params: PdfDict | undefined): number {
  const value = params?.entries.get('EarlyChange');
  return typeof value === 'number' ? value : 1;
}

/** PNG and TIFF predictors (xref and object streams sometimes use them). */
function predict(data: Uint8Array, params: PdfDict | undefined): Uint8Array {
  const predictor = params?.entries.get('Predictor');
  if (typeof predictor !== 'number' || predictor < 2) return data;
  const colors = numberParam(params, 'Colors', 1);
  const bits = numberParam(params, 'BitsPerComponent', 8);
  const columns = numberParam(params, 'Columns', 1);
  const bytesPerPixel = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  if (predictor === 2) {
    const out = Uint8Array.from(data);
    for (let row = 0; row + rowLength <= out.length; row += rowLength) {
      for (let i = bytesPerPixel; i < rowLength; i++)
        out[row + i] = ((out[row + i] ?? 0) + (out[row + i - bytesPerPixel] ?? 0)) & 0xff;
    }
    return out;
  }
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)] ?? 0;
    const src = r * (rowLength + 1) + 1;
    const dst = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[src + i] ?? 0;
      const left = i >= bytesPerPixel ? (out[dst + i - bytesPerPixel] ?? 0) : 0;
      const up = r > 0 ? (out[dst - rowLength + i] ?? 0) : 0;
      const upLeft = r > 0 && i >= bytesPerPixel ? (out[dst - rowLength + i - bytesPerPixel] ?? 0) : 0;
      let value = raw;
      if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) value = raw + paeth(left, up, upLeft);
      out[dst + i] = value & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

function numberParam(params: PdfDict | undefined, key: string, fallback: number): number {
  const value = params?.entries.get(key);
  return typeof value === 'number' && value > 0 ? value : fallback;
}

function asciiHexDecode(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let high = -1;
  for (const c of data) {
    if (c === 62) break;
    const v = hexValue(c);
    if (v < 0) continue;
    if (high < 0) high = v;
    else {
      out.push((high << 4) | v);
      high = -1;
    }
  }
  if (high >= 0) out.push(high << 4);
  return Uint8Array.from(out);
}

function ascii85Decode(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  const group: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const c = data[i] ?? 0;
    if (c === 126 /* ~ */) break;
    if (isWhitespace(c)) continue;
    if (c === 122 /* z */ && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    if (c < 33 || c > 117) continue;
    group.push(c - 33);
    if (group.length === 5) {
      pushGroup(out, group, 4);
      group.length = 0;
    }
  }
  if (group.length > 1) {
    const kept = group.length - 1;
    while (group.length < 5) group.push(84);
    pushGroup(out, group, kept);
  }
  return Uint8Array.from(out);
}

function pushGroup(out: number[], group: number[], count: number): void {
  let value = 0;
  for (const digit of group) value = value * 85 + digit;
  for (let k = 0; k < count; k++) out.push((value >>> (24 - 8 * k)) & 0xff);
}

function runLengthDecode(data: Uint8Array, maxBytes: number): Uint8Array {
  const out: number[] = [];
  let i = 0;
  while (i < data.length && out.length < maxBytes) {
    const length = data[i++] ?? 128;
    if (length === 128) break;
    if (length < 128) {
      for (let k = 0; k <= length && i < data.length; k++) out.push(data[i++] ?? 0);
    } else {
      const value = data[i++] ?? 0;
      for (let k = 0; k < 257 - length; k++) out.push(value);
    }
  }
  return Uint8Array.from(out);
}

function lzwDecode(data: Uint8Array, maxBytes: number, early: number): Uint8Array {
  const out: number[] = [];
  let dictionary: number[][] = [];
  const reset = (): void => {
    dictionary = [];
    for (let i = 0; i < 256; i++) dictionary.push([i]);
    dictionary.push([], []);
  };
  reset();
  let codeLength = 9;
  let bitBuffer = 0;
  let bitCount = 0;
  let previous: number[] | undefined;
  for (let i = 0; i < data.length; i++) {
    bitBuffer = ((bitBuffer << 8) | (data[i] ?? 0)) >>> 0;
    bitCount += 8;
    while (bitCount >= codeLength) {
      const code = (bitBuffer >>> (bitCount - codeLength)) & ((1 << codeLength) - 1);
      bitCount -= codeLength;
      bitBuffer &= (1 << bitCount) - 1;
      if (code === 256) {
        reset();
        codeLength = 9;
        previous = undefined;
        continue;
      }
      if (code === 257) return Uint8Array.from(out);
      let entry = dictionary[code];
      if (!entry && previous && code === dictionary.length) entry = [...previous, previous[0] ?? 0];
      if (!entry) return Uint8Array.from(out);
      for (const b of entry) out.push(b);
      if (out.length > maxBytes)
        throw new ExtractError('TOO_LARGE', 'A compressed stream in the PDF expands past the limit.');
      if (previous && dictionary.length < 4096) dictionary.push([...previous, entry[0] ?? 0]);
      previous = entry;
      const next = dictionary.length + early;
      if (next >= 2048) codeLength = 12;
      else if (next >= 1024) codeLength = 11;
      else if (next >= 512) codeLength = 10;
    }
  }
  return Uint8Array.from(out);
}
