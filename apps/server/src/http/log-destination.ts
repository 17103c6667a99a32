import pino from 'pino';

/** How long a log line may wait in memory before it is written. */
export const LOG_FLUSH_MS = 250;

let stdout: ReturnType<typeof pino.destination> | undefined;

/**
 * Standard output for JSON log lines, written in batches: a line per request was a write system
 * call per request, a tenth of a signed-in request's time (issue 18). Lines wait in memory until
 * 4 KiB have gathered or LOG_FLUSH_MS has passed, and are written at once when the process exits
 * (pino flushes a destination it made on `exit`); only a killed process loses its last lines. At
 * most 16 MiB wait: past that, lines are dropped rather than the heap grown (stdout stuck).
 * One per process, whatever the number of apps in it.
 */
export function batchedStdout(): pino.DestinationStream {
  stdout ??= pino.destination({
    dest: 1,
    // Asynchronous: pino flushes such a destination when the process exits (a synchronous one
    // with a minimum length lost its last lines then; log-destination.test.ts).
    sync: false,
    minLength: 4096,
    maxLength: 16 * 1024 * 1024,
    periodicFlush: LOG_FLUSH_MS,
  });
  return stdout;
}

/** Writes what waits, then resolves: before a line that must come after the logs (main.ts). */
export function flushLogs(): Promise<void> {
  return new Promise((resolve) => (stdout ? stdout.flush(() => resolve()) : resolve()));
}
