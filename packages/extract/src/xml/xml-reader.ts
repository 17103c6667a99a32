import { decodeXmlEntities } from './entities.js';

export type XmlToken = 'open' | 'close' | 'text' | 'end';

const LT = 60;
const GT = 62;
const SLASH = 47;
const QUOTE = 34;
const APOS = 39;
const COLON = 58;
const EQUALS = 61;

/**
 * Element names repeat endlessly in a document: keeping one string per name (found by a hash of
 * its characters, confirmed by comparing them) saves an allocation per tag and makes the
 * consumers' comparisons pointer-fast.
 */
const names = new Map<number, string>();

function internName(src: string, start: number, end: number, hash: number): string {
  const key = (hash ^ ((end - start) << 26)) | 0;
  const known = names.get(key);
  if (known !== undefined && known.length === end - start && src.startsWith(known, start)) return known;
  if (names.size > 4096) names.clear();
  // Flattened so that the cache doesn't keep the whole document alive through a sliced string.
  const name = Buffer.from(src.slice(start, end), 'utf8').toString('utf8');
  names.set(key, name);
  return name;
}

/**
 * A pull reader over an XML string: one pass, no tree, no regexes. Element names are local (the
 * prefix dropped), attributes are parsed only when asked for, text only when read. Self-closing
 * elements produce an 'open' and then a 'close'. Malformed input ends the reading instead of failing.
 */
export class XmlReader {
  kind: XmlToken = 'end';
  /** Local name of the element just opened or closed. */
  name = '';
  private pos = 0;
  private attrStart = 0;
  private attrEnd = 0;
  private textStart = 0;
  private textEnd = 0;
  private rawText = false;
  private pendingClose = false;

  constructor(private readonly src: string) {}

  next(): XmlToken {
    if (this.pendingClose) {
      this.pendingClose = false;
      return (this.kind = 'close');
    }
    const src = this.src;
    for (;;) {
      const start = this.pos;
      if (start >= src.length) return (this.kind = 'end');
      if (src.charCodeAt(start) !== LT) {
        let lt = src.indexOf('<', start);
        if (lt < 0) lt = src.length;
        this.pos = lt;
        this.textStart = start;
        this.textEnd = lt;
        this.rawText = false;
        return (this.kind = 'text');
      }
      const c1 = src.charCodeAt(start + 1);
      if (c1 === 33 /* ! */) {
        if (src.startsWith('<![CDATA[', start)) {
          const end = src.indexOf(']]>', start + 9);
          this.textStart = start + 9;
          this.textEnd = end < 0 ? src.length : end;
          this.pos = end < 0 ? src.length : end + 3;
          this.rawText = true;
          return (this.kind = 'text');
        }
        this.pos = this.skipMarkup(start);
        continue;
      }
      if (c1 === 63 /* ? */) {
        const end = src.indexOf('?>', start + 2);
        this.pos = end < 0 ? src.length : end + 2;
        continue;
      }
      const closing = c1 === SLASH;
      let localStart = closing ? start + 2 : start + 1;
      let i = localStart;
      let hash = 0;
      for (; i < src.length; i++) {
        const c = src.charCodeAt(i);
        if (c <= 32 || c === GT || c === SLASH) break;
        if (c === COLON) {
          localStart = i + 1;
          hash = 0;
        } else hash = (Math.imul(hash, 31) + c) | 0;
      }
      this.name = internName(src, localStart, i, hash);
      const end = this.findTagEnd(i);
      if (end < 0) {
        this.pos = src.length;
        return (this.kind = 'end');
      }
      this.pos = end + 1;
      if (closing) return (this.kind = 'close');
      this.attrStart = i;
      const selfClosing = src.charCodeAt(end - 1) === SLASH;
      this.attrEnd = selfClosing ? end - 1 : end;
      this.pendingClose = selfClosing;
      return (this.kind = 'open');
    }
  }

  /** Decoded text of the current 'text' token. */
  text(): string {
    const raw = this.src.slice(this.textStart, this.textEnd);
    return this.rawText ? raw : decodeXmlEntities(raw);
  }

  /** Value of an attribute of the element just opened, by its qualified name ("r:id", "name"). */
  attr(qualifiedName: string): string | undefined {
    const src = this.src;
    let found: string | undefined;
    this.scanAttributes((nameStart, nameEnd, valueStart, valueEnd) => {
      if (nameEnd - nameStart !== qualifiedName.length || !src.startsWith(qualifiedName, nameStart))
        return false;
      found = decodeXmlEntities(src.slice(valueStart, valueEnd));
      return true;
    });
    return found;
  }

  /** Every attribute of the element just opened, in order. */
  attributes(): [name: string, value: string][] {
    const src = this.src;
    const all: [string, string][] = [];
    this.scanAttributes((nameStart, nameEnd, valueStart, valueEnd) => {
      all.push([src.slice(nameStart, nameEnd), decodeXmlEntities(src.slice(valueStart, valueEnd))]);
      return false;
    });
    return all;
  }

  /** Calls `visit` with the ranges of each attribute's name and raw value until it returns true. */
  private scanAttributes(
    visit: (nameStart: number, nameEnd: number, valueStart: number, valueEnd: number) => boolean,
  ): void {
    const src = this.src;
    let i = this.attrStart;
    const end = this.attrEnd;
    while (i < end) {
      while (i < end && src.charCodeAt(i) <= 32) i++;
      const nameStart = i;
      while (i < end) {
        const c = src.charCodeAt(i);
        if (c === EQUALS || c <= 32) break;
        i++;
      }
      const nameEnd = i;
      while (i < end && src.charCodeAt(i) <= 32) i++;
      if (src.charCodeAt(i) !== EQUALS) {
        if (i === nameStart) i++;
        continue;
      }
      i++;
      while (i < end && src.charCodeAt(i) <= 32) i++;
      const quote = src.charCodeAt(i);
      if (quote !== QUOTE && quote !== APOS) return;
      const close = src.indexOf(quote === QUOTE ? '"' : "'", i + 1);
      if (close < 0 || close > end) return;
      if (visit(nameStart, nameEnd, i + 1, close)) return;
      i = close + 1;
    }
  }

  /** Skips the rest of the element just opened, including its children. */
  skipElement(): void {
    if (this.pendingClose) {
      this.pendingClose = false;
      return;
    }
    let depth = 1;
    while (depth > 0) {
      const token = this.next();
      if (token === 'end') return;
      if (token === 'open') depth++;
      else if (token === 'close') depth--;
    }
  }

  private findTagEnd(from: number): number {
    const src = this.src;
    for (let i = from; i < src.length; i++) {
      const c = src.charCodeAt(i);
      if (c === GT) return i;
      if (c === QUOTE || c === APOS) {
        const close = src.indexOf(c === QUOTE ? '"' : "'", i + 1);
        if (close < 0) return -1;
        i = close;
      }
    }
    return -1;
  }

  private skipMarkup(start: number): number {
    const src = this.src;
    if (src.startsWith('<!--', start)) {
      const end = src.indexOf('-->', start + 4);
      return end < 0 ? src.length : end + 3;
    }
    // <!DOCTYPE ...> may carry an internal subset in brackets.
    let depth = 0;
    for (let i = start + 2; i < src.length; i++) {
      const c = src.charCodeAt(i);
      if (c === 91) depth++;
      else if (c === 93) depth--;
      else if (c === GT && depth <= 0) return i + 1;
    }
    return src.length;
  }
}
