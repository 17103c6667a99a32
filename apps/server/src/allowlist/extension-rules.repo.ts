import { and, eq, sql } from 'drizzle-orm';
import type { ParseType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { extensionRules } from './extension-rules.tables.js';

export type ExtensionRuleRecord = typeof extensionRules.$inferSelect;

/** The extension's rule, made with the defaults if it had none, locked for the transaction. */
export async function lockExtensionRule(
  db: Queryable,
  scope: TenantScope,
  extension: string,
): Promise<ExtensionRuleRecord> {
  await db
    .insert(extensionRules)
    .values({ tenantId: scope.tenantId, extension })
    .onConflictDoNothing({ target: [extensionRules.tenantId, extensionRules.extension] });
  const [row] = await db
    .select()
    .from(extensionRules)
    .where(and(eq(extensionRules.tenantId, scope.tenantId), eq(extensionRules.extension, extension)))
    .for('update');
  if (!row) throw new Error(`Extension rule ${extension} vanished after its insert`);
  return row;
}

export async function updateExtensionRule(
  db: Queryable,
  scope: TenantScope,
  id: number,
  change: { isEnabled?: boolean; parseType?: ParseType | null },
): Promise<ExtensionRuleRecord> {
  const [row] = await db
    .update(extensionRules)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(extensionRules.tenantId, scope.tenantId), eq(extensionRules.id, id)))
    .returning();
  if (!row) throw new Error(`Extension rule ${id} vanished under its row lock`);
  return row;
}

export interface PolicyExtensions {
  excludedExtensions: string[];
  parseAsTextExtensions: string[];
}

/** What the tenant's agents enforce: the extensions not scanned and those read as plain text. */
export async function findPolicyExtensions(db: Queryable, scope: TenantScope): Promise<PolicyExtensions> {
  const rows = await db
    .select({
      extension: extensionRules.extension,
      isEnabled: extensionRules.isEnabled,
      parseType: extensionRules.parseType,
    })
    .from(extensionRules)
    .where(eq(extensionRules.tenantId, scope.tenantId))
    .orderBy(extensionRules.extension);
  return {
    excludedExtensions: rows.filter((r) => !r.isEnabled).map((r) => r.extension),
    parseAsTextExtensions: rows.filter((r) => r.isEnabled && r.parseType === 'TEXT').map((r) => r.extension),
  };
}
