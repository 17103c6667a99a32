import type { Extraction } from './extraction.js';

/**
 * The result for a file the agent couldn't read at all, from the error its read threw: held open
 * by another process (LOCKED) or not readable (CANT_OPEN_FILE). Extraction itself never sees these.
 */
export function extractionForReadError(error: unknown): Extraction {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'EBUSY' || code === 'ETXTBSY' || code === 'EAGAIN') {
    return {
      parseResult: 'LOCKED',
      brokenDescription: 'The file is locked by another application.',
      isEncrypted: false,
      segments: [],
    };
  }
  const reasons: Record<string, string> = {
    EACCES: 'Access to the file was denied.',
    EPERM: 'Access to the file was denied.',
    ENOENT: 'The file no longer exists.',
    EISDIR: 'The path is a folder, not a file.',
    ELOOP: 'The path loops through symbolic links.',
    EIO: 'The disk reported an error while reading the file.',
  };
  return {
    parseResult: 'CANT_OPEN_FILE',
    brokenDescription: reasons[code] ?? `The file couldn't be opened${code ? ` (${code})` : ''}.`,
    isEncrypted: false,
    segments: [],
  };
}
