import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  file,
  fileEvent,
  registerAgent,
  sendBatch,
  type Agent,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The Encryption Wizard's queries against a small fixture whose figures are computed by hand
 * below (value per record 20 USD for Card, 5 for SSN).
 */
const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY).toISOString();
const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);

const DETAILS = `query ($c: Int!, $d: Int!, $tenantId: Int) {
  classifierEncryptionForecastDetails(request: { classifierId: $c, daysSchedule: $d }, tenantId: $tenantId) {
    currentRisk futurePrediction { date reductionRisk } } }`;
const TOTALS = `query ($c: Int!, $d: Int!, $tenantId: Int) {
  classifierEncryptionForecastTotals(request: { classifierId: $c, daysSchedule: $d }, tenantId: $tenantId) {
    currentRisk reductionRisk residualRisk } }`;
const PROCESSES = `query ($c: Int!, $tenantId: Int) {
  processesToSetUpEncryption(request: { classifierId: $c }, tenantId: $tenantId) {
    id humanName riskValueUSD mightBeShareDataOutside } }`;
const CLASSIFIERS = `query ($where: ClassifierToEncryptFilterInput, $order: [ClassifierToEncryptSortInput!], $tenantId: Int) {
  classifiersToEncrypt(where: $where, order: $order, tenantId: $tenantId) {
    items { id name costUsd entriesCount } totalCount } }`;

interface Point {
  date: string;
  reductionRisk: number;
}

