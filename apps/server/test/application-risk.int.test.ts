import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicationKindWhere,
  Limits,
  LlmUploadControlTestingGroup,
  Messages,
  shiftDay,
  type AgentPolicy,
} from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { devices } from '../src/devices/devices.tables.js';
import { applicationWindowRange, rebuildApplicationWindow } from '../src/rollups/application-window.js';
import { extendApplicationRunnings, moveApplicationWindows } from '../src/rollups/application-window.job.js';
import {
  DEVICE_RECENCY_MIN_DEVICES,
  extendApplicationRunning,
  RUNNING_KEEP_DAYS,
} from '../src/rollups/application-running.js';
import {
  applicationDeviceDaily,
  applicationDeviceRecency,
  applicationRiskDaily,
  applicationRiskRunning,
  applicationRiskRunningBounds,
  applicationRiskWindow,
  applicationRiskWindowBounds,
} from '../src/rollups/rollups.tables.js';
import { lockTenantRisk } from '../src/rollups/rollups.repo.js';
import { TOP_BY_BOUND_FIRST } from '../src/risk/application-risk.service.js';
import { processes } from '../src/processes/process-rules.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  file,
  fileEvent,
  getPolicy,
  registerAgent,
  sendBatch,
  type Agent,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';

const QUERY = `query ($request: ApplicationsRiskRequestInput!, $where: ApplicationRiskFilterInput,
    $order: [ApplicationRiskSortInput!], $tenantId: Int) {
  applicationsRisk(request: $request, where: $where, order: $order, tenantId: $tenantId) {
    totalCount
    items {
      processId processCaption tenantId startPeriod finishPeriod webApp isLlmApp
      filesCountIncoming filesCountOutgoing totalEntriesCostOutgoing residualEntriesCostOutgoing
      dataUploadPermission
      policies { id name caption entriesCount entriesEncryptedCount }
      devices { id name nickName }
      devicesCount
    }
  }
}`;

const SET_PERMISSION = `mutation ($processId: Int!, $permission: DataUploadPermission!, $tenantId: Int) {
  setProcessDataUploadPermission(request: { processId: $processId, permission: $permission }, tenantId: $tenantId) {
    processId dataUploadPermission
  }
}`;

interface Item {
  processId: number;
  processCaption: string;
  tenantId: number;
  startPeriod: string;
  finishPeriod: string;
  webApp: boolean;
  isLlmApp: boolean;
  filesCountIncoming: number;
  filesCountOutgoing: number;
  totalEntriesCostOutgoing: number;
  residualEntriesCostOutgoing: number;
  dataUploadPermission: string;
  policies: {
    id: number;
    name: string;
    caption: string;
    entriesCount: number;
    entriesEncryptedCount: number;
  }[];
  devices: { id: number; name: string; nickName: string | null }[];
  devicesCount: number;
}
interface Data {
  applicationsRisk: { totalCount: number; items: Item[] };
}
interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** Ids differ between a refused and a missing object; nothing else may. */
const normalised = (errors: GqlError[] | undefined) =>
  (errors ?? []).map((e) => ({ ...e, message: e.message.replace(/\d+/g, '#') }));

const PERIOD = { startPeriod: '2026-03-01T00:00:00Z', finishPeriod: '2026-03-10T23:59:59Z' };
const MISSING_ID = 999_999;

const web = (domain: string) => ({
  processName: 'chrome.exe',
  applicationName: 'Google Chrome',
  webDomain: domain,
});

