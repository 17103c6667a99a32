import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordRiskHistory,
  snapshotTenantRisk,
  summarizeRiskHistory,
} from '../src/rollups/risk-history.job.js';
import { tenantRiskHistory } from '../src/rollups/risk-history.tables.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';
import { insertTenant } from '../src/tenants/tenants.repo.js';
import { tenantRiskRollups } from '../src/rollups/rollups.tables.js';
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
    // Scopes made while all three are live: the snapshot itself must leave out the deleted one.
    const [partnerScope, customerScope, deletedScope] = await Promise.all(
      [partner, customer, deleted].map((x) => resolveSystemScope(t.db, x.id)),
    );
    const ourScopes = [partnerScope!, customerScope!, deletedScope!];
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
    expect(await snapshotTenantRisk(t.db, new Date('2026-11-20T08:00:00Z'), ourScopes)).toBe(1);
    expect(await rows()).toEqual([
      { tenantId: customer.id, day: '2026-11-20', total: '30.000000', reduction: '10.000000' },
    ]);

    // Later the same day the customer encrypts a.csv: the day keeps its last value.
    await send([file('/d/a.csv', [{ classifierId: classifier, count: 4 }], { isEncrypted: true })]);
    await snapshotTenantRisk(t.db, new Date('2026-11-20T23:00:00Z'), ourScopes);
    expect(await rows()).toEqual([
      { tenantId: customer.id, day: '2026-11-20', total: '30.000000', reduction: '30.000000' },
    ]);

    // The next day is a row of its own; only the tenants asked for are taken when a list is given.
    await snapshotTenantRisk(t.db, new Date('2026-11-21T01:00:00Z'), [partnerScope!, deletedScope!]);
    expect(await rows()).toHaveLength(1);
    await snapshotTenantRisk(t.db, new Date('2026-11-21T01:00:00Z'), [customerScope!]);
    expect(
      await t.db
        .select({ day: tenantRiskHistory.day })
        .from(tenantRiskHistory)
        .where(eq(tenantRiskHistory.tenantId, customer.id))
        .orderBy(tenantRiskHistory.day),
    ).toEqual([{ day: '2026-11-20' }, { day: '2026-11-21' }]);
  });

  it("gives each partner and the back office a row of the day: the sum of their live customers'", async () => {
    // partner ─┬─ sub ── deep ($900.50 / $300.25)
    //          ├─ customer ($2,000 / $1,000)
    //          └─ deleted ($5,000, never summed)
    const tenant = (tenantType: 'PARTNER' | 'CUSTOMER', parentId: number) =>
      insertTenant(t.db, { name: unique(tenantType.toLowerCase()), tenantType, parentId });
    const partner = await tenant('PARTNER', t.rootTenantId);
    const sub = await tenant('PARTNER', partner.id);
    const deep = await tenant('CUSTOMER', sub.id);
    const customer = await tenant('CUSTOMER', partner.id);
    const deleted = await tenant('CUSTOMER', partner.id);
    const totals: [number, string, string][] = [
      [deep.id, '900.500000', '300.250000'],
      [customer.id, '2000.000000', '1000.000000'],
      [deleted.id, '5000.000000', '0'],
    ];
    for (const [tenantId, total, reduction] of totals) {
      await t.db
        .insert(tenantRiskRollups)
        .values({ tenantId, sensitiveCost: total, encryptedSensitiveCost: reduction })
        .onConflictDoUpdate({
          target: tenantRiskRollups.tenantId,
          set: { sensitiveCost: total, encryptedSensitiveCost: reduction },
        });
    }
    await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, deleted.id));
    // A day of its own, so other files' rows (the database is shared) do not share it.
    const now = new Date('2031-05-17T10:00:00Z');
    const rowsOf = async (ids: number[]) =>
      Object.fromEntries(
        (
          await t.db
            .select({
              tenantId: tenantRiskHistory.tenantId,
              total: tenantRiskHistory.totalCost,
              reduction: tenantRiskHistory.reductionCost,
            })
            .from(tenantRiskHistory)
            .where(and(inArray(tenantRiskHistory.tenantId, ids), eq(tenantRiskHistory.day, '2031-05-17')))
        ).map((r) => [r.tenantId, [r.total, r.reduction]]),
      );

    expect(await recordRiskHistory(t.db, now)).toBeGreaterThanOrEqual(2);
    expect(await rowsOf([partner.id, sub.id, deep.id, customer.id, deleted.id])).toEqual({
      [deep.id]: ['900.500000', '300.250000'],
      [customer.id]: ['2000.000000', '1000.000000'],
      [sub.id]: ['900.500000', '300.250000'],
      [partner.id]: ['2900.500000', '1300.250000'],
    });
    // The back office sums every live customer of the (shared) database: at least this partner's.
    const [root] = await t.db
      .select({ total: tenantRiskHistory.totalCost })
      .from(tenantRiskHistory)
      .where(and(eq(tenantRiskHistory.tenantId, t.rootTenantId), eq(tenantRiskHistory.day, '2031-05-17')));
    expect(Number(root?.total)).toBeGreaterThanOrEqual(2900.5);

    // A customer leaves the partner's sums once the days are summarised again.
    await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, customer.id));
    await summarizeRiskHistory(t.db, { from: '2031-05-17', to: '2031-05-17' });
    expect((await rowsOf([partner.id]))[partner.id]).toEqual(['900.500000', '300.250000']);
  });
});
