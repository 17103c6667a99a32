import { ExtractError } from '../extraction.js';
import { decodeStream } from './filters.js';
import { isDelimiterOrSpace, isWhitespace, PdfLexer } from './lexer.js';
import { dictOf, isDict, isName, isRef, isStream, isString } from './objects.js';
import type { PdfDict, PdfStream, PdfValue } from './objects.js';
import { openWithEmptyPassword } from './security.js';
import type { PdfDecryptor } from './security.js';

/** Object-reference chains longer than this are cycles. */
const MAX_REF_DEPTH = 32;

export interface PdfDocumentOptions {
  /** Cap on one stream's decoded size. */
  maxStreamBytes: number;
  /** Called with every decoded byte count, to keep a file-wide expansion budget. */
  onExpand: (bytes: number) => void;
}

/**
 * The objects of a PDF, found by scanning the file for "N G obj" rather than trusting the xref
 * table, which is what damaged and incrementally-saved files most often get wrong. Later
 * definitions win, as in an incremental update. Object streams are unpacked too.
 */
export class PdfDocument {
  readonly objects = new Map<number, PdfValue>();
  readonly trailers: PdfDict[] = [];
  /** Problems met while reading; the file is still read as far as possible. */
  readonly problems: string[] = [];
  private readonly decoded = new WeakMap<PdfStream, Uint8Array | null>();
  private readonly lengthLookups = new Map<number, number | undefined>();
  /** Generation numbers of the objects read ("12 3 obj"), which encryption keys depend on. */
  private readonly generations = new Map<number, number>();
  /** Streams still to be decrypted before their filters run, with their object's number. */
  private readonly encryptedStreams = new WeakMap<PdfStream, { num: number; gen: number }>();
  private decryptor: PdfDecryptor | undefined;
  private hasEncryption = false;

  constructor(
    private readonly bytes: Buffer,
    private readonly options: PdfDocumentOptions,
  ) {
    this.scanObjects();
    this.scanTrailers();
    this.openEncryption();
    this.unpackObjectStreams();
  }

  /**
   * Encrypted with a user password: the text can't be read without it. A file encrypted only to
   * restrict printing, copying or editing (an owner password, an empty user password) is not: it
   * is decrypted as any reader opens it.
   */
  get isEncrypted(): boolean {
    return this.hasEncryption && this.decryptor === undefined;
  }

  /** Encrypted, but openable without a password (permissions restricted by an owner password). */
  get isRestrictedOnly(): boolean {
    return this.hasEncryption && this.decryptor !== undefined;
  }

  get isTruncated(): boolean {
    const tail = this.bytes.subarray(Math.max(0, this.bytes.length - 2048));
    return tail.lastIndexOf('%%EOF') < 0;
  }

  resolve(value: PdfValue | undefined): PdfValue | undefined {
    let current = value;
    for (let depth = 0; isRef(current) && depth < MAX_REF_DEPTH; depth++)
      current = this.objects.get(current.num);
    return isRef(current) ? undefined : current;
  }

  get(dict: PdfDict | undefined, key: string): PdfValue | undefined {
    return this.resolve(dict?.entries.get(key));
  }

  /** A stream's decoded bytes, cached; undefined (and a recorded problem) when it can't be decoded. */
  streamBytes(value: PdfValue | undefined): Uint8Array | undefined {
    const stream = this.resolve(value);
    if (!isStream(stream)) return undefined;
    const cached = this.decoded.get(stream);
    if (cached !== undefined) return cached ?? undefined;
    let result: Uint8Array | null = null;
    try {
      const encrypted = this.encryptedStreams.get(stream);
      const data =
        encrypted && this.decryptor
          ? this.decryptor.decrypt(stream.data, encrypted.num, encrypted.gen, 'stream')
          : stream.data;
      result = decodeStream(data, stream.dict, this.options.maxStreamBytes, (v) => this.resolve(v));
      this.options.onExpand(result.length);
    } catch (error) {
      if (!(error instanceof ExtractError)) throw error;
      if (error.parseResult === 'TOO_LARGE' || error.parseResult === 'CANCELED') throw error;
      if (error.parseResult !== 'UNSUPPORTED') this.problems.push(error.message);
    }
    this.decoded.set(stream, result);
    return result ?? undefined;
  }

