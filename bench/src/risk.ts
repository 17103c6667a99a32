import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  ApplicationKindWhere,
  ApplicationRiskPeriod,
  CloudServicesWhere,
  lastDays,
  Limits,
  periodOf,
  RateLimits,
} from '@vigil/contracts';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { openSession } from '../../apps/server/src/auth/sessions.js';
import { graphqlClient, type Gql } from './graphql-client.js';
import {
  isFailure,
  measureLatency,
  TARGET_P95_MS,
  type Failure,
  type Latency,
  type LatencyOptions,
} from './latency.js';
import {
  buildDataset,
  reuseOrBuildDataset,
  type Dataset,
  type DatasetSpec,
  type Persona,
} from './risk-dataset.js';
import * as Q from './risk-queries.js';
import { withKeptPostgres, withScratchPostgres } from './scratch-postgres.js';
import { progress, round } from './report.js';

/** Issue 4: the sizes the documented run (`--size large`) must reach, and its targets. */
const ISSUE_SIZES = {
  postgres: { customers: 1000, devices: 20_000, findings: 10_000_000 },
  pglite: { customers: 50, devices: 1000, findings: 500_000 },
};
const DEEP_PAGE_WITHIN = 2;

interface Plan {
  postgres: DatasetSpec;
  pglite: DatasetSpec;
  latency: LatencyOptions;
}

const PLANS: Record<'small' | 'large', Plan> = {
  large: {
    postgres: {
      partners: 3,
      subPartners: 1,
      customers: 1000,
      devices: 20_000,
      bigCustomerDevices: 2000,
      findings: 10_000_000,
      events: 400_000,
      concurrency: 3,
      seed: 4,
    },
    pglite: {
      partners: 2,
      subPartners: 1,
      customers: 50,
      devices: 1000,
      bigCustomerDevices: 100,
      findings: 500_000,
      events: 50_000,
      concurrency: 1,
      seed: 4,
    },
    latency: { warmup: 5, runs: 60, budgetMs: 60_000 },
  },
  small: {
    postgres: {
      partners: 3,
      subPartners: 1,
      customers: 100,
      devices: 2000,
      bigCustomerDevices: 200,
      findings: 200_000,
      events: 40_000,
      concurrency: 3,
      seed: 4,
    },
    pglite: {
      partners: 2,
      subPartners: 1,
      customers: 20,
      devices: 200,
      bigCustomerDevices: 40,
      findings: 50_000,
      events: 10_000,
      concurrency: 1,
      seed: 4,
    },
    latency: { warmup: 3, runs: 50, budgetMs: 30_000 },
  },
};

type Result = Latency | Failure;

interface PageComparison {
  take: number;
  pages: number;
  deepPage: number;
  page1P95Ms: number;
  deepPageP95Ms: number;
  ratio: number;
  withinTwoX: boolean;
}

function comparePages(
  take: number,
  total: number,
  deepPage: number,
  page1: Result,
  deep: Result,
): PageComparison | Failure {
  if (isFailure(page1)) return page1;
  if (isFailure(deep)) return deep;
  const ratio = deep.p95Ms / Math.max(page1.p95Ms, 0.001);
  return {
    take,
    pages: Math.ceil(total / take),
    deepPage,
    page1P95Ms: page1.p95Ms,
    deepPageP95Ms: deep.p95Ms,
    ratio: round(ratio, 2),
    withinTwoX: ratio <= DEEP_PAGE_WITHIN,
  };
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}

