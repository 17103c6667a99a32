import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { deviceGroupMembers, deviceGroups, devices } from '../src/devices/devices.tables.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  file,
  registerAgent,
  sendBatch,
  type Agent,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}
const normalised = (errors: GqlError[] | undefined) =>
  (errors ?? []).map((e) => ({ ...e, message: e.message.replace(/\d+/g, '#') }));
const MISSING_ID = 999_999;

const DEVICES = `query ($tenantId: Int, $where: DevicePickerItemFilterInput, $order: [DevicePickerItemSortInput!]) {
  devices(tenantId: $tenantId, where: $where, order: $order) {
    totalCount items { id name nickName active settingsGroupId settingsGroupName systemUserName isArchived
      sensitiveRiskInUSD encryptedSensitiveRiskInUSD }
  }
}`;
const GROUPS = `query ($tenantId: Int) {
  groups(tenantId: $tenantId) { totalCount items { id name description devices { id name } } }
}`;
const FOLDER_FIELDS = 'id deviceId name path sensitiveRiskUsd entriesCount filesCount hasChildren';
const ROOTS = `query ($deviceId: Int!, $tenantId: Int) {
  deviceRootFolders(request: { deviceId: $deviceId }, tenantId: $tenantId) { ${FOLDER_FIELDS} }
}`;
const CHILDREN = `query ($request: ChildFolders2RequestInput!, $tenantId: Int) {
  childFolders2(request: $request, tenantId: $tenantId) {
    path { ${FOLDER_FIELDS} } children { ${FOLDER_FIELDS} }
  }
}`;

interface FolderData {
  id: number;
  name: string;
  path: string;
  sensitiveRiskUsd: number;
  entriesCount: number;
  filesCount: number;
  hasChildren: boolean;
}

