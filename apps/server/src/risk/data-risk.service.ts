import { sql, type SQL } from 'drizzle-orm';
import { Limits, Messages, RuleLimits } from '@vigil/contracts';
import { ValidationError } from '../common/errors.js';
import type { Queryable } from '../db/client.js';
import type { ListArgs, ListDefinition, ListResult, WhereInput } from '../graphql/list.js';
import { columnSql, selectList } from '../graphql/row-columns.js';
import type { ScopeFilter, TenantScope } from '../tenants/tenant-scope.js';
import { keptAnswer } from './kept-answers.js';
import { runKeyedList, type KeyedListSource } from './keyed-list.js';
import {
  dataRiskAmountColumns,
  dataRiskSortableMoney,
  regulationVisible,
  summedRiskVector,
  type DataRiskAmounts,
} from './risk-list-sql.js';

/** A row of regulationsDataRisks, named like the GraphQL fields of DataRiskByRegulation. */
export interface RegulationDataRiskRow extends DataRiskAmounts {
  regulationId: number;
  regulationName: string;
  regulationDescription: string;
  region: string;
  regions: string[];
}

/**
 * A row of the policy lists (DataRiskByPolicy): one classifier of one customer with its risk. The
 * regulation fields are set when the list is of one regulation. The rule's columns are read by
 * the `rules` field.
 */
export interface PolicyDataRiskRow extends DataRiskAmounts {
  policyId: number;
  policyName: string;
  policyCountries: string[];
  policyIsEncrypted: boolean;
  isEncrypted: boolean;
  tenantId: number;
  regulationId: number | null;
  regulationName: string | null;
  regulationDescription: string | null;
  region: string | null;
  regions: string[] | null;
  ruleId: number | null;
  ruleIsActive: boolean | null;
  ruleEncryptionIsEnabled: boolean | null;
  ruleOverrideOtherEncryptionRules: boolean | null;
  ruleEncryptionDelayDays: number | null;
}

type ListRunner<T extends object> = Pick<ListDefinition<T>, 'run'>;
type KeyedListRunner<T extends object> = Pick<ListDefinition<T>, 'run' | 'defaultOrder' | 'tieBreaker'>;

/** A region as the console shows it: a blank one reads 'Global'. */
const regionSql = (alias: string) => sql.raw(`coalesce(nullif(btrim(${alias}.region), ''), 'Global')`);

/**
 * The Data Risk table: risk per regulation, summed over the scope's live customers. A regulation
 * is listed when a customer of the scope has a file with a finding under it, or has selected it
 * (tenant_regulations) — so a customer sees every regulation it follows, at zero before any agent
 * reports, and a partner the union of its customers'. Only regulations the reader sees are listed
 * (regulationVisible). `filterName` narrows by name, case-insensitively; `selectedOnly` leaves
 * out the regulations no customer of the scope selected (their figures are the same either way).
 */
export async function regulationsDataRisks(
  db: Queryable,
  scope: TenantScope,
  showTest: boolean,
  request: { filterName?: string | null; selectedOnly?: boolean | null } | null | undefined,
  args: ListArgs,
  list: ListRunner<RegulationDataRiskRow>,
): Promise<ListResult<RegulationDataRiskRow>> {
  const filterName = parseFilterName(request?.filterName);
  const selectedOnly = request?.selectedOnly === true;
  const key = {
    showTest,
    filterName,
    selectedOnly,
    skip: args.skip ?? null,
    take: args.take ?? null,
    where: args.where ?? null,
    order: args.order ?? null,
  };
  return keptAnswer(
    db,
    scope,
    'regulationsDataRisks',
    key,
    () => readRegulationsDataRisks(db, scope, showTest, filterName, selectedOnly, args, list),
    (answer) => 1 + answer.items.length,
  );
}

async function readRegulationsDataRisks(
  db: Queryable,
  scope: TenantScope,
  showTest: boolean,
  filterName: string | null,
  selectedOnly: boolean,
  args: ListArgs,
  list: ListRunner<RegulationDataRiskRow>,
): Promise<ListResult<RegulationDataRiskRow>> {
  const inScope = await scope.customerFilter(db);
  const selected = sql`g.id in (select regulation_id from tenant_regulations tr where ${inScope(sql`tr.tenant_id`)})`;
  const listed = selectedOnly ? selected : sql`(s.risk_files_count > 0 or ${selected})`;
  const base = sql`
    with sums as (
      select regulation_id, ${summedRiskVector('rr')}
      from regulation_risk_rollups rr
      where ${inScope(sql`rr.tenant_id`)}
      group by regulation_id
    )
    select
      g.id as "regulationId",
      g.name as "regulationName",
      g.description as "regulationDescription",
      ${regionSql('g')} as "region",
      array[${regionSql('g')}] as "regions",
      ${selectList(dataRiskAmountColumns('s'))}
    from regulations g
    left join sums s on s.regulation_id = g.id
    where ${regulationVisible(scope, showTest, inScope)} and ${listed}`;
  return list.run(db, base, withNameFilter(args, filterName));
}

