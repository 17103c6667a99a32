import type { ParseResult } from '@vigil/contracts';

export interface ExtractedSegment {
  text: string;
  scope: 'TEXT' | 'FORMULA';
  location?: string;
}

/** How one member of an archive was read; only archives fill Extraction.entries. */
export interface ExtractedEntry {
  path: string;
  parseResult: ParseResult;
  brokenDescription?: string;
}

export interface Extraction {
  parseResult: ParseResult;
  /** A person-readable reason when parseResult is not OK. */
  brokenDescription?: string;
  isEncrypted: boolean;
  /**
   * What was read. Usually empty when parseResult is not OK, but a damaged PDF or an archive with
   * some unreadable members still yields the text that could be recovered: classify it all the same.
   */
  segments: ExtractedSegment[];
  /** The detected format, e.g. "docx", "pdf", "zip", "text". */
  format?: string;
  /** Archives: every member that was looked at, with its own result (capped like the archive). */
  entries?: ExtractedEntry[];
}

/** Thrown inside the extractors for a file that cannot be read; extractText turns it into a result. */
export class ExtractError extends Error {
  constructor(
    readonly parseResult: Exclude<ParseResult, 'OK'>,
    message: string,
    readonly isEncrypted = parseResult === 'ENCRYPTED_PASSWORD' || parseResult === 'ENCRYPTED_DIFF_CUSTOMER',
  ) {
    super(message);
    this.name = 'ExtractError';
  }
}

export function failed(error: ExtractError, format?: string): Extraction {
  return {
    parseResult: error.parseResult,
    brokenDescription: error.message,
    isEncrypted: error.isEncrypted,
    segments: [],
    ...(format ? { format } : {}),
  };
}

export function succeeded(segments: ExtractedSegment[], format: string): Extraction {
  return { parseResult: 'OK', isEncrypted: false, segments, format };
}

/** Drops empty segments so that callers never classify nothing. */
export function textSegment(text: string, location?: string): ExtractedSegment[] {
  if (text.length === 0 || isBlank(text)) return [];
  return location === undefined ? [{ text, scope: 'TEXT' }] : [{ text, scope: 'TEXT', location }];
}

function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return false;
  }
  return true;
}
