import { sql, type SQL } from 'drizzle-orm';
import type { ParseResult } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import {
  fieldsOfOrder,
  fieldsOfWhere,
  type ListArgs,
  type ListDefinition,
  type ListResult,
} from '../graphql/list.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { rollupTotal, rollupViewOf } from './discovered-files-total.js';
import { explorerPage } from './explorer-page.js';

/** A classifier found in a file, with what it found there. */
export interface FileClassifier {
  id: number;
  name: string;
  caption: string;
  entriesCount: number;
  costUsd: number;
}

/** A row of Discovered Data (spec part 2 §3 "Discovered file"); columns named like the GraphQL fields. */
export interface DiscoveredFileRow {
  id: number;
  tenantId: number;
  lastModified: Date | string;
  createdAt: Date | string | null;
  lastAccessed: Date | string | null;
  fileName: string;
  authors: string;
  falsePositive: boolean;
  isEncrypted: boolean;
  isDeleted: boolean;
  deleted: Date | string | null;
  isSensitive: boolean;
  riskUsd: number;
  entriesCount: number;
  deviceId: number;
  deviceName: string;
  deviceNickName: string | null;
  folderId: number;
  folderFullName: string;
  parseResult: ParseResult;
  brokenDescription: string | null;
  extension: string;
  size: number;
  classifiers: FileClassifier[];
}

/** Each column of Discovered Data as SQL over `files f`, `devices d` (live) and `folders fo`. */
const COLUMNS: Record<Exclude<keyof DiscoveredFileRow, 'classifiers'>, SQL> = {
  id: sql`f.id::int`,
  tenantId: sql`f.tenant_id`,
  lastModified: sql`f.modified_at`,
  createdAt: sql`f.file_created_at`,
  lastAccessed: sql`f.accessed_at`,
  fileName: sql`f.name`,
  authors: sql`f.owner`,
  falsePositive: sql`f.false_positive`,
  isEncrypted: sql`f.is_encrypted`,
  isDeleted: sql`f.is_deleted`,
  deleted: sql`f.deleted_at`,
  // OFFSET 0 keeps the EXISTS a probe of the file's own findings: as a hashed subplan, the planner
  // hashed every sensitive finding of every tenant (0.4 s on the large bench) for a few files.
  isSensitive: sql`(f.sensitive_cost > 0 or (f.entries_count > 0 and exists (select 1 from file_findings s
        where s.tenant_id = f.tenant_id and s.file_id = f.id and s.is_sensitive offset 0)))`,
  riskUsd: sql`(f.sensitive_cost + f.non_sensitive_cost)::float8`,
  entriesCount: sql`f.entries_count::float8`,
  deviceId: sql`f.device_id`,
  deviceName: sql`d.name`,
  deviceNickName: sql`d.nick_name`,
  folderId: sql`f.folder_id::int`,
  folderFullName: sql`fo.path`,
  parseResult: sql`f.parse_result`,
  brokenDescription: sql`f.broken_description`,
  extension: sql`f.extension`,
  size: sql`f.size::float8`,
};

/**
 * What the narrow pass sorts and filters on, where it differs from the column: the stored values
 * themselves, so that an index on (tenant, modified_at, id) reads the default order (a cast or a
 * sum hides the column from the planner). The order and the comparisons are the same.
 */
const NARROW: Partial<Record<keyof DiscoveredFileRow, SQL>> = {
  id: sql`f.id`,
  folderId: sql`f.folder_id`,
  entriesCount: sql`f.entries_count`,
  size: sql`f.size`,
};

/**
 * The live files, with their device when a filter or the order needs its name. Without it, a live
 * device is "not a deleted one" (devices are never removed, only marked): an anti-join keeps the
 * files the outer side, so the planner reads them in the order's index and stops at the page's
 * end; as a join it could start from the devices and sort every file of the customer instead.
 */
function liveFilesFrom(withDevices: boolean, withFolders: boolean): SQL {
  return sql`files f
    ${
      withDevices
        ? sql`join devices d on d.tenant_id = f.tenant_id and d.id = f.device_id and not d.is_deleted`
        : sql``
    }
    ${withFolders ? sql`join folders fo on fo.tenant_id = f.tenant_id and fo.id = f.folder_id` : sql``}`;
}

const ON_LIVE_DEVICE = sql`not exists (select 1 from devices x
    where x.tenant_id = f.tenant_id and x.id = f.device_id and x.is_deleted)`;

