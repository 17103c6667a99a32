import type { PdfDict, PdfOperator, PdfValue } from './objects.js';

const WHITESPACE = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WHITESPACE[c] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIMITER[c.charCodeAt(0)] = 1;

/** Nesting deeper than this is an attack or garbage, not a document. */
const MAX_NESTING = 64;

/**
 * Operators and names are a few bytes long and repeat on every line of a content stream: one
 * shared string (and operator object) per spelling spares an allocation per token.
 */
const shortStrings = new Map<number, string>();
const operators = new Map<string, PdfOperator>();

function operatorFor(op: string): PdfOperator {
  let operator = operators.get(op);
  if (!operator) {
    operator = { kind: 'op', op };
    if (operators.size < 1024) operators.set(op, operator);
  }
  return operator;
}

/**
 * Reads PDF tokens and values from bytes (a file, an object stream or a content stream).
 * It never throws: malformed input yields operators or nulls and always advances.
 */
export class PdfLexer {
  pos: number;
  private readonly buffer: Buffer;

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
  ) {
    this.pos = start;
    this.buffer = Buffer.isBuffer(bytes)
      ? bytes
      : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private latin1(start: number, end: number): string {
    const length = end - start;
    if (length > 0 && length <= 3) {
      const bytes = this.bytes;
      let key = length;
      for (let i = start; i < end; i++) key = key * 256 + (bytes[i] ?? 0);
      let text = shortStrings.get(key);
      if (text === undefined) {
        text = this.buffer.toString('latin1', start, end);
        if (shortStrings.size < 65_536) shortStrings.set(key, text);
      }
      return text;
    }
    return this.buffer.toString('latin1', start, end);
  }

  skipWhitespace(): void {
    const bytes = this.bytes;
    let pos = this.pos;
    while (pos < this.end) {
      const c = bytes[pos] ?? 0;
      if (WHITESPACE[c]) pos++;
      else if (c === 37 /* % */) {
        while (pos < this.end && bytes[pos] !== 10 && bytes[pos] !== 13) pos++;
      } else break;
    }
    this.pos = pos;
  }

  atEnd(): boolean {
    this.skipWhitespace();
    return this.pos >= this.end;
  }

  /** The next value; `allowRefs` reads "12 0 R" as a reference (never inside content streams). */
  read(allowRefs = true, depth = 0): PdfValue {
    this.skipWhitespace();
    const bytes = this.bytes;
    if (this.pos >= this.end) return null;
    const c = bytes[this.pos] ?? 0;
    if (c === 47 /* / */) return { kind: 'name', name: this.readName() };
    if (c === 40 /* ( */) return { kind: 'string', bytes: this.readLiteralString() };
    if (c === 60 /* < */) {
      if (bytes[this.pos + 1] === 60)
        return depth > MAX_NESTING ? this.skipToken() : this.readDict(allowRefs, depth);
      return { kind: 'string', bytes: this.readHexString() };
    }
    if (c === 91 /* [ */) {
      if (depth > MAX_NESTING) return this.skipToken();
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipWhitespace();
        if (this.pos >= this.end) break;
        if (bytes[this.pos] === 93 /* ] */) {
          this.pos++;
          break;
        }
        const before = this.pos;
        items.push(this.read(allowRefs, depth + 1));
        if (this.pos === before) this.pos++;
      }
      return items;
    }
    if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) {
      const number = this.readNumber();
      if (allowRefs && Number.isInteger(number) && number >= 0) return this.maybeRef(number);
      return number;
    }
    if (c === 41 || c === 62 || c === 93 || c === 123 || c === 125) {
      this.pos++;
      return operatorFor(String.fromCharCode(c));
    }
    const word = this.readKeyword();
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return operatorFor(word);
  }

  readDict(allowRefs: boolean, depth: number): PdfDict {
    const bytes = this.bytes;
    this.pos += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skipWhitespace();
      if (this.pos >= this.end) break;
      const c = bytes[this.pos];
      if (c === 62 /* > */ && bytes[this.pos + 1] === 62) {
        this.pos += 2;
        break;
      }
      if (c !== 47) {
        // A stray token inside a dictionary: step over it and go on.
        const before = this.pos;
        this.read(allowRefs, depth + 1);
        if (this.pos === before) this.pos++;
        continue;
      }
      const key = this.readName();
      this.skipWhitespace();
      if (bytes[this.pos] === 62 && bytes[this.pos + 1] === 62) {
        entries.set(key, null);
        continue;
      }
      entries.set(key, this.read(allowRefs, depth + 1));
    }
    return { kind: 'dict', entries };
  }

  private skipToken(): null {
    this.pos++;
    return null;
  }

  private maybeRef(num: number): PdfValue {
    const bytes = this.bytes;
    const save = this.pos;
    let p = save;
    while (p < this.end && WHITESPACE[bytes[p] ?? 0]) p++;
    const genStart = p;
    while (p < this.end && (bytes[p] ?? 0) >= 48 && (bytes[p] ?? 0) <= 57) p++;
    if (p === genStart || p - genStart > 5) return num;
    const genEnd = p;
    while (p < this.end && WHITESPACE[bytes[p] ?? 0]) p++;
    if (bytes[p] !== 82 /* R */ || (p + 1 < this.end && !isDelimiterOrSpace(bytes[p + 1] ?? 0))) return num;
    let gen = 0;
    for (let i = genStart; i < genEnd; i++) gen = gen * 10 + ((bytes[i] ?? 48) - 48);
    this.pos = p + 1;
    return { kind: 'ref', num, gen };
  }

  readNumber(): number {
    const bytes = this.bytes;
    let pos = this.pos;
    let sign = 1;
    if (bytes[pos] === 45) {
      sign = -1;
      pos++;
    } else if (bytes[pos] === 43) pos++;
    // Some writers emit "--5" or "-.5"; PDF readers take those leniently.
    while (bytes[pos] === 45) pos++;
    let value = 0;
    let digits = 0;
    while (pos < this.end) {
      const c = bytes[pos] ?? 0;
      if (c < 48 || c > 57) break;
      value = value * 10 + (c - 48);
      pos++;
      digits++;
    }
    if (bytes[pos] === 46) {
      pos++;
      let scale = 0.1;
      while (pos < this.end) {
        const c = bytes[pos] ?? 0;
        if (c < 48 || c > 57) break;
        value += (c - 48) * scale;
        scale /= 10;
        pos++;
        digits++;
      }
    }
    if (digits === 0 && pos === this.pos) pos++;
    this.pos = pos;
    return sign * value;
  }

  readName(): string {
    const bytes = this.bytes;
    let pos = this.pos + 1;
    const start = pos;
    let escaped = false;
    while (pos < this.end) {
      const c = bytes[pos] ?? 0;
      if (WHITESPACE[c] || DELIMITER[c]) break;
      if (c === 35) escaped = true;
      pos++;
    }
    this.pos = pos;
    const raw = this.latin1(start, pos);
    return escaped
      ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : raw;
  }

  readKeyword(): string {
    const bytes = this.bytes;
    const start = this.pos;
    let pos = start;
    while (pos < this.end) {
      const c = bytes[pos] ?? 0;
      if (WHITESPACE[c] || DELIMITER[c]) break;
      pos++;
    }
    if (pos === start) pos++;
    this.pos = pos;
    return this.latin1(start, pos);
  }

  readLiteralString(): Uint8Array {
    const bytes = this.bytes;
    let pos = this.pos + 1;
    // Fast path: no escapes and balanced parentheses are the common case.
    const start = pos;
    let depth = 1;
    while (pos < this.end) {
      const c = bytes[pos];
      if (c === 92) break;
      if (c === 40) depth++;
      else if (c === 41 && --depth === 0) {
        this.pos = pos + 1;
        return bytes.subarray(start, pos);
      }
      pos++;
    }
    const out: number[] = [];
    for (let i = start; i < pos; i++) out.push(bytes[i] ?? 0);
    while (pos < this.end) {
      const c = bytes[pos++] ?? 0;
      if (c === 40) {
        depth++;
        out.push(c);
      } else if (c === 41) {
        if (--depth === 0) break;
        out.push(c);
      } else if (c === 92) {
        const e = bytes[pos++] ?? 0;
        switch (e) {
          case 110:
            out.push(10);
            break;
          case 114:
            out.push(13);
            break;
          case 116:
            out.push(9);
            break;
          case 98:
            out.push(8);
            break;
          case 102:
            out.push(12);
            break;
          case 13:
            if (bytes[pos] === 10) pos++;
            break;
          case 10:
            break;
          default:
            if (e >= 48 && e <= 55) {
              let code = e - 48;
              for (let k = 0; k < 2 && (bytes[pos] ?? 0) >= 48 && (bytes[pos] ?? 0) <= 55; k++)
                code = code * 8 + ((bytes[pos++] ?? 48) - 48);
              out.push(code & 0xff);
            } else out.push(e);
        }
      } else out.push(c);
    }
    this.pos = pos;
    return Uint8Array.from(out);
  }

  readHexString(): Uint8Array {
    const bytes = this.bytes;
    let pos = this.pos + 1;
    const out: number[] = [];
    let high = -1;
    while (pos < this.end) {
      const c = bytes[pos++] ?? 0;
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
    this.pos = pos;
    return Uint8Array.from(out);
  }
}

export function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

export function isDelimiterOrSpace(c: number): boolean {
  return WHITESPACE[c] === 1 || DELIMITER[c] === 1;
}

export function isWhitespace(c: number): boolean {
  return WHITESPACE[c] === 1;
}
