import { sql } from 'drizzle-orm';
import { UserRole } from '@vigil/contracts';
import { isEmbedded, type Database, type Db } from '../../apps/server/src/db/client.js';
import { rowsOf } from '../../apps/server/src/db/rows.js';
import { vacuumEmbeddedDatabase } from '../../apps/server/src/db/statistics.job.js';
import { ensureRootTenant } from '../../apps/server/src/seed/bootstrap.js';
import { seedLibrary } from '../../apps/server/src/classifiers/library.service.js';
import {
  extendApplicationRunnings,
  moveApplicationWindows,
} from '../../apps/server/src/rollups/application-window.job.js';
import { generate } from '../../apps/server/src/seed/generator/generate.js';
import { users } from '../../apps/server/src/users/users.tables.js';
import { progress, round } from './report.js';

export interface DatasetSpec {
  partners: number;
  /** Nested under the first partner, which also holds the big customer. */
  subPartners: number;
  customers: number;
  devices: number;
  /** Devices of the first customer, the big one the customer user signs in to. */
  bigCustomerDevices: number;
  /** At least this many findings (file × classifier rows) are generated. */
  findings: number;
  events: number;
  /** Customers filled at the same time (PostgreSQL); PGlite has one connection and takes 1. */
  concurrency: number;
  seed: number;
}

/**
 * Denser than the demo's files (35% sensitive, mostly one classifier): most documents hold three to
 * five identifiers, so ten million findings take three and a half million files, not twenty-five.
 * The risk queries read rollups, whose sizes follow devices, classifiers and days, not files.
 */
const SENSITIVE_SHARE = 0.9;
const CLASSIFIERS_PER_FILE = [
  [3, 30],
  [4, 40],
  [5, 30],
] as const;
/**
 * Findings per generated file with the settings above, as the generator gives them (about 3.05: an
 * eighth of the files are images, 3% do not parse), rounded down so the findings reach the count asked.
 */
const FINDINGS_PER_FILE = 2.9;

export interface Persona {
  role: 'customer' | 'partner' | 'backOffice';
  userId: number;
  tenantId: number;
  /** Customers the persona sees (itself for a customer). */
  customers: number;
  devices: number;
}

export interface Dataset {
  spec: DatasetSpec;
  generated: {
    partners: number;
    customers: number;
    devices: number;
    files: number;
    findings: number;
    events: number;
  };
  generationSeconds: number;
  findingsPerSecond: number;
  analyzeSeconds: number;
  /** The job that moves every customer's application window to the day's default period. */
  applicationWindowSeconds: number;
  /** The same job's running sums of every customer through yesterday (from nothing, or a day on). */
  applicationRunningSeconds: number;
  personas: Persona[];
  /** The big customer's device with the most sensitive risk: the device dashboard's queries. */
  deviceId: number;
  /** Read back from a kept database (its generation figures are those of the run that built it). */
  reused?: boolean;
}

/**
 * A dataset kept from an earlier run (BENCH_RISK_KEEP): the database records what it built, once
 * complete, so a run reuses it only when it holds the very spec asked. Reuse migrates it, moves
 * the application windows to the day (as the daily job does) and analyses it.
 */
