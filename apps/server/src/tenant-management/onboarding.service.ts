import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { resolveOwnScope, type TenantScope } from '../tenants/tenant-scope.js';
import { lockTenantRow, updateTenantColumns } from '../tenants/tenants.repo.js';
import { findOnboardingManagers, type OnboardingManagerRow } from '../users/tenant-users.repo.js';

/*
 * The back office's onboarding of new tenants (spec part 2 §2.3, §2.6 "Onboarding table", §6): a
 * tenant is marked for onboarding and given to one of the back office's Onboarding Managers.
 */

/** onboardingManagers: the back office's users with the OnboardingManager role. */
export async function onboardingManagers(db: Queryable, user: AuthUser): Promise<OnboardingManagerRow[]> {
  return findOnboardingManagers(db, await resolveOwnScope(db, user));
}

export interface OnboardingData {
  id: number;
  onboarding: boolean;
  onboardingUserId: number | null;
}

export interface OnboardingView {
  id: number;
  onboarding: boolean;
  onboardingUser: OnboardingManagerRow | null;
}

/**
 * updateCustomerOnboardingData: any tenant below the back office (a partner or a customer). The
 * onboarding user must be one of the back office's Onboarding Managers; any other user answers
 * like a missing one.
 */
export async function updateOnboardingData(
  db: Db,
  user: AuthUser,
  within: TenantScope,
  input: OnboardingData,
): Promise<OnboardingView> {
  return db.transaction(async (tx) => {
    if (input.id === within.tenantId) throw new NotFoundError('Tenant', input.id);
    const scope = await within.narrow(tx, input.id);
    const managers = await findOnboardingManagers(tx, await resolveOwnScope(tx, user));
    const manager =
      input.onboardingUserId === null ? null : managers.find((m) => m.id === input.onboardingUserId);
    if (manager === undefined) throw new NotFoundError('User', input.onboardingUserId ?? undefined);
    const row = await lockTenantRow(tx, scope);
    const after = { onboarding: input.onboarding, onboardingUserId: manager?.id ?? null };
    await updateTenantColumns(tx, scope, after);
    await recordAudit(tx, user, {
      scope,
      entityType: 'Tenant',
      entityId: row.id,
      entityName: row.name,
      operation: 'UPDATE',
      before: { onboarding: row.onboarding, onboardingUserId: row.onboardingUserId },
      after: { ...after, onboardingUserEmail: manager?.email ?? null },
    });
    return { id: row.id, onboarding: after.onboarding, onboardingUser: manager };
  });
}
