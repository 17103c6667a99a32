import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertLimits, AlertMessages, ALERT_TYPES, Messages } from '@vigil/contracts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../e2e/support/test-smtp-server.js';
import { evaluateAlerts, sendAlertDigests, sendImmediateAlerts } from '../src/alerts/alerts.job.js';
import { alerts } from '../src/alerts/alerts.tables.js';
import { auditEntries } from '../src/audit/audit.tables.js';
import { rowsOf } from '../src/db/rows.js';
import { devices, type AlertRule } from '../src/devices/devices.tables.js';
import { createMailer, type Mailer } from '../src/mail/mailer.js';
import { processes } from '../src/processes/process-rules.tables.js';
import { createTenant, createUser, tokenFor, unique } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  fileEvent,
  registerAgent,
  sendBatch,
  type Agent,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const CREATE = `mutation ($r: CreateAlertSettingRequestInput!, $tenantId: Int) {
  createAlertSetting(request: $r, tenantId: $tenantId) {
    id name warningTypeId typeName parameters userEmail emailForNotification } }`;
const UPDATE = `mutation ($r: UpdateAlertSettingRequestInput!, $tenantId: Int) {
  updateAlertSetting(request: $r, tenantId: $tenantId) { id name parameters emailForNotification } }`;
const DELETE = `mutation ($ids: [Int!]!, $tenantId: Int) { deleteAlertSettings(request: { ids: $ids }, tenantId: $tenantId) }`;
const SETTINGS = `query ($tenantId: Int) { alertSettings(tenantId: $tenantId) {
  totalCount items { id name typeName parameters emailForNotification } } }`;
const ALERTS = `query ($tenantId: Int) { alerts(tenantId: $tenantId, take: 100) {
  totalCount items { id typeId typeName day data alertSettingName createdAt } } }`;

type Setting = {
  id: number;
  name: string;
  parameters: Record<string, unknown>;
  emailForNotification: string;
};

/** The day every fixture's "today" is, and the moment the engine looks at it. */
const DAY = '2026-03-10';
const EVENING = new Date(`${DAY}T20:00:00Z`);
const NEXT_MORNING = new Date('2026-03-11T03:00:00Z');

