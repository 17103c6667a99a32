import { sql, type SQL } from 'drizzle-orm';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { findDeviceWithin } from '../devices/devices.repo.js';
import type { OrderInput } from '../graphql/list.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/** A folder of a device with the risk of everything below it (spec part 1 §3 "Folder"). */
export interface FolderView {
  id: number;
  deviceId: number;
  name: string;
  /** The folder's full path on the device, as the agent reported it. */
  path: string;
  sensitiveRiskUsd: number;
  entriesCount: number;
  filesCount: number;
  /** Files below it with a sensitive classifier's findings (false positives left out, as in every rollup). */
  sensitiveFilesCount: number;
  hasChildren: boolean;
}

export interface ChildFoldersView {
  /** The folder asked for and the folders above it, root first. */
  path: FolderView[];
  children: FolderView[];
}

export const FOLDER_SORT_FIELDS = ['name', 'sensitiveRiskUsd', 'entriesCount', 'filesCount'] as const;
type FolderSortField = (typeof FOLDER_SORT_FIELDS)[number];

const SORT_COLUMNS: Record<FolderSortField, string> = {
  name: 'name',
  sensitiveRiskUsd: 'sensitive_risk_usd',
  entriesCount: 'entries_count',
  filesCount: 'files_count',
};

function orderSql(order: OrderInput[] | null | undefined): SQL {
  const parts: SQL[] = [];
  for (const entry of order ?? []) {
    for (const [key, dir] of Object.entries(entry)) {
      if (!dir) continue;
      if (!(FOLDER_SORT_FIELDS as readonly string[]).includes(key))
        throw new ValidationError(`Cannot sort on ${key}`, key);
      const column = SORT_COLUMNS[key as FolderSortField];
      parts.push(sql`${sql.identifier(column)} ${dir === 'DESC' ? sql`desc` : sql`asc`}`);
    }
  }
  if (parts.length === 0) parts.push(sql`name asc`);
  parts.push(sql`id asc`);
  return sql.join(parts, sql`, `);
}

interface FolderSqlRow extends Record<string, unknown> {
  id: number;
  device_id: number;
  name: string;
  path: string;
  sensitive_risk_usd: number;
  entries_count: number;
  files_count: number;
  sensitive_files_count: number;
  has_children: boolean;
}

/**
 * Folders picked by `where` (on alias f), with the sums of their subtrees (folders whose id_path
 * starts with theirs) when `calculateRisk`, else zeros.
 */
function foldersQuery(tenantId: number, where: SQL, calculateRisk: boolean, order: SQL): SQL {
  const sums = calculateRisk
    ? sql`left join lateral (
        select coalesce(sum(r.sensitive_cost), 0)::float8 as sensitive_risk_usd,
          coalesce(sum(r.sensitive_entries_count + r.non_sensitive_entries_count), 0)::float8 as entries_count,
          coalesce(sum(r.files_count), 0)::float8 as files_count,
          coalesce(sum(r.sensitive_files_count), 0)::float8 as sensitive_files_count
        from folders s
        join folder_risk_rollups r on r.tenant_id = s.tenant_id and r.folder_id = s.id
        where s.tenant_id = f.tenant_id and s.device_id = f.device_id and s.id_path like f.id_path || '%'
      ) x on true`
    : sql`left join lateral (select 0::float8 as sensitive_risk_usd, 0::float8 as entries_count,
        0::float8 as files_count, 0::float8 as sensitive_files_count) x on true`;
  return sql`select * from (
      select f.id::int as id, f.device_id::int as device_id, f.name, f.path,
        x.sensitive_risk_usd, x.entries_count, x.files_count, x.sensitive_files_count,
        exists (select 1 from folders c where c.tenant_id = f.tenant_id and c.device_id = f.device_id
          and c.parent_id = f.id) as has_children
      from folders f ${sums}
      where f.tenant_id = ${tenantId} and ${where}
    ) q order by ${order}`;
}

function view(r: FolderSqlRow): FolderView {
  return {
    id: Number(r.id),
    deviceId: Number(r.device_id),
    name: r.name,
    path: r.path,
    sensitiveRiskUsd: Number(r.sensitive_risk_usd),
    entriesCount: Number(r.entries_count),
    filesCount: Number(r.files_count),
    sensitiveFilesCount: Number(r.sensitive_files_count),
    hasChildren: Boolean(r.has_children),
  };
}

/** The top folders ("C:\", "/", "\\server\share") of a device of the scope, with their subtree risk. */
export async function deviceRootFolders(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
): Promise<FolderView[]> {
  const device = await findDeviceWithin(db, scope, deviceId);
  if (!device) throw new NotFoundError('Device', deviceId);
  const rows = await rowsOf<FolderSqlRow>(
    db,
    foldersQuery(
      device.tenantId,
      sql`f.device_id = ${device.id} and f.parent_id is null`,
      true,
      sql`name asc, id asc`,
    ),
  );
  return rows.map(view);
}

/**
 * A folder of a device of the scope: the chain from its root down to it (`path`) and its
 * sub-folders (`children`), sorted by `order` (default name). A folder out of reach answers like
 * a missing one.
 */
export async function childFolders(
  db: Queryable,
  scope: TenantScope,
  request: { rootFolderId: number; order?: OrderInput[] | null; calculateRisk?: boolean | null },
): Promise<ChildFoldersView> {
  const order = orderSql(request.order);
  const [folder] = await rowsOf<{ tenant_id: number; device_id: number; id_path: string }>(
    db,
    sql`select f.tenant_id::int as tenant_id, f.device_id::int as device_id, f.id_path
      from folders f
      join devices d on d.tenant_id = f.tenant_id and d.id = f.device_id and d.is_deleted = false
      join tenants tn on tn.id = f.tenant_id and tn.is_deleted = false
      where f.id = ${request.rootFolderId} and ${scope.ownsSql(sql`f.tenant_id`, sql`tn.path`)}
      limit 1`,
  );
  if (!folder) throw new NotFoundError('Folder', request.rootFolderId);
  const calculateRisk = request.calculateRisk ?? true;
  const chainIds = folder.id_path
    .split('/')
    .filter((s) => s !== '')
    .map(Number);
  const chain = await rowsOf<FolderSqlRow>(
    db,
    foldersQuery(
      folder.tenant_id,
      sql`f.device_id = ${folder.device_id} and f.id in (${sql.join(
        chainIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      calculateRisk,
      sql`length(path) asc, id asc`,
    ),
  );
  const children = await rowsOf<FolderSqlRow>(
    db,
    foldersQuery(
      folder.tenant_id,
      sql`f.device_id = ${folder.device_id} and f.parent_id = ${request.rootFolderId}`,
      calculateRisk,
      order,
    ),
  );
  return { path: chain.map(view), children: children.map(view) };
}
