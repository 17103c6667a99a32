import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { pgArray, rowsOf } from '../../db/rows.js';
import { formatMicro, parseMicro } from '../../rollups/money.js';
import { snapshotTenantRisk, summarizeRiskHistory } from '../../rollups/risk-history.job.js';
import type { TenantScope } from '../../tenants/tenant-scope.js';
import type { Random } from './random.js';
import { riskChanged } from '../../tenants/risk-changes.js';

/** Days of history generated before today: the banner's three months. */
export const HISTORY_DAYS = 90;

/**
 * Daily risk history of a generated customer for the `days` before `now`, as if the snapshot job
 * had run every day: the data grew towards today's totals (from about half of them) and
 * encryption caught up more slowly, with day-to-day noise. Today's row is the snapshot itself,
 * so the line ends at the banner's numbers.
 */
export async function fillRiskHistory(
  db: Queryable,
  rnd: Random,
  scope: TenantScope,
  options: { now: Date; days: number },
): Promise<void> {
  const [current] = await rowsOf<{ total: string; reduction: string }>(
    db,
    sql`select sensitive_cost::text as total, encrypted_sensitive_cost::text as reduction
      from tenant_risk_rollups where tenant_id = ${scope.tenantId}`,
  );
  const total = parseMicro(current?.total ?? '0');
  const reduction = parseMicro(current?.reduction ?? '0');
  const start = 0.45 + rnd.next() * 0.2;
  const days: string[] = [];
  const totals: string[] = [];
  const reductions: string[] = [];
  for (let back = options.days; back >= 1; back--) {
    const progress = 1 - back / options.days;
    const grown = start + (1 - start) * progress;
    const noise = 1 + (rnd.next() - 0.5) * 0.04;
    const dayTotal = scale(total, Math.min(1, grown * noise));
    const dayReduction = scale(reduction, Math.min(1, progress ** 1.5 * noise));
    days.push(new Date(options.now.getTime() - back * 86_400_000).toISOString().slice(0, 10));
    totals.push(formatMicro(dayTotal));
    reductions.push(formatMicro(dayReduction < dayTotal ? dayReduction : dayTotal));
  }
  await db.execute(sql`insert into tenant_risk_history (tenant_id, day, total_cost, reduction_cost)
    select ${scope.tenantId}, u.day, u.total, u.reduction
    from unnest(${pgArray(days, 'date')}, ${pgArray(totals, 'numeric')}, ${pgArray(reductions, 'numeric')})
      as u(day, total, reduction)
    on conflict (tenant_id, day) do update
      set total_cost = excluded.total_cost, reduction_cost = excluded.reduction_cost`);
  await riskChanged(db, [scope]);
  await snapshotTenantRisk(db, options.now, [scope]);
}

/**
 * Once every customer's history is filled: the partners' and the back office's rows of the same
 * days (once for all, rather than each customer summing its ancestors again).
 */
export async function summarizeFilledHistory(db: Queryable, options: { now: Date; days: number }) {
  const day = (back: number) =>
    new Date(options.now.getTime() - back * 86_400_000).toISOString().slice(0, 10);
  await summarizeRiskHistory(db, { from: day(options.days), to: day(0) });
}

function scale(micro: bigint, factor: number): bigint {
  return (micro * BigInt(Math.round(factor * 1_000_000))) / 1_000_000n;
}
