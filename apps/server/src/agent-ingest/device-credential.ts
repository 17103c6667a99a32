import { randomToken, sha256 } from '../auth/opaque-tokens.js';
import type { CredentialKey } from '../devices/devices.repo.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/**
 * A device credential is `<tenant id>.<secret>`: the lookup by its hash then names the tenant, the
 * distribution column, and reaches one shard on Citus instead of every one. The prefix points the
 * lookup only: the hash is of the whole credential, so a changed prefix names no credential.
 * Credentials issued before carry no tenant (43 base64url characters) and are still looked up by
 * their hash alone.
 */
const WITH_TENANT = /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{43}$/;
const WITHOUT_TENANT = /^[A-Za-z0-9_-]{43}$/;
const INT4_MAX = 2_147_483_647;

export function issueDeviceCredential(scope: TenantScope): { credential: string; tokenHash: string } {
  const credential = `${scope.tenantId}.${randomToken(32)}`;
  return { credential, tokenHash: sha256(credential) };
}

/** What the credential store is searched by; null for a credential the server cannot have issued. */
export function credentialKey(credential: string): CredentialKey | null {
  const tenant = WITH_TENANT.exec(credential)?.[1];
  if (tenant !== undefined) {
    const tenantId = Number(tenant);
    return tenantId <= INT4_MAX ? { tokenHash: sha256(credential), tenantId } : null;
  }
  return WITHOUT_TENANT.test(credential) ? { tokenHash: sha256(credential), tenantId: null } : null;
}
