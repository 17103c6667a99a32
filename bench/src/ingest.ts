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
import { progress, round, target } from './report.js';
import { withScratchPostgres } from './scratch-postgres.js';

const FILES_PER_BATCH = 1000;
const FINDINGS_PER_FILE = 5;
const POSTGRES_DEVICES = 4;

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
function batches(count: number, classifierIds: number[]): string[] {
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, b) =>
    JSON.stringify({
      batchId: randomUUID(),
      sentAt: now,
      files: Array.from({ length: FILES_PER_BATCH }, (_, f) => ({
        path: `/home/bench/data/batch-${b}/folder-${f % 20}/file-${f}.csv`,
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

/**
 * `devices` agents of one customer send their batches at the same time, each device's in order,
 * as a fleet does; PGlite has one connection, so it is measured with one.
 */
async function measure(database: Database, batchCount: number, devices: number) {
  const { classifierIds, agentKey, device } = await prepare(database);
  const senders = [device];
  while (senders.length < devices) senders.push(await addDevice(database, agentKey, senders.length + 1));
  const payloads = batches(batchCount, classifierIds);
  // One untimed batch per device warms up prepared statements and caches.
  for (const d of senders)
    await ingestBatch(database.db, d, JSON.parse(batches(1, classifierIds)[0]!) as BatchRequest);
  const started = process.hrtime.bigint();
  await Promise.all(
    senders.map(async (d, i) => {
      for (let b = i; b < payloads.length; b += senders.length) {
        await ingestBatch(database.db, d, JSON.parse(payloads[b]!) as BatchRequest);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const findings = batchCount * FILES_PER_BATCH * FINDINGS_PER_FILE;
  return { devices, findings, seconds: round(seconds, 2), findingsPerSecond: Math.round(findings / seconds) };
}

export async function ingestBench({ size }: { size: 'small' | 'large' }) {
  const pgliteBatches = size === 'large' ? 60 : 20;
  const postgresBatches = size === 'large' ? 200 : 40;

  progress(`ingest: PGlite, ${pgliteBatches * FILES_PER_BATCH * FINDINGS_PER_FILE} findings`);
  const lite = await openDatabase({});
  const pglite = await measure(lite, pgliteBatches, 1).finally(() => lite.close());

  progress(`ingest: PostgreSQL, ${postgresBatches * FILES_PER_BATCH * FINDINGS_PER_FILE} findings`);
  const postgres = await withScratchPostgres('vigil_bench', async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    return measure(database, postgresBatches, POSTGRES_DEVICES).finally(() => database.close());
  });

  return {
    batch: { files: FILES_PER_BATCH, findingsPerFile: FINDINGS_PER_FILE },
    pglite: { ...pglite, ...target(pglite.findingsPerSecond, 50_000, 'findings/s') },
    postgres:
      'findingsPerSecond' in postgres
        ? { ...postgres, ...target(postgres.findingsPerSecond, 200_000, 'findings/s') }
        : postgres,
  };
}
