import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (GET /metrics, app.ts). Nothing here names a tenant, a user, a device or a
 * path: labels are the server's own routes, operation names (bounded, below), status codes and job
 * kinds, so the endpoint leaks no tenant data whoever reads it — it is still behind METRICS_TOKEN.
 *
 * The counters and the request histogram live once per process (the integration tests build several
 * apps in one process; each app's /metrics shows the process's figures); the gauges read an app's
 * database when scraped (createAppMetrics).
 */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

export const httpRequestDuration = new Histogram({
  name: 'vigil_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route (the route pattern) and operation (the GraphQL operation name; the route for REST)',
  labelNames: ['method', 'route', 'operation', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

export const ingestBatches = new Counter({
  name: 'vigil_ingest_batches_total',
  help: 'Agent batches (POST /agent/v1/batches) by result: applied, duplicate (sent again, nothing changed) or rejected',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

export const ingestFindings = new Counter({
  name: 'vigil_ingest_findings_total',
  help: 'Findings (a file × a classifier) in applied agent batches',
  registers: [processRegistry],
});

export const ingestFiles = new Counter({
  name: 'vigil_ingest_files_total',
  help: 'Files upserted by applied agent batches',
  registers: [processRegistry],
});

export const ingestEvents = new Counter({
  name: 'vigil_ingest_file_events_total',
  help: 'File events recorded by applied agent batches',
  registers: [processRegistry],
});

/** Operation names come from clients: at most this many distinct ones get a label of their own. */
export const OPERATION_LABELS_MAX = 300;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
const seenOperations = new Set<string>();

/**
 * A GraphQL operation name as a label: a well-formed name among the first OPERATION_LABELS_MAX seen
 * by the process, else `_other` (a client naming each request anew cannot grow the series without
 * bound); no name, `_anonymous`.
 */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return '_anonymous';
  if (!OPERATION_NAME.test(name)) return '_other';
  if (seenOperations.has(name)) return name;
  if (seenOperations.size >= OPERATION_LABELS_MAX) return '_other';
  seenOperations.add(name);
  return name;
}

/** A request as the metrics see it: the GraphQL operation it executed, noted by the Yoga plugin (api/yoga.ts). */
export interface OperationNotes {
  graphqlOperation: string | null;
}

export function noteGraphqlOperation(request: OperationNotes, name: string | null | undefined): void {
  request.graphqlOperation = operationLabel(name);
}

/** The request's operation label: its GraphQL operation, `_unexecuted` for a GraphQL request that never ran, else the route. */
export function requestOperation(request: OperationNotes, route: string): string {
  if (request.graphqlOperation) return request.graphqlOperation;
  return route === '/graphql' ? '_unexecuted' : route;
}

export interface AppMetricSources {
  /** Queued jobs by kind and state (due, waiting for a later time, running). */
  queueDepth(): Promise<{ kind: string; state: string; count: number }[]>;
  /** The node-postgres pool's connections; null for PGlite (one connection, no pool). */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | null;
  databaseKind: string;
}

/** The registry one app serves: the process's metrics and gauges read from this app's database. */
export function createAppMetrics(sources: AppMetricSources): Registry {
  const own = new Registry();
  new Gauge({
    name: 'vigil_job_queue_depth',
    help: 'Jobs in the durable queue (queue/) by kind and state: due (ready to run), waiting (a retry or a later start), running',
    labelNames: ['kind', 'state'] as const,
    registers: [own],
    async collect() {
      this.reset();
      for (const row of await sources.queueDepth()) this.set({ kind: row.kind, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'vigil_db_pool_connections',
    help: 'Database connections: total, idle and waiting (clients queued for one) of the node-postgres pool, and its max; PGlite is one connection',
    labelNames: ['state'] as const,
    registers: [own],
    collect() {
      const stats = sources.poolStats();
      this.reset();
      if (!stats) {
        this.set({ state: 'total' }, 1);
        this.set({ state: 'max' }, 1);
        return;
      }
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  new Gauge({
    name: 'vigil_database_info',
    help: 'The database the server runs on (pglite or postgres)',
    labelNames: ['kind'] as const,
    registers: [own],
    collect() {
      this.reset();
      this.set({ kind: sources.databaseKind }, 1);
    },
  });
  return Registry.merge([processRegistry, own]);
}