function parseFilterName(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value.length > Limits.searchMax) {
    throw new ValidationError(Messages.lengthBelow(Limits.searchMax), 'filterName');
  }
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The name filter joins the caller's `where`, so the list mechanism escapes and applies it. */
function withNameFilter(args: ListArgs, filterName: string | null): ListArgs {
  if (filterName === null) return args;
  const byName: WhereInput = { regulationName: { contains: filterName } };
  return { ...args, where: args.where ? { and: [args.where, byName] } : byName };
}

/**
 * The policies (classifiers) of one regulation with their risk: every live classifier of the
 * scope's customers linked to it. Regulations are the vendor's shared library, so an id that is
 * unknown, deleted, hidden from the reader or used by no customer of the scope answers the same
 * empty list.
 */
export async function policiesDataRisksByRegulation(
  db: Queryable,
  scope: TenantScope,
  showTest: boolean,
  regulationId: number,
  args: ListArgs,
  list: KeyedListRunner<PolicyDataRiskRow>,
): Promise<ListResult<PolicyDataRiskRow>> {
  const inScope = await scope.customerFilter(db);
  const regulation = sql`
    join classifier_regulations x
      on x.tenant_id = c.tenant_id and x.classifier_id = c.id and x.regulation_id = ${regulationId}
    join regulations g on g.id = x.regulation_id and ${regulationVisible(scope, showTest, inScope)}`;
  return runKeyedList(
    db,
    list,
    args,
    policiesSource(inScope, regulation, {
      regulationId: sql`g.id`,
      regulationName: sql`g.name`,
      regulationDescription: sql`g.description`,
      region: regionSql('g'),
      regions: sql`array[${regionSql('g')}]`,
    }),
  );
}

/** policiesDataRisk: every live classifier of the scope's customers with its risk. */
export async function policiesDataRisks(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: KeyedListRunner<PolicyDataRiskRow>,
): Promise<ListResult<PolicyDataRiskRow>> {
  const inScope = await scope.customerFilter(db);
  return runKeyedList(
    db,
    list,
    { ...args, take: args.take ?? Limits.defaultPageSize },
    policiesSource(inScope, sql``, {
      regulationId: sql`null::int`,
      regulationName: sql`null::text`,
      regulationDescription: sql`null::text`,
      region: sql`null::text`,
      regions: sql`null::text[]`,
    }),
  );
}

/**
 * A classifier is encrypted when its rule (one per classifier) is active with encryption enabled:
 * only then do agents encrypt its files.
 */
function policiesSource(
  inScope: ScopeFilter,
  regulationJoin: SQL,
  regulationColumns: Record<
    'regulationId' | 'regulationName' | 'regulationDescription' | 'region' | 'regions',
    SQL
  >,
): KeyedListSource<PolicyDataRiskRow> {
  const encrypted = sql`coalesce(ru.is_active and (ru.encryption->>'isEnabled')::boolean, false)`;
  return {
    // Sorted and paged as narrow rows: a partner's thousands of classifiers are ordered on the one
    // figure asked for, and every figure is computed for the page's rows only.
    tables: sql`classifiers c
      ${regulationJoin}
      left join classifier_risk_rollups cr on cr.tenant_id = c.tenant_id and cr.classifier_id = c.id
      left join rules ru on ru.tenant_id = c.tenant_id and ru.classifier_id = c.id`,
    scope: sql`${inScope(sql`c.tenant_id`)} and not c.is_deleted`,
    keys: ['tenantId', 'policyId'],
    match: sql`c.tenant_id = k."tenantId" and c.id = k."policyId"`,
    sortable: dataRiskSortableMoney('cr'),
    columns: {
      policyId: sql`c.id`,
      policyName: sql`c.name`,
      policyCountries: sql`c.countries`,
      tenantId: sql`c.tenant_id`,
      policyIsEncrypted: encrypted,
      isEncrypted: encrypted,
      ruleId: sql`ru.id`,
      ruleIsActive: sql`ru.is_active`,
      ruleEncryptionIsEnabled: sql`coalesce((ru.encryption->>'isEnabled')::boolean, false)`,
      ruleOverrideOtherEncryptionRules: sql`ru.override_other_encryption_rules`,
      ruleEncryptionDelayDays: sql`coalesce((ru.encryption->>'delayDays')::int, ${RuleLimits.encryptionDelayDaysDefault}::int)`,
      ...regulationColumns,
      ...columnSql(dataRiskAmountColumns('cr')),
    },
  };
}
