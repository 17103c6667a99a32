import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.service.js';
import type { Db } from '../db/client.js';
import { findDevice, revokeDeviceCredentials } from '../devices/devices.repo.js';
import { devices } from '../devices/devices.tables.js';
import { AgentMessages, AgentRequestError } from './agent-errors.js';
import type { AgentDevice } from './device-auth.js';

/**
 * POST /agent/v1/unregister: the agent confirms the uninstall the console asked for
 * (uninstallDevices). The device becomes UNINSTALLED, deleted too when asked so, and its
 * credentials stop working. Without the console's request the answer is 409: an agent does not
 * give up its device on its own.
 */
export async function unregisterDevice(db: Db, auth: AgentDevice): Promise<{ licenseStatus: 'UNINSTALLED' }> {
  return db.transaction(async (tx) => {
    const device = await findDevice(tx, auth.scope, auth.deviceId, { lock: true });
    if (!device || device.isDeleted) throw new AgentRequestError(403, AgentMessages.deviceDeleted);
    if (device.licenseStatus !== 'UNINSTALLING') {
      throw new AgentRequestError(409, AgentMessages.uninstallNotRequested);
    }
    const after = { licenseStatus: 'UNINSTALLED' as const, isDeleted: device.deleteOnUninstall };
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
      operation: after.isDeleted ? 'DELETE' : 'UPDATE',
      before: { licenseStatus: device.licenseStatus, isDeleted: false },
      after,
      additionalData: { source: 'Agent uninstall' },
    });
    return { licenseStatus: 'UNINSTALLED' };
  });
}
