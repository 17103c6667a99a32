import { randomUUID } from 'node:crypto';
import { openDatabase } from './src/db/client.js';
import { ensureRootTenant } from './src/seed/bootstrap.js';
import { insertTenant } from './src/tenants/tenants.repo.js';
import { insertClassifiers } from './src/classifiers/classifiers.repo.js';
import { definitionColumns } from './src/classifiers/classifier-definition.js';
import { registerDevice } from './src/agent-ingest/registration.service.js';
import { ingestBatch } from './src/agent-ingest/ingest.service.js';
import { regulations } from './src/regulations/regulations.tables.js';

const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { databaseUrl: url } : {});
await database.migrate();
const db = database.db;
const root = await ensureRootTenant(db);
const key = randomUUID();
const tenant = await insertTenant(db, { name: 'bench', tenantType: 'CUSTOMER', parentId: root.id, agentKey: key });
const regs = await db.insert(regulations).values([1, 2, 3].map((i) => ({ name: `R${i}-${key}`, key: `R${i}-${key}` }))).returning();
const cls = await insertClassifiers(db, tenant.id, Array.from({ length: 20 }, (_, i) => ({
  ...definitionColumns({ name: `C${i}`, type: 'BY_CONTENT', valuePerRecord: 1 + i, isSensitive: i % 4 !== 0 }),
  regulationIds: [regs[i % 3]!.id, ...(i % 5 === 0 ? [regs[(i + 1) % 3]!.id] : [])],
})));
const FILES = Number(process.env.FILES ?? 1000), PER = Number(process.env.PER ?? 5), BATCHES = Number(process.env.BATCHES ?? 10), DEVICES = Number(process.env.DEVICES ?? 1);
const devs = [];
for (let d = 0; d < DEVICES; d++) devs.push(await registerDevice(db, { agentKey: key, deviceIdentifier: randomUUID(), device: { name: 'd', os: 'Windows', userName: 'u', agentVersion: '1' } }));
let findings = 0;
const batches = devs.map((dev) => Array.from({ length: BATCHES }, (_, b) => ({ batchId: randomUUID(), sentAt: '2026-01-01T00:00:00Z', files: Array.from({ length: FILES }, (_, i) => ({
      path: `C:\\Users\\u\\dir${b}\\sub${i % 50}\\file${i}.docx`,
      size: 1000 + i, modifiedAt: '2026-01-01T00:00:00Z', parseResult: 'OK' as const, isEncrypted: i % 7 === 0,
      contentHash: null,
      entries: Array.from({ length: PER }, (_, k) => ({ classifierId: cls[(i + k) % 20]!.id, count: 1 + ((i + k) % 9), samples: process.env.NOSAMPLES ? [] : ['1234 **** 5678'] })),
    })) })));
const t0 = performance.now(); const c0 = process.cpuUsage();
const work = devs.map(async (dev, d) => {
  for (const body of batches[d]!) {
    await ingestBatch(db, { tenantId: tenant.id, deviceId: dev.deviceId }, body);
    findings += FILES * PER;
  }
});
await Promise.all(work);
const s = (performance.now() - t0) / 1000; const cu = process.cpuUsage(c0); const cpu = (cu.user + cu.system) / 1e6;
console.log(JSON.stringify({ db: database.kind, findings, seconds: +s.toFixed(2), findingsPerSecond: Math.round(findings / s), cpuSeconds: +cpu.toFixed(2), findingsPerCpuSecond: Math.round(findings / cpu) }));
await database.close();

