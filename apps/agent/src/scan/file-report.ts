import type { Stats } from 'node:fs';
import { agentDateRange, fileReportSchema, type FileReport } from '@vigil/contracts';
import type { AnalyzeResult } from './analyze-file.js';

type Outcome = Exclude<AnalyzeResult, { kind: 'same' } | { kind: 'gone' }> | { kind: 'too-large' };

function iso(ms: number, range: { min: number; max: number }): string | null {
  // Filesystems without a birth time report 0 (or garbage): better none than 1970. A date the API
  // would refuse (before the epoch, or ahead of the clock) says nothing true about the file either.
  return Number.isFinite(ms) && ms > 0 && ms >= range.min && ms <= range.max
    ? new Date(ms).toISOString()
    : null;
}

/** A modification time the API accepts: one in the future (a wrong clock, `touch`) reads as now. */
function modifiedIso(ms: number, now: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return new Date(0).toISOString();
  return new Date(Math.min(ms, now)).toISOString();
}

/** The wire shape of one file; null (with the reason) when it would not pass the API's validation. */
export function buildFileReport(
  file: { path: string; stats: Stats; extension: string; owner: string },
  outcome: Outcome,
  now: number = Date.now(),
): { report: FileReport } | { error: string } {
  const range = { min: agentDateRange(now).min, max: now };
  const base = {
    path: file.path,
    size: file.stats.size,
    createdAt: iso(file.stats.birthtimeMs, range),
    modifiedAt: modifiedIso(file.stats.mtimeMs, now),
    accessedAt: iso(file.stats.atimeMs, range),
    owner: file.owner.slice(0, 255),
    extension: file.extension,
  };
  const specific =
    outcome.kind === 'analyzed'
      ? {
          parseResult: outcome.parseResult,
          brokenDescription: outcome.brokenDescription,
          isEncrypted: outcome.isEncrypted,
          contentHash: outcome.hash,
          entries: outcome.entries,
        }
      : outcome.kind === 'too-large'
        ? {
            parseResult: 'TOO_LARGE' as const,
            brokenDescription: `Larger than the agent's limit; not read.`,
            isEncrypted: false,
            contentHash: null,
            entries: [],
          }
        : {
            parseResult: outcome.parseResult,
            brokenDescription: outcome.description,
            isEncrypted: false,
            contentHash: null,
            entries: [],
          };
  const parsed = fileReportSchema.safeParse({ ...base, ...specific });
  if (!parsed.success) {
    return { error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  }
  return { report: parsed.data };
}
