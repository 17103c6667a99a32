import { sql, type SQL } from 'drizzle-orm';
import { pgArray } from '../db/rows.js';
import type { WhereInput } from '../graphql/list.js';

/*
 * The explorer lists' totals from the rollups, where a view maps onto them exactly; any other view
 * is counted row by row. explorer.int.test.ts checks every view below against a count on random data.
 */

/**
 * What a Discovered Data filter says in the rollups' terms: live files (required), optionally
 * sensitive or not, false positive or not, on given devices, with a finding of a classifier (a
 * drill-down from Data Risk; not with a sensitivity). Null when the filter says anything else
 * (another field, an `or`, a range…): its total is counted.
 */
export interface RollupView {
  sensitive?: boolean;
  falsePositive?: boolean;
  deviceIds?: number[];
  classifierId?: number;
}

type Atom = [field: string, op: string, value: unknown];

/** The filter as a conjunction of field conditions (nested `and`s flattened), or null. */
function atomsOf(where: WhereInput, into: Atom[]): boolean {
  for (const [key, value] of Object.entries(where)) {
    if (value === null || value === undefined) continue;
    if (key === 'or') return false;
    if (key === 'and') {
      if (!(value as WhereInput[]).every((w) => atomsOf(w, into))) return false;
      continue;
    }
    for (const [op, v] of Object.entries(value as Record<string, unknown>)) {
      if (v !== undefined) into.push([key, op, v]);
    }
  }
  return true;
}

/** A boolean condition as the value it requires: `eq x` and `neq !x` (the columns are never null). */
function booleanOf(op: string, value: unknown): boolean | null {
  if (typeof value !== 'boolean') return null;
  if (op === 'eq') return value;
  if (op === 'neq') return !value;
  return null;
}

