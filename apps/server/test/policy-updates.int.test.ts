import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { definitionColumns } from '../src/classifiers/classifier-definition.js';
import { classifiers, templateClassifiers } from '../src/classifiers/classifiers.tables.js';
import {
  findAllTemplates,
  insertTemplates,
  replaceTemplateRegulations,
} from '../src/classifiers/template-classifiers.repo.js';
import { copyTemplates } from '../src/classifiers/template-copies.js';
import { fileFindings, files } from '../src/files/files.tables.js';
import { regulations, tenantRegulations } from '../src/regulations/regulations.tables.js';
import { recomputeRollups } from '../src/rollups/recompute.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';
import { createTenant, createUser, tokenFor, unique } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  createRule,
  file,
  registerAgent,
  rollupSnapshot,
  sendBatch,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const POLICY_UPDATES = `query ($tenantId: Int, $skip: Int, $take: Int) {
  policyUpdates(tenantId: $tenantId, skip: $skip, take: $take) {
    items { id name classifiers { id name containsRules templateId templateName status } }
    totalCount pageInfo { hasNextPage }
  }
}`;
const PARTNER = `query ($tenantId: Int) { policyUpdatesForPartner(tenantId: $tenantId) { id name parentId hasUpdates isPartner } }`;
const RUN = `mutation ($items: [PolicyUpdateItemInput!]!, $tenantId: Int) {
  runPolicyUpdates(request: { items: $items }, tenantId: $tenantId) { added updated deleted customers }
}`;
const RUN_CUSTOMER = `mutation ($tenantId: Int!, $regulationId: Int) {
  runPolicyUpdatesForCustomer(tenantId: $tenantId, regulationId: $regulationId) { added updated deleted customers }
}`;
const RUN_PARTNER = `mutation ($tenantId: Int!, $regulationId: Int) {
  runPolicyUpdatesForPartner(tenantId: $tenantId, regulationId: $regulationId) { added updated deleted customers }
}`;
const OVERVIEW = `query ($tenantId: Int) {
  riskOverview(startPeriod: "2026-01-01T00:00:00Z", finishPeriod: "2026-03-01T00:00:00Z", tenantId: $tenantId) {
    dataRiskTotals { total }
  }
}`;

interface Row {
  id: number | null;
  name: string;
  containsRules: boolean;
  templateId: number;
  templateName: string;
  status: string;
}
interface Reg {
  id: number;
  name: string;
  classifiers: Row[];
}

