import { DEVICE_AUTH_SCHEME, type LicenseStatus } from '@vigil/contracts';
import { NotFoundError } from '../common/errors.js';
import type { Queryable } from '../db/client.js';
import { findCredentialOwner } from '../devices/devices.repo.js';
import { resolveSystemScope, type TenantScope } from '../tenants/tenant-scope.js';
import { AgentMessages, AgentRequestError } from './agent-errors.js';
import { credentialKey } from './device-credential.js';

/**
 * The device a request acts for, and through it its tenant's scope. Only a device credential
 * makes one: nothing a request carries can point the agent API at another device or tenant.
 */
export interface AgentDevice {
  readonly scope: TenantScope;
  readonly deviceId: number;
}

export interface AuthenticatedDevice extends AgentDevice {
  readonly licenseStatus: LicenseStatus;
}

const CREDENTIAL_MAX = 200;

/** The credential of an `Authorization: Device <credential>` header; null for anything else. */
export function deviceCredentialOf(authorization: string | undefined): string | null {
  const [scheme, credential, ...rest] = (authorization ?? '').trim().split(/\s+/);
  if (
    scheme?.toLowerCase() !== DEVICE_AUTH_SCHEME.toLowerCase() ||
    !credential ||
    rest.length > 0 ||
    credential.length > CREDENTIAL_MAX
  ) {
    return null;
  }
  return credential;
}

export async function authenticateDevice(
  db: Queryable,
  authorization: string | undefined,
): Promise<AuthenticatedDevice> {
  const credential = deviceCredentialOf(authorization);
  if (!credential) throw new AgentRequestError(401, AgentMessages.credentialRequired);
  const key = credentialKey(credential);
  const owner = key && (await findCredentialOwner(db, key));
  if (!owner) throw new AgentRequestError(401, AgentMessages.credentialUnknown);
  if (owner.revokedAt) throw new AgentRequestError(401, AgentMessages.credentialRevoked);
  if (owner.tenantDeleted) throw new AgentRequestError(403, AgentMessages.tenantUnavailable);
  if (owner.isDeleted) throw new AgentRequestError(403, AgentMessages.deviceDeleted);
  if (owner.isArchived || owner.licenseStatus === 'ARCHIVED')
    throw new AgentRequestError(403, AgentMessages.deviceArchived);
  if (owner.licenseStatus === 'UNINSTALLED')
    throw new AgentRequestError(403, AgentMessages.deviceUninstalled);
  // The credential names its device's tenant: the server's own scope for it.
  const scope = await resolveSystemScope(db, owner.tenantId).catch((err: unknown) => {
    // Deleted since its credential was read.
    if (err instanceof NotFoundError) throw new AgentRequestError(403, AgentMessages.tenantUnavailable);
    throw err;
  });
  return { scope, deviceId: owner.deviceId, licenseStatus: owner.licenseStatus };
}
