import {
  AllowlistMessages,
  canChooseDecryptPattern,
  updateProcessRuleSchema,
  type DecryptPattern,
  type ProcessType,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db } from '../db/client.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { lockProcess, updateProcessSettings, type ProcessRow } from './processes.repo.js';

export interface UpdateProcessRuleRequest {
  processId: number;
  processType?: ProcessType | null;
  decryptPattern?: DecryptPattern | null;
}

/**
 * Allowlisting's Application Type and Auto Decryption of one application. Auto Decryption is only
 * for Transport and Local applications; making an application a System one keeps its files
 * encrypted again (LEAVE_ENCRYPTED), so no System application decrypts.
 */
export async function updateProcessRule(
  db: Db,
  user: AuthUser,
  input: UpdateProcessRuleRequest,
  tenantId: number | null | undefined,
): Promise<ProcessRow> {
  const result = updateProcessRuleSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ValidationError(issue?.message ?? 'Invalid value', issue?.path.map(String).pop());
  }
  const request = result.data;
  return db.transaction(async (tx) => {
    const scope = await resolveTenantScope(tx, user, tenantId);
    const process = await lockProcess(tx, scope, request.processId);
    if (!process) throw new NotFoundError('Process', request.processId);
    let change: { processType?: ProcessType; decryptPattern?: DecryptPattern };
    if (request.processType) {
      change = { processType: request.processType };
      if (!canChooseDecryptPattern(request.processType)) change.decryptPattern = 'LEAVE_ENCRYPTED';
    } else {
      if (!canChooseDecryptPattern(process.processType))
        throw new ValidationError(AllowlistMessages.decryptNeedsType, 'decryptPattern');
      change = { decryptPattern: request.decryptPattern ?? 'LEAVE_ENCRYPTED' };
    }
    const before = { processType: process.processType, decryptPattern: process.decryptPattern };
    const stored = await updateProcessSettings(tx, scope, process.id, change);
    const after = { processType: stored.processType, decryptPattern: stored.decryptPattern };
    if (before.processType !== after.processType || before.decryptPattern !== after.decryptPattern) {
      await recordAudit(tx, user, {
        scope,
        entityType: 'Process',
        entityId: process.id,
        entityName: process.humanName,
        operation: 'UPDATE',
        before,
        after,
      });
    }
    return stored;
  });
}
