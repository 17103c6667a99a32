import { sql, type SQL } from 'drizzle-orm';
import {
  AllowlistLimits,
  STANDARD_FILE_EXTENSIONS,
  type ParseType,
  type ProcessType,
} from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import {
  fileActionsByProcess,
  fileActionsByProcessAndExtension,
  liveFileExtensions,
} from '../files/file-actions.read-model.js';
import { RowColumn, selectList, type RowOfColumns } from '../graphql/row-columns.js';
import { PROCESS_RULE_ROW, scopeProcesses } from '../processes/process-rules.read-model.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/*
 * The two allowlisting lists (spec part 2 §2.6): extensions with the applications that acted on
 * them, and applications with the extensions they acted on. Counts come from the file actions
 * (files' read model, aliased `a`: process_id, extension, action_count, opened); settings from
 * extension_rules (`r`) and processes (`p`).
 */

const STANDARD = pgArray(STANDARD_FILE_EXTENSIONS, 'text');

/** An extension's rule, read under the aliases x (the extension) and r (its rule, if any). */
const EXTENSION_RULE_COLUMNS = {
  extension: RowColumn.of('string', sql`x.extension`).describe('Lower case, without the dot.'),
  isEnabled: RowColumn.of('boolean', sql`coalesce(r.is_enabled, true)`).describe(
    'Include in Scanning: the agents read files of this extension.',
  ),
  isStandardFileExtension: RowColumn.of('boolean', sql`x.extension = any(${STANDARD})`).describe(
    'The agents read this extension by its format; Parse As Text does not apply.',
  ),
  parseType: RowColumn.of('string', sql`r.parse_type`)
    .nullable()
    .as<ParseType | null>(),
};

export const EXTENSION_RULE_ROW = {
  ...EXTENSION_RULE_COLUMNS,
  actionCount: RowColumn.of('int', sql`coalesce(s.action_count, 0)::int`).describe(
    'File actions of the tenant on files of this extension.',
  ),
};
export type ExtensionRuleRow = RowOfColumns<typeof EXTENSION_RULE_ROW>;

export const PROCESS_WITH_EXTENSIONS_ROW = {
  ...PROCESS_RULE_ROW,
  actionCount: RowColumn.of('int', sql`coalesce(s.action_count, 0)::int`).describe(
    'File actions of this application.',
  ),
  hasOpenedActions: RowColumn.of('boolean', sql`coalesce(s.opened, false)`).describe(
    'The application opened at least one file.',
  ),
};
export type ProcessWithExtensionsRow = RowOfColumns<typeof PROCESS_WITH_EXTENSIONS_ROW>;

export interface ExtensionsRequest {
  showOnlyProcessesWhichHaveOpenedActions?: boolean | null;
  processTypes?: readonly ProcessType[] | null;
}

function processTypeFilter(types: readonly ProcessType[] | null | undefined, column: SQL): SQL {
  return types && types.length > 0 ? sql`and ${column} = any(${pgArray(types, 'text')})` : sql``;
}

/**
 * The base of extensionsWithProcessRules2: every extension the tenant's applications acted on, its
 * live files have, or a rule names. An Application Type filter keeps the extensions an
 * application of those types acted on, counting only its actions.
 */
export function extensionRulesQuery(scope: TenantScope, request: ExtensionsRequest): SQL {
  const typed = request.processTypes && request.processTypes.length > 0;
  const actions = sql`select a.* from (${fileActionsByProcessAndExtension(scope)}) a
    join (${scopeProcesses(scope)}) p on p.id = a.process_id
    where true ${processTypeFilter(request.processTypes, sql`p.process_type`)}`;
  const known = typed
    ? sql`select extension from acts`
    : sql`select extension from acts
        union select extension from (${liveFileExtensions(scope)}) lf
        union select extension from extension_rules where tenant_id = ${scope.tenantId}`;
  return sql`with acts as (${actions})
    select ${selectList(EXTENSION_RULE_ROW)}
    from (${known}) x
    left join extension_rules r on r.tenant_id = ${scope.tenantId} and r.extension = x.extension
    left join (select extension, sum(action_count)::int as action_count from acts group by extension) s
      on s.extension = x.extension`;
}

/** The base of processRulesWithExtentions: the tenant's applications with their action counts. */
export function processesWithExtensionsQuery(scope: TenantScope, request: ExtensionsRequest): SQL {
  const opened = request.showOnlyProcessesWhichHaveOpenedActions ? sql`where s.opened` : sql``;
  return sql`select ${selectList(PROCESS_WITH_EXTENSIONS_ROW)}
    from (${scopeProcesses(scope)}) p
    left join (${fileActionsByProcess(scope)}) s on s.process_id = p.id
    ${opened}`;
}

export const EXTENSION_PROCESS_ROW = {
  ...PROCESS_RULE_ROW,
  actionCount: RowColumn.of('int', sql`a.action_count`).describe(
    'File actions of this application on files of the extension.',
  ),
  hasOpenedActions: RowColumn.of('boolean', sql`a.opened`),
};
export type ExtensionProcessRow = RowOfColumns<typeof EXTENSION_PROCESS_ROW>;

/** The applications that acted on each of these extensions, most actions first. */
export async function processesOfExtensions(
  db: Queryable,
  scope: TenantScope,
  extensions: readonly string[],
  request: ExtensionsRequest,
): Promise<Map<string, ExtensionProcessRow[]>> {
  const out = new Map<string, ExtensionProcessRow[]>(extensions.map((e) => [e, []]));
  if (extensions.length === 0) return out;
  const opened = request.showOnlyProcessesWhichHaveOpenedActions ? sql`and a.opened` : sql``;
  const rows = await rowsOf<ExtensionProcessRow & { parentKey: string; rank: number }>(
    db,
    sql`select * from (select a.extension as "parentKey", ${selectList(EXTENSION_PROCESS_ROW)},
        row_number() over (partition by a.extension order by a.action_count desc, p.id) as rank
      from (${fileActionsByProcessAndExtension(scope)}) a
      join (${scopeProcesses(scope)}) p on p.id = a.process_id
      where a.extension = any(${pgArray(extensions, 'text')}) ${opened}
        ${processTypeFilter(request.processTypes, sql`p.process_type`)}) c
      where c.rank <= ${AllowlistLimits.childrenMax}
      order by c.rank`,
  );
  for (const { parentKey, rank: _rank, ...row } of rows) out.get(parentKey)?.push(row);
  return out;
}

export const PROCESS_EXTENSION_ROW = {
  ...EXTENSION_RULE_COLUMNS,
  actionCount: RowColumn.of('int', sql`a.action_count`).describe(
    'File actions of the application on files of this extension.',
  ),
};
export type ProcessExtensionRow = RowOfColumns<typeof PROCESS_EXTENSION_ROW>;

/** The extensions each of these applications acted on, most actions first. */
export async function extensionsOfProcesses(
  db: Queryable,
  scope: TenantScope,
  processIds: readonly number[],
): Promise<Map<number, ProcessExtensionRow[]>> {
  const out = new Map<number, ProcessExtensionRow[]>(processIds.map((id) => [id, []]));
  if (processIds.length === 0) return out;
  const rows = await rowsOf<ProcessExtensionRow & { parentKey: number; rank: number }>(
    db,
    sql`select * from (select a.process_id as "parentKey", ${selectList(PROCESS_EXTENSION_ROW)},
        row_number() over (partition by a.process_id order by a.action_count desc, a.extension) as rank
      from (${fileActionsByProcessAndExtension(scope)}) a
      cross join lateral (select a.extension) x
      left join extension_rules r on r.tenant_id = ${scope.tenantId} and r.extension = a.extension
      where a.process_id = any(${pgArray(processIds, 'int4')})) c
      where c.rank <= ${AllowlistLimits.childrenMax}
      order by c.rank`,
  );
  for (const { parentKey, rank: _rank, ...row } of rows) out.get(Number(parentKey))?.push(row);
  return out;
}

/**
 * The tenant's active classifiers that find files by extension (ExtensionRule.classifiers). Read
 * in SQL: the classifiers folder sits above this one in the layers.
 */
export function findExtensionClassifiers(
  db: Queryable,
  scope: TenantScope,
): Promise<{ id: number; name: string; extensions: string[] }[]> {
  return rowsOf(
    db,
    sql`select c.id, c.name, c.extensions from classifiers c
      where c.tenant_id = ${scope.tenantId} and c.type = 'BY_EXTENSIONS'
        and c.is_active and not c.is_deleted
      order by c.name, c.id`,
  );
}
