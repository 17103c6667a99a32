import type { ParseResult } from '@vigil/contracts';
import { throwIfCanceled } from '../context.js';
import type { ExtractContext } from '../context.js';
import { ExtractError } from '../extraction.js';
import type { ExtractedEntry, ExtractedSegment, Extraction } from '../extraction.js';

export interface ArchiveMember {
  /** Path inside the archive, "/"-separated. */
  path: string;
  /** The member's bytes; may throw ExtractError (encrypted, too large, damaged). */
  read: () => Uint8Array;
}

export const ARCHIVE_FORMATS = new Set(['zip', 'tar', 'gzip']);

/** How bad a member's result is for the archive's own result; members that are not text don't count. */
const SEVERITY: Partial<Record<ParseResult, number>> = {
  TOO_LARGE: 4,
  ENCRYPTED_PASSWORD: 3,
  ENCRYPTED_DIFF_CUSTOMER: 2,
  PARSING_ERROR: 1,
  CANT_OPEN_FILE: 1,
};

/**
 * Reads each member like a file of its own (nested archives included, up to the depth limit).
 * Segments are located "inner/file.docx" or "inner/file.docx#Page 2"; the archive is OK only if
 * every member that could hold text was read, else it takes its worst member's result (and keeps
 * the text of the others).
 */
export async function extractMembers(
  members: Iterable<ArchiveMember>,
  format: string,
  ctx: ExtractContext,
): Promise<Extraction> {
  if (ctx.archiveDepth >= ctx.limits.maxArchiveDepth) {
    throw new ExtractError(
      'TOO_LARGE',
      `Archives are nested more than ${ctx.limits.maxArchiveDepth} deep; the innermost wasn't opened.`,
    );
  }
  ctx.archiveDepth++;
  try {
    const segments: ExtractedSegment[] = [];
    const entries: ExtractedEntry[] = [];
    let worst: ExtractedEntry | undefined;
    let isEncrypted = false;
    let count = 0;
    const note = (entry: ExtractedEntry): void => {
      entries.push(entry);
      const severity = SEVERITY[entry.parseResult] ?? 0;
      if (severity > (worst ? (SEVERITY[worst.parseResult] ?? 0) : 0)) worst = entry;
    };
    for (const member of members) {
      throwIfCanceled(ctx);
      if (++count > ctx.limits.maxArchiveEntries) {
        note({
          path: member.path,
          parseResult: 'TOO_LARGE',
          brokenDescription: `The archive has more than ${ctx.limits.maxArchiveEntries} entries; the rest weren't read.`,
        });
        break;
      }
      const result = await readMember(member, ctx);
      if (result.parseResult === 'CANCELED') throw new ExtractError('CANCELED', 'The scan was canceled.');
      isEncrypted ||= result.isEncrypted;
      const nested = result.format !== undefined && ARCHIVE_FORMATS.has(result.format);
      for (const segment of result.segments) {
        segments.push({ ...segment, location: joinLocation(member.path, segment.location, nested) });
      }
      // A nested archive is listed through its own members, so that each failure counts once.
      if (result.entries && result.entries.length > 0) {
        for (const inner of result.entries) note({ ...inner, path: `${member.path}/${inner.path}` });
      } else {
        note({
          path: member.path,
          parseResult: result.parseResult,
          ...(result.brokenDescription ? { brokenDescription: result.brokenDescription } : {}),
        });
      }
    }
    const failure = worst as ExtractedEntry | undefined;
    return {
      parseResult: failure ? failure.parseResult : 'OK',
      ...(failure ? { brokenDescription: describeFailure(failure, entries) } : {}),
      isEncrypted,
      segments,
      format,
      entries,
    };
  } finally {
    ctx.archiveDepth--;
  }
}

async function readMember(member: ArchiveMember, ctx: ExtractContext): Promise<Extraction> {
  let bytes: Uint8Array;
  try {
    bytes = member.read();
  } catch (error) {
    if (error instanceof ExtractError) {
      return {
        parseResult: error.parseResult,
        brokenDescription: error.message,
        isEncrypted: error.isEncrypted,
        segments: [],
      };
    }
    throw error;
  }
  return ctx.extractNested(bytes, member.path);
}

function joinLocation(path: string, inner: string | undefined, nestedArchive: boolean): string {
  if (inner === undefined) return path;
  return `${path}${nestedArchive ? '/' : '#'}${inner}`;
}

function describeFailure(worst: ExtractedEntry, entries: ExtractedEntry[]): string {
  const failed = entries.filter((e) => (SEVERITY[e.parseResult] ?? 0) > 0).length;
  const reason = worst.brokenDescription ?? worst.parseResult;
  const others =
    failed > 1 ? ` (${failed - 1} more ${failed === 2 ? 'entry' : 'entries'} couldn't be read either)` : '';
  return `${worst.path}: ${reason}${others}`;
}