  catalog(): PdfDict | undefined {
    for (let i = this.trailers.length - 1; i >= 0; i--) {
      const root = dictOf(this.get(this.trailers[i], 'Root'));
      if (root) return root;
    }
    for (const value of this.objects.values()) {
      if (isDict(value) && isName(value.entries.get('Type'), 'Catalog')) return value;
    }
    return undefined;
  }

  private scanObjects(): void {
    const bytes = this.bytes;
    let from = 0;
    for (;;) {
      const at = bytes.indexOf('obj', from, 'latin1');
      if (at < 0) return;
      from = at + 3;
      if (!isDelimiterOrSpace(bytes[at + 3] ?? 32)) continue;
      const id = this.objectNumberBefore(at);
      if (id === undefined) continue;
      const { num, gen } = id;
      const lexer = new PdfLexer(bytes, at + 3);
      let value = lexer.read(true);
      lexer.skipWhitespace();
      if (isDict(value) && matchesAt(bytes, lexer.pos, 'stream')) {
        const stream = this.readStreamData(value, lexer.pos + 6);
        value = stream.stream;
        from = stream.end;
      } else from = Math.max(from, lexer.pos);
      this.objects.set(num, value);
      this.generations.set(num, gen);
    }
  }

  /** "12 0 obj": walks back over the generation and the object number. */
  private objectNumberBefore(at: number): { num: number; gen: number } | undefined {
    const bytes = this.bytes;
    let p = at - 1;
    if (p < 0 || !isWhitespace(bytes[p] ?? 0)) return undefined;
    while (p >= 0 && isWhitespace(bytes[p] ?? 0)) p--;
    const genEnd = p;
    while (p >= 0 && isDigit(bytes[p] ?? 0)) p--;
    if (p === genEnd || !isWhitespace(bytes[p] ?? 0)) return undefined;
    while (p >= 0 && isWhitespace(bytes[p] ?? 0)) p--;
    const numEnd = p;
    while (p >= 0 && isDigit(bytes[p] ?? 0)) p--;
    if (p === numEnd || numEnd - p > 10) return undefined;
    if (p >= 0 && !isDelimiterOrSpace(bytes[p] ?? 0)) return undefined;
    return {
      num: Number(bytes.toString('latin1', p + 1, numEnd + 1)),
      gen: Number(bytes.toString('latin1', numEnd + 1, genEnd + 1).trim()),
    };
  }

  /**
   * The Standard security handler opened with the empty user password: strings are decrypted
   * now, streams when first read. Objects inside object streams are covered by their stream's
   * decryption; the Encrypt dictionary and cross-reference streams are never encrypted.
   */
  private openEncryption(): void {
    const trailer = this.trailers.findLast((t) => t.entries.has('Encrypt'));
    if (!trailer) return;
    this.hasEncryption = true;
    const encryptRef = trailer.entries.get('Encrypt');
    const encrypt = dictOf(this.resolve(encryptRef));
    const ids = this.trailers.map((t) => this.resolve(t.entries.get('ID'))).findLast(Array.isArray);
    const firstId = ids && isString(ids[0]) ? ids[0].bytes : new Uint8Array(0);
    this.decryptor = encrypt ? openWithEmptyPassword(encrypt, firstId, (v) => this.resolve(v)) : undefined;
    const decryptor = this.decryptor;
    if (!decryptor) return;
    const encryptNum = isRef(encryptRef) ? encryptRef.num : -1;
    for (const [num, value] of this.objects) {
      if (num === encryptNum) continue;
      const gen = this.generations.get(num) ?? 0;
      if (isStream(value)) {
        const type = value.dict.entries.get('Type');
        if (isName(type, 'XRef')) continue;
        decryptStrings(value.dict, (bytes) => decryptor.decrypt(bytes, num, gen, 'string'), 0);
        if (isName(type, 'Metadata') && !decryptor.encryptMetadata) continue;
        this.encryptedStreams.set(value, { num, gen });
      } else {
        decryptStrings(value, (bytes) => decryptor.decrypt(bytes, num, gen, 'string'), 0);
      }
    }
  }

