import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { Messages } from '@vigil/contracts';
import { sql } from 'drizzle-orm';
import { createUser } from '../helpers/factories.js';
import { batch, fileEvent, registerAgent, sendBatch } from '../helpers/ingest-support.js';
import { rows } from './query-cases.js';
import {
  anyTenant,
  customersOnly,
  type CheckInput,
  type Made,
  type MakeInput,
  type OperationCase,
  type Vars,
} from './case-types.js';
import {
  contentInput,
  createClassifierAs,
  insertTemplate,
  isCustomer,
  libraryRegulation,
  must,
  type TreeFixture,
} from './tenant-tree.js';

let made = 0;
/** A name no other object of the run has. */
const fresh = (what: string) => `Made ${what} ${(made += 1)}`;

/** A classifier made for one call, in the customer acted for, the way the console makes one. */
async function madeClassifier(m: MakeInput): Promise<number> {
  return createClassifierAs(
    m.fx.t,
    m.fx.tokens.sysAdmin,
    { ...contentInput(fresh('classifier')), filterVersion: 1 },
    m.customer.tenantId,
  );
}

async function madeRule(m: MakeInput): Promise<{ ruleId: number; classifierId: number }> {
  const classifierId = await madeClassifier(m);
  const data = await must<{ createRule: { id: number } }>(
    m.fx.t,
    m.fx.tokens.sysAdmin,
    'mutation ($request: CreateRuleRequestInput!, $tenantId: Int) { createRule(request: $request, tenantId: $tenantId) { id } }',
    { request: { classifierId, name: fresh('rule') }, tenantId: m.customer.tenantId },
  );
  return { ruleId: data.createRule.id, classifierId };
}

/** An application the customer's agent reports for the first time. */
export async function madeProcess(m: MakeInput): Promise<number> {
  const name = `made-${randomUUID().slice(0, 8)}.exe`;
  const res = await sendBatch(
    m.fx.t.app,
    m.customer.deviceCredential,
    batch({
      fileEvents: [
        fileEvent('C:\\made.txt', 'OPEN', [], { processName: name, at: new Date().toISOString() }),
      ],
    }),
  );
  if (res.statusCode !== 200) throw new Error(`batch failed: ${res.body}`);
  const [row] = await rows<{ id: number }>(
    m.fx,
    sql`select id from processes where tenant_id = ${m.customer.tenantId} and process_name = ${name}`,
  );
  if (!row) throw new Error('the batch made no process');
  return row.id;
}

/** A Prod template of the customer's own regulation: MISSING for that customer alone. */
function missingTemplate(m: MakeInput): Promise<number> {
  return insertTemplate(m.fx.t, m.fx.library, fresh('template'), {
    regulationIds: [m.customer.regulationId],
  });
}

/** The form of a classifier whose type makes the argument under test count (a field of another type is ignored). */
function classifierForm(v: Vars, name: string, template: boolean): Record<string, unknown> {
  const base = {
    name,
    shortName: name.slice(-15),
    filterVersion: 1,
    ...(template ? { reasonForChange: 'test' } : {}),
  };
  switch (v.focus) {
    case 'input.folderId':
      return { ...base, type: 'BY_FOLDER', folderId: v.id('input.folderId') };
    case 'input.processId':
      return { ...base, type: 'BY_CHANNELS', processId: v.id('input.processId') };
    case 'input.compoundGroups.items.classifierId':
      return {
        ...base,
        type: 'COMPOUND',
        compoundGroups: [
          {
            items: [
              { nodeType: 'CLASSIFIER', classifierId: v.id('input.compoundGroups.items.classifierId') },
            ],
          },
        ],
      };
    default:
      return {
        ...base,
        type: 'BY_CONTENT',
        matchers: [{ type: 'CONTAINS', value: 'secret' }],
        regulations: [v.id('input.regulations')],
      };
  }
}

