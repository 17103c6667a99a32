import type { ScanProgress, ScanSummary } from '../scan/scanner.js';
import type { DrainResult } from '../upload/uploader.js';

const count = (n: number) => n.toLocaleString('en-US');
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export function progressLine(progress: ScanProgress, now = Date.now()): string {
  const seconds = Math.max((now - progress.startedAt) / 1000, 0.001);
  return `scanning: ${count(progress.filesSeen)} files found, ${count(progress.filesDone)} done, ${megabytes(progress.bytesRead)} read, ${(progress.bytesRead / 1_000_000 / seconds).toFixed(1)} MB/s`;
}

/** upload: null while `run` keeps uploading in the background. */
export function summaryLines(
  summary: ScanSummary,
  upload: (DrainResult & { remaining: number }) | null,
): string[] {
  const lines = [
    `${summary.aborted ? 'Scan interrupted' : 'Scan finished'} in ${summary.seconds.toFixed(1)} s: ${summary.roots.join(', ')}`,
    `  files seen      ${count(summary.filesSeen)}`,
    `  scanned         ${count(summary.filesScanned)} read and classified, ${count(summary.filesUnchanged)} unchanged, ${count(summary.filesSameContent)} same content`,
    `  skipped         ${count(summary.filesSkipped)} skipped, ${count(summary.filesTooLarge)} too large, ${count(summary.filesUnreadable)} unreadable, ${count(summary.filesStopped)} stopped at a limit, ${count(summary.filesFailed)} failed, ${count(summary.unreadableDirs)} unreadable folders`,
    `  sensitive files ${count(summary.sensitiveFiles)} of ${count(summary.filesIndexed)} known files`,
  ];
  if (summary.entriesByClassifier.length === 0) {
    lines.push('  entries         none');
  } else {
    summary.entriesByClassifier.forEach((c, i) => {
      lines.push(
        `  ${i === 0 ? 'entries        ' : '               '} ${c.name}: ${count(c.entries)} in ${count(c.files)} file${c.files === 1 ? '' : 's'}`,
      );
    });
  }
  lines.push(
    `  reported        ${count(summary.filesReported)} files, ${count(summary.deletedPaths)} deleted`,
    `  throughput      ${megabytes(summary.bytesRead)} read, ${summary.megabytesPerSecond.toFixed(1)} MB/s`,
  );
  lines.push(
    upload
      ? `  upload          ${count(summary.batchesQueued)} batches queued, ${count(upload.sent)} sent (${count(upload.duplicates)} already applied), ${count(upload.deadLettered)} rejected, ${count(upload.remaining)} waiting`
      : `  upload          ${count(summary.batchesQueued)} batches queued`,
  );
  return lines;
}
