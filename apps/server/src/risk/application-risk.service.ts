import { sql, type SQL } from 'drizzle-orm';
import {
  Limits,
  Messages,
  rangeDays,
  shiftDay,
  type DataUploadPermission,
  type DayRange,
} from '@vigil/contracts';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Queryable } from '../db/client.js';
import { oneOf, pgArray, rowsOf } from '../db/rows.js';
import { findDeviceWithin } from '../devices/devices.repo.js';
import { pageBounds, type ListArgs, type ListDefinition, type ListResult } from '../graphql/list.js';
import { customersFilter, type TenantScope } from '../tenants/tenant-scope.js';
import { runKeyedList, runKeyedListIf, selectAll, type KeyedListSource } from './keyed-list.js';
import {
  readsWindow,
  WINDOW_COST_DAYS,
  windowDifference,
  type WindowDifference,
} from './window-difference.js';

export interface ApplicationsRiskRequest {
  startPeriod: Date;
  finishPeriod: Date;
  /** Only what the applications did on this device (the device dashboard's Cloud Services panel). */
  deviceId?: number | null;
}

/** A row of the list, named like the GraphQL fields it feeds (filtered and sorted in SQL). */
export interface ApplicationRiskRow {
  processId: number;
  processCaption: string;
  tenantId: number;
  webApp: boolean;
  isLlmApp: boolean;
  filesCountIncoming: number;
  filesCountOutgoing: number;
  totalEntriesCostOutgoing: number;
  residualEntriesCostOutgoing: number;
  dataUploadPermission: DataUploadPermission;
}

export interface ApplicationRiskPolicy {
  id: number;
  name: string;
  caption: string;
  entriesCount: number;
  entriesEncryptedCount: number;
}

export interface ApplicationRiskDevice {
  id: number;
  name: string;
  nickName: string | null;
}

export interface ApplicationRisk extends ApplicationRiskRow {
  startPeriod: Date;
  finishPeriod: Date;
  policies: ApplicationRiskPolicy[];
  /** The first Limits.applicationDevicesListMax devices by id, in name order; devicesCount counts them all. */
  devices: ApplicationRiskDevice[];
  devicesCount: number;
}

const DAY_MS = 86_400_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** UTC days of the period, inclusive: the rollups keep one bucket per application and UTC day. */
interface Days {
  from: string;
  to: string;
}

function periodDays({ startPeriod, finishPeriod }: ApplicationsRiskRequest): Days {
  if (startPeriod.getTime() > finishPeriod.getTime())
    throw new ValidationError(Messages.periodReversed, 'startPeriod');
  if (finishPeriod.getTime() - startPeriod.getTime() > Limits.applicationRiskMaxDays * DAY_MS)
    throw new ValidationError(Messages.periodTooLong(Limits.applicationRiskMaxDays), 'startPeriod');
  return { from: utcDay(startPeriod), to: utcDay(finishPeriod) };
}

/**
 * Customers whose application window is near the period: their window's sums, less its days
 * outside the period, plus the period's days outside it (the same bounds for all of them).
 */
interface NearWindow {
  customers: number[];
  difference: WindowDifference;
}

/**
 * Customers whose running sums cover the period's first day (the same last day for all of them):
 * each application's row of the period's last day they cover less its row of the day before the
 * period, plus the daily rows of the period's days after them.
 */
interface Running {
  customers: number[];
  lastDay: string;
}

/**
 * Where the figures come from: the live customers of the scope, those whose application window is
 * the period apart (one row per application), those whose window is near it, those whose running
 * sums are the cheaper way, and the others (the daily rows of the period); or one device.
 */
type Source =
  | {
      kind: 'customers';
      windowed: number[];
      near: NearWindow[];
      running: Running[];
      daily: number[];
      /** The last closed day of each customer's running sums, which its device recency rows reach. */
      closed: ReadonlyMap<number, string>;
    }
  | { kind: 'device'; tenantId: number; deviceId: number };

/**
 * The applications that acted on files in the period, with their incoming and outgoing files,
 * outgoing sensitive risk and its residual (not encrypted) part, the classifiers seen in their
 * events and the devices they acted on. A partner sees one row per application of each of its
 * customers. Figures come from the daily rollups kept by ingest; with a device, from its
 * application × device rollup and its own events.
 */
