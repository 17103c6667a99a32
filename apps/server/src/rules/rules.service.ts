import { and, eq } from 'drizzle-orm';
import { ruleSettingsSchema, type RuleSettingsInput } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { classifiers } from '../classifiers/classifiers.tables.js';
import { NotFoundError } from '../common/errors.js';
import { insertRule, type RuleRow } from './rules.repo.js';

/**
 * Creates the rule of a classifier of the tenant (one per classifier). The console's createRule
 * and the demo generator call it after their own authorization.
 */
export async function createRule(
  db: Queryable,
  tenantId: number,
  classifierId: number,
  input: RuleSettingsInput,
): Promise<RuleRow> {
  const settings = ruleSettingsSchema.parse(input);
  const owner = await db
    .select({ id: classifiers.id })
    .from(classifiers)
    .where(
      and(
        eq(classifiers.tenantId, tenantId),
        eq(classifiers.id, classifierId),
        eq(classifiers.isDeleted, false),
      ),
    );
  if (owner.length === 0) throw new NotFoundError('Classifier', classifierId);
  return insertRule(db, { tenantId, classifierId, ...settings });
}
