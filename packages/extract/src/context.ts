import { ExtractError } from './extraction.js';
import type { Extraction } from './extraction.js';

const MiB = 1024 * 1024;

export const EXTRACT_DEFAULTS = {
  maxArchiveDepth: 3,
  maxExpandedBytes: 256 * MiB,
  maxEntryBytes: 64 * MiB,
  maxArchiveEntries: 10_000,
  /** Deflate tops out near 1032:1; real documents stay well under 100:1 (sparse sheets reach ~150). */
  maxCompressionRatio: 250,
  /** Below this size a high ratio is harmless and common (a run of spaces, an empty sheet). */
  ratioCheckMinBytes: 1 * MiB,
} as const;

export interface Limits {
  maxArchiveDepth: number;
  maxExpandedBytes: number;
  maxEntryBytes: number;
  maxArchiveEntries: number;
  maxCompressionRatio: number;
  ratioCheckMinBytes: number;
}

/** The caller's own keys for Vigil-encrypted files (provisional, see formats/vigil-encrypted.ts). */
export interface VigilKeyring {
  keyIds: readonly string[];
  decrypt?: (keyId: string, payload: Uint8Array) => Uint8Array | Promise<Uint8Array>;
}

/** State shared by one extractText call and every nested member it reads. */
export interface ExtractContext {
  limits: Limits;
  /** Bytes produced by decompression so far, across every nesting level. */
  expandedBytes: number;
  /** How many archives enclose the bytes being read now. */
  archiveDepth: number;
  signal: AbortSignal | undefined;
  keyring: VigilKeyring | undefined;
  /** Reads a member of a container (an archive entry, a decrypted payload) with this same context. */
  extractNested: (bytes: Uint8Array, fileName: string) => Promise<Extraction>;
}

export function throwIfCanceled(ctx: ExtractContext): void {
  if (ctx.signal?.aborted) throw new ExtractError('CANCELED', 'The scan was canceled.');
}

/** Accounts for decompressed bytes; throws TOO_LARGE when the whole file would expand past the cap. */
export function chargeExpanded(ctx: ExtractContext, bytes: number, what: string): void {
  ctx.expandedBytes += bytes;
  if (ctx.expandedBytes > ctx.limits.maxExpandedBytes) {
    throw new ExtractError(
      'TOO_LARGE',
      `${what} would expand the file past ${formatBytes(ctx.limits.maxExpandedBytes)} of content.`,
    );
  }
}

export function remainingExpansion(ctx: ExtractContext): number {
  return Math.max(0, ctx.limits.maxExpandedBytes - ctx.expandedBytes);
}

export function formatBytes(bytes: number): string {
  if (bytes >= MiB) return `${Math.round((bytes / MiB) * 10) / 10} MiB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KiB`;
  return `${bytes} bytes`;
}
