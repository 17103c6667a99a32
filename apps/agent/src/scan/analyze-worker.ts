import { parentPort, workerData } from 'node:worker_threads';
import { createFileAnalyzer, type AnalyzerSetup } from './analyze-file.js';
import type { WorkerReply, WorkerRequest } from './worker-pool.js';

const port = parentPort;
if (!port) throw new Error('analyze-worker runs only as a worker thread');

let analyze = createFileAnalyzer(workerData as AnalyzerSetup, { syncRead: true });

port.on('message', (message: WorkerRequest) => {
  if (message.type === 'setup') {
    analyze = createFileAnalyzer(message.setup, { syncRead: true });
    port.postMessage({ type: 'ready', id: message.id } satisfies WorkerReply);
    return;
  }
  analyze(message.request).then(
    (result) => port.postMessage({ type: 'result', id: message.id, result } satisfies WorkerReply),
    (error: unknown) =>
      port.postMessage({
        type: 'error',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      } satisfies WorkerReply),
  );
});
