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
 * The element names a reader reports, grouped by (first character, length) so that a tag of no
 * interest is told apart in one lookup, without making a string of its name.
 */
export class XmlNames {
  private readonly byKey = new Map<number, string[]>();

  constructor(names: readonly string[]) {
    for (const name of names) {
      const key = nameKey(name.charCodeAt(0), name.length);
      const list = this.byKey.get(key) ?? [];
      list.push(name);
      this.byKey.set(key, list);
    }
  }

  /** The listed name written at src[start, end), or undefined. */
  find(src: string, start: number, end: number): string | undefined {
    const candidates = this.byKey.get(nameKey(src.charCodeAt(start), end - start));
    if (!candidates) return undefined;
    for (const name of candidates) if (src.startsWith(name, start)) return name;
    return undefined;
  }
}

function nameKey(firstChar: number, length: number): number {
  return firstChar * 256 + Math.min(length, 255);
}

/**
 * A pull reader over an XML string: one pass, no tree, no regexes. Element names are local (the
 * prefix dropped), attributes are parsed only when asked for, text only when read. Self-closing
 * elements produce an 'open' and then a 'close'. Malformed input ends the reading instead of failing.
 *
 * Given `names`, the reader reports only those elements (the others are stepped over without a
 * token, which is most of the work saved on verbose formats such as WordprocessingML).
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

  private skipDepth = 0;
  private nameEnd = 0;
  private valueStart = 0;
  private valueEnd = 0;

  constructor(
    private readonly src: string,
    private readonly names?: XmlNames,
  ) {}

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
      for (; i < src.length; i++) {
        const c = src.charCodeAt(i);
        if (c <= 32 || c === GT || c === SLASH) break;
        if (c === COLON) localStart = i + 1;
      }
      const end = this.findTagEnd(i);
      if (end < 0) {
        this.pos = src.length;
        return (this.kind = 'end');
      }
      if (this.names && this.skipDepth === 0) {
        const known = this.names.find(src, localStart, i);
        if (known === undefined) {
          this.pos = end + 1;
          continue;
        }
        this.name = known;
      } else this.name = src.slice(localStart, i);
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
    for (let at = this.nextAttribute(this.attrStart); at >= 0; at = this.nextAttribute(this.valueEnd + 1)) {
      if (this.nameEnd - at === qualifiedName.length && src.startsWith(qualifiedName, at)) {
        return decodeXmlEntities(src.slice(this.valueStart, this.valueEnd));
      }
    }
    return undefined;
  }

  /** Every attribute of the element just opened, in order. */
  attributes(): [name: string, value: string][] {
    const src = this.src;
    const all: [string, string][] = [];
    for (let at = this.nextAttribute(this.attrStart); at >= 0; at = this.nextAttribute(this.valueEnd + 1)) {
      all.push([src.slice(at, this.nameEnd), decodeXmlEntities(src.slice(this.valueStart, this.valueEnd))]);
    }
    return all;
  }

  /**
   * Finds the next attribute from `from` inside the current tag: returns where its name starts
   * (and sets nameEnd, valueStart, valueEnd), or -1 when there is none.
   */
  private nextAttribute(from: number): number {
    const src = this.src;
    const end = this.attrEnd;
    let i = from;
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
      if (quote !== QUOTE && quote !== APOS) return -1;
      const close = src.indexOf(quote === QUOTE ? '"' : "'", i + 1);
      if (close < 0 || close > end) return -1;
      this.nameEnd = nameEnd;
      this.valueStart = i + 1;
      this.valueEnd = close;
      return nameStart;
    }
    return -1;
  }

  /** Skips the rest of the element just opened, including its children. */
  skipElement(): void {
    if (this.pendingClose) {
      this.pendingClose = false;
      return;
    }
    // Every element counts while skipping, listed or not, to find the matching end.
    this.skipDepth++;
    let depth = 1;
    while (depth > 0) {
      const token = this.next();
      if (token === 'end') break;
      if (token === 'open') depth++;
      else if (token === 'close') depth--;
    }
    this.skipDepth--;
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
