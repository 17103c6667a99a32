import { Messages } from '@vigil/contracts';
import {
  checkNotUsedByCompounds,
  deleteLockedClassifiers,
  lockClassifiersToDelete,
  resolveCustomerScope,
} from '../classifiers/classifiers.service.js';
import type { AuthUser } from '../common/context.js';
import { ValidationError } from '../common/errors.js';
import type { Db } from '../db/client.js';
import { findRulesOfClassifiers } from './rules.repo.js';
import { deleteRules } from './rules.service.js';

export interface DeleteClassifiersRequest {
  ids: number[];
  deleteEncryptionRuleIfExists?: boolean | null;
}

/**
 * deleteClassifiers: deletes classifiers (kept as deleted rows for the history) with their rules
 * and findings: the risk portal stops counting their entries. A classifier with encryption on
 * needs deleteEncryptionRuleIfExists; one used by a compound classifier that stays is refused.
 * Here, above classifiers, because a classifier's rule goes with it.
 */
export async function deleteClassifiers(
  db: Db,
  user: AuthUser,
  request: DeleteClassifiersRequest,
  tenantId: number | null | undefined,
): Promise<number[]> {
  const ids = [...new Set(request.ids)].sort((a, b) => a - b);
  if (ids.length === 0) throw new ValidationError(Messages.required, 'ids');
  if (ids.length > 1000) throw new ValidationError(Messages.maxValue(1000), 'ids');
  return db.transaction(async (tx) => {
    const scope = await resolveCustomerScope(tx, user, tenantId);
    const rows = await lockClassifiersToDelete(tx, scope, ids);
    const rules = await findRulesOfClassifiers(tx, scope, ids);
    const encrypted = rows.filter((r) =>
      rules.some((ru) => ru.classifierId === r.id && ru.isActive && ru.encryption.isEnabled),
    );
    if (encrypted.length > 0 && !request.deleteEncryptionRuleIfExists)
      throw new ValidationError(
        Messages.classifierHasEncryption(encrypted.map((r) => r.name).join(', ')),
        'deleteEncryptionRuleIfExists',
      );
    await checkNotUsedByCompounds(tx, scope, ids);
    await deleteRules(tx, user, scope, rules);
    await deleteLockedClassifiers(tx, user, scope, ids);
    return ids;
  });
}
