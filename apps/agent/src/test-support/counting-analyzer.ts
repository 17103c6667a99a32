import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { AnalyzeRequest, AnalyzeResult } from '../scan/analyze-file.js';
import type { Analyzer } from '../scan/worker-pool.js';

export const CARD = '4111111111111111';

/**
 * Stands in for extraction and the engine (tested in their own packages) in tests of what is
 * around them: counts one literal as entries of classifier 1.
 */
export function countingAnalyzer() {
  const requests: AnalyzeRequest[] = [];
  const analyzer: Analyzer = {
    concurrency: 4,
    async analyze(request): Promise<AnalyzeResult> {
      requests.push(request);
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(request.path);
      } catch {
        return { kind: 'gone' };
      }
      const hash = createHash('sha256').update(bytes).digest('hex');
      if (hash === request.knownHash) return { kind: 'same', hash, bytes: bytes.length };
      const count = bytes.toString('utf8').split(CARD).length - 1;
      return {
        kind: 'analyzed',
        hash,
        bytes: bytes.length,
        parseResult: 'OK',
        brokenDescription: null,
        isEncrypted: false,
        entries: count > 0 ? [{ classifierId: 1, count, samples: ['4111 **** **** 1111'] }] : [],
      };
    },
    async configure() {},
    async close() {},
  };
  return { analyzer, requests };
}
