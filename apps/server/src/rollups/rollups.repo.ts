import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { riskChanged, riskChangedSql } from '../tenants/risk-changes.js';
import { pgArray, rowsOf } from '../db/rows.js';
import { addToOpenDay, runningBoundsBack } from './application-running.js';
import { RISK_VECTOR_COLUMNS } from './risk-columns.js';
import { sumArrays } from './sum-arrays.js';
import {
  APPLICATION_CLASSIFIER_COLUMNS,
  APPLICATION_DAILY_COLUMNS,
  APPLICATION_DEVICE_COLUMNS,
  DEVICE_EVENT_COLUMNS,
  FILE_COUNT_COLUMNS,
  type KeyedSums,
  type RollupDelta,
} from './risk-delta.js';

type KeyType = 'int' | 'bigint' | 'date';

export interface RollupTableSpec {
  table: string;
  keys: { column: string; type: KeyType }[];
  values: readonly string[];
  /** More SET clauses of the upsert (columns derived from the new values). */
  extraSet?: SQL;
}

export const ROLLUP_TABLES = {
  device: {
    table: 'device_risk_rollups',
    keys: [{ column: 'device_id', type: 'int' }],
    values: [...RISK_VECTOR_COLUMNS, ...FILE_COUNT_COLUMNS, ...DEVICE_EVENT_COLUMNS],
  },
  folder: {
    table: 'folder_risk_rollups',
    keys: [{ column: 'folder_id', type: 'bigint' }],
    values: [...RISK_VECTOR_COLUMNS, ...FILE_COUNT_COLUMNS],
  },
  deviceClassifier: {
    table: 'device_classifier_risk_rollups',
    keys: [
      { column: 'device_id', type: 'int' },
      { column: 'classifier_id', type: 'int' },
    ],
    values: RISK_VECTOR_COLUMNS,
  },
  applicationDevice: {
    table: 'application_device_daily',
    keys: [
      { column: 'process_id', type: 'int' },
      { column: 'device_id', type: 'int' },
      { column: 'day', type: 'date' },
    ],
    values: APPLICATION_DEVICE_COLUMNS,
  },
  applicationDaily: {
    table: 'application_risk_daily',
    keys: [
      { column: 'process_id', type: 'int' },
      { column: 'day', type: 'date' },
    ],
    values: APPLICATION_DAILY_COLUMNS,
  },
  applicationClassifier: {
    table: 'application_classifier_daily',
    keys: [
      { column: 'process_id', type: 'int' },
      { column: 'classifier_id', type: 'int' },
      { column: 'day', type: 'date' },
    ],
    values: APPLICATION_CLASSIFIER_COLUMNS,
  },
  applicationWindow: {
    table: 'application_risk_window',
    keys: [{ column: 'process_id', type: 'int' }],
    values: APPLICATION_DAILY_COLUMNS,
  },
  applicationClassifierWindow: {
    table: 'application_classifier_window',
    keys: [
      { column: 'process_id', type: 'int' },
      { column: 'classifier_id', type: 'int' },
    ],
    values: APPLICATION_CLASSIFIER_COLUMNS,
  },
  applicationDeviceWindow: {
    table: 'application_device_window',
    keys: [
      { column: 'process_id', type: 'int' },
      { column: 'device_id', type: 'int' },
    ],
    values: APPLICATION_DEVICE_COLUMNS,
  },
  classifier: {
    table: 'classifier_risk_rollups',
    keys: [{ column: 'classifier_id', type: 'int' }],
    values: RISK_VECTOR_COLUMNS,
  },
  regulation: {
    table: 'regulation_risk_rollups',
    keys: [{ column: 'regulation_id', type: 'int' }],
    values: RISK_VECTOR_COLUMNS,
  },
  tenant: {
    table: 'tenant_risk_rollups',
    keys: [],
    values: [...RISK_VECTOR_COLUMNS, ...FILE_COUNT_COLUMNS],
    // The float columns the console already reads mirror the exact sensitive halves.
    extraSet:
      sql.raw(`sensitive_risk_usd = (tenant_risk_rollups.sensitive_cost + excluded.sensitive_cost)::float8,
      encrypted_sensitive_risk_usd = (tenant_risk_rollups.encrypted_sensitive_cost + excluded.encrypted_sensitive_cost)::float8,
      updated_at = now()`),
  },
} satisfies Record<keyof RollupDeltaTables, RollupTableSpec>;

type RollupDeltaTables = Pick<
  RollupDelta,
  | 'tenant'
  | 'device'
  | 'folder'
  | 'classifier'
  | 'deviceClassifier'
  | 'regulation'
  | 'applicationDaily'
  | 'applicationDevice'
  | 'applicationClassifier'
  | 'applicationWindow'
  | 'applicationClassifierWindow'
  | 'applicationDeviceWindow'
>;

/**
 * The upsert adding the sums to one rollup table, or null when they are all zero: the rows travel
 * as one array per column (unnest), and existing rows are incremented under their row lock.
 */