describe('alert settings', () => {
  let t: TestApp;
  let customerId: number;
  let partnerId: number;
  let token: string;
  let readOnlyToken: string;
  let partnerToken: string;

  const create = (r: Record<string, unknown>, tok = token, tenantId?: number) =>
    t.gql<{ createAlertSetting: Setting & { userEmail: string; typeName: string } }>(
      CREATE,
      { r, tenantId },
      tok,
    );
  const valid = { name: 'Big day', warningTypeId: 2, parameters: { thresholdUsd: 1500 } };

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    partnerId = partner.id;
    customerId = (await createTenant(t.db, partner.id, 'CUSTOMER')).id;
    token = await tokenFor(t.config, await createUser(t.db, customerId, { email: 'owner@customer.test' }));
    readOnlyToken = await tokenFor(t.config, await createUser(t.db, customerId, { isReadOnlyUser: true }));
    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id, { roles: ['TENANT_ADMIN'] }));
  });
  afterAll(() => t.close());

  it('lists the three alert types in their order', async () => {
    const res = await t.gql<{ alertTypes: { id: number; name: string; thresholdKind: string }[] }>(
      'query { alertTypes { id name thresholdKind } }',
      {},
      token,
    );
    expect(res.data?.alertTypes).toEqual(
      ALERT_TYPES.map((a) => ({ id: a.id, name: a.name, thresholdKind: a.threshold })),
    );
    expect(res.data?.alertTypes.map((a) => a.thresholdKind)).toEqual(['PERCENT', 'USD', 'USD']);
  });

  it('tells whether mail goes over SMTP or to the data folder', async () => {
    const q = 'query { alertMailDelivery { via } }';
    expect((await t.gql(q, {}, token)).data).toEqual({ alertMailDelivery: { via: 'folder' } });
    const smtp = await createTestApp({ mail: { smtpUrl: 'smtp://127.0.0.1:2525', from: 'a@b.test' } });
    try {
      const c = await createTenant(smtp.db, smtp.rootTenantId, 'CUSTOMER');
      const tok = await tokenFor(smtp.config, await createUser(smtp.db, c.id));
      expect((await smtp.gql(q, {}, tok)).data).toEqual({ alertMailDelivery: { via: 'smtp' } });
    } finally {
      await smtp.close();
    }
  });

  it('creates, lists, updates and deletes a setting, each in the change history', async () => {
    const made = await create({ ...valid, emailForNotification: '  ops@customer.test ' });
    expect(made.errors).toBeUndefined();
    const s = made.data!.createAlertSetting;
    expect(s).toMatchObject({
      name: 'Big day',
      warningTypeId: 2,
      typeName: ALERT_TYPES[1]!.name,
      parameters: { thresholdUsd: 1500 },
      userEmail: 'owner@customer.test',
      emailForNotification: 'ops@customer.test',
    });
    const listed = await t.gql<{ alertSettings: { totalCount: number; items: Setting[] } }>(
      SETTINGS,
      {},
      token,
    );
    expect(listed.data?.alertSettings.items.map((i) => i.id)).toEqual([s.id]);

    const updated = await t.gql<{ updateAlertSetting: Setting }>(
      UPDATE,
      { r: { id: s.id, name: 'Spike', warningTypeId: 1, parameters: { thresholdPercent: 40 } } },
      token,
    );
    expect(updated.data?.updateAlertSetting).toEqual({
      id: s.id,
      name: 'Spike',
      parameters: { thresholdPercent: 40 },
      emailForNotification: '',
    });
    const deleted = await t.gql<{ deleteAlertSettings: number[] }>(DELETE, { ids: [s.id] }, token);
    expect(deleted.data?.deleteAlertSettings).toEqual([s.id]);
    const history = await t.db
      .select({ op: auditEntries.operation })
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, customerId), eq(auditEntries.entityType, 'AlertSetting')))
      .orderBy(auditEntries.id);
    expect(history.map((h) => h.op)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it.each([
    ['no trigger', { ...valid, warningTypeId: 0 }, AlertMessages.triggerRequired],
    ['an unknown trigger', { ...valid, warningTypeId: 9 }, AlertMessages.triggerRequired],
    ['an empty name', { ...valid, name: '   ' }, Messages.required],
    ['a name too long', { ...valid, name: 'n'.repeat(251) }, Messages.lengthBelow(AlertLimits.nameMax)],
    ['a NUL in the name', { ...valid, name: 'a\u0000b' }, null],
    ['an invalid e-mail', { ...valid, emailForNotification: 'not-an-email' }, AlertMessages.invalidEmail],
    [
      'an e-mail too long',
      { ...valid, emailForNotification: `${'a'.repeat(140)}@example.test` },
      Messages.lengthBelow(AlertLimits.emailMax),
    ],
    ['no threshold', { ...valid, parameters: {} }, AlertMessages.thresholdRequired],
    ['a zero threshold', { ...valid, parameters: { thresholdUsd: 0 } }, AlertMessages.thresholdPositive],
    ['a text threshold', { ...valid, parameters: { thresholdUsd: '12' } }, AlertMessages.thresholdPositive],
    [
      'a percent for a dollar type',
      { ...valid, parameters: { thresholdPercent: 10 } },
      AlertMessages.thresholdRequired,
    ],
    ['parameters not an object', { ...valid, parameters: [1, 2] }, AlertMessages.wrongParameters],
    [
      'too many applications',
      { ...valid, parameters: { thresholdUsd: 5, processIds: Array.from({ length: 101 }, (_, i) => i + 1) } },
      null,
    ],
    [
      'an unknown parameter',
      { ...valid, parameters: { thresholdUsd: 5, extra: true } },
      AlertMessages.wrongParameters,
    ],
    ['a wrong type of name', { ...valid, name: 42 }, null],
  ])('refuses %s, storing nothing', async (_label, request, message) => {
    const before = await t.gql<{ alertSettings: { totalCount: number } }>(SETTINGS, {}, token);
    const res = await create(request);
    expect(res.data).toBeNull();
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.length).toBeGreaterThan(0);
    if (message) expect(res.errors?.[0]?.message).toBe(message);
    const after = await t.gql<{ alertSettings: { totalCount: number } }>(SETTINGS, {}, token);
    expect(after.data?.alertSettings.totalCount).toBe(before.data?.alertSettings.totalCount);
  });

  it('refuses an application of another tenant like a missing one', async () => {
    const other = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    const [foreign] = await t.db
      .insert(processes)
      .values({ tenantId: other.id, processName: unique('app.exe'), humanName: 'App' })
      .returning({ id: processes.id });
    const res = await create({ ...valid, parameters: { thresholdUsd: 5, processIds: [foreign!.id] } });
    const missing = await create({ ...valid, parameters: { thresholdUsd: 5, processIds: [999_999] } });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(res.errors?.[0]?.message.replace(/\d+/g, 'N')).toBe(
      missing.errors?.[0]?.message.replace(/\d+/g, 'N'),
    );
  });

  it('keeps a read-only user out and a partner’s own tenant without settings', async () => {
    expect((await create(valid, readOnlyToken)).errors?.[0]?.message).toBe(Messages.readOnlyUser);
    expect((await create(valid, partnerToken, partnerId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Acting for the customer below it, the partner may.
    const res = await create({ ...valid, name: 'By the partner' }, partnerToken, customerId);
    expect(res.errors).toBeUndefined();
    await t.gql(DELETE, { ids: [res.data!.createAlertSetting.id], tenantId: customerId }, partnerToken);
  });

  it('deletes all or none, and refuses an empty selection', async () => {
    const a = (await create({ ...valid, name: 'A' })).data!.createAlertSetting.id;
    const none = await t.gql(DELETE, { ids: [] }, token);
    expect(none.errors?.[0]?.message).toBe(AlertMessages.nothingSelected);
    const mixed = await t.gql(DELETE, { ids: [a, 999_999] }, token);
    expect(mixed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const listed = await t.gql<{ alertSettings: { items: Setting[] } }>(SETTINGS, {}, token);
    expect(listed.data?.alertSettings.items.map((i) => i.id)).toContain(a);
    expect((await t.gql(DELETE, { ids: [a] }, token)).data).toEqual({ deleteAlertSettings: [a] });
  });
});

/*
 * The engine against hand-computed fixtures. Customer "main" has devices A (IMMEDIATE), B (DAILY)
 * and C (NONE); a card finding is worth $20 a record (sensitive), a name $1 (not sensitive).
 *
 * The 7 days before DAY:
 *   Excel,   C, UPLOAD 35 cards on DAY-3                 = $700  → average $100 a day
 *   Outlook, B, UPLOAD 3 cards + 10 names at DAY-7 00:00 = $70   → average $10 a day
 *   Excel,   C, UPLOAD 100 cards at DAY-8 23:59:59       = $2000 (before the 7 days: left out)
 * DAY:
 *   Excel,   A, UPLOAD 12 cards          = $240  q1.xlsx
 *   Outlook, B, UPLOAD 1 card + 5 names  = $25   mail.pst
 *   Excel,   C, COPY to USB 3 cards      = $60   usb.xlsx
 *   Drive (web), A, UPLOAD 2 cards       = $40   plan.docx (no history)
 *   Excel,   C, OPEN 100 cards           = not outgoing, left out
 * So today: Excel $300 (2 files), Outlook $25 (1), Drive $40 (1); all outgoing $365 (4 files).
 *   Type 1 at 100%: Excel (300−100)/100 = 200%, Outlook (25−10)/10 = 150%; Drive has no average.
 *   Type 2 at $365: reached (365 ≥ 365), 4 files.
 *   Type 3 at $30: Excel $300 (2 files), Drive $40 (1 file); Outlook $25 is below.
 */
describe('the alert engine', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  let main: { id: number; token: string };
  const dev: Record<'A' | 'B' | 'C', Agent & { name: string }> = {} as never;
  let card: number;
  let person: number;
  const proc: Record<string, number> = {};

  const setRule = (agent: Agent, rule: AlertRule) =>
    t.db
      .update(devices)
      .set({ alertRule: rule })
      .where(and(eq(devices.tenantId, agent.tenantId), eq(devices.id, agent.deviceId)));
  const send = async (agent: Agent, events: ReturnType<typeof fileEvent>[]) => {
    const res = await sendBatch(t.app, agent.credential, batch({ fileEvents: events }));
    expect(res.statusCode).toBe(200);
  };
  const addSetting = async (tok: string, r: Record<string, unknown>) => {
    const res = await t.gql<{ createAlertSetting: { id: number } }>(CREATE, { r }, tok);
    expect(res.errors).toBeUndefined();
    return res.data!.createAlertSetting.id;
  };
  const alertsOf = async (tok: string) => {
    const res = await t.gql<{
      alerts: { items: { typeId: number; day: string; data: string; alertSettingName: string }[] };
    }>(ALERTS, {}, tok);
    return res.data!.alerts.items.map((a) => ({ ...a, data: JSON.parse(a.data) as Record<string, unknown> }));
  };
  const cards = (count: number) => ({ classifierId: card, count });
  const names = (count: number) => ({ classifierId: person, count });
  const excel = { processName: 'excel.exe', applicationName: 'Microsoft Excel' };
  const outlook = { processName: 'outlook.exe', applicationName: 'Microsoft Outlook' };
  const drive = {
    processName: 'chrome.exe',
    applicationName: 'Google Chrome',
    webDomain: 'drive.google.com',
  };

  beforeAll(async () => {
    // The engine evaluates every customer with new events, as the server's job does: counted over
    // the PostgreSQL that CI's files share, other files' events would join in. A database of its own.
    t = await createTestApp({}, { privateDatabase: true });
    smtp = await startTestSmtpServer();
    mailer = createMailer({ smtpUrl: smtp.url, from: 'Vigil <alerts@vigil.test>', dataDir: '/nonexistent' });
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const customer = await createAgentCustomer(t.db, partner.id);
    main = {
      id: customer.id,
      token: await tokenFor(t.config, await createUser(t.db, customer.id, { email: 'owner@main.test' })),
    };
    card = await createClassifier(t.db, customer.id, { valuePerRecord: 20, name: 'Cards' });
    person = await createClassifier(t.db, customer.id, {
      valuePerRecord: 1,
      isSensitive: false,
      name: 'Names',
    });
    for (const [key, rule] of [
      ['A', 'IMMEDIATE'],
      ['B', 'DAILY'],
      ['C', 'NONE'],
    ] as const) {
      const agent = await registerAgent(t.app, customer.agentKey);
      await setRule(agent, rule);
      const [row] = await t.db
        .select({ name: devices.name })
        .from(devices)
        .where(and(eq(devices.tenantId, customer.id), eq(devices.id, agent.deviceId)));
      dev[key] = { ...agent, name: row!.name };
    }
    await send(dev.C, [
      fileEvent('C:\\c\\old.xlsx', 'UPLOAD', [cards(35)], { ...excel, at: '2026-03-07T09:00:00Z' }),
      fileEvent('C:\\c\\older.xlsx', 'UPLOAD', [cards(100)], { ...excel, at: '2026-03-02T23:59:59Z' }),
      fileEvent('E:\\usb.xlsx', 'COPY', [cards(3)], {
        ...excel,
        driveType: 'REMOVABLE',
        at: `${DAY}T11:00:00Z`,
      }),
      fileEvent('C:\\c\\local.xlsx', 'OPEN', [cards(100)], { ...excel, at: `${DAY}T12:00:00Z` }),
    ]);
    await send(dev.B, [
      fileEvent('C:\\b\\old.pst', 'UPLOAD', [cards(3), names(10)], {
        ...outlook,
        at: '2026-03-03T00:00:00Z',
      }),
      fileEvent('C:\\b\\mail.pst', 'UPLOAD', [cards(1), names(5)], {
        ...outlook,
        userName: 'bob',
        at: `${DAY}T10:00:00Z`,
      }),
    ]);
    await send(dev.A, [
      fileEvent('C:\\a\\q1.xlsx', 'UPLOAD', [cards(12)], {
        ...excel,
        userName: 'ann',
        at: `${DAY}T09:00:00Z`,
      }),
      fileEvent('C:\\a\\plan.docx', 'UPLOAD', [cards(2)], {
        ...drive,
        userName: 'ann',
        at: `${DAY}T13:00:00Z`,
      }),
    ]);
    for (const row of await t.db
      .select({ id: processes.id, name: processes.processName, human: processes.humanName })
      .from(processes)
      .where(eq(processes.tenantId, customer.id)))
      proc[row.name] = row.id;
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
    await t.close();
  });

  const humanName = async (id: number) =>
    (
      await t.db
        .select({ h: processes.humanName })
        .from(processes)
        .where(and(eq(processes.tenantId, main.id), eq(processes.id, id)))
    )[0]!.h;

  it('raises each type with its hand-computed figures and top events, once a day', async () => {
    await addSetting(main.token, { name: 'Spike', warningTypeId: 1, parameters: { thresholdPercent: 100 } });
    await addSetting(main.token, { name: 'Total', warningTypeId: 2, parameters: { thresholdUsd: 365 } });
    await addSetting(main.token, { name: 'Per app', warningTypeId: 3, parameters: { thresholdUsd: 30 } });
    // Just above each threshold: none of these is raised.
    const nearMisses = [
      await addSetting(main.token, {
        name: 'Spike 200',
        warningTypeId: 1,
        parameters: { thresholdPercent: 200 },
      }),
      await addSetting(main.token, {
        name: 'Total 365.01',
        warningTypeId: 2,
        parameters: { thresholdUsd: 365.01 },
      }),
      await addSetting(main.token, {
        name: 'Per app 300.01',
        warningTypeId: 3,
        parameters: { thresholdUsd: 300.01 },
      }),
    ];

    expect(await evaluateAlerts(t.db, EVENING)).toBe(3);
    const list = await alertsOf(main.token);
    const by = (name: string) => list.find((a) => a.alertSettingName === name);
    expect(list.map((a) => a.alertSettingName).sort()).toEqual(['Per app', 'Spike', 'Total']);

    const excelId = proc['excel.exe']!;
    const outlookId = proc['outlook.exe']!;
    const driveId = proc['drive.google.com']!;
    const ev = (d: Agent & { name: string }, userName: string, file: string, value: number) => ({
      deviceId: d.deviceId,
      deviceName: d.name,
      userName,
      file,
      value,
    });
    const q1 = ev(dev.A, 'ann', 'C:\\a\\q1.xlsx', 240);
    const usb = ev(dev.C, '', 'E:\\usb.xlsx', 60);
    const plan = ev(dev.A, 'ann', 'C:\\a\\plan.docx', 40);
    const mail = ev(dev.B, 'bob', 'C:\\b\\mail.pst', 25);

    expect(by('Spike')).toMatchObject({ typeId: 1, day: DAY });
    expect(by('Spike')?.data).toEqual({
      day: DAY,
      thresholdPercent: 100,
      processes: [
        {
          processId: excelId,
          name: await humanName(excelId),
          currentValue: 300,
          previousAverage: 100,
          percentOver: 200,
        },
        {
          processId: outlookId,
          name: await humanName(outlookId),
          currentValue: 25,
          previousAverage: 10,
          percentOver: 150,
        },
      ],
      topEvents: [q1, usb, mail],
    });
    expect(by('Total')?.data).toEqual({
      day: DAY,
      thresholdUsd: 365,
      filesCount: 4,
      value: 365,
      topEvents: [q1, usb, plan, mail],
    });
    expect(by('Per app')?.data).toEqual({
      day: DAY,
      thresholdUsd: 30,
      processes: [
        { processId: excelId, name: await humanName(excelId), filesCount: 2, risk: 300 },
        { processId: driveId, name: await humanName(driveId), filesCount: 1, risk: 40 },
      ],
      topEvents: [q1, usb, plan],
    });

    // More events the same day: looked at again, nothing raised twice (the near misses, which
    // these events would now raise, go first).
    expect((await t.gql(DELETE, { ids: nearMisses }, main.token)).errors).toBeUndefined();
    await send(dev.A, [
      fileEvent('C:\\a\\q2.xlsx', 'UPLOAD', [cards(1)], { ...excel, at: `${DAY}T19:00:00Z` }),
    ]);
    expect(await evaluateAlerts(t.db, EVENING)).toBe(0);
    expect(await alertsOf(main.token)).toHaveLength(3);
    // Nothing new at all: the customer is not even looked at.
    expect(await evaluateAlerts(t.db, EVENING)).toBe(0);
  });

  it('keeps the top events to five, the most valuable first', async () => {
    const customer = await createAgentCustomer(t.db, t.rootTenantId);
    const tok = await tokenFor(t.config, await createUser(t.db, customer.id));
    const c = await createClassifier(t.db, customer.id, { valuePerRecord: 1 });
    const agent = await registerAgent(t.app, customer.agentKey);
    const res = await sendBatch(
      t.app,
      agent.credential,
      batch({
        fileEvents: [3, 9, 1, 7, 5, 8, 2].map((n) =>
          fileEvent(`C:\\f${n}.txt`, 'UPLOAD', [{ classifierId: c, count: n }], { at: `${DAY}T08:00:00Z` }),
        ),
      }),
    );
    expect(res.statusCode).toBe(200);
    await addSetting(tok, { name: 'Five', warningTypeId: 2, parameters: { thresholdUsd: 1 } });
    await evaluateAlerts(t.db, EVENING);
    const [alert] = await alertsOf(tok);
    const top = (alert?.data.topEvents as { file: string; value: number }[]).map((e) => [e.file, e.value]);
    expect(top).toEqual([
      ['C:\\f9.txt', 9],
      ['C:\\f8.txt', 8],
      ['C:\\f7.txt', 7],
      ['C:\\f5.txt', 5],
      ['C:\\f3.txt', 3],
    ]);
    expect(alert?.data).toMatchObject({ filesCount: 7, value: 35 });
  });

  it('mails by the devices’ alert rule: IMMEDIATE one each, DAILY one digest the next day, NONE never', async () => {
    // The main customer's three alerts have events of device A: IMMEDIATE.
    const daily = await createAgentCustomer(t.db, t.rootTenantId);
    const dailyToken = await tokenFor(t.config, await createUser(t.db, daily.id));
    const none = await createAgentCustomer(t.db, t.rootTenantId);
    const noneToken = await tokenFor(t.config, await createUser(t.db, none.id));
    for (const [customer, tok, rule] of [
      [daily, dailyToken, 'DAILY'],
      [none, noneToken, 'NONE'],
    ] as const) {
      const c = await createClassifier(t.db, customer.id, { valuePerRecord: 10 });
      const agent = await registerAgent(t.app, customer.agentKey);
      await setRule(agent, rule);
      await sendBatch(
        t.app,
        agent.credential,
        batch({
          fileEvents: [
            fileEvent('C:\\x.xlsx', 'UPLOAD', [{ classifierId: c, count: 5 }], { at: `${DAY}T08:00:00Z` }),
          ],
        }),
      );
      await addSetting(tok, {
        name: `${rule} total`,
        warningTypeId: 2,
        parameters: { thresholdUsd: 10 },
        emailForNotification: `${rule.toLowerCase()}@alerts.test`,
      });
      await addSetting(tok, {
        name: `${rule} per app`,
        warningTypeId: 3,
        parameters: { thresholdUsd: 10 },
        emailForNotification: `${rule.toLowerCase()}@alerts.test`,
      });
    }
    expect(await evaluateAlerts(t.db, EVENING)).toBe(4);

    const stored = await rowsOf<{ tenantId: number; delivery: string; n: number }>(
      t.db,
      sql`select tenant_id as "tenantId", delivery, count(*)::int as n from alerts
        where tenant_id in (${main.id}, ${daily.id}, ${none.id}) group by tenant_id, delivery order by tenant_id`,
    );
    expect(stored).toEqual([
      { tenantId: main.id, delivery: 'IMMEDIATE', n: 3 },
      { tenantId: daily.id, delivery: 'DAILY', n: 2 },
      { tenantId: none.id, delivery: 'NONE', n: 2 },
    ]);

    // IMMEDIATE: one mail per alert, to the setting's author (no notification address given).
    expect(await sendImmediateAlerts(t.db, mailer, EVENING)).toBe(3);
    const immediate = await smtp.waitFor(3);
    expect(immediate.map((m) => m.envelopeTo)).toEqual([
      ['owner@main.test'],
      ['owner@main.test'],
      ['owner@main.test'],
    ]);
    const subjects = immediate.map((m) => m.parsed.subject).sort();
    expect(subjects).toEqual(['Vigil alert: Per app', 'Vigil alert: Spike', 'Vigil alert: Total']);
    const total = immediate.find((m) => m.parsed.subject === 'Vigil alert: Total')!.parsed.text ?? '';
    expect(total).toContain('Outgoing files: 4, value $365.00');
    expect(total).toContain('$240.00  C:\\a\\q1.xlsx');
    expect(await sendImmediateAlerts(t.db, mailer, EVENING)).toBe(0);

    // DAILY: nothing while the day lasts; the next morning one digest with both alerts.
    expect(await sendAlertDigests(t.db, mailer, EVENING)).toBe(0);
    expect(await sendAlertDigests(t.db, mailer, NEXT_MORNING)).toBe(1);
    const all = await smtp.waitFor(4);
    const digest = all[3]!;
    expect(digest.envelopeTo).toEqual(['daily@alerts.test']);
    expect(digest.parsed.subject).toBe('Vigil daily alert digest: 2 alerts');
    expect(digest.parsed.text).toContain('DAILY total');
    expect(digest.parsed.text).toContain('DAILY per app');
    expect(await sendAlertDigests(t.db, mailer, NEXT_MORNING)).toBe(0);

    // NONE: stored and listed, never mailed.
    expect(await alertsOf(noneToken)).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(4);
    const unmailed = await t.db
      .select({ id: alerts.id })
      .from(alerts)
      .where(and(eq(alerts.tenantId, none.id), sql`${alerts.mailedAt} is null`));
    expect(unmailed).toHaveLength(2);
  });

  it('lists a customer’s alerts only to that customer', async () => {
    const other = await createAgentCustomer(t.db, t.rootTenantId);
    const tok = await tokenFor(t.config, await createUser(t.db, other.id));
    expect(await alertsOf(tok)).toEqual([]);
    expect((await alertsOf(main.token)).length).toBe(3);
  });
});
