import { LlmUploadControlTestingGroup, Messages, type DataUploadPermission } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../common/errors.js';
import type { Db } from '../db/client.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { findTenantById } from '../tenants/tenants.repo.js';
import { lockProcess, updateDataUploadPermission } from './processes.repo.js';

export interface SetUploadPermissionRequest {
  processId: number;
  permission: DataUploadPermission;
}

export interface ProcessUploadPermission {
  processId: number;
  dataUploadPermission: DataUploadPermission;
}

/**
 * Sets whether an application may upload files (the agent enforces it from its policy). Local
 * applications may always be set; LLM applications only for customers in the testing group that
 * enables it; other web applications never (their uploads go through a browser, a local one).
 */
export async function setProcessDataUploadPermission(
  db: Db,
  user: AuthUser,
  request: SetUploadPermissionRequest,
  tenantId: number | null | undefined,
): Promise<ProcessUploadPermission> {
  return db.transaction(async (tx) => {
    const scope = await resolveTenantScope(tx, user, tenantId);
    const process = await lockProcess(tx, scope, request.processId);
    if (!process) throw new NotFoundError('Process', request.processId);
    if (process.isLlmApp) {
      const tenant = await findTenantById(tx, scope.tenantId);
      if (!tenant?.testingGroups.includes(LlmUploadControlTestingGroup))
        throw new ForbiddenError(Messages.llmUploadControlNotEnabled);
    } else if (process.isWebApp) {
      throw new ValidationError(Messages.webAppUploadPermissionFixed, 'processId');
    }
    if (process.dataUploadPermission === request.permission)
      return { processId: process.id, dataUploadPermission: process.dataUploadPermission };
    const stored = await updateDataUploadPermission(tx, scope, process.id, request.permission);
    await recordAudit(tx, user, {
      scope,
      entityType: 'Process',
      entityId: process.id,
      entityName: process.humanName,
      operation: 'UPDATE',
      before: { dataUploadPermission: process.dataUploadPermission },
      after: { dataUploadPermission: stored },
    });
    return { processId: process.id, dataUploadPermission: stored };
  });
}
