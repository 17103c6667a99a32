import { ExtractError } from '../extraction.js';
import type { ArchiveMember } from './archive.js';

/** Members of a ustar/GNU/pax tar: regular files only, long names resolved. */
export function* tarMembers(bytes: Uint8Array): Generator<ArchiveMember> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  let longName: string | undefined;
  while (at + 512 <= buffer.length) {
    const header = buffer.subarray(at, at + 512);
    if (header.every((b) => b === 0)) return;
    if (!validChecksum(header)) {
      yield damagedMember(`@${at}`, 'The tar archive is damaged: a header is corrupt.');
      return;
    }
    const size = readSize(header);
    const type = String.fromCharCode(header[156] || 48);
    const dataStart = at + 512;
    const dataEnd = dataStart + size;
    if (dataEnd > buffer.length) {
      yield damagedMember(cString(header.subarray(0, 100)), 'The tar archive is truncated.');
      return;
    }
    const data = buffer.subarray(dataStart, dataEnd);
    at = dataStart + Math.ceil(size / 512) * 512;
    if (type === 'L') {
      longName = cString(data);
      continue;
    }
    if (type === 'x') {
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'))?.[1] ?? longName;
      continue;
    }
    const prefix = cString(header.subarray(345, 500));
    const name =
      longName ??
      (prefix ? `${prefix}/${cString(header.subarray(0, 100))}` : cString(header.subarray(0, 100)));
    longName = undefined;
    if (type !== '0' && type !== '7') continue;
    yield { path: name.replace(/^\.\//, ''), read: () => data };
  }
}

/** Stands for the unreadable rest of the archive, so that the members read so far are kept. */
function damagedMember(path: string, reason: string): ArchiveMember {
  return {
    path,
    read: () => {
      throw new ExtractError('PARSING_ERROR', reason);
    },
  };
}

function readSize(header: Buffer): number {
  // Sizes over 8 GiB use base-256 with the top bit set.
  if ((header[124] ?? 0) & 0x80) {
    let size = 0;
    for (let i = 125; i < 136; i++) size = size * 256 + (header[i] ?? 0);
    return size;
  }
  return parseInt(cString(header.subarray(124, 136)).trim() || '0', 8) || 0;
}

function validChecksum(header: Buffer): boolean {
  const stored = parseInt(cString(header.subarray(148, 156)).trim(), 8);
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  return stored === sum;
}

function cString(bytes: Buffer): string {
  const nul = bytes.indexOf(0);
  return bytes.toString('utf8', 0, nul < 0 ? bytes.length : nul);
}