/** The stored classifier of an id in the tenant, or undefined. */
async function classifierRow(c: CheckInput, id: number) {
  const [row] = await rows<{
    name: string;
    isActive: boolean;
    isDeleted: boolean;
    testingGroupId: number | null;
  }>(
    c.fx,
    sql`select name, is_active as "isActive", is_deleted as "isDeleted", testing_group_id as "testingGroupId"
      from classifiers where tenant_id = ${c.customer.tenantId} and id = ${id}`,
  );
  return row;
}

async function templateRow(fx: TreeFixture, id: number) {
  const [row] = await rows<{
    name: string;
    isActive: boolean;
    isDeleted: boolean;
    testingGroupId: number | null;
    parentTemplateId: number | null;
    filterVersion: number;
  }>(
    fx,
    sql`select name, is_active as "isActive", is_deleted as "isDeleted", testing_group_id as "testingGroupId",
        parent_template_id as "parentTemplateId", filter_version as "filterVersion"
      from template_classifiers where id = ${id}`,
  );
  return row;
}

/** Template ids of the customer's regulation it may still add: none left once its updates ran. */
async function missingTemplatesOf(
  fx: TreeFixture,
  tenantId: number,
  regulationId: number,
): Promise<number[]> {
  const found = await rows<{ id: number }>(
    fx,
    sql`select t.id from template_classifiers t
      join template_classifier_regulations l on l.template_classifier_id = t.id and l.regulation_id = ${regulationId}
      where t.is_active and not t.is_deleted and t.testing_group_id is null
        and not exists (select 1 from classifiers c where c.tenant_id = ${tenantId} and c.template_id = t.id and not c.is_deleted)`,
  );
  return found.map((r) => r.id);
}

const sentName = (c: CheckInput, path: string[]) =>
  path.reduce<unknown>((o, key) => (o as Record<string, unknown>)[key], c.sent) as string;

const ruleRequest = (v: Vars, extra: Record<string, unknown>) => ({
  ...extra,
  name: fresh('rule'),
  encryptionSettings: { decryptProcesses: [v.id(`request.encryptionSettings.decryptProcesses`)] },
  triggers: [
    {
      trigger: 'UPLOAD_FILE',
      actions: ['CREATE_CASE'],
      devicesSelection: 'SELECTED',
      devices: [v.id('request.triggers.devices')],
      deviceGroups: [v.id('request.triggers.deviceGroups')],
      uploadFileProcessesSelection: 'SELECTED',
      uploadFileProcesses: [v.id('request.triggers.uploadFileProcesses')],
    },
  ],
});

async function checkRule(c: CheckInput, ruleId: number, classifierId: number, name: string) {
  const [row] = await rows<{ classifierId: number; name: string; triggers: { devices: number[] }[] }>(
    c.fx,
    sql`select classifier_id as "classifierId", name, triggers from rules
      where tenant_id = ${c.customer.tenantId} and id = ${ruleId}`,
  );
  expect({ classifierId: row?.classifierId, name: row?.name, devices: row?.triggers[0]?.devices }).toEqual({
    classifierId,
    name,
    devices: [c.customer.deviceId],
  });
}

