import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { progress, round } from './report.js';

const run = promisify(execFile);
const CHILD = fileURLToPath(new URL('./agent-scale-child.ts', import.meta.url));
const TSX = createRequire(import.meta.url).resolve('tsx');

interface Measure {
  peakHeapMB: number;
  [key: string]: unknown;
}

/** One measure in a fresh node; heapCapMB: the run itself fails if the index needs more heap. */
async function measure(
  kind: 'disk' | 'json',
  files: number,
  heapCapMB?: number,
  watching?: 'index' | 'copied',
): Promise<Measure> {
  progress(
    `agent-scale: ${kind} index, ${files.toLocaleString('en-US')} files${watching ? `, run mode (${watching})` : ''}`,
  );
  const flags = ['--expose-gc', '--import', TSX, ...(heapCapMB ? [`--max-old-space-size=${heapCapMB}`] : [])];
  const args = [CHILD, kind, String(files), ...(watching ? [watching] : [])];
  const { stdout } = await run(process.execPath, [...flags, ...args], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as Measure;
}

/**
 * The agent's memory at 1 000 000 files (issue 18): the scan index and a scan's passes over it, the
 * on-disk index against the whole-JSON one it replaced, at the same smaller size for the ratio.
 */
export async function agentScaleBench({ size }: { size: 'small' | 'large' }) {
  const big = 1_000_000;
  const compared = size === 'large' ? 500_000 : 200_000;
  const jsonAtCompared = await measure('json', compared);
  const diskAtCompared = await measure('disk', compared);
  const diskAtBig = await measure('disk', big, 150);
  // Run mode: watching over the index on disk, against the copy of every entry it used to keep.
  const runCopied = await measure('disk', compared, undefined, 'copied');
  const runIndexed = await measure('disk', compared, undefined, 'index');
  const runAtBig = await measure('disk', big, 150, 'index');
  return {
    jsonIndex: jsonAtCompared,
    diskIndex: diskAtCompared,
    diskIndexAtOneMillion: diskAtBig,
    heapRatioJsonToDiskAtSameSize: round(jsonAtCompared.peakHeapMB / diskAtCompared.peakHeapMB, 2),
    target: 150,
    unit: 'MB peak heap used at 1 000 000 files (run capped at --max-old-space-size=150)',
    met: diskAtBig.peakHeapMB < 150,
    runModeCopied: runCopied,
    runModeIndexed: runIndexed,
    runModeAtOneMillion: runAtBig,
    watchHeapRatioCopiedToIndexed: round(
      (runCopied.watchHeapMB as number) / (runIndexed.watchHeapMB as number),
      2,
    ),
    runModeMet: runAtBig.peakHeapMB < 150,
  };
}
