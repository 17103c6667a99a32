import type { CloudScanContext } from '../cloud-scan/cloud-scan.job.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';

/** What a job's run is given besides the time: the database and the ways out of the server. */
export interface JobServices {
  db: Db;
  mailer: Mailer;
  /** The server's own cloud repository scanner; unset, its passes fail and wait for the next interval. */
  cloudScan?: CloudScanContext | null;
}

/** Work the server does on its own, on a timer (pruning, daily snapshots, mail). */
export interface Job {
  name: string;
  everyMs: number;
  /** Delay of the first run after start. */
  firstAfterMs: number;
  run(services: JobServices, now: Date): Promise<string | void>;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Scheduler {
  /** Runs a job now (unless it is already running) and resolves when it is done. */
  runNow(name: string): Promise<void>;
  /** Cancels the timers and waits for the runs in progress. */
  stop(): Promise<void>;
}

/**
 * Runs each job on its own timer. A job never overlaps itself (a run still going when the next
 * is due skips that turn), and a failure is logged and retried at the next turn.
 */
export function startJobs(
  services: JobServices,
  jobs: readonly Job[],
  log: JobLog,
  now: () => Date = () => new Date(),
): Scheduler {
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const run = (job: Job): Promise<void> => {
    const current = running.get(job.name);
    if (current) return current;
    const started = Date.now();
    const promise = job
      .run(services, now())
      // A run with nothing to say (a queue found empty every few seconds) is not logged.
      .then((summary) => {
        if (summary !== undefined) log.info({ job: job.name, ms: Date.now() - started, summary }, 'job done');
      })
      .catch((err: unknown) => log.error({ job: job.name, err }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, promise);
    return promise;
  };

  for (const job of jobs) {
    const first = setTimeout(() => {
      if (stopped) return;
      void run(job);
      const every = setInterval(() => void run(job), job.everyMs);
      every.unref();
      timers.push(every);
    }, job.firstAfterMs);
    first.unref();
    timers.push(first);
  }

  return {
    runNow: (name) => {
      const job = jobs.find((j) => j.name === name);
      if (!job) return Promise.reject(new Error(`No job named ${name}`));
      return run(job);
    },
    stop: async () => {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await Promise.all(running.values());
    },
  };
}
