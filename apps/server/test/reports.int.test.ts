import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsdCents, REPORT_FILE_ROUTE, ReportLimits, UserRole } from '@vigil/contracts';
import { extractText } from '@vigil/extract';
import { startTestSmtpServer, type TestSmtpServer } from '../../../e2e/support/test-smtp-server.js';
import { rowsOf } from '../src/db/rows.js';
import { QUEUE_HANDLERS } from '../src/jobs/server-jobs.js';
import { createMailer, type Mailer } from '../src/mail/mailer.js';
import { claimJob, drainQueue } from '../src/queue/queue.js';
import { runReportSchedules } from '../src/reports/report-schedule.job.js';
import { recordRiskHistory } from '../src/rollups/risk-history.job.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  createRegulation,
  file,
  fileEvent,
  registerAgent,
  sendBatch,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const CREATE = `mutation ($type: ReportType!, $tenantId: Int) {
  createReportFile(request: { type: $type }, tenantId: $tenantId) { id reportName reportFileName pendingState reportType }
}`;
const LIST = `query ($search: String, $tenantId: Int, $take: Int) {
  reportFiles(request: { search: $search }, tenantId: $tenantId, take: $take) {
    totalCount items { id reportName reportFileName pendingState createDate }
  }
}`;
const DELETE = `mutation ($ids: [Int!]!, $tenantId: Int) { deleteReportFiles(request: { ids: $ids }, tenantId: $tenantId) }`;
const SCHEDULE = `mutation ($type: ReportScheduleType!, $tenantId: Int) {
  switchReportFilesScheduleType(request: { type: $type }, tenantId: $tenantId)
}`;
const FIGURES = `query ($tenantId: Int, $start: DateTime!, $finish: DateTime!) {
  riskOverview(startPeriod: $start, finishPeriod: $finish, tenantId: $tenantId) {
    dataRiskTotals { total reduction residual }
  }
  regulationsDataRisks(tenantId: $tenantId, take: 10) { totalCount items { regulationName riskInUSD residualRiskInUSD } }
  deviceRisks(tenantId: $tenantId, take: 10) {
    totalCount items { deviceName sensitiveRiskInUSD residualSensitiveRiskInUSD sensitiveFilesCount }
  }
}`;

interface Report {
  id: number;
  reportName: string;
  reportFileName: string;
  pendingState: string;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const result = await extractText(new Uint8Array(bytes), { fileName: 'report.pdf' });
  expect(result.parseResult).toBe('OK');
  return result.segments.map((s) => s.text).join('\n');
}

/** Splits CSV text into records (quoted fields may hold commas; the reports write CRLF lines). */
function csvRows(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => [...l.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replace(/""/g, '"')));
}

/**
 * partner ─┬─ customer A: card $20 [PCI], name $1 not sensitive; device A1 three files, A2 one
 *          └─ customer B: card $20 [PCI]; device B1 one file
 * other customer O (root), with its own report.
 */
