import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertGroup } from '../../src/devices/groups.repo.js';
import { resolveSystemScope } from '../../src/tenants/tenant-scope.js';
import { createUser } from '../helpers/factories.js';
import {
  anyTenant,
  customersOnly,
  type CheckInput,
  type MakeInput,
  type OperationCase,
} from './case-types.js';
import { rows } from './query-cases.js';
import { isCustomer, type CallerName, type TenantName, type TreeFixture } from './tenant-tree.js';

/*
 * The users and groups operations. Users belong to the tenant acted for exactly (scope 'tenant':
 * a partner's users page lists the partner's users; a customer's, acting for it). Groups belong to
 * customers and are reached like devices, in the subtree acted for; their members must be of the
 * group's own customer.
 */

const ids = (items: unknown) => (items as { id: number }[]).map((i) => Number(i.id)).sort((a, b) => a - b);

/** The fixture's caller living in each tenant that is not a customer. */
const RESIDENT: Partial<Record<TenantName, CallerName>> = {
  root: 'sysAdmin',
  partner: 'partnerAdmin',
  subPartner: 'subPartnerAdmin',
  otherPartner: 'otherPartnerAdmin',
};

/** A user of the fixture living in the tenant, for operations on one user of the tenant acted for. */
function fixtureUserOf(fx: TreeFixture, tenant: TenantName): number {
  if (isCustomer(tenant)) return fx.customers[tenant].userId;
  const resident = RESIDENT[tenant];
  if (!resident) throw new Error(`no fixture user lives in ${tenant}`);
  return fx.userIds[resident];
}

let made = 0;
const fresh = (what: string) => `Made ${what} ${(made += 1)}`;

/** A user made for one call in the tenant acted for (mutations change or delete it). */
async function madeUser(m: MakeInput, admin = false): Promise<number> {
  return (await createUser(m.fx.t.db, m.tenantId, { roles: admin ? ['TENANT_ADMIN'] : [] })).id;
}

/** A group made for one call in the customer whose objects stand for the target's. */
async function madeGroup(m: MakeInput): Promise<number> {
  return insertGroup(m.fx.t.db, await resolveSystemScope(m.fx.t.db, m.customer.tenantId), {
    name: fresh('group'),
    description: '',
  });
}

async function groupRow(c: CheckInput, id: number) {
  const [row] = await rows<{ tenantId: number; name: string; users: number[]; devices: number[] }>(
    c.fx,
    sql`select g.tenant_id as "tenantId", g.name,
        coalesce((select array_agg(m.user_id order by m.user_id) from device_group_users m
          where m.tenant_id = g.tenant_id and m.group_id = g.id), '{}') as users,
        coalesce((select array_agg(m.device_id order by m.device_id) from device_group_members m
          where m.tenant_id = g.tenant_id and m.group_id = g.id), '{}') as devices
      from device_groups g where g.id = ${id}`,
  );
  return row;
}

