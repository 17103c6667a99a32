import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { agentPolicySchema } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { insertDeviceGroup } from '../src/devices/devices.repo.js';
import { processes } from '../src/processes/process-rules.tables.js';
import { rules } from '../src/rules/rules.tables.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import {
  createAgentCustomer,
  createClassifier,
  getPolicy,
  registerAgent,
  type Agent,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';

const RULE_FIELDS = `id name isActive classifierId classifier { id name } overrideOtherEncryptionRules
  encryptionSettings { isEnabled delayDays decryptProcesses { processId humanName } }
  triggers { trigger actions devicesSelection devices { id name } deviceGroups { id name }
    uploadFileProcessesSelection uploadFileProcesses { processId humanName dataUploadPermission } }`;

const CREATE = `mutation ($request: CreateRuleRequestInput!, $tenantId: Int) {
  createRule(request: $request, tenantId: $tenantId) { ${RULE_FIELDS} } }`;
const UPDATE = `mutation ($request: UpdateRuleRequestInput!, $tenantId: Int) {
  updateRule(request: $request, tenantId: $tenantId) { ${RULE_FIELDS} } }`;
const LIST_ITEM = `mutation ($request: UpdateRuleListItemRequestInput!, $tenantId: Int) {
  updateRuleListItem(request: $request, tenantId: $tenantId) { ${RULE_FIELDS} } }`;
const BY_CLASSIFIER = `query ($id: Int!, $tenantId: Int) {
  ruleByClassifierId(request: { classifierId: $id }, tenantId: $tenantId) { ${RULE_FIELDS} } }`;

interface RuleData {
  id: number;
  name: string;
  isActive: boolean;
  classifierId: number;
  encryptionSettings: { isEnabled: boolean; delayDays: number; decryptProcesses: unknown[] };
  triggers: Record<string, unknown>[];
}