describe('policy updates', () => {
  let t: TestApp;
  let regulationId: number;
  let regulationName: string;
  let otherRegulationId: number;
  const tpl: Record<string, number> = {};
  const names: Record<string, string> = {};

  async function template(
    label: string,
    regs: number[],
    extra: Partial<typeof templateClassifiers.$inferInsert> = {},
  ): Promise<number> {
    names[label] = `${label} ${unique('tpl')}`;
    const [row] = await insertTemplates(t.db, [
      {
        key: unique('key'),
        ...definitionColumns({
          name: names[label]!,
          type: 'BY_CONTENT',
          rules: [{ ruleType: 'CONTAINS', text: label }],
        }),
        ...extra,
      },
    ]);
    await replaceTemplateRegulations(t.db, row!.id, regs);
    tpl[label] = row!.id;
    return row!.id;
  }

  async function copy(tenantId: number, label: string): Promise<number> {
    const loaded = (await findAllTemplates(t.db)).get(tpl[label]!)!;
    return (await copyTemplates(t.db, await resolveSystemScope(t.db, tenantId), [loaded])).created[0]!.id;
  }

  async function select(tenantId: number, regs: number[]) {
    await t.db.insert(tenantRegulations).values(regs.map((regulationId) => ({ tenantId, regulationId })));
  }

  /** A customer with one classifier per status: ACTUAL, NOT_ACTUAL, DEPRECATED, MULTIPLE ×2, BLOCKED; T6 MISSING. */
  async function customerWithEveryStatus(parentId: number) {
    const tenant = await createAgentCustomer(t.db, parentId);
    await select(tenant.id, [regulationId]);
    const ids = {
      actual: await copy(tenant.id, 'T1'),
      notActual: await copy(tenant.id, 'T2'),
      deprecated: await copy(tenant.id, 'T3'),
      multipleA: await copy(tenant.id, 'T4'),
      multipleB: await copy(tenant.id, 'T4'),
      blocked: await copy(tenant.id, 'T5'),
    };
    await t.db
      .update(classifiers)
      .set({ isBlocked: true })
      .where(and(eq(classifiers.tenantId, tenant.id), eq(classifiers.id, ids.blocked)));
    // A copy made before T2's version 2 (customers made later copy version 2 otherwise).
    await t.db
      .update(classifiers)
      .set({ filterVersion: 1, rules: [{ ruleType: 'CONTAINS', text: 'T2' }] as never })
      .where(and(eq(classifiers.tenantId, tenant.id), eq(classifiers.id, ids.notActual)));
    return { tenant, ids };
  }

  let sys: string;
  let partnerId: number;
  let subPartnerId: number;
  let c: Awaited<ReturnType<typeof customerWithEveryStatus>>;
  let cToken: string;
  let partnerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    regulationName = unique('PU reg');
    const [reg] = await t.db.insert(regulations).values({ name: regulationName, sortNumber: 1 }).returning();
    regulationId = reg!.id;
    const [other] = await t.db
      .insert(regulations)
      .values({ name: unique('PU other'), sortNumber: 2 })
      .returning();
    otherRegulationId = other!.id;
    await template('T1', [regulationId]);
    await template('T2', [regulationId]);
    await template('T3', [regulationId]);
    await template('T4', [regulationId]);
    await template('T5', [regulationId]);
    await template('T6', [regulationId, otherRegulationId]);
    await template('T7', [regulationId], { testingGroupId: 2 });
    await template('T8', [regulationId], { isActive: false });

    sys = await tokenFor(t.config, await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] }));
    partnerId = (await createTenant(t.db, t.rootTenantId, 'PARTNER')).id;
    subPartnerId = (await createTenant(t.db, partnerId, 'PARTNER')).id;
    partnerToken = await tokenFor(t.config, await createUser(t.db, partnerId));
    c = await customerWithEveryStatus(partnerId);
    cToken = await tokenFor(t.config, await createUser(t.db, c.tenant.id));

    // The template changes after the copies were made: T2 gets a new version, T3 is retired.
    await t.db
      .update(templateClassifiers)
      .set({
        filterVersion: 2,
        rules: [{ ruleType: 'CONTAINS', text: 'T2 v2', minRepeat: 1, sortOrder: 0 }] as never,
      })
      .where(eq(templateClassifiers.id, tpl.T2!));
    await t.db
      .update(templateClassifiers)
      .set({ isActive: false })
      .where(eq(templateClassifiers.id, tpl.T3!));
  });
  afterAll(() => t.close());

  const updates = async (tenantId?: number, token = cToken) =>
    (
      await t.gql<{ policyUpdates: { items: Reg[]; totalCount: number } }>(
        POLICY_UPDATES,
        { tenantId },
        token,
      )
    ).data!.policyUpdates;
  const run = (items: Record<string, unknown>[], tenantId?: number, token = cToken) =>
    t.gql<{ runPolicyUpdates: Record<string, number> }>(RUN, { items, tenantId }, token);
  const statusOf = async (tenantId: number, id: number | null, templateId: number) =>
    (await updates(tenantId, sys)).items
      .find((r) => r.id === regulationId)
      ?.classifiers.find((x) => x.id === id && x.templateId === templateId)?.status;
  const auditCount = async (tenantId: number) =>
    (await t.db.select({ n: count() }).from(auditEntries).where(eq(auditEntries.tenantId, tenantId)))[0]!.n;

  it('policyUpdates: every status, hand-computed', async () => {
    await createRule(t.db, c.tenant.id, c.ids.notActual);
    const res = await updates();
    expect(res.totalCount).toBe(1);
    const row = (label: string, id: number | null, status: string, containsRules = false) => ({
      id,
      name: names[label],
      containsRules,
      templateId: tpl[label],
      templateName: names[label],
      status,
    });
    expect(res.items).toEqual([
      {
        id: regulationId,
        name: regulationName,
        classifiers: [
          row('T1', c.ids.actual, 'ACTUAL'),
          row('T2', c.ids.notActual, 'NOT_ACTUAL', true),
          row('T3', c.ids.deprecated, 'DEPRECATED'),
          row('T4', c.ids.multipleA, 'MULTIPLE_CLASSIFIERS_EXIST'),
          row('T4', c.ids.multipleB, 'MULTIPLE_CLASSIFIERS_EXIST'),
          row('T5', c.ids.blocked, 'BLOCKED'),
          // T7 is in a testing group the customer is not in, T8 is inactive: neither is MISSING.
          row('T6', null, 'MISSING'),
        ],
      },
    ]);
  });

  it('policyUpdatesForPartner: the tree below, with hasUpdates', async () => {
    const quiet = await createAgentCustomer(t.db, subPartnerId);
    await select(quiet.id, [regulationId]);
    for (const label of ['T1', 'T2', 'T4', 'T5', 'T6']) await copy(quiet.id, label);
    // T2's copy is behind: block it, so nothing is left to do.
    await t.db.execute(
      sql`update classifiers set is_blocked = true where tenant_id = ${quiet.id} and template_id = ${tpl.T2!}`,
    );
    const res = await t.gql<{ policyUpdatesForPartner: Record<string, unknown>[] }>(
      PARTNER,
      { tenantId: partnerId },
      partnerToken,
    );
    expect(res.errors).toBeUndefined();
    const nodes = res.data!.policyUpdatesForPartner;
    // Top-down, by name within a level ('customer-…' before 'partner-…').
    expect(nodes).toEqual([
      { id: c.tenant.id, name: c.tenant.name, parentId: partnerId, hasUpdates: true, isPartner: false },
      {
        id: subPartnerId,
        name: expect.stringMatching(/^partner-/),
        parentId: partnerId,
        hasUpdates: false,
        isPartner: true,
      },
      { id: quiet.id, name: quiet.name, parentId: subPartnerId, hasUpdates: false, isPartner: false },
    ]);
    // The customer itself has no tree below it.
    const own = await t.gql<{ policyUpdatesForPartner: unknown[] }>(PARTNER, {}, cToken);
    expect(own.data!.policyUpdatesForPartner).toEqual([]);
  });

  it('ADD copies a MISSING template; audited', async () => {
    const before = await auditCount(c.tenant.id);
    const res = await run([{ action: 'ADD', templateClassifierId: tpl.T6 }]);
    expect(res.errors).toBeUndefined();
    expect(res.data!.runPolicyUpdates).toEqual({ added: 1, updated: 0, deleted: 0, customers: 1 });
    const [created] = await t.db
      .select()
      .from(classifiers)
      .where(and(eq(classifiers.tenantId, c.tenant.id), eq(classifiers.templateId, tpl.T6!)));
    expect(created).toMatchObject({ name: names.T6, isActive: true, isDeleted: false, filterVersion: 1 });
    expect(await statusOf(c.tenant.id, created!.id, tpl.T6!)).toBe('ACTUAL');
    expect(await auditCount(c.tenant.id)).toBe(before + 1);
    // Again: no longer missing.
    const again = await run([{ action: 'ADD', templateClassifierId: tpl.T6 }]);
    expect(again.errors?.[0]?.message).toBe(Messages.policyUpdateNotApplicable);
  });

  it('UPDATE takes the template’s definition and version, keeping the customer’s own fields', async () => {
    await t.db
      .update(classifiers)
      .set({ isActive: false, valuePerRecord: 55, isSensitive: false })
      .where(and(eq(classifiers.tenantId, c.tenant.id), eq(classifiers.id, c.ids.notActual)));
    const before = await auditCount(c.tenant.id);
    const res = await run([
      { action: 'UPDATE', classifierId: c.ids.notActual, templateClassifierId: tpl.T2 },
    ]);
    expect(res.data!.runPolicyUpdates).toEqual({ added: 0, updated: 1, deleted: 0, customers: 1 });
    const [row] = await t.db
      .select()
      .from(classifiers)
      .where(and(eq(classifiers.tenantId, c.tenant.id), eq(classifiers.id, c.ids.notActual)));
    expect(row).toMatchObject({ filterVersion: 2, isActive: false, valuePerRecord: 55, isSensitive: false });
    expect(row!.rules).toEqual([{ ruleType: 'CONTAINS', text: 'T2 v2', minRepeat: 1, sortOrder: 0 }]);
    expect(await statusOf(c.tenant.id, c.ids.notActual, tpl.T2!)).toBe('ACTUAL');
    expect(await auditCount(c.tenant.id)).toBe(before + 1);
  });

  it('refuses what the status does not allow (BLOCKED, MULTIPLE, ACTUAL, a wrong action) and changes nothing', async () => {
    const before = await auditCount(c.tenant.id);
    const snapshot = await t.db.select().from(classifiers).where(eq(classifiers.tenantId, c.tenant.id));
    const bad: [Record<string, unknown>[], string][] = [
      [[{ action: 'UPDATE', classifierId: c.ids.blocked }], Messages.policyUpdateNotApplicable],
      [[{ action: 'DELETE', classifierId: c.ids.blocked }], Messages.policyUpdateNotApplicable],
      [[{ action: 'UPDATE', classifierId: c.ids.multipleA }], Messages.policyUpdateNotApplicable],
      [[{ action: 'UPDATE', classifierId: c.ids.actual }], Messages.policyUpdateNotApplicable],
      [[{ action: 'UPDATE', classifierId: c.ids.deprecated }], Messages.policyUpdateNotApplicable],
      [[{ action: 'ADD', templateClassifierId: tpl.T8 }], Messages.policyUpdateNotApplicable],
      [[{ action: 'ADD' }], Messages.required],
      [[{ action: 'DELETE' }], Messages.required],
      [[], Messages.required],
      // A valid item with an invalid one: all or nothing.
      [
        [
          { action: 'DELETE', classifierId: c.ids.deprecated },
          { action: 'UPDATE', classifierId: c.ids.blocked },
        ],
        Messages.policyUpdateNotApplicable,
      ],
    ];
    for (const [items, message] of bad) {
      const res = await run(items);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.message).toBe(message);
    }
    expect(await t.db.select().from(classifiers).where(eq(classifiers.tenantId, c.tenant.id))).toEqual(
      snapshot,
    );
    expect(await auditCount(c.tenant.id)).toBe(before);
  });

  it('foreign and unknown ids answer alike, NOT_FOUND', async () => {
    const other = await customerWithEveryStatus(t.rootTenantId);
    const foreign = await run([{ action: 'DELETE', classifierId: other.ids.deprecated }]);
    const unknown = await run([{ action: 'DELETE', classifierId: 999999 }]);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(foreign.errors?.[0]?.message.replace(/\d+/g, '#')).toBe(
      unknown.errors?.[0]?.message.replace(/\d+/g, '#'),
    );
    expect((await run([{ action: 'ADD', templateClassifierId: 999999 }])).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    // Another customer's tenant: refused like a missing tenant, for reads and writes.
    const asForeign = await t.gql(POLICY_UPDATES, { tenantId: other.tenant.id }, cToken);
    expect(asForeign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const runForeign = await t.gql(RUN_CUSTOMER, { tenantId: other.tenant.id }, cToken);
    expect(runForeign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await statusOf(other.tenant.id, other.ids.deprecated, tpl.T3!)).toBe('DEPRECATED');
  });

  it("a template of another testing group and a hidden 'test' regulation answer exactly like missing ones", async () => {
    const answer = (res: {
      data?: unknown;
      errors?: readonly { message: string; extensions?: unknown }[];
    }) => ({
      data: res.data,
      message: res.errors?.[0]?.message.replace(/\d+/g, '#'),
      extensions: res.errors?.[0]?.extensions,
    });
    const hiddenTemplate = await run([{ action: 'ADD', templateClassifierId: tpl.T7 }]);
    const missingTemplate = await run([{ action: 'ADD', templateClassifierId: 999999 }]);
    expect(answer(hiddenTemplate)).toEqual(answer(missingTemplate));
    expect(answer(missingTemplate).extensions).toMatchObject({ code: 'NOT_FOUND' });

    const [hidden] = await t.db
      .insert(regulations)
      .values({ name: unique('Internal TEST reg'), sortNumber: 9 })
      .returning();
    for (const [query, tenantId, token] of [
      [RUN_CUSTOMER, c.tenant.id, cToken],
      [RUN_PARTNER, c.tenant.id, cToken],
      [RUN_PARTNER, partnerId, partnerToken],
    ] as const) {
      const viaHidden = await t.gql(query, { tenantId, regulationId: hidden!.id }, token);
      const viaMissing = await t.gql(query, { tenantId, regulationId: 999999 }, token);
      expect(answer(viaHidden)).toEqual(answer(viaMissing));
    }
    // The back office sees 'test' regulations; a customer that selected one sees it too.
    expect(
      (await t.gql(RUN_CUSTOMER, { tenantId: c.tenant.id, regulationId: hidden!.id }, sys)).errors,
    ).toBeUndefined();
    await select(c.tenant.id, [hidden!.id]);
    expect(
      (await t.gql(RUN_CUSTOMER, { tenantId: c.tenant.id, regulationId: hidden!.id }, cToken)).errors,
    ).toBeUndefined();
    await t.db.execute(sql`delete from tenant_regulations where regulation_id = ${hidden!.id}`);
  });

  it('DELETE removes a DEPRECATED classifier and its findings from the risk; rollups equal a recompute', async () => {
    const tenant = await createAgentCustomer(t.db, t.rootTenantId);
    await select(tenant.id, [regulationId]);
    const keep = await copy(tenant.id, 'T1');
    const retire = await copy(tenant.id, 'T3');
    const token = await tokenFor(t.config, await createUser(t.db, tenant.id));
    const agent = await registerAgent(t.app, tenant.agentKey);
    // a.txt: 10 entries of T1 and 5 of T3; b.txt: 3 of T3 only. $20 a record.
    const sent = await sendBatch(
      t.app,
      agent.credential,
      batch({
        files: [
          file('C:/data/a.txt', [
            { classifierId: keep, count: 10 },
            { classifierId: retire, count: 5 },
          ]),
          file('C:/data/b.txt', [{ classifierId: retire, count: 3 }]),
        ],
      }),
    );
    expect(sent.statusCode).toBe(200);
    const total = async () =>
      (await t.gql<{ riskOverview: { dataRiskTotals: { total: number } } }>(OVERVIEW, {}, token)).data!
        .riskOverview.dataRiskTotals.total;
    expect(await total()).toBe((10 + 5 + 3) * 20);

    const res = await run([{ action: 'DELETE', classifierId: retire }], undefined, token);
    expect(res.data!.runPolicyUpdates).toEqual({ added: 0, updated: 0, deleted: 1, customers: 1 });
    expect(await total()).toBe(10 * 20);
    const [gone] = await t.db
      .select()
      .from(classifiers)
      .where(and(eq(classifiers.tenantId, tenant.id), eq(classifiers.id, retire)));
    expect(gone).toMatchObject({ isDeleted: true });
    expect(
      (
        await t.db
          .select({ n: count() })
          .from(fileFindings)
          .where(and(eq(fileFindings.tenantId, tenant.id), eq(fileFindings.classifierId, retire)))
      )[0]!.n,
    ).toBe(0);
    const fileRows = await t.db.select().from(files).where(eq(files.tenantId, tenant.id));
    expect(fileRows.map((f) => [f.path, Number(f.entriesCount), Number(f.sensitiveCost)]).sort()).toEqual([
      ['C:/data/a.txt', 10, 200],
      ['C:/data/b.txt', 0, 0],
    ]);
    const incremental = await rollupSnapshot(t.db, tenant.id);
    await t.db.transaction(async (tx) => recomputeRollups(tx, await resolveSystemScope(tx, tenant.id)));
    expect(await rollupSnapshot(t.db, tenant.id)).toEqual(incremental);
    expect((await updates(tenant.id, sys)).items[0]!.classifiers.map((r) => r.id)).not.toContain(retire);
  });

  it('UPDATE that moves a classifier to another regulation keeps the regulation rollups right', async () => {
    // Regulations of its own, so no other customer of this file sees the template.
    const [a] = await t.db
      .insert(regulations)
      .values({ name: unique('Move from'), sortNumber: 5 })
      .returning();
    const [b] = await t.db
      .insert(regulations)
      .values({ name: unique('Move to'), sortNumber: 6 })
      .returning();
    const from = a!.id;
    const to = b!.id;
    const tenant = await createAgentCustomer(t.db, t.rootTenantId);
    await select(tenant.id, [from, to]);
    const label = 'T9';
    await template(label, [from]);
    const id = await copy(tenant.id, label);
    const token = await tokenFor(t.config, await createUser(t.db, tenant.id));
    const agent = await registerAgent(t.app, tenant.agentKey);
    const sent = await sendBatch(
      t.app,
      agent.credential,
      batch({ files: [file('C:/m.txt', [{ classifierId: id, count: 4 }])] }),
    );
    expect(sent.statusCode).toBe(200);
    const byRegulation = async () =>
      (
        await t.gql<{ regulationsDataRisks: { items: { regulationId: number; riskInUSD: number }[] } }>(
          'query { regulationsDataRisks(take: 1000) { items { regulationId riskInUSD } } }',
          {},
          token,
        )
      ).data!.regulationsDataRisks.items.filter((r) => r.regulationId === from || r.regulationId === to);
    expect(await byRegulation()).toEqual(
      expect.arrayContaining([
        { regulationId: from, riskInUSD: 80 },
        { regulationId: to, riskInUSD: 0 },
      ]),
    );
    // The template moves to the other regulation, at a new version.
    await replaceTemplateRegulations(t.db, tpl[label]!, [to]);
    await t.db
      .update(templateClassifiers)
      .set({ filterVersion: 2 })
      .where(eq(templateClassifiers.id, tpl[label]!));
    const res = await run([{ action: 'UPDATE', classifierId: id }], undefined, token);
    expect(res.data!.runPolicyUpdates).toEqual({ added: 0, updated: 1, deleted: 0, customers: 1 });
    expect(await byRegulation()).toEqual(
      expect.arrayContaining([
        { regulationId: from, riskInUSD: 0 },
        { regulationId: to, riskInUSD: 80 },
      ]),
    );
    const incremental = await rollupSnapshot(t.db, tenant.id);
    await t.db.transaction(async (tx) => recomputeRollups(tx, await resolveSystemScope(tx, tenant.id)));
    expect(await rollupSnapshot(t.db, tenant.id)).toEqual(incremental);
  });

  it('DELETE removes the classifier’s rule; a classifier a compound uses is refused, and Update All leaves it', async () => {
    const x = await customerWithEveryStatus(t.rootTenantId);
    const token = await tokenFor(t.config, await createUser(t.db, x.tenant.id));
    await createRule(t.db, x.tenant.id, x.ids.deprecated);
    const compound = await createClassifier(t.db, x.tenant.id, {
      type: 'COMPOUND',
      rules: [],
      compoundGroups: [
        { logicalOperator: 'AND', items: [{ nodeType: 'CLASSIFIER', classifierId: x.ids.deprecated }] },
      ],
    });
    const refused = await run([{ action: 'DELETE', classifierId: x.ids.deprecated }], undefined, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toContain('uses a classifier to delete');
    const all = await t.gql<{ runPolicyUpdatesForCustomer: Record<string, number> }>(
      RUN_CUSTOMER,
      { tenantId: x.tenant.id },
      token,
    );
    expect(all.data!.runPolicyUpdatesForCustomer).toEqual({ added: 1, updated: 1, deleted: 0, customers: 1 });
    expect(await statusOf(x.tenant.id, x.ids.deprecated, tpl.T3!)).toBe('DEPRECATED');
    // Without the compound, the DELETE goes through and takes the rule with it.
    await t.db.execute(
      sql`update classifiers set is_deleted = true where tenant_id = ${x.tenant.id} and id = ${compound}`,
    );
    const ok = await run([{ action: 'DELETE', classifierId: x.ids.deprecated }], undefined, token);
    expect(ok.data!.runPolicyUpdates).toEqual({ added: 0, updated: 0, deleted: 1, customers: 1 });
    const left = await t.db.execute(
      sql`select count(*)::int as n from rules where tenant_id = ${x.tenant.id} and classifier_id = ${x.ids.deprecated}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const history = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, x.tenant.id), eq(auditEntries.entityType, 'Rule')))
      .orderBy(auditEntries.id);
    expect(history.map((h) => [h.operation, h.linkedEntityId])).toEqual([['DELETE', x.ids.deprecated]]);
  });

  it('runPolicyUpdatesForCustomer: Update All leaves BLOCKED and MULTIPLE alone; one regulation only', async () => {
    const x = await customerWithEveryStatus(t.rootTenantId);
    const token = await tokenFor(t.config, await createUser(t.db, x.tenant.id));
    // Only the other regulation: T6 (also in it) is added, nothing else.
    await select(x.tenant.id, [otherRegulationId]);
    const one = await t.gql<{ runPolicyUpdatesForCustomer: Record<string, number> }>(
      RUN_CUSTOMER,
      { tenantId: x.tenant.id, regulationId: otherRegulationId },
      token,
    );
    expect(one.data!.runPolicyUpdatesForCustomer).toEqual({ added: 1, updated: 0, deleted: 0, customers: 1 });
    const all = await t.gql<{ runPolicyUpdatesForCustomer: Record<string, number> }>(
      RUN_CUSTOMER,
      { tenantId: x.tenant.id },
      token,
    );
    expect(all.data!.runPolicyUpdatesForCustomer).toEqual({ added: 0, updated: 1, deleted: 1, customers: 1 });
    const statuses = (await updates(x.tenant.id, sys)).items
      .find((r) => r.id === regulationId)!
      .classifiers.map((r) => r.status)
      .sort();
    expect(statuses).toEqual([
      'ACTUAL',
      'ACTUAL',
      'ACTUAL',
      'BLOCKED',
      'MULTIPLE_CLASSIFIERS_EXIST',
      'MULTIPLE_CLASSIFIERS_EXIST',
    ]);
    const [blocked] = await t.db
      .select()
      .from(classifiers)
      .where(and(eq(classifiers.tenantId, x.tenant.id), eq(classifiers.id, x.ids.blocked)));
    expect(blocked).toMatchObject({ isBlocked: true, isDeleted: false });
    const unknownReg = await t.gql(RUN_CUSTOMER, { tenantId: x.tenant.id, regulationId: 999999 }, token);
    expect(unknownReg.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const again = await t.gql<{ runPolicyUpdatesForCustomer: Record<string, number> }>(
      RUN_CUSTOMER,
      { tenantId: x.tenant.id },
      token,
    );
    expect(again.data!.runPolicyUpdatesForCustomer).toEqual({
      added: 0,
      updated: 0,
      deleted: 0,
      customers: 1,
    });
  });

  it('runPolicyUpdatesForPartner: every customer below; a partner acts for its child; not above itself', async () => {
    const p = (await createTenant(t.db, t.rootTenantId, 'PARTNER')).id;
    const sub = (await createTenant(t.db, p, 'PARTNER')).id;
    const a = await customerWithEveryStatus(p);
    const b = await customerWithEveryStatus(sub);
    const token = await tokenFor(t.config, await createUser(t.db, p));
    const res = await t.gql<{ runPolicyUpdatesForPartner: Record<string, number> }>(
      RUN_PARTNER,
      { tenantId: p },
      token,
    );
    expect(res.errors).toBeUndefined();
    // Each: T6 added, T2 updated, T3 deleted.
    expect(res.data!.runPolicyUpdatesForPartner).toEqual({ added: 2, updated: 2, deleted: 2, customers: 2 });
    for (const x of [a, b]) expect(await statusOf(x.tenant.id, x.ids.deprecated, tpl.T3!)).toBeUndefined();
    const nodes = (
      await t.gql<{ policyUpdatesForPartner: { hasUpdates: boolean }[] }>(PARTNER, { tenantId: p }, token)
    ).data!.policyUpdatesForPartner;
    expect(nodes.every((n) => !n.hasUpdates)).toBe(true);
    // A partner's user for its child customer through runPolicyUpdates.
    const d = await customerWithEveryStatus(sub);
    const child = await run([{ action: 'ADD', templateClassifierId: tpl.T6 }], d.tenant.id, token);
    expect(child.data!.runPolicyUpdates.added).toBe(1);
    // The customer cannot act for its partner.
    const up = await t.gql(RUN_PARTNER, { tenantId: partnerId }, cToken);
    expect(up.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('regular and read-only users cannot run updates', async () => {
    for (const opts of [{ roles: [] as never[] }, { isReadOnlyUser: true }]) {
      const token = await tokenFor(t.config, await createUser(t.db, c.tenant.id, opts));
      expect(
        (await run([{ action: 'DELETE', classifierId: c.ids.deprecated }], undefined, token)).errors?.[0]
          ?.extensions?.code,
      ).toBe('FORBIDDEN');
      expect(
        (await t.gql(RUN_CUSTOMER, { tenantId: c.tenant.id }, token)).errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
    }
    expect(await statusOf(c.tenant.id, c.ids.deprecated, tpl.T3!)).toBe('DEPRECATED');
  });
});
