import { Worker, type ResourceLimits } from 'node:worker_threads';
import { AgentWorkerLimits, AgentWorkerMessages } from '@vigil/contracts';
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

export interface WorkerPoolOptions {
  /** A file analysed longer than this stops its worker and is reported as CANCELED. */
  fileTimeoutMs?: number;
  resourceLimits?: ResourceLimits;
  /** The worker module (tests give one that misbehaves on purpose). */
  entry?: URL;
}

interface Pending {
  message: WorkerRequest;
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  /** The request whose time is being measured: the oldest one, the one the worker is on. */
  timedId: number | null;
  timer: NodeJS.Timeout | null;
  dead: boolean;
}

const ENTRY = new URL('./analyze-worker-entry.mjs', import.meta.url);
/** Files handed to one worker at once, so that it never waits for the next one to arrive. */
const PER_WORKER = 4;

export const DEFAULT_RESOURCE_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: AgentWorkerLimits.maxOldGenerationSizeMb,
  maxYoungGenerationSizeMb: AgentWorkerLimits.maxYoungGenerationSizeMb,
  stackSizeMb: AgentWorkerLimits.stackSizeMb,
};

export async function createWorkerPool(
  size: number,
  initial: AnalyzerSetup,
  options: WorkerPoolOptions = {},
): Promise<Analyzer> {
  const fileTimeoutMs = options.fileTimeoutMs ?? AgentWorkerLimits.fileAnalysisMs;
  const resourceLimits = options.resourceLimits ?? DEFAULT_RESOURCE_LIMITS;
  let setup = initial;
  let nextId = 1;
  let closing = false;
  const slots: Slot[] = [];

  // A worker analyses its files in order (analyze-serve.ts): the oldest pending one is in progress.
  const measure = (slot: Slot) => {
    const head = slot.pending.entries().next().value;
    const headId = head && head[1].message.type === 'analyze' ? head[0] : null;
    if (headId === slot.timedId) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timedId = headId;
    slot.timer =
      headId === null
        ? null
        : setTimeout(() => replace(slot, AgentWorkerMessages.timedOut(fileTimeoutMs)), fileTimeoutMs);
  };

  const post = (slot: Slot, pending: Pending) => {
    slot.pending.set(pending.message.id, pending);
    slot.worker.postMessage(pending.message);
    measure(slot);
  };

  /**
   * The worker is stopped and a new one takes its place. The file it was on is the culprit: it is
   * reported as stopped (a limit) or failed (a crash); the files queued behind it go to the new one.
   */
  const replace = (slot: Slot, stopped: string | Error) => {
    if (slot.dead || closing) return;
    slot.dead = true;
    if (slot.timer) clearTimeout(slot.timer);
    void slot.worker.terminate();
    const fresh = spawn();
    slots[slots.indexOf(slot)] = fresh;
    const queued = [...slot.pending.values()];
    slot.pending.clear();
    const culprit = queued[0]?.message.type === 'analyze' ? queued.shift() : undefined;
    if (culprit) {
      if (stopped instanceof Error) culprit.reject(stopped);
      else
        culprit.resolve({
          type: 'result',
          id: culprit.message.id,
          result: { kind: 'stopped', parseResult: 'CANCELED', description: stopped },
        });
    }
    // Its time starts once it has loaded: a setup first, and files are timed only after it.
    post(fresh, { message: { type: 'setup', id: nextId++, setup }, resolve: () => {}, reject: () => {} });
    for (const pending of queued) {
      // The new worker starts from the current setup: a setup still queued is already done.
      if (pending.message.type === 'setup') pending.resolve({ type: 'ready', id: pending.message.id });
      else post(fresh, pending);
    }
  };

  const spawn = (): Slot => {
    const worker = new Worker(options.entry ?? ENTRY, { workerData: setup, resourceLimits });
    const slot: Slot = { worker, pending: new Map(), timedId: null, timer: null, dead: false };
    worker.on('message', (reply: WorkerReply) => {
      const waiter = slot.pending.get(reply.id);
      if (!waiter) return;
      slot.pending.delete(reply.id);
      measure(slot);
      waiter.resolve(reply);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      replace(
        slot,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? AgentWorkerMessages.outOfMemory(resourceLimits.maxOldGenerationSizeMb ?? 0)
          : error,
      );
    });
    worker.on('exit', (code) => {
      if (!closing) replace(slot, new Error(`analysis worker exited with code ${code}`));
    });
    return slot;
  };

  const send = (slot: Slot, message: WorkerRequest): Promise<WorkerReply> =>
    new Promise((resolve, reject) => post(slot, { message, resolve, reject }));

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
      for (const slot of slots) if (slot.timer) clearTimeout(slot.timer);
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
