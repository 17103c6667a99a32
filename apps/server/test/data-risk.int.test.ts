import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { Limits, Messages } from '@vigil/contracts';
import { classifiers } from '../src/classifiers/classifiers.tables.js';
import { regulations, tenantRegulations } from '../src/regulations/regulations.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { createTenant, createUser, tokenFor, unique } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  createRegulation,
  createRule,
  file,
  registerAgent,
  sendBatch,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const AMOUNTS = `filesCount filesEntriesCount riskInUSD encryptedRiskInUSD residualRiskInUSD
  encryptedSensitiveRiskInUSD encryptedNonSensitiveRiskInUSD filesEncryptedCount filesEncryptedEntriesCount
  sensitiveFilesCount sensitiveFilesEntriesCount sensitiveRiskInUSD residualSensitiveRiskInUSD
  nonSensitiveFilesCount nonSensitiveFilesEntriesCount nonSensitiveRiskInUSD residualNonSensitiveRiskInUSD`;

const REGULATIONS = `query Regulations($request: RegulationsDataRisksRequestInput, $skip: Int, $take: Int,
    $where: DataRiskByRegulationFilterInput, $order: [DataRiskByRegulationSortInput!], $tenantId: Int) {
  regulationsDataRisks(request: $request, skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
    items { regulationId regulationName regulationDescription region regions ${AMOUNTS} }
    totalCount
    pageInfo { hasNextPage hasPreviousPage }
  }
}`;

const POLICY_FIELDS = `policyId policyName policyCountries policyIsEncrypted isEncrypted tenantId
  regulationId regulationName regulationDescription regions
  rules { id isActive encryptionIsEnabled overrideOtherEncryptionRules encryptionDelayDays }
  ${AMOUNTS}`;

const BY_REGULATION = `query ByRegulation($regulationId: Int!, $skip: Int, $take: Int,
    $where: DataRiskByPolicyFilterInput, $order: [DataRiskByPolicySortInput!], $tenantId: Int) {
  policiesDataRisksByRegulation(request: { regulationId: $regulationId }, skip: $skip, take: $take,
      where: $where, order: $order, tenantId: $tenantId) {
    items { ${POLICY_FIELDS} }
    totalCount
    pageInfo { hasNextPage hasPreviousPage }
  }
}`;

const POLICIES = `query Policies($skip: Int, $take: Int, $where: DataRiskByPolicyFilterInput,
    $order: [DataRiskByPolicySortInput!], $tenantId: Int) {
  policies(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
    items { ${POLICY_FIELDS} }
    totalCount
    pageInfo { hasNextPage hasPreviousPage }
  }
}`;

