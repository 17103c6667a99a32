import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ExplorerLimits, RateLimits } from '@vigil/contracts';
import { buildApp } from '../../apps/server/src/app.js';
import { openSession } from '../../apps/server/src/auth/sessions.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { pgArray } from '../../apps/server/src/db/rows.js';
import { FILE_ACTION_LINE, fileActionsCsvLines } from '../../apps/server/src/explorer/explorer-csv.routes.js';
import { resolveSystemScope } from '../../apps/server/src/tenants/tenant-scope.js';
import { graphqlClient } from './graphql-client.js';
import { isFailure, measureLatency, TARGET_P95_MS, type LatencyOptions } from './latency.js';
import { buildDataset, type DatasetSpec, type Persona } from './risk-dataset.js';
import { progress, round } from './report.js';
import { withScratchPostgres } from './scratch-postgres.js';

/*
 * The data explorer (issue 16): files2 and fileActions p95 on page 1 and a deep page, of a customer
 * and of a partner (its customers merged), and the Activity Log export of 100 000 rows: its time and
 * the heap it grows; each against floors measured in the same run, on PGlite and on PostgreSQL, so
 * the figures mean the same on any machine.
 */

const SPECS: Record<'small' | 'large', DatasetSpec> = {
  small: {
    partners: 2,
    subPartners: 1,
    customers: 10,
    devices: 100,
    bigCustomerDevices: 40,
    findings: 50_000,
    events: 10_000,
    concurrency: 1,
    seed: 16,
  },
  large: {
    partners: 2,
    subPartners: 1,
    customers: 50,
    devices: 1000,
    bigCustomerDevices: 100,
    findings: 500_000,
    events: 50_000,
    concurrency: 1,
    seed: 16,
  },
};
const LATENCY: LatencyOptions = { warmup: 3, runs: 40, budgetMs: 30_000 };
const CSV_TARGET_SECONDS = 10;

const FILES2 = `query files2($skip: Int, $take: Int, $where: DiscoveredFileFilterInput, $tenantId: Int,
    $classifierId: Int) {
  files2(skip: $skip, take: $take, where: $where, tenantId: $tenantId, classifierId: $classifierId) {
    items { id fileName folderFullName lastModified riskUsd entriesCount falsePositive parseResult
      device { id name nickName } classifiers { id name entriesCount costUsd } }
    totalCount pageInfo { hasNextPage } } }`;
const FILE_ACTIONS = `query fileActions($skip: Int, $take: Int, $tenantId: Int) {
  fileActions(skip: $skip, take: $take, tenantId: $tenantId) {
    items { id fileName directoryName userName transactionTime operation isPrevented applicationName
      device { id name } monitorEntries { classifierId name entriesCount } }
    totalCount pageInfo { hasNextPage } } }`;

/**
 * Streams an export to nowhere: its seconds, rows and peak heap growth. With `collect` (node
 * --expose-gc), a collection after every batch: the growth is then what the export holds live,
 * not garbage the collector had not reached yet.
 */
