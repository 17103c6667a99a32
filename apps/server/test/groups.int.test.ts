import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, PeopleMessages } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { insertDevice } from '../src/devices/devices.repo.js';
import {
  deviceGroupMembers,
  deviceGroups,
  deviceGroupUsers,
  devices,
} from '../src/devices/devices.tables.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';
import { createTenantTree, createUser, tokenFor, unique, type TenantTree } from './helpers/factories.js';
import { deviceFacts } from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const GROUP_FIELDS = 'id tenantId name description users { id email } devices { id name }';
const GROUPS = `query ($tenantId: Int, $skip: Int, $take: Int, $where: GroupFilterInput) {
  groups(tenantId: $tenantId, skip: $skip, take: $take, where: $where) { totalCount items { ${GROUP_FIELDS} } } }`;
const GROUP = `query ($id: Int!, $tenantId: Int) { group(request: { id: $id }, tenantId: $tenantId) { ${GROUP_FIELDS} } }`;
const CREATE = `mutation ($request: CreateGroupRequestInput!, $tenantId: Int) {
  createGroup(request: $request, tenantId: $tenantId) { ${GROUP_FIELDS} } }`;
const UPDATE = `mutation ($request: UpdateGroupRequestInput!, $tenantId: Int) {
  updateGroup(request: $request, tenantId: $tenantId) { ${GROUP_FIELDS} } }`;
const DELETE = `mutation ($ids: [Int!]!, $tenantId: Int) { deleteGroups(request: { ids: $ids }, tenantId: $tenantId) }`;
const MANAGE = `mutation ($deviceId: Int!, $groupIds: [Int!]!, $tenantId: Int) {
  manageDeviceGroups(deviceId: $deviceId, groupIds: $groupIds, mode: REPLACE, tenantId: $tenantId) { id name } }`;
const DEVICE_GROUPS = `query ($id: Int!, $tenantId: Int) { device(request: { id: $id }, tenantId: $tenantId) { id groups { id name } } }`;

interface GroupData {
  id: number;
  tenantId: number;
  name: string;
  description: string;
  users: { id: number; email: string }[];
  devices: { id: number; name: string }[];
}
interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}
const normalised = (errors: GqlError[] | undefined) =>
  (errors ?? []).map((e) => ({ ...e, message: e.message.replace(/\d+/g, '#') }));

const MISSING_ID = 999_999;

