import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const QUEUED_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type QueuedJobState = (typeof QUEUED_JOB_STATES)[number];

/**
 * The durable job queue (queue.ts): a job survives a restart, and a worker holds it by a lease
 * (`locked_until`) rather than a connection, so a job whose worker died is taken again once the
 * lease has passed. `job_key` queues a piece of work once.
 */
export const queuedJobs = pgTable(
  'queued_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    jobKey: text('job_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<QueuedJobState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('queued_jobs_key_uq').on(t.jobKey),
    index('queued_jobs_due_idx')
      .on(t.runAfter, t.id)
      .where(sql`state in ('queued', 'running')`),
  ],
);
