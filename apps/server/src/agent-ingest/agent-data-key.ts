import { createHash } from 'node:crypto';
import { AgentPolicyLimits, type AgentEncryption } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { ensureCustomerDataKey } from '../settings/decryption-keys.service.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/** The key's id in the agents' containers: a hash prefix, so a container names its key without holding it. */
export function dataKeyId(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, AgentPolicyLimits.dataKeyIdLength);
}

/**
 * The customer's data key for its agents: the same key Decryption Credentials shows, made the first
 * time anyone needs it, stored sealed. Only customers have devices; any other scope gets none.
 */
export async function agentDataKey(
  db: Queryable,
  secret: string,
  scope: TenantScope,
): Promise<AgentEncryption['key']> {
  if (!scope.isCustomer) return null;
  const row = await ensureCustomerDataKey(db, secret, scope);
  return { id: dataKeyId(row.encryptionKey), value: row.encryptionKey };
}
