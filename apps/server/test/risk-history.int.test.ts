import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotTenantRisk } from '../src/risk/risk-history.job.js';
import { tenantRiskHistory } from '../src/risk/risk-history.tables.js';
import { insertTenant } from '../src/tenants/tenants.repo.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { unique } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  file,
  registerAgent,
  sendBatch,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('daily risk snapshots (the Risk Over Time line)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("records each live customer's total and encrypted risk once a day, the day's last run winning", async () => {
    const partner = await insertTenant(t.db, {
      name: unique('partner'),
      tenantType: 'PARTNER',
      parentId: t.rootTenantId,
    });
    const customer = await createAgentCustomer(t.db, partner.id);
    const deleted = await createAgentCustomer(t.db, partner.id);
    await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, deleted.id));
    const classifier = await createClassifier(t.db, customer.id, { valuePerRecord: 5, isSensitive: true });
    const agent = await registerAgent(t.app, customer.agentKey);
    const send = async (files: ReturnType<typeof file>[]) =>
      expect((await sendBatch(t.app, agent.credential, batch({ files }))).statusCode).toBe(200);
    await send([
      file('/d/a.csv', [{ classifierId: classifier, count: 4 }]),
      file('/d/b.csv', [{ classifierId: classifier, count: 2 }], { isEncrypted: true }),
    ]);
    const ours = [partner.id, customer.id, deleted.id];
    const rows = () =>
      t.db
        .select({
          tenantId: tenantRiskHistory.tenantId,
          day: tenantRiskHistory.day,
          total: tenantRiskHistory.totalCost,
          reduction: tenantRiskHistory.reductionCost,
        })
        .from(tenantRiskHistory)
        .where(inArray(tenantRiskHistory.tenantId, ours))
        .orderBy(tenantRiskHistory.day);

    // Scoped to this test's tenants: other files share the database (PostgreSQL in CI).
    expect(await snapshotTenantRisk(t.db, new Date('2026-11-20T08:00:00Z'), ours)).toBe(1);
    expect(await rows()).toEqual([
      { tenantId: customer.id, day: '2026-11-20', total: '30.000000', reduction: '10.000000' },
    ]);

    // Later the same day the customer encrypts a.csv: the day keeps its last value.
    await send([file('/d/a.csv', [{ classifierId: classifier, count: 4 }], { isEncrypted: true })]);
    await snapshotTenantRisk(t.db, new Date('2026-11-20T23:00:00Z'), ours);
    expect(await rows()).toEqual([
      { tenantId: customer.id, day: '2026-11-20', total: '30.000000', reduction: '30.000000' },
    ]);

    // The next day is a row of its own; only the tenants asked for are taken when a list is given.
    await snapshotTenantRisk(t.db, new Date('2026-11-21T01:00:00Z'), [partner.id, deleted.id]);
    expect(await rows()).toHaveLength(1);
    await snapshotTenantRisk(t.db, new Date('2026-11-21T01:00:00Z'), [customer.id]);
    expect(
      await t.db
        .select({ day: tenantRiskHistory.day })
        .from(tenantRiskHistory)
        .where(eq(tenantRiskHistory.tenantId, customer.id))
        .orderBy(tenantRiskHistory.day),
    ).toEqual([{ day: '2026-11-20' }, { day: '2026-11-21' }]);
  });
});
