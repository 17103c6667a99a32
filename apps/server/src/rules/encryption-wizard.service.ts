import { sql, type SQL } from 'drizzle-orm';
import { RuleLimits, RuleMessages } from '@vigil/contracts';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { parseMicro, usdToMicro } from '../rollups/money.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { addDays, forecastEncryption, utcDay, type Forecast } from './forecast.js';

/** Applications seen with the classifier's files within this many UTC days, today included. */
export const RECENT_APPS_DAYS = 21;

/** A row of classifiersToEncrypt, named like its GraphQL fields. */
export interface ClassifierToEncryptRow {
  id: number;
  name: string;
  costUsd: number;
  entriesCount: number;
}

export interface ProcessToEncrypt {
  id: number;
  humanName: string;
  riskValueUSD: number;
  mightBeShareDataOutside: boolean;
}

export interface ForecastRequest {
  classifierId: number;
  daysSchedule: number;
}

const micro = (m: bigint) => Number(m) / 1_000_000;

/**
 * The tenant's active classifiers with their risk from the rollups: costUsd is the USD of all
 * their findings (sensitive and not, encrypted or not) in live files, entriesCount their entries.
 */
export async function listClassifiersToEncrypt(
  db: Queryable,
  user: AuthUser,
  tenantId: number | null | undefined,
  args: ListArgs,
  list: Pick<ListDefinition<ClassifierToEncryptRow>, 'run'>,
): Promise<ListResult<ClassifierToEncryptRow>> {
  const scope = await resolveTenantScope(db, user, tenantId);
  return list.run(db, classifiersToEncryptQuery(scope.tenantId), args);
}

function classifiersToEncryptQuery(tenantId: number): SQL {
  return sql`select c.id as "id", c.name as "name",
      coalesce(r.sensitive_cost + r.non_sensitive_cost, 0)::float8 as "costUsd",
      coalesce(r.sensitive_entries_count + r.non_sensitive_entries_count, 0)::float8 as "entriesCount"
    from classifiers c
    left join classifier_risk_rollups r on r.tenant_id = c.tenant_id and r.classifier_id = c.id
    where c.tenant_id = ${tenantId} and c.is_active and not c.is_deleted`;
}

async function liveClassifier(db: Queryable, tenantId: number, id: number) {
  const [row] = await rowsOf<{ id: number; value_per_record: number }>(
    db,
    sql`select id, value_per_record from classifiers
      where tenant_id = ${tenantId} and id = ${id} and not is_deleted`,
  );
  if (!row) throw new NotFoundError('Classifier', id);
  return { id: Number(row.id), valuePerRecordMicro: usdToMicro(Number(row.value_per_record)) };
}

/**
 * The applications that acted on the classifier's files in the past three weeks (UTC days
 * today − 20 … today, from application_classifier_daily). riskValueUSD: the classifier's entries in
 * their events × its value per record. mightBeShareDataOutside: a web or LLM application, or one
 * that sent the classifier's data out (uploads, copies to removable or network drives) in those weeks.
 */
export async function listProcessesToSetUpEncryption(
  db: Queryable,
  user: AuthUser,
  classifierId: number,
  tenantId: number | null | undefined,
  now = new Date(),
): Promise<ProcessToEncrypt[]> {
  const scope = await resolveTenantScope(db, user, tenantId);
  const classifier = await liveClassifier(db, scope.tenantId, classifierId);
  const to = utcDay(now);
  const from = addDays(to, -(RECENT_APPS_DAYS - 1));
  const rows = await rowsOf<{
    id: number;
    human_name: string;
    entries: string;
    outgoing: string;
    is_web_app: boolean;
    is_llm_app: boolean;
  }>(
    db,
    sql`select p.id, p.human_name, a.entries::text as entries, a.outgoing::text as outgoing,
        p.is_web_app, p.is_llm_app
      from (
        select process_id, sum(entries_count) as entries, sum(outgoing_entries_count) as outgoing
        from application_classifier_daily
        where tenant_id = ${scope.tenantId} and classifier_id = ${classifier.id}
          and day between ${from}::date and ${to}::date
        group by process_id
      ) a
      join processes p on p.tenant_id = ${scope.tenantId} and p.id = a.process_id`,
  );
  return rows
    .map((r) => {
      const riskMicro = BigInt(r.entries) * classifier.valuePerRecordMicro;
      return {
        id: Number(r.id),
        humanName: r.human_name,
        riskMicro,
        riskValueUSD: micro(riskMicro),
        mightBeShareDataOutside: r.is_web_app || r.is_llm_app || BigInt(r.outgoing) > 0n,
      };
    })
    .sort((a, b) =>
      a.riskMicro === b.riskMicro
        ? a.humanName.localeCompare(b.humanName)
        : a.riskMicro > b.riskMicro
          ? -1
          : 1,
    )
    .map(({ riskMicro: _unused, ...p }) => p);
}

/** The forecast of forecast.ts over the classifier's live files, grouped by last-access day. */
export async function classifierEncryptionForecast(
  db: Queryable,
  user: AuthUser,
  request: ForecastRequest,
  tenantId: number | null | undefined,
  now = new Date(),
): Promise<Forecast> {
  const delay = request.daysSchedule;
  if (!Number.isInteger(delay) || delay < 0 || delay > RuleLimits.encryptionDelayDaysMax)
    throw new ValidationError(RuleMessages.delayRange, 'daysSchedule');
  const scope = await resolveTenantScope(db, user, tenantId);
  const classifier = await liveClassifier(db, scope.tenantId, request.classifierId);
  const rows = await rowsOf<{ day: string; is_encrypted: boolean; cost: string }>(
    db,
    sql`select to_char((coalesce(f.accessed_at, f.modified_at) at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
        f.is_encrypted, sum(x.cost_usd)::text as cost
      from file_findings x
      join files f on f.tenant_id = x.tenant_id and f.id = x.file_id
      where x.tenant_id = ${scope.tenantId} and x.classifier_id = ${classifier.id} and not f.is_deleted
      group by 1, 2`,
  );
  return forecastEncryption(
    rows.map((r) => ({ lastAccessDay: r.day, isEncrypted: r.is_encrypted, costMicro: parseMicro(r.cost) })),
    delay,
    utcDay(now),
  );
}

export function forecastDetails(f: Forecast) {
  return {
    currentRisk: micro(f.currentMicro),
    futurePrediction: f.points.map((p) => ({ date: p.date, reductionRisk: micro(p.reductionMicro) })),
  };
}

export function forecastTotals(f: Forecast) {
  return {
    currentRisk: micro(f.totals.currentMicro),
    reductionRisk: micro(f.totals.reductionMicro),
    residualRisk: micro(f.totals.residualMicro),
  };
}
