import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  anyTenant,
  customersOnly,
  type CheckInput,
  type MakeInput,
  type OperationCase,
} from './case-types.js';
import { ALERT_SETTING_INPUT } from './alerts-objects.js';
import { rows } from './query-cases.js';
import { must, type TreeFixture } from './tenant-tree.js';

/*
 * Alerts' operations: a customer's alert settings and alerts belong to that customer alone (a
 * partner acting for itself has none, and does not see its customers' through its own tenant).
 */

let made = 0;
const freshName = () => `alert ${process.pid}-${(made += 1)}`;

const CREATE = `mutation ($request: CreateAlertSettingRequestInput!, $tenantId: Int) {
  createAlertSetting(request: $request, tenantId: $tenantId) { id name } }`;

/** A setting of the customer acted for, made for one call by the back office. */
async function madeSetting(m: MakeInput): Promise<number> {
  const data = await must<{ createAlertSetting: { id: number } }>(m.fx.t, m.fx.tokens.sysAdmin, CREATE, {
    request: { name: freshName(), ...ALERT_SETTING_INPUT },
    tenantId: m.tenantId,
  });
  return data.createAlertSetting.id;
}

interface SettingRow extends Record<string, unknown> {
  id: number;
  name: string;
  warningTypeId: number;
}

function settingsOf(fx: TreeFixture, tenantId: number, extra = sql`true`): Promise<SettingRow[]> {
  return rows<SettingRow>(
    fx,
    sql`select id, name, warning_type_id as "warningTypeId" from alert_settings
      where tenant_id = ${tenantId} and ${extra} order by id`,
  );
}

const sentRequest = (c: CheckInput) => c.sent.request as Record<string, unknown>;

export const ALERTS_QUERY_CASES: Record<string, OperationCase> = {
  alertTypes: {
    document: `query { alertTypes { id name } }`,
    target: null,
    appliesTo: anyTenant,
    variables: () => ({}),
    async check(c) {
      expect((c.data.alertTypes as { id: number }[]).map((a) => a.id)).toEqual([1, 2, 3]);
    },
  },

  alertMailDelivery: {
    document: `query { alertMailDelivery { via } }`,
    target: null,
    appliesTo: anyTenant,
    variables: () => ({}),
    async check(c) {
      expect(c.data.alertMailDelivery).toEqual({ via: 'folder' });
    },
  },

  alertSetting: {
    document: `query ($request: AlertSettingRequestInput!, $tenantId: Int) {
      alertSetting(request: $request, tenantId: $tenantId) { id name warningTypeId } }`,
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target, request: { id: v.id('request.id') } }),
    async check(c) {
      const [row] = await settingsOf(c.fx, c.tenantId, sql`id = ${c.customer.alertSettingId}`);
      expect(row).toBeDefined();
      expect(c.data.alertSetting).toEqual(row);
    },
  },

  alertSettings: {
    document: `query ($tenantId: Int, $where: AlertSettingFilterInput) {
      alertSettings(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id name warningTypeId } } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const got = c.data.alertSettings as { totalCount: number; items: SettingRow[] };
      const want = await settingsOf(c.fx, c.tenantId);
      expect({ total: got.totalCount, items: [...got.items].sort((a, b) => a.id - b.id) }).toEqual({
        total: want.length,
        items: want,
      });
    },
  },

  alerts: {
    document: `query ($tenantId: Int, $where: AlertFilterInput) {
      alerts(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id typeId alertSettingName } } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const got = c.data.alerts as { totalCount: number; items: { id: number }[] };
      const want = await rows<{ id: number; typeId: number; alertSettingName: string }>(
        c.fx,
        sql`select id::int as id, type_id as "typeId", alert_setting_name as "alertSettingName"
          from alerts where tenant_id = ${c.tenantId} order by id`,
      );
      expect({ total: got.totalCount, items: [...got.items].sort((a, b) => a.id - b.id) }).toEqual({
        total: want.length,
        items: want,
      });
    },
  },
};

export const ALERTS_MUTATION_CASES: Record<string, OperationCase> = {
  createAlertSetting: {
    document: CREATE,
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target, request: { name: freshName(), ...ALERT_SETTING_INPUT } }),
    async check(c) {
      const name = sentRequest(c).name as string;
      const stored = await rows<{ id: number; tenantId: number }>(
        c.fx,
        sql`select id, tenant_id as "tenantId" from alert_settings where name = ${name}`,
      );
      expect(stored).toEqual([
        { id: (c.data.createAlertSetting as { id: number }).id, tenantId: c.tenantId },
      ]);
    },
  },

  updateAlertSetting: {
    document: `mutation ($request: UpdateAlertSettingRequestInput!, $tenantId: Int) {
      updateAlertSetting(request: $request, tenantId: $tenantId) { id name } }`,
    appliesTo: customersOnly,
    make: async (m) => ({ 'request.id': await madeSetting(m) }),
    variables: (v) => ({
      tenantId: v.target,
      request: { id: v.id('request.id'), name: freshName(), ...ALERT_SETTING_INPUT },
    }),
    async check(c) {
      const id = c.made['request.id'] as number;
      const [row] = await settingsOf(c.fx, c.tenantId, sql`id = ${id}`);
      expect({ answer: c.data.updateAlertSetting, stored: row?.name }).toEqual({
        answer: { id, name: sentRequest(c).name },
        stored: sentRequest(c).name,
      });
    },
  },

  deleteAlertSettings: {
    document: `mutation ($request: DeleteAlertSettingsRequestInput!, $tenantId: Int) {
      deleteAlertSettings(request: $request, tenantId: $tenantId) }`,
    appliesTo: customersOnly,
    make: async (m) => ({ 'request.ids': await madeSetting(m) }),
    variables: (v) => ({ tenantId: v.target, request: { ids: [v.id('request.ids')] } }),
    async check(c) {
      const id = c.made['request.ids'] as number;
      const left = await rows(c.fx, sql`select id from alert_settings where id = ${id}`);
      expect({ answer: c.data.deleteAlertSettings, left }).toEqual({ answer: [id], left: [] });
    },
  },
};
