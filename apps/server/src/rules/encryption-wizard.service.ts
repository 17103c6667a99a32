import { RuleLimits, RuleMessages } from '@vigil/contracts';
import { activeClassifierTotalsQuery } from '../classifiers/classifier-list.read-model.js';
import { findClassifierValuations } from '../classifiers/classifiers.repo.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Queryable } from '../db/client.js';
import { findClassifierFileCostsByDay } from '../files/classifier-file-costs.read-model.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { findProcesses } from '../processes/processes.repo.js';
import { findClassifierApplicationTotals } from '../rollups/classifier-applications.read-model.js';
import { parseMicro } from '../rollups/money.js';
import { resolveTenantScope, type TenantScope } from '../tenants/tenant-scope.js';
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
  return list.run(db, activeClassifierTotalsQuery(scope), args);
}

/** A live classifier of the tenant and the value of one of its records; else NOT_FOUND. */
async function liveClassifier(db: Queryable, scope: TenantScope, id: number) {
  const valuation = (await findClassifierValuations(db, scope, [id])).get(id);
  if (!valuation) throw new NotFoundError('Classifier', id);
  return { id, valuePerRecordMicro: valuation.valuePerRecordMicro };
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
  const classifier = await liveClassifier(db, scope, classifierId);
  const to = utcDay(now);
  const from = addDays(to, -(RECENT_APPS_DAYS - 1));
  const totals = await findClassifierApplicationTotals(db, scope, classifier.id, { from, to });
  const processOf = new Map(
    (
      await findProcesses(
        db,
        scope,
        totals.map((a) => a.processId),
      )
    ).map((p) => [p.id, p]),
  );
  return totals
    .flatMap((a) => {
      const p = processOf.get(a.processId);
      if (!p) return [];
      const riskMicro = BigInt(a.entries) * classifier.valuePerRecordMicro;
      return [
        {
          id: p.id,
          humanName: p.humanName,
          riskMicro,
          riskValueUSD: micro(riskMicro),
          mightBeShareDataOutside: p.isWebApp || p.isLlmApp || BigInt(a.outgoing) > 0n,
        },
      ];
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
  const classifier = await liveClassifier(db, scope, request.classifierId);
  const rows = await findClassifierFileCostsByDay(db, scope, classifier.id);
  return forecastEncryption(
    rows.map((r) => ({ lastAccessDay: r.day, isEncrypted: r.isEncrypted, costMicro: parseMicro(r.cost) })),
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
