import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { startJobs, type Job, type JobServices } from './scheduler.js';

function recorder() {
  const lines: Array<{ level: 'info' | 'error'; job: unknown; msg: string }> = [];
  return {
    lines,
    log: {
      info: (o: { job?: unknown }, msg: string) => lines.push({ level: 'info', job: o.job, msg }),
      error: (o: { job?: unknown }, msg: string) => lines.push({ level: 'error', job: o.job, msg }),
    },
  };
}

const services: JobServices = { db: {} as Db, mailer: {} as Mailer };

describe('job scheduler', () => {
  it('runs a job on its timer, never two runs of it at once, and stops waiting for the run in progress', async () => {
    let runs = 0;
    let active = 0;
    let maxActive = 0;
    const job: Job = {
      name: 'slow',
      everyMs: 5,
      firstAfterMs: 0,
      run: async () => {
        runs += 1;
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((r) => setTimeout(r, 30));
        active -= 1;
      },
    };
    const { log } = recorder();
    const scheduler = startJobs(services, [job], log);
    await new Promise((r) => setTimeout(r, 100));
    await scheduler.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(maxActive).toBe(1);
    expect(active).toBe(0);
    const after = runs;
    await new Promise((r) => setTimeout(r, 50));
    expect(runs).toBe(after);
  });

  it('logs a failure and runs the job again at the next turn', async () => {
    let calls = 0;
    const job: Job = {
      name: 'flaky',
      everyMs: 60_000,
      firstAfterMs: 60_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
        return 'fine';
      },
    };
    const { log, lines } = recorder();
    const scheduler = startJobs(services, [job], log);
    await scheduler.runNow('flaky');
    await scheduler.runNow('flaky');
    await scheduler.stop();
    expect(lines).toEqual([
      { level: 'error', job: 'flaky', msg: 'job failed' },
      { level: 'info', job: 'flaky', msg: 'job done' },
    ]);
    await expect(scheduler.runNow('missing')).rejects.toThrow('No job named missing');
  });
});
