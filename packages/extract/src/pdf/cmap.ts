import { PdfLexer } from './lexer.js';
import { isOperator, isString } from './objects.js';
import type { PdfValue } from './objects.js';

export interface CodespaceRange {
  bytes: number;
  low: number;
  high: number;
}

/** Ranges larger than this are kept as ranges instead of being expanded entry by entry. */
const EXPAND_LIMIT = 0x10000;

interface RangeMapping {
  bytes: number;
  low: number;
  high: number;
  base: string;
}

/**
 * A ToUnicode CMap: character codes (1 to 4 bytes, as the codespace ranges say) to text.
 * Keys combine the code and its byte length, since <41> and <0041> are different codes.
 */
export class ToUnicodeMap {
  readonly codespace: CodespaceRange[] = [];
  private readonly singles = new Map<number, string>();
  private readonly ranges: RangeMapping[] = [];

  lookup(code: number, bytes: number): string | undefined {
    const single = this.singles.get(key(code, bytes));
    if (single !== undefined) return single;
    for (const range of this.ranges) {
      if (range.bytes === bytes && code >= range.low && code <= range.high)
        return offsetText(range.base, code - range.low);
    }
    return undefined;
  }

  get size(): number {
    return this.singles.size + this.ranges.length;
  }

  set(code: number, bytes: number, text: string): void {
    this.singles.set(key(code, bytes), text);
  }

  addRange(low: number, high: number, bytes: number, base: string): void {
    if (high < low) return;
    if (high - low >= EXPAND_LIMIT || this.singles.size > 16 * EXPAND_LIMIT) {
      this.ranges.push({ bytes, low, high, base });
      return;
    }
    for (let code = low; code <= high; code++)
      this.singles.set(key(code, bytes), offsetText(base, code - low));
  }
}

function key(code: number, bytes: number): number {
  return bytes * 0x100000000 + code;
}

/** bfrange destinations count up in their last UTF-16 unit. */
function offsetText(base: string, offset: number): string {
  if (offset === 0 || base.length === 0) return base;
  const last = base.charCodeAt(base.length - 1) + offset;
  return base.slice(0, -1) + String.fromCharCode(last & 0xffff);
}

export function parseToUnicode(data: Uint8Array): ToUnicodeMap {
  const map = new ToUnicodeMap();
  const lexer = new PdfLexer(data);
  const operands: PdfValue[] = [];
  while (!lexer.atEnd()) {
    const before = lexer.pos;
    const value = lexer.read(false);
    if (lexer.pos === before) lexer.pos++;
    if (!isOperator(value)) {
      operands.push(value);
      if (operands.length > 100_000) operands.length = 0;
      continue;
    }
    switch (value.op) {
      case 'endcodespacerange':
        for (let i = 0; i + 1 < operands.length; i += 2) {
          const low = operands[i];
          const high = operands[i + 1];
          if (isString(low) && isString(high) && low.bytes.length > 0 && low.bytes.length <= 4) {
            map.codespace.push({ bytes: low.bytes.length, low: codeOf(low.bytes), high: codeOf(high.bytes) });
          }
        }
        break;
      case 'endbfchar':
        for (let i = 0; i + 1 < operands.length; i += 2) {
          const code = operands[i];
          const text = operands[i + 1];
          if (isString(code) && code.bytes.length <= 4) {
            const dest = isString(text)
              ? utf16be(text.bytes)
              : typeof text === 'object' && text !== null && !Array.isArray(text) && text.kind === 'name'
                ? text.name
                : undefined;
            if (dest !== undefined) map.set(codeOf(code.bytes), code.bytes.length, dest);
          }
        }
        break;
      case 'endbfrange':
        for (let i = 0; i + 2 < operands.length; i += 3) {
          const low = operands[i];
          const high = operands[i + 1];
          const dest = operands[i + 2];
          if (!isString(low) || !isString(high) || low.bytes.length > 4) continue;
          const lowCode = codeOf(low.bytes);
          const highCode = codeOf(high.bytes);
          const bytes = low.bytes.length;
          if (isString(dest)) map.addRange(lowCode, highCode, bytes, utf16be(dest.bytes));
          else if (Array.isArray(dest)) {
            dest.forEach((item, k) => {
              if (isString(item) && lowCode + k <= highCode) map.set(lowCode + k, bytes, utf16be(item.bytes));
            });
          }
        }
        break;
    }
    operands.length = 0;
  }
  return map;
}

export function codeOf(bytes: Uint8Array): number {
  let code = 0;
  for (const b of bytes) code = code * 256 + b;
  return code;
}

export function utf16be(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i + 1 < bytes.length; i += 2)
    text += String.fromCharCode(((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0));
  if (bytes.length % 2 === 1) text += String.fromCharCode(bytes[bytes.length - 1] ?? 0);
  return text;
}
