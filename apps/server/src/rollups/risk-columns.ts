import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, numeric } from 'drizzle-orm/pg-core';

/**
 * Money is exact: numeric with six decimals (micro-dollars), so that rollups kept by deltas equal a
 * recompute from rows to the last digit. Drizzle reads numeric as a string; queries that feed the
 * GraphQL layer cast to float8. `money` holds one row's value (a finding, a file, an event):
 * entries (≤ AgentLimits.entriesPerFinding × entriesPerFile) × value per record fit it with room.
 */
export function money(name: string) {
  return numeric(name, { precision: MONEY_PRECISION, scale: MONEY_SCALE }).notNull().default('0');
}

/** A count of rows (files, events, cases): never more than the rows' bigint ids can number. */
export function counter(name: string) {
  return bigint(name, { mode: 'number' }).notNull().default(0);
}

/*
 * Sums of money, entries and bytes over many rows (the rollups and the risk history) are wide
 * enough for every row the installation can ever hold: files and events are numbered by bigint
 * identities, so no tenant tree has more than 2^63 − 1 of either, and each carries at most the
 * contracts' bounds (risk-columns.test.ts works the widest sums out). A device sending the largest
 * values, batch after batch, cannot overflow them; numeric is stored by its digits, so the width
 * costs nothing until used.
 */
export const MONEY_PRECISION = 30;
export const MONEY_SCALE = 6;
export const SUM_PRECISION = 48;

/** A sum of money over rows (rollups, risk history). */
export function moneySum(name: string) {
  return numeric(name, { precision: SUM_PRECISION, scale: MONEY_SCALE }).notNull().default('0');
}

/** A sum of entries or bytes over rows: beyond bigint, so numeric, read as a JS number. */
export function quantitySum(name: string) {
  return numeric(name, { precision: SUM_PRECISION, scale: 0, mode: 'number' }).notNull().default(0);
}

/** Rollup value columns that are numeric (money, entries, bytes); the rest are bigint counts. */
export const isNumericSum = (column: string) =>
  column.endsWith('_cost') || column.endsWith('entries_count') || column === 'files_size_bytes';

/**
 * The risk vector every rollup scope keeps (tenant, device, folder, classifier, device × classifier,
 * regulation), slot by slot in the order rows and deltas hold it; everything else about it (the
 * tables' columns, the deltas' slots, recompute's sums, the SQL lists) is derived from this list.
 * A file counts once per scope: `risk_files_count` counts files with at least one finding in the
 * scope, the sensitive and non-sensitive halves count files with a finding of that kind.
 * "Encrypted" slots count the same for encrypted files (the risk reduction).
 */
export const RISK_VECTOR_COLUMNS = [
  'risk_files_count',
  'encrypted_risk_files_count',
  'sensitive_files_count',
  'sensitive_entries_count',
  'sensitive_cost',
  'encrypted_sensitive_files_count',
  'encrypted_sensitive_entries_count',
  'encrypted_sensitive_cost',
  'non_sensitive_files_count',
  'non_sensitive_entries_count',
  'non_sensitive_cost',
  'encrypted_non_sensitive_files_count',
  'encrypted_non_sensitive_entries_count',
  'encrypted_non_sensitive_cost',
] as const;

export type RiskVectorColumn = (typeof RISK_VECTOR_COLUMNS)[number];

/** The money slots of the risk vector (exact numeric); the others are counters. */
export type MoneyColumn = Extract<RiskVectorColumn, `${string}_cost`>;

const isMoney = (column: RiskVectorColumn): column is MoneyColumn => column.endsWith('_cost');

/** `sensitive_entries_count` → `sensitiveEntriesCount`, as Drizzle names a table's fields. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;
const camel = <S extends string>(s: S) => s.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as Camel<S>;

/** The entry-count slots of the risk vector: sums over rows, wider than bigint. */
type EntriesColumn = Extract<RiskVectorColumn, `${string}_entries_count`>;

const isEntries = (column: RiskVectorColumn): column is EntriesColumn => column.endsWith('_entries_count');

type RiskVectorTableColumns = {
  [C in RiskVectorColumn as Camel<C>]: C extends MoneyColumn
    ? ReturnType<typeof moneySum>
    : C extends EntriesColumn
      ? ReturnType<typeof quantitySum>
      : ReturnType<typeof counter>;
};

/** The risk vector's columns of a rollup table. */
export function riskVectorColumns(): RiskVectorTableColumns {
  return Object.fromEntries(
    RISK_VECTOR_COLUMNS.map((c) => [
      camel(c),
      isMoney(c) ? moneySum(c) : isEntries(c) ? quantitySum(c) : counter(c),
    ]),
  ) as RiskVectorTableColumns;
}

/** Each slot's position in a vector (RiskVector, RollupDelta's sums). */
export const RISK_VECTOR_SLOT = Object.fromEntries(RISK_VECTOR_COLUMNS.map((c, i) => [c, i])) as Record<
  RiskVectorColumn,
  number
>;

/** The stored float8 copy of a money column (`sensitive_cost` → `sensitive_usd`). */
export const sortableMoney = <C extends MoneyColumn>(column: C) => column.replace(/_cost$/, '_usd') as Usd<C>;

/** A money expression over the four money columns, on their float8 copies instead. */
export const onSortableMoney = (expression: string) =>
  expression.replace(/\b\w+_cost\b/g, (c) => sortableMoney(c as MoneyColumn));

/**
 * The four money columns again as float8, computed by PostgreSQL when a row is written, for the
 * rollups whose big lists sort and filter on money (devices, classifiers, device × classifier).
 * Casting numeric to float8 goes through text: per row at query time it cost a back office's
 * 20 000 devices more than the sort, and sorting the exact numeric was slower than floats. The API
 * speaks floats, so a list is ordered and filtered on the very values it shows; the exact numeric
 * columns stay the truth every sum is made of.
 */
export function sortableMoneyColumns(): SortableMoneyTableColumns {
  return Object.fromEntries(
    RISK_VECTOR_COLUMNS.filter(isMoney).map((c) => [camel(sortableMoney(c)), sortableMoneyColumn(c)]),
  ) as SortableMoneyTableColumns;
}

type Usd<C extends MoneyColumn> = C extends `${infer Name}_cost` ? `${Name}_usd` : never;

type SortableMoneyTableColumns = {
  [C in MoneyColumn as Camel<Usd<C>>]: ReturnType<typeof sortableMoneyColumn>;
};

/** A money column's float8 copy, generated by PostgreSQL. */
function sortableMoneyColumn(column: MoneyColumn) {
  return doublePrecision(sortableMoney(column)).generatedAlwaysAs(sql.raw(`${column}::float8`));
}
