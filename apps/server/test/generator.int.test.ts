import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileEvents, fileFindings, files } from '../src/files/files.tables.js';
import { recomputeRollups } from '../src/rollups/recompute.js';
import { tenantRiskHistory } from '../src/rollups/risk-history.tables.js';
import { tenantRiskRollups } from '../src/rollups/rollups.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { devices } from '../src/devices/devices.tables.js';
import { generate, type GenerateOptions } from '../src/seed/generator/generate.js';
import { rollupSnapshot } from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';

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

/** What a seed determines, per generated customer in order, without database ids. */
async function fingerprint(t: TestApp, customerIds: number[]) {
  const perCustomer = [];
  for (const tenantId of customerIds) {
    const fileRows = await t.db
      .select({ path: files.path, size: files.size, encrypted: files.isEncrypted, parse: files.parseResult })
      .from(files)
      .where(eq(files.tenantId, tenantId))
      .orderBy(files.path);
    const findingRows = await t.db
      .select({ path: files.path, entries: fileFindings.entriesCount, cost: fileFindings.costUsd })
      .from(fileFindings)
      .innerJoin(files, eq(files.id, fileFindings.fileId))
      .where(eq(fileFindings.tenantId, tenantId))
      .orderBy(files.path, fileFindings.entriesCount);
    const eventRows = await t.db
      .select({ path: fileEvents.path, op: fileEvents.operation, at: fileEvents.at })
      .from(fileEvents)
      .where(eq(fileEvents.tenantId, tenantId))
      .orderBy(fileEvents.at, fileEvents.path);
    const historyRows = await t.db
      .select({ day: tenantRiskHistory.day, total: tenantRiskHistory.totalCost })
      .from(tenantRiskHistory)
      .where(eq(tenantRiskHistory.tenantId, tenantId))
      .orderBy(tenantRiskHistory.day);
    perCustomer.push({ fileRows, findingRows, eventRows, historyRows });
  }
  return perCustomer;
}

describe('data generator (npm run seed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends what it reports through ingest, and the rollups equal a full recompute', async () => {
    const result = await generate(t.db, options(t, 11));
    expect(result).toMatchObject({ partners: 1, customers: 2, devices: 3, files: 240, events: 120 });
    expect(result.findings).toBeGreaterThan(0);

    const ids = result.customerIds;
    const [fileCount] = await t.db.select({ n: count() }).from(files).where(inArray(files.tenantId, ids));
    const [findingCount] = await t.db
      .select({ n: count() })
      .from(fileFindings)
      .where(inArray(fileFindings.tenantId, ids));
    const [eventCount] = await t.db
      .select({ n: count() })
      .from(fileEvents)
      .where(inArray(fileEvents.tenantId, ids));
    expect({ files: fileCount?.n, findings: findingCount?.n, events: eventCount?.n }).toEqual({
      files: 240,
      findings: result.findings,
      events: 120,
    });

    for (const tenantId of ids) {
      const incremental = await rollupSnapshot(t.db, tenantId);
      await t.db.transaction(async (tx) => recomputeRollups(tx, await resolveSystemScope(tx, tenantId)));
      expect(await rollupSnapshot(t.db, tenantId)).toEqual(incremental);
    }
  });

  it('produces the same data for the same seed, and other data for another', async () => {
    const first = await generate(t.db, options(t, 42));
    const again = await generate(t.db, options(t, 42));
    const other = await generate(t.db, options(t, 43));
    const same = await fingerprint(t, first.customerIds);
    expect(same.flatMap((c) => c.fileRows)).toHaveLength(240);
    expect(await fingerprint(t, again.customerIds)).toEqual(same);
    expect((await fingerprint(t, other.customerIds)).map((c) => c.fileRows)).not.toEqual(
      same.map((c) => c.fileRows),
    );
  });

  it('gives each customer three months of daily risk history that ends at its current totals', async () => {
    const result = await generate(t.db, options(t, 7));
    for (const tenantId of result.customerIds) {
      const history = await t.db
        .select()
        .from(tenantRiskHistory)
        .where(eq(tenantRiskHistory.tenantId, tenantId))
        .orderBy(tenantRiskHistory.day);
      expect(history).toHaveLength(91);
      expect(history[0]?.day).toBe('2026-08-03');
      const today = history.at(-1)!;
      expect(today.day).toBe('2026-11-01');
      const [current] = await t.db
        .select()
        .from(tenantRiskRollups)
        .where(eq(tenantRiskRollups.tenantId, tenantId));
      expect({ total: today.totalCost, reduction: today.reductionCost }).toEqual({
        total: current?.sensitiveCost,
        reduction: current?.encryptedSensitiveCost,
      });
      const total = Number(today.totalCost);
      expect(total).toBeGreaterThan(0);
      expect(Number(history[0]!.totalCost) / total).toBeGreaterThan(0.4);
      expect(Number(history[0]!.totalCost) / total).toBeLessThan(0.7);
      for (const day of history) expect(Number(day.reductionCost)).toBeLessThanOrEqual(Number(day.totalCost));
    }
  });

  it('benchmark options: a sub-partner, a big first customer, dense findings, the same data from concurrent streams', async () => {
    const bench = (concurrency: number): GenerateOptions => ({
      ...options(t, 5),
      partners: 1,
      subPartners: 1,
      customers: 3,
      devices: 4,
      firstCustomerDevices: 2,
      files: 80,
      sensitiveShare: 1,
      classifiersPerFile: [[3, 1]],
      concurrency,
    });
    const one = await generate(t.db, bench(1));
    const two = await generate(t.db, bench(2));
    expect(one).toMatchObject({ partners: 2, customers: 3, devices: 4, files: 80 });
    expect(await fingerprint(t, two.customerIds)).toEqual(await fingerprint(t, one.customerIds));

    const tree = await t.db
      .select({ id: tenants.id, parentId: tenants.parentId })
      .from(tenants)
      .where(inArray(tenants.id, one.customerIds));
    const parentOf = (id: number) => tree.find((r) => r.id === id)?.parentId ?? 0;
    const [partner, subPartner] = [parentOf(one.customerIds[0]!), parentOf(one.customerIds[1]!)];
    const [sub] = await t.db.select().from(tenants).where(eq(tenants.id, subPartner));
    expect(sub).toMatchObject({ tenantType: 'PARTNER', parentId: partner });
    expect(one.customerIds.map(parentOf)).toEqual([partner, subPartner, partner]);

    const perCustomer = await Promise.all(
      one.customerIds.map(async (id) => {
        const [row] = await t.db.select({ n: count() }).from(devices).where(eq(devices.tenantId, id));
        return row?.n;
      }),
    );
    expect(perCustomer).toEqual([2, 1, 1]);

    // Every document that parsed holds exactly three classifiers; images and unparsed files none.
    const rows = await t.db
      .select({
        extension: files.extension,
        parseResult: files.parseResult,
        findings: count(fileFindings.fileId),
      })
      .from(files)
      .leftJoin(fileFindings, eq(fileFindings.fileId, files.id))
      .where(inArray(files.tenantId, one.customerIds))
      .groupBy(files.id, files.extension, files.parseResult);
    expect(rows).toHaveLength(80);
    for (const r of rows) {
      const document = !['png', 'jpg'].includes(r.extension) && r.parseResult === 'OK';
      expect(r.findings).toBe(document ? 3 : 0);
    }
  });
});