interface Amounts {
  filesCount: number;
  filesEntriesCount: number;
  riskInUSD: number;
  encryptedRiskInUSD: number;
  residualRiskInUSD: number;
  encryptedSensitiveRiskInUSD: number;
  encryptedNonSensitiveRiskInUSD: number;
  filesEncryptedCount: number;
  filesEncryptedEntriesCount: number;
  sensitiveFilesCount: number;
  sensitiveFilesEntriesCount: number;
  sensitiveRiskInUSD: number;
  residualSensitiveRiskInUSD: number;
  nonSensitiveFilesCount: number;
  nonSensitiveFilesEntriesCount: number;
  nonSensitiveRiskInUSD: number;
  residualNonSensitiveRiskInUSD: number;
}
interface RegulationItem extends Amounts {
  regulationId: number;
  regulationName: string;
  regulationDescription: string;
  region: string;
  regions: string[];
}
interface PolicyItem extends Amounts {
  policyId: number;
  policyName: string;
  policyCountries: string[];
  policyIsEncrypted: boolean;
  isEncrypted: boolean;
  tenantId: number;
  regulationId: number | null;
  regulationName: string | null;
  regulationDescription: string | null;
  regions: string[] | null;
  rules: {
    id: number;
    isActive: boolean;
    encryptionIsEnabled: boolean;
    overrideOtherEncryptionRules: boolean;
    encryptionDelayDays: number;
  }[];
}
interface Segment<T> {
  items: T[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
}

const ZERO: Amounts = {
  filesCount: 0,
  filesEntriesCount: 0,
  riskInUSD: 0,
  encryptedRiskInUSD: 0,
  residualRiskInUSD: 0,
  encryptedSensitiveRiskInUSD: 0,
  encryptedNonSensitiveRiskInUSD: 0,
  filesEncryptedCount: 0,
  filesEncryptedEntriesCount: 0,
  sensitiveFilesCount: 0,
  sensitiveFilesEntriesCount: 0,
  sensitiveRiskInUSD: 0,
  residualSensitiveRiskInUSD: 0,
  nonSensitiveFilesCount: 0,
  nonSensitiveFilesEntriesCount: 0,
  nonSensitiveRiskInUSD: 0,
  residualNonSensitiveRiskInUSD: 0,
};

/**
 * partner ─┬─ customer A   (cards $20 · e-mail $2.50 · person name $1, not sensitive)
 *          ├─ sub ── customer B   (cards $20 · phone $0.35, not sensitive)
 *          └─ deleted customer D  ($2,000 under PCI and GDPR, never summed)
 * other customer O (root) — its own regulation and classifier, never seen by the others
 *
 * Regulations: PCI (Global) ← A.card, B.card, B.phone, D.card; GDPR (Europe) ← A.card, A.email,
 * A.name, D.card; HIPAA (North America) selected by A, no findings; RETIRED ← A.card, then deleted;
 * OTHER ← O only; D selects UNSEEN.
 *
 * A, device 1: cards.xlsx  card×10 + email×4            $200 + $10 sensitive      plain
 *              list.csv    email×2 ($5) + name×5 ($5 not sensitive)          encrypted
 * A, device 2: pay.pdf     card×1  $20                                          encrypted
 * B, device 1: a.txt       card×3  $60                                          plain
 *              b.txt       card×2 ($40) + phone×3 ($1.05 not sensitive)      encrypted
 */
describe('data risk by regulation and by policy', () => {
  let t: TestApp;
  const suffix = unique('r');
  const name = (n: string) => `${n} ${suffix}`;
  let partner: { id: number };
  let sub: { id: number };
  let a: { id: number };
  let b: { id: number };
  let o: { id: number };
  let pci: number;
  let gdpr: number;
  let hipaa: number;
  let retired: number;
  let otherRegulation: number;
  let aCard: number;
  let aEmail: number;
  let aName: number;
  let bCard: number;
  let bPhone: number;
  let aCardRule: number;
  let aEmailRule: number;
  let partnerToken: string;
  let subToken: string;
  let aToken: string;
  let oToken: string;

  async function send(agentKey: string, files: Parameters<typeof file>[]) {
    const agent = await registerAgent(t.app, agentKey);
    const res = await sendBatch(t.app, agent.credential, batch({ files: files.map((f) => file(...f)) }));
    expect(res.statusCode).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    sub = await createTenant(t.db, partner.id, 'PARTNER');
    const customerA = await createAgentCustomer(t.db, partner.id);
    const customerB = await createAgentCustomer(t.db, sub.id);
    const customerD = await createAgentCustomer(t.db, partner.id);
    const customerO = await createAgentCustomer(t.db, t.rootTenantId);
    a = customerA;
    b = customerB;
    o = customerO;

    pci = await createRegulation(t.db, name('PCI DSS'));
    gdpr = await createRegulation(t.db, name('GDPR'));
    hipaa = await createRegulation(t.db, name('HIPAA'));
    retired = await createRegulation(t.db, name('Retired'));
    otherRegulation = await createRegulation(t.db, name('Other'));
    const unseen = await createRegulation(t.db, name('Unseen'));
    await t.db
      .update(regulations)
      .set({ region: 'Europe', description: 'EU privacy' })
      .where(eq(regulations.id, gdpr));
    await t.db.update(regulations).set({ region: 'North America' }).where(eq(regulations.id, hipaa));
    await t.db.insert(tenantRegulations).values([
      { tenantId: a.id, regulationId: pci },
      { tenantId: a.id, regulationId: hipaa },
      { tenantId: customerD.id, regulationId: unseen },
    ]);

    aCard = await createClassifier(t.db, a.id, {
      name: name('Card'),
      valuePerRecord: 20,
      regulationIds: [pci, gdpr, retired],
    });
    aEmail = await createClassifier(t.db, a.id, {
      name: name('Email'),
      valuePerRecord: 2.5,
      regulationIds: [gdpr],
    });
    aName = await createClassifier(t.db, a.id, {
      name: name('Name'),
      valuePerRecord: 1,
      isSensitive: false,
      regulationIds: [gdpr],
    });
    await t.db
      .update(classifiers)
      .set({ countries: ['US', 'DE'] })
      .where(and(eq(classifiers.tenantId, a.id), eq(classifiers.id, aCard)));
    // Encrypted: an active rule with encryption on. The e-mail rule has it on but is inactive.
    aCardRule = await createRule(t.db, a.id, aCard, { encryption: { isEnabled: true, delayDays: 7 } });
    aEmailRule = await createRule(t.db, a.id, aEmail, {
      isActive: false,
      overrideOtherEncryptionRules: true,
      encryption: { isEnabled: true, delayDays: 3 },
    });
    bCard = await createClassifier(t.db, b.id, {
      name: name('B card'),
      valuePerRecord: 20,
      regulationIds: [pci],
    });
    bPhone = await createClassifier(t.db, b.id, {
      name: name('B phone'),
      valuePerRecord: 0.35,
      isSensitive: false,
      regulationIds: [pci],
    });
    const dCard = await createClassifier(t.db, customerD.id, {
      valuePerRecord: 20,
      regulationIds: [pci, gdpr],
    });
    const oCard = await createClassifier(t.db, o.id, {
      valuePerRecord: 20,
      regulationIds: [otherRegulation],
    });

    await send(customerA.agentKey, [
      [
        'C:\\Users\\ann\\cards.xlsx',
        [
          { classifierId: aCard, count: 10 },
          { classifierId: aEmail, count: 4 },
        ],
      ],
      [
        'C:\\Users\\ann\\list.csv',
        [
          { classifierId: aEmail, count: 2 },
          { classifierId: aName, count: 5 },
        ],
        { isEncrypted: true },
      ],
    ]);
    await send(customerA.agentKey, [
      ['/home/bob/pay.pdf', [{ classifierId: aCard, count: 1 }], { isEncrypted: true }],
    ]);
    await send(customerB.agentKey, [
      ['/srv/a.txt', [{ classifierId: bCard, count: 3 }]],
      [
        '/srv/b.txt',
        [
          { classifierId: bCard, count: 2 },
          { classifierId: bPhone, count: 3 },
        ],
        { isEncrypted: true },
      ],
    ]);
    await send(customerD.agentKey, [['/d.txt', [{ classifierId: dCard, count: 100 }]]]);
    await send(customerO.agentKey, [['/o.txt', [{ classifierId: oCard, count: 7 }]]]);
    await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, customerD.id));
    await t.db
      .update(regulations)
      .set({ isDeleted: true })
      .where(inArray(regulations.id, [retired]));

    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    subToken = await tokenFor(t.config, await createUser(t.db, sub.id));
    aToken = await tokenFor(t.config, await createUser(t.db, a.id));
    oToken = await tokenFor(t.config, await createUser(t.db, o.id));
  });
  afterAll(() => t.close());

  async function regulationList(token: string, vars: Record<string, unknown> = {}) {
    const res = await t.gql<{ regulationsDataRisks: Segment<RegulationItem> }>(REGULATIONS, vars, token);
    expect(res.errors).toBeUndefined();
    return res.data!.regulationsDataRisks;
  }
  async function byRegulation(token: string, vars: Record<string, unknown>) {
    const res = await t.gql<{ policiesDataRisksByRegulation: Segment<PolicyItem> }>(
      BY_REGULATION,
      vars,
      token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.policiesDataRisksByRegulation;
  }
  async function policies(token: string, vars: Record<string, unknown> = {}) {
    const res = await t.gql<{ policies: Segment<PolicyItem> }>(POLICIES, vars, token);
    expect(res.errors).toBeUndefined();
    return res.data!.policies;
  }

  // A under PCI: cards.xlsx (card×10 $200) and pay.pdf (card×1 $20, encrypted).
  const aPci: Amounts = {
    filesCount: 2,
    filesEntriesCount: 11,
    riskInUSD: 220,
    encryptedRiskInUSD: 20,
    residualRiskInUSD: 200,
    encryptedSensitiveRiskInUSD: 20,
    encryptedNonSensitiveRiskInUSD: 0,
    filesEncryptedCount: 1,
    filesEncryptedEntriesCount: 1,
    sensitiveFilesCount: 2,
    sensitiveFilesEntriesCount: 11,
    sensitiveRiskInUSD: 220,
    residualSensitiveRiskInUSD: 200,
    nonSensitiveFilesCount: 0,
    nonSensitiveFilesEntriesCount: 0,
    nonSensitiveRiskInUSD: 0,
    residualNonSensitiveRiskInUSD: 0,
  };
  // A under GDPR: all three files. cards.xlsx 14 records $210; list.csv (encrypted) 2 records $5
  // sensitive + 5 records $5 not; pay.pdf (encrypted) 1 record $20.
  // Sensitive: 3 files, 17 records, $235, encrypted 2 files 3 records $25. Not: 1 file 5 records $5, all encrypted.
  const aGdpr: Amounts = {
    filesCount: 3,
    filesEntriesCount: 22,
    riskInUSD: 240,
    encryptedRiskInUSD: 30,
    residualRiskInUSD: 210,
    encryptedSensitiveRiskInUSD: 25,
    encryptedNonSensitiveRiskInUSD: 5,
    filesEncryptedCount: 2,
    filesEncryptedEntriesCount: 8,
    sensitiveFilesCount: 3,
    sensitiveFilesEntriesCount: 17,
    sensitiveRiskInUSD: 235,
    residualSensitiveRiskInUSD: 210,
    nonSensitiveFilesCount: 1,
    nonSensitiveFilesEntriesCount: 5,
    nonSensitiveRiskInUSD: 5,
    residualNonSensitiveRiskInUSD: 0,
  };
  // B under PCI: a.txt card×3 $60; b.txt (encrypted) card×2 $40 + phone×3 $1.05 not sensitive.
  const bPci: Amounts = {
    filesCount: 2,
    filesEntriesCount: 8,
    riskInUSD: 101.05,
    encryptedRiskInUSD: 41.05,
    residualRiskInUSD: 60,
    encryptedSensitiveRiskInUSD: 40,
    encryptedNonSensitiveRiskInUSD: 1.05,
    filesEncryptedCount: 1,
    filesEncryptedEntriesCount: 5,
    sensitiveFilesCount: 2,
    sensitiveFilesEntriesCount: 5,
    sensitiveRiskInUSD: 100,
    residualSensitiveRiskInUSD: 60,
    nonSensitiveFilesCount: 1,
    nonSensitiveFilesEntriesCount: 3,
    nonSensitiveRiskInUSD: 1.05,
    residualNonSensitiveRiskInUSD: 0,
  };
  // The partner's PCI: A + B (D is deleted): 220 + 101.05 = 321.05, encrypted 20 + 41.05 = 61.05.
  const partnerPci: Amounts = {
    filesCount: 4,
    filesEntriesCount: 19,
    riskInUSD: 321.05,
    encryptedRiskInUSD: 61.05,
    residualRiskInUSD: 260,
    encryptedSensitiveRiskInUSD: 60,
    encryptedNonSensitiveRiskInUSD: 1.05,
    filesEncryptedCount: 2,
    filesEncryptedEntriesCount: 6,
    sensitiveFilesCount: 4,
    sensitiveFilesEntriesCount: 16,
    sensitiveRiskInUSD: 320,
    residualSensitiveRiskInUSD: 260,
    nonSensitiveFilesCount: 1,
    nonSensitiveFilesEntriesCount: 3,
    nonSensitiveRiskInUSD: 1.05,
    residualNonSensitiveRiskInUSD: 0,
  };

  describe('regulationsDataRisks', () => {
    it("lists a customer's regulations with findings and those it selected, by risk", async () => {
      const list = await regulationList(aToken);
      // GDPR $240 > PCI $220 > HIPAA (selected, no findings); Retired is deleted, Other is O's.
      expect(list.items).toEqual([
        {
          regulationId: gdpr,
          regulationName: name('GDPR'),
          regulationDescription: 'EU privacy',
          region: 'Europe',
          regions: ['Europe'],
          ...aGdpr,
        },
        {
          regulationId: pci,
          regulationName: name('PCI DSS'),
          regulationDescription: '',
          region: 'Global',
          regions: ['Global'],
          ...aPci,
        },
        {
          regulationId: hipaa,
          regulationName: name('HIPAA'),
          regulationDescription: '',
          region: 'North America',
          regions: ['North America'],
          ...ZERO,
        },
      ]);
      expect(list.totalCount).toBe(3);
      expect(list.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
    });

    it("sums a partner's nested customers and leaves the deleted one out", async () => {
      const list = await regulationList(partnerToken);
      // PCI $321.05 > GDPR $240 (D's $2,000 not counted) > HIPAA; D's selection Unseen is not listed.
      expect(list.items.map((r) => r.regulationId)).toEqual([pci, gdpr, hipaa]);
      expect(list.items[0]).toMatchObject(partnerPci);
      expect(list.items[1]).toMatchObject(aGdpr);
      expect(list.items[2]).toMatchObject(ZERO);
      // The sub-partner sees B only; a partner naming the sub-partner sees the same.
      const subList = await regulationList(subToken);
      expect(subList.items.map((r) => ({ id: r.regulationId, risk: r.riskInUSD }))).toEqual([
        { id: pci, risk: 101.05 },
      ]);
      expect(subList.items[0]).toMatchObject(bPci);
      expect(await regulationList(partnerToken, { tenantId: sub.id })).toEqual(subList);
      expect(await regulationList(partnerToken, { tenantId: a.id })).toEqual(await regulationList(aToken));
    });

    it('selectedOnly lists only the regulations the customers selected, with the same figures', async () => {
      const all = await regulationList(aToken);
      const selected = await regulationList(aToken, { request: { selectedOnly: true } });
      // A selected PCI DSS and HIPAA; GDPR (findings only, not selected) is left out.
      expect(selected.items.map((r) => r.regulationId)).toEqual([pci, hipaa]);
      expect(selected.totalCount).toBe(2);
      expect(selected.items).toEqual(all.items.filter((r) => r.regulationId !== gdpr));
      // A partner: the union of its customers' selections (D is deleted: its Unseen stays out).
      const partnerSelected = await regulationList(partnerToken, { request: { selectedOnly: true } });
      expect(partnerSelected.items.map((r) => r.regulationId)).toEqual([pci, hipaa]);
      // The sub-partner's only customer selected nothing.
      expect((await regulationList(subToken, { request: { selectedOnly: true } })).totalCount).toBe(0);
      // false is the whole list; with a name filter both narrow.
      expect(await regulationList(aToken, { request: { selectedOnly: false } })).toEqual(all);
      const named = await regulationList(aToken, {
        request: { selectedOnly: true, filterName: name('HIPAA') },
      });
      expect(named.items.map((r) => r.regulationId)).toEqual([hipaa]);
    });

    it('filters by name, case-insensitively, and takes % literally', async () => {
      const gdprOnly = await regulationList(partnerToken, {
        request: { filterName: ` ${name('gdpr').toUpperCase()}` },
      });
      expect(gdprOnly.items.map((r) => r.regulationId)).toEqual([gdpr]);
      expect(gdprOnly.totalCount).toBe(1);
      const none = await regulationList(partnerToken, { request: { filterName: '%' } });
      expect(none.totalCount).toBe(0);
      const all = await regulationList(partnerToken, { request: { filterName: '' } });
      expect(all.totalCount).toBe(3);
      // filterName and where combine
      const both = await regulationList(partnerToken, {
        request: { filterName: suffix },
        where: { region: { eq: 'Global' } },
      });
      expect(both.items.map((r) => r.regulationId)).toEqual([pci]);
    });

    it('filters and sorts on each sensitivity', async () => {
      // Sensitive: PCI residual 320 − 60 = 260, GDPR 235 − 25 = 210; HIPAA has no sensitive file.
      const sensitive = await regulationList(partnerToken, {
        where: { sensitiveFilesCount: { gt: 0 } },
        order: [{ residualSensitiveRiskInUSD: 'ASC' }],
      });
      expect(sensitive.items.map((r) => [r.regulationId, r.residualSensitiveRiskInUSD])).toEqual([
        [gdpr, 210],
        [pci, 260],
      ]);
      // Non-sensitive: GDPR $5 > PCI $1.05.
      const nonSensitive = await regulationList(partnerToken, {
        where: { nonSensitiveFilesCount: { gt: 0 } },
        order: [{ nonSensitiveRiskInUSD: 'DESC' }],
      });
      expect(nonSensitive.items.map((r) => [r.regulationId, r.nonSensitiveRiskInUSD])).toEqual([
        [gdpr, 5],
        [pci, 1.05],
      ]);
      // Both: residual 260 (PCI) > 210 (GDPR) > 0 (HIPAA).
      const residual = await regulationList(partnerToken, { order: [{ residualRiskInUSD: 'DESC' }] });
      expect(residual.items.map((r) => r.regulationId)).toEqual([pci, gdpr, hipaa]);
      const byName = await regulationList(partnerToken, { order: [{ regulationName: 'ASC' }] });
      expect(byName.items.map((r) => r.regulationId)).toEqual([gdpr, hipaa, pci]);
    });

    it('pages', async () => {
      const first = await regulationList(partnerToken, { take: 2 });
      expect(first.items.map((r) => r.regulationId)).toEqual([pci, gdpr]);
      expect(first.totalCount).toBe(3);
      expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
      const second = await regulationList(partnerToken, { skip: 2, take: 2 });
      expect(second.items.map((r) => r.regulationId)).toEqual([hipaa]);
      expect(second.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    });

    it('refuses bad input with a clear error', async () => {
      const tooLong = await t.gql(
        REGULATIONS,
        { request: { filterName: 'x'.repeat(Limits.searchMax + 1) } },
        aToken,
      );
      expect(tooLong.errors?.[0]?.message).toBe(Messages.lengthBelow(Limits.searchMax));
      expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filterName' });
      const atMax = await t.gql(
        REGULATIONS,
        { request: { filterName: 'x'.repeat(Limits.searchMax) } },
        aToken,
      );
      expect(atMax.errors).toBeUndefined();
      const negative = await t.gql(REGULATIONS, { take: -1 }, aToken);
      expect(negative.errors?.[0]?.message).toBe('take must be 0 or more');
      // Written in the document: an unknown field passed in variables is masked by yoga.ts today.
      const badSort = await t.gql(
        `query { regulationsDataRisks(order: [{ nope: ASC }]) { totalCount } }`,
        {},
        aToken,
      );
      expect(badSort.errors?.[0]?.message).toBe(
        'Field "nope" is not defined by type "DataRiskByRegulationSortInput".',
      );
      expect(badSort.data).toBeNull();
    });
  });

  describe('policiesDataRisksByRegulation', () => {
    it("lists the regulation's classifiers with their own risk, computed by hand", async () => {
      const list = await byRegulation(aToken, { regulationId: gdpr });
      const regulation = {
        regulationId: gdpr,
        regulationName: name('GDPR'),
        regulationDescription: 'EU privacy',
        regions: ['Europe'],
        tenantId: a.id,
      };
      expect(list.items).toEqual([
        // card: cards.xlsx ×10 $200 and pay.pdf ×1 $20 (encrypted)
        {
          ...regulation,
          policyId: aCard,
          policyName: name('Card'),
          policyCountries: ['US', 'DE'],
          policyIsEncrypted: true,
          isEncrypted: true,
          rules: [
            {
              id: aCardRule,
              isActive: true,
              encryptionIsEnabled: true,
              overrideOtherEncryptionRules: false,
              encryptionDelayDays: 7,
            },
          ],
          ...aPci,
        },
        // e-mail: cards.xlsx ×4 $10 and list.csv ×2 $5 (encrypted)
        {
          ...regulation,
          policyId: aEmail,
          policyName: name('Email'),
          policyCountries: [],
          policyIsEncrypted: false,
          isEncrypted: false,
          rules: [
            {
              id: aEmailRule,
              isActive: false,
              encryptionIsEnabled: true,
              overrideOtherEncryptionRules: true,
              encryptionDelayDays: 3,
            },
          ],
          ...ZERO,
          filesCount: 2,
          filesEntriesCount: 6,
          riskInUSD: 15,
          encryptedRiskInUSD: 5,
          residualRiskInUSD: 10,
          encryptedSensitiveRiskInUSD: 5,
          filesEncryptedCount: 1,
          filesEncryptedEntriesCount: 2,
          sensitiveFilesCount: 2,
          sensitiveFilesEntriesCount: 6,
          sensitiveRiskInUSD: 15,
          residualSensitiveRiskInUSD: 10,
        },
        // person name: list.csv ×5 $5, not sensitive, encrypted
        {
          ...regulation,
          policyId: aName,
          policyName: name('Name'),
          policyCountries: [],
          policyIsEncrypted: false,
          isEncrypted: false,
          rules: [],
          ...ZERO,
          filesCount: 1,
          filesEntriesCount: 5,
          riskInUSD: 5,
          encryptedRiskInUSD: 5,
          encryptedNonSensitiveRiskInUSD: 5,
          filesEncryptedCount: 1,
          filesEncryptedEntriesCount: 5,
          nonSensitiveFilesCount: 1,
          nonSensitiveFilesEntriesCount: 5,
          nonSensitiveRiskInUSD: 5,
        },
      ]);
      expect(list.totalCount).toBe(3);
    });

    it("sums nothing across customers but lists a partner's customers' classifiers, deleted customer left out", async () => {
      const list = await byRegulation(partnerToken, { regulationId: pci });
      // A.card $220 > B.card $100 > B.phone $1.05; D.card ($2,000) is gone with D.
      expect(list.items.map((p) => [p.policyId, p.tenantId, p.riskInUSD])).toEqual([
        [aCard, a.id, 220],
        [bCard, b.id, 100],
        [bPhone, b.id, 1.05],
      ]);
      const encrypted = await byRegulation(partnerToken, {
        regulationId: pci,
        where: { policyIsEncrypted: { eq: true } },
      });
      expect(encrypted.items.map((p) => p.policyId)).toEqual([aCard]);
      const nonSensitive = await byRegulation(partnerToken, {
        regulationId: pci,
        where: { nonSensitiveFilesCount: { gt: 0 } },
      });
      expect(nonSensitive.items.map((p) => p.policyId)).toEqual([bPhone]);
      const paged = await byRegulation(partnerToken, { regulationId: pci, skip: 1, take: 1 });
      expect(paged.items.map((p) => p.policyId)).toEqual([bCard]);
      expect(paged.totalCount).toBe(3);
      expect(paged.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    });

    it('answers an unknown, a deleted or another tenant’s regulation with the same empty list', async () => {
      const empty = { items: [], totalCount: 0, pageInfo: { hasNextPage: false, hasPreviousPage: false } };
      expect(await byRegulation(aToken, { regulationId: 987_654_321 })).toEqual(empty);
      expect(await byRegulation(aToken, { regulationId: otherRegulation })).toEqual(empty);
      expect(await byRegulation(partnerToken, { regulationId: otherRegulation })).toEqual(empty);
      expect(await byRegulation(aToken, { regulationId: retired })).toEqual(empty);
      // O itself sees its classifier under it.
      expect((await byRegulation(oToken, { regulationId: otherRegulation })).totalCount).toBe(1);
      // and never A's under GDPR
      expect(await byRegulation(oToken, { regulationId: gdpr })).toEqual(empty);
    });

    it(`takes ${Limits.policiesUnderRegulationPageSize} by default`, async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const regulation = await createRegulation(t.db);
      for (let i = 0; i < Limits.policiesUnderRegulationPageSize + 1; i += 1) {
        await createClassifier(t.db, customer.id, { regulationIds: [regulation] });
      }
      const token = await tokenFor(t.config, await createUser(t.db, customer.id));
      const list = await byRegulation(token, { regulationId: regulation });
      expect(list.items).toHaveLength(Limits.policiesUnderRegulationPageSize);
      expect(list.totalCount).toBe(Limits.policiesUnderRegulationPageSize + 1);
      expect(list.pageInfo.hasNextPage).toBe(true);
      const all = await policies(token);
      expect(all.items).toHaveLength(Limits.defaultPageSize);
      expect(all.totalCount).toBe(Limits.policiesUnderRegulationPageSize + 1);
    });
  });

  describe('policies', () => {
    it('lists every classifier of the scope, filterable by isEncrypted', async () => {
      const list = await policies(aToken);
      expect(list.items.map((p) => [p.policyId, p.riskInUSD, p.regulationId, p.regions])).toEqual([
        [aCard, 220, null, null],
        [aEmail, 15, null, null],
        [aName, 5, null, null],
      ]);
      expect(list.items[0]).toMatchObject(aPci);
      const encrypted = await policies(aToken, { where: { isEncrypted: { eq: true } } });
      expect(encrypted.items.map((p) => p.policyId)).toEqual([aCard]);
      const plain = await policies(aToken, {
        where: { isEncrypted: { eq: false } },
        order: [{ policyName: 'ASC' }],
      });
      expect(plain.items.map((p) => p.policyId)).toEqual([aEmail, aName]);
      // A partner: A's three, B's two; D's is gone with D.
      const partnerList = await policies(partnerToken, { order: [{ residualRiskInUSD: 'DESC' }] });
      // residual: A.card 200, B.card 60, A.email 10, then A.name and B.phone at 0 (by id)
      expect(partnerList.items.map((p) => p.policyId)).toEqual([aCard, bCard, aEmail, aName, bPhone]);
    });

    it('refuses a negative take and an unknown filter', async () => {
      const negative = await t.gql(POLICIES, { take: -5 }, aToken);
      expect(negative.errors?.[0]?.message).toBe('take must be 0 or more');
      const unknown = await t.gql(
        `query { policies(where: { secret: { eq: 1 } }) { totalCount } }`,
        {},
        aToken,
      );
      expect(unknown.errors?.[0]?.message).toBe(
        'Field "secret" is not defined by type "DataRiskByPolicyFilterInput".',
      );
      const badSort = await t.gql(
        `query { policiesDataRisksByRegulation(request: { regulationId: 1 }, order: [{ rules: ASC }]) { totalCount } }`,
        {},
        aToken,
      );
      expect(badSort.errors?.[0]?.message).toBe(
        'Field "rules" is not defined by type "DataRiskByPolicySortInput".',
      );
    });
  });

  it("answers another customer's tenant id exactly like a missing one, in every operation", async () => {
    const calls: [string, Record<string, unknown>][] = [
      [REGULATIONS, {}],
      [BY_REGULATION, { regulationId: pci }],
      [POLICIES, {}],
    ];
    for (const [query, vars] of calls) {
      const foreign = await t.gql(query, { ...vars, tenantId: a.id }, oToken);
      const missing = await t.gql(query, { ...vars, tenantId: 987_654_321 }, oToken);
      expect(foreign.data).toBeNull();
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(foreign.errors?.[0]?.message.replace(String(a.id), 'N')).toBe(
        missing.errors?.[0]?.message.replace('987654321', 'N'),
      );
      // A customer cannot reach its partner either.
      const upward = await t.gql(query, { ...vars, tenantId: partner.id }, aToken);
      expect(upward.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const anonymous = await t.gql(REGULATIONS, {}, null);
    expect(anonymous.data).toBeNull();
  });
});
