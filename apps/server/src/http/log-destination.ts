import pino from 'pino';

/** How long a log line may wait in memory before it is written. */
export const LOG_FLUSH_MS = 250;

let stdout: ReturnType<typeof pino.destination> | undefined;

/**
 * Standard output for JSON log lines, written in batches: a line per request was a write system
 * call per request, a tenth of a signed-in request's time (issue 18). Lines wait in memory until
 * 4 KiB have gathered or LOG_FLUSH_MS has passed, then are written synchronously, and what waits is
 * written when the process exits (its `exit` event: a return, `process.exit`, an uncaught error);
 * only a killed process loses its last lines. Synchronous, because an asynchronous write still in
 * the thread pool when the process exits is lost: pino's own flush at exit writes what waits but
 * not what is being written (a loaded CI machine lost a batch's first 51 lines;
 * log-destination.test.ts). At most 16 MiB wait: past that, lines are dropped rather than the heap
 * grown (stdout stuck). One per process, whatever the number of apps in it.
 */
export function batchedStdout(): pino.DestinationStream {
  if (!stdout) {
    const destination = pino.destination({
      dest: 1,
      sync: true,
      minLength: 4096,
      maxLength: 16 * 1024 * 1024,
      periodicFlush: LOG_FLUSH_MS,
    });
    // pino flushes only the asynchronous destinations it makes when the process exits.
    process.on('exit', () => destination.flushSync());
    stdout = destination;
  }
  return stdout;
}

/** Writes what waits, then resolves: before a line that must come after the logs (main.ts). */
export function flushLogs(): Promise<void> {
  stdout?.flushSync();
  return Promise.resolve();
}
