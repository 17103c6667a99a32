import { date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { moneySum } from './risk-columns.js';

/**
 * A customer's risk once a day, for the 'Risk Over Time' line: total (sensitive) risk and the
 * part in encrypted files; residual is the difference. Partner views sum their customers' rows.
 */
export const tenantRiskHistory = pgTable(
  'tenant_risk_history',
  {
    tenantId: integer('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    totalCost: moneySum('total_cost'),
    reductionCost: moneySum('reduction_cost'),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);