  private readStreamData(dict: PdfDict, afterKeyword: number): { stream: PdfStream; end: number } {
    const bytes = this.bytes;
    let start = afterKeyword;
    if (bytes[start] === 13) start++;
    if (bytes[start] === 10) start++;
    const declared = this.resolveLength(dict.entries.get('Length'));
    if (declared !== undefined && start + declared <= bytes.length) {
      let p = start + declared;
      while (p < bytes.length && isWhitespace(bytes[p] ?? 0)) p++;
      if (matchesAt(bytes, p, 'endstream')) {
        return {
          stream: { kind: 'stream', dict, data: bytes.subarray(start, start + declared) },
          end: p + 9,
        };
      }
    }
    const endstream = bytes.indexOf('endstream', start, 'latin1');
    let end = endstream < 0 ? bytes.length : endstream;
    if (endstream >= 0) {
      if (bytes[end - 1] === 10) end--;
      if (bytes[end - 1] === 13) end--;
    } else this.problems.push('The PDF is truncated inside a stream.');
    return {
      stream: { kind: 'stream', dict, data: bytes.subarray(start, Math.max(start, end)) },
      end: endstream < 0 ? bytes.length : endstream + 9,
    };
  }

  private resolveLength(value: PdfValue | undefined): number | undefined {
    if (typeof value === 'number') return value >= 0 ? value : undefined;
    // An indirect Length usually follows its stream: read that object where it stands.
    if (!isRef(value)) return undefined;
    const known = this.objects.get(value.num);
    if (typeof known === 'number') return known;
    // Remembered, so that many streams naming a missing Length don't each search the whole file.
    if (this.lengthLookups.has(value.num)) return this.lengthLookups.get(value.num);
    let found: number | undefined;
    const pattern = `${value.num} ${value.gen} obj`;
    let at = this.bytes.indexOf(pattern, 0, 'latin1');
    while (at > 0 && !isWhitespace(this.bytes[at - 1] ?? 0))
      at = this.bytes.indexOf(pattern, at + 1, 'latin1');
    if (at >= 0) {
      const length = new PdfLexer(this.bytes, at + pattern.length).read(false);
      if (typeof length === 'number' && length >= 0) found = length;
    }
    this.lengthLookups.set(value.num, found);
    return found;
  }

  private scanTrailers(): void {
    const bytes = this.bytes;
    let from = 0;
    for (;;) {
      const at = bytes.indexOf('trailer', from, 'latin1');
      if (at < 0) break;
      from = at + 7;
      const lexer = new PdfLexer(bytes, at + 7);
      const value = lexer.read(true);
      if (isDict(value)) this.trailers.push(value);
    }
    // Cross-reference streams carry the trailer's entries in their own dictionary.
    for (const value of this.objects.values()) {
      if (isStream(value) && isName(value.dict.entries.get('Type'), 'XRef')) this.trailers.push(value.dict);
    }
  }

  private unpackObjectStreams(): void {
    const direct = new Set(this.objects.keys());
    const streams = [...this.objects.values()].filter(
      (v): v is PdfStream => isStream(v) && isName(v.dict.entries.get('Type'), 'ObjStm'),
    );
    for (const stream of streams) {
      const data = this.streamBytes(stream);
      if (!data) continue;
      const count = this.get(stream.dict, 'N');
      const first = this.get(stream.dict, 'First');
      if (typeof count !== 'number' || typeof first !== 'number') continue;
      const header = new PdfLexer(data, 0, Math.min(first, data.length));
      for (let i = 0; i < count; i++) {
        const num = header.read(false);
        const offset = header.read(false);
        if (typeof num !== 'number' || typeof offset !== 'number') break;
        if (direct.has(num)) continue;
        const lexer = new PdfLexer(data, first + offset);
        this.objects.set(num, lexer.read(true));
      }
    }
  }
}

/** Replaces every string inside a value with its decryption (nesting is bounded by the lexer). */
function decryptStrings(value: PdfValue, decrypt: (bytes: Uint8Array) => Uint8Array, depth: number): void {
  if (depth > MAX_NESTING || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) decryptStrings(item, decrypt, depth + 1);
  } else if (value.kind === 'string') {
    value.bytes = decrypt(value.bytes);
  } else if (value.kind === 'dict') {
    for (const item of value.entries.values()) decryptStrings(item, decrypt, depth + 1);
  } else if (value.kind === 'stream') {
    decryptStrings(value.dict, decrypt, depth + 1);
  }
}

/** Arrays and dictionaries nested deeper than this are built to exhaust the stack. */
const MAX_NESTING = 128;

function matchesAt(bytes: Buffer, at: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) if (bytes[at + i] !== word.charCodeAt(i)) return false;
  return true;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
