import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { regulations, tenantRegulations } from '../regulations/regulations.tables.js';
import { findTenantById } from '../tenants/tenants.repo.js';
import { classifiers, templateClassifierRegulations, templateClassifiers } from './classifiers.tables.js';
import { insertClassifiers } from './classifiers.repo.js';
import { managedColumns } from './classifier-definition.js';

export interface ProvisionOptions {
  /** Library keys of the regulations to select; default: those set by default. */
  regulationKeys?: string[];
}

export interface ProvisionResult {
  regulationIds: number[];
  classifierIds: number[];
}

/**
 * Gives a customer its regulations and a copy of their active template classifiers (template_id
 * set), as a new customer gets them. Idempotent: regulations already selected and templates
 * already copied are left alone. Call it inside the transaction that creates the customer.
 */
export async function provisionCustomer(
  db: Queryable,
  tenantId: number,
  options: ProvisionOptions = {},
): Promise<ProvisionResult> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant || tenant.tenantType !== 'CUSTOMER' || tenant.isDeleted)
    throw new Error(`Tenant ${tenantId} is not a customer`);

  const selected = await db
    .select({ id: regulations.id })
    .from(regulations)
    .where(
      and(
        eq(regulations.isDeleted, false),
        options.regulationKeys
          ? inArray(regulations.key, options.regulationKeys.length > 0 ? options.regulationKeys : [''])
          : eq(regulations.setByDefault, true),
      ),
    );
  const regulationIds = selected.map((r) => r.id).sort((a, b) => a - b);
  if (regulationIds.length === 0) return { regulationIds, classifierIds: [] };
  await db
    .insert(tenantRegulations)
    .values(regulationIds.map((regulationId) => ({ tenantId, regulationId })))
    .onConflictDoNothing();

  const templates = await db
    .selectDistinct({ template: templateClassifiers })
    .from(templateClassifiers)
    .innerJoin(
      templateClassifierRegulations,
      eq(templateClassifierRegulations.templateClassifierId, templateClassifiers.id),
    )
    .where(
      and(
        inArray(templateClassifierRegulations.regulationId, regulationIds),
        eq(templateClassifiers.isActive, true),
        eq(templateClassifiers.isDeleted, false),
        // A template in testing reaches only customers of its testing group.
        or(
          isNull(templateClassifiers.testingGroupId),
          sql`${templateClassifiers.testingGroupId} = any(${sql.param(tenant.testingGroups)}::int[])`,
        ),
      ),
    );
  if (templates.length === 0) return { regulationIds, classifierIds: [] };
  const templateIds = templates.map((t) => t.template.id);
  const copied = await db
    .select({ templateId: classifiers.templateId })
    .from(classifiers)
    .where(
      and(
        eq(classifiers.tenantId, tenantId),
        eq(classifiers.isDeleted, false),
        inArray(classifiers.templateId, templateIds),
      ),
    );
  const already = new Set(copied.map((c) => c.templateId));
  const toCopy = templates
    .map((t) => t.template)
    .filter((t) => !already.has(t.id))
    .sort((a, b) => a.id - b.id);
  if (toCopy.length === 0) return { regulationIds, classifierIds: [] };

  const links = await db
    .select()
    .from(templateClassifierRegulations)
    .where(
      inArray(
        templateClassifierRegulations.templateClassifierId,
        toCopy.map((t) => t.id),
      ),
    );
  const created = await insertClassifiers(
    db,
    tenantId,
    toCopy.map((t) => ({
      ...managedColumns(t),
      isSensitive: t.isSensitive,
      isActive: true,
      valuePerRecord: t.valuePerRecord,
      templateId: t.id,
      filterVersion: t.filterVersion,
      reasonForChange: t.reasonForChange,
      regulationIds: links.filter((l) => l.templateClassifierId === t.id).map((l) => l.regulationId),
    })),
  );
  return { regulationIds, classifierIds: created.map((c) => c.id) };
}
