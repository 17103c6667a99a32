import type { Logger } from 'drizzle-orm/logger';

export type QueryListener = (query: string, params: readonly unknown[]) => void;

let listener: QueryListener | null = null;

/**
 * Drizzle's logger for both drivers: it hands every statement to the listener a test sets (the Citus
 * readiness test reads what a customer's screens run); with none set it costs one comparison.
 */
export const queryLog: Logger = {
  logQuery(query, params) {
    listener?.(query, params);
  },
};

/** Sets (or, with null, clears) the one listener of every statement the process's databases run. */
export function listenToQueries(next: QueryListener | null): void {
  listener = next;
}
