import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { tenantPopups } from '../../src/popups/popups.tables.js';
import { anyTenant, type CheckInput, type OperationCase } from './case-types.js';
import type { ArgumentMeaning } from './id-arguments.js';
import { rows } from './query-cases.js';
import { TENANTS, type TenantName } from './tenant-tree.js';

/*
 * Popups and payment alerts. The templates are global (the back office's: popupTemplate,
 * updatePopupTemplate); payment popups are launched for a partner or customer (launchTenantPopup,
 * stopTenantPopup, the `popups` list: the tenants at or below the one acted for); userPopup is
 * the caller's own. A user's answers to a popup touch only the caller's own row (ACCOUNT_ONLY).
 */

const paging: ArgumentMeaning = { notAnId: 'paging: rows to skip or take' };

export const POPUPS_ARGUMENTS: Record<string, ArgumentMeaning> = {
  'Query.popups.skip': paging,
  'Query.popups.take': paging,
  'Query.popups.tenantId': 'Tenant',
  'Query.popups.where.id': 'Tenant',
  'Mutation.launchTenantPopup.tenantId': 'Tenant',
  'Mutation.stopTenantPopup.tenantId': 'Tenant',
};

export const POPUPS_ACCOUNT_ONLY: Record<string, string> = {
  'Mutation.remindPopupLater': "the caller's own answer to the main popup; names no tenant or object",
  'Mutation.dontShowPopupAgain': "the caller's own answer to the main popup; names no tenant or object",
  'Mutation.confirmPopup': "the caller's own confirmation of a payment popup; names no tenant or object",
};

/** A start far ahead: the launched popup shows to no one while the rest of the suite runs. */
const FUTURE = '2099-01-01T00:00:00.000Z';

async function templateOf(c: CheckInput, type: string) {
  const [row] = await rows<{ title: string; status: string }>(
    c.fx,
    sql`select title, status from popup_templates where popup_type = ${type}`,
  );
  return row ?? null;
}

/** The fixture's live tenants at or below `tenant`, the root aside. */
function tenantsAtOrBelow(c: CheckInput, tenant: TenantName): Promise<{ id: number }[]> {
  const ids = TENANTS.filter((t) => t !== 'root').map((t) => c.fx.ids[t]);
  return rows<{ id: number }>(
    c.fx,
    sql`select t.id from tenants t, tenants a
      where a.id = ${c.fx.ids[tenant]} and t.path like a.path || '%' and t.tenant_type <> 'ROOT'
        and not t.is_deleted and t.id = any(${`{${ids.join(',')}}`}::int[]) order by t.id`,
  );
}

async function popupRow(c: CheckInput, popupType: string) {
  const [row] = await rows<{ active: boolean; startDate: string }>(
    c.fx,
    sql`select active, start_date as "startDate" from tenant_popups
      where tenant_id = ${c.tenantId} and popup_type = ${popupType}`,
  );
  return row ? { active: row.active, startDate: new Date(row.startDate).toISOString() } : null;
}

export const POPUPS_QUERY_CASES: Record<string, OperationCase> = {
  popupTemplate: {
    document: `query { popupTemplate(templateType: MAIN) { popupType title status } }`,
    target: null,
    appliesTo: anyTenant,
    variables: () => ({}),
    async check(c) {
      const got = c.data.popupTemplate as { popupType: string; title: string; status: string };
      const row = await templateOf(c, 'MAIN');
      expect(got).toEqual({ popupType: 'MAIN', title: row?.title ?? '', status: row?.status ?? 'DRAFT' });
    },
  },
  // The caller's own: no payment popup is launched for the fixture's tenants while it runs (launches
  // start in 2099), so a popup, if any, is the main one, and the back office sees none.
  userPopup: {
    document: `query { userPopup { popupType title } }`,
    target: null,
    appliesTo: anyTenant,
    variables: () => ({}),
    async check(c) {
      const got = c.data.userPopup as { popupType: string; title: string } | null;
      const main = await templateOf(c, 'MAIN');
      if (c.caller === 'sysAdmin' || c.caller === 'onboardingManager' || main?.status !== 'PUBLISHED') {
        expect(got).toBeNull();
        return;
      }
      // Published: shown unless this caller put it off (no case here does).
      expect(got).toEqual({ popupType: 'MAIN', title: main.title });
    },
  },
  popups: {
    document: `query ($tenantId: Int, $where: TenantPopupItemFilterInput) {
      popups(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id } } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const got = (c.data.popups as { items: { id: number }[] }).items.map((i) => i.id);
      const want = (await tenantsAtOrBelow(c, c.tenant)).map((r) => r.id);
      if (c.tenant === 'root') {
        expect(got).toEqual(expect.arrayContaining(want));
        expect(got).not.toContain(c.fx.ids.deletedCustomer);
        expect(got).not.toContain(c.fx.ids.root);
      } else expect([...got].sort((a, b) => a - b)).toEqual(want);
    },
  },
};

let saves = 0;

export const POPUPS_MUTATION_CASES: Record<string, OperationCase> = {
  // Global (the back office's own): SysAdmin alone may save; the payment warning's text, so the
  // main popup (which userPopup's case reads) stays as it is.
  updatePopupTemplate: {
    document: `mutation ($title: String!) {
      updatePopupTemplate(popupType: PAYMENT_WARNING, title: $title, description: "<p>Please pay</p>", status: PUBLISHED) {
        popupType title } }`,
    target: null,
    appliesTo: anyTenant,
    variables: () => ({ title: `Payment overdue ${(saves += 1)}` }),
    async check(c) {
      const title = c.sent.title as string;
      expect({ answer: c.data.updatePopupTemplate, row: await templateOf(c, 'PAYMENT_WARNING') }).toEqual({
        answer: { popupType: 'PAYMENT_WARNING', title },
        row: { title, status: 'PUBLISHED' },
      });
    },
  },
  launchTenantPopup: {
    document: `mutation ($tenantId: Int!, $startDate: DateTime!) {
      launchTenantPopup(tenantId: $tenantId, popupType: PAYMENT_WARNING, startDate: $startDate) }`,
    // The root takes none: it answers like a tenant holding nothing to launch.
    appliesTo: (t) => t !== 'root',
    variables: (v) => ({ tenantId: v.target, startDate: FUTURE }),
    async check(c) {
      expect({ answer: c.data.launchTenantPopup, row: await popupRow(c, 'PAYMENT_WARNING') }).toEqual({
        answer: true,
        row: { active: true, startDate: FUTURE },
      });
    },
  },
  stopTenantPopup: {
    document: `mutation ($tenantId: Int!) { stopTenantPopup(tenantId: $tenantId, popupType: BLOCK_BECAUSE_OF_PAYMENT) }`,
    appliesTo: (t) => t !== 'root',
    async make(m) {
      await m.fx.t.db
        .insert(tenantPopups)
        .values({ tenantId: m.tenantId, popupType: 'BLOCK_BECAUSE_OF_PAYMENT', startDate: new Date(FUTURE) })
        .onConflictDoUpdate({
          target: [tenantPopups.tenantId, tenantPopups.popupType],
          set: { active: true, startDate: new Date(FUTURE) },
        });
      return {};
    },
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      expect({
        answer: c.data.stopTenantPopup,
        row: await popupRow(c, 'BLOCK_BECAUSE_OF_PAYMENT'),
      }).toEqual({ answer: true, row: { active: false, startDate: FUTURE } });
    },
  },
};