describe('picker queries: devices, groups, deviceRootFolders, childFolders2', () => {
  let t: TestApp;
  let partnerId: number;
  let customerId: number;
  let token: string;
  let partnerToken: string;
  let foreignToken: string;
  let agent: Agent;
  let second: Agent;
  let foreign: Agent;
  let groupId: number;

  const gql = <T>(q: string, variables: Record<string, unknown>, as = token) => t.gql<T>(q, variables, as);

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    partnerId = partner.id;
    const c = await createAgentCustomer(t.db, partner.id);
    customerId = c.id;
    token = await tokenFor(t.config, await createUser(t.db, c.id));
    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    const other = await createAgentCustomer(t.db, t.rootTenantId);
    foreignToken = await tokenFor(t.config, await createUser(t.db, other.id));
    const card = await createClassifier(t.db, c.id, { valuePerRecord: 20 });
    const note = await createClassifier(t.db, c.id, { valuePerRecord: 3, isSensitive: false });
    agent = await registerAgent(t.app, c.agentKey);
    second = await registerAgent(t.app, c.agentKey);
    foreign = await registerAgent(t.app, other.agentKey);
    await t.db
      .update(devices)
      .set({ name: 'b-laptop', nickName: 'Bee' })
      .where(and(eq(devices.tenantId, c.id), eq(devices.id, agent.deviceId)));
    await t.db
      .update(devices)
      .set({ name: 'a-desktop' })
      .where(and(eq(devices.tenantId, c.id), eq(devices.id, second.deviceId)));
    const res = await sendBatch(
      t.app,
      agent.credential,
      batch({
        files: [
          // C:\u\a: $200 (10 entries); C:\u\b: $20 sensitive + 2 non-sensitive entries ($6, not risk)
          file('C:\\u\\a\\x.xlsx', [{ classifierId: card, count: 10 }]),
          file('C:\\u\\b\\y.docx', [
            { classifierId: card, count: 1 },
            { classifierId: note, count: 2 },
          ]),
          file('C:\\u\\z.txt', []),
          // encrypted: $40 (2 entries), counts in the encrypted figure of the device too
          file('C:\\u\\a\\deep\\w.pdf', [{ classifierId: card, count: 2 }], { isEncrypted: true }),
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const [group] = await t.db
      .insert(deviceGroups)
      .values({ tenantId: c.id, name: 'Finance laptops', description: 'Finance team' })
      .returning();
    groupId = group!.id;
    await t.db.insert(deviceGroupMembers).values([
      { tenantId: c.id, groupId, deviceId: agent.deviceId },
      { tenantId: c.id, groupId, deviceId: second.deviceId },
    ]);
    await t.db.insert(deviceGroups).values({ tenantId: other.id, name: 'Foreign group' });
  });
  afterAll(() => t.close());

  describe('devices', () => {
    it("lists the customer's devices by name with the picker fields and their risk", async () => {
      const res = await gql<{ devices: { totalCount: number; items: Record<string, unknown>[] } }>(
        DEVICES,
        {},
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.devices.totalCount).toBe(2);
      expect(res.data?.devices.items).toEqual([
        {
          id: second.deviceId,
          name: 'a-desktop',
          nickName: null,
          active: true,
          settingsGroupId: null,
          settingsGroupName: null,
          systemUserName: 'ann',
          isArchived: false,
          sensitiveRiskInUSD: 0,
          encryptedSensitiveRiskInUSD: 0,
        },
        {
          id: agent.deviceId,
          name: 'b-laptop',
          nickName: 'Bee',
          active: true,
          settingsGroupId: null,
          settingsGroupName: null,
          systemUserName: 'ann',
          isArchived: false,
          // 10 × 20 + 1 × 20 + 2 × 20
          sensitiveRiskInUSD: 260,
          encryptedSensitiveRiskInUSD: 40,
        },
      ]);
    });

    it('filters archived devices out when asked (isArchived false) and orders as asked', async () => {
      await t.db
        .update(devices)
        .set({ isArchived: true })
        .where(and(eq(devices.tenantId, customerId), eq(devices.id, second.deviceId)));
      try {
        const res = await gql<{ devices: { items: { id: number }[] } }>(DEVICES, {
          where: { isArchived: { eq: false } },
        });
        expect(res.data?.devices.items.map((d) => d.id)).toEqual([agent.deviceId]);
        const all = await gql<{ devices: { items: { id: number }[] } }>(DEVICES, {
          order: [{ name: 'DESC' }],
        });
        expect(all.data?.devices.items.map((d) => d.id)).toEqual([agent.deviceId, second.deviceId]);
      } finally {
        await t.db
          .update(devices)
          .set({ isArchived: false })
          .where(and(eq(devices.tenantId, customerId), eq(devices.id, second.deviceId)));
      }
    });

    it('a partner lists its customer by tenantId; a foreign customer sees none of them', async () => {
      const byPartner = await gql<{ devices: { items: { id: number }[] } }>(
        DEVICES,
        { tenantId: customerId },
        partnerToken,
      );
      expect(byPartner.data?.devices.items.map((d) => d.id).sort()).toEqual(
        [agent.deviceId, second.deviceId].sort(),
      );
      const own = await gql<{ devices: { items: { id: number }[] } }>(DEVICES, {}, foreignToken);
      expect(own.data?.devices.items.map((d) => d.id)).toEqual([foreign.deviceId]);
      const refused = await gql(DEVICES, { tenantId: customerId }, foreignToken);
      const missing = await gql(DEVICES, { tenantId: MISSING_ID }, foreignToken);
      expect(refused.data).toBeNull();
      expect(normalised(refused.errors)).toEqual(normalised(missing.errors));
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('refuses a negative take', async () => {
      const res = await gql(
        'query { devices(where: { name: { contains: "x" }, and: [{ id: { gt: 0 } }] }, take: -1) { totalCount } }',
        {},
      );
      expect(res.errors?.[0]?.message).toBe('take must be 0 or more');
    });
  });

  describe('groups', () => {
    it("lists the customer's device groups with their devices, never another customer's", async () => {
      const res = await gql<{ groups: { totalCount: number; items: unknown[] } }>(GROUPS, {});
      expect(res.errors).toBeUndefined();
      expect(res.data?.groups).toEqual({
        totalCount: 1,
        items: [
          {
            id: groupId,
            name: 'Finance laptops',
            description: 'Finance team',
            devices: [
              { id: second.deviceId, name: 'a-desktop' },
              { id: agent.deviceId, name: 'b-laptop' },
            ],
          },
        ],
      });
      const foreignView = await gql<{ groups: { items: { name: string }[] } }>(GROUPS, {}, foreignToken);
      expect(foreignView.data?.groups.items.map((g) => g.name)).toEqual(['Foreign group']);
      const refused = await gql(GROUPS, { tenantId: customerId }, foreignToken);
      const missing = await gql(GROUPS, { tenantId: MISSING_ID }, foreignToken);
      expect(refused.data).toBeNull();
      expect(normalised(refused.errors)).toEqual(normalised(missing.errors));
    });

    it('a partner lists its customer’s groups', async () => {
      const res = await gql<{ groups: { items: { id: number }[] } }>(
        GROUPS,
        { tenantId: partnerId },
        partnerToken,
      );
      expect(res.data?.groups.items.map((g) => g.id)).toEqual([groupId]);
    });
  });

  describe('deviceRootFolders and childFolders2', () => {
    let root: FolderData;
    let u: FolderData;

    it('answers the roots of a device with the risk of everything below', async () => {
      const res = await gql<{ deviceRootFolders: FolderData[] }>(ROOTS, { deviceId: agent.deviceId });
      expect(res.errors).toBeUndefined();
      root = res.data!.deviceRootFolders[0]!;
      expect(res.data?.deviceRootFolders).toEqual([
        {
          id: root.id,
          deviceId: agent.deviceId,
          name: 'C:\\',
          path: 'C:\\',
          // 200 + 20 + 40
          sensitiveRiskUsd: 260,
          // 10 + 1 + 2 (non-sensitive) + 2
          entriesCount: 15,
          filesCount: 4,
          hasChildren: true,
        },
      ]);
      const empty = await gql<{ deviceRootFolders: FolderData[] }>(ROOTS, { deviceId: second.deviceId });
      expect(empty.data?.deviceRootFolders).toEqual([]);
    });

    it('answers a folder: its chain from the root, and its children by name', async () => {
      const top = await gql<{ childFolders2: { path: FolderData[]; children: FolderData[] } }>(CHILDREN, {
        request: { rootFolderId: root.id },
      });
      u = top.data!.childFolders2.children[0]!;
      expect(u).toMatchObject({ name: 'u', path: 'C:\\u', sensitiveRiskUsd: 260, filesCount: 4 });
      const res = await gql<{ childFolders2: { path: FolderData[]; children: FolderData[] } }>(CHILDREN, {
        request: { rootFolderId: u.id },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data?.childFolders2.path.map((f) => f.name)).toEqual(['C:\\', 'u']);
      expect(
        res.data?.childFolders2.children.map((f) => [
          f.name,
          f.path,
          f.sensitiveRiskUsd,
          f.entriesCount,
          f.filesCount,
          f.hasChildren,
        ]),
      ).toEqual([
        ['a', 'C:\\u\\a', 240, 12, 2, true],
        ['b', 'C:\\u\\b', 20, 3, 1, false],
      ]);
    });

    it('sorts children as asked, and leaves the sums out when calculateRisk is false', async () => {
      const byEntries = await gql<{ childFolders2: { children: FolderData[] } }>(CHILDREN, {
        request: { rootFolderId: u.id, order: [{ entriesCount: 'ASC' }] },
      });
      expect(byEntries.data?.childFolders2.children.map((f) => f.name)).toEqual(['b', 'a']);
      const noRisk = await gql<{ childFolders2: { children: FolderData[] } }>(CHILDREN, {
        request: { rootFolderId: u.id, calculateRisk: false },
      });
      expect(
        noRisk.data?.childFolders2.children.map((f) => [f.name, f.sensitiveRiskUsd, f.filesCount]),
      ).toEqual([
        ['a', 0, 0],
        ['b', 0, 0],
      ]);
    });

    it('a partner reads its customer’s folders; another customer gets the same error as a missing id', async () => {
      const byPartner = await gql<{ deviceRootFolders: FolderData[] }>(
        ROOTS,
        { deviceId: agent.deviceId, tenantId: customerId },
        partnerToken,
      );
      expect(byPartner.data?.deviceRootFolders.map((f) => f.id)).toEqual([root.id]);

      const refusedDevice = await gql(ROOTS, { deviceId: agent.deviceId }, foreignToken);
      const missingDevice = await gql(ROOTS, { deviceId: MISSING_ID }, foreignToken);
      expect(refusedDevice.data).toBeNull();
      expect(missingDevice.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(normalised(refusedDevice.errors)).toEqual(normalised(missingDevice.errors));

      const refusedFolder = await gql(CHILDREN, { request: { rootFolderId: u.id } }, foreignToken);
      const missingFolder = await gql(CHILDREN, { request: { rootFolderId: MISSING_ID } }, foreignToken);
      expect(refusedFolder.data).toBeNull();
      expect(missingFolder.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(normalised(refusedFolder.errors)).toEqual(normalised(missingFolder.errors));

      const foreignTenant = await gql(
        ROOTS,
        { deviceId: agent.deviceId, tenantId: customerId },
        foreignToken,
      );
      expect(foreignTenant.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('refuses an unknown sort field', async () => {
      const res = await gql(
        'query ($id: Int!) { childFolders2(request: { rootFolderId: $id, order: [{ name: ASC }] }) { children { id } } }',
        { id: u.id },
      );
      expect(res.errors).toBeUndefined();
      const bad = await gql(
        'query ($id: Int!) { childFolders2(request: { rootFolderId: $id, order: [{ path: ASC }] }) { children { id } } }',
        { id: u.id },
      );
      expect(bad.errors?.[0]?.message).toMatch(/path/);
    });
  });
});
