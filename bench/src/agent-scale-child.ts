import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  decideBeforeRead,
  findDeletedPaths,
  type DecisionContext,
} from '../../apps/agent/src/scan/decide.js';
import { PathSet } from '../../apps/agent/src/scan/path-set.js';
import { ScanIndex, indexedFiles, type IndexEntry } from '../../apps/agent/src/scan/scan-index.js';
import { EventCorrelator } from '../../apps/agent/src/watch/event-correlator.js';
import { totalsOf, totalsUnder } from '../../apps/agent/src/scan/scanner.js';
import { ScanIndex as LegacyScanIndex } from './legacy-scan-index.js';

/**
 * One measure in its own process (node --expose-gc), so that the heap holds only the index:
 * `disk|json N [index|copied]`. Records N entries as a scan's batches would, reopens the index, then runs a
 * scan's passes over it: the decision per walked file, the deleted files, the totals. Prints the
 * peak of heapUsed sampled after a collection every few thousand files, as JSON. With a third
 * argument, then run mode's watching: the correlator over the index (`index`, the agent's) or over
 * a copy of every entry in memory (`copied`, what run mode did before), a change resolved per
 * 100 files; `watchHeapMB` is the heap while it watches.
 */
const [kind, countText, watching] = process.argv.slice(2);
const count = Number(countText);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const root = '/home/bench-user';
const pathOf = (i: number) =>
  `${root}/projects/project-${Math.floor(i / 2000)}/folder-${Math.floor(i / 100) % 20}/document-${i}.txt`;
const entryOf = (i: number): IndexEntry => ({
  size: 1000 + i,
  mtimeMs: 1_700_000_000_000 + i,
  hash: i.toString(16).padStart(64, '0'),
  policyVersion: 'bench-policy',
  ino: i,
  found: i % 10 === 0 ? { '3': 2 } : {},
});
const policy = { classifiers: [{ id: 3, name: 'Bench', isSensitive: true }] } as Parameters<
  typeof totalsOf
>[1];
const context: DecisionContext = {
  policyVersion: 'bench-policy',
  excludedExtensions: new Set(),
  maxFileBytes: 200 * 1024 * 1024,
  full: false,
};

let peakHeap = 0;
let peakRss = 0;
let peakExternal = 0;
const sample = (i: number) => {
  if (i % 20_000 !== 0) return;
  gc();
  const usage = process.memoryUsage();
  peakHeap = Math.max(peakHeap, usage.heapUsed);
  peakRss = Math.max(peakRss, usage.rss);
  peakExternal = Math.max(peakExternal, usage.external + usage.arrayBuffers);
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-index-'));
const owner = { server: 'http://bench/', deviceId: 1 };
try {
  gc();
  const baseline = process.memoryUsage().heapUsed;
  const phases: Record<string, number> = {};
  let started = Date.now();
  const open = () => (kind === 'json' ? LegacyScanIndex.open(dir, owner) : ScanIndex.open(dir, owner));

  // 1. A first scan records every file, a batch of 1000 at a time.
  let index = await open();
  for (let i = 0; i < count; i += 1000) {
    const batch = [];
    for (let j = i; j < Math.min(i + 1000, count); j += 1) batch.push({ path: pathOf(j), entry: entryOf(j) });
    await index.commit(batch);
    sample(i);
  }
  await index.compact();
  phases.recordSeconds = (Date.now() - started) / 1000;

  // 2. The next scan: open, decide for each walked file, find the deleted ones, total.
  started = Date.now();
  index = await open();
  sample(0);
  const seen = kind === 'json' ? new Set<string>() : new PathSet();
  let unchanged = 0;
  for (let i = 0; i < count; i += 1) {
    const file = pathOf(i);
    if (i % 1000 === 999) continue; // deleted since
    const previous = index.get(file);
    const decision = decideBeforeRead(
      { path: file, size: 1000 + i, mtimeMs: 1_700_000_000_000 + i, extension: 'txt' },
      previous,
      context,
    );
    if (decision.action === 'unchanged') unchanged += 1;
    seen.add(file);
    sample(i);
  }
  let deleted = 0;
  if (index instanceof ScanIndex) {
    for (const group of index.groupsUnder(root)) {
      deleted += findDeletedPaths(
        group.map(([file]) => file),
        seen,
        [],
      ).length;
      sample(deleted * 1000);
    }
  } else {
    const indexed = index.pathsUnder(root);
    sample(0);
    deleted = findDeletedPaths(indexed, seen, []).length;
  }
  const totals =
    index instanceof ScanIndex
      ? totalsUnder([root], index, policy)
      : totalsOf(
          index.pathsUnder(root).map((file) => (index as LegacyScanIndex).get(file) as IndexEntry),
          policy,
        );
  sample(0);
  phases.rescanSeconds = (Date.now() - started) / 1000;

  let watchHeapMB: number | null = null;
  let watchEvents = 0;
  if (watching && index instanceof ScanIndex) {
    const scanned = index;
    const stats = (i: number) =>
      ({
        ino: i,
        size: 2000 + i,
        mtimeMs: 1_800_000_000_000 + i,
        isFile: () => true,
        isDirectory: () => false,
      }) as unknown as fs.Stats;
    const correlator = new EventCorrelator({
      settleMs: 0,
      renameWindowMs: 0,
      stat: async (file) => stats(Number(/document-(\d+)/.exec(file)?.[1])),
      listFiles: async function* () {},
      emit: () => (watchEvents += 1),
      ...(watching === 'index'
        ? { reported: indexedFiles(scanned) }
        : { recentLimit: Number.POSITIVE_INFINITY }),
    });
    if (watching === 'copied') {
      for (const [file, entry] of scanned.entries()) correlator.remember(file, entry);
    }
    for (let i = 0; i < count; i += 100) {
      correlator.notify(pathOf(i));
      if (i % 10_000 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      sample(i);
    }
    await correlator.close();
    gc();
    watchHeapMB = process.memoryUsage().heapUsed;
    peakHeap = Math.max(peakHeap, watchHeapMB);
  }

  const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
  process.stdout.write(
    JSON.stringify({
      kind,
      files: count,
      peakHeapMB: mb(peakHeap),
      baselineHeapMB: mb(baseline),
      peakRssMB: mb(peakRss),
      peakExternalMB: mb(peakExternal),
      indexOnDiskMB: mb(diskSize(dir)),
      unchanged,
      deleted,
      filesIndexed: totals.filesIndexed,
      sensitiveFiles: totals.sensitiveFiles,
      ...(watching ? { watching, watchHeapMB: mb(watchHeapMB ?? 0), watchEvents } : {}),
      ...phases,
    }),
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

function diskSize(folder: string): number {
  let total = 0;
  for (const name of fs.readdirSync(folder, { recursive: true }) as string[]) {
    const stats = fs.statSync(path.join(folder, name));
    if (stats.isFile()) total += stats.size;
  }
  return total;
}