describe('applicationsRisk and setProcessDataUploadPermission', () => {
  let t: TestApp;
  let customerId: number;
  let token: string;
  let d1: Agent;
  let d2: Agent;
  let foreign: Agent;
  let card: number;
  let email: number;
  let person: number;
  const names = {} as Record<'d1' | 'd2', string>;
  const ids = {} as Record<'drive' | 'chat' | 'excel' | 'chrome' | 'foreignApp', number>;

  const run = (variables: Record<string, unknown>, as = token) => t.gql<Data>(QUERY, variables, as);
  const items = async (variables: Record<string, unknown> = {}) => {
    const res = await run({ request: PERIOD, ...variables });
    expect(res.errors).toBeUndefined();
    return res.data!.applicationsRisk.items;
  };
  const processId = async (tenantId: number, processName: string) =>
    (
      await t.db
        .select({ id: processes.id })
        .from(processes)
        .where(and(eq(processes.tenantId, tenantId), eq(processes.processName, processName)))
    )[0]!.id;
  const permissionOf = async (tenantId: number, id: number) =>
    (
      await t.db
        .select({ p: processes.dataUploadPermission })
        .from(processes)
        .where(and(eq(processes.tenantId, tenantId), eq(processes.id, id)))
    )[0]!.p;
  const send = async (agent: Agent, parts: Parameters<typeof batch>[0]) => {
    const res = await sendBatch(t.app, agent.credential, batch(parts));
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const customer = await createAgentCustomer(t.db, partner.id);
    customerId = customer.id;
    token = await tokenFor(t.config, await createUser(t.db, customerId));
    // card $20 and e-mail $2.50 are sensitive, a person's name ($1) is not
    card = await createClassifier(t.db, customerId, {
      valuePerRecord: 20,
      name: 'Card numbers',
      caption: 'PAN',
    });
    email = await createClassifier(t.db, customerId, {
      valuePerRecord: 2.5,
      name: 'E-mails',
      caption: 'MAIL',
    });
    person = await createClassifier(t.db, customerId, {
      valuePerRecord: 1,
      isSensitive: false,
      name: 'Names',
      caption: 'NAME',
    });
    d1 = await registerAgent(t.app, customer.agentKey);
    d2 = await registerAgent(t.app, customer.agentKey);
    for (const [key, agent] of [
      ['d1', d1],
      ['d2', d2],
    ] as const) {
      names[key] = (
        await t.db
          .select({ name: devices.name })
          .from(devices)
          .where(and(eq(devices.tenantId, customerId), eq(devices.id, agent.deviceId)))
      )[0]!.name;
    }

    await send(d1, {
      files: [
        file('C:\\u\\cards.xlsx', [{ classifierId: card, count: 10 }]),
        file('C:\\u\\enc.xlsx', [{ classifierId: card, count: 2 }], { isEncrypted: true }),
      ],
      fileEvents: [
        // the day before the period: left out
        fileEvent('C:\\u\\cards.xlsx', 'UPLOAD', [{ classifierId: card, count: 10 }], {
          ...web('drive.google.com'),
          at: '2026-02-28T23:59:59Z',
        }),
        // drive: $200 out, not encrypted
        fileEvent('C:\\u\\cards.xlsx', 'UPLOAD', [{ classifierId: card, count: 10 }], {
          ...web('drive.google.com'),
          at: '2026-03-02T10:00:00Z',
        }),
        // drive: $40 out, encrypted
        fileEvent('C:\\u\\enc.xlsx', 'UPLOAD', [{ classifierId: card, count: 2 }], {
          ...web('drive.google.com'),
          at: '2026-03-03T10:00:00Z',
        }),
        // chat: prevented, so it counts no file, no money and no classifier, but it did act on d1
        fileEvent('C:\\u\\cards.xlsx', 'UPLOAD', [{ classifierId: card, count: 10 }], {
          ...web('chat.openai.com'),
          prevented: true,
          at: '2026-03-06T10:00:00Z',
        }),
        // excel: a local file (incoming), $200 of it, not outgoing
        fileEvent('C:\\u\\cards.xlsx', 'OPEN', [{ classifierId: card, count: 10 }], {
          at: '2026-03-04T10:00:00Z',
        }),
        // excel: $40 out to a USB stick, encrypted; the last hour of the period
        fileEvent('C:\\u\\enc.xlsx', 'COPY', [{ classifierId: card, count: 2 }], {
          driveType: 'REMOVABLE',
          at: '2026-03-10T23:00:00Z',
        }),
      ],
    });
    await send(d2, {
      files: [file('/home/b/mail.csv', [{ classifierId: email, count: 4 }])],
      fileEvents: [
        // drive: $10 out
        fileEvent('/home/b/mail.csv', 'UPLOAD', [{ classifierId: email, count: 4 }], {
          ...web('drive.google.com'),
          at: '2026-03-05T10:00:00Z',
        }),
        // chat: $10 out (the names are not sensitive)
        fileEvent(
          '/home/b/mail.csv',
          'UPLOAD',
          [
            { classifierId: email, count: 4 },
            { classifierId: person, count: 3 },
          ],
          { ...web('chat.openai.com'), at: '2026-03-06T12:00:00Z' },
        ),
        // excel: saved locally
        fileEvent('/home/b/mail.csv', 'SAVE_AS', [{ classifierId: email, count: 4 }], {
          at: '2026-03-08T10:00:00Z',
        }),
        // the first second after the period: left out
        fileEvent('/home/b/mail.csv', 'OPEN', [{ classifierId: email, count: 4 }], {
          at: '2026-03-11T00:00:00Z',
        }),
      ],
    });
    ids.drive = await processId(customerId, 'drive.google.com');
    ids.chat = await processId(customerId, 'chat.openai.com');
    ids.excel = await processId(customerId, 'excel.exe');
    ids.chrome = await processId(customerId, 'chrome.exe');

    const other = await createAgentCustomer(t.db, t.rootTenantId);
    foreign = await registerAgent(t.app, other.agentKey);
    await send(foreign, {
      fileEvents: [fileEvent('/x/y.txt', 'OPEN', [], { processName: 'vim', at: '2026-03-05T10:00:00Z' })],
    });
    ids.foreignApp = await processId(other.id, 'vim');
  });
  afterAll(() => t.close());

  const cardPolicy = (entries: number, encrypted: number) => ({
    id: card,
    name: 'Card numbers',
    caption: 'PAN',
    entriesCount: entries,
    entriesEncryptedCount: encrypted,
  });
  let emailPolicy: Item['policies'][number];
  let personPolicy: Item['policies'][number];
  beforeAll(() => {
    emailPolicy = { id: email, name: 'E-mails', caption: 'MAIL', entriesCount: 4, entriesEncryptedCount: 0 };
    personPolicy = { id: person, name: 'Names', caption: 'NAME', entriesCount: 3, entriesEncryptedCount: 0 };
  });
  const device = (key: 'd1' | 'd2') => ({
    id: (key === 'd1' ? d1 : d2).deviceId,
    name: names[key],
    nickName: null,
  });
  const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
    a.name.localeCompare(b.name) || a.id - b.id;

  it('sums each application over the period, residual risk first', async () => {
    const res = await run({ request: PERIOD });
    expect(res.errors).toBeUndefined();
    const list = res.data!.applicationsRisk;
    expect(list.totalCount).toBe(3);
    // chrome.exe only carried uploads to web applications: it is not an application of the list
    expect(list.items.map((i) => i.processId)).toEqual([ids.drive, ids.chat, ids.excel]);
    const common = {
      tenantId: customerId,
      startPeriod: '2026-03-01T00:00:00.000Z',
      finishPeriod: '2026-03-10T23:59:59.000Z',
      dataUploadPermission: 'UNBLOCKED',
    };
    const [drive, chat, excel] = list.items;
    expect(drive).toEqual({
      ...common,
      processId: ids.drive,
      processCaption: 'drive.google.com',
      webApp: true,
      isLlmApp: false,
      filesCountIncoming: 0,
      filesCountOutgoing: 3,
      totalEntriesCostOutgoing: 250,
      residualEntriesCostOutgoing: 210,
      policies: [cardPolicy(12, 2), emailPolicy],
      devices: [device('d1'), device('d2')].sort(byName),
      devicesCount: 2,
    });
    expect(chat).toEqual({
      ...common,
      processId: ids.chat,
      processCaption: 'chat.openai.com',
      webApp: true,
      isLlmApp: true,
      filesCountIncoming: 0,
      filesCountOutgoing: 1,
      totalEntriesCostOutgoing: 10,
      residualEntriesCostOutgoing: 10,
      policies: [emailPolicy, personPolicy],
      devices: [device('d1'), device('d2')].sort(byName),
      devicesCount: 2,
    });
    expect(excel).toEqual({
      ...common,
      processId: ids.excel,
      processCaption: 'Microsoft Excel',
      webApp: false,
      isLlmApp: false,
      filesCountIncoming: 2,
      filesCountOutgoing: 1,
      totalEntriesCostOutgoing: 40,
      residualEntriesCostOutgoing: 0,
      policies: [cardPolicy(12, 2), emailPolicy],
      devices: [device('d1'), device('d2')].sort(byName),
      devicesCount: 2,
    });
  });

  it('counts the day before the period once the period starts on it', async () => {
    const [drive] = await items({
      request: { ...PERIOD, startPeriod: '2026-02-28T00:00:00Z' },
      where: { processId: { eq: ids.drive } },
    });
    expect(drive).toMatchObject({ filesCountOutgoing: 4, residualEntriesCostOutgoing: 410 });
    expect(drive?.policies).toEqual([cardPolicy(22, 2), emailPolicy]);
  });

  it('splits web, LLM and local applications by filter, and filters by caption', async () => {
    const ofPage = async (where: Record<string, unknown>) => (await items({ where })).map((i) => i.processId);
    expect(await ofPage({ webApp: { eq: true }, isLlmApp: { eq: false } })).toEqual([ids.drive]);
    expect(await ofPage({ isLlmApp: { eq: true } })).toEqual([ids.chat]);
    expect(await ofPage({ webApp: { eq: false } })).toEqual([ids.excel]);
    expect(await ofPage({ processCaption: { contains: 'EXCEL' } })).toEqual([ids.excel]);
    expect(await ofPage({ filesCountIncoming: { gt: 0 } })).toEqual([ids.excel]);
  });

  it('sorts on request', async () => {
    const list = await items({ order: [{ filesCountIncoming: 'DESC' }, { processCaption: 'ASC' }] });
    expect(list.map((i) => i.processId)).toEqual([ids.excel, ids.chat, ids.drive]);
  });

  it('pages the period, the total counted with the page and past its end', async () => {
    const paged = `query ($request: ApplicationsRiskRequestInput!, $skip: Int, $take: Int) {
      applicationsRisk(request: $request, skip: $skip, take: $take) {
        totalCount items { processId } pageInfo { hasNextPage hasPreviousPage }
      }
    }`;
    type Paged = {
      applicationsRisk: {
        totalCount: number;
        items: { processId: number }[];
        pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
      };
    };
    const page = async (skip: number, take: number) => {
      const res = await t.gql<Paged>(paged, { request: PERIOD, skip, take }, token);
      expect(res.errors).toBeUndefined();
      return res.data!.applicationsRisk;
    };
    expect(await page(1, 1)).toEqual({
      totalCount: 3,
      items: [{ processId: ids.chat }],
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
    });
    expect(await page(5, 2)).toEqual({
      totalCount: 3,
      items: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
  });

  it('narrows everything to one device', async () => {
    const onD2 = await items({
      request: { ...PERIOD, deviceId: d2.deviceId },
      order: [{ processId: 'ASC' }],
    });
    const expectedOnD2 = [
      { id: ids.drive, in: 0, out: 1, residual: 10, policies: [emailPolicy] },
      { id: ids.chat, in: 0, out: 1, residual: 10, policies: [emailPolicy, personPolicy] },
      { id: ids.excel, in: 1, out: 0, residual: 0, policies: [emailPolicy] },
    ].sort((a, b) => a.id - b.id);
    expect(
      onD2.map((i) => ({
        id: i.processId,
        in: i.filesCountIncoming,
        out: i.filesCountOutgoing,
        residual: i.residualEntriesCostOutgoing,
        policies: i.policies,
      })),
    ).toEqual(expectedOnD2);
    for (const i of onD2) expect([i.devices, i.devicesCount]).toEqual([[device('d2')], 1]);

    const onD1 = await items({ request: { ...PERIOD, deviceId: d1.deviceId } });
    expect(
      onD1.map((i) => ({
        id: i.processId,
        in: i.filesCountIncoming,
        out: i.filesCountOutgoing,
        total: i.totalEntriesCostOutgoing,
        residual: i.residualEntriesCostOutgoing,
        policies: i.policies,
        devices: i.devices,
      })),
    ).toEqual([
      {
        id: ids.drive,
        in: 0,
        out: 2,
        total: 240,
        residual: 200,
        policies: [cardPolicy(12, 2)],
        devices: [device('d1')],
      },
      { id: ids.chat, in: 0, out: 0, total: 0, residual: 0, policies: [], devices: [device('d1')] },
      {
        id: ids.excel,
        in: 1,
        out: 1,
        total: 40,
        residual: 0,
        policies: [cardPolicy(12, 2)],
        devices: [device('d1')],
      },
    ]);
  });

  it("sums a partner's customers, one row per customer's application, deleted customers left out", async () => {
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const sub = await createTenant(t.db, partner.id, 'PARTNER');
    const a = await createAgentCustomer(t.db, partner.id);
    const b = await createAgentCustomer(t.db, sub.id);
    const gone = await createAgentCustomer(t.db, partner.id);
    for (const [customer, count] of [
      [a, 1],
      [b, 2],
      [gone, 3],
    ] as const) {
      const agent = await registerAgent(t.app, customer.agentKey);
      await send(agent, {
        fileEvents: Array.from({ length: count }, (_, i) =>
          fileEvent(`/n/${i}.txt`, 'OPEN', [], { processName: 'notepad.exe', applicationName: 'Notepad' }),
        ).map((e) => ({ ...e, at: '2026-03-05T10:00:00Z' })),
      });
    }
    await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, gone.id));
    const partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    const res = await run({ request: PERIOD, order: [{ filesCountIncoming: 'ASC' }] }, partnerToken);
    expect(res.errors).toBeUndefined();
    expect(
      res.data!.applicationsRisk.items.map((i) => [i.tenantId, i.processCaption, i.filesCountIncoming]),
    ).toEqual([
      [a.id, 'Notepad', 1],
      [b.id, 'Notepad', 2],
    ]);
    // acting for one of them
    const forB = await run({ request: PERIOD, tenantId: b.id }, partnerToken);
    expect(forB.data?.applicationsRisk.items.map((i) => i.tenantId)).toEqual([b.id]);
    // one customer read from its window, the other from its days: the same list
    await t.db.transaction(async (tx) => {
      const scope = await resolveSystemScope(tx, a.id);
      await lockTenantRisk(tx, scope, 'exclusive');
      await rebuildApplicationWindow(tx, scope, { start: '2026-03-01', end: '2026-03-10' });
    });
    const mixed = await run({ request: PERIOD, order: [{ filesCountIncoming: 'ASC' }] }, partnerToken);
    expect(mixed.data).toEqual(res.data);
  });

  describe('refuses', () => {
    it("another tenant's id exactly like a missing one", async () => {
      const other = await createAgentCustomer(t.db, t.rootTenantId);
      const missing = await run({ request: PERIOD, tenantId: MISSING_ID });
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const refused = await run({ request: PERIOD, tenantId: other.id });
      expect({ data: refused.data, errors: normalised(refused.errors) }).toEqual({
        data: null,
        errors: normalised(missing.errors),
      });
    });

    it("another tenant's device exactly like a missing one", async () => {
      const missing = await run({ request: { ...PERIOD, deviceId: MISSING_ID } });
      expect(missing.errors?.[0]).toMatchObject({
        message: `Device ${MISSING_ID} not found`,
        extensions: { code: 'NOT_FOUND' },
      });
      const refused = await run({ request: { ...PERIOD, deviceId: foreign.deviceId } });
      expect({ data: refused.data, errors: normalised(refused.errors) }).toEqual({
        data: null,
        errors: normalised(missing.errors),
      });
    });

    it('never lists another tenant’s applications', async () => {
      const all = await items({ take: 1000 });
      expect(all.map((i) => i.processId)).not.toContain(ids.foreignApp);
      expect(new Set(all.map((i) => i.tenantId))).toEqual(new Set([customerId]));
    });

    it('a reversed period', async () => {
      const res = await run({
        request: { startPeriod: PERIOD.finishPeriod, finishPeriod: PERIOD.startPeriod },
      });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({
        message: Messages.periodReversed,
        extensions: { code: 'BAD_USER_INPUT', field: 'startPeriod' },
      });
    });

    it('a period longer than 100 days, and takes one of exactly 100', async () => {
      const tooLong = await run({
        request: { startPeriod: '2026-01-01T00:00:00Z', finishPeriod: '2026-04-11T00:00:01Z' },
      });
      expect(tooLong.errors?.[0]).toMatchObject({
        message: Messages.periodTooLong(100),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const hundred = await run({
        request: { startPeriod: '2026-01-01T00:00:00Z', finishPeriod: '2026-04-11T00:00:00Z' },
      });
      expect(hundred.errors).toBeUndefined();
      expect(hundred.data?.applicationsRisk.totalCount).toBe(3);
    });
  });

  describe('setProcessDataUploadPermission', () => {
    const set = (variables: Record<string, unknown>, as = token) => t.gql(SET_PERMISSION, variables, as);
    const audits = (entityId: number) =>
      t.db
        .select()
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.tenantId, customerId),
            eq(auditEntries.entityType, 'Process'),
            eq(auditEntries.entityId, entityId),
          ),
        )
        .orderBy(auditEntries.id);

    it('blocks a local application: stored, audited, listed and in the next policy of the devices', async () => {
      const before = (await getPolicy(t.app, d2.credential)).json<AgentPolicy>();
      expect(before.uploadPermissions).toEqual([]);
      const res = await set({ processId: ids.excel, permission: 'BLOCKED' });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({
        setProcessDataUploadPermission: { processId: ids.excel, dataUploadPermission: 'BLOCKED' },
      });
      expect(await permissionOf(customerId, ids.excel)).toBe('BLOCKED');
      const [entry, ...more] = await audits(ids.excel);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        operation: 'UPDATE',
        entityName: 'Microsoft Excel',
        stateBefore: { dataUploadPermission: 'UNBLOCKED' },
        stateAfter: { dataUploadPermission: 'BLOCKED' },
      });
      const [excel] = await items({ where: { processId: { eq: ids.excel } } });
      expect(excel?.dataUploadPermission).toBe('BLOCKED');

      const after = (await getPolicy(t.app, d2.credential)).json<AgentPolicy>();
      expect(after.uploadPermissions).toEqual([{ processName: 'excel.exe', permission: 'BLOCKED' }]);
      expect(after.policyVersion).not.toBe(before.policyVersion);

      const custom = await set({ processId: ids.excel, permission: 'CUSTOM' });
      expect(custom.data).toEqual({
        setProcessDataUploadPermission: { processId: ids.excel, dataUploadPermission: 'CUSTOM' },
      });
      const third = (await getPolicy(t.app, d1.credential)).json<AgentPolicy>();
      expect(third.uploadPermissions).toEqual([{ processName: 'excel.exe', permission: 'CUSTOM' }]);
      expect(await audits(ids.excel)).toHaveLength(2);
    });

    it('sets an LLM application only for customers in the LLM upload control testing group', async () => {
      const refused = await set({ processId: ids.chat, permission: 'BLOCKED' });
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({
        message: Messages.llmUploadControlNotEnabled,
        extensions: { code: 'FORBIDDEN' },
      });
      expect(await permissionOf(customerId, ids.chat)).toBe('UNBLOCKED');
      expect(await audits(ids.chat)).toEqual([]);

      await t.db
        .update(tenants)
        .set({ testingGroups: [LlmUploadControlTestingGroup] })
        .where(eq(tenants.id, customerId));
      try {
        const res = await set({ processId: ids.chat, permission: 'BLOCKED' });
        expect(res.errors).toBeUndefined();
        expect(await permissionOf(customerId, ids.chat)).toBe('BLOCKED');
        const policy = (await getPolicy(t.app, d1.credential)).json<AgentPolicy>();
        expect(policy.uploadPermissions).toContainEqual({
          processName: 'chat.openai.com',
          permission: 'BLOCKED',
        });
        expect(await audits(ids.chat)).toHaveLength(1);
      } finally {
        await t.db.update(tenants).set({ testingGroups: [] }).where(eq(tenants.id, customerId));
      }
    });

    it('refuses another web application, whatever the testing group', async () => {
      await t.db
        .update(tenants)
        .set({ testingGroups: [LlmUploadControlTestingGroup] })
        .where(eq(tenants.id, customerId));
      try {
        const res = await set({ processId: ids.drive, permission: 'BLOCKED' });
        expect(res.errors?.[0]).toMatchObject({
          message: Messages.webAppUploadPermissionFixed,
          extensions: { code: 'BAD_USER_INPUT', field: 'processId' },
        });
        expect(await permissionOf(customerId, ids.drive)).toBe('UNBLOCKED');
        expect(await audits(ids.drive)).toEqual([]);
      } finally {
        await t.db.update(tenants).set({ testingGroups: [] }).where(eq(tenants.id, customerId));
      }
    });

    it("refuses another tenant's application and another tenant's id exactly like missing ones", async () => {
      const missing = await set({ processId: MISSING_ID, permission: 'BLOCKED' });
      expect(missing.errors?.[0]).toMatchObject({
        message: `Process ${MISSING_ID} not found`,
        extensions: { code: 'NOT_FOUND' },
      });
      const foreignProcess = await set({ processId: ids.foreignApp, permission: 'BLOCKED' });
      expect({ data: foreignProcess.data, errors: normalised(foreignProcess.errors) }).toEqual({
        data: null,
        errors: normalised(missing.errors),
      });
      expect(await permissionOf(foreign.tenantId, ids.foreignApp)).toBe('UNBLOCKED');

      const missingTenant = await set({ processId: ids.chrome, permission: 'BLOCKED', tenantId: MISSING_ID });
      const foreignTenant = await set({
        processId: ids.foreignApp,
        permission: 'BLOCKED',
        tenantId: foreign.tenantId,
      });
      expect(missingTenant.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect({ data: foreignTenant.data, errors: normalised(foreignTenant.errors) }).toEqual({
        data: null,
        errors: normalised(missingTenant.errors),
      });
      expect(await permissionOf(foreign.tenantId, ids.foreignApp)).toBe('UNBLOCKED');
      expect(await permissionOf(customerId, ids.chrome)).toBe('UNBLOCKED');
    });

    it('refuses an unknown permission and a read-only user, changing nothing', async () => {
      const literal = await t.gql(
        `mutation { setProcessDataUploadPermission(request: { processId: ${ids.chrome}, permission: ALLOWED }) { processId } }`,
        {},
        token,
      );
      expect(literal.data ?? null).toBeNull();
      expect(literal.errors?.[0]?.message).toBe(
        'Value "ALLOWED" does not exist in "DataUploadPermission" enum.',
      );
      const variable = await set({ processId: ids.chrome, permission: 'ALLOWED' });
      expect(variable.data ?? null).toBeNull();
      expect(variable.errors).toHaveLength(1);
      const readOnly = await tokenFor(t.config, await createUser(t.db, customerId, { isReadOnlyUser: true }));
      const refused = await set({ processId: ids.chrome, permission: 'BLOCKED' }, readOnly);
      expect(refused.errors?.[0]).toMatchObject({
        message: Messages.readOnlyUser,
        extensions: { code: 'FORBIDDEN' },
      });
      expect(await permissionOf(customerId, ids.chrome)).toBe('UNBLOCKED');
      expect(await audits(ids.chrome)).toEqual([]);
    });

    it('lets a partner set it for its customer', async () => {
      const [row] = await t.db
        .select({ parentId: tenants.parentId })
        .from(tenants)
        .where(eq(tenants.id, customerId));
      const partnerToken = await tokenFor(t.config, await createUser(t.db, row!.parentId!));
      const res = await set(
        { processId: ids.chrome, permission: 'BLOCKED', tenantId: customerId },
        partnerToken,
      );
      expect(res.errors).toBeUndefined();
      expect(await permissionOf(customerId, ids.chrome)).toBe('BLOCKED');
      // the partner's own tenant holds no applications
      const own = await set({ processId: ids.chrome, permission: 'UNBLOCKED' }, partnerToken);
      expect(own.errors?.[0]).toMatchObject({ message: `Process ${ids.chrome} not found` });
      expect(await permissionOf(customerId, ids.chrome)).toBe('BLOCKED');
    });
  });
  describe("a customer's window (the default period kept as one row per application)", () => {
    const MARCH = { start: '2026-03-01', end: '2026-03-10' };
    const setWindow = (tenantId: number, range: { start: string; end: string }) =>
      t.db.transaction(async (tx) => {
        const scope = await resolveSystemScope(tx, tenantId);
        await lockTenantRisk(tx, scope, 'exclusive');
        await rebuildApplicationWindow(tx, scope, range);
      });
    const dropWindow = async (tenantId: number) => {
      await t.db
        .delete(applicationRiskWindowBounds)
        .where(eq(applicationRiskWindowBounds.tenantId, tenantId));
      await t.db.delete(applicationRiskWindow).where(eq(applicationRiskWindow.tenantId, tenantId));
    };
    afterAll(() => dropWindow(customerId));

    it('answers its very period from the window, exactly as the daily rows do', async () => {
      await dropWindow(customerId);
      const fromDays = await items();
      const pages = Object.values(ApplicationKindWhere);
      const pagesFromDays = await Promise.all(pages.map((where) => items({ where })));
      await setWindow(customerId, MARCH);
      const windowRows = await t.db
        .select()
        .from(applicationRiskWindow)
        .where(eq(applicationRiskWindow.tenantId, customerId));
      // drive, chat and excel acted in March (chrome's uploads count for the web applications)
      expect(windowRows.map((r) => r.processId).sort((a, b) => a - b)).toEqual(
        [ids.drive, ids.chat, ids.excel].sort((a, b) => a - b),
      );
      expect(await items()).toEqual(fromDays);
      // each row carries its application's kind, which the web, LLM and local pages filter on
      expect(Object.fromEntries(windowRows.map((r) => [r.processId, [r.isWebApp, r.isLlmApp]]))).toEqual({
        [ids.drive]: [true, false],
        [ids.chat]: [true, true],
        [ids.excel]: [false, false],
      });
      expect(await Promise.all(pages.map((where) => items({ where })))).toEqual(pagesFromDays);
      expect(pagesFromDays.map((page) => page.length)).toEqual([1, 1, 1]);

      // the window is what is read: a figure changed in it shows, one day more reads the days
      await t.db
        .update(applicationRiskWindow)
        .set({ incomingFilesCount: 99 })
        .where(
          and(eq(applicationRiskWindow.tenantId, customerId), eq(applicationRiskWindow.processId, ids.excel)),
        );
      const tampered = await items({ where: { processId: { eq: ids.excel } } });
      expect(tampered[0]?.filesCountIncoming).toBe(99);
      const widened = await items({
        request: { ...PERIOD, startPeriod: '2026-02-28T00:00:00Z' },
        where: { processId: { eq: ids.excel } },
      });
      expect(widened[0]?.filesCountIncoming).toBe(2);
      await setWindow(customerId, MARCH);
      expect(await items()).toEqual(fromDays);
    });

    it('answers a period near the window from the window and the days between, exactly as the daily rows do', async () => {
      const near = { start: '2026-01-20', end: '2026-03-11' };
      const periods = [
        ['2026-01-21', '2026-03-12'], // a day later: less Jan 20, plus Mar 12
        ['2026-01-19', '2026-03-10'], // a day earlier: less Mar 11 (excel's last event), plus Jan 19
        ['2026-01-20', '2026-03-05'], // less Mar 6–11
        ['2026-01-20', '2026-03-01'], // less Mar 2–11: drive alone acted (Feb 28)
        ['2026-01-10', '2026-03-12'], // around: plus Jan 10–19 and Mar 12
        ['2026-03-01', '2026-03-10'], // far inside: the daily rows alone
      ].map(([start, end]) => ({ startPeriod: `${start}T00:00:00Z`, finishPeriod: `${end}T23:59:59Z` }));
      const pages = [undefined, ...Object.values(ApplicationKindWhere)];
      const orders = [undefined, [{ residualEntriesCostOutgoing: 'ASC' }], [{ filesCountIncoming: 'DESC' }]];
      const ask = (request: (typeof periods)[number]) =>
        Promise.all(
          pages.flatMap((where) =>
            orders.map(async (order) => {
              const res = await run({ request, where, order });
              expect(res.errors).toBeUndefined();
              return res.data!.applicationsRisk;
            }),
          ),
        );
      await dropWindow(customerId);
      const fromDays = await Promise.all(periods.map(ask));
      expect((await ask(periods[3]!))[0]?.items.map((i) => i.processId)).toEqual([ids.drive]);
      await setWindow(customerId, near);
      expect(await Promise.all(periods.map(ask))).toEqual(fromDays);

      // the window is what sorts and filters a near period: an application it says had no events
      // leaves the first period's list, while the far period, read from the days, keeps it
      await t.db
        .update(applicationRiskWindow)
        .set({ eventsCount: -1000 })
        .where(
          and(eq(applicationRiskWindow.tenantId, customerId), eq(applicationRiskWindow.processId, ids.excel)),
        );
      const listed = async (request: (typeof periods)[number]) =>
        (await items({ request })).map((i) => i.processId);
      expect(await listed(periods[0]!)).not.toContain(ids.excel);
      expect(await listed(periods[5]!)).toContain(ids.excel);
      await setWindow(customerId, near);
      expect(await listed(periods[0]!)).toContain(ids.excel);
    });

    it('takes a batch’s events of its days only, and agrees with a rebuild', async () => {
      await setWindow(customerId, MARCH);
      await send(d1, {
        fileEvents: [
          fileEvent('C:\\u\\cards.xlsx', 'OPEN', [{ classifierId: card, count: 10 }], {
            at: '2026-03-09T08:00:00Z',
          }),
          // after the window: not in it
          fileEvent('C:\\u\\cards.xlsx', 'OPEN', [{ classifierId: card, count: 10 }], {
            at: '2026-03-12T08:00:00Z',
          }),
        ],
      });
      const incremental = await items();
      const [excel] = incremental.filter((i) => i.processId === ids.excel);
      expect(excel?.filesCountIncoming).toBe(3);
      const kept = await t.db
        .select()
        .from(applicationRiskWindow)
        .where(eq(applicationRiskWindow.tenantId, customerId))
        .orderBy(applicationRiskWindow.processId);
      await setWindow(customerId, MARCH);
      const rebuilt = await t.db
        .select()
        .from(applicationRiskWindow)
        .where(eq(applicationRiskWindow.tenantId, customerId))
        .orderBy(applicationRiskWindow.processId);
      expect(kept).toEqual(rebuilt);
      await dropWindow(customerId);
      expect(await items()).toEqual(incremental);
    });

    it('moves every live customer to the default period of the day, and only those not there yet', async () => {
      const now = new Date('2026-03-10T15:00:00Z');
      const range = applicationWindowRange(now);
      expect(range).toEqual({ start: '2025-12-11', end: '2026-03-10' });
      expect(await moveApplicationWindows(t.db, now)).toBeGreaterThan(0);
      const [bounds] = await t.db
        .select()
        .from(applicationRiskWindowBounds)
        .where(eq(applicationRiskWindowBounds.tenantId, customerId));
      expect(bounds).toEqual({ tenantId: customerId, firstDay: range.start, lastDay: range.end });
      // a window already on the day's period is left alone
      await t.db
        .update(applicationRiskWindow)
        .set({ eventsCount: 1234 })
        .where(
          and(eq(applicationRiskWindow.tenantId, customerId), eq(applicationRiskWindow.processId, ids.excel)),
        );
      await moveApplicationWindows(t.db, now);
      const [untouched] = await t.db
        .select({ n: applicationRiskWindow.eventsCount })
        .from(applicationRiskWindow)
        .where(
          and(eq(applicationRiskWindow.tenantId, customerId), eq(applicationRiskWindow.processId, ids.excel)),
        );
      expect(untouched?.n).toBe(1234);
      await setWindow(customerId, range);
      // the page's default period reads the window, and agrees with the daily rows
      const request = {
        startPeriod: `${range.start}T00:00:00.000Z`,
        finishPeriod: `${range.end}T23:59:59.999Z`,
      };
      const fromWindow = await items({ request });
      await dropWindow(customerId);
      expect(await items({ request })).toEqual(fromWindow);
      // a deleted customer is not moved
      const gone = await createAgentCustomer(t.db, t.rootTenantId);
      await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, gone.id));
      await moveApplicationWindows(t.db, new Date('2026-03-11T01:00:00Z'));
      const goneBounds = await t.db
        .select()
        .from(applicationRiskWindowBounds)
        .where(eq(applicationRiskWindowBounds.tenantId, gone.id));
      expect(goneBounds).toEqual([]);
    });
  });

  describe("a customer's running sums (each closed day's sums so far, per application)", () => {
    const setRunning = (tenantId: number, through: string) =>
      t.db.transaction(async (tx) => {
        const scope = await resolveSystemScope(tx, tenantId);
        await lockTenantRisk(tx, scope, 'exclusive');
        return extendApplicationRunning(tx, scope, through);
      });
    const dropRunning = async (tenantId: number) => {
      await t.db
        .delete(applicationRiskRunningBounds)
        .where(eq(applicationRiskRunningBounds.tenantId, tenantId));
      await t.db.delete(applicationRiskRunning).where(eq(applicationRiskRunning.tenantId, tenantId));
    };
    const runningRows = (tenantId: number) =>
      t.db
        .select()
        .from(applicationRiskRunning)
        .where(eq(applicationRiskRunning.tenantId, tenantId))
        .orderBy(applicationRiskRunning.day, applicationRiskRunning.processId);
    const boundsOf = async (tenantId: number) =>
      (
        await t.db
          .select({ lastDay: applicationRiskRunningBounds.lastDay })
          .from(applicationRiskRunningBounds)
          .where(eq(applicationRiskRunningBounds.tenantId, tenantId))
      )[0]?.lastDay;
    const range = (start: string, end: string) => ({
      startPeriod: `${start}T00:00:00Z`,
      finishPeriod: `${end}T23:59:59Z`,
    });
    // Long enough that two rows per application cost less than the period's daily rows.
    const periods = [
      range('2026-01-25', '2026-03-05'), // the running sums alone
      range('2026-02-01', '2026-03-12'), // their last day, plus the daily rows after it
      range('2026-02-10', '2026-03-09'),
      range('2026-01-01', '2026-03-01'), // drive alone acted (Feb 28)
      range('2026-03-03', '2026-04-10'), // the day before the period is within them
    ];
    const pages = [undefined, ...Object.values(ApplicationKindWhere)];
    const orders = [undefined, [{ residualEntriesCostOutgoing: 'ASC' }], [{ filesCountIncoming: 'DESC' }]];
    const ask = (request: (typeof periods)[number], as = token) =>
      Promise.all(
        pages.flatMap((where) =>
          orders.map(async (order) => {
            const res = await run({ request, where, order }, as);
            expect(res.errors).toBeUndefined();
            return res.data!.applicationsRisk;
          }),
        ),
      );
    afterAll(() => dropRunning(customerId));

    it('answers any period from two rows per application, exactly as the daily rows do', async () => {
      await dropRunning(customerId);
      const fromDays = await Promise.all(periods.map((p) => ask(p)));
      expect((await ask(periods[3]!))[0]?.items.map((i) => i.processId)).toEqual([ids.drive]);
      expect(await setRunning(customerId, '2026-03-09')).toBeGreaterThan(0);
      expect(await boundsOf(customerId)).toBe('2026-03-09');
      expect(await Promise.all(periods.map((p) => ask(p)))).toEqual(fromDays);

      // the running rows are what sorts and filters: an application they say had no events in the
      // period leaves its list
      await t.db
        .update(applicationRiskRunning)
        .set({ eventsCount: -1000 })
        .where(
          and(
            eq(applicationRiskRunning.tenantId, customerId),
            eq(applicationRiskRunning.processId, ids.excel),
            eq(applicationRiskRunning.day, '2026-03-05'),
          ),
        );
      const listed = async (request: (typeof periods)[number]) =>
        (await items({ request })).map((i) => i.processId);
      expect(await listed(periods[0]!)).not.toContain(ids.excel);
      await dropRunning(customerId);
      expect(await listed(periods[0]!)).toContain(ids.excel);
    });

    it('moves its bounds back for a batch of a day they cover, and rewrites those days as a rebuild would', async () => {
      await dropRunning(customerId);
      await setRunning(customerId, '2026-03-10');
      await send(d2, {
        fileEvents: [
          fileEvent('/home/b/mail.csv', 'UPLOAD', [{ classifierId: email, count: 4 }], {
            ...web('drive.google.com'),
            at: '2026-03-05T18:00:00Z',
          }),
          fileEvent('/home/b/mail.csv', 'SAVE_AS', [{ classifierId: email, count: 4 }], {
            at: '2026-03-13T10:00:00Z',
          }),
        ],
      });
      // the earliest day the batch added to, and every one after it, is no longer read
      expect(await boundsOf(customerId)).toBe('2026-03-04');
      const answered = await Promise.all(periods.map((p) => ask(p)));
      await dropRunning(customerId);
      expect(await Promise.all(periods.map((p) => ask(p)))).toEqual(answered);

      // the job's next run rewrites the days from there: the rows a rebuild makes
      await setRunning(customerId, '2026-03-04');
      await send(d1, {
        fileEvents: [
          fileEvent('C:\\u\\cards.xlsx', 'OPEN', [{ classifierId: card, count: 10 }], {
            at: '2026-03-02T08:00:00Z',
          }),
        ],
      });
      expect(await boundsOf(customerId)).toBe('2026-03-01');
      await setRunning(customerId, '2026-03-14');
      const extended = await runningRows(customerId);
      await dropRunning(customerId);
      await setRunning(customerId, '2026-03-14');
      expect(await runningRows(customerId)).toEqual(extended);
      const [excel] = extended.filter((r) => r.processId === ids.excel && r.day === '2026-03-14');
      expect(excel?.eventsCount).toBeGreaterThan(0);
      expect(await Promise.all(periods.map((p) => ask(p)))).toEqual(
        await (async () => {
          await dropRunning(customerId);
          return Promise.all(periods.map((p) => ask(p)));
        })(),
      );
    });

    it('keeps the open day current with each batch, as a rebuild would, and answers from it', async () => {
      await dropRunning(customerId);
      await setRunning(customerId, '2026-03-20');
      const [bounds] = await t.db
        .select()
        .from(applicationRiskRunningBounds)
        .where(eq(applicationRiskRunningBounds.tenantId, customerId));
      expect(bounds).toEqual({ tenantId: customerId, lastDay: '2026-03-20', openDay: '2026-03-21' });
      await send(d1, {
        fileEvents: [
          // an application with a run, and one new that day
          fileEvent('C:\\u\\cards.xlsx', 'OPEN', [{ classifierId: card, count: 10 }], {
            at: '2026-03-21T08:00:00Z',
          }),
          fileEvent('C:\\u\\cards.xlsx', 'OPEN', [{ classifierId: card, count: 10 }], {
            processName: 'winword.exe',
            at: '2026-03-21T09:00:00Z',
          }),
        ],
      });
      await send(d2, {
        fileEvents: [
          fileEvent('/home/b/mail.csv', 'UPLOAD', [{ classifierId: email, count: 4 }], {
            ...web('drive.google.com'),
            at: '2026-03-21T10:00:00Z',
          }),
        ],
      });
      const kept = (await runningRows(customerId)).filter((r) => r.day === '2026-03-21');
      const word = await processId(customerId, 'winword.exe');
      expect(kept.find((r) => r.processId === word)).toMatchObject({
        since: '2026-03-21',
        eventsCount: 1,
        isWebApp: false,
      });
      expect(kept.find((r) => r.processId === ids.excel)?.lastActiveDay).toBe('2026-03-21');
      const openPeriods = [range('2026-02-15', '2026-03-21'), range('2026-03-01', '2026-03-25')];
      const fromOpenDay = await Promise.all(openPeriods.map((p) => ask(p)));
      expect(fromOpenDay[0]![0]?.items.map((i) => i.processId)).toContain(word);
      await dropRunning(customerId);
      expect(await Promise.all(openPeriods.map((p) => ask(p)))).toEqual(fromOpenDay);
      await setRunning(customerId, '2026-03-20');
      expect((await runningRows(customerId)).filter((r) => r.day === '2026-03-21')).toEqual(kept);
    });

    it('starts a new run after an application was idle longer than the longest period', async () => {
      const other = await createAgentCustomer(t.db, t.rootTenantId);
      const otherToken = await tokenFor(t.config, await createUser(t.db, other.id));
      const agent = await registerAgent(t.app, other.agentKey);
      const at = (day: string) => ({ processName: 'notepad.exe', at: `${day}T10:00:00Z` });
      const res = await sendBatch(
        t.app,
        agent.credential,
        batch({
          fileEvents: [
            fileEvent('/a.txt', 'OPEN', [], at('2025-06-01')),
            fileEvent('/a.txt', 'OPEN', [], at('2025-06-02')),
            fileEvent('/a.txt', 'OPEN', [], at('2025-10-29')),
          ],
        }),
      );
      expect(res.statusCode).toBe(200);
      await setRunning(other.id, '2025-11-10');
      const rows = await runningRows(other.id);
      const days = rows.map((r) => r.day);
      // a row each day while active within RUNNING_KEEP_DAYS, none after, a new run on its return
      expect(days[0]).toBe('2025-06-01');
      expect(days).toContain(shiftDay('2025-06-02', RUNNING_KEEP_DAYS));
      expect(days).not.toContain(shiftDay('2025-06-02', RUNNING_KEEP_DAYS + 1));
      expect(days).not.toContain('2025-10-28');
      expect(rows.filter((r) => r.day >= '2025-10-29').every((r) => r.since === '2025-10-29')).toBe(true);
      expect(rows.find((r) => r.day === '2025-11-10')?.eventsCount).toBe(1);
      const otherPeriods = [
        range('2025-09-01', '2025-11-10'), // the second run alone: its first run is not subtracted
        range('2025-05-20', '2025-07-31'), // the first run alone
        range('2025-09-05', '2025-10-20'), // neither: no application
      ];
      const fromRunning = await Promise.all(otherPeriods.map((p) => ask(p, otherToken)));
      expect(fromRunning.map((answers) => answers[0]?.items[0]?.filesCountIncoming ?? 0)).toEqual([1, 2, 0]);
      await dropRunning(other.id);
      expect(await Promise.all(otherPeriods.map((p) => ask(p, otherToken)))).toEqual(fromRunning);
    });

    it('the job extends every live customer through yesterday, and only those not there yet', async () => {
      const gone = await createAgentCustomer(t.db, t.rootTenantId);
      await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, gone.id));
      await dropRunning(customerId);
      const now = new Date('2026-03-16T01:00:00Z');
      expect(await extendApplicationRunnings(t.db, now)).toBeGreaterThan(0);
      expect(await boundsOf(customerId)).toBe('2026-03-15');
      expect(await boundsOf(gone.id)).toBeUndefined();
      // from the first daily row, a few weeks per transaction
      const rows = await runningRows(customerId);
      const [first] = await t.db
        .select({ day: applicationRiskDaily.day })
        .from(applicationRiskDaily)
        .where(eq(applicationRiskDaily.tenantId, customerId))
        .orderBy(applicationRiskDaily.day)
        .limit(1);
      expect(rows[0]?.day).toBe(first?.day);
      // and the open day, today's rows so far, which ingest keeps current
      expect(rows.at(-1)?.day).toBe('2026-03-16');
      expect(await extendApplicationRunnings(t.db, now)).toBe(0);
    });
  });

  describe('a page of the most risk from the candidates with the most so far (topByBound)', () => {
    const PAGE_QUERY = `query ($request: ApplicationsRiskRequestInput!, $where: ApplicationRiskFilterInput,
        $order: [ApplicationRiskSortInput!], $skip: Int, $take: Int) {
      applicationsRisk(request: $request, where: $where, order: $order, skip: $skip, take: $take) {
        totalCount
        items { processId processCaption totalEntriesCostOutgoing residualEntriesCostOutgoing
          filesCountOutgoing policies { id entriesCount } devicesCount }
      }
    }`;
    let many: number;
    let as: string;
    // More early applications than the first candidates, so that some are never candidates.
    const EARLY = TOP_BY_BOUND_FIRST + 10;
    const early: number[] = [];
    let small: number;
    // April: the early applications' big events (their sums so far then bound everything after);
    // May: their small uploads, and the late applications' bigger ones.
    const april = { startPeriod: '2026-04-01T00:00:00Z', finishPeriod: '2026-04-30T23:59:59Z' };
    const may = { startPeriod: '2026-05-01T00:00:00Z', finishPeriod: '2026-05-30T23:59:59Z' };
    const page = async (variables: Record<string, unknown>) => {
      const res = await t.gql<Data>(PAGE_QUERY, variables, as);
      expect(res.errors).toBeUndefined();
      return res.data!.applicationsRisk;
    };
    const dropRunning = async () => {
      await t.db.delete(applicationRiskRunningBounds).where(eq(applicationRiskRunningBounds.tenantId, many));
      await t.db.delete(applicationRiskRunning).where(eq(applicationRiskRunning.tenantId, many));
    };
    /** One application's running row of a day, set behind every writer's back. */
    const tamper = (
      processId: number,
      day: string,
      values: Partial<typeof applicationRiskRunning.$inferInsert>,
    ) =>
      t.db
        .update(applicationRiskRunning)
        .set(values)
        .where(
          and(
            eq(applicationRiskRunning.tenantId, many),
            eq(applicationRiskRunning.processId, processId),
            eq(applicationRiskRunning.day, day),
          ),
        );
    const setRunning = () =>
      t.db.transaction(async (tx) => {
        const scope = await resolveSystemScope(tx, many);
        await lockTenantRisk(tx, scope, 'exclusive');
        return extendApplicationRunning(tx, scope, '2026-06-05');
      });
    const requests = [april, may].flatMap((request) =>
      [undefined, ApplicationKindWhere.local, ApplicationKindWhere.web].flatMap((where) =>
        [undefined, [{ totalEntriesCostOutgoing: 'DESC' }]].flatMap((order) =>
          [
            { skip: 0, take: 20 },
            { skip: 20, take: 20 },
            { skip: 55, take: 10 },
            { skip: 0, take: 3 },
          ].map((p) => ({ request, where, order, ...p })),
        ),
      ),
    );

    beforeAll(async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      many = customer.id;
      as = await tokenFor(t.config, await createUser(t.db, many));
      const pan = await createClassifier(t.db, many, {
        valuePerRecord: 20,
        name: 'Card numbers',
        caption: 'PAN',
      });
      const agent = await registerAgent(t.app, customer.agentKey);
      const files: ReturnType<typeof file>[] = [];
      const events: ReturnType<typeof fileEvent>[] = [];
      const upload = (name: string, count: number, at: string, extra = {}) => {
        const path = `C:\\u\\${name}-${count}-${at.slice(0, 10)}.xlsx`;
        files.push(file(path, [{ classifierId: pan, count }]));
        events.push(
          fileEvent(path, 'UPLOAD', [{ classifierId: pan, count }], {
            processName: `${name}.exe`,
            applicationName: name,
            at,
            ...extra,
          }),
        );
      };
      for (let i = 0; i < EARLY; i++) {
        upload(`early${i}`, 1, '2026-03-20T10:00:00Z');
        upload(`early${i}`, 50 + i, '2026-04-05T10:00:00Z');
        upload(`early${i}`, 1, '2026-05-10T10:00:00Z');
      }
      for (let i = 0; i < 12; i++) upload(`late${i}`, 5 + i, '2026-05-12T10:00:00Z');
      upload('small', 1, '2026-04-25T10:00:00Z');
      upload('small', 1, '2026-05-20T10:00:00Z');
      // gone before May: its sums so far are the most of all, but it is not in May
      upload('gone', 500, '2026-04-20T10:00:00Z');
      for (let i = 0; i < 8; i++) {
        upload(`site${i}`, 3 + i, '2026-05-15T10:00:00Z', {
          ...web(`site${i}.example`),
          processName: 'chrome.exe',
        });
      }
      await send(agent, { files, fileEvents: events });
      for (let i = 0; i < EARLY; i++) early.push(await processId(many, `early${i}.exe`));
      small = await processId(many, 'small.exe');
    });

    it('answers every first page exactly as the daily rows do, whatever the candidates had to be', async () => {
      const fromDays = await Promise.all(requests.map(page));
      // the daily rows' answers are what the data says
      const aprilLocal =
        fromDays[requests.findIndex((r) => r.request === april && r.where === ApplicationKindWhere.local)];
      expect(aprilLocal?.totalCount).toBe(EARLY + 2);
      expect(aprilLocal?.items[0]?.processCaption).toBe('gone');
      expect(
        fromDays[requests.findIndex((r) => r.request === may && r.where === undefined)]?.totalCount,
      ).toBe(EARLY + 12 + 1 + 8);
      await setRunning();
      expect(await Promise.all(requests.map(page))).toEqual(fromDays);
    });

    it('reads only the candidates: an application outside them is not on the page', async () => {
      await dropRunning();
      await setRunning();
      // The early application with the least so far is no candidate of April's first page (the
      // first candidates all have more); make its day before April say it had a million dollars less, so that
      // April's figures read from every application would put it first.
      const [least] = early;
      await tamper(least!, '2026-03-31', { outgoingSensitiveCost: '-1000000' });
      const local = { request: april, where: ApplicationKindWhere.local, skip: 0, take: 20 };
      const firstOf = async (where: Record<string, unknown>) =>
        (await page({ ...local, where })).items[0]?.processId;
      // any other filter reads every application of the period
      expect(await firstOf({ ...ApplicationKindWhere.local, processCaption: { neq: 'none' } })).toBe(least);
      expect(await firstOf(ApplicationKindWhere.local)).not.toBe(least);
      await dropRunning();
      await setRunning();
      expect(await firstOf(ApplicationKindWhere.local)).not.toBe(least);
    });

    it('counts the applications whose last active day is in the period', async () => {
      await dropRunning();
      await setRunning();
      const local = { request: may, where: ApplicationKindWhere.local, skip: 0, take: 20 };
      const before = await page(local);
      expect(before.totalCount).toBe(EARLY + 13);
      // its running row of the period's last day says it was last active before the period
      await tamper(small, '2026-05-30', { lastActiveDay: '2026-04-25' });
      const after = await page(local);
      expect(after.totalCount).toBe(EARLY + 12);
      expect(after.items).toEqual(before.items);
      await dropRunning();
    });
  });

  describe('devices counted from their recency rows (application_device_recency)', () => {
    // Rollup rows written directly: a spread of devices' active days over 110 days, more than the
    // longest period, so that the oldest fall out of the recency rows.
    const FIRST = '2026-01-31';
    const DAYS = 110;
    const CLOSED = '2026-05-15';
    const many = DEVICE_RECENCY_MIN_DEVICES + 6;
    let tenantId: number;
    let as: string;
    let big: number;
    let few: number;
    let deviceIds: number[] = [];
    const active: { processId: number; deviceId: number; day: string }[] = [];
    const range = (start: string, end: string) => ({
      startPeriod: `${start}T00:00:00Z`,
      finishPeriod: `${end}T23:59:59Z`,
    });
    const periods = [
      range('2026-02-05', '2026-05-15'), // 100 days ending on the closed day
      range('2026-04-01', '2026-05-10'),
      range('2026-05-10', '2026-05-10'),
      range('2026-05-01', '2026-05-20'), // the days after the closed day as well
      range('2026-02-09', '2026-05-19'),
      range('2026-05-15', '2026-05-20'),
      range('2026-05-17', '2026-05-20'), // after the closed day only
    ];
    /** The devices of each application in each period, from its daily rows. */
    const expected = async () => {
      const gone = new Set(
        (
          await t.db
            .select({ id: devices.id })
            .from(devices)
            .where(and(eq(devices.tenantId, tenantId), eq(devices.isDeleted, true)))
        ).map((d) => d.id),
      );
      return periods.map((p) =>
        [big, few].map(
          (processId) =>
            new Set(
              active
                .filter(
                  (a) =>
                    a.processId === processId &&
                    !gone.has(a.deviceId) &&
                    a.day >= p.startPeriod.slice(0, 10) &&
                    a.day <= p.finishPeriod.slice(0, 10),
                )
                .map((a) => a.deviceId),
            ).size,
        ),
      );
    };
    const answered = () =>
      Promise.all(
        periods.map(async (request) => {
          const res = await run({ request }, as);
          expect(res.errors).toBeUndefined();
          const counts = new Map(res.data!.applicationsRisk.items.map((i) => [i.processId, i.devicesCount]));
          return [big, few].map((id) => counts.get(id));
        }),
      );
    const setRunning = (through: string) =>
      t.db.transaction(async (tx) => {
        const scope = await resolveSystemScope(tx, tenantId);
        await lockTenantRisk(tx, scope, 'exclusive');
        return extendApplicationRunning(tx, scope, through);
      });
    const recencyRows = () =>
      t.db
        .select()
        .from(applicationDeviceRecency)
        .where(eq(applicationDeviceRecency.tenantId, tenantId))
        .orderBy(applicationDeviceRecency.day, applicationDeviceRecency.processId);
    const addActivity = async (rows: typeof active) => {
      active.push(...rows);
      await t.db.insert(applicationDeviceDaily).values(rows.map((r) => ({ tenantId, ...r, eventsCount: 1 })));
    };

    beforeAll(async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      tenantId = customer.id;
      as = await tokenFor(t.config, await createUser(t.db, tenantId));
      const procs = await t.db
        .insert(processes)
        .values([
          { tenantId, processName: 'big.exe', humanName: 'Big' },
          { tenantId, processName: 'few.exe', humanName: 'Few' },
        ])
        .returning({ id: processes.id });
      [big, few] = procs.map((p) => p.id) as [number, number];
      deviceIds = (
        await t.db
          .insert(devices)
          .values(
            Array.from({ length: many }, (_, i) => ({
              tenantId,
              deviceIdentifier: `recency-${i}`,
              name: `pc-${i}`,
              licenseStatus: 'ACTIVE' as const,
            })),
          )
          .returning({ id: devices.id })
      ).map((d) => d.id);
      const rows: typeof active = [];
      for (let d = 0; d < DAYS; d++) {
        const day = shiftDay(FIRST, d);
        deviceIds.forEach((deviceId, i) => {
          // every device on some days, the last few only in the first days, a sparse spread after
          if ((i * 7 + d * 3) % 17 === 0 && (i < many - 3 || d < 5))
            rows.push({ processId: big, deviceId, day });
          if (i < 5 && (i + d) % 9 === 0) rows.push({ processId: few, deviceId, day });
        });
      }
      await addActivity(rows);
      await t.db.insert(applicationRiskDaily).values(
        Array.from({ length: DAYS }, (_, d) =>
          [big, few].map((processId) => ({
            tenantId,
            processId,
            day: shiftDay(FIRST, d),
            eventsCount: 1,
          })),
        ).flat(),
      );
    });

    it('counts exactly as the daily rows do: before and after the closed day, deleted devices left out', async () => {
      const fromDays = await answered();
      expect(fromDays).toEqual(await expected());
      // some period has more devices than a few and fewer than all
      expect(fromDays.some(([n]) => n! > 10 && n! < many)).toBe(true);

      expect(await setRunning(CLOSED)).toBeGreaterThan(0);
      const rows = await recencyRows();
      // the application with many devices has a row per closed day; the other none
      expect(new Set(rows.map((r) => r.processId))).toEqual(new Set([big]));
      expect(rows.map((r) => r.day)).toContain(CLOSED);
      expect(rows.every((r) => r.day <= CLOSED)).toBe(true);
      expect(await answered()).toEqual(fromDays);

      await t.db
        .update(devices)
        .set({ isDeleted: true })
        .where(and(eq(devices.tenantId, tenantId), eq(devices.id, deviceIds[0]!)));
      await t.db
        .update(devices)
        .set({ isDeleted: true })
        .where(and(eq(devices.tenantId, tenantId), eq(devices.id, deviceIds[1]!)));
      const withoutDeleted = await expected();
      expect(withoutDeleted).not.toEqual(fromDays);
      expect(await answered()).toEqual(withoutDeleted);
    });

    it('reads the recency row: changed behind the job’s back, the count follows', async () => {
      const day = '2026-05-10';
      const [row] = (await recencyRows()).filter((r) => r.day === day);
      expect(row).toBeDefined();
      const before = (await answered())[2]![0]!;
      await t.db
        .update(applicationDeviceRecency)
        .set({ within: row!.within.map((n) => n + 1000) })
        .where(
          and(
            eq(applicationDeviceRecency.tenantId, tenantId),
            eq(applicationDeviceRecency.day, day),
            eq(applicationDeviceRecency.processId, big),
          ),
        );
      expect((await answered())[2]![0]).toBe(before + 1000);
      await t.db
        .update(applicationDeviceRecency)
        .set({ within: row!.within })
        .where(
          and(
            eq(applicationDeviceRecency.tenantId, tenantId),
            eq(applicationDeviceRecency.day, day),
            eq(applicationDeviceRecency.processId, big),
          ),
        );
    });

    it('once its bounds move back for a closed day, counts from the days before and rewrites the rest', async () => {
      // A device idle since the first days acts again on a closed day (as a batch would add it).
      const late = { processId: big, deviceId: deviceIds[many - 1]!, day: '2026-05-12' };
      await addActivity([late]);
      await t.db
        .update(applicationRiskRunningBounds)
        .set({ lastDay: shiftDay(late.day, -1), openDay: null })
        .where(eq(applicationRiskRunningBounds.tenantId, tenantId));
      const now = await expected();
      expect(await answered()).toEqual(now);
      expect(await setRunning(CLOSED)).toBeGreaterThan(0);
      expect(await answered()).toEqual(now);
      const rewritten = (await recencyRows()).find((r) => r.day === CLOSED);
      // within[k + 1]: the devices acted on last at most k days before; that device three days before
      expect(rewritten!.within.length).toBeGreaterThan(3);
      // as a rebuild from the first day writes them
      const extended = await recencyRows();
      await t.db
        .delete(applicationRiskRunningBounds)
        .where(eq(applicationRiskRunningBounds.tenantId, tenantId));
      expect(await setRunning(CLOSED)).toBeGreaterThan(0);
      expect(await recencyRows()).toEqual(extended);
    });
  });

  it('names at most the first devices of an application and counts them all', async () => {
    // Rollup rows written directly: 51 devices each with one day of activity of one application.
    const customer = await createAgentCustomer(t.db, t.rootTenantId);
    const as = await tokenFor(t.config, await createUser(t.db, customer.id));
    const [proc] = await t.db
      .insert(processes)
      .values({ tenantId: customer.id, processName: 'bulk.exe', humanName: 'Bulk' })
      .returning({ id: processes.id });
    const total = Limits.applicationDevicesListMax + 1;
    const rows = await t.db
      .insert(devices)
      .values(
        Array.from({ length: total }, (_, i) => ({
          tenantId: customer.id,
          deviceIdentifier: `bulk-${i}`,
          name: `pc-${String(total - i).padStart(3, '0')}`,
          licenseStatus: 'ACTIVE' as const,
        })),
      )
      .returning({ id: devices.id, name: devices.name });
    const processId = proc?.id as number;
    const day = '2026-03-05';
    await t.db
      .insert(applicationRiskDaily)
      .values({ tenantId: customer.id, processId, day, eventsCount: total });
    await t.db
      .insert(applicationDeviceDaily)
      .values(rows.map((d) => ({ tenantId: customer.id, processId, deviceId: d.id, day, eventsCount: 1 })));

    const res = await run({ request: PERIOD }, as);
    expect(res.errors).toBeUndefined();
    const [bulk] = res.data?.applicationsRisk.items ?? [];
    expect(bulk?.devicesCount).toBe(total);
    // The first devices by id, listed by name (ids ascend while these names descend).
    const firstById = [...rows]
      .sort((a, b) => a.id - b.id)
      .slice(0, Limits.applicationDevicesListMax)
      .map((d) => d.name)
      .sort();
    expect(bulk?.devices.map((d) => d.name)).toEqual(firstById);
  });
});
