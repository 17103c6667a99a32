import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentLimits, ClassifierLimits, type BatchResponse } from '@vigil/contracts';
import { rowsOf } from '../src/db/rows.js';
import { formatMicro, usdToMicro } from '../src/rollups/money.js';
import { recomputeRollups } from '../src/rollups/recompute.js';
import { devices } from '../src/devices/devices.tables.js';
import { insertDeviceGroup } from '../src/devices/devices.repo.js';
import { processes } from '../src/processes/process-rules.tables.js';
import { ingestBatches } from '../src/agent-ingest/ingest-batches.tables.js';
import { INGEST_BATCH_RETENTION_DAYS, pruneIngestBatches } from '../src/agent-ingest/prune-batches.job.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  createRule,
  deviceFacts,
  file,
  fileEvent,
  registerAgent,
  rollupSnapshot,
  sendBatch,
  type Agent,
} from './helpers/ingest-support.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';

describe('ingest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('file events, rules and cases', () => {
    let agent: Agent;
    let card: number;
    let phone: number;
    let response: BatchResponse;
    const events = {
      deleted: fileEvent('C:\\d\\cards.xlsx', 'DELETE', [], { eventId: 'evt-delete-1' }),
      uploadDrive: fileEvent('C:\\d\\cards.xlsx', 'UPLOAD', [], {
        eventId: 'evt-upload-drive',
        processName: 'chrome.exe',
        applicationName: 'Google Chrome',
        webDomain: 'drive.google.com',
      }),
      uploadChat: fileEvent('C:\\d\\cards.xlsx', 'UPLOAD', [], {
        eventId: 'evt-upload-chat',
        processName: 'chrome.exe',
        applicationName: 'Google Chrome',
        webDomain: 'chat.openai.com',
      }),
      toUsb: fileEvent('C:\\d\\cards.xlsx', 'COPY', [], {
        eventId: 'evt-usb-copy',
        processName: 'explorer.exe',
        applicationName: 'Windows Explorer',
        driveType: 'REMOVABLE',
        prevented: true,
      }),
      renamed: fileEvent('C:\\d\\a.docx', 'RENAME', [], {
        eventId: 'evt-rename',
        destinationPath: 'C:\\d\\a.txt',
      }),
      phoneDeleted: fileEvent('C:\\d\\phones.csv', 'DELETE', [], { eventId: 'evt-phones' }),
      opened: fileEvent('C:\\d\\cards.xlsx', 'OPEN', [], { eventId: 'evt-open' }),
      copiedLocally: fileEvent('C:\\d\\cards.xlsx', 'COPY', [], { eventId: 'evt-copy-local' }),
      encryptedUpload: fileEvent('C:\\d\\enc.pdf', 'UPLOAD', [], {
        eventId: 'evt-upload-encrypted',
        processName: 'chrome.exe',
        applicationName: 'Google Chrome',
        webDomain: 'www.dropbox.com',
      }),
    };

    beforeAll(async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      agent = await registerAgent(t.app, customer.agentKey);
      card = await createClassifier(t.db, customer.id, { valuePerRecord: 20 });
      phone = await createClassifier(t.db, customer.id, { valuePerRecord: 1, isSensitive: false });
      const entries = (classifierId: number, count: number) => [
        { classifierId, count, samples: ['4111 **** **** 1111'] },
      ];
      events.deleted.entries = entries(card, 3);
      events.uploadDrive.entries = entries(card, 2);
      events.uploadChat.entries = entries(card, 1);
      events.toUsb.entries = entries(card, 4);
      events.renamed.entries = entries(card, 1);
      events.phoneDeleted.entries = entries(phone, 5);
      events.opened.entries = entries(card, 1);
      events.copiedLocally.entries = entries(card, 1);
      events.encryptedUpload.entries = entries(card, 2);

      const [drive] = await t.db
        .insert(processes)
        .values({
          tenantId: customer.id,
          processName: 'drive.google.com',
          humanName: 'Google Drive',
          isWebApp: true,
        })
        .returning();
      const group = await insertDeviceGroup(t.db, await resolveSystemScope(t.db, customer.id), 'Finance', [
        agent.deviceId,
      ]);
      await createRule(t.db, customer.id, card, {
        triggers: [
          {
            trigger: 'DELETE_FILE',
            actions: ['CREATE_CASE'],
            devicesSelection: 'SELECTED',
            deviceGroups: [group],
          },
          {
            trigger: 'UPLOAD_FILE',
            actions: ['CREATE_CASE'],
            uploadFileProcessesSelection: 'SELECTED',
            uploadFileProcesses: [drive!.id],
          },
          { trigger: 'COPY_OR_MOVE_TO_REMOVABLE_DEVICE', actions: ['CREATE_CASE', 'PREVENT'] },
          {
            trigger: 'CHANGE_FILE_EXTENSION',
            actions: ['CREATE_CASE'],
            devicesSelection: 'EXCEPTED',
            devices: [agent.deviceId],
          },
        ],
      });
      await createRule(t.db, customer.id, phone, {
        isActive: false,
        triggers: [{ trigger: 'DELETE_FILE', actions: ['CREATE_CASE'] }],
      });
      const res = await sendBatch(
        t.app,
        agent.credential,
        batch({
          files: [file('C:\\d\\enc.pdf', [{ classifierId: card, count: 2 }], { isEncrypted: true })],
          fileEvents: Object.values(events),
        }),
      );
      expect(res.statusCode).toBe(200);
      response = res.json<BatchResponse>();
    });

    it('records every event once and opens a case per matching rule with CREATE_CASE', async () => {
      expect(response).toMatchObject({ eventsRecorded: 9, casesCreated: 3 });
      const cases = await rowsOf<{ event_id: string; trigger: string; classifier_id: number }>(
        t.db,
        sql`select e.event_id, c.trigger, c.classifier_id from cases c
          join file_events e on e.tenant_id = c.tenant_id and e.id = c.file_event_id
          where c.tenant_id = ${agent.tenantId} order by e.event_id`,
      );
      expect(cases).toEqual([
        { event_id: 'evt-delete-1', trigger: 'DELETE_FILE', classifier_id: card },
        { event_id: 'evt-upload-drive', trigger: 'UPLOAD_FILE', classifier_id: card },
        { event_id: 'evt-usb-copy', trigger: 'COPY_OR_MOVE_TO_REMOVABLE_DEVICE', classifier_id: card },
      ]);
    });

    it('records prevented events as Prevented, and the rest as they were', async () => {
      const rows = await rowsOf<{
        event_id: string;
        is_prevented: boolean;
        is_outgoing: boolean;
        sensitive_type: string;
        cost: string;
      }>(
        t.db,
        sql`select event_id, is_prevented, is_outgoing, sensitive_type, sensitive_cost::text as cost
          from file_events where tenant_id = ${agent.tenantId} order by event_id`,
      );
      const byId = Object.fromEntries(rows.map((r) => [r.event_id, r]));
      expect(byId['evt-usb-copy']).toMatchObject({
        is_prevented: true,
        is_outgoing: true,
        cost: '80.000000',
      });
      expect(byId['evt-upload-drive']).toMatchObject({
        is_prevented: false,
        is_outgoing: true,
        sensitive_type: 'SENSITIVE',
      });
      expect(byId['evt-phones']).toMatchObject({ sensitive_type: 'NO_SENSITIVE', cost: '0.000000' });
      expect(byId['evt-copy-local']).toMatchObject({ is_outgoing: false });
    });

    it('learns applications, web and LLM applications among them', async () => {
      const apps = await t.db
        .select({
          name: processes.processName,
          web: processes.isWebApp,
          llm: processes.isLlmApp,
          human: processes.humanName,
        })
        .from(processes)
        .where(eq(processes.tenantId, agent.tenantId))
        .orderBy(processes.processName);
      expect(apps).toEqual([
        { name: 'chat.openai.com', web: true, llm: true, human: 'chat.openai.com' },
        { name: 'chrome.exe', web: false, llm: false, human: 'Google Chrome' },
        { name: 'drive.google.com', web: true, llm: false, human: 'Google Drive' },
        { name: 'excel.exe', web: false, llm: false, human: 'Microsoft Excel' },
        { name: 'explorer.exe', web: false, llm: false, human: 'Windows Explorer' },
        { name: 'www.dropbox.com', web: true, llm: false, human: 'www.dropbox.com' },
      ]);
    });

    it('rolls events up per device and per application and day, computed by hand', async () => {
      const snap = await rollupSnapshot(t.db, agent.tenantId);
      expect(snap.device?.[0]).toMatchObject({
        // uploads to Drive, ChatGPT and Dropbox; the USB copy was prevented
        outbound_files_count: '3',
        outbound_sensitive_files_count: '3',
        prevented_events_count: '1',
        cases_count: '3',
      });
      const apps = await rowsOf<Record<string, string>>(
        t.db,
        sql`select p.process_name as app, a.day::text as day, a.events_count::text as events,
            a.incoming_files_count::text as incoming, a.outgoing_files_count::text as outgoing,
            a.prevented_count::text as prevented, a.incoming_sensitive_cost::text as incoming_cost,
            a.outgoing_sensitive_cost::text as outgoing_cost,
            a.outgoing_encrypted_sensitive_cost::text as outgoing_encrypted_cost
          from application_risk_daily a join processes p on p.tenant_id = a.tenant_id and p.id = a.process_id
          where a.tenant_id = ${agent.tenantId} order by p.process_name`,
      );
      const day = '2026-01-15';
      const row = (app: string, v: [number, number, number, number, string, string, string]) => ({
        app,
        day,
        events: String(v[0]),
        incoming: String(v[1]),
        outgoing: String(v[2]),
        prevented: String(v[3]),
        incoming_cost: v[4],
        outgoing_cost: v[5],
        outgoing_encrypted_cost: v[6],
      });
      expect(apps).toEqual([
        row('chat.openai.com', [1, 0, 1, 0, '0.000000', '20.000000', '0.000000']),
        row('drive.google.com', [1, 0, 1, 0, '0.000000', '40.000000', '0.000000']),
        // delete $60, rename $20, delete of phones $0 (not sensitive), open $20, local copy $20
        row('excel.exe', [5, 5, 0, 0, '120.000000', '0.000000', '0.000000']),
        row('explorer.exe', [1, 0, 0, 1, '0.000000', '0.000000', '0.000000']),
        // the uploaded file is encrypted: no residual risk left the device
        row('www.dropbox.com', [1, 0, 1, 0, '0.000000', '40.000000', '40.000000']),
      ]);
      const [excelCard] = await rowsOf<Record<string, string>>(
        t.db,
        sql`select a.entries_count::text as entries, a.outgoing_entries_count::text as outgoing
          from application_classifier_daily a join processes p on p.tenant_id = a.tenant_id and p.id = a.process_id
          where a.tenant_id = ${agent.tenantId} and p.process_name = 'excel.exe' and a.classifier_id = ${card}`,
      );
      expect(excelCard).toEqual({ entries: '6', outgoing: '0' });
    });

    it('records a resent event once, under any batch id', async () => {
      const before = await rollupSnapshot(t.db, agent.tenantId);
      const res = await sendBatch(t.app, agent.credential, batch({ fileEvents: Object.values(events) }));
      expect(res.json<BatchResponse>()).toMatchObject({ eventsRecorded: 0, casesCreated: 0 });
      expect(await rollupSnapshot(t.db, agent.tenantId)).toEqual(before);
    });
  });

  describe('files, folders and the device', () => {
    it('creates the folder tree of reported paths and links files to their folder', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const agent = await registerAgent(t.app, customer.agentKey);
      await sendBatch(
        t.app,
        agent.credential,
        batch({ files: [file('/home/ann/q1/report.PDF'), file('/home/ann/notes')] }),
      );
      await sendBatch(t.app, agent.credential, batch({ files: [file('/home/ann/q2/plan.docx')] }));
      const folders = await rowsOf<{
        path: string;
        name: string;
        parent: string | null;
        id_path: string;
        id: string;
      }>(
        t.db,
        sql`select f.path, f.name, p.path as parent, f.id_path, f.id::text as id from folders f
          left join folders p on p.tenant_id = f.tenant_id and p.id = f.parent_id
          where f.tenant_id = ${customer.id} order by f.path`,
      );
      expect(folders.map((f) => [f.path, f.name, f.parent])).toEqual([
        ['/', '/', null],
        ['/home', 'home', '/'],
        ['/home/ann', 'ann', '/home'],
        ['/home/ann/q1', 'q1', '/home/ann'],
        ['/home/ann/q2', 'q2', '/home/ann'],
      ]);
      const idOf = (p: string) => folders.find((f) => f.path === p)!.id;
      expect(folders.find((f) => f.path === '/home/ann/q2')?.id_path).toBe(
        `/${idOf('/')}/${idOf('/home')}/${idOf('/home/ann')}/${idOf('/home/ann/q2')}/`,
      );
      const files = await rowsOf<{ name: string; extension: string; folder: string }>(
        t.db,
        sql`select f.name, f.extension, d.path as folder from files f
          join folders d on d.tenant_id = f.tenant_id and d.id = f.folder_id
          where f.tenant_id = ${customer.id} order by f.name`,
      );
      expect(files).toEqual([
        { name: 'notes', extension: '', folder: '/home/ann' },
        { name: 'plan.docx', extension: 'docx', folder: '/home/ann/q2' },
        { name: 'report.PDF', extension: 'pdf', folder: '/home/ann/q1' },
      ]);
    });

    it('keeps paths longer than an index entry allows', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const agent = await registerAgent(t.app, customer.agentKey);
      const long = `/deep/${'ü'.repeat(1900)}/${'x'.repeat(2000)}.txt`;
      const res = await sendBatch(t.app, agent.credential, batch({ files: [file(long)] }));
      expect(res.statusCode).toBe(200);
      const again = await sendBatch(t.app, agent.credential, batch({ files: [file(long)] }));
      expect(again.statusCode).toBe(200);
      const [row] = await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from files where tenant_id = ${customer.id}`,
      );
      expect(row?.n).toBe(1);
    });

    it("updates the device's facts, scan progress and last activity", async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const agent = await registerAgent(t.app, customer.agentKey);
      await t.db
        .update(devices)
        .set({ lastActivity: new Date('2020-01-01T00:00:00Z') })
        .where(eq(devices.id, agent.deviceId));
      const res = await sendBatch(
        t.app,
        agent.credential,
        batch({
          device: { ...deviceFacts('renamed-laptop'), agentVersion: '1.2.3' },
          heartbeat: { scanTotalFiles: 200, scanDoneFiles: 50 },
        }),
      );
      expect(res.statusCode).toBe(200);
      const [d] = await t.db
        .select()
        .from(devices)
        .where(and(eq(devices.tenantId, customer.id), eq(devices.id, agent.deviceId)));
      expect(d).toMatchObject({
        name: 'renamed-laptop',
        agentVersion: '1.2.3',
        scanTotalFiles: 200,
        scanDoneFiles: 50,
      });
      expect(d!.lastActivity!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('counts a file reported twice in one batch once, the last report winning', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const agent = await registerAgent(t.app, customer.agentKey);
      const c = await createClassifier(t.db, customer.id, { valuePerRecord: 3 });
      const res = await sendBatch(
        t.app,
        agent.credential,
        batch({
          files: [
            file('/a.txt', [{ classifierId: c, count: 10 }]),
            file('/a.txt', [
              { classifierId: c, count: 1 },
              { classifierId: c, count: 2 },
            ]),
          ],
        }),
      );
      expect(res.json<BatchResponse>()).toMatchObject({ filesUpserted: 1 });
      const snap = await rollupSnapshot(t.db, customer.id);
      expect(snap.tenant?.[0]).toMatchObject({
        files_count: '1',
        sensitive_entries_count: '3',
        sensitive_cost: '9.000000',
      });
    });
  });

  describe('remembered batch ids', () => {
    it('forgets batch ids after the retention; a batch sent again after that changes nothing', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const classifier = await createClassifier(t.db, customer.id, { valuePerRecord: 2 });
      const agent = await registerAgent(t.app, customer.agentKey);
      const old = batch({ files: [file('/data/old.csv', [{ classifierId: classifier, count: 3 }])] });
      const recent = batch({ files: [file('/data/recent.csv', [{ classifierId: classifier, count: 4 }])] });
      expect((await sendBatch(t.app, agent.credential, old)).statusCode).toBe(200);
      expect((await sendBatch(t.app, agent.credential, recent)).statusCode).toBe(200);
      const now = new Date();
      const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
      await t.db
        .update(ingestBatches)
        .set({ createdAt: daysAgo(INGEST_BATCH_RETENTION_DAYS + 1) })
        .where(and(eq(ingestBatches.tenantId, customer.id), eq(ingestBatches.batchId, old.batchId)));
      await t.db
        .update(ingestBatches)
        .set({ createdAt: daysAgo(INGEST_BATCH_RETENTION_DAYS - 1) })
        .where(and(eq(ingestBatches.tenantId, customer.id), eq(ingestBatches.batchId, recent.batchId)));
      const before = await rollupSnapshot(t.db, customer.id);

      expect(await pruneIngestBatches(t.db, now)).toBeGreaterThanOrEqual(1);
      const kept = await t.db
        .select({ batchId: ingestBatches.batchId })
        .from(ingestBatches)
        .where(eq(ingestBatches.tenantId, customer.id));
      expect(kept.map((k) => k.batchId)).toEqual([recent.batchId]);

      expect((await sendBatch(t.app, agent.credential, recent)).json()).toMatchObject({ duplicate: true });
      const again = await sendBatch(t.app, agent.credential, old);
      expect(again.json()).toMatchObject({ duplicate: false, filesUpserted: 1 });
      expect(await rollupSnapshot(t.db, customer.id)).toEqual(before);
    });
  });
  describe('the bounds of a batch', () => {
    it("one device's largest batches, again and again, overflow no sum and never stop another device", async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const customer = await createAgentCustomer(t.db, partner.id);
      const classifierId = await createClassifier(t.db, customer.id, {
        valuePerRecord: ClassifierLimits.valuePerRecordMax,
      });
      const a = await registerAgent(t.app, customer.agentKey);
      const b = await registerAgent(t.app, customer.agentKey);
      const largest = Array.from({ length: AgentLimits.entriesPerFile }, () => ({
        classifierId,
        count: AgentLimits.entriesPerFinding,
      }));
      const largestFile = (path: string) => file(path, largest, { size: AgentLimits.fileSizeMax });
      const largestEvent = () => fileEvent('/a/0/0', 'UPLOAD', largest, { webDomain: 'drive.google.com' });
      // As many as the body limit lets one batch carry.
      const fit = (one: unknown, max: number) =>
        Math.min(max, Math.floor((AgentLimits.batchBodyBytes - 1024) / (JSON.stringify(one).length + 1)));
      const filesPerBatch = fit(largestFile('/a/00/0000'), AgentLimits.filesPerBatch);
      const eventsPerBatch = fit(largestEvent(), AgentLimits.eventsPerBatch);
      // Enough batches to pass the old bigint of files_size_bytes (it failed every batch of the tenant).
      const FILE_BATCHES = 12;
      const EVENT_BATCHES = 2;
      const aFiles = BigInt(FILE_BATCHES * filesPerBatch);
      const aEvents = BigInt(EVENT_BATCHES * eventsPerBatch);
      expect(aFiles * BigInt(AgentLimits.fileSizeMax)).toBeGreaterThan(2n ** 63n - 1n);

      for (let n = 0; n < FILE_BATCHES; n += 1) {
        const files = Array.from({ length: filesPerBatch }, (_, i) => largestFile(`/a/${n}/${i}`));
        const res = await sendBatch(t.app, a.credential, batch({ files }));
        expect({ n, status: res.statusCode }).toEqual({ n, status: 200 });
      }
      for (let n = 0; n < EVENT_BATCHES; n += 1) {
        const fileEvents = Array.from({ length: eventsPerBatch }, largestEvent);
        const res = await sendBatch(t.app, a.credential, batch({ fileEvents }));
        expect({ n, status: res.statusCode }).toEqual({ n, status: 200 });
      }
      const fromB = batch({ files: [file('/b/cards.csv', [{ classifierId, count: 3 }], { size: 1000 })] });
      expect((await sendBatch(t.app, b.credential, fromB)).statusCode).toBe(200);

      // Exact to the last digit: every entry of every file, at the classifier's value.
      const value = usdToMicro(ClassifierLimits.valuePerRecordMax);
      const entriesPerFile = BigInt(AgentLimits.entriesPerFile * AgentLimits.entriesPerFinding);
      const entries = aFiles * entriesPerFile + 3n;
      const [tenant] = await rowsOf(
        t.db,
        sql`select files_count::text as files, files_size_bytes::text as bytes,
            sensitive_entries_count::text as entries, sensitive_cost::text as cost
          from tenant_risk_rollups where tenant_id = ${customer.id}`,
      );
      expect(tenant).toEqual({
        files: String(aFiles + 1n),
        bytes: String(aFiles * BigInt(AgentLimits.fileSizeMax) + 1000n),
        entries: String(entries),
        cost: formatMicro(entries * value),
      });
      const [deviceB] = await rowsOf(
        t.db,
        sql`select sensitive_cost::text as cost from device_risk_rollups
          where tenant_id = ${customer.id} and device_id = ${b.deviceId}`,
      );
      expect(deviceB).toEqual({ cost: formatMicro(3n * value) });
      const [outgoing] = await rowsOf(
        t.db,
        sql`select sum(outgoing_sensitive_cost)::text as cost from application_risk_daily
          where tenant_id = ${customer.id}`,
      );
      expect(outgoing).toEqual({ cost: formatMicro(aEvents * entriesPerFile * value) });

      // The portal shows the same totals to the customer and up the tree to its partner.
      const QUERY = `query Overview($start: DateTime!, $finish: DateTime!) {
        riskOverview(startPeriod: $start, finishPeriod: $finish) { dataRiskTotals { total } }
      }`;
      const period = { start: '2026-01-01T00:00:00Z', finish: '2026-01-31T00:00:00Z' };
      for (const tenantId of [customer.id, partner.id]) {
        const user = await createUser(t.db, tenantId);
        const res = await t.gql<{ riskOverview: { dataRiskTotals: { total: number } } }>(
          QUERY,
          period,
          await tokenFor(t.config, user),
        );
        expect(res.errors).toBeUndefined();
        expect(res.data?.riskOverview.dataRiskTotals.total).toBe(Number(formatMicro(entries * value)));
      }

      // And the deltas still equal a rebuild from the rows.
      const incremental = await rollupSnapshot(t.db, customer.id);
      await t.db.transaction(async (tx) => recomputeRollups(tx, await resolveSystemScope(tx, customer.id)));
      expect(await rollupSnapshot(t.db, customer.id)).toEqual(incremental);
    }, 600_000);
  });
});
