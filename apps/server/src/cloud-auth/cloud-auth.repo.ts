import { and, asc, eq, lt } from 'drizzle-orm';
import type { CloudAuthService, CloudAuthSource } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { cloudAuthConnections, cloudAuthStates } from './cloud-auth.tables.js';

export interface ConnectionRow {
  authService: CloudAuthService;
  source: CloudAuthSource;
  connectedAt: Date;
}

/** The services the customer has connected: never what they hold. */
export async function listConnections(db: Queryable, scope: TenantScope): Promise<ConnectionRow[]> {
  return db
    .select({
      authService: cloudAuthConnections.authService,
      source: cloudAuthConnections.source,
      connectedAt: cloudAuthConnections.connectedAt,
    })
    .from(cloudAuthConnections)
    .where(eq(cloudAuthConnections.tenantId, scope.tenantId))
    .orderBy(asc(cloudAuthConnections.authService));
}

export async function findConnection(
  db: Queryable,
  scope: TenantScope,
  authService: CloudAuthService,
): Promise<ConnectionRow | null> {
  const rows = await db
    .select({
      authService: cloudAuthConnections.authService,
      source: cloudAuthConnections.source,
      connectedAt: cloudAuthConnections.connectedAt,
    })
    .from(cloudAuthConnections)
    .where(
      and(
        eq(cloudAuthConnections.tenantId, scope.tenantId),
        eq(cloudAuthConnections.authService, authService),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The sealed data of a connection, for the server's own use (a scanner's token). */
export async function findSealedData(
  db: Queryable,
  scope: TenantScope,
  authService: CloudAuthService,
): Promise<string | null> {
  const rows = await db
    .select({ sealedData: cloudAuthConnections.sealedData })
    .from(cloudAuthConnections)
    .where(
      and(
        eq(cloudAuthConnections.tenantId, scope.tenantId),
        eq(cloudAuthConnections.authService, authService),
      ),
    )
    .limit(1);
  return rows[0]?.sealedData ?? null;
}

/** Connects a service, replacing an earlier connection of the same service. */
export async function upsertConnection(
  db: Queryable,
  scope: TenantScope,
  row: {
    authService: CloudAuthService;
    source: CloudAuthSource;
    sealedData: string;
    userId: number;
    now: Date;
  },
): Promise<void> {
  const values = {
    tenantId: scope.tenantId,
    authService: row.authService,
    source: row.source,
    sealedData: row.sealedData,
    connectedByUserId: row.userId,
    connectedAt: row.now,
  };
  await db
    .insert(cloudAuthConnections)
    .values(values)
    .onConflictDoUpdate({
      target: [cloudAuthConnections.tenantId, cloudAuthConnections.authService],
      set: {
        source: values.source,
        sealedData: values.sealedData,
        connectedByUserId: values.connectedByUserId,
        connectedAt: values.connectedAt,
        // A new token or file: scanned at the next turn, its old error forgotten.
        scanQueuedAt: null,
        scanError: null,
      },
    });
}

export async function deleteConnection(
  db: Queryable,
  scope: TenantScope,
  authService: CloudAuthService,
): Promise<boolean> {
  const rows = await db
    .delete(cloudAuthConnections)
    .where(
      and(
        eq(cloudAuthConnections.tenantId, scope.tenantId),
        eq(cloudAuthConnections.authService, authService),
      ),
    )
    .returning({ tenantId: cloudAuthConnections.tenantId });
  return rows.length > 0;
}

export interface NewAuthState {
  nonceHash: string;
  userId: number;
  authService: CloudAuthService;
  mode: 'STORE' | 'DOWNLOAD';
  codeVerifier: string;
  returnPath: string;
  expiresAt: Date;
}

export async function saveAuthStates(
  db: Queryable,
  scope: TenantScope,
  states: NewAuthState[],
): Promise<void> {
  if (states.length === 0) return;
  await db.insert(cloudAuthStates).values(states.map((s) => ({ tenantId: scope.tenantId, ...s })));
}

export type AuthStateRow = typeof cloudAuthStates.$inferSelect;

/**
 * Takes the started connection a callback's state names, once: deleted as it is read, so a replayed
 * callback finds nothing. Looked up by the nonce's hash before its tenant's scope is resolved (the
 * state's signature has already named the tenant).
 */
export async function takeAuthState(db: Queryable, nonceHash: string): Promise<AuthStateRow | null> {
  const rows = await db.delete(cloudAuthStates).where(eq(cloudAuthStates.nonceHash, nonceHash)).returning();
  return rows[0] ?? null;
}

/** Forgets the tenant's connections that were never finished (its own: one shard on Citus). */
export async function pruneAuthStates(db: Queryable, scope: TenantScope, now: Date): Promise<void> {
  await db
    .delete(cloudAuthStates)
    .where(and(eq(cloudAuthStates.tenantId, scope.tenantId), lt(cloudAuthStates.expiresAt, now)));
}