export async function listApplicationsRisk(
  db: Queryable,
  scope: TenantScope,
  request: ApplicationsRiskRequest,
  args: ListArgs,
  list: ApplicationsList,
): Promise<ListResult<ApplicationRisk>> {
  const days = periodDays(request);
  let source: Source;
  if (request.deviceId !== null && request.deviceId !== undefined) {
    const device = await findDeviceWithin(db, scope, request.deviceId);
    if (!device) throw new NotFoundError('Device', request.deviceId);
    source = { kind: 'device', tenantId: device.tenantId, deviceId: device.id };
  } else {
    source = await customersSource(db, scope, days);
  }
  const kind = askedKind(args.where);
  // The page's classifiers and devices come from the same place as its figures.
  const windowed = new Set(source.kind === 'customers' ? source.windowed : []);
  const details = (keys: PageKey[]) => {
    const windowKeys = keys.filter((k) => windowed.has(k.tenantId));
    const dailyKeys = keys.filter((k) => !windowed.has(k.tenantId));
    // Independent reads: on a PostgreSQL pool they run at once.
    return Promise.all([
      policiesOf(db, source, days, windowKeys, 'window'),
      policiesOf(db, source, days, dailyKeys, 'daily'),
      devicesOf(db, source, days, windowKeys, 'window'),
      devicesOf(db, source, days, dailyKeys, 'daily'),
    ]);
  };
  const keysOf = (rows: readonly { tenantId?: unknown; processId?: unknown }[]) =>
    rows.map((i) => ({ tenantId: Number(i.tenantId), processId: Number(i.processId) }));
  // A device's few applications are listed in one pass; the scope's customers' as a keyed list,
  // whose page rows are read back by key (a window row, or the key's daily rows of the period),
  // at once with the page's classifiers and devices, which need only the keys.
  let page: ListResult<ApplicationRiskRow>;
  let read: Awaited<ReturnType<typeof details>>;
  if (source.kind === 'customers') {
    const withDetails = (rows: readonly Record<string, unknown>[]) => details(keysOf(rows));
    const { alongside, ...keyed } =
      (await topByBound(db, list, args, source, days, kind, withDetails)) ??
      (await runKeyedList(db, list, args, applicationsSource(source, days, kind), withDetails));
    page = keyed;
    read = alongside ?? [new Map(), new Map(), new Map(), new Map()];
  } else {
    page = await list.run(db, selectAll(applicationsSource(source, days, kind)), args);
    read = await details(keysOf(page.items));
  }
  const [policiesOfWindow, policiesOfDays, devicesOfWindow, devicesOfDays] = read;
  const policies = new Map([...policiesOfWindow, ...policiesOfDays]);
  const devices = new Map([...devicesOfWindow, ...devicesOfDays]);
  return {
    ...page,
    items: page.items.map((item) => ({
      ...item,
      totalEntriesCostOutgoing: Number(item.totalEntriesCostOutgoing),
      residualEntriesCostOutgoing: Number(item.residualEntriesCostOutgoing),
      startPeriod: request.startPeriod,
      finishPeriod: request.finishPeriod,
      policies: policies.get(keyOf(item.tenantId, item.processId)) ?? [],
      devices: devices.get(keyOf(item.tenantId, item.processId))?.devices ?? [],
      devicesCount: devices.get(keyOf(item.tenantId, item.processId))?.count ?? 0,
    })),
  };
}

type ApplicationsList = Pick<
  ListDefinition<ApplicationRiskRow>,
  'run' | 'defaultOrder' | 'tieBreaker' | 'defaultTake'
>;

/**
 * The applications that can reach a page (see topByBound): their keys, and how many applications
 * the period has in all.
 */
interface Candidates {
  keys: PageKey[];
  total: number;
}

/** The candidates among a part's customers, as a relation of (tenant, process) for `in`. */
function candidateKeys({ keys }: Candidates, customers: readonly number[]): SQL {
  return sql`select c.tenant_id, c.process_id from unnest(${pgArray(
    keys.map((k) => k.tenantId),
    'int4',
  )}, ${pgArray(
    keys.map((k) => k.processId),
    'int4',
  )}) as c(tenant_id, process_id) where ${customersFilter(customers)(sql`c.tenant_id`)}`;
}

/** The running rows' float copy of what a page sorts on, most first. */
const BOUND_COLUMNS: Partial<Record<string, string>> = {
  totalEntriesCostOutgoing: 'total_usd',
  residualEntriesCostOutgoing: 'residual_usd',
};
/** How many candidates the first try reads, at least (twice the page's end when more). */
export const TOP_BY_BOUND_FIRST = 200;
/** Past this many candidates, every application of the period is read instead. */
export const TOP_BY_BOUND_MAX = 3200;

/**
 * A page of the applications with the most risk (total or residual) in a period that the running
 * sums cover, without reading two rows for every application of the period: an application's risk
 * in the period is at most its risk from the start of its run through the period's last day (its
 * running row of that day; the days before the period are never negative). The candidates are the
 * applications active in the period (their row's last active day is in it) with the most of that;
 * once the page's last application has more than the least of them, no other application can come
 * before it (Fagin's threshold algorithm), and the page is the one every application would give.
 * Otherwise more candidates are read, up to TOP_BY_BOUND_MAX. The total counts the active
 * applications. Null when the request is not such a page (another order or filter, a page past
 * TOP_BY_BOUND_MAX / 2, a customer whose running sums do not reach the period's end) or the
 * candidates never settle it: the caller reads every application.
 */
