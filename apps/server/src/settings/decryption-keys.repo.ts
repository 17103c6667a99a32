import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { customerDecryptionKeys } from './decryption-keys.tables.js';

export interface DecryptionKeysRow {
  tenantId: number;
  encryptionKey: string;
  temporaryKey: string | null;
  temporaryKeyStartAt: Date | null;
}

const columns = {
  tenantId: customerDecryptionKeys.tenantId,
  encryptionKey: customerDecryptionKeys.encryptionKey,
  temporaryKey: customerDecryptionKeys.temporaryKey,
  temporaryKeyStartAt: customerDecryptionKeys.temporaryKeyStartAt,
};

export async function findDecryptionKeys(
  db: Queryable,
  scope: TenantScope,
): Promise<DecryptionKeysRow | null> {
  const rows = await db
    .select(columns)
    .from(customerDecryptionKeys)
    .where(eq(customerDecryptionKeys.tenantId, scope.tenantId))
    .limit(1);
  return rows[0] ?? null;
}

/** The scope's row, made with `newEncryptionKey` when it has none (concurrent callers agree on one). */
export async function ensureDecryptionKeys(
  db: Queryable,
  scope: TenantScope,
  newEncryptionKey: string,
): Promise<DecryptionKeysRow> {
  await db
    .insert(customerDecryptionKeys)
    .values({ tenantId: scope.tenantId, encryptionKey: newEncryptionKey })
    .onConflictDoNothing({ target: customerDecryptionKeys.tenantId });
  const row = await findDecryptionKeys(db, scope);
  if (!row) throw new Error(`decryption keys of tenant ${scope.tenantId} were not written`);
  return row;
}

export async function setTemporaryKey(
  db: Queryable,
  scope: TenantScope,
  key: string,
  startAt: Date,
): Promise<void> {
  await db
    .update(customerDecryptionKeys)
    .set({ temporaryKey: key, temporaryKeyStartAt: startAt })
    .where(eq(customerDecryptionKeys.tenantId, scope.tenantId));
}