/** A value another query needs (the top regulation, the number of devices); its failure is theirs. */
async function lookup<T>(get: () => Promise<T>): Promise<T | Failure> {
  try {
    return await get();
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

interface Segment {
  items: Record<string, unknown>[];
  totalCount: number;
}

export async function measurePersona(gql: Gql, persona: Persona, deviceId: number, latency: LatencyOptions) {
  const now = new Date();
  const tenantId = persona.tenantId;
  const time = (operation: string, query: string, variables: Record<string, unknown>) =>
    measureLatency(() => gql(operation, query, { ...variables, tenantId }), latency);
  const queries: Record<string, Result> = {};
  const deviceList: Record<string, PageComparison | Failure> = {};

  progress(`risk:   ${persona.role}`);
  queries.riskOverview = await time('riskOverview', Q.riskOverview, {
    startPeriod: daysBefore(now, 90),
    finishPeriod: now.toISOString(),
  });
  queries.childTenants = await time('childTenants', Q.childTenants, {
    skip: 0,
    take: Limits.childTenantPageSize,
  });
  queries.regulationsDataRisks = await time('regulationsDataRisks', Q.regulationsDataRisks, { request: {} });

  const topRegulation = await lookup(async () => {
    const data = await gql('regulationsDataRisks', Q.regulationsDataRisks, { request: {}, tenantId });
    const first = (data.regulationsDataRisks as Segment).items[0];
    if (!first) throw new Error('no regulation has risk');
    return first.regulationId as number;
  });
  queries.policiesDataRisksByRegulation = isFailure(topRegulation)
    ? topRegulation
    : await time('policiesDataRisksByRegulation', Q.policiesDataRisksByRegulation, {
        request: { regulationId: topRegulation },
      });
  queries.policies = await time('policies', Q.policies, { skip: 0, take: Limits.defaultPageSize });

  const devices = await lookup(async () => {
    const data = await gql('deviceRisks', Q.deviceRisks, { skip: 0, take: 1, tenantId });
    return (data.deviceRisks as Segment).totalCount;
  });
  const pageSizes = persona.role === 'backOffice' ? [Limits.defaultPageSize, 2] : [Limits.defaultPageSize];
  for (const take of pageSizes) {
    const page1 = await time('deviceRisks', Q.deviceRisks, { skip: 0, take });
    queries[`deviceRisksPage1Take${take}`] = page1;
    if (isFailure(devices)) {
      queries[`deviceRisksLastPageTake${take}`] = devices;
      deviceList[`take${take}`] = devices;
      continue;
    }
    // The last page: page 10 000 of 20 000 devices two at a time.
    const lastPage = Math.max(1, Math.ceil(devices / take));
    const deep = await time('deviceRisks', Q.deviceRisks, { skip: (lastPage - 1) * take, take });
    queries[`deviceRisksLastPageTake${take}`] = deep;
    deviceList[`take${take}`] = comparePages(take, devices, lastPage, page1, deep);
  }

  queries.deviceRisksByClassifiers = await time('deviceRisksByClassifiers', Q.deviceRisksByClassifiers, {
    deviceId,
    take: Limits.deviceClassifierRiskPageSize,
  });
  // What each application page sends: its kind, on the default period (read from the customers'
  // windows). The device dashboard's Cloud Services: 100 days.
  const defaultPeriod = periodOf(lastDays(ApplicationRiskPeriod.defaultDays, now));
  for (const [name, kind] of [
    ['applicationsRiskLocalApps', 'local'],
    ['applicationsRiskWebApps', 'web'],
    ['applicationsRiskLlmApps', 'llm'],
  ] as const) {
    queries[name] = await time('applicationsRisk', Q.applicationsRisk, {
      request: defaultPeriod,
      where: ApplicationKindWhere[kind],
    });
  }
  // Chosen periods, read from the running sums: the last 30 days; 90 days to yesterday; 90 days
  // ending 45 days ago; the last 14 days, whose first candidates do not settle the page (an
  // application's sums so far bound its fortnight loosely: topByBound reads more of them).
  for (const [name, days, endDaysAgo] of [
    ['applicationsRiskLocalAppsChosen30Days', 30, 0],
    ['applicationsRiskLocalAppsChosen14Days', 14, 0],
    ['applicationsRiskLocalAppsChosen90DaysToYesterday', 90, 1],
    ['applicationsRiskLocalAppsChosen90DaysEnding45DaysAgo', 90, 45],
  ] as const) {
    queries[name] = await time('applicationsRisk', Q.applicationsRisk, {
      request: periodOf(lastDays(days, new Date(now.getTime() - endDaysAgo * 86_400_000))),
      where: ApplicationKindWhere.local,
    });
  }
  queries.applicationsRiskOfDevice100Days = await time('applicationsRisk', Q.applicationsRisk, {
    request: { startPeriod: daysBefore(now, 100), finishPeriod: now.toISOString(), deviceId },
    where: CloudServicesWhere,
  });
  queries.device = await time('device', Q.device, { request: { id: deviceId } });

  return {
    tenantId,
    customersBeneath: persona.customers,
    devicesBeneath: persona.devices,
    queries,
    deviceList,
  };
}

function meetsIssueSizes(g: Dataset['generated'], sizes: (typeof ISSUE_SIZES)['postgres']): boolean {
  return g.customers >= sizes.customers && g.devices >= sizes.devices && g.findings >= sizes.findings;
}

async function measureBackend(database: Database, spec: DatasetSpec, latency: LatencyOptions, keep = false) {
  const dataset = keep ? await reuseOrBuildDataset(database, spec) : await buildDataset(database, spec);
  progress(
    `risk: ${database.kind}: ${dataset.generated.findings} findings in ${dataset.generationSeconds} s; querying`,
  );
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
      // The bench measures the queries themselves, far faster than any person or script sends them.
      rateLimits: { ...RateLimits, graphql: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 60 } },
    },
  );
  const app = await buildApp({ config, database, serveWeb: false });
  try {
    await app.ready();
    const personas: Record<string, Awaited<ReturnType<typeof measurePersona>>> = {};
    for (const persona of dataset.personas) {
      // A real session: access tokens are good only while theirs is live.
      const { accessToken: token } = await openSession(
        database.db,
        config,
        { userId: persona.userId, tenantId: persona.tenantId, actingTenantId: null, keepMeLoggedIn: true },
        new Date(),
      );
      if (!token) throw new Error('no access token for the bench persona');
      personas[persona.role] = await measurePersona(
        graphqlClient(app, token),
        persona,
        dataset.deviceId,
        latency,
      );
    }
    const all = Object.entries(personas).flatMap(([role, p]) =>
      Object.entries(p.queries).map(([name, r]) => ({ name: `${role}.${name}`, r })),
    );
    const measured = all.filter((q): q is { name: string; r: Latency } => !isFailure(q.r));
    const pages = Object.values(personas).flatMap((p) => Object.values(p.deviceList));
    return {
      dataset: {
        requested: spec,
        generated: dataset.generated,
        generationSeconds: dataset.generationSeconds,
        findingsPerSecond: dataset.findingsPerSecond,
        vacuumAnalyzeSeconds: dataset.analyzeSeconds,
        applicationWindowSeconds: dataset.applicationWindowSeconds,
        applicationRunningSeconds: dataset.applicationRunningSeconds,
        ...(dataset.reused ? { reused: true } : {}),
      },
      summary: {
        queries: all.length,
        measured: measured.length,
        met: measured.filter((q) => q.r.met).length,
        missed: measured.filter((q) => !q.r.met).map((q) => `${q.name} p95 ${q.r.p95Ms} ms`),
        failed: all.filter((q) => isFailure(q.r)).map((q) => q.name),
        deepPagesWithinTwoX: pages.every((p) => !isFailure(p) && p.withinTwoX),
      },
      personas,
    };
  } finally {
    await app.close();
  }
}

