import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { tenantRegulations } from '../src/regulations/regulations.tables.js';
import { createTenant, createUser, tokenFor, unique } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createRegulation,
  file,
  registerAgent,
  sendBatch,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/*
 * The library's hidden parts (templates of another testing group, 'test' regulations) answer like
 * missing ones for a tenant that may not see them, through every read that could name them.
 *
 *   K   content, Prod                      [reg]
 *   H   content, testing group 2           [reg]
 *   CMP compound of H and K, Prod          [reg]   hidden wherever H is
 *   CMK compound of K, Prod                [reg]
 *   TT  content, Prod                      [reg, hiddenReg ('… TEST …')]
 *
 * partner P ── customer C (Prod, selects reg)      customer Q (testing group 2, selects reg)
 */

const TEMPLATE_FIELDS = 'id name regulations { id name } compoundGroups { items { classifierId } }';
const CREATE_TEMPLATE = `mutation ($input: ClassifierInput!) { createTemplateClassifier(input: $input) { id } }`;
const UPDATE_TEMPLATE = `mutation ($id: Int!, $input: ClassifierInput!) { updateTemplateClassifier(id: $id, input: $input) { id } }`;
const TEMPLATE = `query ($id: Int!) { templateClassifier(request: { id: $id }) { ${TEMPLATE_FIELDS} } }`;
const TEMPLATES = `query ($tenantId: Int) { templateClassifiers(take: 1000, tenantId: $tenantId) { items { id name regulations } } }`;
const CLASSIFIER = `query ($id: Int!, $tenantId: Int) { classifier(request: { id: $id }, tenantId: $tenantId) {
  id name templateId regulations { id name } compoundGroups { items { classifierId } } } }`;
const CLASSIFIERS = `query ($where: ClassifierListRowFilterInput) {
  classifiersList(where: $where, showAll: true, take: 1000) { totalCount items { id regulations } } }`;
const UPDATE_CLASSIFIER = `mutation ($id: Int!, $input: ClassifierInput!) { updateClassifier(id: $id, input: $input) { id } }`;
const COPY_TEMPLATE = `mutation ($templateId: Int) { createClassifierFromExisting(templateId: $templateId) }`;
const SELECT = `mutation ($ids: [CustomerRegulationContentTypeInput!]!, $tenantId: Int) {
  updateCustomerRegulations(request: { contentTypes: $ids }, tenantId: $tenantId) { id } }`;
const POLICY_UPDATES = `query ($tenantId: Int) { policyUpdates(tenantId: $tenantId) {
  totalCount items { id name classifiers { id name templateId templateName status } } } }`;
const PARTNER_UPDATES = `query { policyUpdatesForPartner { id hasUpdates } }`;
const RUN = `mutation ($items: [PolicyUpdateItemInput!]!, $tenantId: Int) {
  runPolicyUpdates(request: { items: $items }, tenantId: $tenantId) { added updated deleted customers } }`;
const RUN_CUSTOMER = `mutation ($tenantId: Int!) { runPolicyUpdatesForCustomer(tenantId: $tenantId) { added updated deleted } }`;
const DATA_RISK = `query ($tenantId: Int) { regulationsDataRisks(take: 1000, tenantId: $tenantId) {
  items { regulationId regulationName riskInUSD } } }`;
const POLICIES_OF = `query ($regulationId: Int!) {
  policiesDataRisksByRegulation(request: { regulationId: $regulationId }) { totalCount items { policyId regulationName } } }`;
const DEVICE_RISK = `query { deviceRisks(take: 100) { items { deviceId regulations { id name } } }
  deviceRisksByClassifiers(take: 100) { items { classifierId regulations { id name } } } }`;

interface Answer {
  data?: unknown;
  errors?: readonly { message: string; extensions?: unknown }[];
}
/** An answer with its ids blanked: a hidden object's must equal a missing one's. */
const answer = (res: Answer) => ({
  data: res.data,
  message: res.errors?.[0]?.message.replace(/\d+/g, '#'),
  extensions: res.errors?.[0]?.extensions,
});
const MISSING = 999_999;

