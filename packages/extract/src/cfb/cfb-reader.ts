import { ExtractError } from '../extraction.js';
import { asBuffer } from '../text/decode.js';

const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const STREAM = 2;
const ROOT = 5;

export interface CfbEntry {
  name: string;
  type: number;
  start: number;
  size: number;
}

/**
 * A Compound File Binary (OLE2) container: legacy Office files, and password-protected modern
 * ones (their encrypted package sits in a CFB). Reads the directory and whole streams.
 */
export class CfbFile {
  readonly entries: CfbEntry[] = [];
  private readonly buffer: Buffer;
  private readonly sectorSize: number;
  private readonly miniSectorSize: number;
  private readonly miniCutoff: number;
  private readonly fat: Uint32Array;
  private miniFat: Uint32Array | undefined;
  private miniStream: Buffer | undefined;

  constructor(bytes: Uint8Array) {
    const buffer = asBuffer(bytes);
    this.buffer = buffer;
    if (buffer.length < 512) throw damaged('its header is incomplete');
    const sectorShift = buffer.readUInt16LE(0x1e);
    const miniShift = buffer.readUInt16LE(0x20);
    if (sectorShift !== 9 && sectorShift !== 12) throw damaged('its sector size is invalid');
    this.sectorSize = 1 << sectorShift;
    this.miniSectorSize = 1 << Math.min(miniShift, 12);
    this.miniCutoff = buffer.readUInt32LE(0x38);
    this.fat = this.readFat();
    this.readDirectory(buffer.readUInt32LE(0x30));
  }

  find(name: string): CfbEntry | undefined {
    const lower = name.toLowerCase();
    return this.entries.find((e) => e.type === STREAM && e.name.toLowerCase() === lower);
  }

  read(entry: CfbEntry, maxBytes: number): Buffer {
    if (entry.size > maxBytes)
      throw new ExtractError('TOO_LARGE', `The stream ${entry.name} is larger than the limit.`);
    if (entry.size < this.miniCutoff && entry.type !== ROOT) return this.readMini(entry);
    return this.readChain(entry.start, entry.size);
  }

  private sectorOffset(sector: number): number {
    return (sector + 1) * this.sectorSize;
  }

  private readFat(): Uint32Array {
    const buffer = this.buffer;
    // A FAT never needs more sectors than it takes to map every sector the file has.
    const fileSectors = Math.ceil(buffer.length / this.sectorSize);
    const fatSectorCount = Math.min(
      buffer.readUInt32LE(0x2c),
      Math.ceil(fileSectors / (this.sectorSize / 4)) + 1,
    );
    const fatSectors: number[] = [];
    for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++)
      fatSectors.push(buffer.readUInt32LE(0x4c + i * 4));
    let difat = buffer.readUInt32LE(0x44);
    const perSector = this.sectorSize / 4 - 1;
    for (
      let guard = 0;
      difat !== END_OF_CHAIN &&
      difat !== FREE_SECTOR &&
      fatSectors.length < fatSectorCount &&
      guard < 1_000_000;
      guard++
    ) {
      const at = this.sectorOffset(difat);
      if (at + this.sectorSize > buffer.length) break;
      for (let i = 0; i < perSector && fatSectors.length < fatSectorCount; i++)
        fatSectors.push(buffer.readUInt32LE(at + i * 4));
      difat = buffer.readUInt32LE(at + perSector * 4);
    }
    const perFatSector = this.sectorSize / 4;
    const fat = new Uint32Array(fatSectors.length * perFatSector).fill(FREE_SECTOR);
    fatSectors.forEach((sector, index) => {
      const at = this.sectorOffset(sector);
      if (at + this.sectorSize > buffer.length) return;
      for (let i = 0; i < perFatSector; i++) fat[index * perFatSector + i] = buffer.readUInt32LE(at + i * 4);
    });
    return fat;
  }

  private chain(start: number, fat: Uint32Array): number[] {
    const sectors: number[] = [];
    const seen = new Set<number>();
    for (let s = start; s !== END_OF_CHAIN && s !== FREE_SECTOR; s = fat[s] ?? END_OF_CHAIN) {
      if (seen.has(s) || s >= fat.length) {
        if (seen.has(s)) throw damaged('a sector chain loops');
        break;
      }
      seen.add(s);
      sectors.push(s);
    }
    return sectors;
  }

  private readChain(start: number, size: number): Buffer {
    const parts: Buffer[] = [];
    let remaining = size;
    for (const sector of this.chain(start, this.fat)) {
      if (remaining <= 0) break;
      const at = this.sectorOffset(sector);
      const take = Math.min(this.sectorSize, remaining);
      if (at + take > this.buffer.length) throw damaged('it is truncated');
      parts.push(this.buffer.subarray(at, at + take));
      remaining -= take;
    }
    return Buffer.concat(parts);
  }

  private readMini(entry: CfbEntry): Buffer {
    if (!this.miniStream || !this.miniFat) {
      const root = this.entries.find((e) => e.type === ROOT);
      this.miniStream = root ? this.readChain(root.start, root.size) : Buffer.alloc(0);
      const miniFatStart = this.buffer.readUInt32LE(0x3c);
      const miniFatBytes = this.readChain(miniFatStart, this.buffer.readUInt32LE(0x40) * this.sectorSize);
      this.miniFat = new Uint32Array(miniFatBytes.length / 4);
      for (let i = 0; i < this.miniFat.length; i++) this.miniFat[i] = miniFatBytes.readUInt32LE(i * 4);
    }
    const parts: Buffer[] = [];
    let remaining = entry.size;
    for (const sector of this.chain(entry.start, this.miniFat)) {
      if (remaining <= 0) break;
      const at = sector * this.miniSectorSize;
      const take = Math.min(this.miniSectorSize, remaining);
      if (at + take > this.miniStream.length) throw damaged('a small stream is cut off');
      parts.push(this.miniStream.subarray(at, at + take));
      remaining -= take;
    }
    return Buffer.concat(parts);
  }

  private readDirectory(start: number): void {
    const data = this.readChain(start, this.chain(start, this.fat).length * this.sectorSize);
    for (let at = 0; at + 128 <= data.length; at += 128) {
      const nameLength = Math.min(64, data.readUInt16LE(at + 64));
      const type = data[at + 66] ?? 0;
      if (type === 0) continue;
      this.entries.push({
        name: data.toString('utf16le', at, at + Math.max(0, nameLength - 2)),
        type,
        start: data.readUInt32LE(at + 116),
        size: data.readUInt32LE(at + 120),
      });
    }
    if (this.entries.length === 0) throw damaged('its directory is empty');
  }
}

function damaged(reason: string): ExtractError {
  return new ExtractError('PARSING_ERROR', `The Office file is damaged: ${reason}.`);
}
