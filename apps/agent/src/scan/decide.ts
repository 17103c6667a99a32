import path from 'node:path';
import { AgentLimits } from '@vigil/contracts';
import type { IndexEntry } from './scan-index.js';

export interface FileFacts {
  path: string;
  size: number;
  mtimeMs: number;
  extension: string;
}

export interface DecisionContext {
  policyVersion: string;
  excludedExtensions: ReadonlySet<string>;
  maxFileBytes: number;
  /** Ignore the index: read and send everything (after a server-side reset, or on request). */
  full: boolean;
}

export type BeforeRead =
  | { action: 'skip'; reason: 'excluded' | 'path-too-long' }
  | { action: 'unchanged' }
  | { action: 'too-large' }
  /** knownHash: the content last sent under this policy; equal content is then not sent again. */
  | { action: 'read'; knownHash: string | null };

/** Lower-case, without the dot; "" for none (the API keeps at most 32 characters). */
export function extensionOf(file: string): string {
  const ext = path.extname(file).slice(1).toLowerCase();
  return ext.length <= 32 ? ext : '';
}

export function normalizeExtensions(list: readonly string[]): Set<string> {
  return new Set(list.map((ext) => ext.trim().replace(/^\.+/, '').toLowerCase()).filter(Boolean));
}

export function decideBeforeRead(
  file: FileFacts,
  previous: IndexEntry | undefined,
  context: DecisionContext,
): BeforeRead {
  if (file.path.length > AgentLimits.pathMax) return { action: 'skip', reason: 'path-too-long' };
  if (file.extension && context.excludedExtensions.has(file.extension)) {
    return { action: 'skip', reason: 'excluded' };
  }
  const samePolicy =
    !context.full && previous !== undefined && previous.policyVersion === context.policyVersion;
  if (samePolicy && previous.size === file.size && previous.mtimeMs === file.mtimeMs) {
    return { action: 'unchanged' };
  }
  if (file.size > context.maxFileBytes) return { action: 'too-large' };
  return { action: 'read', knownHash: samePolicy ? previous.hash : null };
}

/** After reading: content identical to what was sent under the same policy is not sent again. */
export function isSameContent(knownHash: string | null, hash: string): boolean {
  return knownHash !== null && knownHash === hash;
}

/**
 * Indexed files under the scanned roots that the walk did not see: deleted, renamed away, or now
 * excluded. Files below a folder that could not be read are kept — their absence proves nothing.
 */
export function findDeletedPaths(
  indexed: Iterable<string>,
  seen: { has(path: string): boolean },
  unreadableDirs: readonly string[],
): string[] {
  const blind = unreadableDirs.map((dir) => (dir.endsWith(path.sep) ? dir : dir + path.sep));
  const deleted: string[] = [];
  for (const file of indexed) {
    if (seen.has(file)) continue;
    if (blind.some((prefix) => file.startsWith(prefix))) continue;
    deleted.push(file);
  }
  return deleted;
}

/** The roots to walk: absolute, each once, none inside another (that would scan files twice). */
export function distinctRoots(roots: readonly string[]): string[] {
  const sorted = [...new Set(roots.map((root) => path.resolve(root)))].sort();
  const kept: string[] = [];
  for (const root of sorted) {
    const inside = kept.some((outer) => root.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep));
    if (!inside) kept.push(root);
  }
  return kept;
}