function classifierFilter(classifierId: number | null | undefined): SQL {
  return classifierId === null || classifierId === undefined
    ? sql``
    : sql`and exists (select 1 from file_findings k
          where k.tenant_id = f.tenant_id and k.file_id = f.id and k.classifier_id = ${classifierId})`;
}

/**
 * The narrow pass of Discovered Data: the keys and the columns this request filters or sorts on,
 * over the files alone (the folders only when a filter or the order needs their path).
 */
function narrowFilesSql(
  inScope: (column: SQL) => SQL,
  classifierId: number | null | undefined,
  needed: Set<string>,
): SQL {
  const names = new Set(['tenantId', 'id', ...needed]);
  const select = [...names]
    .filter((n): n is keyof typeof COLUMNS => n in COLUMNS)
    .map((n) => sql`${NARROW[n] ?? COLUMNS[n]} as ${sql.identifier(n)}`);
  const withDevices = names.has('deviceName') || names.has('deviceNickName');
  return sql`select ${sql.join(select, sql`, `)}
    from ${liveFilesFrom(withDevices, names.has('folderFullName'))}
    where ${inScope(sql`f.tenant_id`)} ${withDevices ? sql`` : sql`and ${ON_LIVE_DEVICE}`}
      ${classifierFilter(classifierId)}`;
}

/**
 * The total from the rollups where the view maps onto them (live files, by sensitivity, false-positive
 * mark, device and a drill-down's classifier; discovered-files-total.ts). Null for any other view:
 * its narrow pass is counted.
 */
function rollupsTotal(
  inScope: (column: SQL) => SQL,
  args: ListArgs & { classifierId?: number | null },
): SQL | null {
  const view = rollupViewOf(args.where, args.classifierId);
  return view ? rollupTotal(view, inScope, ON_LIVE_DEVICE, COLUMNS.isSensitive) : null;
}

/**
 * The customers with a finding of the drill-down's classifier (a classifier is one customer's): a
 * partner's drill-down then reads that customer's files alone instead of probing every customer's
 * whole range for findings it cannot have (PostgreSQL, large bench: 330 ms → 12 ms).
 */
async function withClassifier(
  db: Queryable,
  customers: readonly number[],
  classifierId: number | null | undefined,
): Promise<readonly number[]> {
  if (classifierId === null || classifierId === undefined || customers.length < 2) return customers;
  const rows = await rowsOf<{ tenantId: number }>(
    db,
    sql`select c.tenant_id as "tenantId" from unnest(${pgArray(customers, 'int4')}) as c(tenant_id)
      where exists (select 1 from file_findings k where k.tenant_id = c.tenant_id and k.classifier_id = ${classifierId})
      order by c.tenant_id`,
  );
  return rows.map((r) => Number(r.tenantId));
}

/** A file's classifiers, costliest first, as JSON (over `files f`). */
const CLASSIFIERS = sql`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'caption', c.caption,
      'entriesCount', x.entries_count, 'costUsd', x.cost_usd::float8) order by x.cost_usd desc, c.id)
    from file_findings x
    join classifiers c on c.tenant_id = x.tenant_id and c.id = x.classifier_id
    where x.tenant_id = f.tenant_id and x.file_id = f.id), '[]'::json)`;

/**
 * Discovered Data: `files2`. A narrow pass pages the keys, each key's file is read whole with its
 * device, folder and classifiers, and the total (the rollups' where the view allows, else counted)
 * comes with the page (explorer-page.ts).
 */
export async function listDiscoveredFiles(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs & { classifierId?: number | null },
  list: ListDefinition<DiscoveredFileRow>,
): Promise<ListResult<DiscoveredFileRow>> {
  const customers = await withClassifier(db, await scope.customerIds(db), args.classifierId);
  const needed = new Set<string>();
  fieldsOfWhere(args.where, needed);
  fieldsOfOrder(args.order && args.order.length > 0 ? args.order : list.defaultOrder, needed);
  const columns = Object.entries(COLUMNS).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`);
  return explorerPage(db, list, args, {
    narrow: (filter) => narrowFilesSql(filter, args.classifierId, needed),
    customers,
    total: rollupsTotal(await scope.customerFilter(db), args),
    variant: `classifier ${args.classifierId ?? ''}`,
    rows: {
      select: sql`${sql.join(columns, sql`, `)}, ${CLASSIFIERS} as classifiers`,
      // The keys come from the scoped pass, so the scope is not applied again.
      joins: sql`join files f on f.tenant_id = k.tenant_id and f.id = k.id
        join devices d on d.tenant_id = f.tenant_id and d.id = f.device_id
        join folders fo on fo.tenant_id = f.tenant_id and fo.id = f.folder_id`,
    },
  });
}