export const MUTATION_CASES: Record<string, OperationCase> = {
  changeUserPassword: {
    document: `mutation ($userId: Int!, $tenantId: Int, $password: String!) {
      changeUserPassword(userId: $userId, newPassword: $password, tenantId: $tenantId) }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    // Another user's password is an admin's to set: the guard lets everyone in for their own.
    refuses: { readOnly: Messages.readOnlyUser, onboardingManager: Messages.notAllowed },
    make: async (m) => ({ userId: (await createUser(m.fx.t.db, m.tenantId, { roles: [] })).id }),
    variables: (v) => ({ userId: v.id('userId'), tenantId: v.target, password: `Xq-${randomUUID()}` }),
    async check(c) {
      const [row] = await rows<{ tenantId: number; must: boolean; since: Date | null }>(
        c.fx,
        sql`select tenant_id as "tenantId", need_to_change_password as must, tokens_valid_after as since
          from users where id = ${c.made.userId}`,
      );
      expect(c.data.changeUserPassword).toBe(true);
      expect({ tenantId: row?.tenantId, must: row?.must, revoked: row?.since != null }).toEqual({
        tenantId: c.tenantId,
        must: true,
        revoked: true,
      });
    },
  },

  createClassifier: {
    document: `mutation ($input: ClassifierInput!, $tenantId: Int) {
      createClassifier(input: $input, tenantId: $tenantId) { id name regulations { id } } }`,
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target, input: classifierForm(v, fresh('classifier'), false) }),
    async check(c) {
      const got = c.data.createClassifier as { id: number; name: string; regulations: { id: number }[] };
      const row = await classifierRow(c, got.id);
      expect({ name: row?.name, regulations: got.regulations }).toEqual({
        name: sentName(c, ['input', 'name']),
        regulations: [{ id: c.customer.regulationId }],
      });
    },
  },

  createClassifierFromExisting: {
    document: `mutation ($classifierId: Int, $templateId: Int, $tenantId: Int) {
      createClassifierFromExisting(classifierId: $classifierId, templateId: $templateId, tenantId: $tenantId) }`,
    appliesTo: customersOnly,
    variables: (v) => ({
      tenantId: v.target,
      ...(v.focus === 'templateId'
        ? { templateId: v.id('templateId') }
        : { classifierId: v.id('classifierId') }),
    }),
    async check(c) {
      const [source] = await rows<{ name: string }>(
        c.fx,
        sql`select name from classifiers where tenant_id = ${c.tenantId} and id = ${c.customer.card}`,
      );
      const row = await classifierRow(c, Number(c.data.createClassifierFromExisting));
      expect(row?.name).toBe(`${source?.name} - Copy`);
    },
  },

  createRegulation: {
    document: `mutation ($request: CreateRegulationRequestInput!) { createRegulation(request: $request) { id name } }`,
    target: null,
    appliesTo: anyTenant,
    variables: () => ({
      request: { name: fresh('regulation'), description: 'Made', region: 'Europe', sortNumber: 5 },
    }),
    async check(c) {
      const got = c.data.createRegulation as { id: number; name: string };
      const [row] = await rows<{ name: string }>(
        c.fx,
        sql`select name from regulations where id = ${got.id}`,
      );
      expect(row?.name).toBe(sentName(c, ['request', 'name']));
    },
  },

  createRule: {
    document: `mutation ($request: CreateRuleRequestInput!, $tenantId: Int) {
      createRule(request: $request, tenantId: $tenantId) { id classifierId } }`,
    appliesTo: customersOnly,
    make: async (m) => ({ 'request.classifierId': await madeClassifier(m) }),
    variables: (v) => ({
      tenantId: v.target,
      request: ruleRequest(v, { classifierId: v.id('request.classifierId') }),
    }),
    async check(c) {
      const got = c.data.createRule as { id: number };
      const classifierId = c.made['request.classifierId'] as number;
      await checkRule(c, got.id, classifierId, sentName(c, ['request', 'name']));
    },
  },

  createTemplateClassifier: {
    document: `mutation ($input: ClassifierInput!) { createTemplateClassifier(input: $input) { id name regulations { id } } }`,
    target: null,
    appliesTo: anyTenant,
    variables: (v) => ({ input: classifierForm(v, fresh('template'), true) }),
    async check(c) {
      const got = c.data.createTemplateClassifier as { id: number; regulations: { id: number }[] };
      const row = await templateRow(c.fx, got.id);
      expect({ name: row?.name, regulations: got.regulations }).toEqual({
        name: sentName(c, ['input', 'name']),
        regulations: [{ id: c.customer.regulationId }],
      });
    },
  },

  createTemplateFromExisting: {
    document: 'mutation ($templateId: Int!) { createTemplateFromExisting(templateId: $templateId) }',
    target: null,
    appliesTo: anyTenant,
    make: async (m) => ({ templateId: await insertTemplate(m.fx.t, m.fx.library, fresh('template')) }),
    variables: (v) => ({ templateId: v.id('templateId') }),
    async check(c) {
      const row = await templateRow(c.fx, Number(c.data.createTemplateFromExisting));
      expect(row?.parentTemplateId).toBe(c.made.templateId);
    },
  },

  deleteClassifiers: {
    document: `mutation ($request: DeleteClassifiersRequestInput!, $tenantId: Int) {
      deleteClassifiers(request: $request, tenantId: $tenantId) }`,
    appliesTo: customersOnly,
    make: async (m) => ({ 'request.ids': await madeClassifier(m) }),
    variables: (v) => ({ tenantId: v.target, request: { ids: [v.id('request.ids')] } }),
    async check(c) {
      const row = await classifierRow(c, c.made['request.ids'] as number);
      expect({ answer: c.data.deleteClassifiers, deleted: row?.isDeleted }).toEqual({
        answer: [c.made['request.ids']],
        deleted: true,
      });
    },
  },

  deleteRegulations: {
    document: 'mutation ($ids: [Int!]!) { deleteRegulations(ids: $ids) }',
    target: null,
    appliesTo: anyTenant,
    make: async (m) => ({ ids: await libraryRegulation(m.fx.t, m.fx.library, fresh('regulation')) }),
    variables: (v) => ({ ids: [v.id('ids')] }),
    async check(c) {
      const [row] = await rows<{ deleted: boolean }>(
        c.fx,
        sql`select is_deleted as deleted from regulations where id = ${c.made.ids}`,
      );
      expect(row?.deleted).toBe(true);
    },
  },

  deleteTemplateClassifiers: {
    document: 'mutation ($ids: [Int!]!) { deleteTemplateClassifiers(ids: $ids) }',
    target: null,
    appliesTo: anyTenant,
    make: async (m) => ({ ids: await insertTemplate(m.fx.t, m.fx.library, fresh('template')) }),
    variables: (v) => ({ ids: [v.id('ids')] }),
    async check(c) {
      expect((await templateRow(c.fx, c.made.ids as number))?.isDeleted).toBe(true);
    },
  },

  runPolicyUpdates: {
    document: `mutation ($request: RunPolicyUpdatesRequestInput!, $tenantId: Int) {
      runPolicyUpdates(request: $request, tenantId: $tenantId) { added updated deleted customers } }`,
    appliesTo: customersOnly,
    make: async (m) => ({ 'request.items.templateClassifierId': await missingTemplate(m) }),
    // ADD names a template; UPDATE and DELETE name one of the customer's classifiers.
    variables: (v) => ({
      tenantId: v.target,
      request: {
        items: [
          v.focus === 'request.items.classifierId'
            ? { action: 'UPDATE', classifierId: v.id('request.items.classifierId') }
            : { action: 'ADD', templateClassifierId: v.id('request.items.templateClassifierId') },
        ],
      },
    }),
    async check(c) {
      const templateId = c.made['request.items.templateClassifierId'] as number;
      const copies = await rows<{ id: number }>(
        c.fx,
        sql`select id from classifiers where tenant_id = ${c.tenantId} and template_id = ${templateId}`,
      );
      expect({ answer: c.data.runPolicyUpdates, copies: copies.length }).toEqual({
        answer: { added: 1, updated: 0, deleted: 0, customers: 1 },
        copies: 1,
      });
    },
  },

  runPolicyUpdatesForCustomer: {
    document: `mutation ($tenantId: Int!, $regulationId: Int) {
      runPolicyUpdatesForCustomer(tenantId: $tenantId, regulationId: $regulationId) { added updated deleted customers } }`,
    appliesTo: anyTenant,
    make: async (m) => ({ template: await missingTemplate(m) }),
    variables: (v) => ({ tenantId: v.target, regulationId: v.id('regulationId') }),
    async check(c) {
      const left = await missingTemplatesOf(c.fx, c.customer.tenantId, c.customer.regulationId);
      const answer = c.data.runPolicyUpdatesForCustomer as { added: number; customers: number };
      if (isCustomer(c.tenant)) {
        expect({ left, customers: answer.customers, added: answer.added > 0 }).toEqual({
          left: [],
          customers: 1,
          added: true,
        });
      } else {
        // A partner is no customer: nothing of its customers changes through it.
        expect({ answer, stillMissing: left.includes(c.made.template as number) }).toEqual({
          answer: { added: 0, updated: 0, deleted: 0, customers: 0 },
          stillMissing: true,
        });
      }
    },
  },

  runPolicyUpdatesForPartner: {
    document: `mutation ($tenantId: Int!, $regulationId: Int) {
      runPolicyUpdatesForPartner(tenantId: $tenantId, regulationId: $regulationId) { added updated deleted customers } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ template: await missingTemplate(m) }),
    variables: (v) => ({ tenantId: v.target, regulationId: v.id('regulationId') }),
    async check(c) {
      const left = await missingTemplatesOf(c.fx, c.customer.tenantId, c.customer.regulationId);
      const answer = c.data.runPolicyUpdatesForPartner as { added: number; customers: number };
      expect({ left, customers: answer.customers, added: answer.added > 0 }).toEqual({
        left: [],
        customers: 1,
        added: true,
      });
    },
  },

  setClassifierTestingGroup: {
    document: `mutation ($classifierId: Int!, $tenantId: Int) {
      setClassifierTestingGroup(classifierId: $classifierId, testingGroupId: 2, tenantId: $tenantId) { id testingGroupId } }`,
    // The back office's own: a template; a customer's: its classifier.
    appliesTo: (t) => t === 'root' || isCustomer(t),
    foreignAt: (t) => isCustomer(t),
    make: async (m): Promise<Made> => ({
      classifierId:
        m.tenant === 'root'
          ? await insertTemplate(m.fx.t, m.fx.library, fresh('template'))
          : await madeClassifier(m),
    }),
    variables: (v) => ({ tenantId: v.target, classifierId: v.id('classifierId') }),
    async check(c) {
      const id = c.made.classifierId as number;
      const group =
        c.tenant === 'root'
          ? (await templateRow(c.fx, id))?.testingGroupId
          : (await classifierRow(c, id))?.testingGroupId;
      expect({ answer: c.data.setClassifierTestingGroup, group }).toEqual({
        answer: { id, testingGroupId: 2 },
        group: 2,
      });
    },
  },

  setProcessDataUploadPermission: {
    document: `mutation ($request: SetProcessDataUploadPermissionRequestInput!, $tenantId: Int) {
      setProcessDataUploadPermission(request: $request, tenantId: $tenantId) { processId dataUploadPermission } }`,
    appliesTo: customersOnly,
    make: async (m) => ({ 'request.processId': await madeProcess(m) }),
    variables: (v) => ({
      tenantId: v.target,
      request: { processId: v.id('request.processId'), permission: 'BLOCKED' },
    }),
    async check(c) {
      const id = c.made['request.processId'] as number;
      const [row] = await rows<{ permission: string }>(
        c.fx,
        sql`select data_upload_permission as permission from processes where tenant_id = ${c.tenantId} and id = ${id}`,
      );
      expect(row?.permission).toBe('BLOCKED');
    },
  },

  updateByCopy: {
    document:
      'mutation ($templateId: Int!) { updateByCopy(templateId: $templateId, deleteCopy: true) { id filterVersion } }',
    target: null,
    appliesTo: anyTenant,
    async make(m) {
      const parent = await insertTemplate(m.fx.t, m.fx.library, fresh('template'));
      const copy = await insertTemplate(m.fx.t, m.fx.library, fresh('template copy'));
      await m.fx.t.db.execute(
        sql`update template_classifiers set parent_template_id = ${parent} where id = ${copy}`,
      );
      return { templateId: copy, parent };
    },
    variables: (v) => ({ templateId: v.id('templateId') }),
    async check(c) {
      const parent = await templateRow(c.fx, c.made.parent as number);
      expect({
        answer: c.data.updateByCopy,
        copyDeleted: (await templateRow(c.fx, c.made.templateId as number))?.isDeleted,
      }).toEqual({
        answer: { id: c.made.parent, filterVersion: parent?.filterVersion },
        copyDeleted: true,
      });
      expect(parent?.filterVersion).toBe(2);
    },
  },

  updateClassifier: {
    document: `mutation ($id: Int!, $input: ClassifierInput!, $tenantId: Int) {
      updateClassifier(id: $id, input: $input, tenantId: $tenantId) { id name } }`,
    appliesTo: customersOnly,
    make: async (m) => ({ id: await madeClassifier(m) }),
    // A folder, application or compound reference counts on a classifier of that type only.
    variables: (v) => ({
      tenantId: v.target,
      id:
        v.focus === 'input.folderId'
          ? v.customer.folderClassifier
          : v.focus === 'input.processId'
            ? v.customer.channelClassifier
            : v.focus === 'input.compoundGroups.items.classifierId'
              ? v.customer.compound
              : v.id('id'),
      input: classifierForm(v, fresh('classifier'), false),
    }),
    async check(c) {
      const row = await classifierRow(c, c.made.id as number);
      expect({ answer: c.data.updateClassifier, name: row?.name }).toEqual({
        answer: { id: c.made.id, name: sentName(c, ['input', 'name']) },
        name: sentName(c, ['input', 'name']),
      });
    },
  },

  updateClassifierListItem: {
    document: `mutation ($request: UpdateClassifierListItemRequestInput!, $tenantId: Int) {
      updateClassifierListItem(request: $request, tenantId: $tenantId) { id isActive } }`,
    appliesTo: customersOnly,
    make: async (m) => ({ 'request.id': await madeClassifier(m) }),
    variables: (v) => ({ tenantId: v.target, request: { id: v.id('request.id'), isActive: false } }),
    async check(c) {
      const id = c.made['request.id'] as number;
      expect({
        answer: c.data.updateClassifierListItem,
        active: (await classifierRow(c, id))?.isActive,
      }).toEqual({
        answer: { id, isActive: false },
        active: false,
      });
    },
  },

  updateCustomerRegulations: {
    document: `mutation ($request: UpdateCustomerRegulationsRequestInput!, $tenantId: Int) {
      updateCustomerRegulations(request: $request, tenantId: $tenantId) { id } }`,
    appliesTo: anyTenant,
    async make(m) {
      const selected = await rows<{ id: number }>(
        m.fx,
        sql`select regulation_id as id from tenant_regulations where tenant_id = ${m.tenantId}`,
      );
      return {
        keep: selected.map((r) => r.id),
        'request.contentTypes.id': await libraryRegulation(m.fx.t, m.fx.library, fresh('regulation')),
      };
    },
    // The whole selection is sent: what the tenant has chosen, and one more.
    variables: (v) => ({
      tenantId: v.target,
      request: {
        contentTypes: [...((v.made.keep as number[] | undefined) ?? []), v.id('request.contentTypes.id')].map(
          (id) => ({ id }),
        ),
      },
    }),
    async check(c) {
      const sent = (c.sent.request as { contentTypes: { id: number }[] }).contentTypes.map((x) => x.id);
      const stored = await rows<{ id: number }>(
        c.fx,
        sql`select regulation_id as id from tenant_regulations where tenant_id = ${c.tenantId} order by 1`,
      );
      expect(stored.map((r) => r.id)).toEqual([...sent].sort((a, b) => a - b));
    },
  },

  updateDevice: {
    document: `mutation ($request: UpdateDeviceRequestInput!, $tenantId: Int) {
      updateDevice(request: $request, tenantId: $tenantId) { id alertRule customerId settingsGroup { id } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.id': (await registerAgent(m.fx.t.app, m.customer.agentKey)).deviceId }),
    variables: (v) => ({
      tenantId: v.target,
      request: {
        id: v.id('request.id'),
        alertRule: 'DAILY',
        settingsGroupId: v.id('request.settingsGroupId'),
      },
    }),
    async check(c) {
      const id = c.made['request.id'] as number;
      const [row] = await rows<{ alertRule: string; settingsGroupId: number }>(
        c.fx,
        sql`select alert_rule as "alertRule", settings_group_id as "settingsGroupId" from devices
          where tenant_id = ${c.customer.tenantId} and id = ${id}`,
      );
      const group = c.customer.settingsGroupId;
      expect({ answer: c.data.updateDevice, stored: row }).toEqual({
        answer: { id, alertRule: 'DAILY', customerId: c.customer.tenantId, settingsGroup: { id: group } },
        stored: { alertRule: 'DAILY', settingsGroupId: group },
      });
    },
  },

  updateRegulation: {
    document: `mutation ($request: UpdateRegulationRequestInput!) { updateRegulation(request: $request) { id name } }`,
    target: null,
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.id': await libraryRegulation(m.fx.t, m.fx.library, fresh('regulation')) }),
    variables: (v) => ({
      request: {
        id: v.id('request.id'),
        name: fresh('regulation'),
        description: 'Made',
        region: 'Europe',
        sortNumber: 6,
      },
    }),
    async check(c) {
      const [row] = await rows<{ name: string }>(
        c.fx,
        sql`select name from regulations where id = ${c.made['request.id']}`,
      );
      expect(row?.name).toBe(sentName(c, ['request', 'name']));
    },
  },

  updateRule: {
    document: `mutation ($request: UpdateRuleRequestInput!, $tenantId: Int) {
      updateRule(request: $request, tenantId: $tenantId) { id name } }`,
    appliesTo: customersOnly,
    async make(m) {
      const { ruleId, classifierId } = await madeRule(m);
      return { 'request.id': ruleId, 'request.classifierId': classifierId };
    },
    variables: (v) => ({
      tenantId: v.target,
      request: ruleRequest(v, { id: v.id('request.id'), classifierId: v.id('request.classifierId') }),
    }),
    async check(c) {
      await checkRule(
        c,
        c.made['request.id'] as number,
        c.made['request.classifierId'] as number,
        sentName(c, ['request', 'name']),
      );
    },
  },

  updateRuleListItem: {
    document: `mutation ($request: UpdateRuleListItemRequestInput!, $tenantId: Int) {
      updateRuleListItem(request: $request, tenantId: $tenantId) { id isActive } }`,
    appliesTo: customersOnly,
    make: async (m) => ({ 'request.id': (await madeRule(m)).ruleId }),
    variables: (v) => ({ tenantId: v.target, request: { id: v.id('request.id'), isActive: false } }),
    async check(c) {
      const id = c.made['request.id'] as number;
      const [row] = await rows<{ active: boolean }>(
        c.fx,
        sql`select is_active as active from rules where tenant_id = ${c.tenantId} and id = ${id}`,
      );
      expect({ answer: c.data.updateRuleListItem, active: row?.active }).toEqual({
        answer: { id, isActive: false },
        active: false,
      });
    },
  },

  updateTemplateClassifier: {
    document: `mutation ($id: Int!, $input: ClassifierInput!) { updateTemplateClassifier(id: $id, input: $input) { id name } }`,
    target: null,
    appliesTo: anyTenant,
    make: async (m) => ({ id: await insertTemplate(m.fx.t, m.fx.library, fresh('template')) }),
    variables: (v) => ({ id: v.id('id'), input: classifierForm(v, fresh('template'), true) }),
    async check(c) {
      expect((await templateRow(c.fx, c.made.id as number))?.name).toBe(sentName(c, ['input', 'name']));
    },
  },

  updateTemplateClassifierListItem: {
    document: `mutation ($request: UpdateTemplateClassifierListItemRequestInput!) {
      updateTemplateClassifierListItem(request: $request) { id isActive } }`,
    target: null,
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.id': await insertTemplate(m.fx.t, m.fx.library, fresh('template')) }),
    variables: (v) => ({ request: { id: v.id('request.id'), isActive: false } }),
    async check(c) {
      expect((await templateRow(c.fx, c.made['request.id'] as number))?.isActive).toBe(false);
    },
  },
};
