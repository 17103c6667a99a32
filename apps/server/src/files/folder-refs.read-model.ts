import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { folders } from './files.tables.js';

export interface FolderRef {
  id: number;
  deviceId: number;
  path: string;
}

/** A folder of the tenant (its device and path), or null. */
export async function findFolder(db: Queryable, scope: TenantScope, id: number): Promise<FolderRef | null> {
  const [row] = await db
    .select({ id: folders.id, deviceId: folders.deviceId, path: folders.path })
    .from(folders)
    .where(and(eq(folders.tenantId, scope.tenantId), eq(folders.id, id)));
  return row ?? null;
}
