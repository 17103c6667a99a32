import { randomBytes, randomUUID } from 'node:crypto';
import type { BatchRequest } from '@vigil/contracts';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { ensureRootTenant } from '../../apps/server/src/seed/bootstrap.js';
import { seedLibrary } from '../../apps/server/src/classifiers/library.service.js';
import { provisionCustomer } from '../../apps/server/src/classifiers/provisioning.service.js';
import { resolveSystemScope } from '../../apps/server/src/tenants/tenant-scope.js';
import { insertTenant } from '../../apps/server/src/tenants/tenants.repo.js';
import { registerDevice } from '../../apps/server/src/agent-ingest/registration.service.js';
import { ingestBatch } from '../../apps/server/src/agent-ingest/ingest.service.js';
import { sql } from 'drizzle-orm';
import { progress, round } from './report.js';
import { withScratchPostgres } from './scratch-postgres.js';
import { openCopyFloor, type FloorTable } from './copy-floor.js';

const FILES_PER_BATCH = 1000;
const FINDINGS_PER_FILE = 5;
const POSTGRES_DEVICES = 4;
/** Ingest and floor alternate this many times. */
const ROUNDS = 4;

async function prepare(database: Database) {
  await database.migrate();
  const root = await ensureRootTenant(database.db);
  await seedLibrary(database.db);
  const agentKey = randomBytes(16).toString('hex');
  const customer = await database.db.transaction(async (tx) => {
    const created = await insertTenant(tx, {
      name: `Bench ${randomUUID().slice(0, 8)}`,
      tenantType: 'CUSTOMER',
      parentId: root.id,
      agentKey,
    });
    const provisioned = await provisionCustomer(tx, await resolveSystemScope(tx, created.id), {
      regulationKeys: ['PCI_DSS', 'GDPR', 'HIPAA'],
    });
    return { id: created.id, classifierIds: provisioned.classifierIds };
  });
  const device = await registerDevice(database.db, {
    agentKey,
    deviceIdentifier: randomUUID(),
    device: { name: 'BENCH-01', os: 'Linux', userName: 'bench', agentVersion: 'bench' },
  });
  return {
    classifierIds: customer.classifierIds,
    agentKey,
    device: { scope: await resolveSystemScope(database.db, device.tenantId), deviceId: device.deviceId },
  };
}

async function addDevice(database: Database, agentKey: string, n: number) {
  const device = await registerDevice(database.db, {
    agentKey,
    deviceIdentifier: randomUUID(),
    device: { name: `BENCH-0${n}`, os: 'Linux', userName: 'bench', agentVersion: 'bench' },
  });
  return { scope: await resolveSystemScope(database.db, device.tenantId), deviceId: device.deviceId };
}

/**
 * Batches as the server receives them: JSON text, parsed in the timed loop as the HTTP route
 * does (and not held as a million live objects whose garbage collection the run would measure).
 */
function batches(count: number, classifierIds: number[], prefix = 'batch'): string[] {
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, b) =>
    JSON.stringify({
      batchId: randomUUID(),
      sentAt: now,
      files: Array.from({ length: FILES_PER_BATCH }, (_, f) => ({
        path: `/home/bench/data/${prefix}-${b}/folder-${f % 20}/file-${f}.csv`,
        size: 10_000 + f,
        modifiedAt: now,
        accessedAt: now,
        extension: 'csv',
        parseResult: 'OK' as const,
        isEncrypted: f % 4 === 0,
        entries: Array.from({ length: FINDINGS_PER_FILE }, (_, k) => ({
          classifierId: classifierIds[(f + k) % classifierIds.length] as number,
          count: 1 + ((f * 7 + k) % 50),
          samples: [],
        })),
      })),
    } satisfies BatchRequest),
  );
}

/** The largest id of each table with one, before the timed run: its rows are those above. */
async function lastIds(database: Database, tenantId: number) {
  const [row] = (
    (await database.db.execute(
      sql`select (select coalesce(max(id), 0) from folders where tenant_id = ${tenantId})::text as folders,
        (select coalesce(max(id), 0) from files where tenant_id = ${tenantId})::text as files,
        (select coalesce(max(id), 0) from file_events where tenant_id = ${tenantId})::text as events,
        (select coalesce(max(id), 0) from cases where tenant_id = ${tenantId})::text as cases`,
    )) as unknown as { rows: Record<'folders' | 'files' | 'events' | 'cases', string>[] }
  ).rows;
  return row!;
}

const FLOOR_TABLES = [
  'ingest_batches',
  'folders',
  'files',
  'file_findings',
  'file_events',
  'cases',
  'folder_risk_rollups',
  'device_risk_rollups',
  'device_classifier_risk_rollups',
  'classifier_risk_rollups',
  'regulation_risk_rollups',
  'tenant_risk_rollups',
];

/**
 * Every table the ingest inserts into, restricted to the rows of one round. The rollups keyed by
 * device, classifier, regulation or tenant are upserted by every round: their rows (the totals
 * the upserts left) are copied once, with the last round.
 */