export async function reuseOrBuildDataset(database: Database, spec: DatasetSpec): Promise<Dataset> {
  const { db } = database;
  await db.execute(sql`create table if not exists bench_risk_dataset (doc jsonb not null)`);
  const [kept] = await rowsOf<{ doc: Dataset }>(db, sql`select doc from bench_risk_dataset`);
  if (!kept) {
    const [any] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'tenants'`,
    );
    if (any && any.n > 0) {
      throw new Error('the kept database holds an unfinished dataset: drop it and run again');
    }
    const built = await buildDataset(database, spec);
    await db.execute(sql`insert into bench_risk_dataset (doc) values (${JSON.stringify(built)}::jsonb)`);
    return built;
  }
  // jsonb keeps its own key order: compare the specs key by key.
  const keys = Object.keys(spec) as (keyof DatasetSpec)[];
  if (keys.some((k) => kept.doc.spec[k] !== spec[k])) {
    throw new Error(`the kept database holds another spec: ${JSON.stringify(kept.doc.spec)}`);
  }
  progress(`risk: ${database.kind}: reusing the kept dataset; migrating, moving windows, analysing`);
  await database.migrate();
  const windowStarted = Date.now();
  await moveApplicationWindows(db, new Date());
  const applicationWindowSeconds = (Date.now() - windowStarted) / 1000;
  const runningStarted = Date.now();
  await extendApplicationRunnings(db, new Date());
  const applicationRunningSeconds = (Date.now() - runningStarted) / 1000;
  const analyzeStarted = Date.now();
  // As the server's jobs would have: PGlite has no autovacuum (vacuum-embedded-database).
  if (isEmbedded(db)) await vacuumEmbeddedDatabase(db);
  else await db.execute(sql`analyze`);
  return {
    ...kept.doc,
    applicationWindowSeconds: round(applicationWindowSeconds, 1),
    applicationRunningSeconds: round(applicationRunningSeconds, 1),
    analyzeSeconds: round((Date.now() - analyzeStarted) / 1000, 1),
    reused: true,
  };
}

export async function buildDataset(database: Database, spec: DatasetSpec): Promise<Dataset> {
  const { db } = database;
  await database.migrate();
  const root = await ensureRootTenant(db);
  await seedLibrary(db);

  const files = Math.ceil(spec.findings / FINDINGS_PER_FILE);
  progress(
    `risk: ${database.kind}: generating ${spec.customers} customers, ${spec.devices} devices, ${files} files`,
  );
  let lastReport = Date.now();
  const result = await generate(db, {
    seed: spec.seed,
    partners: spec.partners,
    subPartners: spec.subPartners,
    customers: spec.customers,
    devices: spec.devices,
    firstCustomerDevices: spec.bigCustomerDevices,
    files,
    events: spec.events,
    concurrency: spec.concurrency,
    sensitiveShare: SENSITIVE_SHARE,
    classifiersPerFile: CLASSIFIERS_PER_FILE,
    rootTenantId: root.id,
    onProgress: (message) => {
      if (Date.now() - lastReport < 15_000) return;
      lastReport = Date.now();
      progress(`risk: ${database.kind}: ${message}`);
    },
  });

  // The daily job has moved every customer's application window to today's default period.
  const windowStarted = Date.now();
  await moveApplicationWindows(db, new Date());
  const applicationWindowSeconds = (Date.now() - windowStarted) / 1000;
  const runningStarted = Date.now();
  await extendApplicationRunnings(db, new Date());
  const applicationRunningSeconds = (Date.now() - runningStarted) / 1000;

  // A loaded database has been analysed by autovacuum by the time users query it.
  const analyzeStarted = Date.now();
  await db.execute(sql`vacuum analyze`);
  const analyzeSeconds = (Date.now() - analyzeStarted) / 1000;

  const generated = await countRows(db);
  const bigCustomer = result.customerIds[0];
  if (bigCustomer === undefined) throw new Error('the generator made no customer');
  const [parent] = await rowsOf<{ id: number }>(
    db,
    sql`select parent_id as id from tenants where id = ${bigCustomer}`,
  );
  const partnerId = parent?.id;
  if (partnerId === undefined) throw new Error('the big customer has no partner');

  const personas: Persona[] = [];
  for (const [role, tenantId, roles] of [
    ['customer', bigCustomer, [UserRole.TenantAdmin]],
    ['partner', partnerId, [UserRole.TenantAdmin]],
    ['backOffice', root.id, [UserRole.SysAdmin]],
  ] as const) {
    const [user] = await db
      .insert(users)
      .values({
        tenantId,
        email: `bench-${role.toLowerCase()}@vigil.bench`,
        firstName: 'Bench',
        lastName: role,
        roles: [...roles],
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    personas.push({ role, userId: user.id, tenantId, ...(await reach(db, tenantId)) });
  }

  const [device] = await rowsOf<{ id: number }>(
    db,
    sql`select device_id as id from device_risk_rollups where tenant_id = ${bigCustomer}
      order by sensitive_cost desc, device_id limit 1`,
  );
  if (!device) throw new Error('the big customer has no device with risk');

  return {
    spec,
    generated: { ...generated, partners: result.partners },
    generationSeconds: round(result.seconds, 1),
    findingsPerSecond: Math.round(generated.findings / Math.max(result.seconds, 0.001)),
    analyzeSeconds: round(analyzeSeconds, 1),
    applicationWindowSeconds: round(applicationWindowSeconds, 1),
    applicationRunningSeconds: round(applicationRunningSeconds, 1),
    personas,
    deviceId: device.id,
  };
}

async function countRows(db: Db) {
  const [row] = await rowsOf<Record<'customers' | 'devices' | 'files' | 'findings' | 'events', number>>(
    db,
    sql`select
      (select count(*)::int from tenants where tenant_type = 'CUSTOMER') as customers,
      (select count(*)::int from devices) as devices,
      (select count(*)::int from files) as files,
      (select count(*)::int from file_findings) as findings,
      (select count(*)::int from file_events) as events`,
  );
  if (!row) throw new Error('no counts');
  return row;
}

async function reach(db: Db, tenantId: number): Promise<{ customers: number; devices: number }> {
  const [row] = await rowsOf<{ customers: number; devices: number }>(
    db,
    sql`select count(distinct t.id)::int as customers, count(d.id)::int as devices
      from tenants t
      join tenants me on me.id = ${tenantId}
      left join devices d on d.tenant_id = t.id
      where t.tenant_type = 'CUSTOMER' and t.path like me.path || '%'`,
  );
  return row ?? { customers: 0, devices: 0 };
}