describe('rules: ruleByClassifierId, createRule, updateRule, updateRuleListItem, allProcessRules', () => {
  let t: TestApp;
  let customerId: number;
  let token: string;
  let otherToken: string;
  let partnerToken: string;
  let agent: Agent;
  let peer: Agent;
  let card: number;
  let ssn: number;
  let email: number;
  let group: number;
  let excel: number;
  let chatgpt: number;
  let foreign: { classifier: number; device: number; group: number; process: number; rule: number };

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const customer = await createAgentCustomer(t.db, partner.id);
    customerId = customer.id;
    token = await tokenFor(t.config, await createUser(t.db, customer.id));
    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    agent = await registerAgent(t.app, customer.agentKey);
    peer = await registerAgent(t.app, customer.agentKey);
    card = await createClassifier(t.db, customer.id, { name: 'Payment cards' });
    ssn = await createClassifier(t.db, customer.id, { name: 'SSN' });
    email = await createClassifier(t.db, customer.id, { name: 'E-mail' });
    group = await insertDeviceGroup(t.db, await resolveSystemScope(t.db, customer.id), 'Finance', [
      agent.deviceId,
    ]);
    const [ex, gpt] = await t.db
      .insert(processes)
      .values([
        {
          tenantId: customer.id,
          processName: 'excel.exe',
          humanName: 'Microsoft Excel',
          processType: 'LOCAL',
        },
        {
          tenantId: customer.id,
          processName: 'chatgpt.com',
          humanName: 'ChatGPT',
          isWebApp: true,
          isLlmApp: true,
          webDomain: 'chatgpt.com',
          dataUploadPermission: 'BLOCKED',
        },
      ])
      .returning();
    excel = ex!.id;
    chatgpt = gpt!.id;

    // Another customer, with objects of every kind the rule can name.
    const other = await createAgentCustomer(t.db, t.rootTenantId);
    otherToken = await tokenFor(t.config, await createUser(t.db, other.id));
    const otherAgent = await registerAgent(t.app, other.agentKey);
    const otherClassifier = await createClassifier(t.db, other.id);
    const [otherProcess] = await t.db
      .insert(processes)
      .values({ tenantId: other.id, processName: 'word.exe', humanName: 'Word' })
      .returning();
    const otherRule = await t.gql<{ createRule: RuleData }>(
      CREATE,
      { request: { classifierId: otherClassifier } },
      otherToken,
    );
    foreign = {
      classifier: otherClassifier,
      device: otherAgent.deviceId,
      group: await insertDeviceGroup(t.db, await resolveSystemScope(t.db, other.id), 'Other group'),
      process: otherProcess!.id,
      rule: otherRule.data!.createRule.id,
    };
  });
  afterAll(() => t.close());

  it('a classifier without a rule answers null', async () => {
    const res = await t.gql(BY_CLASSIFIER, { id: email }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ ruleByClassifierId: null });
  });

  it('createRule stores every field, answers names, is audited linked to the classifier, reaches the policy', async () => {
    const res = await t.gql<{ createRule: RuleData }>(
      CREATE,
      {
        request: {
          classifierId: card,
          name: '  Card rule ',
          isActive: true,
          overrideOtherEncryptionRules: true,
          encryptionSettings: { isEnabled: true, delayDays: 14, decryptProcesses: [excel] },
          triggers: [
            {
              trigger: 'UPLOAD_FILE',
              actions: ['PREVENT', 'CREATE_CASE', 'PREVENT'],
              uploadFileProcessesSelection: 'SELECTED',
              uploadFileProcesses: [chatgpt],
            },
            {
              trigger: 'DELETE_FILE',
              actions: ['CREATE_CASE'],
              devicesSelection: 'SELECTED',
              deviceGroups: [group],
            },
            {
              trigger: 'COPY_OR_MOVE_TO_REMOVABLE_DEVICE',
              actions: ['CREATE_CASE'],
              devicesSelection: 'SELECTED',
              devices: [peer.deviceId],
            },
          ],
        },
      },
      token,
    );
    expect(res.errors).toBeUndefined();
    const rule = res.data!.createRule;
    expect(rule).toEqual({
      id: expect.any(Number),
      name: 'Card rule',
      isActive: true,
      classifierId: card,
      classifier: { id: card, name: 'Payment cards' },
      overrideOtherEncryptionRules: true,
      encryptionSettings: {
        isEnabled: true,
        delayDays: 14,
        decryptProcesses: [{ processId: excel, humanName: 'Microsoft Excel' }],
      },
      triggers: [
        {
          trigger: 'UPLOAD_FILE',
          actions: ['PREVENT', 'CREATE_CASE'],
          devicesSelection: 'ALL',
          devices: [],
          deviceGroups: [],
          uploadFileProcessesSelection: 'SELECTED',
          uploadFileProcesses: [
            { processId: chatgpt, humanName: 'ChatGPT', dataUploadPermission: 'BLOCKED' },
          ],
        },
        {
          trigger: 'DELETE_FILE',
          actions: ['CREATE_CASE'],
          devicesSelection: 'SELECTED',
          devices: [],
          deviceGroups: [{ id: group, name: 'Finance' }],
          uploadFileProcessesSelection: 'ALL',
          uploadFileProcesses: [],
        },
        {
          trigger: 'COPY_OR_MOVE_TO_REMOVABLE_DEVICE',
          actions: ['CREATE_CASE'],
          devicesSelection: 'SELECTED',
          devices: [{ id: peer.deviceId, name: expect.any(String) }],
          deviceGroups: [],
          uploadFileProcessesSelection: 'ALL',
          uploadFileProcesses: [],
        },
      ],
    });
    const again = await t.gql<{ ruleByClassifierId: RuleData }>(BY_CLASSIFIER, { id: card }, token);
    expect(again.data?.ruleByClassifierId).toEqual(rule);

    // The change history of the classifier (linkedEntityId) shows the rule's creation.
    const audit = await t.gql<{
      entitiesAudit: { items: { entityType: string; entityId: number; operation: string }[] };
    }>(
      `query ($id: Int!) { entitiesAudit(request: { entityType: "Classifier", linkedEntityId: $id }) {
        items { entityType entityId operation } } }`,
      { id: card },
      token,
    );
    expect(audit.data?.entitiesAudit.items).toEqual([
      { entityType: 'Rule', entityId: rule.id, operation: 'CREATE' },
    ]);

    // This device's next policy: the group's DELETE trigger applies, the peer's USB trigger does not.
    const policy = agentPolicySchema.parse((await getPolicy(t.app, agent.credential)).json());
    expect(policy.rules.find((r) => r.classifierId === card)).toEqual({
      id: rule.id,
      classifierId: card,
      encryption: { isEnabled: true, delayDays: 14, decryptProcessNames: ['excel.exe'] },
      triggers: [
        {
          trigger: 'UPLOAD_FILE',
          actions: ['PREVENT', 'CREATE_CASE'],
          uploadProcessNames: ['chatgpt.com'],
          exceptUploadProcessNames: [],
        },
        {
          trigger: 'DELETE_FILE',
          actions: ['CREATE_CASE'],
          uploadProcessNames: [],
          exceptUploadProcessNames: [],
        },
      ],
    });
    const peerPolicy = agentPolicySchema.parse((await getPolicy(t.app, peer.credential)).json());
    expect(peerPolicy.rules.find((r) => r.classifierId === card)?.triggers.map((x) => x.trigger)).toEqual([
      'UPLOAD_FILE',
      'COPY_OR_MOVE_TO_REMOVABLE_DEVICE',
    ]);
  });

  it('createRule for a classifier that already has one is refused and changes nothing', async () => {
    const before = await t.db.select().from(rules).where(eq(rules.tenantId, customerId));
    const res = await t.gql(CREATE, { request: { classifierId: card, name: 'Second' } }, token);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.message).toBe('This classifier already has a rule. Update that rule instead.');
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.db.select().from(rules).where(eq(rules.tenantId, customerId))).toEqual(before);
  });

  it('createRule with defaults: named after the classifier, active, no override, encryption off after 30 days', async () => {
    const res = await t.gql<{ createRule: RuleData }>(CREATE, { request: { classifierId: ssn } }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.createRule).toMatchObject({
      name: 'SSN',
      isActive: true,
      overrideOtherEncryptionRules: false,
      encryptionSettings: { isEnabled: false, delayDays: 30, decryptProcesses: [] },
      triggers: [],
    });
  });

  it('updateRule changes only what is given, replaces given lists, and is audited with before and after', async () => {
    const { data } = await t.gql<{ ruleByClassifierId: RuleData }>(BY_CLASSIFIER, { id: card }, token);
    const id = data!.ruleByClassifierId.id;
    const res = await t.gql<{ updateRule: RuleData }>(
      UPDATE,
      {
        request: {
          id,
          classifierId: card,
          encryptionSettings: { delayDays: 9999 },
          triggers: [{ trigger: 'DELETE_FILE', actions: ['PREVENT'] }],
        },
      },
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateRule).toMatchObject({
      name: 'Card rule',
      overrideOtherEncryptionRules: true,
      encryptionSettings: {
        isEnabled: true,
        delayDays: 9999,
        decryptProcesses: [{ processId: excel, humanName: 'Microsoft Excel' }],
      },
      triggers: [{ trigger: 'DELETE_FILE', actions: ['PREVENT'], devicesSelection: 'ALL' }],
    });
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityType, 'Rule'),
          eq(auditEntries.entityId, id),
          eq(auditEntries.operation, 'UPDATE'),
        ),
      )
      .orderBy(auditEntries.id);
    expect(entry).toMatchObject({
      linkedEntityType: 'Classifier',
      linkedEntityId: card,
      stateBefore: expect.objectContaining({
        encryption: { isEnabled: true, delayDays: 14, decryptProcesses: [excel] },
      }),
      stateAfter: expect.objectContaining({
        encryption: { isEnabled: true, delayDays: 9999, decryptProcesses: [excel] },
      }),
    });
    const moved = await t.gql(UPDATE, { request: { id, classifierId: ssn } }, token);
    expect(moved.errors?.[0]?.message).toBe('A rule stays with its classifier.');
  });

  it('updateRuleListItem switches encryption and its delay; the next policy carries them', async () => {
    const { data } = await t.gql<{ ruleByClassifierId: RuleData }>(BY_CLASSIFIER, { id: ssn }, token);
    const id = data!.ruleByClassifierId.id;
    const res = await t.gql<{ updateRuleListItem: RuleData }>(
      LIST_ITEM,
      { request: { id, encryptionIsEnabled: true, encryptionDelayDays: 0 } },
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateRuleListItem).toMatchObject({
      isActive: true,
      encryptionSettings: { isEnabled: true, delayDays: 0 },
    });
    const policy = agentPolicySchema.parse((await getPolicy(t.app, agent.credential)).json());
    expect(policy.rules.find((r) => r.classifierId === ssn)?.encryption).toEqual({
      isEnabled: true,
      delayDays: 0,
      decryptProcessNames: [],
    });
    // Deactivated: gone from the policy.
    await t.gql(LIST_ITEM, { request: { id, isActive: false } }, token);
    const after = agentPolicySchema.parse((await getPolicy(t.app, agent.credential)).json());
    expect(after.rules.find((r) => r.classifierId === ssn)).toBeUndefined();
    // An unchanged request writes no history.
    const count = async () =>
      (
        await t.db
          .select()
          .from(auditEntries)
          .where(and(eq(auditEntries.entityType, 'Rule'), eq(auditEntries.entityId, id)))
          .orderBy(auditEntries.id)
      ).length;
    const n = await count();
    await t.gql(LIST_ITEM, { request: { id, isActive: false } }, token);
    expect(await count()).toBe(n);
  });

  it.each([
    [
      'delay 10000',
      { classifierId: 0, encryptionSettings: { delayDays: 10000 } },
      'The encryption delay must be from 0 to 9999 days',
    ],
    [
      'negative delay',
      { classifierId: 0, encryptionSettings: { delayDays: -1 } },
      'The encryption delay must be from 0 to 9999 days',
    ],
    ['name too long', { classifierId: 0, name: 'x'.repeat(256) }, 'Value should be less than 255 characters'],
    ['blank name', { classifierId: 0, name: '   ' }, 'Value is required'],
  ])('createRule refuses %s and stores nothing', async (_label, request, message) => {
    const res = await t.gql(CREATE, { request: { ...request, classifierId: email } }, token);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.message).toBe(message);
    expect(
      await t.db
        .select()
        .from(rules)
        .where(and(eq(rules.tenantId, customerId), eq(rules.classifierId, email))),
    ).toEqual([]);
  });

  it('updateRule and updateRuleListItem refuse out-of-range delays and keep the rule', async () => {
    const { data } = await t.gql<{ ruleByClassifierId: RuleData }>(BY_CLASSIFIER, { id: card }, token);
    const id = data!.ruleByClassifierId.id;
    for (const delay of [10000, -5]) {
      const a = await t.gql(UPDATE, { request: { id, encryptionSettings: { delayDays: delay } } }, token);
      expect(a.errors?.[0]?.message).toBe('The encryption delay must be from 0 to 9999 days');
      const b = await t.gql(LIST_ITEM, { request: { id, encryptionDelayDays: delay } }, token);
      expect(b.errors?.[0]?.message).toBe('The encryption delay must be from 0 to 9999 days');
    }
    const long = await t.gql(UPDATE, { request: { id, name: 'y'.repeat(256) } }, token);
    expect(long.errors?.[0]?.message).toBe('Value should be less than 255 characters');
    const after = await t.gql<{ ruleByClassifierId: RuleData }>(BY_CLASSIFIER, { id: card }, token);
    expect(after.data?.ruleByClassifierId).toEqual(data?.ruleByClassifierId);
  });

  it('foreign ids answer like missing ones and change nothing', async () => {
    const missing = 999_999;
    const cases: [Record<string, unknown>, Record<string, unknown>, string][] = [
      [{ classifierId: foreign.classifier }, { classifierId: missing }, 'Classifier'],
      [
        { classifierId: email, triggers: [{ devicesSelection: 'SELECTED', devices: [foreign.device] }] },
        { classifierId: email, triggers: [{ devicesSelection: 'SELECTED', devices: [missing] }] },
        'Device',
      ],
      [
        { classifierId: email, triggers: [{ deviceGroups: [foreign.group] }] },
        { classifierId: email, triggers: [{ deviceGroups: [missing] }] },
        'Device group',
      ],
      [
        { classifierId: email, encryptionSettings: { decryptProcesses: [foreign.process] } },
        { classifierId: email, encryptionSettings: { decryptProcesses: [missing] } },
        'Process',
      ],
      [
        {
          classifierId: email,
          triggers: [{ trigger: 'UPLOAD_FILE', uploadFileProcesses: [foreign.process] }],
        },
        { classifierId: email, triggers: [{ trigger: 'UPLOAD_FILE', uploadFileProcesses: [missing] }] },
        'Process',
      ],
    ];
    const norm = (e: unknown) => JSON.stringify(e).replace(/\d+/g, '#');
    for (const [foreignRequest, missingRequest, entity] of cases) {
      const a = await t.gql(CREATE, { request: foreignRequest }, token);
      const b = await t.gql(CREATE, { request: missingRequest }, token);
      expect(a.data).toBeNull();
      expect(a.errors?.[0]?.message).toMatch(new RegExp(`^${entity} \\d+ not found$`));
      expect(a.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(norm(a.errors)).toBe(norm(b.errors));
    }
    expect(
      await t.db
        .select()
        .from(rules)
        .where(and(eq(rules.tenantId, customerId), eq(rules.classifierId, email))),
    ).toEqual([]);
    // The other customer's rule: unreadable, unchangeable, like a missing one.
    for (const [q, request] of [
      [UPDATE, { id: foreign.rule, name: 'mine' }],
      [LIST_ITEM, { id: foreign.rule, encryptionIsEnabled: true }],
    ] as const) {
      const a = await t.gql(q, { request }, token);
      const b = await t.gql(q, { request: { ...request, id: missing } }, token);
      expect(a.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(norm(a.errors)).toBe(norm(b.errors));
    }
    const read = await t.gql(BY_CLASSIFIER, { id: foreign.classifier }, token);
    expect(read.errors?.[0]?.message).toBe(`Classifier ${foreign.classifier} not found`);
    const [stored] = await t.db.select().from(rules).where(eq(rules.id, foreign.rule));
    expect(stored?.name).not.toBe('mine');
    expect(stored?.encryption.isEnabled).toBe(false);
  });

  it('a partner acts for its customer with tenantId; without it, the customer’s objects are not its own', async () => {
    const own = await t.gql<{ ruleByClassifierId: RuleData }>(
      BY_CLASSIFIER,
      { id: card, tenantId: customerId },
      partnerToken,
    );
    expect(own.errors).toBeUndefined();
    expect(own.data?.ruleByClassifierId.classifierId).toBe(card);
    const res = await t.gql<{ createRule: RuleData }>(
      CREATE,
      { request: { classifierId: email, encryptionSettings: { isEnabled: true } }, tenantId: customerId },
      partnerToken,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.createRule.name).toBe('E-mail');
    const without = await t.gql(BY_CLASSIFIER, { id: card }, partnerToken);
    expect(without.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('allProcessRules: the tenant’s applications, filtered by type and ordered by name', async () => {
    const q = `query ($where: ProcessRuleFilterInput, $tenantId: Int) {
      allProcessRules(where: $where, tenantId: $tenantId) { id processId humanName processType isWebApp isLlmApp dataUploadPermission } }`;
    const all = await t.gql<{ allProcessRules: { humanName: string }[] }>(q, {}, token);
    expect(all.data?.allProcessRules.map((p) => p.humanName)).toEqual(['ChatGPT', 'Microsoft Excel']);
    const local = await t.gql<{ allProcessRules: unknown[] }>(
      q,
      { where: { processType: { in: ['LOCAL'] } } },
      token,
    );
    expect(local.data?.allProcessRules).toEqual([
      {
        id: excel,
        processId: excel,
        humanName: 'Microsoft Excel',
        processType: 'LOCAL',
        isWebApp: false,
        isLlmApp: false,
        dataUploadPermission: 'UNBLOCKED',
      },
    ]);
    const other = await t.gql<{ allProcessRules: { humanName: string }[] }>(q, {}, otherToken);
    expect(other.data?.allProcessRules.map((p) => p.humanName)).toEqual(['Word']);
  });

  it('a read-only user cannot change rules', async () => {
    const ro = await tokenFor(t.config, await createUser(t.db, customerId, { isReadOnlyUser: true }));
    const res = await t.gql(LIST_ITEM, { request: { id: foreign.rule, isActive: false } }, ro);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.message).toBe('Your account is read-only.');
  });
});
