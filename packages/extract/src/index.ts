import type { ParseResult } from '@vigil/contracts';

export interface ExtractedSegment {
  text: string;
  scope: 'TEXT' | 'FORMULA';
  location?: string;
}

export interface Extraction {
  parseResult: ParseResult;
  /** A person-readable reason when parseResult is not OK. */
  brokenDescription?: string;
  isEncrypted: boolean;
  segments: ExtractedSegment[];
}

export interface ExtractOptions {
  fileName: string;
  /** Treat the bytes as plain text whatever the extension (allowlisting "Parse As Text"). */
  parseAsText?: boolean;
  /** Limits for archives and decompression (defaults in the implementation). */
  maxArchiveDepth?: number;
  maxExpandedBytes?: number;
}

/** Turns a file's bytes into text segments; never throws for a broken file. */
export async function extractText(_bytes: Uint8Array, _options: ExtractOptions): Promise<Extraction> {
  throw new Error('not implemented');
}
