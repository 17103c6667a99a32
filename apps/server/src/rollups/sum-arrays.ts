import type { SQL } from 'drizzle-orm';
import { pgArray } from '../db/rows.js';
import { formatMicro } from './money.js';
import { isNumericSum } from './risk-columns.js';

/**
 * Sums of a delta as one array parameter per column, for an `unnest` upsert: money in
 * micro-dollars written as exact decimals, numeric sums as numeric, counters as int8.
 */
export function sumArrays(columns: readonly string[], rows: readonly { values: readonly bigint[] }[]): SQL[] {
  return columns.map((column, i) => {
    const money = column.endsWith('_cost');
    const values = rows.map((r) => (money ? formatMicro(r.values[i]!) : r.values[i]!.toString()));
    return pgArray(values, isNumericSum(column) ? 'numeric' : 'int8');
  });
}