function deviceIdsOf(op: string, value: unknown): number[] | null {
  if (op === 'eq' && Number.isInteger(value)) return [value as number];
  if (op === 'in' && Array.isArray(value) && value.every((v) => Number.isInteger(v)))
    return value as number[];
  return null;
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/*
 * A condition added to the one already on its field: what the field must then be, or null when the
 * condition is not one the rollups answer or the two disagree (two conditions hold only if alike).
 */
function narrowedBoolean(before: boolean | undefined, op: string, value: unknown): boolean | null {
  const next = booleanOf(op, value);
  return next === null || (before !== undefined && before !== next) ? null : next;
}

function narrowedDeviceIds(before: number[] | undefined, op: string, value: unknown): number[] | null {
  const next = deviceIdsOf(op, value);
  return next === null || (before !== undefined && !sameIds(before, next)) ? null : next;
}

export function rollupViewOf(
  where: WhereInput | null | undefined,
  classifierId?: number | null,
): RollupView | null {
  if (!where) return null;
  const atoms: Atom[] = [];
  if (!atomsOf(where, atoms)) return null;
  let live = false;
  const view: RollupView = {};
  for (const [field, op, value] of atoms) {
    if (field === 'isDeleted') {
      if (booleanOf(op, value) !== false) return null;
      live = true;
    } else if (field === 'isSensitive' || field === 'falsePositive') {
      const key = field === 'isSensitive' ? 'sensitive' : 'falsePositive';
      const next = narrowedBoolean(view[key], op, value);
      if (next === null) return null;
      view[key] = next;
    } else if (field === 'deviceId') {
      const ids = narrowedDeviceIds(view.deviceIds, op, value);
      if (ids === null) return null;
      view.deviceIds = ids;
    } else return null;
  }
  if (!live) return null;
  if (classifierId === null || classifierId === undefined) return view;
  // A classifier's files by sensitivity: the device × classifier rollups do not split them.
  return view.sensitive === undefined ? { ...view, classifierId } : null;
}

/**
 * The total of a view the rollups answer, as a scalar SELECT. The device rollups count per live
 * device: `files_count` every live file (false positives included), `sensitive_files_count` the
 * live files with a sensitive finding that are not false positives; per device and classifier,
 * `risk_files_count` the live files with a finding of the classifier that are not false positives.
 * The false positives are few (a person marks each), so they are counted (files_false_positive_idx):
 * the view's total is the rollups' figure plus or minus them.
 *
 * `isSensitive` of a false positive is its findings' (it keeps them): counted with the same SQL as
 * the list's column.
 */
export function rollupTotal(
  view: RollupView,
  inScope: (column: SQL) => SQL,
  onLiveDevice: SQL,
  isSensitive: SQL,
): SQL {
  const devices = (column: SQL) =>
    view.deviceIds ? sql`and ${column} = any(${pgArray(view.deviceIds, 'int4')})` : sql``;
  const liveDevice = sql`join devices d on d.tenant_id = r.tenant_id and d.id = r.device_id and not d.is_deleted`;
  const rollup = (column: string) => sql`(select coalesce(sum(r.${sql.raw(column)}), 0)
    from device_risk_rollups r ${liveDevice}
    where ${inScope(sql`r.tenant_id`)} ${devices(sql`r.device_id`)})`;
  const { sensitive: s, falsePositive: fp, classifierId } = view;
  const withClassifier =
    classifierId === undefined
      ? sql``
      : sql`and exists (select 1 from file_findings k
          where k.tenant_id = f.tenant_id and k.file_id = f.id and k.classifier_id = ${classifierId})`;
  const falsePositives = (sensitive?: boolean) => sql`(select count(*) from files f
    where ${inScope(sql`f.tenant_id`)} and f.false_positive and not f.is_deleted and ${onLiveDevice}
      ${devices(sql`f.device_id`)} ${withClassifier}
      ${sensitive === undefined ? sql`` : sensitive ? sql`and ${isSensitive}` : sql`and not ${isSensitive}`})`;
  let total: SQL;
  if (classifierId !== undefined) {
    const classifierFiles = sql`(select coalesce(sum(r.risk_files_count), 0)
      from device_classifier_risk_rollups r ${liveDevice}
      where ${inScope(sql`r.tenant_id`)} and r.classifier_id = ${classifierId} ${devices(sql`r.device_id`)})`;
    if (fp === true) total = falsePositives();
    else if (fp === false) total = classifierFiles;
    else total = sql`${classifierFiles} + ${falsePositives()}`;
    return sql`select ${total}`;
  }
  const all = rollup('files_count');
  const sensitive = rollup('sensitive_files_count');
  if (fp === true) total = falsePositives(s);
  else if (fp === false) {
    if (s === true) total = sensitive;
    else if (s === false) total = sql`${all} - ${sensitive} - ${falsePositives()}`;
    else total = sql`${all} - ${falsePositives()}`;
  } else if (s === true) total = sql`${sensitive} + ${falsePositives(true)}`;
  else if (s === false) total = sql`${all} - ${sensitive} - ${falsePositives(true)}`;
  else total = all;
  return sql`select ${total}`;
}

/**
 * What an Activity Log filter says in the device rollups' terms: every event (no condition), or
 * on given devices, prevented or not. Null for anything else: its total is counted.
 */
export interface EventsRollupView {
  prevented?: boolean;
  deviceIds?: number[];
}

export function eventsRollupViewOf(where: WhereInput | null | undefined): EventsRollupView | null {
  const atoms: Atom[] = [];
  if (where && !atomsOf(where, atoms)) return null;
  const view: EventsRollupView = {};
  for (const [field, op, value] of atoms) {
    if (field === 'isPrevented') {
      const next = narrowedBoolean(view.prevented, op, value);
      if (next === null) return null;
      view.prevented = next;
    } else if (field === 'deviceId') {
      const ids = narrowedDeviceIds(view.deviceIds, op, value);
      if (ids === null) return null;
      view.deviceIds = ids;
    } else return null;
  }
  return view;
}

/**
 * The Activity Log's total of a view the device rollups answer, as a scalar SELECT: the live
 * devices' `events_count` (every event recorded, kept by ingest in the batch's transaction), less
 * or only their `prevented_events_count`.
 */
export function eventsRollupTotal(view: EventsRollupView, inScope: (column: SQL) => SQL): SQL {
  const sum = (expression: string) => sql`coalesce(sum(${sql.raw(expression)}), 0)`;
  const figure =
    view.prevented === true
      ? sum('r.prevented_events_count')
      : view.prevented === false
        ? sum('r.events_count - r.prevented_events_count')
        : sum('r.events_count');
  return sql`select ${figure} from device_risk_rollups r
    join devices d on d.tenant_id = r.tenant_id and d.id = r.device_id and not d.is_deleted
    where ${inScope(sql`r.tenant_id`)}
      ${view.deviceIds ? sql`and r.device_id = any(${pgArray(view.deviceIds, 'int4')})` : sql``}`;
}
