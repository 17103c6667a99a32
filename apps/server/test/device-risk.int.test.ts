import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Limits } from '@vigil/contracts';
import { classifiers } from '../src/classifiers/classifiers.tables.js';
import { devices } from '../src/devices/devices.tables.js';
import { regulations } from '../src/regulations/regulations.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { createTenant, createUser, tokenFor, unique } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  createRegulation,
  createRule,
  file,
  fileEvent,
  registerAgent,
  sendBatch,
  type Agent,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const DEVICE_FIELDS = `deviceId tenantId deviceName deviceNickName deviceIsActive deviceLastActivity deviceIsOnline
  licenseStatus riskInUSD encryptedRiskInUSD residualRiskInUSD sensitiveRiskInUSD encryptedSensitiveRiskInUSD
  residualSensitiveRiskInUSD nonSensitiveRiskInUSD encryptedNonSensitiveRiskInUSD residualNonSensitiveRiskInUSD
  riskValuation filesCount sensitiveFilesCount nonSensitiveFilesCount outboundFilesCount outboundSensitiveFilesCount
  casesCount regulations { id name }`;

const DEVICES = `query Devices($skip: Int, $take: Int, $where: DeviceRiskFilterInput,
    $order: [DeviceRiskSortInput!], $tenantId: Int) {
  deviceRisks(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
    items { ${DEVICE_FIELDS} }
    totalCount
    pageInfo { hasNextPage hasPreviousPage }
  }
}`;

const BY_CLASSIFIER = `query ByClassifier($skip: Int, $take: Int, $where: DeviceRiskByClassifierFilterInput,
    $order: [DeviceRiskByClassifierSortInput!], $tenantId: Int) {
  deviceRisksByClassifiers(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
    items {
      deviceId deviceName tenantId classifierId classifierName classifierSensitiveType filesCount
      filesEncryptedCount filesEncryptedEntrysCount entriesCount riskInUSD sensitiveRiskInUSD
      encryptedSensitiveRiskInUSD encryptedRiskInUSD countries regulations { id name }
    }
    totalCount
    pageInfo { hasNextPage hasPreviousPage }
  }
}`;

