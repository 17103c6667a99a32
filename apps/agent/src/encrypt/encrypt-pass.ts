import { delayWithinGroupRange, type AgentPolicy } from '@vigil/contracts';
import type { DiskQueue } from '../queue/disk-queue.js';
import { extensionOf } from '../scan/decide.js';
import { buildFileReport } from '../scan/file-report.js';
import type { IndexChange, IndexEntry, ScanIndex } from '../scan/scan-index.js';
import { BatchBuilder, type BuiltBatch } from '../upload/batch-builder.js';
import { dataKeyOf, type DataKey } from './container.js';
import { encryptFileInPlace } from './file-crypt.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EncryptionPlan {
  key: DataKey;
  /** Classifier id → days a file with its findings stays unmodified before it is encrypted. */
  delayDays: Map<string, number>;
}

/**
 * What this device encrypts: nothing unless Allow Encryption is on and a key came with the policy;
 * then the classifiers whose rule has encryption on, each with its delay moved into the security
 * group's range (the server does so too; an older server's policy may not have).
 */
export function encryptionPlan(policy: AgentPolicy): EncryptionPlan | null {
  const key = dataKeyOf(policy.encryption.key);
  if (!policy.encryption.enabled || !key) return null;
  const range = { min: policy.encryption.delayDaysMin, max: policy.encryption.delayDaysMax };
  const delayDays = new Map<string, number>();
  for (const rule of policy.rules) {
    if (!rule.encryption.isEnabled) continue;
    const days = delayWithinGroupRange(rule.encryption.delayDays, range);
    const id = String(rule.classifierId);
    delayDays.set(id, Math.min(days, delayDays.get(id) ?? days));
  }
  return delayDays.size > 0 ? { key, delayDays } : null;
}

/** The shortest delay among the classifiers found in the file; null when none of them encrypts. */
export function delayFor(entry: Pick<IndexEntry, 'found'>, plan: EncryptionPlan): number | null {
  let delay: number | null = null;
  for (const [id, count] of Object.entries(entry.found)) {
    const days = plan.delayDays.get(id);
    if (count > 0 && days !== undefined) delay = delay === null ? days : Math.min(delay, days);
  }
  return delay;
}

/**
 * Idle is measured from the last modification. The last access cannot be used on Linux: the agent's
 * own reads (and any backup or indexer) move it under the default relatime mount option.
 */
export function isIdle(mtimeMs: number, delayDays: number, now: number): boolean {
  return now - mtimeMs >= delayDays * DAY_MS;
}

export interface EncryptPassSettings {
  roots: string[];
  policy: AgentPolicy;
  now?: number;
  onWarning?: (message: string) => void;
}

export interface EncryptPassDependencies {
  index: ScanIndex;
  queue: Pick<DiskQueue, 'enqueue'>;
  ownerOf: (uid: number) => string;
  onBatchQueued?: () => void;
}

/**
 * After a scan: every indexed file under the roots with findings of an encrypting classifier, idle
 * for its delay and still exactly the content classified, is encrypted in place and reported as
 * encrypted with the same findings (Encrypted Risk). The index then holds the container, so later
 * scans see it unchanged; a rescan reads the container's header (analyze-file) and reports the same.
 */
export async function encryptIdleFiles(
  settings: EncryptPassSettings,
  deps: EncryptPassDependencies,
): Promise<{ encrypted: number; failed: number }> {
  const plan = encryptionPlan(settings.policy);
  if (!plan) return { encrypted: 0, failed: 0 };
  const now = settings.now ?? Date.now();
  const builder = new BatchBuilder<IndexChange>();
  let encrypted = 0;
  let failed = 0;
  const persist = async (built: BuiltBatch<IndexChange> | null) => {
    if (!built) return;
    await deps.queue.enqueue(built.batch);
    await deps.index.commit(built.metas);
    deps.onBatchQueued?.();
  };
  const paths = new Set(settings.roots.flatMap((root) => deps.index.pathsUnder(root)));
  for (const file of paths) {
    const entry = deps.index.get(file);
    if (!entry?.hash) continue;
    const delay = delayFor(entry, plan);
    if (delay === null || !isIdle(entry.mtimeMs, delay, now)) continue;
    const findings = Object.entries(entry.found)
      .map(([id, count]) => ({ classifierId: Number(id), count }))
      .filter((f) => f.count > 0);
    let outcome: Awaited<ReturnType<typeof encryptFileInPlace>>;
    try {
      outcome = await encryptFileInPlace(file, plan.key, findings, {
        size: entry.size,
        mtimeMs: entry.mtimeMs,
        hash: entry.hash,
      });
    } catch (error) {
      failed += 1;
      settings.onWarning?.(
        `${file}: not encrypted (${error instanceof Error ? error.message : String(error)})`,
      );
      continue;
    }
    // A file changed since the scan is read by the next one, and encrypted after it if still due.
    if (outcome.kind !== 'encrypted') continue;
    encrypted += 1;
    const extension = extensionOf(file);
    const built = buildFileReport(
      { path: file, stats: outcome.stats, extension, owner: deps.ownerOf(outcome.stats.uid) },
      {
        kind: 'analyzed',
        hash: outcome.hash,
        bytes: outcome.bytes,
        parseResult: 'OK',
        brokenDescription: null,
        isEncrypted: true,
        entries: findings.map((f) => ({ ...f, samples: [] })),
      },
    );
    const next: IndexEntry = {
      ...entry,
      size: outcome.stats.size,
      mtimeMs: outcome.stats.mtimeMs,
      ino: outcome.stats.ino,
      hash: outcome.hash,
    };
    if ('error' in built) {
      // The file is encrypted either way: the index must know, or the next scan sees a new file.
      await deps.index.commit([{ path: file, entry: next }]);
      settings.onWarning?.(`${file}: encrypted, but not reported (${built.error})`);
      continue;
    }
    await persist(builder.addFile(built.report, { path: file, entry: next }));
  }
  await persist(builder.flush());
  return { encrypted, failed };
}
