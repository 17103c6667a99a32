import { createHash } from 'node:crypto';
import { promises as fs, readFileSync } from 'node:fs';
import { createEngine } from '@vigil/classify';
import { extractText } from '@vigil/extract';
import {
  AgentLimits,
  type AgentPolicy,
  type ClassifierDefinition,
  type ClassifierEntry,
  type ParseResult,
} from '@vigil/contracts';
import { readScannedContainer } from '../encrypt/scan-container.js';
import { isNodeError } from '../state/json-file.js';

export interface AnalyzerSetup {
  classifiers: ClassifierDefinition[];
  deviceId: number;
  /** The customer's data key id: the agent's own encrypted files report their kept findings. */
  encryptionKeyId?: string | null;
}

export function analyzerSetupOf(policy: AgentPolicy, deviceId: number): AnalyzerSetup {
  return { classifiers: policy.classifiers, deviceId, encryptionKeyId: policy.encryption.key?.id ?? null };
}

export interface AnalyzeRequest {
  path: string;
  extension: string;
  /** Hash last sent under the current policy: equal content is not extracted again. */
  knownHash: string | null;
  parseAsText: boolean;
  isRemovable: boolean;
}

export type AnalyzeResult =
  | { kind: 'same'; hash: string; bytes: number }
  | {
      kind: 'analyzed';
      hash: string;
      bytes: number;
      parseResult: ParseResult;
      brokenDescription: string | null;
      isEncrypted: boolean;
      entries: ClassifierEntry[];
    }
  | { kind: 'unreadable'; parseResult: 'CANT_OPEN_FILE' | 'LOCKED'; description: string }
  /** Past a worker's time or memory limit (worker-pool.ts): not analysed, and not tried again as is. */
  | { kind: 'stopped'; parseResult: 'CANCELED'; description: string }
  /** Deleted between the walk and the read. */
  | { kind: 'gone' };

const LOCK_CODES = ['EBUSY', 'EAGAIN', 'EWOULDBLOCK', 'ETXTBSY', 'ELOCKED'];
const SAMPLE_MAX = 64;

export function readFailure(error: NodeJS.ErrnoException): AnalyzeResult {
  if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return { kind: 'gone' };
  const parseResult = LOCK_CODES.includes(error.code ?? '') ? 'LOCKED' : 'CANT_OPEN_FILE';
  return {
    kind: 'unreadable',
    parseResult,
    description: `${error.code ?? 'error'}: ${error.message}`.slice(0, 1000),
  };
}

/** The API's bounds, enforced here too so that one odd file cannot get a whole batch rejected. */
export function boundEntries(entries: readonly ClassifierEntry[]): ClassifierEntry[] {
  return entries.slice(0, AgentLimits.entriesPerFile).map((entry) => ({
    classifierId: entry.classifierId,
    count: Math.min(AgentLimits.entriesPerFinding, Math.max(0, Math.trunc(entry.count))),
    samples: entry.samples.slice(0, AgentLimits.samplesPerEntry).map((sample) => sample.slice(0, SAMPLE_MAX)),
  }));
}

/**
 * Read → hash → extract → classify for one file; the same code runs in workers and inline.
 * syncRead: in a worker thread nothing else waits on its event loop, and a synchronous read of a
 * cached file is several times faster than fs.promises.readFile's chunked round trips.
 */
export function createFileAnalyzer(
  setup: AnalyzerSetup,
  options: { syncRead?: boolean } = {},
): (request: AnalyzeRequest) => Promise<AnalyzeResult> {
  // One classifier the engine cannot compile (a bad pattern, a compound cycle) must not stop the
  // scan for all the others: it is left out, and the server validates patterns at save time.
  const engine = createEngine(setup.classifiers, { skipInvalid: true });
  return async (request) => {
    let bytes: Buffer;
    try {
      bytes = options.syncRead ? readFileSync(request.path) : await fs.readFile(request.path);
    } catch (error) {
      if (isNodeError(error)) return readFailure(error);
      throw error;
    }
    const hash = createHash('sha256').update(bytes).digest('hex');
    if (request.knownHash === hash) return { kind: 'same', hash, bytes: bytes.length };
    const sealed = readScannedContainer(bytes, setup.encryptionKeyId ?? null);
    if (sealed) return { kind: 'analyzed', hash, bytes: bytes.length, isEncrypted: true, ...sealed };

    const fileName = request.path.split(/[\\/]/).pop() ?? request.path;
    let extraction: Awaited<ReturnType<typeof extractText>>;
    try {
      extraction = await extractText(bytes, { fileName, parseAsText: request.parseAsText });
    } catch (error) {
      // extractText promises not to throw on a broken file; if it does anyway, the file says so.
      return {
        kind: 'analyzed',
        hash,
        bytes: bytes.length,
        parseResult: 'PARSING_ERROR',
        brokenDescription:
          `Extraction failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 1000),
        isEncrypted: false,
        entries: [],
      };
    }
    const classified = engine.classify({
      segments: extraction.segments,
      path: request.path,
      extension: request.extension,
      deviceId: setup.deviceId,
      isRemovable: request.isRemovable,
    });
    return {
      kind: 'analyzed',
      hash,
      bytes: bytes.length,
      parseResult: extraction.parseResult,
      brokenDescription: extraction.brokenDescription?.slice(0, 1000) ?? null,
      isEncrypted: extraction.isEncrypted,
      entries: boundEntries(classified.entries),
    };
  };
}