describe('hidden parts of the library answer like missing ones', () => {
  let t: TestApp;
  let sys: string;
  let partner: { id: number };
  let partnerToken: string;
  let c: Awaited<ReturnType<typeof createAgentCustomer>>;
  let cToken: string;
  let q: { id: number };
  let qToken: string;
  let reg: number;
  let hiddenReg: number;
  let hiddenRegName: string;
  const tpl: Record<'K' | 'H' | 'CMP' | 'CMK' | 'TT', number> = { K: 0, H: 0, CMP: 0, CMK: 0, TT: 0 };
  const names: Record<string, string> = {};

  const content = (label: string, regulations: number[]) => ({
    type: 'BY_CONTENT',
    name: (names[label] = unique(label)),
    shortName: label,
    filterVersion: 1,
    reasonForChange: 'initial',
    valuePerRecord: 10,
    matchers: [{ type: 'CONTAINS', value: label.toLowerCase() }],
    regulations,
  });
  const compound = (label: string, items: number[], regulations: number[], name = unique(label)) => ({
    type: 'COMPOUND',
    name: (names[label] = name),
    shortName: label,
    filterVersion: 1,
    reasonForChange: 'initial',
    valuePerRecord: 10,
    compoundGroups: [{ items: items.map((classifierId) => ({ nodeType: 'CLASSIFIER', classifierId })) }],
    regulations,
  });
  async function createTemplate(input: Record<string, unknown>): Promise<number> {
    const res = await t.gql<{ createTemplateClassifier: { id: number } }>(CREATE_TEMPLATE, { input }, sys);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.createTemplateClassifier.id;
  }
  /** The tenant's live copy of a template, if any. */
  async function copyOf(tenantId: number, templateId: number): Promise<number | undefined> {
    const rows = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from classifiers where tenant_id = ${tenantId} and template_id = ${templateId} and not is_deleted`,
    );
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0]?.id;
  }
  const classifier = async (id: number, token: string, tenantId?: number) =>
    (
      await t.gql<{
        classifier: {
          name: string;
          regulations: { id: number; name: string }[];
          compoundGroups: { items: { classifierId: number | null }[] }[];
        };
      }>(CLASSIFIER, { id, tenantId }, token)
    ).data!.classifier;
  const itemsOf = (groups: { items: { classifierId: number | null }[] }[]) =>
    groups.flatMap((g) => g.items.map((i) => i.classifierId));
  const policyRows = async (token: string, tenantId?: number) =>
    (
      await t.gql<{
        policyUpdates: {
          totalCount: number;
          items: {
            id: number;
            classifiers: {
              id: number | null;
              name: string;
              templateId: number;
              templateName: string;
              status: string;
            }[];
          }[];
        };
      }>(POLICY_UPDATES, { tenantId }, token)
    ).data!.policyUpdates;

  beforeAll(async () => {
    t = await createTestApp();
    sys = await tokenFor(t.config, await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] }));
    partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    c = await createAgentCustomer(t.db, partner.id);
    cToken = await tokenFor(t.config, await createUser(t.db, c.id));
    q = await createAgentCustomer(t.db, t.rootTenantId, { testingGroups: [2] });
    qToken = await tokenFor(t.config, await createUser(t.db, q.id));
    reg = await createRegulation(t.db, unique('Privacy'));
    hiddenRegName = unique('Internal TEST');
    hiddenReg = await createRegulation(t.db, hiddenRegName);

    tpl.K = await createTemplate(content('K', [reg]));
    tpl.H = await createTemplate(content('H', [reg]));
    await t.db.execute(sql`update template_classifiers set testing_group_id = 2 where id = ${tpl.H}`);
    tpl.CMP = await createTemplate(compound('CMP', [tpl.H, tpl.K], [reg]));
    tpl.CMK = await createTemplate(compound('CMK', [tpl.K], [reg]));
    tpl.TT = await createTemplate(content('TT', [reg, hiddenReg]));

    // Selecting the regulation gives each customer the templates it may have, at once.
    for (const token of [cToken, qToken])
      expect((await t.gql(SELECT, { ids: [{ id: reg }] }, token)).errors).toBeUndefined();
  });
  afterAll(() => t.close());

  describe('a compound template naming a template of another testing group', () => {
    it('templateClassifier and templateClassifiers: hidden like the template it names', async () => {
      const viaHidden = await t.gql(TEMPLATE, { id: tpl.CMP }, cToken);
      const viaMissing = await t.gql(TEMPLATE, { id: MISSING }, cToken);
      expect(answer(viaHidden)).toEqual(answer(viaMissing));
      expect(answer(viaMissing).extensions).toMatchObject({ code: 'NOT_FOUND' });
      const listed = async (token: string) =>
        (
          await t.gql<{ templateClassifiers: { items: { id: number }[] } }>(TEMPLATES, {}, token)
        ).data!.templateClassifiers.items.map((i) => i.id);
      const seenByC = await listed(cToken);
      expect(seenByC).toEqual(expect.arrayContaining([tpl.K, tpl.CMK, tpl.TT]));
      expect(seenByC).not.toContain(tpl.H);
      expect(seenByC).not.toContain(tpl.CMP);
      // The testing group's customer and the back office see it, naming both templates.
      expect(await listed(qToken)).toEqual(expect.arrayContaining([tpl.H, tpl.CMP]));
      for (const token of [qToken, sys]) {
        const seen = await t.gql<{
          templateClassifier: { compoundGroups: { items: { classifierId: number }[] }[] };
        }>(TEMPLATE, { id: tpl.CMP }, token);
        expect(itemsOf(seen.data!.templateClassifier.compoundGroups)).toEqual([tpl.H, tpl.K]);
      }
    });

    it('adding it, by hand or as a policy update, answers like a missing template', async () => {
      const byHand = await t.gql(COPY_TEMPLATE, { templateId: tpl.CMP }, cToken);
      expect(answer(byHand)).toEqual(answer(await t.gql(COPY_TEMPLATE, { templateId: MISSING }, cToken)));
      expect(JSON.stringify(byHand)).not.toContain(names.H!);
      const asUpdate = await t.gql(
        RUN,
        { items: [{ action: 'ADD', templateClassifierId: tpl.CMP }] },
        cToken,
      );
      expect(answer(asUpdate)).toEqual(
        answer(await t.gql(RUN, { items: [{ action: 'ADD', templateClassifierId: MISSING }] }, cToken)),
      );
      expect(await copyOf(c.id, tpl.CMP)).toBeUndefined();
      // Classifier Updates name neither: no MISSING row for it, no row of the hidden template.
      const shown = (await policyRows(cToken)).items.flatMap((r) => r.classifiers);
      expect(shown.map((x) => x.templateId)).toEqual(expect.arrayContaining([tpl.K, tpl.CMK, tpl.TT]));
      expect(shown.map((x) => x.templateId)).not.toContain(tpl.CMP);
      expect(JSON.stringify(shown)).not.toContain(names.H!);
    });

    it("copies of compound templates name the customer's own classifiers, never a template", async () => {
      const cK = await copyOf(c.id, tpl.K);
      const cCMK = await copyOf(c.id, tpl.CMK);
      expect(cK).toBeDefined();
      expect(itemsOf((await classifier(cCMK!, cToken)).compoundGroups)).toEqual([cK]);
      const qH = await copyOf(q.id, tpl.H);
      const qK = await copyOf(q.id, tpl.K);
      const qCMP = await copyOf(q.id, tpl.CMP);
      expect(itemsOf((await classifier(qCMP!, qToken)).compoundGroups)).toEqual([qH, qK]);
      // Such a copy is up to date with its template.
      for (const [token, tenantCopies] of [
        [cToken, [cK, cCMK]],
        [qToken, [qH, qK, qCMP]],
      ] as const) {
        const rows = (await policyRows(token)).items.flatMap((r) => r.classifiers);
        for (const id of tenantCopies) expect(rows.find((r) => r.id === id)?.status).toBe('ACTUAL');
      }
    });

    it('a copy whose template comes to name a hidden template answers like one whose template is gone', async () => {
      const cCMK = (await copyOf(c.id, tpl.CMK))!;
      const before = await classifier(cCMK, cToken);
      const renamed = unique('CMK v2');
      const res = await t.gql(
        UPDATE_TEMPLATE,
        { id: tpl.CMK, input: { ...compound('CMK', [tpl.K, tpl.H], [reg], renamed), filterVersion: 2 } },
        sys,
      );
      expect(res.errors).toBeUndefined();
      const row = (await policyRows(cToken)).items.flatMap((r) => r.classifiers).find((r) => r.id === cCMK);
      expect(row).toMatchObject({ status: 'DEPRECATED', templateName: before.name });
      expect(JSON.stringify(await policyRows(cToken))).not.toContain(renamed);
      const update = await t.gql(RUN, { items: [{ action: 'UPDATE', classifierId: cCMK }] }, cToken);
      expect(update.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(await classifier(cCMK, cToken)).toEqual(before);
      // The testing group's customer gets the new version, naming its own copies.
      const qCMK = (await copyOf(q.id, tpl.CMK))!;
      const all = await t.gql<{ runPolicyUpdatesForCustomer: { updated: number } }>(
        RUN_CUSTOMER,
        { tenantId: q.id },
        qToken,
      );
      expect(all.data?.runPolicyUpdatesForCustomer.updated).toBe(1);
      const updated = await classifier(qCMK, qToken);
      expect(updated.name).toBe(renamed);
      expect(itemsOf(updated.compoundGroups)).toEqual([await copyOf(q.id, tpl.K), await copyOf(q.id, tpl.H)]);
    });
  });

  describe("'test' regulations hidden from the tenant", () => {
    it('stay out of the template and classifier views, and a customer’s edit keeps the link', async () => {
      const regsOf = async (token: string) =>
        (
          await t.gql<{ templateClassifier: { regulations: { id: number; name: string }[] } }>(
            TEMPLATE,
            { id: tpl.TT },
            token,
          )
        ).data!.templateClassifier.regulations.map((r) => r.id);
      expect(await regsOf(cToken)).toEqual([reg]);
      expect((await regsOf(sys)).sort()).toEqual([reg, hiddenReg].sort());
      const listed = (
        await t.gql<{ templateClassifiers: { items: { id: number; regulations: number[] }[] } }>(
          TEMPLATES,
          {},
          cToken,
        )
      ).data!.templateClassifiers.items.find((i) => i.id === tpl.TT);
      expect(listed?.regulations).toEqual([reg]);

      const copy = (await copyOf(c.id, tpl.TT))!;
      expect((await classifier(copy, cToken)).regulations.map((r) => r.id)).toEqual([reg]);
      const list = async (where?: Record<string, unknown>) =>
        (
          await t.gql<{
            classifiersList: { totalCount: number; items: { id: number; regulations: number[] }[] };
          }>(CLASSIFIERS, { where }, cToken)
        ).data!.classifiersList;
      expect((await list()).items.find((i) => i.id === copy)?.regulations).toEqual([reg]);
      expect(await list({ regulations: { eq: hiddenReg } })).toEqual(
        await list({ regulations: { eq: MISSING } }),
      );
      expect((await list({ regulations: { eq: hiddenReg } })).totalCount).toBe(0);

      // The customer edits the copy: the link it never saw stays.
      const edit = await t.gql(
        UPDATE_CLASSIFIER,
        {
          id: copy,
          input: {
            type: 'BY_CONTENT',
            name: unique('TT edited'),
            shortName: 'TT',
            valuePerRecord: 12,
            matchers: [{ type: 'CONTAINS', value: 'tt' }],
            regulations: [reg],
          },
        },
        cToken,
      );
      expect(edit.errors).toBeUndefined();
      expect((await classifier(copy, sys, c.id)).regulations.map((r) => r.id).sort()).toEqual(
        [reg, hiddenReg].sort(),
      );
      // Naming it answers like a missing regulation, as before.
      const named = await t.gql(
        UPDATE_CLASSIFIER,
        {
          id: copy,
          input: {
            type: 'BY_CONTENT',
            name: unique('TT edited'),
            shortName: 'TT',
            valuePerRecord: 12,
            matchers: [{ type: 'CONTAINS', value: 'tt' }],
            regulations: [reg, hiddenReg],
          },
        },
        cToken,
      );
      const missing = await t.gql(
        UPDATE_CLASSIFIER,
        {
          id: copy,
          input: {
            type: 'BY_CONTENT',
            name: unique('TT edited'),
            shortName: 'TT',
            valuePerRecord: 12,
            matchers: [{ type: 'CONTAINS', value: 'tt' }],
            regulations: [reg, MISSING],
          },
        },
        cToken,
      );
      expect(answer(named)).toEqual(answer(missing));
    });

    it('stay out of the risk read by regulation and by device', async () => {
      const copy = (await copyOf(c.id, tpl.TT))!;
      const agent = await registerAgent(t.app, c.agentKey);
      const sent = await sendBatch(
        t.app,
        agent.credential,
        batch({ files: [file('C:\\hr\\tt.txt', [{ classifierId: copy, count: 3 }])] }),
      );
      expect(sent.statusCode).toBe(200);

      const regulationsOf = async (token: string, tenantId?: number) =>
        (
          await t.gql<{
            regulationsDataRisks: { items: { regulationId: number; regulationName: string }[] };
          }>(DATA_RISK, { tenantId }, token)
        ).data!.regulationsDataRisks.items;
      for (const [token, tenantId] of [
        [cToken, undefined],
        [partnerToken, undefined],
        [partnerToken, c.id],
      ] as const) {
        const rows = await regulationsOf(token, tenantId);
        expect(rows.map((r) => r.regulationId)).toContain(reg);
        expect(rows.map((r) => r.regulationId)).not.toContain(hiddenReg);
      }
      // The back office sees it, acting for the customer.
      expect((await regulationsOf(sys, c.id)).map((r) => r.regulationName)).toContain(hiddenRegName);

      const policiesOf = async (regulationId: number) => t.gql(POLICIES_OF, { regulationId }, cToken);
      expect(answer(await policiesOf(hiddenReg))).toEqual(answer(await policiesOf(MISSING)));
      expect(
        ((await policiesOf(reg)).data as { policiesDataRisksByRegulation: { totalCount: number } })
          .policiesDataRisksByRegulation.totalCount,
      ).toBeGreaterThan(0);

      const devices = await t.gql<{
        deviceRisks: { items: { deviceId: number; regulations: { id: number }[] }[] };
        deviceRisksByClassifiers: { items: { classifierId: number; regulations: { id: number }[] }[] };
      }>(DEVICE_RISK, {}, cToken);
      const device = devices.data!.deviceRisks.items.find((d) => d.deviceId === agent.deviceId);
      expect(device?.regulations.map((r) => r.id)).toEqual([reg]);
      const byClassifier = devices.data!.deviceRisksByClassifiers.items.find((d) => d.classifierId === copy);
      expect(byClassifier?.regulations.map((r) => r.id)).toEqual([reg]);
    });

    it('once the customer selected it, it shows everywhere for the customer and its partner', async () => {
      const copy = (await copyOf(c.id, tpl.TT))!;
      expect(
        (await t.gql(SELECT, { ids: [{ id: reg }, { id: hiddenReg }], tenantId: c.id }, sys)).errors,
      ).toBeUndefined();
      const names = (await classifier(copy, cToken)).regulations.map((r) => r.name);
      expect(names).toHaveLength(2);
      expect(names).toContain(hiddenRegName);
      for (const token of [cToken, partnerToken]) {
        const rows = (
          await t.gql<{ regulationsDataRisks: { items: { regulationId: number }[] } }>(DATA_RISK, {}, token)
        ).data!.regulationsDataRisks.items;
        expect(rows.map((r) => r.regulationId)).toContain(hiddenReg);
      }
      const policies = (await t.gql(POLICIES_OF, { regulationId: hiddenReg }, cToken)).data as {
        policiesDataRisksByRegulation: { items: { policyId: number; regulationName: string }[] };
      };
      expect(policies.policiesDataRisksByRegulation.items).toEqual([
        { policyId: copy, regulationName: hiddenRegName },
      ]);
    });
  });

  describe('Classifier Updates of a partner', () => {
    it("are its customers': its own selection gives it no rows and no classifiers", async () => {
      await t.db.insert(tenantRegulations).values({ tenantId: partner.id, regulationId: reg });
      expect(await policyRows(partnerToken)).toEqual({ totalCount: 0, items: [] });
      const add = await t.gql(RUN, { items: [{ action: 'ADD', templateClassifierId: tpl.K }] }, partnerToken);
      expect(add.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
      expect(await copyOf(partner.id, tpl.K)).toBeUndefined();
      // Its tree shows each customer's updates, from the customer's own selection.
      const tree = await t.gql<{ policyUpdatesForPartner: { id: number; hasUpdates: boolean }[] }>(
        PARTNER_UPDATES,
        {},
        partnerToken,
      );
      expect(tree.data!.policyUpdatesForPartner).toEqual([{ id: c.id, hasUpdates: true }]);
      // Acting for the customer, the partner sees the customer's.
      expect((await policyRows(partnerToken, c.id)).items.map((r) => r.id).sort()).toEqual(
        [reg, hiddenReg].sort(),
      );
    });
  });
});