interface DeviceItem {
  deviceId: number;
  tenantId: number;
  deviceName: string;
  deviceNickName: string | null;
  deviceIsActive: boolean;
  deviceLastActivity: string | null;
  deviceIsOnline: boolean;
  licenseStatus: string;
  riskInUSD: number;
  encryptedRiskInUSD: number;
  residualRiskInUSD: number;
  sensitiveRiskInUSD: number;
  encryptedSensitiveRiskInUSD: number;
  residualSensitiveRiskInUSD: number;
  nonSensitiveRiskInUSD: number;
  encryptedNonSensitiveRiskInUSD: number;
  residualNonSensitiveRiskInUSD: number;
  riskValuation: number;
  filesCount: number;
  sensitiveFilesCount: number;
  nonSensitiveFilesCount: number;
  outboundFilesCount: number;
  outboundSensitiveFilesCount: number;
  casesCount: number;
  regulations: { id: number; name: string }[];
}
interface ClassifierItem {
  deviceId: number;
  deviceName: string;
  tenantId: number;
  classifierId: number;
  classifierName: string;
  classifierSensitiveType: string;
  filesCount: number;
  filesEncryptedCount: number;
  filesEncryptedEntrysCount: number;
  entriesCount: number;
  riskInUSD: number;
  sensitiveRiskInUSD: number;
  encryptedSensitiveRiskInUSD: number;
  encryptedRiskInUSD: number;
  countries: string[];
  regulations: { id: number; name: string }[];
}
interface Segment<T> {
  items: T[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
}

const NO_RISK = {
  riskInUSD: 0,
  encryptedRiskInUSD: 0,
  residualRiskInUSD: 0,
  sensitiveRiskInUSD: 0,
  encryptedSensitiveRiskInUSD: 0,
  residualSensitiveRiskInUSD: 0,
  nonSensitiveRiskInUSD: 0,
  encryptedNonSensitiveRiskInUSD: 0,
  residualNonSensitiveRiskInUSD: 0,
  riskValuation: 0,
  filesCount: 0,
  sensitiveFilesCount: 0,
  nonSensitiveFilesCount: 0,
  outboundFilesCount: 0,
  outboundSensitiveFilesCount: 0,
  casesCount: 0,
};

/**
 * partner ─┬─ customer A (2 licenses): card $20 [PCI, GDPR] · name $1 not sensitive [GDPR] ·
 *          │                          phone $0.50 (no regulation) · a rule: a case on DELETE_FILE
 *          │    A1 cards.xlsx  card×10                                   $200           plain
 *          │       names.csv   name×5                                    $5 not sens.   encrypted
 *          │       mix.docx    card×2 $40 + phone×4 $2, name×3 $3 not sens.          encrypted
 *          │       empty.txt   nothing
 *          │       events: upload of cards.xlsx (card), copy of names.csv to USB (name),
 *          │               delete of old.txt (card: a case), open of mix.docx (not outgoing)
 *          │    A2 pay.pdf     phone×10                                  $5             plain
 *          │    A3 (unlicensed, last seen an hour ago) nothing
 *          │    A4 (deleted) secret.txt card×50
 *          ├─ sub ── customer B: card $20 [PCI]   B1 b.txt card×3 $60
 *          └─ deleted customer D: D1 d.txt card×100 ($2,000, never listed)
 * other customer O (root): O1 o.txt card×7
 */
describe('device risk', () => {
  let t: TestApp;
  const suffix = unique('d');
  let partner: { id: number };
  let sub: { id: number };
  let a: { id: number };
  let b: { id: number };
  let o: { id: number };
  let pci: { id: number; name: string };
  let gdpr: { id: number; name: string };
  let aCard: number;
  let aName: number;
  let aPhone: number;
  let a1: Agent;
  let a2: Agent;
  let a3: Agent;
  let b1: Agent;
  let o1: Agent;
  let partnerToken: string;
  let aToken: string;
  let oToken: string;
  let a3LastSeen: Date;

  async function send(agent: Agent, parts: Parameters<typeof batch>[0]) {
    const res = await sendBatch(t.app, agent.credential, batch(parts));
    expect(res.statusCode).toBe(200);
  }
  const rename = (agent: Agent, name: string, nickName: string | null = null) =>
    t.db.update(devices).set({ name, nickName }).where(eq(devices.id, agent.deviceId));

  beforeAll(async () => {
    t = await createTestApp();
    partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    sub = await createTenant(t.db, partner.id, 'PARTNER');
    const customerA = await createAgentCustomer(t.db, partner.id, { licenseCount: 2 });
    const customerB = await createAgentCustomer(t.db, sub.id);
    const customerD = await createAgentCustomer(t.db, partner.id);
    const customerO = await createAgentCustomer(t.db, t.rootTenantId);
    a = customerA;
    b = customerB;
    o = customerO;
    pci = { id: await createRegulation(t.db, `PCI ${suffix}`), name: `PCI ${suffix}` };
    gdpr = { id: await createRegulation(t.db, `GDPR ${suffix}`), name: `GDPR ${suffix}` };
    const retired = await createRegulation(t.db);

    aCard = await createClassifier(t.db, a.id, {
      name: `Card ${suffix}`,
      valuePerRecord: 20,
      regulationIds: [pci.id, gdpr.id, retired],
    });
    aName = await createClassifier(t.db, a.id, {
      name: `Name ${suffix}`,
      valuePerRecord: 1,
      isSensitive: false,
      regulationIds: [gdpr.id],
    });
    aPhone = await createClassifier(t.db, a.id, { name: `Phone ${suffix}`, valuePerRecord: 0.5 });
    await t.db
      .update(classifiers)
      .set({ countries: ['US', 'CA'] })
      .where(and(eq(classifiers.tenantId, a.id), eq(classifiers.id, aCard)));
    await createRule(t.db, a.id, aCard, { triggers: [{ trigger: 'DELETE_FILE', actions: ['CREATE_CASE'] }] });
    const bCard = await createClassifier(t.db, b.id, { valuePerRecord: 20, regulationIds: [pci.id] });
    const dCard = await createClassifier(t.db, customerD.id, { valuePerRecord: 20, regulationIds: [pci.id] });
    const oCard = await createClassifier(t.db, o.id, { valuePerRecord: 20, regulationIds: [pci.id] });

    a1 = await registerAgent(t.app, customerA.agentKey);
    a2 = await registerAgent(t.app, customerA.agentKey);
    a3 = await registerAgent(t.app, customerA.agentKey);
    const a4 = await registerAgent(t.app, customerA.agentKey);
    b1 = await registerAgent(t.app, customerB.agentKey);
    const d1 = await registerAgent(t.app, customerD.agentKey);
    o1 = await registerAgent(t.app, customerO.agentKey);

    await send(a1, {
      files: [
        file('C:\\a\\cards.xlsx', [{ classifierId: aCard, count: 10 }]),
        file('C:\\a\\names.csv', [{ classifierId: aName, count: 5 }], { isEncrypted: true }),
        file(
          'C:\\a\\mix.docx',
          [
            { classifierId: aCard, count: 2 },
            { classifierId: aName, count: 3 },
            { classifierId: aPhone, count: 4 },
          ],
          { isEncrypted: true },
        ),
        file('C:\\a\\empty.txt'),
      ],
      fileEvents: [
        fileEvent('C:\\a\\cards.xlsx', 'UPLOAD', [{ classifierId: aCard, count: 10 }]),
        fileEvent('C:\\a\\names.csv', 'COPY', [{ classifierId: aName, count: 5 }], {
          driveType: 'REMOVABLE',
        }),
        fileEvent('C:\\a\\old.txt', 'DELETE', [{ classifierId: aCard, count: 1 }]),
        fileEvent('C:\\a\\mix.docx', 'OPEN', [{ classifierId: aCard, count: 2 }]),
      ],
    });
    await send(a2, { files: [file('/home/pay.pdf', [{ classifierId: aPhone, count: 10 }])] });
    await send(a4, { files: [file('/secret.txt', [{ classifierId: aCard, count: 50 }])] });
    await send(b1, { files: [file('/b.txt', [{ classifierId: bCard, count: 3 }])] });
    await send(d1, { files: [file('/d.txt', [{ classifierId: dCard, count: 100 }])] });
    await send(o1, { files: [file('/o.txt', [{ classifierId: oCard, count: 7 }])] });

    await rename(a1, `Anna ${suffix}`, 'Finance');
    await rename(a2, `Bob ${suffix}`);
    await rename(a3, `Carl ${suffix}`);
    await rename(b1, `Dora ${suffix}`);
    a3LastSeen = new Date(Date.now() - 60 * 60_000);
    await t.db.update(devices).set({ lastActivity: a3LastSeen }).where(eq(devices.id, a3.deviceId));
    await t.db.update(devices).set({ isDeleted: true }).where(eq(devices.id, a4.deviceId));
    await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, customerD.id));
    await t.db.update(regulations).set({ isDeleted: true }).where(eq(regulations.id, retired));

    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    aToken = await tokenFor(t.config, await createUser(t.db, a.id));
    oToken = await tokenFor(t.config, await createUser(t.db, o.id));
  });
  afterAll(() => t.close());

