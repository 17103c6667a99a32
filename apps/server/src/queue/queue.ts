import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/**
 * THE durable job queue, on the database (PGlite or PostgreSQL): pg-boss and graphile-worker do not
 * run on PGlite (STACK.md), so one in-process worker takes jobs from `queued_jobs` by a lease.
 *
 * - A job is queued once per `key` (a second enqueue of the key is a no-op).
 * - Claiming sets `locked_until`; a job whose worker died (a crash, a restart) is taken again when
 *   its lease has passed, so a job survives a restart. Handlers are idempotent: a job cut short
 *   after its work was written may run again, and must then find its work done.
 * - A failure is retried after a back-off until `max_attempts`, then the job is failed and its
 *   handler's `gaveUp` runs (a report says FAILED).
 */

export interface QueuedJob {
  id: number;
  kind: string;
  jobKey: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export interface QueueHandler<S> {
  /** How long a run may hold the job before another worker may take it. */
  leaseMs: number;
  run(services: S, job: QueuedJob, now: Date): Promise<void>;
  /** After the last attempt failed. */
  gaveUp?(services: S, job: QueuedJob, error: string): Promise<void>;
}

export type QueueHandlers<S> = Readonly<Record<string, QueueHandler<S>>>;

export interface EnqueueInput {
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  runAfter?: Date;
  maxAttempts?: number;
}

/** Queues a job unless one of its key exists; true when this call queued it. */
export async function enqueueJob(db: Queryable, job: EnqueueInput): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into queued_jobs (kind, job_key, payload, run_after, max_attempts)
      values (${job.kind}, ${job.key}, ${JSON.stringify(job.payload)}::jsonb,
        ${(job.runAfter ?? new Date()).toISOString()}::timestamptz, ${job.maxAttempts ?? 3})
      on conflict (job_key) do nothing
      returning id`,
  );
  return rows.length > 0;
}

/**
 * Takes the oldest due job: queued and due, or running with its lease passed. FOR UPDATE SKIP
 * LOCKED lets several workers (PostgreSQL) take different jobs.
 */
export async function claimJob(
  db: Queryable,
  now: Date,
  worker: string,
  leases: Readonly<Record<string, number>>,
  kinds: KindFilter = {},
): Promise<QueuedJob | null> {
  const at = now.toISOString();
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  const only = kinds.only ? sql`and kind in (${list(kinds.only)})` : sql``;
  const except = kinds.except?.length ? sql`and kind not in (${list(kinds.except)})` : sql``;
  // The lease is set by the claim itself: a second statement would leave a moment with none.
  const lease = sql.join(
    Object.entries(leases).map(([kind, ms]) => sql`when ${kind} then ${ms}`),
    sql` `,
  );
  const leaseMs = Object.keys(leases).length > 0 ? sql`(case kind ${lease} else 60000 end)` : sql`60000`;
  const [job] = await rowsOf<Omit<QueuedJob, 'id'> & { id: string | number } & Record<string, unknown>>(
    db,
    sql`update queued_jobs set state = 'running', attempts = attempts + 1, locked_by = ${worker},
        locked_until = ${at}::timestamptz + ${leaseMs} * interval '1 millisecond'
      where id = (
        select id from queued_jobs
        where ((state = 'queued' and run_after <= ${at}::timestamptz)
           or (state = 'running' and locked_until <= ${at}::timestamptz)) ${only} ${except}
        order by run_after, id
        for update skip locked
        limit 1)
      returning id, kind, job_key as "jobKey", payload, attempts, max_attempts as "maxAttempts"`,
  );
  if (!job) return null;
  return { ...job, id: Number(job.id) };
}

/**
 * Unfinished jobs by kind and state, for the metrics (vigil_job_queue_depth): `running` (a live
 * lease), `due` (ready, or running with its lease passed) and `waiting` (a retry's back-off or a
 * later start). The partial index on unfinished jobs keeps it to those rows.
 */
export async function queueDepth(
  db: Queryable,
  now: Date = new Date(),
): Promise<{ kind: string; state: string; count: number }[]> {
  const at = now.toISOString();
  const rows = await rowsOf<{ kind: string; state: string; count: number }>(
    db,
    sql`select kind, state, count(*)::int as count from (
        select kind, case
            when state = 'running' and locked_until > ${at}::timestamptz then 'running'
            when state = 'running' or run_after <= ${at}::timestamptz then 'due'
            else 'waiting' end as state
        from queued_jobs where state in ('queued', 'running')) unfinished
      group by kind, state order by kind, state`,
  );
  return rows.map((r) => ({ kind: r.kind, state: r.state, count: Number(r.count) }));
}

async function finish(db: Queryable, id: number, worker: string, now: Date): Promise<void> {
  await db.execute(
    sql`update queued_jobs set state = 'done', finished_at = ${now.toISOString()}::timestamptz,
        locked_until = null, last_error = null
      where id = ${id} and locked_by = ${worker}`,
  );
}

const BACKOFF_MS = 30_000;

async function failed(
  db: Queryable,
  job: QueuedJob,
  worker: string,
  now: Date,
  error: string,
): Promise<boolean> {
  const last = job.attempts >= job.maxAttempts;
  const retryAt = new Date(now.getTime() + BACKOFF_MS * 2 ** (job.attempts - 1));
  await db.execute(
    sql`update queued_jobs set state = ${last ? 'failed' : 'queued'}, last_error = ${error.slice(0, 2000)},
        locked_until = null, run_after = ${retryAt.toISOString()}::timestamptz,
        finished_at = ${last ? now.toISOString() : null}::timestamptz
      where id = ${job.id} and locked_by = ${worker}`,
  );
  return last;
}

/**
 * Which kinds a worker takes: a lane of long jobs (a cloud scan pass) is drained apart, so that a
 * report asked for meanwhile is not queued behind it.
 */
export interface KindFilter {
  only?: readonly string[];
  except?: readonly string[];
}

export interface DrainOptions extends KindFilter {
  /** Stop after this many jobs (a test stops the worker mid-queue). */
  max?: number;
  worker?: string;
}

/**
 * Runs due jobs one after the other until none is due (or `max` ran); returns how many ran.
 * A job of an unknown kind fails (a newer server queued it).
 */
export async function drainQueue<S extends { db: Db }>(
  services: S,
  handlers: QueueHandlers<S>,
  now: Date,
  options: DrainOptions = {},
): Promise<number> {
  const worker = options.worker ?? `worker-${process.pid}`;
  const max = options.max ?? Number.POSITIVE_INFINITY;
  const leases = Object.fromEntries(Object.entries(handlers).map(([kind, h]) => [kind, h.leaseMs]));
  let ran = 0;
  while (ran < max) {
    const job = await claimJob(services.db, now, worker, leases, options);
    if (!job) break;
    ran += 1;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler.run(services, job, now);
      await finish(services.db, job.id, worker, now);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if ((await failed(services.db, job, worker, now, message)) && handler?.gaveUp)
        await handler.gaveUp(services, job, message);
    }
  }
  return ran;
}