describe('reports', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  let partner: { id: number };
  let a: { id: number };
  let b: { id: number };
  let o: { id: number };
  let aToken: string;
  let partnerToken: string;
  let oToken: string;
  let readOnlyToken: string;
  let partnerAdmins: string[];
  let pciName: string;
  const now = new Date();

  const run = (at = new Date()) => drainQueue({ db: t.db, mailer }, QUEUE_HANDLERS, at);

  async function download(name: string, token: string, tenantId?: number) {
    const query = new URLSearchParams({ reportfilename: name });
    if (tenantId !== undefined) query.set('tenantId', String(tenantId));
    return t.app.inject({
      method: 'GET',
      url: `${REPORT_FILE_ROUTE}?${query.toString()}`,
      headers: { authorization: `Bearer ${token}` },
    });
  }

  async function generate(type: string, token: string, tenantId?: number): Promise<Report> {
    const res = await t.gql<{ createReportFile: Report }>(CREATE, { type, tenantId }, token);
    expect(res.errors).toBeUndefined();
    const report = res.data?.createReportFile;
    if (!report) throw new Error('no report');
    return report;
  }

  async function figures(tenantId: number, token: string) {
    const res = await t.gql<{
      riskOverview: { dataRiskTotals: { total: number; reduction: number; residual: number } };
      regulationsDataRisks: {
        items: { regulationName: string; riskInUSD: number; residualRiskInUSD: number }[];
      };
      deviceRisks: {
        items: { deviceName: string; sensitiveRiskInUSD: number; residualSensitiveRiskInUSD: number }[];
      };
    }>(
      FIGURES,
      { tenantId, start: new Date(now.getTime() - 90 * 86_400_000).toISOString(), finish: now.toISOString() },
      token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!;
  }

  beforeAll(async () => {
    // Schedules and the job queue run over the whole database, as the server's jobs do: on the
    // PostgreSQL that CI's files share they would meet other files' reports, so a database of its own.
    t = await createTestApp({}, { privateDatabase: true });
    smtp = await startTestSmtpServer();
    mailer = createMailer({ smtpUrl: smtp.url, from: 'Vigil <vigil@console.example>', dataDir: os.tmpdir() });
    partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const customerA = await createAgentCustomer(t.db, partner.id);
    const customerB = await createAgentCustomer(t.db, partner.id);
    const customerO = await createAgentCustomer(t.db, t.rootTenantId);
    a = customerA;
    b = customerB;
    o = customerO;
    pciName = `PCI ${a.id}`;
    const pci = await createRegulation(t.db, pciName);
    const aCard = await createClassifier(t.db, a.id, { valuePerRecord: 20, regulationIds: [pci] });
    const aName = await createClassifier(t.db, a.id, { valuePerRecord: 1, isSensitive: false });
    const bCard = await createClassifier(t.db, b.id, { valuePerRecord: 20, regulationIds: [pci] });
    const oCard = await createClassifier(t.db, o.id, { valuePerRecord: 20 });
    const a1 = await registerAgent(t.app, customerA.agentKey);
    const a2 = await registerAgent(t.app, customerA.agentKey);
    const b1 = await registerAgent(t.app, customerB.agentKey);
    const o1 = await registerAgent(t.app, customerO.agentKey);
    const send = async (credential: string, parts: Parameters<typeof batch>[0]) =>
      expect((await sendBatch(t.app, credential, batch(parts))).statusCode).toBe(200);
    await send(a1.credential, {
      files: [
        file('C:/data/cards, "2026".xlsx', [{ classifierId: aCard, count: 10 }]),
        file('C:/data/names.csv', [{ classifierId: aName, count: 5 }]),
        file('C:/data/mix.docx', [
          { classifierId: aCard, count: 2 },
          { classifierId: aName, count: 3 },
        ]),
      ],
      fileEvents: [
        fileEvent('C:/data/cards, "2026".xlsx', 'UPLOAD', [{ classifierId: aCard, count: 10 }], {
          at: new Date(now.getTime() - 86_400_000).toISOString(),
        }),
      ],
    });
    await send(a2.credential, { files: [file('D:/pay.pdf', [{ classifierId: aCard, count: 1 }])] });
    await send(b1.credential, { files: [file('/home/b/b.txt', [{ classifierId: bCard, count: 3 }])] });
    await send(o1.credential, { files: [file('/o.txt', [{ classifierId: oCard, count: 7 }])] });
    await recordRiskHistory(t.db, new Date(now.getTime() - 30 * 86_400_000));
    await recordRiskHistory(t.db, now);

    const aAdmin = await createUser(t.db, a.id, { roles: [UserRole.TenantAdmin] });
    const aReadOnly = await createUser(t.db, a.id, { isReadOnlyUser: true });
    const pAdmin = await createUser(t.db, partner.id, { roles: [UserRole.TenantAdmin] });
    const pAdmin2 = await createUser(t.db, partner.id, { roles: [UserRole.TenantAdmin] });
    await createUser(t.db, partner.id, { roles: [] }); // not an admin: gets no scheduled report
    const oAdmin = await createUser(t.db, o.id, { roles: [UserRole.TenantAdmin] });
    partnerAdmins = [pAdmin.email, pAdmin2.email];
    aToken = await tokenFor(t.config, aAdmin);
    readOnlyToken = await tokenFor(t.config, aReadOnly);
    partnerToken = await tokenFor(t.config, pAdmin);
    oToken = await tokenFor(t.config, oAdmin);
  });

  afterAll(async () => {
    mailer.close();
    await smtp.close();
    await t.close();
  });

  it('an executive summary goes from PENDING to READY and its PDF prints the API’s figures', async () => {
    const report = await generate('EXECUTIVE_SUMMARY', aToken);
    expect(report.pendingState).toBe('PENDING');
    expect((await download(report.reportFileName, aToken)).statusCode).toBe(409);
    expect(await run()).toBeGreaterThanOrEqual(1);
    const list = await t.gql<{ reportFiles: { items: Report[] } }>(LIST, {}, aToken);
    expect(list.data?.reportFiles.items.find((r) => r.id === report.id)?.pendingState).toBe('READY');

    const res = await download(report.reportFileName, aToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(report.reportFileName);
    const text = await pdfText(res.rawPayload);
    const api = await figures(a.id, aToken);
    const totals = api.riskOverview.dataRiskTotals;
    expect(totals.total).toBe(260); // card ×13 at $20
    expect(text).toContain(`Total Risk: ${formatUsdCents(totals.total)}`);
    expect(text).toContain(`Risk Reduction: ${formatUsdCents(totals.reduction)}`);
    expect(text).toContain(`Residual Risk: ${formatUsdCents(totals.residual)}`);
    expect(api.regulationsDataRisks.items.map((r) => r.regulationName)).toContain(pciName);
    for (const r of api.regulationsDataRisks.items) {
      expect(text).toContain(r.regulationName);
      expect(text).toContain(formatUsdCents(r.riskInUSD));
    }
    expect(api.deviceRisks.items).toHaveLength(2);
    for (const d of api.deviceRisks.items) {
      expect(text).toContain(d.deviceName);
      expect(text).toContain(formatUsdCents(d.sensitiveRiskInUSD));
    }
    expect(text).toContain('Risk over the last 3 months');
    expect(text).toContain('Top applications');
    expect(text).toContain('Microsoft Excel');
    expect(text).toContain('Encryption forecast');
  });

  it("a partner's detailed report sums its customers, and the sensitive files PDF lists the files", async () => {
    const detailed = await generate('DETAILED_RISK_REPORT', partnerToken);
    const files = await generate('SENSITIVE_FILES_REPORT', aToken);
    await run();
    const api = await figures(partner.id, partnerToken);
    expect(api.riskOverview.dataRiskTotals.total).toBe(320); // A's $260 + B's $60
    const text = await pdfText((await download(detailed.reportFileName, partnerToken)).rawPayload);
    expect(text).toContain(`Total Risk: ${formatUsdCents(320)}`);
    expect(text).toContain(formatUsdCents(api.regulationsDataRisks.items[0]!.riskInUSD));
    expect(api.deviceRisks.items).toHaveLength(3);
    for (const d of api.deviceRisks.items) expect(text).toContain(d.deviceName);

    const filesText = await pdfText((await download(files.reportFileName, aToken)).rawPayload);
    expect(filesText).toContain('Sensitive files: 3');
    expect(filesText).toContain('D:/pay.pdf');
    expect(filesText).not.toContain('names.csv'); // not sensitive
  });

  it('the CSV reports hold one row per sensitive file, and the full one per finding', async () => {
    const csv = await generate('SENSITIVE_FILES_REPORT_CSV', partnerToken);
    const full = await generate('SENSITIVE_FILES_REPORT_CSV_FULL', partnerToken);
    await run();
    const res = await download(csv.reportFileName, partnerToken);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = csvRows(res.body);
    const [sensitive] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from files f
        where f.tenant_id in (${a.id}, ${b.id}) and not f.is_deleted
          and exists (select 1 from file_findings x where x.tenant_id = f.tenant_id and x.file_id = f.id and x.is_sensitive)`,
    );
    expect(sensitive?.n).toBe(4);
    expect(rows.length - 1).toBe(sensitive?.n);
    expect(rows[0]).toEqual([
      'Device',
      'Path',
      'Classifiers',
      'Entries',
      'Sensitive Risk (USD)',
      'Encrypted',
      'Modified',
      'Last Accessed',
    ]);
    expect(rows.map((r) => r[1])).toContain('C:/data/cards, "2026".xlsx');

    const fullRows = csvRows((await download(full.reportFileName, partnerToken)).body);
    const [findings] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from file_findings where tenant_id in (${a.id}, ${b.id})`,
    );
    expect(findings?.n).toBe(6);
    expect(fullRows.length - 1).toBe(findings?.n);
  });

  it('downloads are tenant-checked: a foreign tenant or file answers 404 like a missing one', async () => {
    const report = await generate('SENSITIVE_FILES_REPORT_CSV', aToken);
    await run();
    expect((await download(report.reportFileName, aToken, a.id)).statusCode).toBe(200);
    expect((await download(report.reportFileName, partnerToken, a.id)).statusCode).toBe(200);
    // The partner's own reports are not its customer's.
    const missing = await download('no-such-report.csv', oToken);
    expect(missing.statusCode).toBe(404);
    const foreign = await download(report.reportFileName, oToken);
    expect({ status: foreign.statusCode, body: foreign.body }).toEqual({ status: 404, body: missing.body });
    expect((await download(report.reportFileName, oToken, a.id)).statusCode).toBe(404);
    expect((await download(report.reportFileName, partnerToken)).statusCode).toBe(404);
    expect((await download('../../etc/passwd', aToken)).statusCode).toBe(400);
    expect((await download(report.reportFileName, aToken, 'x1' as never)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${REPORT_FILE_ROUTE}?reportfilename=${report.reportFileName}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('search is bounded, delete is all or none and takes the bytes with the rows', async () => {
    const long = await t.gql(LIST, { search: 'x'.repeat(ReportLimits.searchMax + 1) }, aToken);
    expect(long.errors?.[0]?.message).toBe('Value should be less than 150 characters');
    const found = await t.gql<{ reportFiles: { totalCount: number; items: Report[] } }>(
      LIST,
      { search: 'sensitive files report (csv)' },
      aToken,
    );
    expect(
      found.data?.reportFiles.items.every((r) => r.reportName.startsWith('Sensitive Files Report (CSV)')),
    ).toBe(true);
    expect(found.data?.reportFiles.totalCount).toBeGreaterThan(0);

    const mine = (await t.gql<{ reportFiles: { items: Report[] } }>(LIST, {}, aToken)).data!.reportFiles
      .items;
    const theirs = await generate('EXECUTIVE_SUMMARY', oToken);
    await run();
    const refused = await t.gql(DELETE, { ids: [mine[0]!.id, theirs.id] }, aToken);
    expect(refused.errors?.[0]?.message).toBe(`ReportFile ${theirs.id} not found`);
    expect(
      (await t.gql<{ reportFiles: { items: Report[] } }>(LIST, {}, aToken)).data!.reportFiles.items,
    ).toHaveLength(mine.length);
    const tooMany = await t.gql(
      DELETE,
      { ids: Array.from({ length: ReportLimits.deleteIdsMax + 1 }, (_, i) => i + 1) },
      aToken,
    );
    expect(tooMany.errors?.[0]?.message).toContain('must not name more than');
    expect((await t.gql(DELETE, { ids: [mine[0]!.id] }, readOnlyToken)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );

    const deleted = await t.gql<{ deleteReportFiles: number[] }>(
      DELETE,
      { ids: mine.map((r) => r.id) },
      aToken,
    );
    expect(deleted.data?.deleteReportFiles.sort()).toEqual(mine.map((r) => r.id).sort());
    const left = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from report_file_chunks where tenant_id = ${a.id}`,
    );
    expect(left[0]?.n).toBe(0);
    expect((await download(mine[0]!.reportFileName, aToken)).statusCode).toBe(404);
    expect((await t.gql(CREATE, { type: 'NOT_A_TYPE' }, aToken)).errors?.length).toBe(1);
  });

  it('a monthly schedule runs by itself at the start of the month and mails the summary to the partner’s admins', async () => {
    const at = new Date(Date.UTC(2031, 4, 17, 9, 30));
    const res = await t.gql<{ switchReportFilesScheduleType: string }>(
      SCHEDULE,
      { type: 'MONTHLY' },
      partnerToken,
    );
    expect(res.data?.switchReportFilesScheduleType).toBe('MONTHLY');
    const [chosen] = await rowsOf<{ nextRunAt: string | Date }>(
      t.db,
      sql`select next_run_at as "nextRunAt" from report_schedules where tenant_id = ${partner.id}`,
    );
    const today = new Date();
    expect(new Date(chosen!.nextRunAt).toISOString()).toBe(
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)).toISOString(),
    );
    // A customer's choice reads on the Customer type too.
    await t.gql(SCHEDULE, { type: 'QUARTERLY', tenantId: a.id }, partnerToken);
    const customer = await t.gql<{ customer2: { scheduledReportType: string } }>(
      'query ($id: Int!) { customer2(request: { id: $id }) { scheduledReportType } }',
      { id: a.id },
      partnerToken,
    );
    expect(customer.data?.customer2.scheduledReportType).toBe('QUARTERLY');
    await t.gql(SCHEDULE, { type: 'NONE', tenantId: a.id }, partnerToken);
    // Chosen now: the first report leaves at the start of next month.
    await t.db
      .execute(sql`update report_schedules set next_run_at = ${new Date(Date.UTC(2031, 5, 1)).toISOString()}::timestamptz
      where tenant_id = ${partner.id}`);
    expect(await runReportSchedules(t.db, at)).toBe(0);
    const june = new Date(Date.UTC(2031, 5, 1, 0, 10));
    expect(await runReportSchedules(t.db, june)).toBe(1);
    expect(await runReportSchedules(t.db, new Date(june.getTime() + 3_600_000))).toBe(0); // once a period
    const [schedule] = await rowsOf<{ nextRunAt: string | Date }>(
      t.db,
      sql`select next_run_at as "nextRunAt" from report_schedules where tenant_id = ${partner.id}`,
    );
    expect(new Date(schedule!.nextRunAt).toISOString()).toBe('2031-07-01T00:00:00.000Z');

    expect(await run(june)).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect([...(mail?.envelopeTo ?? [])].sort()).toEqual([...partnerAdmins].sort());
    expect(mail?.parsed.subject).toContain('Executive Summary 2031-05');
    const attachment = mail?.parsed.attachments[0];
    expect(attachment?.contentType).toBe('application/pdf');
    const text = await pdfText(attachment!.content);
    expect(text).toContain(
      `Total Risk: ${formatUsdCents((await figures(partner.id, partnerToken)).riskOverview.dataRiskTotals.total)}`,
    );
    // Mailed once: running the queue again sends nothing.
    expect(await run(new Date(june.getTime() + 7_200_000))).toBe(0);
    expect(smtp.received).toHaveLength(1);

    const list = await t.gql<{ reportFiles: { items: (Report & { createDate: string })[] } }>(
      LIST,
      { search: '2031-05' },
      partnerToken,
    );
    expect(list.data?.reportFiles.items.map((r) => r.pendingState)).toEqual(['READY']);
    const none = await t.gql(SCHEDULE, { type: 'NONE' }, partnerToken);
    expect(none.data).toEqual({ switchReportFilesScheduleType: 'NONE' });
    expect(await runReportSchedules(t.db, new Date(Date.UTC(2031, 7, 2)))).toBe(0);
  });
});

describe('the job queue', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vigil-queue-'));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('a job survives a restart: stopped mid-queue or killed mid-job, each report is made once', async () => {
    const { openDatabase } = await import('../src/db/client.js');
    const { ensureRootTenant } = await import('../src/seed/bootstrap.js');
    const { resolveSystemScope } = await import('../src/tenants/tenant-scope.js');
    const { insertReportFile } = await import('../src/reports/reports.repo.js');
    const { queueReport } = await import('../src/reports/reports.queue.js');
    const mailer = createMailer({ smtpUrl: undefined, from: 'v@x.example', dataDir });
    let database = await openDatabase({ dataDir });
    await database.migrate();
    const root = await ensureRootTenant(database.db);
    const customer = await createAgentCustomer(database.db, root.id);
    const scope = await resolveSystemScope(database.db, customer.id);
    const ids: number[] = [];
    for (const name of ['one', 'two', 'three']) {
      const report = await insertReportFile(database.db, scope, {
        reportType: 'SENSITIVE_FILES_REPORT_CSV',
        reportName: name,
        fileName: `${name}.csv`,
        contentType: 'text/csv',
        createdAt: new Date(),
        createdBy: null,
        scheduled: false,
      });
      ids.push(report.id);
      expect(
        await queueReport(database.db, { tenantId: customer.id, reportId: report.id, mail: false }),
      ).toBe(true);
    }
    // A moment after the jobs were queued: the clock the workers are given.
    const start = new Date(Date.now() + 1000);
    // Queued twice: one job.
    expect(await queueReport(database.db, { tenantId: customer.id, reportId: ids[0]!, mail: false })).toBe(
      false,
    );
    // The worker stops after one job; a second worker takes the next and dies before finishing it.
    expect(await drainQueue({ db: database.db, mailer }, QUEUE_HANDLERS, start, { max: 1 })).toBe(1);
    const taken = await claimJob(database.db, start, 'dead-worker', { 'generate-report': 600_000 });
    expect(taken?.payload).toMatchObject({ reportId: ids[1] });
    await database.close();

    database = await openDatabase({ dataDir });
    await database.migrate();
    const services = { db: database.db, mailer };
    // The dead worker's lease has not passed: only the third job runs.
    expect(await drainQueue(services, QUEUE_HANDLERS, new Date(start.getTime() + 1000))).toBe(1);
    const states = async () =>
      await rowsOf(
        database.db,
        sql`select r.report_name as name, r.pending_state as state, j.state as job, j.attempts
            from report_files r join queued_jobs j on j.payload->>'reportId' = r.id::text
            where r.tenant_id = ${customer.id} order by r.id`,
      );
    expect(await states()).toEqual([
      { name: 'one', state: 'READY', job: 'done', attempts: 1 },
      { name: 'two', state: 'PENDING', job: 'running', attempts: 1 },
      { name: 'three', state: 'READY', job: 'done', attempts: 1 },
    ]);
    // Past the lease, it is taken again and made once.
    expect(await drainQueue(services, QUEUE_HANDLERS, new Date(start.getTime() + 601_000))).toBe(1);
    expect(await drainQueue(services, QUEUE_HANDLERS, new Date(start.getTime() + 1_300_000))).toBe(0);
    expect(await states()).toEqual([
      { name: 'one', state: 'READY', job: 'done', attempts: 1 },
      { name: 'two', state: 'READY', job: 'done', attempts: 2 },
      { name: 'three', state: 'READY', job: 'done', attempts: 1 },
    ]);
    const chunks = await rowsOf(
      database.db,
      sql`select report_id as id, count(*)::int as n from report_file_chunks where tenant_id = ${customer.id}
          group by report_id order by report_id`,
    );
    expect(chunks).toEqual(ids.map((id) => ({ id, n: 1 })));
    await database.close();
  });
});
