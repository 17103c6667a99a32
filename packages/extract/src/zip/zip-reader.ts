import { ExtractError } from '../extraction.js';
import { chargeExpanded, formatBytes } from '../context.js';
import type { ExtractContext } from '../context.js';
import { inflateCapped } from '../inflate.js';
import { asBuffer } from '../text/decode.js';
import { cp1252 } from '../text/legacy-encodings.js';

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_UTF8 = 0x0800;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
const METHOD_AES = 99;

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
  isDirectory: boolean;
  isEncrypted: boolean;
}

/**
 * Reads a ZIP's central directory (ZIP64 included) and its members on demand, each through the
 * zip-bomb guards of the context: declared sizes, compression ratio, and the shared expansion cap.
 */
export class ZipArchive {
  readonly entries: ZipEntry[];
  private readonly byName = new Map<string, ZipEntry>();
  private readonly buffer: Buffer;

  constructor(bytes: Uint8Array) {
    this.buffer = asBuffer(bytes);
    this.entries = readCentralDirectory(this.buffer);
    for (const entry of this.entries) this.byName.set(entry.name, entry);
  }

  get(name: string): ZipEntry | undefined {
    return this.byName.get(name) ?? this.byName.get(name.replace(/^\/+/, ''));
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  /** The member's bytes; throws ExtractError (TOO_LARGE, ENCRYPTED_PASSWORD, UNSUPPORTED, PARSING_ERROR). */
  read(entry: ZipEntry, ctx: ExtractContext): Buffer {
    const { limits } = ctx;
    if (entry.isEncrypted) {
      throw new ExtractError('ENCRYPTED_PASSWORD', `${entry.name} is encrypted with a password.`);
    }
    if (entry.method !== METHOD_STORED && entry.method !== METHOD_DEFLATED) {
      throw new ExtractError(
        'UNSUPPORTED',
        `${entry.name} uses a compression method (${entry.method}) that isn't supported.`,
      );
    }
    if (entry.size > limits.maxEntryBytes) {
      throw new ExtractError(
        'TOO_LARGE',
        `${entry.name} is ${formatBytes(entry.size)}, over the ${formatBytes(limits.maxEntryBytes)} limit for one member.`,
      );
    }
    if (
      entry.method === METHOD_DEFLATED &&
      entry.size >= limits.ratioCheckMinBytes &&
      entry.size > entry.compressedSize * limits.maxCompressionRatio
    ) {
      const ratio = Math.round(entry.size / Math.max(1, entry.compressedSize));
      throw new ExtractError(
        'TOO_LARGE',
        `${entry.name} is compressed ${ratio}:1, which looks like a zip bomb; it wasn't expanded.`,
      );
    }
    const data = this.rawData(entry);
    if (entry.method === METHOD_STORED) return data.subarray(0, Math.min(data.length, entry.size));
    chargeExpanded(ctx, entry.size, entry.name);
    // The declared size is the cap: a member that inflates past what it declared is lying.
    const out = inflateCapped(data, 'raw', Math.max(entry.size, 1), entry.name, false, entry.size);
    if (out.length > entry.size) {
      throw new ExtractError('TOO_LARGE', `${entry.name} expands past its declared size.`);
    }
    return out;
  }

  private rawData(entry: ZipEntry): Buffer {
    const buffer = this.buffer;
    const at = entry.localHeaderOffset;
    if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== LOCAL_SIGNATURE) {
      throw new ExtractError(
        'PARSING_ERROR',
        `The archive is damaged: the header of ${entry.name} is missing.`,
      );
    }
    const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
    const end = start + entry.compressedSize;
    if (end > buffer.length) {
      throw new ExtractError('PARSING_ERROR', `The archive is truncated: ${entry.name} is cut off.`);
    }
    return buffer.subarray(start, end);
  }
}

function readCentralDirectory(buffer: Buffer): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(buffer);
  if (eocd < 0) {
    throw new ExtractError('PARSING_ERROR', 'The archive is truncated or damaged: its directory is missing.');
  }
  let count = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  const locator = eocd - 20;
  if (
    (count === 0xffff || offset === 0xffffffff) &&
    locator >= 0 &&
    buffer.readUInt32LE(locator) === ZIP64_LOCATOR_SIGNATURE
  ) {
    const zip64 = Number(buffer.readBigUInt64LE(locator + 8));
    if (zip64 + 56 <= buffer.length && buffer.readUInt32LE(zip64) === ZIP64_EOCD_SIGNATURE) {
      count = Number(buffer.readBigUInt64LE(zip64 + 32));
      offset = Number(buffer.readBigUInt64LE(zip64 + 48));
    }
  }
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new ExtractError('PARSING_ERROR', 'The archive is damaged: its directory is unreadable.');
    }
    const flags = buffer.readUInt16LE(at + 8);
    const method = buffer.readUInt16LE(at + 10);
    let compressedSize = buffer.readUInt32LE(at + 20);
    let size = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    let localHeaderOffset = buffer.readUInt32LE(at + 42);
    const nameBytes = buffer.subarray(at + 46, at + 46 + nameLength);
    const name = flags & FLAG_UTF8 ? nameBytes.toString('utf8') : decodeLegacyName(nameBytes);
    const extra = buffer.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    if (size === 0xffffffff || compressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      ({ size, compressedSize, localHeaderOffset } = readZip64Extra(
        extra,
        size,
        compressedSize,
        localHeaderOffset,
      ));
    }
    entries.push({
      name,
      method,
      flags,
      compressedSize,
      size,
      localHeaderOffset,
      isDirectory: name.endsWith('/'),
      isEncrypted: (flags & FLAG_ENCRYPTED) !== 0 || method === METHOD_AES,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(buffer: Buffer): number {
  const stop = Math.max(0, buffer.length - 22 - 0xffff);
  for (let i = buffer.length - 22; i >= stop; i--) {
    if (buffer[i] === 0x50 && buffer.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

function readZip64Extra(extra: Buffer, size: number, compressedSize: number, offset: number) {
  let i = 0;
  while (i + 4 <= extra.length) {
    const id = extra.readUInt16LE(i);
    const length = extra.readUInt16LE(i + 2);
    if (id === 0x0001) {
      let at = i + 4;
      const field = (value: number): number => {
        if (value !== 0xffffffff || at + 8 > i + 4 + length) return value;
        const read = Number(extra.readBigUInt64LE(at));
        at += 8;
        return read;
      };
      const fullSize = field(size);
      const fullCompressed = field(compressedSize);
      return { size: fullSize, compressedSize: fullCompressed, localHeaderOffset: field(offset) };
    }
    i += 4 + length;
  }
  return { size, compressedSize, localHeaderOffset: offset };
}

function decodeLegacyName(bytes: Buffer): string {
  // Most tools write UTF-8 without setting the flag; older ones a DOS code page, read here as Latin.
  const utf8 = bytes.toString('utf8');
  return utf8.includes('\ufffd') ? cp1252.decode(bytes) : utf8;
}

export function isZipMagic(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    (bytes[2] === 3 || bytes[2] === 5 || bytes[2] === 7) &&
    (bytes[3] === 4 || bytes[3] === 6 || bytes[3] === 8)
  );
}
