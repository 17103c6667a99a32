import zlib from 'node:zlib';
import { ExtractError } from './extraction.js';
import { formatBytes } from './context.js';

export type DeflateWrapper = 'raw' | 'zlib';

/**
 * Inflates with a hard output cap, so that a bomb stops at the cap instead of filling memory.
 * `tolerateTruncation` returns what a cut-off stream decoded so far (damaged PDFs) instead of failing.
 */
export function inflateCapped(
  data: Uint8Array,
  wrapper: DeflateWrapper,
  maxBytes: number,
  what: string,
  tolerateTruncation = false,
  expectedBytes?: number,
): Buffer {
  const options: zlib.ZlibOptions = {
    maxOutputLength: Math.max(1, maxBytes),
    // Output in one chunk when its size is known: zlib then needn't concatenate (copy) chunks.
    ...(expectedBytes !== undefined
      ? { chunkSize: Math.max(64 * 1024, Math.min(expectedBytes + 1, maxBytes + 1)) }
      : {}),
    ...(tolerateTruncation ? { finishFlush: zlib.constants.Z_SYNC_FLUSH } : {}),
  };
  try {
    return wrapper === 'raw' ? zlib.inflateRawSync(data, options) : zlib.inflateSync(data, options);
  } catch (error) {
    if (isTooLarge(error)) {
      throw new ExtractError('TOO_LARGE', `${what} expands to more than ${formatBytes(maxBytes)}.`);
    }
    throw new ExtractError('PARSING_ERROR', `${what} is damaged: its compressed data can't be decoded.`);
  }
}

function isTooLarge(error: unknown): boolean {
  return (
    error instanceof RangeError ||
    (error instanceof Error && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE')
  );
}