describe('encryption wizard: classifiersToEncrypt, processesToSetUpEncryption, forecast', () => {
  let t: TestApp;
  let customerId: number;
  let token: string;
  let otherToken: string;
  let partnerToken: string;
  let agent: Agent;
  let card: number;
  let ssn: number;
  let idle: number;
  let foreignClassifier: number;

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    const customer = await createAgentCustomer(t.db, partner.id);
    customerId = customer.id;
    token = await tokenFor(t.config, await createUser(t.db, customer.id));
    card = await createClassifier(t.db, customer.id, { name: 'Card', valuePerRecord: 20 });
    ssn = await createClassifier(t.db, customer.id, { name: 'SSN', valuePerRecord: 5, isSensitive: false });
    idle = await createClassifier(t.db, customer.id, { name: 'Idle', isActive: false });
    agent = await registerAgent(t.app, customer.agentKey);
    const first = await sendBatch(
      t.app,
      agent.credential,
      batch({
        files: [
          // 3 × 20 = 60, idle 100 days: encrypted on the first day for any delay ≤ 100
          file('C:\\a.txt', [{ classifierId: card, count: 3 }], {
            accessedAt: ago(100),
            modifiedAt: ago(200),
          }),
          // 2 × 20 = 40, no access time: modified 10 days ago
          file('C:\\b.txt', [{ classifierId: card, count: 2 }], { accessedAt: null, modifiedAt: ago(10) }),
          // 1 × 20 = 20, already encrypted, used today
          file('C:\\c.txt', [{ classifierId: card, count: 1 }], { accessedAt: ago(0), isEncrypted: true }),
          // 4 × 20 = 80 of Card and 2 × 5 = 10 of SSN, used yesterday
          file(
            'C:\\d.txt',
            [
              { classifierId: card, count: 4 },
              { classifierId: ssn, count: 2 },
            ],
            { accessedAt: ago(1), modifiedAt: ago(50) },
          ),
          // 5 × 20 = 100, deleted below: not counted
          file('C:\\e.txt', [{ classifierId: card, count: 5 }], { accessedAt: ago(300) }),
        ],
        fileEvents: [
          // Excel opened Card files twice (3 + 1 entries = 80 USD), never sent Card data out
          fileEvent('C:\\a.txt', 'OPEN', [{ classifierId: card, count: 3 }], { at: ago(2) }),
          fileEvent('C:\\a.txt', 'OPEN', [{ classifierId: card, count: 1 }], { at: ago(20) }),
          // ... and copied an SSN file to a USB stick: outgoing for SSN, not for Card
          fileEvent('C:\\d.txt', 'COPY', [{ classifierId: ssn, count: 2 }], {
            at: ago(1),
            driveType: 'REMOVABLE',
            destinationPath: 'E:\\d.txt',
          }),
          // Outlook copied one to a USB stick (2 entries = 40 USD): outgoing
          fileEvent('C:\\b.txt', 'COPY', [{ classifierId: card, count: 2 }], {
            at: ago(5),
            processName: 'outlook.exe',
            applicationName: 'Outlook',
            driveType: 'REMOVABLE',
            destinationPath: 'E:\\b.txt',
          }),
          // Uploaded to ChatGPT through a browser (1 entry = 20 USD): an LLM web application
          fileEvent('C:\\c.txt', 'UPLOAD', [{ classifierId: card, count: 1 }], {
            at: ago(1),
            processName: 'chrome.exe',
            applicationName: 'Chrome',
            webDomain: 'chatgpt.com',
          }),
          // Notepad: 22 days ago, outside the three weeks
          fileEvent('C:\\a.txt', 'OPEN', [{ classifierId: card, count: 9 }], {
            at: ago(22),
            processName: 'notepad.exe',
            applicationName: 'Notepad',
          }),
          // Paint: only SSN
          fileEvent('C:\\d.txt', 'OPEN', [{ classifierId: ssn, count: 1 }], {
            at: ago(3),
            processName: 'mspaint.exe',
            applicationName: 'Paint',
          }),
        ],
      }),
    );
    expect(first.statusCode).toBe(200);
    const second = await sendBatch(t.app, agent.credential, batch({ deletedPaths: ['C:\\e.txt'] }));
    expect(second.statusCode).toBe(200);

    const other = await createAgentCustomer(t.db, t.rootTenantId);
    otherToken = await tokenFor(t.config, await createUser(t.db, other.id));
    foreignClassifier = await createClassifier(t.db, other.id, { name: 'Foreign' });
  });
  afterAll(() => t.close());

  it('classifiersToEncrypt: the active classifiers with their risk, filtered and sorted', async () => {
    const res = await t.gql<{ classifiersToEncrypt: { items: unknown[]; totalCount: number } }>(
      CLASSIFIERS,
      {},
      token,
    );
    expect(res.errors).toBeUndefined();
    // Card: a + b + c + d = (3 + 2 + 1 + 4) × 20; SSN: 2 × 5. Idle (inactive) is left out.
    expect(res.data?.classifiersToEncrypt).toEqual({
      items: [
        { id: card, name: 'Card', costUsd: 200, entriesCount: 10 },
        { id: ssn, name: 'SSN', costUsd: 10, entriesCount: 2 },
      ],
      totalCount: 2,
    });
    const filtered = await t.gql<{ classifiersToEncrypt: { items: { id: number }[] } }>(
      CLASSIFIERS,
      { where: { costUsd: { lt: 100 } }, order: [{ costUsd: 'ASC' }] },
      token,
    );
    expect(filtered.data?.classifiersToEncrypt.items.map((i) => i.id)).toEqual([ssn]);
    expect(idle).toBeGreaterThan(0);
  });

  it('processesToSetUpEncryption: the apps of the past three weeks with the classifier, riskiest first', async () => {
    const res = await t.gql<{ processesToSetUpEncryption: unknown[] }>(PROCESSES, { c: card }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.processesToSetUpEncryption).toEqual([
      {
        id: expect.any(Number),
        humanName: 'Microsoft Excel',
        riskValueUSD: 80,
        mightBeShareDataOutside: false,
      },
      { id: expect.any(Number), humanName: 'Outlook', riskValueUSD: 40, mightBeShareDataOutside: true },
      { id: expect.any(Number), humanName: 'chatgpt.com', riskValueUSD: 20, mightBeShareDataOutside: true },
    ]);
    const forSsn = await t.gql<{
      processesToSetUpEncryption: {
        humanName: string;
        riskValueUSD: number;
        mightBeShareDataOutside: boolean;
      }[];
    }>(PROCESSES, { c: ssn }, token);
    expect(
      forSsn.data?.processesToSetUpEncryption.map((p) => [
        p.humanName,
        p.riskValueUSD,
        p.mightBeShareDataOutside,
      ]),
    ).toEqual([
      ['Microsoft Excel', 10, true],
      ['Paint', 5, false],
    ]);
  });

  it('forecast with the default 30 days, hand-computed', async () => {
    const details = await t.gql<{
      classifierEncryptionForecastDetails: { currentRisk: number; futurePrediction: Point[] };
    }>(DETAILS, { c: card, d: 30 }, token);
    expect(details.errors).toBeUndefined();
    const d = details.data!.classifierEncryptionForecastDetails;
    expect(d.currentRisk).toBe(200);
    expect(d.futurePrediction).toHaveLength(91);
    expect(d.futurePrediction[0]).toEqual({ date: day(0), reductionRisk: 80 }); // a (idle 100) + c (encrypted)
    expect(d.futurePrediction[19]).toEqual({ date: day(19), reductionRisk: 80 });
    expect(d.futurePrediction[20]).toEqual({ date: day(20), reductionRisk: 120 }); // b: modified 10 days ago + 30
    expect(d.futurePrediction[28]?.reductionRisk).toBe(120);
    expect(d.futurePrediction[29]).toEqual({ date: day(29), reductionRisk: 200 }); // d: used yesterday + 30
    expect(d.futurePrediction[90]).toEqual({ date: day(90), reductionRisk: 200 });
    const totals = await t.gql(TOTALS, { c: card, d: 30 }, token);
    expect(totals.data).toEqual({
      classifierEncryptionForecastTotals: { currentRisk: 200, reductionRisk: 80, residualRisk: 120 },
    });
  });

  it('forecast with delay 0, 5 and 100 days', async () => {
    const totals = async (delay: number) =>
      (await t.gql<{ classifierEncryptionForecastTotals: unknown }>(TOTALS, { c: card, d: delay }, token))
        .data?.classifierEncryptionForecastTotals;
    expect(await totals(0)).toEqual({ currentRisk: 200, reductionRisk: 200, residualRisk: 0 });
    // 5 days: b (idle 10) joins a and c at once; d follows on day 4
    expect(await totals(5)).toEqual({ currentRisk: 200, reductionRisk: 120, residualRisk: 80 });
    expect(await totals(100)).toEqual({ currentRisk: 200, reductionRisk: 80, residualRisk: 120 });
    const details = await t.gql<{ classifierEncryptionForecastDetails: { futurePrediction: Point[] } }>(
      DETAILS,
      { c: card, d: 100 },
      token,
    );
    const points = details.data!.classifierEncryptionForecastDetails.futurePrediction;
    expect(points[89]?.reductionRisk).toBe(80);
    expect(points[90]?.reductionRisk).toBe(120); // b on day 90; d (day 99) beyond the horizon
    // SSN lives only in d, used yesterday: with 1 day it is encrypted today, with 2 tomorrow.
    const ssnToday = await t.gql(TOTALS, { c: ssn, d: 1 }, token);
    expect(ssnToday.data).toEqual({
      classifierEncryptionForecastTotals: { currentRisk: 10, reductionRisk: 10, residualRisk: 0 },
    });
    const ssnTotals = await t.gql(TOTALS, { c: ssn, d: 2 }, token);
    expect(ssnTotals.data).toEqual({
      classifierEncryptionForecastTotals: { currentRisk: 10, reductionRisk: 0, residualRisk: 10 },
    });
  });

  it('refuses a delay out of range', async () => {
    for (const delay of [-1, 10000]) {
      for (const q of [DETAILS, TOTALS]) {
        const res = await t.gql(q, { c: card, d: delay }, token);
        expect(res.data).toBeNull();
        expect(res.errors?.[0]?.message).toBe('The encryption delay must be from 0 to 9999 days');
      }
    }
  });

  it('another tenant’s classifier answers like a missing one; a partner acts with tenantId', async () => {
    const norm = (e: unknown) => JSON.stringify(e).replace(/\d+/g, '#');
    for (const [q, vars] of [
      [DETAILS, { d: 30 }],
      [TOTALS, { d: 30 }],
      [PROCESSES, {}],
    ] as const) {
      const foreign = await t.gql(q, { ...vars, c: foreignClassifier }, token);
      const missing = await t.gql(q, { ...vars, c: 999_999 }, token);
      expect(foreign.data).toBeNull();
      expect(foreign.errors?.[0]?.message).toBe(`Classifier ${foreignClassifier} not found`);
      expect(norm(foreign.errors)).toBe(norm(missing.errors));
      const cross = await t.gql(q, { ...vars, c: card }, otherToken);
      expect(cross.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const asPartner = await t.gql(q, { ...vars, c: card, tenantId: customerId }, partnerToken);
      expect(asPartner.errors).toBeUndefined();
    }
    const mine = await t.gql<{ classifiersToEncrypt: { items: { name: string }[] } }>(
      CLASSIFIERS,
      {},
      otherToken,
    );
    expect(mine.data?.classifiersToEncrypt.items.map((i) => i.name)).toEqual(['Foreign']);
  });
});
