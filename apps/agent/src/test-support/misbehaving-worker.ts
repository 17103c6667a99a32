import { parentPort, workerData } from 'node:worker_threads';
import type { AnalyzerSetup } from '../scan/analyze-file.js';
import { serveAnalysis } from '../scan/analyze-serve.js';

import { HANG_MARKER, OOM_MARKER } from './misbehaving-markers.js';

/** The real analysis, except for files named to hang the worker or to exhaust its memory. */
const port = parentPort;
if (!port) throw new Error('misbehaving-worker runs only as a worker thread');

serveAnalysis(port, workerData as AnalyzerSetup, (analyze) => async (request) => {
  if (request.path.includes(HANG_MARKER)) {
    for (;;) {
      // As an extractor caught in a loop on a hostile file: never yields.
    }
  }
  if (request.path.includes(OOM_MARKER)) {
    const hoard: string[][] = [];
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => `${i}-${hoard.length}`));
  }
  return analyze(request);
});