export const PEOPLE_QUERY_CASES: Record<string, OperationCase> = {
  users: {
    document: `query ($tenantId: Int, $where: UserFilterInput) {
      users(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id tenantId email } } }`,
    scope: 'tenant',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ id: number }>(
        c.fx,
        sql`select id from users where tenant_id = ${c.tenantId} and not is_deleted order by id`,
      );
      const items = (c.data.users as { items: { id: number; tenantId: number }[] }).items;
      expect(new Set(items.map((i) => i.tenantId))).toEqual(new Set(items.length ? [c.tenantId] : []));
      // At the root a shared PostgreSQL also holds other files' back-office users: the fixture's are compared.
      const mine = new Set(Object.values(c.fx.userIds));
      const keep = (list: number[]) => (c.tenant === 'root' ? list.filter((id) => mine.has(id)) : list);
      expect(keep(ids(items))).toEqual(keep(want.map((r) => Number(r.id))));
    },
  },

  user: {
    document: `query ($id: Int!, $tenantId: Int) { user(request: { id: $id }, tenantId: $tenantId) { id tenantId email groups { id } } }`,
    scope: 'tenant',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.id': fixtureUserOf(m.fx, m.tenant) }),
    variables: (v) => ({ tenantId: v.target, id: v.id('request.id') }),
    async check(c) {
      const id = c.made['request.id'] as number;
      const [row] = await rows<{ tenantId: number; email: string }>(
        c.fx,
        sql`select tenant_id as "tenantId", email from users where id = ${id}`,
      );
      const groups = await rows<{ id: number }>(
        c.fx,
        sql`select group_id as id from device_group_users where user_id = ${id} order by group_id`,
      );
      expect(c.data.user).toEqual({
        id,
        tenantId: c.tenantId,
        email: row?.email,
        groups: groups.map((g) => ({ id: Number(g.id) })),
      });
      expect(row?.tenantId).toBe(c.tenantId);
    },
  },

  primaryAdmin: {
    document: 'query ($tenantId: Int) { primaryAdmin(tenantId: $tenantId) { id email } }',
    scope: 'tenant',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const [row] = await rows<{ id: number; email: string }>(
        c.fx,
        sql`select id, email from users where tenant_id = ${c.tenantId} and is_primary_admin and not is_deleted`,
      );
      expect(c.data.primaryAdmin).toEqual(row ? { id: Number(row.id), email: row.email } : null);
    },
  },

  group: {
    document: `query ($id: Int!, $tenantId: Int) {
      group(request: { id: $id }, tenantId: $tenantId) { id tenantId name users { id } devices { id } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, id: v.id('request.id') }),
    async check(c) {
      const id = c.customer.deviceGroupId;
      const row = await groupRow(c, id);
      expect(c.data.group).toEqual({
        id,
        tenantId: c.customer.tenantId,
        name: row?.name,
        users: (row?.users ?? []).map((u) => ({ id: u })),
        devices: (row?.devices ?? []).map((d) => ({ id: d })),
      });
    },
  },
};

export const PEOPLE_MUTATION_CASES: Record<string, OperationCase> = {
  createUser: {
    document: `mutation ($request: CreateUserRequestInput!, $tenantId: Int) {
      createUser(request: $request, tenantId: $tenantId) { temporaryPassword user { id email } } }`,
    scope: 'tenant',
    appliesTo: anyTenant,
    variables: (v) => ({
      tenantId: v.target,
      request: {
        email: `made-${randomUUID().slice(0, 12)}@example.test`,
        firstName: 'Made',
        lastName: 'User',
      },
    }),
    async check(c) {
      const got = c.data.createUser as { temporaryPassword: string; user: { id: number; email: string } };
      const [row] = await rows<{ tenantId: number; email: string; must: boolean }>(
        c.fx,
        sql`select tenant_id as "tenantId", email, need_to_change_password as must from users where id = ${got.user.id}`,
      );
      expect({ ...row, length: got.temporaryPassword.length }).toEqual({
        tenantId: c.tenantId,
        email: (c.sent.request as { email: string }).email,
        must: true,
        length: 8,
      });
    },
  },

  updateUser: {
    document: `mutation ($request: UpdateUserRequestInput!, $tenantId: Int) {
      updateUser(request: $request, tenantId: $tenantId) { id firstName } }`,
    scope: 'tenant',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.id': await madeUser(m) }),
    variables: (v) => ({ tenantId: v.target, request: { id: v.id('request.id'), firstName: fresh('name') } }),
    async check(c) {
      const id = c.made['request.id'] as number;
      const [row] = await rows<{ tenantId: number; firstName: string }>(
        c.fx,
        sql`select tenant_id as "tenantId", first_name as "firstName" from users where id = ${id}`,
      );
      const sent = (c.sent.request as { firstName: string }).firstName;
      expect(row).toEqual({ tenantId: c.tenantId, firstName: sent });
      expect(c.data.updateUser).toEqual({ id, firstName: sent });
    },
  },

  deleteUsers: {
    document: `mutation ($request: DeleteUsersRequestInput!, $tenantId: Int) {
      deleteUsers(request: $request, tenantId: $tenantId) }`,
    scope: 'tenant',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.ids': await madeUser(m) }),
    variables: (v) => ({ tenantId: v.target, request: { ids: [v.id('request.ids')] } }),
    async check(c) {
      const id = c.made['request.ids'] as number;
      const [row] = await rows<{ tenantId: number; deleted: boolean }>(
        c.fx,
        sql`select tenant_id as "tenantId", is_deleted as deleted from users where id = ${id}`,
      );
      expect({ answer: c.data.deleteUsers, ...row }).toEqual({
        answer: [id],
        tenantId: c.tenantId,
        deleted: true,
      });
    },
  },

  setPrimaryAdmin: {
    document: `mutation ($request: SetPrimaryAdminRequestInput!, $tenantId: Int) {
      setPrimaryAdmin(request: $request, tenantId: $tenantId) { id } }`,
    scope: 'tenant',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.id': await madeUser(m, true) }),
    variables: (v) => ({ tenantId: v.target, request: { id: v.id('request.id') } }),
    async check(c) {
      const id = c.made['request.id'] as number;
      const primaries = await rows<{ id: number }>(
        c.fx,
        sql`select id from users where tenant_id = ${c.tenantId} and is_primary_admin and not is_deleted`,
      );
      expect({ answer: c.data.setPrimaryAdmin, primaries: ids(primaries) }).toEqual({
        answer: { id },
        primaries: [id],
      });
    },
  },

  manageUserGroups: {
    document: `mutation ($userId: Int!, $groupIds: [Int!]!, $tenantId: Int) {
      manageUserGroups(userId: $userId, groupIds: $groupIds, mode: REPLACE, tenantId: $tenantId) { id groups { id } } }`,
    scope: 'tenant',
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target, userId: v.id('userId'), groupIds: [v.id('groupIds')] }),
    async check(c) {
      const userId = c.customer.userId;
      const groups = await rows<{ id: number; tenantId: number }>(
        c.fx,
        sql`select group_id as id, tenant_id as "tenantId" from device_group_users where user_id = ${userId}`,
      );
      expect(groups.map((g) => ({ id: Number(g.id), tenantId: Number(g.tenantId) }))).toEqual([
        { id: c.customer.deviceGroupId, tenantId: c.tenantId },
      ]);
      expect(c.data.manageUserGroups).toEqual({ id: userId, groups: [{ id: c.customer.deviceGroupId }] });
    },
  },

  createGroup: {
    document: `mutation ($request: CreateGroupRequestInput!, $tenantId: Int) {
      createGroup(request: $request, tenantId: $tenantId) { id tenantId name } }`,
    scope: 'tenant',
    appliesTo: customersOnly,
    variables: (v) => ({
      tenantId: v.target,
      request: { name: fresh('group'), users: [v.id('request.users')], devices: [v.id('request.devices')] },
    }),
    async check(c) {
      const got = c.data.createGroup as { id: number; tenantId: number; name: string };
      const row = await groupRow(c, got.id);
      expect(row).toEqual({
        tenantId: c.tenantId,
        name: (c.sent.request as { name: string }).name,
        users: [c.customer.userId],
        devices: [c.customer.deviceId],
      });
    },
  },

  updateGroup: {
    document: `mutation ($request: UpdateGroupRequestInput!, $tenantId: Int) {
      updateGroup(request: $request, tenantId: $tenantId) { id name } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.id': await madeGroup(m) }),
    variables: (v) => ({
      tenantId: v.target,
      request: {
        id: v.id('request.id'),
        name: fresh('renamed group'),
        users: [v.id('request.users')],
        devices: [v.id('request.devices')],
      },
    }),
    async check(c) {
      const row = await groupRow(c, c.made['request.id'] as number);
      expect(row).toEqual({
        tenantId: c.customer.tenantId,
        name: (c.sent.request as { name: string }).name,
        users: [c.customer.userId],
        devices: [c.customer.deviceId],
      });
    },
  },

  deleteGroups: {
    document: `mutation ($request: DeleteGroupsRequestInput!, $tenantId: Int) {
      deleteGroups(request: $request, tenantId: $tenantId) }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.ids': await madeGroup(m) }),
    variables: (v) => ({ tenantId: v.target, request: { ids: [v.id('request.ids')] } }),
    async check(c) {
      const id = c.made['request.ids'] as number;
      expect({ answer: c.data.deleteGroups, row: await groupRow(c, id) }).toEqual({
        answer: [id],
        row: undefined,
      });
    },
  },

  manageDeviceGroups: {
    document: `mutation ($deviceId: Int!, $groupIds: [Int!]!, $tenantId: Int) {
      manageDeviceGroups(deviceId: $deviceId, groupIds: $groupIds, mode: REPLACE, tenantId: $tenantId) { id } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, deviceId: v.id('deviceId'), groupIds: [v.id('groupIds')] }),
    async check(c) {
      const groups = await rows<{ id: number }>(
        c.fx,
        sql`select group_id as id from device_group_members
          where tenant_id = ${c.customer.tenantId} and device_id = ${c.customer.deviceId}`,
      );
      expect({ answer: c.data.manageDeviceGroups, stored: ids(groups) }).toEqual({
        answer: [{ id: c.customer.deviceGroupId }],
        stored: [c.customer.deviceGroupId],
      });
    },
  },
};
