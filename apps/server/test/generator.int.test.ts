import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLibrary } from '../src/classifiers/library.service.js';
import { devices } from '../src/devices/devices.tables.js';
import { fileEvents, fileFindings, files } from '../src/files/files.tables.js';
import { recomputeRollups } from '../src/risk/recompute.js';
import { generate, type GenerateOptions } from '../src/seed/generator/generate.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { rollupSnapshot } from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const NOW = new Date('2026-11-01T12:00:00Z');

function options(t: TestApp, seed: number): GenerateOptions {
  return {
    seed,
    partners: 1,
    customers: 2,
    devices: 3,
    files: 240,
    events: 120,
    now: NOW,
    rootTenantId: t.rootTenantId,
  };
}

/** What a seed determines: every file with its findings and every event, without database ids. */
async function fingerprint(t: TestApp, customerIds: number[]) {
  const fileRows = await t.db
    .select({ path: files.path, size: files.size, encrypted: files.isEncrypted, parse: files.parseResult })
    .from(files)
    .where(inArray(files.tenantId, customerIds))
    .orderBy(files.path);
  const findingRows = await t.db
    .select({ path: files.path, entries: fileFindings.entriesCount, cost: fileFindings.costUsd })
    .from(fileFindings)
    .innerJoin(files, eq(files.id, fileFindings.fileId))
    .where(inArray(fileFindings.tenantId, customerIds))
    .orderBy(files.path, fileFindings.entriesCount);
  const eventRows = await t.db
    .select({ path: fileEvents.path, op: fileEvents.operation, at: fileEvents.at })
    .from(fileEvents)
    .where(inArray(fileEvents.tenantId, customerIds))
    .orderBy(fileEvents.at, fileEvents.path);
  return { fileRows, findingRows, eventRows };
}

async function generatedCustomers(t: TestApp, partnerNamePrefix: string): Promise<number[]> {
  const rows = await t.db
    .select({ id: tenants.id, parentId: tenants.parentId, name: tenants.name })
    .from(tenants);
  const partners = rows.filter((r) => r.name.startsWith(partnerNamePrefix)).map((r) => r.id);
  return rows.filter((r) => r.parentId !== null && partners.includes(r.parentId)).map((r) => r.id);
}

describe('data generator (npm run seed)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
    await Promise.all([seedLibrary(a.db), seedLibrary(b.db)]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('sends what it reports through ingest, and the rollups equal a full recompute', async () => {
    const result = await generate(a.db, options(a, 11));
    expect(result).toMatchObject({ partners: 1, customers: 2, devices: 3, files: 240, events: 120 });
    expect(result.findings).toBeGreaterThan(0);

    const customerIds = (await a.db.select({ id: devices.tenantId }).from(devices)).map((d) => d.id);
    const ids = [...new Set(customerIds)];
    const [fileCount] = await a.db.select({ n: count() }).from(files).where(inArray(files.tenantId, ids));
    const [findingCount] = await a.db
      .select({ n: count() })
      .from(fileFindings)
      .where(inArray(fileFindings.tenantId, ids));
    const [eventCount] = await a.db
      .select({ n: count() })
      .from(fileEvents)
      .where(inArray(fileEvents.tenantId, ids));
    expect({ files: fileCount?.n, findings: findingCount?.n, events: eventCount?.n }).toEqual({
      files: 240,
      findings: result.findings,
      events: 120,
    });

    for (const tenantId of ids) {
      const incremental = await rollupSnapshot(a.db, tenantId);
      await a.db.transaction((tx) => recomputeRollups(tx, tenantId));
      expect(await rollupSnapshot(a.db, tenantId)).toEqual(incremental);
    }
  });

  it('produces the same data for the same seed, and other data for another', async () => {
    // A fresh database each, so ids and names cannot collide.
    const c = await createTestApp();
    try {
      await seedLibrary(c.db);
      await generate(b.db, options(b, 42));
      await generate(c.db, options(c, 42));
      const [bIds, cIds] = [
        await generatedCustomers(b, 'Northwind MSP'),
        await generatedCustomers(c, 'Northwind MSP'),
      ];
      const same = await fingerprint(b, bIds);
      expect(same.fileRows).toHaveLength(240);
      expect(await fingerprint(c, cIds)).toEqual(same);

      await generate(c.db, { ...options(c, 43), partners: 1 });
      const other = (await generatedCustomers(c, 'Northwind MSP')).filter((id) => !cIds.includes(id));
      expect((await fingerprint(c, other)).fileRows).not.toEqual(same.fileRows);
    } finally {
      await c.close();
    }
  });
});
