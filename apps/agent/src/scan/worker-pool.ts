import { Worker } from 'node:worker_threads';
import {
  createFileAnalyzer,
  type AnalyzeRequest,
  type AnalyzeResult,
  type AnalyzerSetup,
} from './analyze-file.js';

export type WorkerRequest =
  | { type: 'setup'; id: number; setup: AnalyzerSetup }
  | { type: 'analyze'; id: number; request: AnalyzeRequest };

export type WorkerReply =
  | { type: 'ready'; id: number }
  | { type: 'result'; id: number; result: AnalyzeResult }
  | { type: 'error'; id: number; message: string };

/** Runs the per-file analysis; `concurrency` says how many files it can usefully take at once. */
export interface Analyzer {
  readonly concurrency: number;
  analyze(request: AnalyzeRequest): Promise<AnalyzeResult>;
  /** A new policy: waits for the files in progress, then switches every worker's engine. */
  configure(setup: AnalyzerSetup): Promise<void>;
  close(): Promise<void>;
}

/** In the calling thread: for --workers 0, and where threads are not wanted. */
export function createInlineAnalyzer(setup: AnalyzerSetup): Analyzer {
  let analyze = createFileAnalyzer(setup);
  return {
    concurrency: 2,
    analyze: (request) => analyze(request),
    async configure(next) {
      analyze = createFileAnalyzer(next);
    },
    async close() {},
  };
}

interface Pending {
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

const ENTRY = new URL('./analyze-worker-entry.mjs', import.meta.url);
/** Files handed to one worker at once: the next file's read overlaps the current classification. */
const PER_WORKER = 4;

export async function createWorkerPool(size: number, initial: AnalyzerSetup): Promise<Analyzer> {
  let setup = initial;
  let nextId = 1;
  let closing = false;
  const slots: Slot[] = [];

  const spawn = (): Slot => {
    const worker = new Worker(ENTRY, { workerData: setup });
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (reply: WorkerReply) => {
      const waiter = slot.pending.get(reply.id);
      if (!waiter) return;
      slot.pending.delete(reply.id);
      waiter.resolve(reply);
    });
    const fail = (error: Error) => {
      for (const waiter of slot.pending.values()) waiter.reject(error);
      slot.pending.clear();
      if (closing) return;
      // A worker that died (out of memory on a hostile file, …) is replaced; its files fail alone.
      const index = slots.indexOf(slot);
      if (index >= 0) slots[index] = spawn();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!closing || slot.pending.size > 0) fail(new Error(`analysis worker exited with code ${code}`));
    });
    return slot;
  };

  const send = (slot: Slot, message: WorkerRequest): Promise<WorkerReply> =>
    new Promise((resolve, reject) => {
      slot.pending.set(message.id, { resolve, reject });
      slot.worker.postMessage(message);
    });

  for (let i = 0; i < size; i += 1) slots.push(spawn());
  // Loading the engine and the extractors takes a moment: wait so a benchmark measures the scan.
  await Promise.all(slots.map((slot) => send(slot, { type: 'setup', id: nextId++, setup })));

  const busy = () => slots.reduce((sum, slot) => sum + slot.pending.size, 0);
  let idleWaiters: (() => void)[] = [];

  return {
    concurrency: size * PER_WORKER,
    async analyze(request) {
      const slot = slots.reduce((best, candidate) =>
        candidate.pending.size < best.pending.size ? candidate : best,
      );
      const reply = await send(slot, { type: 'analyze', id: nextId++, request }).finally(() => {
        if (busy() === 0) {
          for (const wake of idleWaiters) wake();
          idleWaiters = [];
        }
      });
      if (reply.type === 'result') return reply.result;
      throw new Error(reply.type === 'error' ? reply.message : 'unexpected reply from the analysis worker');
    },
    async configure(next) {
      if (busy() > 0) await new Promise<void>((resolve) => idleWaiters.push(resolve));
      setup = next;
      await Promise.all(slots.map((slot) => send(slot, { type: 'setup', id: nextId++, setup })));
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
