import { and, eq } from 'drizzle-orm';
import {
  registerRequestSchema,
  RELEASED_LICENSE_STATUSES,
  type LicenseStatus,
  type RegisterRequest,
  type RegisterResponse,
} from '@vigil/contracts';
import type { Db, Queryable } from '../db/client.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  countLicensedDevices,
  findCredentialOwner,
  findDeviceByIdentifier,
  insertDevice,
  insertDeviceCredential,
  revokeDeviceCredentials,
  updateDeviceOnRegistration,
} from '../devices/devices.repo.js';
import { insertCloudDevice, updateCloudDeviceRow } from '../devices/cloud-devices.repo.js';
import { addTenantDevices } from '../rollups/rollups.repo.js';
import { resolveSystemScope, type TenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';
import { AgentMessages, AgentRequestError, invalidRequest } from './agent-errors.js';
import { credentialKey, issueDeviceCredential } from './device-credential.js';

/** The customer an agent key belongs to, locked so that license seats are counted one at a time. */
async function lockCustomerByAgentKey(db: Queryable, agentKey: string) {
  const rows = await db
    .select({
      id: tenants.id,
      licenseCount: tenants.licenseCount,
      scanNewCloudDevices: tenants.scanNewCloudDevices,
    })
    .from(tenants)
    .where(
      and(eq(tenants.agentKey, agentKey), eq(tenants.tenantType, 'CUSTOMER'), eq(tenants.isDeleted, false)),
    )
    .for('update');
  return rows[0] ?? null;
}

async function seatStatus(
  db: Queryable,
  scope: TenantScope,
  licenseCount: number | null,
  deviceId?: number,
): Promise<LicenseStatus> {
  if (licenseCount === null) return 'ACTIVE';
  const used = await countLicensedDevices(db, scope, deviceId);
  return used < licenseCount ? 'ACTIVE' : 'UNLICENSED';
}

/** Statuses an agent's registration re-evaluates: the device asks for a seat again. */
const SEEKS_SEAT: readonly LicenseStatus[] = ['UNLICENSED', 'UNINSTALLING', 'UNINSTALLED'];

/** Whether `credential` is the current (not revoked) credential of `device`. */
async function isCurrentCredential(
  db: Queryable,
  device: { tenantId: number; id: number },
  credential: string | null,
): Promise<boolean> {
  if (!credential) return false;
  const key = credentialKey(credential);
  const owner = key && (await findCredentialOwner(db, key));
  return !!owner && !owner.revokedAt && owner.tenantId === device.tenantId && owner.deviceId === device.id;
}

/**
 * POST /agent/v1/register: the customer's agent key makes its device and issues a device
 * credential. A known deviceIdentifier is registered again only with that device's current
 * credential (`deviceCredential`, from the request's Authorization header) or after the console
 * released the device; its old credentials then stop working. The device holds an ACTIVE license
 * while the customer's license count allows, else UNLICENSED.
 */
export async function registerDevice(
  db: Db,
  input: RegisterRequest,
  proof: { deviceCredential?: string | null } = {},
): Promise<RegisterResponse> {
  const parsed = registerRequestSchema.safeParse(input);
  if (!parsed.success) throw invalidRequest(parsed.error);
  const request = parsed.data;

  return db.transaction(async (tx) => {
    const tenant = await lockCustomerByAgentKey(tx, request.agentKey);
    if (!tenant) throw new AgentRequestError(401, AgentMessages.agentKeyUnknown);
    // The agent key names its customer: the server's own scope for it.
    const scope = await resolveSystemScope(tx, tenant.id);
    const existing = await findDeviceByIdentifier(tx, scope, request.deviceIdentifier);
    const kind = request.repository ? 'REPOSITORY' : 'ENDPOINT';
    // A state folder is an endpoint or a repository for good: the other kind is another device.
    if (existing && existing.kind !== kind)
      throw new AgentRequestError(409, AgentMessages.deviceAlreadyRegistered);
    let device;
    if (!existing) {
      device = await insertDevice(
        tx,
        scope,
        request.deviceIdentifier,
        request.device,
        await seatStatus(tx, scope, tenant.licenseCount),
        kind,
      );
      // A new repository is scanned when the customer's Scan New Repositories is on.
      if (request.repository) {
        await insertCloudDevice(tx, scope, device.id, request.repository, tenant.scanNewCloudDevices);
      }
      // The tenant's device count is of endpoints; repositories are counted apart.
      if (!request.repository) await addTenantDevices(tx, scope, 1);
    } else {
      // Archiving and deleting are the console's decisions; a reinstalled agent does not undo them.
      if (existing.isDeleted) throw new AgentRequestError(403, AgentMessages.deviceDeleted);
      if (existing.isArchived) throw new AgentRequestError(403, AgentMessages.deviceArchived);
      const released = (RELEASED_LICENSE_STATUSES as readonly LicenseStatus[]).includes(
        existing.licenseStatus,
      );
      if (!released && !(await isCurrentCredential(tx, existing, proof.deviceCredential ?? null))) {
        throw new AgentRequestError(409, AgentMessages.deviceAlreadyRegistered);
      }
      const status = SEEKS_SEAT.includes(existing.licenseStatus)
        ? await seatStatus(tx, scope, tenant.licenseCount, existing.id)
        : existing.licenseStatus;
      device = await updateDeviceOnRegistration(tx, existing, request.device, status);
      if (request.repository) {
        // Found again where the scanner looked: no longer suspected deleted.
        await updateCloudDeviceRow(tx, scope, device.id, {
          cloudDeviceId: request.repository.cloudDeviceId,
          location: request.repository.location,
        });
      }
      await revokeDeviceCredentials(tx, scope, device.id);
    }
    const { credential, tokenHash } = issueDeviceCredential(scope);
    await insertDeviceCredential(tx, scope, device.id, tokenHash);
    await recordAudit(tx, null, {
      scope,
      entityType: 'Device',
      entityId: device.id,
      entityName: device.name,
      operation: existing ? 'UPDATE' : 'CREATE',
      before: existing
        ? { name: existing.name, agentVersion: existing.agentVersion, licenseStatus: existing.licenseStatus }
        : null,
      after: { name: device.name, agentVersion: device.agentVersion, licenseStatus: device.licenseStatus },
      additionalData: { source: 'Agent registration', deviceIdentifier: device.deviceIdentifier, kind },
    });
    return {
      deviceId: device.id,
      deviceCredential: credential,
      tenantId: tenant.id,
      licenseStatus: device.licenseStatus,
    };
  });
}
