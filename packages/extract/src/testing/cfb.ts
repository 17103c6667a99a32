const SECTOR = 512;
const MINI_SECTOR = 64;
const MINI_CUTOFF = 4096;
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

/**
 * A version-3 Compound File (512-byte sectors) holding the given streams at its root: small ones
 * in the mini stream, as real writers do, so that both read paths are exercised.
 */
export function buildCfb(streams: Record<string, Uint8Array>): Uint8Array {
  const sectors: Buffer[] = [];
  const fat: number[] = [];
  const allocate = (data: Buffer): number => {
    if (data.length === 0) return END_OF_CHAIN;
    const count = Math.ceil(data.length / SECTOR);
    const start = sectors.length;
    for (let i = 0; i < count; i++) {
      const sector = Buffer.alloc(SECTOR);
      data.copy(sector, 0, i * SECTOR, Math.min(data.length, (i + 1) * SECTOR));
      sectors.push(sector);
      fat.push(i === count - 1 ? END_OF_CHAIN : start + i + 1);
    }
    return start;
  };

  const miniParts: Buffer[] = [];
  const miniFat: number[] = [];
  const entries: { name: string; type: number; start: number; size: number }[] = [];
  for (const [name, content] of Object.entries(streams)) {
    const data = Buffer.from(content);
    if (data.length >= MINI_CUTOFF) {
      entries.push({ name, type: 2, start: allocate(data), size: data.length });
      continue;
    }
    const count = Math.ceil(data.length / MINI_SECTOR);
    const start = miniFat.length;
    for (let i = 0; i < count; i++) {
      const chunk = Buffer.alloc(MINI_SECTOR);
      data.copy(chunk, 0, i * MINI_SECTOR, Math.min(data.length, (i + 1) * MINI_SECTOR));
      miniParts.push(chunk);
      miniFat.push(i === count - 1 ? END_OF_CHAIN : start + i + 1);
    }
    entries.push({ name, type: 2, start: count > 0 ? start : END_OF_CHAIN, size: data.length });
  }
  const miniStream = Buffer.concat(miniParts);
  const rootStart = allocate(miniStream);
  const miniFatBytes = Buffer.alloc(Math.ceil((miniFat.length * 4) / SECTOR) * SECTOR, 0xff);
  miniFat.forEach((v, i) => miniFatBytes.writeUInt32LE(v, i * 4));
  const miniFatStart = allocate(miniFatBytes);

  const all = [{ name: 'Root Entry', type: 5, start: rootStart, size: miniStream.length }, ...entries];
  const directory = Buffer.alloc(Math.ceil(all.length / 4) * SECTOR);
  all.forEach((entry, i) => {
    const at = i * 128;
    const name = Buffer.from(`${entry.name}\0`, 'utf16le');
    name.copy(directory, at, 0, Math.min(64, name.length));
    directory.writeUInt16LE(Math.min(64, name.length), at + 64);
    directory[at + 66] = entry.type;
    directory[at + 67] = 1;
    directory.writeUInt32LE(NO_STREAM, at + 68);
    directory.writeUInt32LE(i > 0 && i + 1 < all.length ? i + 1 : NO_STREAM, at + 72);
    directory.writeUInt32LE(i === 0 && all.length > 1 ? 1 : NO_STREAM, at + 76);
    directory.writeUInt32LE(entry.start, at + 116);
    directory.writeUInt32LE(entry.size, at + 120);
  });
  const directoryStart = allocate(directory);

  let fatSectorCount = 1;
  while (Math.ceil((sectors.length + fatSectorCount) / (SECTOR / 4)) > fatSectorCount) fatSectorCount++;
  const firstFatSector = sectors.length;
  for (let i = 0; i < fatSectorCount; i++) {
    fat.push(FAT_SECTOR);
    sectors.push(Buffer.alloc(SECTOR));
  }
  const fatBytes = Buffer.alloc(fatSectorCount * SECTOR, 0xff);
  fat.forEach((v, i) => fatBytes.writeUInt32LE(v, i * 4));
  for (let i = 0; i < fatSectorCount; i++)
    fatBytes.copy(sectors[firstFatSector + i]!, 0, i * SECTOR, (i + 1) * SECTOR);

  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(fatSectorCount, 0x2c);
  header.writeUInt32LE(directoryStart, 0x30);
  header.writeUInt32LE(MINI_CUTOFF, 0x38);
  header.writeUInt32LE(miniFat.length > 0 ? miniFatStart : END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(miniFatBytes.length / SECTOR, 0x40);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  header.writeUInt32LE(0, 0x48);
  for (let i = 0; i < 109; i++)
    header.writeUInt32LE(i < fatSectorCount ? firstFatSector + i : FREE, 0x4c + i * 4);
  return Buffer.concat([header, ...sectors]);
}

/**
 * A minimal Word 97 file: a FIB pointing at a one-piece table, text stored as UTF-16 or as
 * 8-bit "compressed" text, as Word writes it.
 */
export function buildWordDocument(
  text: string,
  options: { compressed?: boolean; encrypted?: boolean } = {},
): Uint8Array {
  const textOffset = 0x800;
  const encoded = options.compressed ? Buffer.from(text, 'latin1') : Buffer.from(text, 'utf16le');
  const word = Buffer.alloc(textOffset + encoded.length + 512);
  word.writeUInt16LE(0xa5ec, 0);
  word.writeUInt16LE(0x00c1, 2);
  word.writeUInt16LE(options.encrypted ? 0x0100 : 0, 0x0a);
  word.writeUInt16LE(14, 32);
  const cslwAt = 34 + 14 * 2;
  word.writeUInt16LE(22, cslwAt);
  word.writeUInt32LE(text.length, cslwAt + 2 + 3 * 4);
  const cbAt = cslwAt + 2 + 22 * 4;
  word.writeUInt16LE(93, cbAt);
  const fcLcbAt = cbAt + 2;
  encoded.copy(word, textOffset);

  const pieceFc = options.compressed ? (textOffset * 2) | 0x40000000 : textOffset;
  const plc = Buffer.alloc(4 * 2 + 8);
  plc.writeUInt32LE(0, 0);
  plc.writeUInt32LE(text.length, 4);
  plc.writeUInt32LE(pieceFc, 8 + 2);
  const clx = Buffer.concat([Buffer.from([0x02]), u32(plc.length), plc]);
  const table = Buffer.concat([Buffer.alloc(16), clx]);
  word.writeUInt32LE(16, fcLcbAt + 33 * 8);
  word.writeUInt32LE(clx.length, fcLcbAt + 33 * 8 + 4);
  return buildCfb({ WordDocument: word, '0Table': table });
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}