async function topByBound<A>(
  db: Queryable,
  list: ApplicationsList,
  args: ListArgs,
  source: Source,
  days: Days,
  kind: AskedKind,
  alongside: (keyRows: readonly Record<string, unknown>[]) => Promise<A>,
): Promise<(ListResult<ApplicationRiskRow> & { alongside?: A }) | null> {
  if (source.kind !== 'customers' || !kind.whole || source.running.length === 0) return null;
  if (source.windowed.length + source.near.length + source.daily.length > 0) return null;
  if (source.running.some((run) => run.lastDay < days.to)) return null;
  const order = args.order && args.order.length > 0 ? args.order : list.defaultOrder;
  const sorted = Object.entries(order[0] ?? {}).filter(([, direction]) => direction);
  const [field, direction] = sorted[0] ?? [];
  const bound = field === undefined ? undefined : BOUND_COLUMNS[field];
  if (sorted.length !== 1 || direction !== 'DESC' || field === undefined || bound === undefined) return null;
  const { skip, take } = pageBounds(args, list.defaultTake);
  if (take === 0 || 2 * (skip + take) > TOP_BY_BOUND_MAX) return null;

  const customers = source.running.flatMap((run) => run.customers);
  const active = sql`from application_risk_running e
    where ${customersFilter(customers)(sql`e.tenant_id`)} and e.day = ${days.to}::date
      and e.last_active_day >= ${days.from}::date ${kind.of('e')}`;
  const counted = rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${active}`);
  for (let m = Math.max(TOP_BY_BOUND_FIRST, 2 * (skip + take)); m <= TOP_BY_BOUND_MAX; m *= 4) {
    const [rows, [count]] = await Promise.all([
      rowsOf<{ tenant_id: number; process_id: number; bound: number }>(
        db,
        sql`select e.tenant_id, e.process_id, ${sql.raw(`e.${bound}`)} as bound ${active}
          order by ${sql.raw(`e.${bound}`)} desc limit ${m}`,
      ),
      counted,
    ]);
    const candidates = {
      keys: rows.map((r) => ({ tenantId: Number(r.tenant_id), processId: Number(r.process_id) })),
      total: Number(count?.n ?? 0),
    };
    // Fewer than asked: every application of the period is a candidate.
    const every = rows.length < m;
    const threshold = Number(rows[rows.length - 1]?.bound ?? 0);
    const page = await runKeyedListIf(
      db,
      list,
      args,
      applicationsSource(source, days, kind, candidates),
      alongside,
      (keyRows) => {
        const last = keyRows.length === take ? keyRows[take - 1] : undefined;
        return every || (last !== undefined && Number(last[field]) > threshold);
      },
    );
    if (page) return page;
  }
  return null;
}

/**
 * Sorts the scope's live customers by where their figures of the period come from (see Source):
 * their ids grouped by their bounds, in one statement (a back office's thousand customers share
 * one or two, each weighed once).
 */
async function customersSource(db: Queryable, scope: TenantScope, days: Days): Promise<Source> {
  const customers = scope.isCustomer ? sql`select ${scope.tenantId}::int as id` : scope.customerIdsSql();
  const groups = await rowsOf<{
    ids: number[];
    start: string | null;
    end: string | null;
    running: string | null;
    closed: string | null;
  }>(
    db,
    sql`select array_agg(c.id) as ids, w.first_day::text as start, w.last_day::text as "end",
        coalesce(r.open_day, r.last_day)::text as running, r.last_day::text as closed
      from (${customers}) c
      left join application_risk_window_bounds w on w.tenant_id = c.id
      left join application_risk_running_bounds r on r.tenant_id = c.id
      group by w.first_day, w.last_day, r.open_day, r.last_day`,
  );
  const period = { start: days.from, end: days.to };
  const windowed: number[] = [];
  const near: NearWindow[] = [];
  const running: Running[] = [];
  const daily: number[] = [];
  const windows = new Map<string, NearWindow>();
  const closed = new Map<number, string>();
  for (const g of groups) {
    const ids = g.ids.map(Number);
    if (g.closed !== null) for (const id of ids) closed.set(id, g.closed);
    let window: NearWindow | undefined;
    if (g.start !== null && g.end !== null) {
      const key = `${g.start}/${g.end}`;
      window = windows.get(key);
      if (!window) {
        const difference = windowDifference({ start: g.start, end: g.end }, period);
        windows.set(key, (window = { customers: [], difference }));
        near.push(window);
      }
    }
    const way = cheapestWay(period, window?.difference, g.running);
    if (way === 'window') windowed.push(...ids);
    else if (way === 'near') window!.customers.push(...ids);
    else if (way === 'running') {
      const run = running.find((r) => r.lastDay === g.running);
      if (run) run.customers.push(...ids);
      else running.push({ customers: ids, lastDay: g.running! });
    } else daily.push(...ids);
  }
  return {
    kind: 'customers',
    windowed,
    near: near.filter((g) => g.customers.length > 0),
    running,
    daily,
    closed,
  };
}

/**
 * Reading running sums costs about what a window does: two rows per application (its last day's
 * and the day's before the period), joined from one index, against one row and a grouping of the
 * days between (measured on PostgreSQL, ARCHITECTURE.md "The risk portal's reads").
 */
export const RUNNING_COST_DAYS = WINDOW_COST_DAYS;

/**
 * The cheapest way to a customer's figures of `period`: its window when it is the very period, else
 * the least of its window and the days between, its running sums and the daily rows of the days
 * after them, and the period's daily rows (in days of daily rows read).
 */
export function cheapestWay(
  period: DayRange,
  window: WindowDifference | undefined,
  runningLastDay: string | null,
): 'window' | 'near' | 'running' | 'daily' {
  if (window && window.days === 0) return 'window';
  const costs: ['near' | 'running' | 'daily', number][] = [['daily', rangeDays(period)]];
  if (window && readsWindow(window, period)) costs.push(['near', WINDOW_COST_DAYS + window.days]);
  // Running sums help only when they reach into the period.
  if (runningLastDay !== null && runningLastDay >= period.start) {
    const after =
      runningLastDay >= period.end ? 0 : rangeDays({ start: shiftDay(runningLastDay, 1), end: period.end });
    costs.push(['running', RUNNING_COST_DAYS + after]);
  }
  return costs.reduce((best, c) => (c[1] < best[1] ? c : best))[0];
}

/**
 * The applications of the period as a keyed list: the narrow pass sorts and filters what the
 * source rows hold (the kind and float copies of the money that window and daily rows keep; daily
 * rows read from one index), and the left-joined process (name, upload permission) and the exact
 * sums are read for the page's rows only, unless the request sorts or filters on them.
 */
function applicationsSource(
  source: Source,
  days: Days,
  kind: AskedKind,
  candidates?: Candidates,
): KeyedListSource<ApplicationRiskRow> {
  const sums = sql`sum(r.incoming_files_count) as incoming, sum(r.outgoing_files_count) as outgoing,
    sum(r.outgoing_sensitive_cost) as total_out, sum(r.outgoing_encrypted_sensitive_cost) as encrypted_out`;
  const inPeriod = sql`r.day between ${days.from}::date and ${days.to}::date`;
  /**
   * The rows of the period: all of them, or (`oneKey`) those of the key k of a keyed list. A part
   * holds the rows of its customers; the key's own rows are found by the key, its customer checked
   * once against the part's (as an index condition, a thousand customers' array was sorted again
   * for every key of the page).
   */
  const rowsOfPeriod = (oneKey: boolean) => {
    // A customer's own rows name their tenant as well (one shard on Citus).
    const own = (customers: readonly number[], alias: string) =>
      customers.length === 1 ? sql`and ${sql.raw(`${alias}.tenant_id`)} = ${customers[0]}` : sql``;
    const of =
      (customers: readonly number[]): RowsOf =>
      (alias) =>
        oneKey
          ? sql`${sql.raw(`${alias}.tenant_id = k."tenantId" and ${alias}.process_id = k."processId"`)}
              and ${oneOf(sql`k."tenantId"`, customers, 'int4')} ${own(customers, alias)}`
          : candidates
            ? sql`(${sql.raw(`${alias}.tenant_id, ${alias}.process_id`)}) in (${candidateKeys(candidates, customers)})
                ${own(customers, alias)}`
            : customersFilter(customers)(sql.raw(`${alias}.tenant_id`));
    const keyed = oneKey || candidates !== undefined;
    const parts: SQL[] = [];
    if (source.kind === 'device') {
      parts.push(sql`select s.tenant_id, s.process_id, s.incoming, s.outgoing, s.total_out, s.encrypted_out,
          s.total_out::float8 as total_usd, (s.total_out - s.encrypted_out)::float8 as residual_usd,
          k.is_web_app, k.is_llm_app
        from (select r.tenant_id, r.process_id, ${sums} from application_device_daily r
          where r.tenant_id = ${source.tenantId} and r.device_id = ${source.deviceId} and ${inPeriod}
          group by r.tenant_id, r.process_id) s
        join processes k on k.tenant_id = s.tenant_id and k.id = s.process_id`);
      return parts;
    }
    if (source.windowed.length > 0) {
      parts.push(sql`select w.tenant_id, w.process_id, w.incoming_files_count as incoming,
          w.outgoing_files_count as outgoing, w.outgoing_sensitive_cost as total_out,
          w.outgoing_encrypted_sensitive_cost as encrypted_out, w.total_usd, w.residual_usd,
          w.is_web_app, w.is_llm_app
        from application_risk_window w
        where ${of(source.windowed)('w')}`);
    }
    // A key's exact figures are its running rows, or its daily rows of the period (those near a
    // window too), whatever sorted it.
    const nearCustomers = source.near.flatMap((n) => n.customers);
    if (!oneKey) parts.push(...source.near.map(nearWindowPart));
    parts.push(...source.running.map((run) => runningPart(run, days, kind, of(run.customers), keyed)));
    const daily = oneKey ? [...source.daily, ...nearCustomers] : source.daily;
    // No customer at all still needs the columns: an empty daily part gives them.
    if (daily.length > 0 || parts.length === 0) {
      // A sum of the rows' floats sorts; the page shows the exact sums made floats.
      parts.push(sql`select r.tenant_id, r.process_id, ${sums},
          sum(r.total_usd) as total_usd, sum(r.residual_usd) as residual_usd, r.is_web_app, r.is_llm_app
        from application_risk_daily r
        where ${of(daily)('r')} and ${inPeriod}
        group by r.tenant_id, r.process_id, r.is_web_app, r.is_llm_app`);
    }
    return parts;
  };
  const withProcess = (parts: SQL[]) => sql`(${sql.join(parts, sql` union all `)}) a
      left join processes p on p.tenant_id = a.tenant_id and p.id = a.process_id`;
  return {
    tables: withProcess(rowsOfPeriod(false)),
    // Each part is already the scope's.
    scope: sql`true`,
    keys: ['tenantId', 'processId'],
    match: sql`true`,
    // A key's own rows, summed on their own: outside the sums, the key would not reach the rows.
    keyedTables: withProcess(rowsOfPeriod(true)),
    // Daily or near-window rows are grouped, which a count apart would do again in full: the total
    // rides along. Window rows alone are counted apart, as other keyed lists are.
    countAlong:
      candidates === undefined &&
      source.kind === 'customers' &&
      (source.daily.length > 0 || source.near.length > 0 || source.running.length > 0),
    total: candidates?.total,
    // Money stays exact numeric in the page's rows (a float once read); sorted on its float copy.
    sortable: {
      totalEntriesCostOutgoing: sql`a.total_usd`,
      residualEntriesCostOutgoing: sql`a.residual_usd`,
    },
    columns: {
      processId: sql`a.process_id`,
      processCaption: sql`p.human_name`,
      tenantId: sql`a.tenant_id`,
      webApp: sql`a.is_web_app`,
      isLlmApp: sql`a.is_llm_app`,
      filesCountIncoming: sql`a.incoming::int`,
      filesCountOutgoing: sql`a.outgoing::int`,
      totalEntriesCostOutgoing: sql`a.total_out`,
      residualEntriesCostOutgoing: sql`a.total_out - a.encrypted_out`,
      dataUploadPermission: sql`p.data_upload_permission`,
    },
  };
}

/**
 * The applications of customers whose window is near the period, for sorting and filtering: the
 * window's rows, less the daily rows of its days outside the period, plus those of the period's
 * days outside it; an application is in the period when events remain.
 */
function nearWindowPart({ customers, difference }: NearWindow): SQL {
  const ofCustomers = customersFilter(customers);
  const daysOf = (ranges: DayRange[], sign: '+' | '-') =>
    ranges.map(
      (range) => sql`select r.tenant_id, r.process_id, ${sql.raw(sign)}r.events_count,
          ${sql.raw(sign)}r.incoming_files_count, ${sql.raw(sign)}r.outgoing_files_count,
          ${sql.raw(sign)}r.outgoing_sensitive_cost, ${sql.raw(sign)}r.outgoing_encrypted_sensitive_cost,
          ${sql.raw(sign)}r.total_usd, ${sql.raw(sign)}r.residual_usd, r.is_web_app, r.is_llm_app
        from application_risk_daily r
        where ${ofCustomers(sql`r.tenant_id`)} and r.day between ${range.start}::date and ${range.end}::date`,
    );
  const rows = [
    sql`select w.tenant_id, w.process_id, w.events_count, w.incoming_files_count, w.outgoing_files_count,
        w.outgoing_sensitive_cost, w.outgoing_encrypted_sensitive_cost, w.total_usd, w.residual_usd,
        w.is_web_app, w.is_llm_app
      from application_risk_window w where ${ofCustomers(sql`w.tenant_id`)}`,
    ...daysOf(difference.minus, '-'),
    ...daysOf(difference.plus, '+'),
  ];
  return sql`select x.tenant_id, x.process_id, sum(x.incoming) as incoming, sum(x.outgoing) as outgoing,
      sum(x.total_out) as total_out, sum(x.encrypted_out) as encrypted_out, sum(x.total_usd) as total_usd,
      sum(x.residual_usd) as residual_usd, x.is_web_app, x.is_llm_app
    from (${sql.join(rows, sql` union all `)}) as x(tenant_id, process_id, events, incoming, outgoing,
      total_out, encrypted_out, total_usd, residual_usd, is_web_app, is_llm_app)
    group by x.tenant_id, x.process_id, x.is_web_app, x.is_llm_app
    having sum(x.events) > 0`;
}

/** The filter of a part's rows under an alias: its customers', or the key k's among them. */
type RowsOf = (alias: string) => SQL;

/**
 * The kind of application the request lists, when its filter says (the application pages ask for
 * web, LLM or local ones): the list filters on it anyway; running parts also pass it to the day
 * before the period and to the days after the sums, which the planner joins without it.
 */
interface AskedKind {
  of(alias: string): SQL;
  /** The filter asks for nothing else (no field, operation or and/or besides a kind's eq). */
  whole: boolean;
}

function askedKind(where: ListArgs['where']): AskedKind {
  const asked = (field: string): boolean | undefined => {
    const value = where?.[field];
    const eq = value && !Array.isArray(value) ? value.eq : undefined;
    return typeof eq === 'boolean' ? eq : undefined;
  };
  const conditions = (
    [
      ['is_web_app', asked('webApp')],
      ['is_llm_app', asked('isLlmApp')],
    ] as const
  ).filter(([, eq]) => eq !== undefined);
  const whole = Object.entries(where ?? {}).every(
    ([field, value]) =>
      value === null ||
      value === undefined ||
      ((field === 'webApp' || field === 'isLlmApp') &&
        !Array.isArray(value) &&
        Object.entries(value).every(([op, v]) => (op === 'eq' && typeof v === 'boolean') || v == null)),
  );
  return {
    whole,
    of: (alias) =>
      sql.join(
        conditions.map(([column, eq]) => sql`and ${sql.raw(`${alias}.${column}`)} = ${eq}`),
        sql` `,
      ),
  };
}

/** What a running row sums for the list, the application's events first (it is in the period when some remain). */
const RUNNING_SUMS = [
  'events_count',
  'incoming_files_count',
  'outgoing_files_count',
  'outgoing_sensitive_cost',
  'outgoing_encrypted_sensitive_cost',
  'total_usd',
  'residual_usd',
];
/** The sums a part of the list gives, and the names the parts give them. */
const LISTED = RUNNING_SUMS.slice(1).map(
  (c, i) =>
    [c, ['incoming', 'outgoing', 'total_out', 'encrypted_out', 'total_usd', 'residual_usd'][i]!] as const,
);

/**
 * The applications of customers whose running sums cover the period's first day, for sorting and
 * filtering: each application's row of the last day of the period they cover less its row of the
 * day before the period when of the same run (a later run started after the period began), plus
 * the daily rows of the period's days after them; an application is in the period when events
 * remain. `keyed`: `rowsOf` names the applications (by key), and the day before follows each.
 */
function runningPart({ lastDay }: Running, days: Days, kind: AskedKind, rowsOf: RowsOf, keyed: boolean): SQL {
  const end = lastDay < days.to ? lastDay : days.to;
  const minus = (c: string) => `e.${c} - coalesce(s.${c}, 0) as ${c}`;
  const slices = sql`select e.tenant_id, e.process_id, ${sql.raw(RUNNING_SUMS.map(minus).join(', '))},
      e.is_web_app, e.is_llm_app
    from application_risk_running e
    left join application_risk_running s on ${keyed ? sql`true` : rowsOf('s')}
      and s.day = ${shiftDay(days.from, -1)}::date and s.tenant_id = e.tenant_id
      and s.is_web_app = e.is_web_app and s.is_llm_app = e.is_llm_app
      and s.process_id = e.process_id and s.since = e.since
      ${kind.of('s')}
    where ${rowsOf('e')} and e.day = ${end}::date ${kind.of('e')}`;
  // Named as the other parts name them (the first part of a union names its columns).
  const listed = sql.raw(LISTED.map(([c, as]) => `x.${c} as ${as}`).join(', '));
  // Within the running sums an application is one row: nothing to add up.
  if (end === days.to)
    return sql`select x.tenant_id, x.process_id, ${listed}, x.is_web_app, x.is_llm_app
      from (${slices}) x where x.events_count > 0`;
  // The days after them: their daily rows added to the applications' rows, or listed alone for an
  // application without one (a daily row is an active day).
  const after = sql`(select r.tenant_id, r.process_id, ${sql.raw(
    RUNNING_SUMS.slice(1)
      .map((c) => `sum(r.${c}) as ${c}`)
      .join(', '),
  )},
      r.is_web_app, r.is_llm_app
    from application_risk_daily r
    where ${rowsOf('r')} and r.day between ${shiftDay(lastDay, 1)}::date and ${days.to}::date
      ${kind.of('r')}
    group by r.tenant_id, r.process_id, r.is_web_app, r.is_llm_app)`;
  // Joined in full, each side already of the kind asked: the list's filter on the joined kind
  // would reach neither side.
  const plus = sql.raw(
    LISTED.map(([c, as]) => `coalesce(x.${c}, 0) + coalesce(y.${c}, 0) as ${as}`).join(', '),
  );
  return sql`select coalesce(x.tenant_id, y.tenant_id) as tenant_id, coalesce(x.process_id, y.process_id) as process_id,
      ${plus}, coalesce(x.is_web_app, y.is_web_app) as is_web_app, coalesce(x.is_llm_app, y.is_llm_app) as is_llm_app
    from (${slices}) x full join ${after} y on y.tenant_id = x.tenant_id and y.process_id = x.process_id
    where x.events_count > 0 or y.tenant_id is not null`;
}

/** Where a page's classifiers and devices are read: the customers' windows, or the daily rows. */
type Rows = 'window' | 'daily';

interface PageKey {
  tenantId: number;
  processId: number;
}

const keyOf = (tenantId: unknown, processId: unknown) => `${Number(tenantId)}:${Number(processId)}`;

/**
 * The page's keys as a relation k(tenant_id, process_id), each customer's own rows named by its
 * id; with `recencyDays`, a third column recency_day (see devicesOf).
 */
function pageKeys(keys: PageKey[], recencyDays?: (string | null)[]): SQL {
  const tenantIds = keys.map((k) => k.tenantId);
  const processIds = pgArray(
    keys.map((k) => k.processId),
    'int4',
  );
  const days = recencyDays ? sql`, ${pgArray(recencyDays, 'date')}` : sql``;
  const columns = recencyDays ? ['tenant_id', 'process_id', 'recency_day'] : ['tenant_id', 'process_id'];
  return sql`select ${sql.raw(columns.map((c) => `k.${c}`).join(', '))}
    from unnest(${pgArray(tenantIds, 'int4')}, ${processIds}${days}) as k(${sql.raw(columns.join(', '))})
    where ${oneOf(sql`k.tenant_id`, tenantIds, 'int4')}`;
}

/** The classifiers seen in each application's events of the period (prevented events excluded). */
async function policiesOf(
  db: Queryable,
  source: Source,
  days: Days,
  keys: PageKey[],
  from: Rows,
): Promise<Map<string, ApplicationRiskPolicy[]>> {
  if (keys.length === 0) return new Map();
  const perClassifier =
    from === 'window'
      ? sql`select k.tenant_id, k.process_id, w.classifier_id, w.entries_count as entries,
            w.encrypted_entries_count as encrypted
          from (${pageKeys(keys)}) as k
          join application_classifier_window w on w.tenant_id = k.tenant_id and w.process_id = k.process_id`
      : source.kind === 'customers'
        ? sql`select k.tenant_id, k.process_id, s.classifier_id, s.entries, s.encrypted
          from (${pageKeys(keys)}) as k
          cross join lateral (
            select d.classifier_id, sum(d.entries_count) as entries, sum(d.encrypted_entries_count) as encrypted
            from application_classifier_daily d
            where d.tenant_id = k.tenant_id and d.process_id = k.process_id
              and d.day between ${days.from}::date and ${days.to}::date
            group by d.classifier_id
          ) s`
        : /*
           * No per-device classifier rollup: one range scan of the device's events of the period.
           * Materialised first, because the planner guesses a hundred entries per event and would
           * run a parallel plan whose start-up costs more than this small scan.
           */
          sql`with ev as materialized (
            select e.tenant_id, e.process_id, e.is_encrypted, e.entries from file_events e
            where e.tenant_id = ${source.tenantId} and e.device_id = ${source.deviceId}
              and e.at >= ${`${days.from}T00:00:00Z`}::timestamptz
              and e.at < ${`${days.to}T00:00:00Z`}::timestamptz + interval '1 day'
              and not e.is_prevented and e.entries_count > 0
              and e.process_id = any(${pgArray(
                keys.map((k) => k.processId),
                'int4',
              )})
          )
          select ev.tenant_id, ev.process_id, x."classifierId" as classifier_id, sum(x.count) as entries,
            coalesce(sum(x.count) filter (where ev.is_encrypted), 0) as encrypted
          from ev, jsonb_to_recordset(ev.entries) as x("classifierId" int, count bigint)
          group by ev.tenant_id, ev.process_id, x."classifierId"`;
  // One row per application, its classifiers as one JSON value (see devicesOf).
  const rows = await rowsOf<{
    tenant_id: number;
    process_id: number;
    policies: [number, string, string, number, number][];
  }>(
    db,
    sql`select s.tenant_id, s.process_id::int as process_id,
        json_agg(json_build_array(c.id, c.name, c.caption, s.entries::float8, s.encrypted::float8)
          order by s.entries desc, c.id) as policies
      from (${perClassifier}) s
      join classifiers c on c.tenant_id = s.tenant_id and c.id = s.classifier_id and not c.is_deleted
      group by s.tenant_id, s.process_id`,
  );
  const out = new Map<string, ApplicationRiskPolicy[]>();
  for (const r of rows) {
    out.set(
      keyOf(r.tenant_id, r.process_id),
      r.policies.map(([id, name, caption, entries, encrypted]) => ({
        id: Number(id),
        name,
        caption,
        entriesCount: Number(entries),
        entriesEncryptedCount: Number(encrypted),
      })),
    );
  }
  return out;
}

/**
 * The devices each application acted on in the period (with a device filter: that device): how
 * many, and the first Limits.applicationDevicesListMax of them by id, named. The list walks the
 * applications' rows of the period in index order; neither joins every pair to the device names.
 * An application with a device recency row on the period's last day its customer's running sums
 * have closed (at most the period's last) is counted from it: those acted on last within the
 * period, less the deleted ones, plus those of the days after it not acted on before in the
 * period. The others count their distinct devices of the period.
 */
async function devicesOf(
  db: Queryable,
  source: Source,
  days: Days,
  keys: PageKey[],
  from: Rows,
): Promise<Map<string, { devices: ApplicationRiskDevice[]; count: number }>> {
  if (keys.length === 0) return new Map();
  const table = sql.raw(from === 'window' ? 'application_device_window' : 'application_device_daily');
  const inPeriod = from === 'window' ? sql`` : sql`and a.day between ${days.from}::date and ${days.to}::date`;
  const onDevice = source.kind === 'device' ? sql`and a.device_id = ${source.deviceId}` : sql``;
  // Deleted devices are few: their ids, read once (an init plan), are a constant the index walk skips.
  const gone = sql`(select g.ids from gone g)::int4[]`;
  const activity = sql`a.tenant_id = k.tenant_id and a.process_id = k.process_id
    ${inPeriod} ${onDevice}
    and a.device_id <> all(${gone})`;
  // The day each key's recency row is read on (none: counted from its daily rows).
  const recencyDay = (k: PageKey): string | null => {
    const closed =
      source.kind === 'customers' && from === 'daily' ? source.closed.get(k.tenantId) : undefined;
    const day = closed === undefined ? null : closed < days.to ? closed : days.to;
    return day !== null && day >= days.from ? day : null;
  };
  const tenantIds = keys.map((k) => k.tenantId);
  // A device's own days of an application in the period up to the recency row, probed by the
  // primary key (`day + 0` keeps the day out of the probe's bounds: with it, the planner weighs the
  // day index the same and would walk every device's rows of those days).
  const actedBefore = (device: SQL) =>
    sql`(select true from application_device_daily b
      where b.tenant_id = k.tenant_id and b.process_id = k.process_id and b.device_id = ${device}
        and b.day + 0 between ${days.from}::date and k.recency_day limit 1)`;
  const fromRecency = sql`select r.within[least(k.recency_day - ${days.from}::date, cardinality(r.within) - 1) + 1]
      - (select count(*) from unnest(${gone}) as g(id) where ${actedBefore(sql`g.id`)})
      + (select count(*) from after x
        where x.tenant_id = k.tenant_id and x.process_id = k.process_id and ${actedBefore(sql`x.device_id`)} is null)
    from application_device_recency r
    where r.tenant_id = k.tenant_id and r.day = k.recency_day and r.process_id = k.process_id`;
  const rows = await rowsOf<{
    tenant_id: number;
    process_id: number;
    n: number;
    devices: [number, string, string | null][] | null;
  }>(
    db,
    // Counted once per application (materialised: otherwise the planner counts once per device),
    // as the distinct devices in index order (count(distinct) sorts them again). The days after
    // the recency rows are read once per customer, from the day index. An application's devices
    // are one JSON value: a row per device cost more to send and read than to build (PGlite).
    sql`with gone as materialized (
        select coalesce(array_agg(id), '{}') as ids from devices
        where tenant_id = any(${pgArray([...new Set(tenantIds)], 'int4')}) and is_deleted
      ), keys as materialized (${pageKeys(keys, keys.map(recencyDay))}
      ), later as materialized (
        select a.tenant_id, a.process_id, a.device_id
        from (select distinct tenant_id, recency_day from keys where recency_day < ${days.to}::date) t
        join application_device_daily a on a.tenant_id = t.tenant_id
          and a.day > t.recency_day and a.day <= ${days.to}::date
      ), after as materialized (
        select distinct l.tenant_id, l.process_id, l.device_id from later l
        join keys k on k.tenant_id = l.tenant_id and k.process_id = l.process_id
        where l.device_id <> all(${gone})
      ), k as materialized (
        select k.tenant_id, k.process_id, coalesce((${fromRecency}), (
          select count(*) from (select distinct a.device_id from ${table} a where ${activity}) d
        ))::int as n
        from keys k
      )
      select k.tenant_id, k.process_id, k.n, (
        select json_agg(json_build_array(dv.id, dv.name, dv.nick_name) order by dv.name, dv.id)
        from (
          select distinct a.device_id from ${table} a where ${activity}
          order by a.device_id limit ${Limits.applicationDevicesListMax}
        ) f
        join devices dv on dv.tenant_id = k.tenant_id and dv.id = f.device_id
      ) as devices
      from k`,
  );
  const out = new Map<string, { devices: ApplicationRiskDevice[]; count: number }>();
  for (const r of rows) {
    if (!r.devices) continue;
    out.set(keyOf(r.tenant_id, r.process_id), {
      count: Number(r.n),
      devices: r.devices.map(([id, name, nickName]) => ({ id: Number(id), name, nickName })),
    });
  }
  return out;
}