function floorTables(
  tenantId: number,
  before: Awaited<ReturnType<typeof lastIds>>,
  batchIds: string[],
  last: boolean,
): FloorTable[] {
  const t = `tenant_id = ${tenantId}`;
  const tenantWide = [
    'device_risk_rollups',
    'device_classifier_risk_rollups',
    'classifier_risk_rollups',
    'regulation_risk_rollups',
    'tenant_risk_rollups',
  ];
  return [
    {
      table: 'ingest_batches',
      where: `${t} and batch_id in (${batchIds.map((id) => `'${id}'`).join(', ')})`,
    },
    { table: 'folders', where: `${t} and id > ${before.folders}` },
    { table: 'files', where: `${t} and id > ${before.files}` },
    { table: 'file_findings', where: `${t} and file_id > ${before.files}` },
    { table: 'file_events', where: `${t} and id > ${before.events}` },
    { table: 'cases', where: `${t} and id > ${before.cases}` },
    { table: 'folder_risk_rollups', where: `${t} and folder_id > ${before.folders}` },
    ...(last ? tenantWide.map((table) => ({ table, where: t })) : []),
  ];
}

/**
 * `devices` agents of one customer send their batches at the same time, each device's in order,
 * as a fleet does; PGlite has one connection, so it is measured with one. The floor COPYs the
 * same rows with as many connections. Both alternate in rounds, so that both see the same load of
 * a shared machine. Rows are files and findings, on both sides.
 */
async function measure(database: Database, url: string | null, batchCount: number, devices: number) {
  const { classifierIds, agentKey, device } = await prepare(database);
  const senders = [device];
  while (senders.length < devices) senders.push(await addDevice(database, agentKey, senders.length + 1));
  const payloads = batches(batchCount, classifierIds);
  // One untimed batch per device warms up prepared statements and caches.
  for (const d of senders)
    await ingestBatch(database.db, d, JSON.parse(batches(1, classifierIds, 'warm')[0]!) as BatchRequest);
  const tenantId = device.scope.tenantId;
  const floor = await openCopyFloor(database, url, FLOOR_TABLES);
  let seconds = 0;
  let floorSeconds = 0;
  let cpuMs = 0;
  let floorCpuMs = 0;
  const floorRows: Record<string, number> = {};
  try {
    const perRound = Math.ceil(batchCount / ROUNDS);
    for (let first = 0; first < batchCount; first += perRound) {
      const round = payloads.slice(first, first + perRound);
      const before = await lastIds(database, tenantId);
      const started = process.hrtime.bigint();
      const cpu0 = process.cpuUsage();
      await Promise.all(
        senders.map(async (d, i) => {
          for (let b = i; b < round.length; b += senders.length) {
            await ingestBatch(database.db, d, JSON.parse(round[b]!) as BatchRequest);
          }
        }),
      );
      seconds += Number(process.hrtime.bigint() - started) / 1e9;
      const cpu1 = process.cpuUsage(cpu0);
      cpuMs += (cpu1.user + cpu1.system) / 1e3;
      const batchIds = round.map((p) => (JSON.parse(p) as BatchRequest).batchId);
      const last = first + perRound >= batchCount;
      const copied = await floor.copy(floorTables(tenantId, before, batchIds, last), round.length, devices);
      floorSeconds += copied.seconds;
      floorCpuMs += copied.cpuMs;
      for (const [table, n] of Object.entries(copied.rowsByTable))
        floorRows[table] = (floorRows[table] ?? 0) + n;
    }
  } finally {
    await floor.close();
  }
  const findings = batchCount * FILES_PER_BATCH * FINDINGS_PER_FILE;
  const rows = batchCount * FILES_PER_BATCH + findings;
  const written = floorRows.files! + floorRows.file_findings!;
  if (written !== rows)
    throw new Error(`the floor copies ${written} files and findings, the ingest wrote ${rows}`);
  const ingestRowsPerSecond = Math.round(rows / seconds);
  const floorRowsPerSecond = Math.round(rows / floorSeconds);
  return {
    devices,
    rows,
    seconds: round(seconds, 2),
    floorSeconds: round(floorSeconds, 2),
    floorRows,
    findingsPerSecond: Math.round(findings / seconds),
    ingestRowsPerSecond,
    floorRowsPerSecond,
    ratio: round(ingestRowsPerSecond / floorRowsPerSecond, 2),
    // Steadier than the seconds on a shared machine; PostgreSQL's backends are not in it.
    processCpuMsPerBatch: {
      ingest: round(cpuMs / batchCount, 1),
      floor: round(floorCpuMs / batchCount, 1),
      ratio: round(floorCpuMs / cpuMs, 2),
    },
    target: '>= 0.5',
    met: ingestRowsPerSecond / floorRowsPerSecond >= 0.5,
  };
}

export async function ingestBench({ size }: { size: 'small' | 'large' }) {
  const pgliteBatches = size === 'large' ? 60 : 20;
  const postgresBatches = size === 'large' ? 200 : 40;

  progress(
    `ingest: PGlite, ${pgliteBatches * FILES_PER_BATCH * FINDINGS_PER_FILE} findings, then its COPY floor`,
  );
  const lite = await openDatabase({});
  const pglite = await measure(lite, null, pgliteBatches, 1).finally(() => lite.close());

  progress(
    `ingest: PostgreSQL, ${postgresBatches * FILES_PER_BATCH * FINDINGS_PER_FILE} findings, then its COPY floor`,
  );
  const postgres = await withScratchPostgres('vigil_bench', async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    return measure(database, url, postgresBatches, POSTGRES_DEVICES).finally(() => database.close());
  });

  return {
    batch: { files: FILES_PER_BATCH, findingsPerFile: FINDINGS_PER_FILE },
    rows: 'files and file_findings rows written per second; the floor COPYs every table the ingest wrote',
    pglite,
    postgres,
  };
}
