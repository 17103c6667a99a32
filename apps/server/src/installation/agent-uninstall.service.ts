import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { agentUninstallRequestSchema, InstallationMessages } from '@vigil/contracts';
import { AgentMessages, AgentRequestError } from '../agent-ingest/agent-errors.js';
import type { AgentDevice } from '../agent-ingest/device-auth.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Db } from '../db/client.js';
import { findDevice, revokeDeviceCredentials } from '../devices/devices.repo.js';
import { devices } from '../devices/devices.tables.js';
import { findInstallationTenant } from './installation.repo.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

function sameKey(given: string, expected: string | null): boolean {
  return expected !== null && timingSafeEqual(digest(given), digest(expected));
}

/**
 * POST /agent/v1/uninstall: the installer's uninstall on the endpoint. Unlike unregister (which
 * confirms the console's request), the person at the machine proves the customer allows it with
 * the customer's uninstall key; the device becomes UNINSTALLED and its credentials stop working.
 */
export async function uninstallWithKey(
  db: Db,
  auth: AgentDevice,
  body: unknown,
): Promise<{ licenseStatus: 'UNINSTALLED' }> {
  const parsed = agentUninstallRequestSchema.safeParse(body);
  if (!parsed.success) throw new AgentRequestError(400, InstallationMessages.uninstallKeyInvalid);
  return db.transaction(async (tx) => {
    const tenant = await findInstallationTenant(tx, auth.scope);
    if (!tenant || !sameKey(parsed.data.uninstallKey, tenant.agentUninstallKey)) {
      throw new AgentRequestError(403, InstallationMessages.uninstallKeyInvalid);
    }
    const device = await findDevice(tx, auth.scope, auth.deviceId, { lock: true });
    if (!device || device.isDeleted) throw new AgentRequestError(403, AgentMessages.deviceDeleted);
    const after = { licenseStatus: 'UNINSTALLED' as const };
    await tx
      .update(devices)
      .set({ ...after, isActive: false, updatedAt: sql`now()` })
      .where(and(eq(devices.tenantId, auth.scope.tenantId), eq(devices.id, device.id)));
    await revokeDeviceCredentials(tx, auth.scope, device.id);
    await recordAudit(tx, null, {
      scope: auth.scope,
      entityType: 'Device',
      entityId: device.id,
      entityName: device.name,
      operation: 'UPDATE',
      before: { licenseStatus: device.licenseStatus },
      after,
      additionalData: { source: 'Agent uninstalled with the uninstall key' },
    });
    return after;
  });
}
