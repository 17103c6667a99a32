import type { MessagePort } from 'node:worker_threads';
import {
  createFileAnalyzer,
  type AnalyzeRequest,
  type AnalyzeResult,
  type AnalyzerSetup,
} from './analyze-file.js';
import type { WorkerReply, WorkerRequest } from './worker-pool.js';

type FileAnalyzer = (request: AnalyzeRequest) => Promise<AnalyzeResult>;

/**
 * The worker's side of the pool. Files are analysed one after the other, in the order received:
 * the pool then knows that the oldest file it is waiting for is the one in progress, which is what
 * its time limit measures and what it blames when the worker dies.
 * `wrap` lets a test worker substitute its own behaviour for some files.
 */
export function serveAnalysis(
  port: MessagePort,
  initial: AnalyzerSetup,
  wrap: (analyze: FileAnalyzer) => FileAnalyzer = (analyze) => analyze,
): void {
  const build = (setup: AnalyzerSetup) => wrap(createFileAnalyzer(setup, { syncRead: true }));
  let analyze = build(initial);
  let queue: Promise<void> = Promise.resolve();

  port.on('message', (message: WorkerRequest) => {
    if (message.type === 'setup') {
      queue = queue.then(() => {
        analyze = build(message.setup);
        port.postMessage({ type: 'ready', id: message.id } satisfies WorkerReply);
      });
      return;
    }
    queue = queue.then(() =>
      analyze(message.request).then(
        (result) => port.postMessage({ type: 'result', id: message.id, result } satisfies WorkerReply),
        (error: unknown) =>
          port.postMessage({
            type: 'error',
            id: message.id,
            message: error instanceof Error ? error.message : String(error),
          } satisfies WorkerReply),
      ),
    );
  });
}
