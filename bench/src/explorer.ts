import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ExplorerLimits, RateLimits } from '@vigil/contracts';
import { buildApp } from '../../apps/server/src/app.js';
import { openSession } from '../../apps/server/src/auth/sessions.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { pgArray } from '../../apps/server/src/db/rows.js';
import { fileActionsCsvLines } from '../../apps/server/src/explorer/explorer-csv.routes.js';
import { resolveSystemScope } from '../../apps/server/src/tenants/tenant-scope.js';
import { graphqlClient } from './graphql-client.js';
import { isFailure, measureLatency, TARGET_P95_MS, type LatencyOptions } from './latency.js';
import { buildDataset, type DatasetSpec } from './risk-dataset.js';
import { progress, round } from './report.js';

/*
 * The data explorer (issue 16): files2 and fileActions p95 on page 1 and a deep page, and the
 * Activity Log export of 100 000 rows: its time and the heap it grows, against a floor (an export
 * of one batch) measured in the same run, so the figure means the same on any machine.
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

const FILES2 = `query files2($skip: Int, $take: Int, $where: DiscoveredFileFilterInput, $tenantId: Int) {
  files2(skip: $skip, take: $take, where: $where, tenantId: $tenantId) {
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

export async function explorerBench({ size }: { size: 'small' | 'large' }) {
  const database = await openDatabase({});
  try {
    const dataset = await buildDataset(database, SPECS[size]);
    const customer = dataset.personas.find((p) => p.role === 'customer');
    if (!customer) throw new Error('no customer persona');
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
      const { accessToken } = await openSession(
        database.db,
        config,
        { userId: customer.userId, tenantId: customer.tenantId, actingTenantId: null, keepMeLoggedIn: true },
        new Date(),
      );
      if (!accessToken) throw new Error('no access token');
      const gql = graphqlClient(app, accessToken);
      const take = ExplorerLimits.pageSize;
      const total = async (op: string, query: string) =>
        (
          (await gql(op, query, { skip: 0, take: 1 }))[op === 'files2' ? 'files2' : 'fileActions'] as {
            totalCount: number;
          }
        ).totalCount;
      const files = await total('files2', FILES2);
      const events = await total('fileActions', FILE_ACTIONS);
      progress(`explorer: ${files} files, ${events} events of the customer; querying`);
      const time = (op: string, query: string, skip: number, where?: unknown) =>
        measureLatency(() => gql(op, query, { skip, take, ...(where ? { where } : {}) }), LATENCY);
      const deepSkip = (n: number) => Math.max(0, Math.floor(n / take) * take - take);
      /*
       * The floor of a page: the same rows read by a bare SELECT of the page's keys, straight on the
       * database (no GraphQL, no sorting, no counting), timed the same way in the same run. The
       * ratio of a list's p95 to it means the same on a quiet machine and on a shared one.
       */
      const floor = async (op: 'files2' | 'fileActions', query: string, skip: number, where?: unknown) => {
        const page = (await gql(op, query, { skip, take, ...(where ? { where } : {}) }))[op] as {
          items: { id: number }[];
        };
        const ids = page.items.map((i) => i.id);
        const table = op === 'files2' ? sql`files` : sql`file_events`;
        return measureLatency(
          () =>
            database.db.execute(
              sql`select * from ${table} where tenant_id = ${customer.tenantId} and id = any(${pgArray(ids, 'int8')})`,
            ),
          LATENCY,
        );
      };
      const withFloor = async (
        op: 'files2' | 'fileActions',
        query: string,
        skip: number,
        where?: unknown,
      ) => {
        const list = await time(op, query, skip, where);
        const bare = await floor(op, query, skip, where);
        if (isFailure(list)) return list;
        if (isFailure(bare)) return { error: `floor: ${bare.error}` };
        return {
          ...list,
          floor: { p50Ms: bare.p50Ms, p95Ms: bare.p95Ms, what: "a bare SELECT of the page's keys" },
          p95OverFloor: round(list.p95Ms / Math.max(bare.p95Ms, 0.01), 1),
        };
      };
      const notDeleted = { isDeleted: { eq: false } };
      const queries = {
        files2Page1: await withFloor('files2', FILES2, 0, notDeleted),
        files2DeepPage: await withFloor('files2', FILES2, deepSkip(files), notDeleted),
        // A filter the rollups do not answer: the total is counted.
        files2SensitivePage1: await withFloor('files2', FILES2, 0, {
          isDeleted: { eq: false },
          isSensitive: { eq: true },
        }),
        fileActionsPage1: await withFloor('fileActions', FILE_ACTIONS, 0),
        fileActionsDeepPage: await withFloor('fileActions', FILE_ACTIONS, deepSkip(events)),
      };

      // 100 000 operations of the last three months for the export (the dataset's are spread wider).
      const scope = await resolveSystemScope(database.db, customer.tenantId);
      const [device] = (
        (await database.db.execute(
          sql`select id from devices where tenant_id = ${customer.tenantId} limit 1`,
        )) as unknown as { rows: { id: number }[] }
      ).rows;
      await database.db
        .execute(sql`insert into file_events (tenant_id, device_id, event_id, at, operation, path,
          process_id, local_process_id, process_name, application_name, drive_type, user_name, sensitive_type,
          is_outgoing)
        select ${customer.tenantId}, ${device!.id}, 'bench-' || g, now() - g * interval '30 seconds', 'OPEN',
          'C:\\Users\\bench\\Documents\\report-' || g || '.docx', 0, 0, 'winword.exe', 'Microsoft Word', 'FIXED',
          'bench.user', 'NO_SENSITIVE', false
        from generate_series(1, ${ExplorerLimits.csvMaxRows}) g`);
      const end = new Date();
      const start = new Date(end);
      start.setUTCMonth(start.getUTCMonth() - ExplorerLimits.csvDefaultMonths);
      progress('explorer: the Activity Log export');
      const exportFloor = await drainExport(
        fileActionsCsvLines(database.db, scope, { start, end }, ExplorerLimits.csvBatchRows),
      );
      const full = await drainExport(fileActionsCsvLines(database.db, scope, { start, end }));
      const live = global.gc
        ? {
            floor: await drainExport(
              fileActionsCsvLines(database.db, scope, { start, end }, ExplorerLimits.csvBatchRows),
              true,
            ),
            full: await drainExport(fileActionsCsvLines(database.db, scope, { start, end }), true),
          }
        : { skipped: 'run node with --expose-gc to measure the live heap' };
      const measured = Object.entries(queries).filter(([, r]) => !isFailure(r));
      return {
        dataset: { generated: dataset.generated, customerFiles: files, customerEvents: events },
        targets: { p95Ms: TARGET_P95_MS, csvSeconds: CSV_TARGET_SECONDS },
        queries,
        csvExport: {
          ...full,
          floor: { ...exportFloor, what: `an export of one batch (${ExplorerLimits.csvBatchRows} rows)` },
          rowsPerSecond: Math.round(full.rows / Math.max(full.seconds, 0.001)),
          heapGrowthOverFloor: round(full.peakHeapGrowthMb / Math.max(exportFloor.peakHeapGrowthMb, 0.1), 2),
          secondsOverFloor: round(full.seconds / Math.max(exportFloor.seconds, 0.01), 1),
          liveHeap: live,
          met: full.seconds < CSV_TARGET_SECONDS,
        },
        summary: {
          missed: measured
            .filter(([, r]) => !isFailure(r) && !r.met)
            .map(([n, r]) => `${n} p95 ${isFailure(r) ? '' : r.p95Ms} ms`),
          csv: full.seconds < CSV_TARGET_SECONDS ? 'met' : `missed: ${full.seconds} s`,
        },
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