describe('groups of a customer', () => {
  let t: TestApp;
  let tree: TenantTree;
  let token: string;
  let user: { id: number; email: string };
  let device: { id: number; name: string };
  let otherDevice: { id: number; name: string };
  let foreignUser: { id: number };
  let foreignDevice: { id: number };
  let childDevice: { id: number };

  const gql = <T>(query: string, variables: Record<string, unknown>, as = token) =>
    t.gql<T>(query, variables, as);
  const create = (request: Record<string, unknown>, tenantId?: number, as = token) =>
    gql<{ createGroup: GroupData }>(CREATE, { request, tenantId }, as);
  const update = (request: Record<string, unknown>, tenantId?: number, as = token) =>
    gql<{ updateGroup: GroupData }>(UPDATE, { request, tenantId }, as);
  const groupCount = async () => (await t.db.select({ id: deviceGroups.id }).from(deviceGroups)).length;
  const newDevice = async (tenantId: number, name = unique('laptop')) => {
    const d = await insertDevice(
      t.db,
      await resolveSystemScope(t.db, tenantId),
      unique('dev'),
      deviceFacts(name),
      'ACTIVE',
    );
    return { id: d.id, name };
  };
  const memberRows = async (groupId: number) => ({
    users: (await t.db.select().from(deviceGroupUsers).where(eq(deviceGroupUsers.groupId, groupId))).map(
      (r) => r.userId,
    ),
    devices: (
      await t.db.select().from(deviceGroupMembers).where(eq(deviceGroupMembers.groupId, groupId))
    ).map((r) => r.deviceId),
  });

  beforeAll(async () => {
    t = await createTestApp();
    tree = await createTenantTree(t.db, t.rootTenantId);
    const admin = await createUser(t.db, tree.customerOfPartner.id);
    token = await tokenFor(t.config, admin);
    user = await createUser(t.db, tree.customerOfPartner.id, { roles: [] });
    device = await newDevice(tree.customerOfPartner.id, 'Finance laptop');
    otherDevice = await newDevice(tree.customerOfPartner.id, 'Alpha desktop');
    foreignUser = await createUser(t.db, tree.customerOfOtherPartner.id);
    foreignDevice = await newDevice(tree.customerOfOtherPartner.id);
    childDevice = await newDevice(tree.customerOfSubPartner.id);
  });
  afterAll(() => t.close());

  describe('createGroup', () => {
    it('adds a group with its users and devices and writes the change history', async () => {
      const res = await create({
        name: ' Finance ',
        description: 'Money people',
        users: [user.id],
        devices: [device.id, otherDevice.id],
      });
      expect(res.errors).toBeUndefined();
      const group = res.data!.createGroup;
      expect(group).toMatchObject({
        tenantId: tree.customerOfPartner.id,
        name: 'Finance',
        description: 'Money people',
        users: [{ id: user.id, email: user.email }],
        // Devices by name.
        devices: [
          { id: otherDevice.id, name: 'Alpha desktop' },
          { id: device.id, name: 'Finance laptop' },
        ],
      });
      const [entry] = await t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityType, 'Group'), eq(auditEntries.entityId, group.id)))
        .orderBy(auditEntries.id);
      expect(entry).toMatchObject({
        operation: 'CREATE',
        tenantId: tree.customerOfPartner.id,
        stateAfter: {
          name: 'Finance',
          users: [user.id],
          devices: [device.id, otherDevice.id].sort((a, b) => a - b),
        },
      });
    });

    it.each([
      ['an empty name', { name: '  ' }, 'name', Messages.required],
      ['a name of 129 characters', { name: 'n'.repeat(129) }, 'name', Messages.lengthBelow(128)],
      [
        'a description of 1025 characters',
        { description: 'd'.repeat(1025) },
        'description',
        Messages.lengthBelow(1024),
      ],
    ])('refuses %s and adds nothing', async (_what, extra, field, message) => {
      const before = await groupCount();
      const res = await create({ name: unique('G'), ...extra });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(await groupCount()).toBe(before);
    });

    it('takes the longest name and description allowed', async () => {
      const res = await create({ name: `${unique('G')}${'n'.repeat(118)}`, description: 'd'.repeat(1024) });
      expect(res.errors).toBeUndefined();
      expect(res.data!.createGroup.name).toHaveLength(128);
    });

    it('refuses a name the customer already has, case aside', async () => {
      const name = unique('Sales');
      await create({ name });
      const before = await groupCount();
      const res = await create({ name: name.toUpperCase() });
      expect(res.errors?.[0]).toMatchObject({
        message: PeopleMessages.groupNameTaken,
        extensions: { field: 'name' },
      });
      expect(await groupCount()).toBe(before);
      // Another customer may use it.
      const partnerAdmin = await createUser(t.db, tree.partner.id);
      const other = await create(
        { name },
        tree.customerOfSubPartner.id,
        await tokenFor(t.config, partnerAdmin),
      );
      expect(other.errors).toBeUndefined();
    });

    it('answers members of another tenant, or deleted ones, like missing ones and adds nothing', async () => {
      const deleted = await newDevice(tree.customerOfPartner.id);
      await t.db.update(devices).set({ isDeleted: true }).where(eq(devices.id, deleted.id));
      const missingUser = await create({ name: unique('G'), users: [MISSING_ID] });
      const missingDevice = await create({ name: unique('G'), devices: [MISSING_ID] });
      expect(missingUser.errors?.[0]?.message).toBe(`User ${MISSING_ID} not found`);
      const before = await groupCount();
      for (const users of [[foreignUser.id], [user.id, foreignUser.id]]) {
        const res = await create({ name: unique('G'), users });
        expect(normalised(res.errors)).toEqual(normalised(missingUser.errors));
      }
      for (const id of [foreignDevice.id, childDevice.id, deleted.id]) {
        const res = await create({ name: unique('G'), devices: [id] });
        expect(normalised(res.errors)).toEqual(normalised(missingDevice.errors));
      }
      expect(await groupCount()).toBe(before);
    });

    it('belongs to a customer: a partner acting for itself is told so', async () => {
      const partnerAdmin = await createUser(t.db, tree.partner.id);
      const res = await create({ name: unique('G') }, undefined, await tokenFor(t.config, partnerAdmin));
      expect(res.errors?.[0]?.message).toBe(PeopleMessages.groupsBelongToCustomers);
    });

    it('is refused to a read-only user', async () => {
      const reader = await createUser(t.db, tree.customerOfPartner.id, { isReadOnlyUser: true });
      const res = await create({ name: unique('G') }, undefined, await tokenFor(t.config, reader));
      expect(res.errors?.[0]?.message).toBe(Messages.readOnlyUser);
    });

    it('refuses a list of more than 10 000 ids', async () => {
      const res = await create({
        name: unique('G'),
        devices: Array.from({ length: 10_001 }, (_, i) => i + 1),
      });
      expect(res.errors?.[0]).toMatchObject({
        message: PeopleMessages.tooManyIds(10_000),
        extensions: { field: 'devices' },
      });
    });
  });

  describe('groups and group', () => {
    it('lists the groups 30 a page by name, with their members', async () => {
      const tenant = tree.customerOfSubPartner.id;
      const subAdmin = await createUser(t.db, tenant);
      const as = await tokenFor(t.config, subAdmin);
      for (let i = 0; i < 31; i += 1)
        await create({ name: `Group ${String(i).padStart(2, '0')}` }, undefined, as);
      const res = await gql<{ groups: { totalCount: number; items: GroupData[] } }>(GROUPS, {}, as);
      expect(res.data!.groups.totalCount).toBeGreaterThanOrEqual(31);
      expect(res.data!.groups.items).toHaveLength(30);
      const names = res.data!.groups.items.map((g) => g.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });

    it("answers another customer's group like a missing one", async () => {
      const foreignScope = await resolveSystemScope(t.db, tree.customerOfOtherPartner.id);
      const [foreign] = await t.db
        .insert(deviceGroups)
        .values({ tenantId: foreignScope.tenantId, name: 'Foreign' })
        .returning();
      const missing = await gql(GROUP, { id: MISSING_ID });
      const res = await gql(GROUP, { id: foreign!.id });
      expect(res.data).toBeNull();
      expect(normalised(res.errors)).toEqual(normalised(missing.errors));
    });
  });

  describe('updateGroup', () => {
    it('renames a group and replaces its users and devices; left-out fields stay', async () => {
      const created = (
        await create({ name: unique('Ops'), description: 'd', users: [user.id], devices: [device.id] })
      ).data!.createGroup;
      const renamed = await update({ id: created.id, name: 'Operations' });
      expect(renamed.data!.updateGroup).toMatchObject({
        name: 'Operations',
        description: 'd',
        users: [{ id: user.id }],
        devices: [{ id: device.id }],
      });
      const other = await createUser(t.db, tree.customerOfPartner.id, { roles: [] });
      const members = await update({ id: created.id, users: [other.id, user.id], devices: [] });
      expect(members.data!.updateGroup.users.map((u) => u.id).sort()).toEqual([other.id, user.id].sort());
      expect(members.data!.updateGroup.devices).toEqual([]);
      expect(await memberRows(created.id)).toEqual({
        users: expect.arrayContaining([other.id, user.id]),
        devices: [],
      });
      const history = await t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityType, 'Group'), eq(auditEntries.entityId, created.id)))
        .orderBy(auditEntries.id);
      expect(history.map((e) => e.operation)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);
      expect(history[2]).toMatchObject({
        stateBefore: { devices: [device.id] },
        stateAfter: { devices: [] },
      });
    });

    it('refuses bad names and foreign members, and changes nothing', async () => {
      const taken = unique('Taken');
      await create({ name: taken });
      const group = (await create({ name: unique('Mine'), users: [user.id] })).data!.createGroup;
      const before = { group: await gql(GROUP, { id: group.id }), members: await memberRows(group.id) };
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, Messages.required],
        [{ name: 'x'.repeat(129) }, Messages.lengthBelow(128)],
        [{ description: 'x'.repeat(1025) }, Messages.lengthBelow(1024)],
        [{ name: taken.toLowerCase() }, PeopleMessages.groupNameTaken],
        [{ users: [foreignUser.id] }, `User ${foreignUser.id} not found`],
        [{ devices: [device.id, foreignDevice.id] }, `Device ${foreignDevice.id} not found`],
      ];
      for (const [extra, message] of cases) {
        const res = await update({ id: group.id, ...extra });
        expect(res.errors?.[0]?.message, JSON.stringify(extra).slice(0, 40)).toBe(message);
      }
      expect(await gql(GROUP, { id: group.id })).toEqual(before.group);
      expect(await memberRows(group.id)).toEqual(before.members);
    });

    it("answers another customer's group like a missing one", async () => {
      const foreignScope = await resolveSystemScope(t.db, tree.customerOfOtherPartner.id);
      const [foreign] = await t.db
        .insert(deviceGroups)
        .values({ tenantId: foreignScope.tenantId, name: 'Untouched' })
        .returning();
      const missing = await update({ id: MISSING_ID, name: 'Mine now' });
      const res = await update({ id: foreign!.id, name: 'Mine now' });
      expect(normalised(res.errors)).toEqual(normalised(missing.errors));
      const [row] = await t.db.select().from(deviceGroups).where(eq(deviceGroups.id, foreign!.id));
      expect(row?.name).toBe('Untouched');
    });

    it("lets a partner change its customer's group, with members of that customer only", async () => {
      const partnerAdmin = await createUser(t.db, tree.partner.id);
      const as = await tokenFor(t.config, partnerAdmin);
      const group = (await create({ name: unique('Partnered') })).data!.createGroup;
      const ok = await update({ id: group.id, devices: [device.id] }, tree.customerOfPartner.id, as);
      expect(ok.data?.updateGroup.devices).toEqual([{ id: device.id, name: device.name }]);
      // A device of another customer of the same partner does not join it.
      const res = await update({ id: group.id, devices: [childDevice.id] }, tree.customerOfPartner.id, as);
      expect(res.errors?.[0]?.message).toBe(`Device ${childDevice.id} not found`);
    });
  });

  describe('deleteGroups', () => {
    it('deletes groups with their memberships and returns their ids', async () => {
      const a = (await create({ name: unique('A'), users: [user.id], devices: [device.id] })).data!
        .createGroup;
      const b = (await create({ name: unique('B') })).data!.createGroup;
      const res = await gql<{ deleteGroups: number[] }>(DELETE, { ids: [a.id, b.id] });
      expect(res.data?.deleteGroups).toEqual([a.id, b.id]);
      expect(await memberRows(a.id)).toEqual({ users: [], devices: [] });
      expect((await gql(GROUP, { id: a.id })).errors?.[0]?.message).toBe(`Group ${a.id} not found`);
      const entries = await t.db
        .select()
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.entityType, 'Group'),
            eq(auditEntries.operation, 'DELETE'),
            eq(auditEntries.entityId, a.id),
          ),
        )
        .orderBy(auditEntries.id);
      expect(entries[0]).toMatchObject({ stateBefore: { users: [user.id], devices: [device.id] } });
    });

    it("answers another customer's group like a missing one and deletes nothing", async () => {
      const mine = (await create({ name: unique('Kept') })).data!.createGroup;
      const [foreign] = await t.db
        .insert(deviceGroups)
        .values({ tenantId: tree.customerOfOtherPartner.id, name: 'Foreign kept' })
        .returning();
      const missing = await gql(DELETE, { ids: [mine.id, MISSING_ID] });
      const res = await gql(DELETE, { ids: [mine.id, foreign!.id] });
      expect(normalised(res.errors)).toEqual(normalised(missing.errors));
      expect((await gql(GROUP, { id: mine.id })).errors).toBeUndefined();
      expect(await t.db.select().from(deviceGroups).where(eq(deviceGroups.id, foreign!.id))).toHaveLength(1);
    });
  });

  describe('manageDeviceGroups', () => {
    it("replaces a device's groups, shown on the device", async () => {
      const g1 = (await create({ name: unique('One') })).data!.createGroup;
      const g2 = (await create({ name: unique('Two') })).data!.createGroup;
      const d = await newDevice(tree.customerOfPartner.id);
      const res = await gql<{ manageDeviceGroups: { id: number }[] }>(MANAGE, {
        deviceId: d.id,
        groupIds: [g2.id, g1.id],
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.manageDeviceGroups.map((g) => g.id).sort()).toEqual([g1.id, g2.id].sort());
      const shown = await gql<{ device: { groups: { id: number }[] } }>(DEVICE_GROUPS, { id: d.id });
      expect(shown.data!.device.groups.map((g) => g.id).sort()).toEqual([g1.id, g2.id].sort());
      const replaced = await gql<{ manageDeviceGroups: { id: number }[] }>(MANAGE, {
        deviceId: d.id,
        groupIds: [g1.id],
      });
      expect(replaced.data!.manageDeviceGroups.map((g) => g.id)).toEqual([g1.id]);
      const [entry] = await t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityType, 'Device'), eq(auditEntries.entityId, d.id)))
        .orderBy(auditEntries.id);
      expect(entry?.stateAfter).toEqual({ groups: [g1.id, g2.id].sort((a, b) => a - b) });
    });

    it('answers a foreign device or group like a missing one and changes nothing', async () => {
      const mine = (await create({ name: unique('Mine') })).data!.createGroup;
      const [foreignGroup] = await t.db
        .insert(deviceGroups)
        .values({ tenantId: tree.customerOfOtherPartner.id, name: 'Theirs' })
        .returning();
      const d = await newDevice(tree.customerOfPartner.id);
      const missingDevice = await gql(MANAGE, { deviceId: MISSING_ID, groupIds: [mine.id] });
      const foreignDeviceRes = await gql(MANAGE, { deviceId: foreignDevice.id, groupIds: [mine.id] });
      expect(normalised(foreignDeviceRes.errors)).toEqual(normalised(missingDevice.errors));
      const missingGroup = await gql(MANAGE, { deviceId: d.id, groupIds: [MISSING_ID] });
      const foreignGroupRes = await gql(MANAGE, { deviceId: d.id, groupIds: [mine.id, foreignGroup!.id] });
      expect(normalised(foreignGroupRes.errors)).toEqual(normalised(missingGroup.errors));
      expect(
        (await t.db.select().from(deviceGroupMembers).where(eq(deviceGroupMembers.deviceId, d.id))).length,
      ).toBe(0);
    });
  });
});