  async function deviceList(token: string, vars: Record<string, unknown> = {}) {
    const res = await t.gql<{ deviceRisks: Segment<DeviceItem> }>(DEVICES, vars, token);
    expect(res.errors).toBeUndefined();
    return res.data!.deviceRisks;
  }
  async function classifierList(token: string, vars: Record<string, unknown> = {}) {
    const res = await t.gql<{ deviceRisksByClassifiers: Segment<ClassifierItem> }>(
      BY_CLASSIFIER,
      vars,
      token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.deviceRisksByClassifiers;
  }

  describe('deviceRisks', () => {
    it("lists a customer's live devices with their risk, computed by hand", async () => {
      const list = await deviceList(aToken);
      const [first, second, third] = list.items;
      expect(list.totalCount).toBe(3);
      // A1: sensitive cards.xlsx $200 + mix.docx $40 + $2 = $242, of it mix.docx's $42 encrypted;
      // not sensitive names.csv $5 + mix.docx $3 = $8, all encrypted. Total $250, encrypted $50.
      expect(first).toMatchObject({
        deviceId: a1.deviceId,
        tenantId: a.id,
        deviceName: `Anna ${suffix}`,
        deviceNickName: 'Finance',
        deviceIsActive: true,
        deviceIsOnline: true,
        licenseStatus: 'ACTIVE',
        riskInUSD: 250,
        encryptedRiskInUSD: 50,
        residualRiskInUSD: 200,
        sensitiveRiskInUSD: 242,
        encryptedSensitiveRiskInUSD: 42,
        residualSensitiveRiskInUSD: 200,
        nonSensitiveRiskInUSD: 8,
        encryptedNonSensitiveRiskInUSD: 8,
        residualNonSensitiveRiskInUSD: 0,
        riskValuation: 242,
        // four files, empty.txt included; cards and mix sensitive, names and mix not
        filesCount: 4,
        sensitiveFilesCount: 2,
        nonSensitiveFilesCount: 2,
        // the upload (card) and the USB copy (name); the delete and the open do not leave the device
        outboundFilesCount: 2,
        outboundSensitiveFilesCount: 1,
        // the delete matched the card rule
        casesCount: 1,
        // card → PCI, GDPR (Retired is deleted); name → GDPR; phone → none
        regulations: [gdpr, pci],
      });
      // A2: pay.pdf phone×10 × $0.50 = $5 sensitive, no regulation.
      expect(second).toMatchObject({
        deviceId: a2.deviceId,
        deviceNickName: null,
        licenseStatus: 'ACTIVE',
        ...NO_RISK,
        riskInUSD: 5,
        residualRiskInUSD: 5,
        sensitiveRiskInUSD: 5,
        residualSensitiveRiskInUSD: 5,
        riskValuation: 5,
        filesCount: 1,
        sensitiveFilesCount: 1,
        regulations: [],
      });
      // A3: the third license of two, silent for an hour.
      expect(third).toEqual({
        deviceId: a3.deviceId,
        tenantId: a.id,
        deviceName: `Carl ${suffix}`,
        deviceNickName: null,
        deviceIsActive: true,
        deviceLastActivity: a3LastSeen.toISOString(),
        deviceIsOnline: false,
        licenseStatus: 'UNLICENSED',
        ...NO_RISK,
        regulations: [],
      });
      expect(new Date(first!.deviceLastActivity!).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
    });

    it("sums a partner's nested customers, without deleted customers or devices", async () => {
      const list = await deviceList(partnerToken);
      // A1 $242 > B1 $60 > A2 $5 > A3 $0; A4 (deleted device) and D1 (deleted customer) are not listed
      expect(list.items.map((d) => [d.deviceId, d.tenantId, d.riskValuation])).toEqual([
        [a1.deviceId, a.id, 242],
        [b1.deviceId, b.id, 60],
        [a2.deviceId, a.id, 5],
        [a3.deviceId, a.id, 0],
      ]);
      expect(list.items[1]!.regulations).toEqual([pci]);
      const subList = await deviceList(partnerToken, { tenantId: sub.id });
      expect(subList.items.map((d) => d.deviceId)).toEqual([b1.deviceId]);
    });

    it('filters and sorts on its columns', async () => {
      const one = await deviceList(partnerToken, { where: { deviceId: { eq: a1.deviceId } } });
      expect(one.items.map((d) => d.sensitiveRiskInUSD)).toEqual([242]);
      expect(one.totalCount).toBe(1);
      const offline = await deviceList(partnerToken, { where: { deviceIsOnline: { eq: false } } });
      expect(offline.items.map((d) => d.deviceId)).toEqual([a3.deviceId]);
      const unlicensed = await deviceList(partnerToken, { where: { licenseStatus: { eq: 'UNLICENSED' } } });
      expect(unlicensed.items.map((d) => d.deviceId)).toEqual([a3.deviceId]);
      const seenBefore = await deviceList(partnerToken, {
        where: { deviceLastActivity: { lt: new Date(Date.now() - 30 * 60_000).toISOString() } },
      });
      expect(seenBefore.items.map((d) => d.deviceId)).toEqual([a3.deviceId]);
      const byName = await deviceList(partnerToken, {
        where: { deviceName: { contains: suffix.toUpperCase() } },
        order: [{ deviceName: 'DESC' }],
      });
      expect(byName.items.map((d) => d.deviceName)).toEqual(
        ['Dora', 'Carl', 'Bob', 'Anna'].map((n) => `${n} ${suffix}`),
      );
      // Non-sensitive: only A1 has some ($8); residual total: A1 200 > B1 60 > A2 5 > A3 0.
      const nonSensitive = await deviceList(partnerToken, { where: { nonSensitiveRiskInUSD: { gt: 0 } } });
      expect(nonSensitive.items.map((d) => d.deviceId)).toEqual([a1.deviceId]);
      const residual = await deviceList(partnerToken, {
        where: { or: [{ outboundFilesCount: { gte: 1 } }, { filesCount: { eq: 1 } }] },
        order: [{ residualRiskInUSD: 'ASC' }],
      });
      // A1 (outbound), A2 and B1 (one file each): 5 < 60 < 200
      expect(residual.items.map((d) => d.deviceId)).toEqual([a2.deviceId, b1.deviceId, a1.deviceId]);
    });

    it('pages', async () => {
      const first = await deviceList(partnerToken, { take: 3 });
      expect(first.items.map((d) => d.deviceId)).toEqual([a1.deviceId, b1.deviceId, a2.deviceId]);
      expect(first.totalCount).toBe(4);
      expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
      const last = await deviceList(partnerToken, { skip: 3, take: 3 });
      expect(last.items.map((d) => d.deviceId)).toEqual([a3.deviceId]);
      expect(last.items[0]!.regulations).toEqual([]);
      expect(last.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
      const none = await deviceList(partnerToken, { take: 0 });
      expect(none).toMatchObject({ items: [], totalCount: 4 });
    });

    it("shows nothing of another tenant's device", async () => {
      const foreign = await deviceList(aToken, { where: { deviceId: { eq: o1.deviceId } } });
      expect(foreign).toEqual({
        items: [],
        totalCount: 0,
        pageInfo: { hasNextPage: false, hasPreviousPage: false },
      });
      const mine = await deviceList(oToken);
      expect(mine.items.map((d) => d.deviceId)).toEqual([o1.deviceId]);
    });
  });

  describe('deviceRisksByClassifiers', () => {
    it("lists a device's sensitive classifiers by sensitive risk, as the device dashboard asks", async () => {
      const list = await classifierList(aToken, {
        take: Limits.deviceClassifierRiskPageSize,
        where: { deviceId: { eq: a1.deviceId }, classifierSensitiveType: { eq: 'SENSITIVE' } },
      });
      const device = { deviceId: a1.deviceId, deviceName: `Anna ${suffix}`, tenantId: a.id };
      expect(list.items).toEqual([
        // card: cards.xlsx ×10 ($200) and mix.docx ×2 ($40, encrypted)
        {
          ...device,
          classifierId: aCard,
          classifierName: `Card ${suffix}`,
          classifierSensitiveType: 'SENSITIVE',
          filesCount: 2,
          filesEncryptedCount: 1,
          entriesCount: 12,
          filesEncryptedEntrysCount: 2,
          riskInUSD: 240,
          sensitiveRiskInUSD: 240,
          encryptedSensitiveRiskInUSD: 40,
          encryptedRiskInUSD: 40,
          countries: ['US', 'CA'],
          regulations: [gdpr, pci],
        },
        // phone: mix.docx ×4 × $0.50 = $2, encrypted
        {
          ...device,
          classifierId: aPhone,
          classifierName: `Phone ${suffix}`,
          classifierSensitiveType: 'SENSITIVE',
          filesCount: 1,
          filesEncryptedCount: 1,
          entriesCount: 4,
          filesEncryptedEntrysCount: 4,
          riskInUSD: 2,
          sensitiveRiskInUSD: 2,
          encryptedSensitiveRiskInUSD: 2,
          encryptedRiskInUSD: 2,
          countries: [],
          regulations: [],
        },
      ]);
      expect(list.totalCount).toBe(2);
    });

    it('lists the non-sensitive ones too, and pages', async () => {
      // name on A1: names.csv ×5 and mix.docx ×3, both encrypted, $8 not sensitive
      const nonSensitive = await classifierList(aToken, {
        where: { classifierSensitiveType: { eq: 'NO_SENSITIVE' } },
      });
      expect(nonSensitive.items).toEqual([
        expect.objectContaining({
          deviceId: a1.deviceId,
          classifierId: aName,
          filesCount: 2,
          filesEncryptedCount: 2,
          entriesCount: 8,
          filesEncryptedEntrysCount: 8,
          riskInUSD: 8,
          sensitiveRiskInUSD: 0,
          encryptedRiskInUSD: 8,
          regulations: [gdpr],
        }),
      ]);
      // Every row of A: A1 card $240, A2 phone $5, A1 phone $2, A1 name $0 (the deleted A4 is left out)
      const all = await classifierList(aToken);
      expect(all.items.map((r) => [r.deviceId, r.classifierId, r.sensitiveRiskInUSD])).toEqual([
        [a1.deviceId, aCard, 240],
        [a2.deviceId, aPhone, 5],
        [a1.deviceId, aPhone, 2],
        [a1.deviceId, aName, 0],
      ]);
      const page = await classifierList(aToken, { skip: 1, take: 2 });
      expect(page.items.map((r) => [r.deviceId, r.classifierId])).toEqual([
        [a2.deviceId, aPhone],
        [a1.deviceId, aPhone],
      ]);
      expect(page.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
      expect(page.totalCount).toBe(4);
      // The partner adds B1's card ($60); D's rows are gone with D.
      const partnerRows = await classifierList(partnerToken, { order: [{ sensitiveRiskInUSD: 'DESC' }] });
      expect(partnerRows.items.map((r) => [r.deviceId, r.sensitiveRiskInUSD])).toEqual([
        [a1.deviceId, 240],
        [b1.deviceId, 60],
        [a2.deviceId, 5],
        [a1.deviceId, 2],
        [a1.deviceId, 0],
      ]);
    });

    it("shows nothing of another tenant's device", async () => {
      const foreign = await classifierList(oToken, { where: { deviceId: { eq: a1.deviceId } } });
      expect(foreign.totalCount).toBe(0);
      expect(foreign.items).toEqual([]);
    });
  });

  it("answers another customer's tenant id exactly like a missing one", async () => {
    for (const query of [DEVICES, BY_CLASSIFIER]) {
      const foreign = await t.gql(query, { tenantId: a.id }, oToken);
      const missing = await t.gql(query, { tenantId: 987_654_321 }, oToken);
      expect(foreign.data).toBeNull();
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(foreign.errors?.[0]?.message.replace(String(a.id), 'N')).toBe(
        missing.errors?.[0]?.message.replace('987654321', 'N'),
      );
      const upward = await t.gql(query, { tenantId: partner.id }, aToken);
      expect(upward.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const anonymous = await t.gql(query, {}, null);
      expect(anonymous.data).toBeNull();
    }
  });

  it('refuses bad input with a clear error', async () => {
    for (const query of [DEVICES, BY_CLASSIFIER]) {
      const negative = await t.gql(query, { take: -1 }, aToken);
      expect(negative.errors?.[0]?.message).toBe('take must be 0 or more');
      const skip = await t.gql(query, { skip: -1 }, aToken);
      expect(skip.errors?.[0]?.message).toBe('skip must be 0 or more');
    }
    const badSort = await t.gql(
      `query { deviceRisks(order: [{ regulations: DESC }]) { totalCount } }`,
      {},
      aToken,
    );
    expect(badSort.errors?.[0]?.message).toBe(
      'Field "regulations" is not defined by type "DeviceRiskSortInput".',
    );
    const badFilter = await t.gql(
      `query { deviceRisksByClassifiers(where: { countries: { eq: "US" } }) { totalCount } }`,
      {},
      aToken,
    );
    expect(badFilter.errors?.[0]?.message).toBe(
      'Field "countries" is not defined by type "DeviceRiskByClassifierFilterInput".',
    );
  });
});