/**
 * BENCH_RISK_BACKENDS=pglite,postgres (both by default). BENCH_RISK_KEEP=<name> keeps the datasets
 * and reuses them in later runs: PostgreSQL's in the database `<name>_<size>` of
 * BENCH_POSTGRES_ADMIN_URL's server, PGlite's in the directory `<name>_<size>_pglite` of
 * BENCH_RISK_KEEP_DIR (the system's temporary directory by default). Drop them by hand.
 * BENCH_RISK_FINDINGS=<n> generates n findings instead of the size's: the application pages' rollups
 * follow the events, not the findings, and ten million findings take hours on a loaded machine (the
 * report's meetsIssueSizes then says false).
 */
export async function riskBench({ size }: { size: 'small' | 'large' }) {
  const findings = Number(process.env.BENCH_RISK_FINDINGS);
  const plan =
    Number.isInteger(findings) && findings > 0
      ? {
          ...PLANS[size],
          postgres: { ...PLANS[size].postgres, findings },
          pglite: { ...PLANS[size].pglite, findings },
        }
      : PLANS[size];
  const backends = (process.env.BENCH_RISK_BACKENDS ?? 'pglite,postgres').split(',');
  const keep = process.env.BENCH_RISK_KEEP;
  if (keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keep)) {
    throw new Error('BENCH_RISK_KEEP: a lower-case name of letters, digits and underscores');
  }

  let pglite: Awaited<ReturnType<typeof measureBackend>> | { skipped: string } = { skipped: 'not asked' };
  if (backends.includes('pglite')) {
    progress(`risk: PGlite, ${plan.pglite.customers} customers, ${plan.pglite.findings} findings`);
    const dataDir = keep
      ? path.join(process.env.BENCH_RISK_KEEP_DIR ?? os.tmpdir(), `${keep}_${size}_pglite`)
      : undefined;
    const lite = await openDatabase({ dataDir });
    pglite = await measureBackend(lite, plan.pglite, plan.latency, keep !== undefined).finally(() =>
      lite.close(),
    );
  }

  let postgres: Awaited<ReturnType<typeof measureBackend>> | { skipped: string } = { skipped: 'not asked' };
  if (backends.includes('postgres')) {
    progress(`risk: PostgreSQL, ${plan.postgres.customers} customers, ${plan.postgres.findings} findings`);
    const run = async (url: string) => {
      const database = await openDatabase({ databaseUrl: url });
      return measureBackend(database, plan.postgres, plan.latency, keep !== undefined).finally(() =>
        database.close(),
      );
    };
    postgres = keep
      ? await withKeptPostgres(`${keep}_${size}`, run)
      : await withScratchPostgres('vigil_bench_risk', run);
  }

  return {
    targets: { p95Ms: TARGET_P95_MS, deepPageWithin: DEEP_PAGE_WITHIN },
    issueSizes: ISSUE_SIZES,
    pglite:
      'skipped' in pglite
        ? pglite
        : { ...pglite, meetsIssueSizes: meetsIssueSizes(pglite.dataset.generated, ISSUE_SIZES.pglite) },
    postgres:
      'skipped' in postgres
        ? postgres
        : { ...postgres, meetsIssueSizes: meetsIssueSizes(postgres.dataset.generated, ISSUE_SIZES.postgres) },
  };
}