function sumsStatement(scope: TenantScope, spec: RollupTableSpec, sums: KeyedSums): SQL | null {
  const rows = sums.nonZero();
  if (rows.length === 0) return null;
  const arrays: SQL[] = [];
  spec.keys.forEach((k, i) => {
    const values = rows.map((r) => r.key[i]);
    arrays.push(pgArray(values, k.type));
  });
  arrays.push(...sumArrays(spec.values, rows));
  const columns = ['tenant_id', ...spec.keys.map((k) => k.column), ...spec.values];
  const conflict = ['tenant_id', ...spec.keys.map((k) => k.column)].join(', ');
  const updates = spec.values.map((c) => `${c} = ${spec.table}.${c} + excluded.${c}`).join(', ');
  return sql`
    insert into ${sql.raw(spec.table)} (${sql.raw(columns.join(', '))})
    select ${scope.tenantId}::int, u.* from unnest(${sql.join(arrays, sql`, `)}) as u
    on conflict (${sql.raw(conflict)}) do update set ${sql.raw(updates)}${spec.extraSet ? sql`, ${spec.extraSet}` : sql``}`;
}

/**
 * Adds a batch's delta to every rollup, in one round trip with `alongside` (other writes of the
 * caller's transaction, e.g. an update, without RETURNING): each is a data-modifying WITH clause
 * of one statement. Run it last in the transaction: the rows it locks (the tenant's classifiers,
 * regulations and totals) are shared by every device of the tenant, and are held until the commit.
 */
export async function applyRollupDelta(
  db: Queryable,
  scope: TenantScope,
  delta: RollupDelta,
  alongside: SQLWrapper[] = [],
): Promise<void> {
  delta.settle();
  // The bounds stay put until this transaction ends: moving them takes the tenant's lock exclusive.
  // A batch without events has no application sums, and no need of them.
  const daily = [delta.applicationDaily, delta.applicationDevice, delta.applicationClassifier];
  let openDay: string | null = null;
  if (daily.some((sums) => !sums.isEmpty)) {
    const [bounds] = await rowsOf<{
      firstDay: string | null;
      lastDay: string | null;
      openDay: string | null;
    }>(
      db,
      sql`select w.first_day::text as "firstDay", w.last_day::text as "lastDay", r.open_day::text as "openDay"
        from (select ${scope.tenantId}::int as id) t
        left join application_risk_window_bounds w on w.tenant_id = t.id
        left join application_risk_running_bounds r on r.tenant_id = t.id`,
    );
    if (bounds?.firstDay && bounds.lastDay) delta.window(bounds.firstDay, bounds.lastDay);
    openDay = bounds?.openDay ?? null;
  }
  // One statement: its clauses always come in this table order, and each table's rows in key
  // order, so that concurrent batches take their row locks in the same order and never deadlock.
  const statements: SQL[] = alongside.map((s) => s.getSQL());
  for (const name of Object.keys(ROLLUP_TABLES) as (keyof typeof ROLLUP_TABLES)[]) {
    const statement = sumsStatement(scope, ROLLUP_TABLES[name], delta[name]);
    if (statement) statements.push(statement);
  }
  // The running sums' open day takes the batch's sums of that day; the closed days they cover are
  // rewritten from the earliest on (application-running.ts).
  const dailyRows = delta.applicationDaily.nonZero();
  if (openDay !== null) {
    const open = addToOpenDay(
      scope,
      openDay,
      dailyRows
        .filter((r) => r.key[1] === openDay)
        .map((r) => ({ processId: Number(r.key[0]), values: r.values })),
    );
    if (open) statements.push(open);
  }
  const days = dailyRows.map((r) => String(r.key[1]));
  if (days.length > 0)
    statements.push(
      runningBoundsBack(
        scope,
        days.reduce((a, b) => (a < b ? a : b)),
      ),
    );
  if (statements.length === 0) return;
  const clauses = statements.map((s, i) => sql`${sql.raw(`w${i}`)} as (${s})`);
  await db.execute(sql`with ${sql.join(clauses, sql`, `)} select ${riskChangedSql([scope])}`);
}

/** The UTC days a tenant's application_risk_window sums, when it has one. */
export async function applicationWindowBounds(
  db: Queryable,
  scope: TenantScope,
): Promise<{ firstDay: string; lastDay: string } | null> {
  const [row] = await rowsOf<{ firstDay: string; lastDay: string }>(
    db,
    sql`select first_day::text as "firstDay", last_day::text as "lastDay"
      from application_risk_window_bounds where tenant_id = ${scope.tenantId}`,
  );
  return row ?? null;
}

/** A new device counts in its tenant's devices. */
export async function addTenantDevices(db: Queryable, scope: TenantScope, count: number): Promise<void> {
  await db.execute(sql`
    insert into tenant_risk_rollups (tenant_id, devices_count) values (${scope.tenantId}, ${count})
    on conflict (tenant_id) do update
      set devices_count = tenant_risk_rollups.devices_count + excluded.devices_count, updated_at = now()`);
  await riskChanged(db, [scope]);
}

/** The first key of the advisory locks of tenant risk (the second is the tenant id). */
const TENANT_RISK_LOCK = sql.raw('724512');

/**
 * Serialises the changes of a tenant's rollups: batches take it shared (they add deltas under row
 * locks and run side by side), a full recompute or revaluation takes it exclusive, so that it
 * neither misses nor counts twice a batch committed while it reads the rows. Held until the
 * transaction ends.
 */
export async function lockTenantRisk(
  db: Queryable,
  scope: TenantScope,
  mode: 'shared' | 'exclusive',
): Promise<void> {
  await db.execute(sql`select ${tenantRiskLockCall(scope, mode)}`);
}

/** The call taking lockTenantRisk's lock, to run as part of another statement. */
export function tenantRiskLockCall(scope: TenantScope, mode: 'shared' | 'exclusive'): SQL {
  const fn = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  return sql`${fn}(${TENANT_RISK_LOCK}, ${scope.tenantId}::int)`;
}
