import { extractText } from '../index.js';
import type { ExtractOptions, Extraction } from '../index.js';

/** extractText with a file name, for tests. */
export function extract(
  bytes: Uint8Array,
  fileName: string,
  options: Partial<ExtractOptions> = {},
): Promise<Extraction> {
  return extractText(bytes, { fileName, ...options });
}

/** The whole text of an extraction's TEXT segments, in order. */
export function allText(result: Extraction): string {
  return result.segments
    .filter((s) => s.scope === 'TEXT')
    .map((s) => s.text)
    .join('\n');
}
