import { chargeExpanded, formatBytes, remainingExpansion } from '../context.js';
import type { ExtractContext } from '../context.js';
import { ExtractError } from '../extraction.js';
import { inflateCapped } from '../inflate.js';
import type { ArchiveMember } from './archive.js';

/** A .gz holds one file: named in its header, or the archive's own name without ".gz". */
export function gzipMember(bytes: Uint8Array, fileName: string, ctx: ExtractContext): ArchiveMember {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const path = base.replace(/\.tgz$/i, '.tar').replace(/\.gz$/i, '') || 'content';
  return {
    path,
    read: () => {
      // The trailer holds the size modulo 4 GiB: good enough to refuse a bomb before inflating.
      const declared = buffer.length >= 18 ? buffer.readUInt32LE(buffer.length - 4) : 0;
      const { limits } = ctx;
      if (declared >= limits.ratioCheckMinBytes && declared > buffer.length * limits.maxCompressionRatio) {
        const ratio = Math.round(declared / buffer.length);
        throw new ExtractError(
          'TOO_LARGE',
          `${path} is compressed ${ratio}:1, which looks like a zip bomb; it wasn't expanded.`,
        );
      }
      const cap = Math.min(limits.maxEntryBytes, remainingExpansion(ctx));
      if (cap <= 0) {
        throw new ExtractError(
          'TOO_LARGE',
          `The file would expand past ${formatBytes(limits.maxExpandedBytes)} of content.`,
        );
      }
      const out = inflateGzip(buffer, cap, path);
      chargeExpanded(ctx, out.length, path);
      return out;
    },
  };
}

function inflateGzip(buffer: Buffer, cap: number, path: string): Buffer {
  // gzip = zlib's deflate with another header: skip the header, inflate raw.
  if (buffer.length < 18 || buffer[2] !== 8)
    throw new ExtractError('PARSING_ERROR', `The gzip file is damaged: ${path} can't be read.`);
  const flags = buffer[3] ?? 0;
  let at = 10;
  if (flags & 4) at += 2 + buffer.readUInt16LE(at);
  if (flags & 8) at = buffer.indexOf(0, at) + 1;
  if (flags & 16) at = buffer.indexOf(0, at) + 1;
  if (flags & 2) at += 2;
  if (at <= 0 || at >= buffer.length)
    throw new ExtractError('PARSING_ERROR', `The gzip file is damaged: ${path} can't be read.`);
  return inflateCapped(buffer.subarray(at), 'raw', cap, path, true);
}