async function drainExport(lines: AsyncGenerator<string>, collect = false) {
  const gc = collect ? global.gc : undefined;
  global.gc?.();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  let rows = -1;
  const t0 = process.hrtime.bigint();
  for await (const chunk of lines) {
    for (let i = chunk.indexOf('\r\n'); i >= 0; i = chunk.indexOf('\r\n', i + 2)) rows += 1;
    gc?.();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  return {
    rows,
    seconds: round(Number(process.hrtime.bigint() - t0) / 1e9, 2),
    peakHeapGrowthMb: round((peak - start) / 1e6, 1),
  };
}

const GRAPHQL_FLOOR = `query floor { __typename }`;

interface BackendOptions {
  spec: DatasetSpec;
}

/** The lists' pages of one persona (customer or partner), each with its floors. */
async function measurePersona(
  database: Database,
  app: Awaited<ReturnType<typeof buildApp>>,
  config: ReturnType<typeof loadConfig>,
  persona: Persona,
  withSensitive: boolean,
) {
  const { accessToken } = await openSession(
    database.db,
    config,
    { userId: persona.userId, tenantId: persona.tenantId, actingTenantId: null, keepMeLoggedIn: true },
    new Date(),
  );
  if (!accessToken) throw new Error('no access token');
  const gql = graphqlClient(app, accessToken);
  const customers = await (await resolveSystemScope(database.db, persona.tenantId)).customerIds(database.db);
  const take = ExplorerLimits.pageSize;
  const notDeleted = { isDeleted: { eq: false } };
  const total = async (op: 'files2' | 'fileActions', query: string, where?: unknown) =>
    ((await gql(op, query, { skip: 0, take: 1, ...(where ? { where } : {}) }))[op] as { totalCount: number })
      .totalCount;
  const files = await total('files2', FILES2, notDeleted);
  const events = await total('fileActions', FILE_ACTIONS);
  progress(`explorer: ${persona.role}: ${files} files, ${events} events; querying`);
  const deepSkip = (n: number) => Math.max(0, Math.floor(n / take) * take - take);
  /*
   * Two floors, timed the same way in the same run: the same rows read by a bare SELECT of the
   * page's keys straight on the database (no GraphQL, no sorting, no counting), and the GraphQL
   * layer alone (`{ __typename }` through the same client: authentication, Yoga, no resolver).
   */
  const graphqlFloor = await measureLatency(() => gql('floor', GRAPHQL_FLOOR, {}), LATENCY);
  // Data Risk's link of the scope's classifier with the most files: its live files not marked false positive.
  const [drill] = (
    (await database.db.execute(
      sql`select classifier_id as id from device_classifier_risk_rollups
        where tenant_id = any(${pgArray(customers, 'int4')})
        group by classifier_id order by sum(risk_files_count) desc, classifier_id limit 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const withFloor = async (
    op: 'files2' | 'fileActions',
    query: string,
    skip: number,
    where?: unknown,
    classifierId?: number,
  ) => {
    const variables = { skip, take, ...(where ? { where } : {}), ...(classifierId ? { classifierId } : {}) };
    const list = await measureLatency(() => gql(op, query, variables), LATENCY);
    const page = (await gql(op, query, variables))[op] as { items: { id: number }[] };
    const ids = page.items.map((i) => i.id);
    const table = op === 'files2' ? sql`files` : sql`file_events`;
    const bare = await measureLatency(
      () =>
        database.db.execute(
          sql`select * from ${table} where tenant_id = any(${pgArray(customers, 'int4')}) and id = any(${pgArray(ids, 'int8')})`,
        ),
      LATENCY,
    );
    if (isFailure(list)) return list;
    if (isFailure(bare)) return { error: `floor: ${bare.error}` };
    const both = isFailure(graphqlFloor) ? null : bare.p95Ms + graphqlFloor.p95Ms;
    return {
      ...list,
      floor: { p50Ms: bare.p50Ms, p95Ms: bare.p95Ms, what: "a bare SELECT of the page's keys" },
      p95OverFloor: round(list.p95Ms / Math.max(bare.p95Ms, 0.01), 1),
      // The floor a GraphQL answer cannot go under: the bare SELECT plus the GraphQL layer.
      p95OverFloorWithGraphql: both === null ? null : round(list.p95Ms / Math.max(both, 0.01), 1),
    };
  };
  return {
    customers: customers.length,
    files,
    events,
    graphqlFloor,
    queries: {
      files2Page1: await withFloor('files2', FILES2, 0, notDeleted),
      files2DeepPage: await withFloor('files2', FILES2, deepSkip(files), notDeleted),
      ...(withSensitive
        ? {
            // A filter the rollups do not answer: the total is counted.
            files2SensitivePage1: await withFloor('files2', FILES2, 0, {
              isDeleted: { eq: false },
              isSensitive: { eq: true },
            }),
          }
        : {}),
      ...(drill
        ? {
            // A classifier's drill-down: its total from the device × classifier rollups.
            files2ClassifierPage1: await withFloor(
              'files2',
              FILES2,
              0,
              { and: [notDeleted, { falsePositive: { eq: false } }] },
              drill.id,
            ),
          }
        : {}),
      fileActionsPage1: await withFloor('fileActions', FILE_ACTIONS, 0),
      fileActionsDeepPage: await withFloor('fileActions', FILE_ACTIONS, deepSkip(events)),
    },
  };
}

/**
 * The Activity Log export of 100 000 rows of the customer: its time and heap, in batches of the
 * contracts' size and of five times it, against two floors: one SELECT of every line at once (what
 * the database takes to make them; no streaming, so not its memory) and an export of one batch.
 */
async function measureExport(database: Database, persona: Persona) {
  const scope = await resolveSystemScope(database.db, persona.tenantId);
  const [device] = (
    (await database.db.execute(
      sql`select id from devices where tenant_id = ${persona.tenantId} and not is_deleted limit 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  // 100 000 operations of the last three months (the dataset's are spread wider).
  await database.db.execute(sql`insert into file_events (tenant_id, device_id, event_id, at, operation, path,
      process_id, local_process_id, process_name, application_name, drive_type, user_name, sensitive_type,
      is_outgoing)
    select ${persona.tenantId}, ${device!.id}, 'bench-' || g, now() - g * interval '30 seconds', 'OPEN',
      'C:\\Users\\bench\\Documents\\report-' || g || '.docx', 0, 0, 'winword.exe', 'Microsoft Word', 'FIXED',
      'bench.user', 'NO_SENSITIVE', false
    from generate_series(1, ${ExplorerLimits.csvMaxRows}) g`);
  // What ingest would have counted (the Activity Log's total reads it).
  await database.db.execute(sql`insert into device_risk_rollups (tenant_id, device_id, events_count)
    values (${persona.tenantId}, ${device!.id}, ${ExplorerLimits.csvMaxRows})
    on conflict (tenant_id, device_id) do update
      set events_count = device_risk_rollups.events_count + excluded.events_count`);
  await database.db.execute(sql`analyze file_events`);
  const end = new Date();
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - ExplorerLimits.csvDefaultMonths);
  progress('explorer: the Activity Log export');
  const t0 = process.hrtime.bigint();
  const all = (await database.db.execute(
    sql`select ${FILE_ACTION_LINE} as line
      from file_events e join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id and not d.is_deleted
      where e.tenant_id = ${persona.tenantId} and e.at >= ${start.toISOString()}::timestamptz
        and e.at <= ${end.toISOString()}::timestamptz
      order by e.at desc nulls last, e.tenant_id desc, e.id desc nulls last
      limit ${ExplorerLimits.csvMaxRows}`,
  )) as unknown as { rows: unknown[] };
  const selectFloor = {
    rows: all.rows.length,
    seconds: round(Number(process.hrtime.bigint() - t0) / 1e9, 2),
    what: 'one SELECT of every line at once',
  };
  const period = { start, end };
  const batchFloor = await drainExport(
    fileActionsCsvLines(database.db, scope, period, ExplorerLimits.csvBatchRows),
  );
  const exportOf = async (batch: number) => {
    const run = await drainExport(fileActionsCsvLines(database.db, scope, period, undefined, batch));
    return {
      batchRows: batch,
      ...run,
      rowsPerSecond: Math.round(run.rows / Math.max(run.seconds, 0.001)),
      secondsOverSelectFloor: round(run.seconds / Math.max(selectFloor.seconds, 0.01), 1),
      heapGrowthOverBatchFloor: round(run.peakHeapGrowthMb / Math.max(batchFloor.peakHeapGrowthMb, 0.1), 2),
      met: run.rows === ExplorerLimits.csvMaxRows && run.seconds < CSV_TARGET_SECONDS,
    };
  };
  const contracts = await exportOf(ExplorerLimits.csvBatchRows);
  const bigger = await exportOf(ExplorerLimits.csvBatchRows * 5);
  const live = global.gc
    ? {
        batchFloor: await drainExport(
          fileActionsCsvLines(database.db, scope, period, ExplorerLimits.csvBatchRows),
          true,
        ),
        full: await drainExport(fileActionsCsvLines(database.db, scope, period), true),
      }
    : { skipped: 'run node with --expose-gc to measure the live heap' };
  return {
    selectFloor,
    batchFloor: { ...batchFloor, what: `an export of one batch (${ExplorerLimits.csvBatchRows} rows)` },
    contracts,
    bigger,
    liveHeap: live,
  };
}

async function measureBackend(database: Database, { spec }: BackendOptions) {
  const dataset = await buildDataset(database, spec);
  const customer = dataset.personas.find((p) => p.role === 'customer');
  const partner = dataset.personas.find((p) => p.role === 'partner');
  if (!customer || !partner) throw new Error('no customer or partner persona');
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      // Production needs one; unused here, buildApp is handed the bench's own database.
      DATABASE_URL: 'postgres://bench.invalid/unused',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://bench.invalid',
      LOG_LEVEL: 'silent',
    } as NodeJS.ProcessEnv,
    {
      accessTokenTtlSeconds: 86_400,
      rateLimits: { ...RateLimits, graphql: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 60 } },
    },
  );
  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  try {
    const customerPages = await measurePersona(database, app, config, customer, true);
    const partnerPages = await measurePersona(database, app, config, partner, false);
    const csvExport = await measureExport(database, customer);
    const missed = [
      ...Object.entries(customerPages.queries).map(([n, r]) => [`customer ${n}`, r] as const),
      ...Object.entries(partnerPages.queries).map(([n, r]) => [`partner ${n}`, r] as const),
    ]
      .filter(([, r]) => isFailure(r) || !r.met)
      .map(([n, r]) => `${n} ${isFailure(r) ? r.error : `p95 ${r.p95Ms} ms`}`);
    return {
      dataset: { generated: dataset.generated },
      targets: { p95Ms: TARGET_P95_MS, csvSeconds: CSV_TARGET_SECONDS },
      customer: customerPages,
      partner: partnerPages,
      csvExport,
      summary: {
        missed,
        csv: csvExport.contracts.met ? 'met' : `missed: ${csvExport.contracts.seconds} s`,
      },
    };
  } finally {
    await app.close();
  }
}

/**
 * BENCH_EXPLORER_BACKENDS=pglite,postgres (both by default): PGlite in memory, and PostgreSQL on a
 * scratch database of BENCH_POSTGRES_ADMIN_URL (skipped when no server answers).
 */
export async function explorerBench({ size }: { size: 'small' | 'large' }) {
  const backends = (process.env.BENCH_EXPLORER_BACKENDS ?? 'pglite,postgres').split(',');
  const result: Record<string, unknown> = {};
  if (backends.includes('pglite')) {
    progress('explorer: PGlite');
    const lite = await openDatabase({});
    result.pglite = await measureBackend(lite, { spec: SPECS[size] }).finally(() => lite.close());
  }
  if (backends.includes('postgres')) {
    progress('explorer: PostgreSQL');
    result.postgres = await withScratchPostgres('vigil_bench_explorer', async (url) => {
      const database = await openDatabase({ databaseUrl: url });
      return measureBackend(database, { spec: { ...SPECS[size], concurrency: 2 } }).finally(() =>
        database.close(),
      );
    });
  }
  return result;
}
