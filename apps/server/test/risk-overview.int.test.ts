import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages } from '@vigil/contracts';
import type { Queryable } from '../src/db/client.js';
import { summarizeRiskHistory } from '../src/rollups/risk-history.job.js';
import { tenantRiskHistory } from '../src/rollups/risk-history.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { createTenant, createUser, setTenantRollup, tokenFor } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const QUERY = `query Overview($start: DateTime!, $finish: DateTime!, $tenantId: Int) {
  riskOverview(startPeriod: $start, finishPeriod: $finish, tenantId: $tenantId) {
    dataRiskTotals { total reduction residual }
    dataRiskHistory { day total reduction residual }
  }
}`;

interface OverviewData {
  riskOverview: {
    dataRiskTotals: { total: number; reduction: number; residual: number };
    dataRiskHistory: { day: string; total: number; reduction: number; residual: number }[];
  };
}

function setTotals(db: Queryable, tenantId: number, total: string, reduction: string) {
  return setTenantRollup(db, tenantId, { sensitiveCost: total, encryptedSensitiveCost: reduction });
}

function history(db: Queryable, tenantId: number, rows: [string, string, string][]) {
  return db
    .insert(tenantRiskHistory)
    .values(rows.map(([day, totalCost, reductionCost]) => ({ tenantId, day, totalCost, reductionCost })));
}

describe('riskOverview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // partner ─┬─ sub ── deep customer ($900.50 / $300.25 now)
  //          ├─ customer ($2,000 / $1,000 now)
  //          └─ deleted customer ($5,000, never summed)
  async function fixture() {
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const sub = await createTenant(t.db, partner.id, 'PARTNER');
    const deep = await createTenant(t.db, sub.id, 'CUSTOMER');
    const customer = await createTenant(t.db, partner.id, 'CUSTOMER');
    const deleted = await createTenant(t.db, partner.id, 'CUSTOMER');
    await setTotals(t.db, deep.id, '900.500000', '300.250000');
    await setTotals(t.db, customer.id, '2000.000000', '1000.000000');
    await setTotals(t.db, deleted.id, '5000.000000', '0');
    await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, deleted.id));
    await history(t.db, deep.id, [
      ['2026-10-30', '800.000000', '100.000000'],
      ['2026-10-31', '850.000000', '200.000000'],
    ]);
    await history(t.db, customer.id, [
      ['2026-10-29', '1500.000000', '500.000000'],
      ['2026-10-31', '1900.000000', '900.000000'],
      ['2026-11-02', '2000.000000', '1000.000000'],
    ]);
    await history(t.db, deleted.id, [['2026-10-31', '5000.000000', '0']]);
    // What the daily job does after recording the customers: the partners' own rows.
    await summarizeRiskHistory(t.db, { from: '2026-10-29', to: '2026-11-02' });
    return { partner, sub, deep, customer };
  }

  const period = { start: '2026-10-30T00:00:00Z', finish: '2026-11-01T23:59:59Z' };

  it("sums a partner's customers, today's totals from the rollups and each day of the period", async () => {
    const { partner } = await fixture();
    const user = await createUser(t.db, partner.id);
    const res = await t.gql<OverviewData>(QUERY, period, await tokenFor(t.config, user));
    expect(res.errors).toBeUndefined();
    expect(res.data?.riskOverview).toEqual({
      dataRiskTotals: { total: 2900.5, reduction: 1300.25, residual: 1600.25 },
      dataRiskHistory: [
        { day: '2026-10-30', total: 800, reduction: 100, residual: 700 },
        { day: '2026-10-31', total: 2750, reduction: 1100, residual: 1650 },
      ],
    });
  });

  it('shows a customer its own numbers, and a partner a child it names', async () => {
    const { partner, deep } = await fixture();
    const own = await createUser(t.db, deep.id);
    const mine = await t.gql<OverviewData>(QUERY, period, await tokenFor(t.config, own));
    expect(mine.data?.riskOverview.dataRiskTotals).toEqual({
      total: 900.5,
      reduction: 300.25,
      residual: 600.25,
    });
    const partnerUser = await createUser(t.db, partner.id);
    const child = await t.gql<OverviewData>(
      QUERY,
      { ...period, tenantId: deep.id },
      await tokenFor(t.config, partnerUser),
    );
    expect(child.data?.riskOverview).toEqual(mine.data?.riskOverview);
  });

  it("answers another tenant's id exactly like a missing one", async () => {
    const { customer } = await fixture();
    const other = await fixture();
    const user = await createUser(t.db, other.deep.id);
    const token = await tokenFor(t.config, user);
    const foreign = await t.gql(QUERY, { ...period, tenantId: customer.id }, token);
    const missing = await t.gql(QUERY, { ...period, tenantId: 987_654_321 }, token);
    expect(foreign.data).toBeNull();
    expect(foreign.errors?.[0]?.message.replace(String(customer.id), 'N')).toBe(
      missing.errors?.[0]?.message.replace('987654321', 'N'),
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe(missing.errors?.[0]?.extensions?.code);
  });

  it('refuses a reversed or over-long period', async () => {
    const { partner } = await fixture();
    const token = await tokenFor(t.config, await createUser(t.db, partner.id));
    const reversed = await t.gql(
      QUERY,
      { start: '2026-11-02T00:00:00Z', finish: '2026-11-01T00:00:00Z' },
      token,
    );
    expect(reversed.errors?.[0]?.message).toBe(Messages.periodReversed);
    const long = await t.gql(QUERY, { start: '2024-01-01T00:00:00Z', finish: '2026-01-01T00:00:00Z' }, token);
    expect(long.errors?.[0]?.message).toBe(Messages.periodTooLong(366));
    const anonymous = await t.gql(QUERY, period, null);
    expect(anonymous.data).toBeNull();
  });
});
