import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgentLimits,
  ClassifierLimits,
  type BatchRequest,
  type DriveType,
  type FileOperation,
} from '@vigil/contracts';
import { ingestBatch } from '../src/agent-ingest/ingest.service.js';
import { registerDevice } from '../src/agent-ingest/registration.service.js';
import { rowsOf } from '../src/db/rows.js';
import type { Queryable } from '../src/db/client.js';
import { rebuildApplicationWindow } from '../src/rollups/application-window.js';
import { extendApplicationRunning } from '../src/rollups/application-running.js';
import { recomputeRollups } from '../src/rollups/recompute.js';
import { revalueClassifier } from '../src/rollups/revalue.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';
import type { AgentDevice } from '../src/agent-ingest/device-auth.js';
import { classifiers } from '../src/classifiers/classifiers.tables.js';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, tokenFor } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  createRegulation,
  createRule,
  deviceFacts,
  file,
  fileEvent,
  agentDevice,
  rollupSnapshot,
  type RollupSnapshot,
} from './helpers/ingest-support.js';

/** The risk vector of a rollup row, as the hand-computed expectations write it. */
function vector(row: Record<string, string> | undefined) {
  if (!row) return null;
  return {
    files: Number(row.risk_files_count),
    encryptedFiles: Number(row.encrypted_risk_files_count),
    sensitive: [
      Number(row.sensitive_files_count),
      Number(row.sensitive_entries_count),
      Number(row.sensitive_cost),
    ],
    encryptedSensitive: [
      Number(row.encrypted_sensitive_files_count),
      Number(row.encrypted_sensitive_entries_count),
      Number(row.encrypted_sensitive_cost),
    ],
    nonSensitive: [
      Number(row.non_sensitive_files_count),
      Number(row.non_sensitive_entries_count),
      Number(row.non_sensitive_cost),
    ],
    encryptedNonSensitive: [
      Number(row.encrypted_non_sensitive_files_count),
      Number(row.encrypted_non_sensitive_entries_count),
      Number(row.encrypted_non_sensitive_cost),
    ],
  };
}

/** A customer's running application sums, every column as text, in key order. */
const runningSnapshot = (db: Queryable, tenantId: number) =>
  rowsOf<Record<string, string>>(
    db,
    sql`select day::text as day, r::text as row from application_risk_running r where tenant_id = ${tenantId}
      order by day, process_id`,
  );

async function recomputed(t: TestApp, tenantId: number): Promise<RollupSnapshot> {
  const scope = await resolveSystemScope(t.db, tenantId);
  await t.db.transaction((tx) => recomputeRollups(tx, scope));
  return rollupSnapshot(t.db, tenantId);
}

describe('risk rollups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('a small fixture, computed by hand', () => {
    let tenantId: number;
    let d1: AgentDevice;
    let d2: AgentDevice;
    let pci: number;
    let gdpr: number;
    let card: number;
    let email: number;
    let name: number;
    let snap: RollupSnapshot;
    const firstBatch = batch();
    const byKey = (rows: Record<string, string>[], column: string, id: number) =>
      rows.find((r) => Number(r[column]) === id);

    beforeAll(async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      tenantId = customer.id;
      pci = await createRegulation(t.db);
      gdpr = await createRegulation(t.db);
      // card $20, e-mail $2.50 (both sensitive), person name $1 (not sensitive)
      card = await createClassifier(t.db, tenantId, { valuePerRecord: 20, regulationIds: [pci, gdpr] });
      email = await createClassifier(t.db, tenantId, { valuePerRecord: 2.5, regulationIds: [gdpr] });
      name = await createClassifier(t.db, tenantId, {
        valuePerRecord: 1,
        isSensitive: false,
        regulationIds: [gdpr],
      });
      const r1 = await registerDevice(t.db, {
        agentKey: customer.agentKey,
        deviceIdentifier: randomUUID(),
        device: deviceFacts(),
      });
      const r2 = await registerDevice(t.db, {
        agentKey: customer.agentKey,
        deviceIdentifier: randomUUID(),
        device: deviceFacts(),
      });
      d1 = await agentDevice(t.db, tenantId, r1.deviceId);
      d2 = await agentDevice(t.db, tenantId, r2.deviceId);
      await ingestBatch(t.db, d1, {
        ...firstBatch,
        files: [
          // $200 + $10 = $210 sensitive, 14 records
          file('C:\\Users\\ann\\cards.xlsx', [
            { classifierId: card, count: 10 },
            { classifierId: email, count: 4 },
          ]),
          // encrypted: $5 sensitive (2 records), $5 not sensitive (5 records)
          file(
            'C:\\Users\\ann\\docs\\list.csv',
            [
              { classifierId: email, count: 2 },
              { classifierId: name, count: 5 },
            ],
            { isEncrypted: true, size: 2000 },
          ),
          file('C:\\Users\\ann\\empty.txt', [], { size: 500 }),
        ],
      });
      // encrypted: $20 sensitive, 1 record
      await ingestBatch(t.db, d2, {
        ...batch(),
        files: [file('/home/bob/pay.pdf', [{ classifierId: card, count: 1 }], { isEncrypted: true })],
      });
      snap = await rollupSnapshot(t.db, tenantId);
    });

    it('totals the tenant', () => {
      const row = snap.tenant?.[0];
      expect(vector(row)).toEqual({
        files: 3,
        encryptedFiles: 2,
        sensitive: [3, 17, 235],
        encryptedSensitive: [2, 3, 25],
        nonSensitive: [1, 5, 5],
        encryptedNonSensitive: [1, 5, 5],
      });
      expect(row).toMatchObject({ files_count: '4', files_size_bytes: '4500', devices_count: '2' });
      expect(Number(row?.sensitive_risk_usd)).toBe(235);
      expect(Number(row?.encrypted_sensitive_risk_usd)).toBe(25);
    });

    it('totals each classifier', () => {
      expect(vector(byKey(snap.classifier!, 'classifier_id', card))).toEqual({
        files: 2,
        encryptedFiles: 1,
        sensitive: [2, 11, 220],
        encryptedSensitive: [1, 1, 20],
        nonSensitive: [0, 0, 0],
        encryptedNonSensitive: [0, 0, 0],
      });
      expect(vector(byKey(snap.classifier!, 'classifier_id', email))).toEqual({
        files: 2,
        encryptedFiles: 1,
        sensitive: [2, 6, 15],
        encryptedSensitive: [1, 2, 5],
        nonSensitive: [0, 0, 0],
        encryptedNonSensitive: [0, 0, 0],
      });
      expect(vector(byKey(snap.classifier!, 'classifier_id', name))).toEqual({
        files: 1,
        encryptedFiles: 1,
        sensitive: [0, 0, 0],
        encryptedSensitive: [0, 0, 0],
        nonSensitive: [1, 5, 5],
        encryptedNonSensitive: [1, 5, 5],
      });
    });

    it('counts a file once per regulation, however many of its classifiers belong to it', () => {
      expect(vector(byKey(snap.regulation!, 'regulation_id', pci))).toMatchObject({
        files: 2,
        sensitive: [2, 11, 220],
      });
      // cards.xlsx has card and e-mail, both GDPR: one file, 14 records, $210
      expect(vector(byKey(snap.regulation!, 'regulation_id', gdpr))).toEqual({
        files: 3,
        encryptedFiles: 2,
        sensitive: [3, 17, 235],
        encryptedSensitive: [2, 3, 25],
        nonSensitive: [1, 5, 5],
        encryptedNonSensitive: [1, 5, 5],
      });
    });

    it('totals each device and device × classifier', () => {
      const dev1 = byKey(snap.device!, 'device_id', d1.deviceId);
      expect(vector(dev1)).toEqual({
        files: 2,
        encryptedFiles: 1,
        sensitive: [2, 16, 215],
        encryptedSensitive: [1, 2, 5],
        nonSensitive: [1, 5, 5],
        encryptedNonSensitive: [1, 5, 5],
      });
      expect(dev1).toMatchObject({ files_count: '3', files_size_bytes: '3500' });
      const dev2 = byKey(snap.device!, 'device_id', d2.deviceId);
      expect(vector(dev2)?.sensitive).toEqual([1, 1, 20]);
      const cardOnD1 = snap.deviceClassifier!.find(
        (r) => Number(r.device_id) === d1.deviceId && Number(r.classifier_id) === card,
      );
      expect(vector(cardOnD1)?.sensitive).toEqual([1, 10, 200]);
    });

    it("totals each folder's own files, and subtrees by id path", async () => {
      const folders = await rowsOf<{ path: string; id: string; id_path: string }>(
        t.db,
        sql`select path, id::text as id, id_path from folders where tenant_id = ${tenantId} order by depth`,
      );
      expect(folders.map((f) => f.path).sort()).toEqual(
        ['/', '/home', '/home/bob', 'C:\\', 'C:\\Users', 'C:\\Users\\ann', 'C:\\Users\\ann\\docs'].sort(),
      );
      const ann = folders.find((f) => f.path === 'C:\\Users\\ann')!;
      const own = byKey(snap.folder!, 'folder_id', Number(ann.id));
      expect(own).toMatchObject({ files_count: '2', files_size_bytes: '1500', sensitive_cost: '210.000000' });
      const users = folders.find((f) => f.path === 'C:\\Users')!;
      const [subtree] = await rowsOf<{ cost: string; files: string }>(
        t.db,
        sql`select sum(r.sensitive_cost)::text as cost, sum(r.files_count)::text as files
          from folders f join folder_risk_rollups r on r.tenant_id = f.tenant_id and r.folder_id = f.id
          where f.tenant_id = ${tenantId} and f.id_path like ${`${users.id_path}%`}`,
      );
      expect(subtree).toEqual({ cost: '215.000000', files: '3' });
    });

    it('agrees with a recompute from the rows', async () => {
      expect(await recomputed(t, tenantId)).toEqual(snap);
    });

    it('changes nothing on a resend or an unchanged file', async () => {
      const again = await ingestBatch(t.db, d1, { ...firstBatch, files: [] });
      expect(again).toMatchObject({ batchId: firstBatch.batchId, duplicate: true, filesUpserted: 3 });
      const unchanged = await ingestBatch(t.db, d1, {
        ...batch(),
        files: [
          file('C:\\Users\\ann\\cards.xlsx', [
            { classifierId: email, count: 4 },
            { classifierId: card, count: 10 },
          ]),
        ],
      });
      expect(unchanged).toMatchObject({ duplicate: false, filesUpserted: 1 });
      expect(await rollupSnapshot(t.db, tenantId)).toEqual(snap);
    });

    it('moves by the delta of a changed file, an encryption change and a deletion', async () => {
      // cards.xlsx now 5 cards only ($100), encrypted
      await ingestBatch(t.db, d1, {
        ...batch(),
        files: [
          file('C:\\Users\\ann\\cards.xlsx', [{ classifierId: card, count: 5 }], { isEncrypted: true }),
        ],
      });
      let now = await rollupSnapshot(t.db, tenantId);
      expect(vector(now.tenant?.[0])).toMatchObject({
        files: 3,
        encryptedFiles: 3,
        sensitive: [3, 8, 125],
        encryptedSensitive: [3, 8, 125],
      });
      expect(vector(byKey(now.classifier!, 'classifier_id', email))?.sensitive).toEqual([1, 2, 5]);
      expect(vector(byKey(now.regulation!, 'regulation_id', pci))?.encryptedSensitive).toEqual([2, 6, 120]);

      // decrypted again, then list.csv deleted
      await ingestBatch(t.db, d1, {
        ...batch(),
        files: [file('C:\\Users\\ann\\cards.xlsx', [{ classifierId: card, count: 5 }])],
        deletedPaths: ['C:\\Users\\ann\\docs\\list.csv', 'C:\\never\\seen.txt'],
      });
      now = await rollupSnapshot(t.db, tenantId);
      expect(vector(now.tenant?.[0])).toEqual({
        files: 2,
        encryptedFiles: 1,
        sensitive: [2, 6, 120],
        encryptedSensitive: [1, 1, 20],
        nonSensitive: [0, 0, 0],
        encryptedNonSensitive: [0, 0, 0],
      });
      expect(now.tenant?.[0]).toMatchObject({ files_count: '3', files_size_bytes: '2500' });
      expect(byKey(now.classifier!, 'classifier_id', name)).toBeUndefined();
      expect(await recomputed(t, tenantId)).toEqual(now);
    });
  });

  it("values a classifier's findings anew when its value per record or sensitivity changes", async () => {
    const customer = await createAgentCustomer(t.db, t.rootTenantId);
    const c = await createClassifier(t.db, customer.id, { valuePerRecord: 2 });
    const r = await registerDevice(t.db, {
      agentKey: customer.agentKey,
      deviceIdentifier: randomUUID(),
      device: deviceFacts(),
    });
    const device = await agentDevice(t.db, customer.id, r.deviceId);
    await ingestBatch(t.db, device, batch({ files: [file('/a.txt', [{ classifierId: c, count: 7 }])] }));
    expect((await rollupSnapshot(t.db, customer.id)).tenant?.[0]?.sensitive_cost).toBe('14.000000');
    await t.db.transaction(async (tx) => {
      await tx
        .update(classifiers)
        .set({ valuePerRecord: 0.35, isSensitive: false })
        .where(and(eq(classifiers.tenantId, customer.id), eq(classifiers.id, c)));
      await revalueClassifier(tx, device.scope, c);
    });
    const after = await rollupSnapshot(t.db, customer.id);
    expect(after.tenant?.[0]).toMatchObject({ sensitive_cost: '0.000000', non_sensitive_cost: '2.450000' });
    const [f] = await rowsOf<{ s: string; n: string }>(
      t.db,
      sql`select sensitive_cost::text as s, non_sensitive_cost::text as n from files where tenant_id = ${customer.id}`,
    );
    expect(f).toEqual({ s: '0.000000', n: '2.450000' });
    // later ingests build on the new valuation
    await ingestBatch(t.db, device, batch({ files: [file('/a.txt', [{ classifierId: c, count: 8 }])] }));
    expect((await rollupSnapshot(t.db, customer.id)).tenant?.[0]?.non_sensitive_cost).toBe('2.800000');
    expect(await recomputed(t, customer.id)).toEqual(await rollupSnapshot(t.db, customer.id));
  });

  describe('property: incremental rollups equal a recompute', () => {
    const PATHS = ['C:\\a\\1.docx', 'C:\\a\\2.xlsx', 'C:\\a\\b\\3.pdf', 'C:\\c\\4.txt', '/srv/5.csv'];
    const OPERATIONS: FileOperation[] = ['UPLOAD', 'COPY', 'MOVE', 'DELETE', 'RENAME', 'OPEN', 'DOWNLOAD'];
    const DRIVES: DriveType[] = ['FIXED', 'REMOVABLE', 'NETWORK'];

    // Now and then the largest count an agent may send: sums far past bigint must stay exact.
    const countArb = fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 50 }), weight: 9 },
      { arbitrary: fc.constant(AgentLimits.entriesPerFinding), weight: 1 },
    );
    const entriesArb = (classifierIndexes: number) =>
      fc.array(fc.record({ classifier: fc.nat(classifierIndexes), count: countArb }), { maxLength: 4 });
    const stepArb = fc.oneof(
      fc.record({
        kind: fc.constant('files' as const),
        device: fc.nat(1),
        files: fc.array(
          fc.record({
            path: fc.constantFrom(...PATHS),
            entries: entriesArb(3),
            encrypted: fc.boolean(),
            size: fc.integer({ min: 0, max: 5000 }),
          }),
          { maxLength: 5 },
        ),
        deleted: fc.subarray(PATHS),
        events: fc.array(
          fc.record({
            path: fc.constantFrom(...PATHS),
            operation: fc.constantFrom(...OPERATIONS),
            drive: fc.constantFrom(...DRIVES),
            process: fc.constantFrom('chrome.exe', 'excel.exe', 'outlook.exe'),
            web: fc.option(fc.constantFrom('drive.google.com', 'chat.openai.com'), { nil: null }),
            entries: entriesArb(3),
            prevented: fc.boolean(),
            day: fc.integer({ min: 1, max: 6 }),
          }),
          { maxLength: 4 },
        ),
      }),
      fc.record({ kind: fc.constant('resend' as const) }),
      fc.record({ kind: fc.constant('replayEvents' as const) }),
      // a person marks a file as a false positive, or clears the mark (updateFile)
      fc.record({
        kind: fc.constant('falsePositive' as const),
        device: fc.nat(1),
        path: fc.constantFrom(...PATHS),
        value: fc.boolean(),
      }),
    );

    it('after random ingests, re-sends, changes, deletions, encryption changes and false positives', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(stepArb, { minLength: 1, maxLength: 8 }),
          // the running sums' last closed day: batches of the day after it keep the open day,
          // batches of days up to it move the bounds back
          fc.integer({ min: 1, max: 7 }),
          async (steps, runningThrough) => {
            const customer = await createAgentCustomer(t.db, t.rootTenantId);
            const scope = await resolveSystemScope(t.db, customer.id);
            // the application window holds two of the six UTC days the events fall on (the other four after it)
            await t.db.transaction((tx) =>
              rebuildApplicationWindow(tx, scope, { start: '2026-01-02', end: '2026-01-03' }),
            );
            await t.db.transaction((tx) => extendApplicationRunning(tx, scope, `2026-01-0${runningThrough}`));
            const regulation = await createRegulation(t.db);
            // fractional values per record: money must stay exact
            const classifierIds = [
              await createClassifier(t.db, customer.id, {
                valuePerRecord: 0.35,
                regulationIds: [regulation],
              }),
              await createClassifier(t.db, customer.id, {
                valuePerRecord: ClassifierLimits.valuePerRecordMax,
                regulationIds: [regulation],
              }),
              await createClassifier(t.db, customer.id, { valuePerRecord: 1.1, isSensitive: false }),
              // deleted: its entries are not counted
              await createClassifier(t.db, customer.id, { valuePerRecord: 7, isDeleted: true }),
            ];
            // cases count on the device dashboard: a rule that opens them on several triggers
            await createRule(t.db, customer.id, classifierIds[0]!, {
              triggers: [
                { trigger: 'DELETE_FILE', actions: ['CREATE_CASE'] },
                { trigger: 'UPLOAD_FILE', actions: ['CREATE_CASE', 'PREVENT'] },
                { trigger: 'COPY_OR_MOVE_TO_REMOVABLE_DEVICE', actions: ['CREATE_CASE'] },
                { trigger: 'CHANGE_FILE_EXTENSION', actions: ['CREATE_CASE'] },
              ],
            });
            const reviewer = await createUser(t.db, customer.id);
            const reviewerToken = await tokenFor(t.config, reviewer);
            const devices: AgentDevice[] = [];
            for (let i = 0; i < 2; i += 1) {
              const r = await registerDevice(t.db, {
                agentKey: customer.agentKey,
                deviceIdentifier: randomUUID(),
                device: deviceFacts(),
              });
              devices.push({ scope, deviceId: r.deviceId });
            }
            const toEntries = (es: { classifier: number; count: number }[]) =>
              es.map((e) => ({ classifierId: classifierIds[e.classifier]!, count: e.count }));
            let last: { device: number; body: BatchRequest } | null = null;
            for (const step of steps) {
              if (step.kind === 'resend') {
                if (last) await ingestBatch(t.db, devices[last.device]!, last.body);
                continue;
              }
              if (step.kind === 'falsePositive') {
                const [row] = await rowsOf<{ id: number }>(
                  t.db,
                  sql`select id::int as id from files where tenant_id = ${customer.id}
                  and device_id = ${devices[step.device]!.deviceId} and path = ${step.path}`,
                );
                if (!row) continue;
                const res = await t.gql(
                  'mutation($id: Int!, $fp: Boolean!) { updateFile(id: $id, falsePositive: $fp) { falsePositive } }',
                  { id: row.id, fp: step.value },
                  reviewerToken,
                );
                expect(res.errors).toBeUndefined();
                continue;
              }
              if (step.kind === 'replayEvents') {
                if (last)
                  await ingestBatch(t.db, devices[last.device]!, {
                    ...last.body,
                    batchId: randomUUID(),
                    files: [],
                    deletedPaths: [],
                  });
                continue;
              }
              const body = batch({
                files: step.files.map((f) =>
                  file(f.path, toEntries(f.entries), { isEncrypted: f.encrypted, size: f.size }),
                ),
                deletedPaths: step.deleted,
                fileEvents: step.events.map((e) =>
                  fileEvent(e.path, e.operation, toEntries(e.entries), {
                    driveType: e.drive,
                    processName: e.process,
                    webDomain: e.web,
                    prevented: e.prevented,
                    destinationPath: e.operation === 'RENAME' ? `${e.path}.bak` : null,
                    at: `2026-01-0${e.day}T23:30:00-02:00`,
                  }),
                ),
              });
              await ingestBatch(t.db, devices[step.device]!, body);
              last = { device: step.device, body };
            }
            const incremental = await rollupSnapshot(t.db, customer.id);
            // every recorded event lands in an application × device × day row
            const sentEvents = steps.some((s) => s.kind === 'files' && s.events.length > 0);
            expect((incremental.applicationDevice?.length ?? 0) > 0).toBe(sentEvents);
            const inWindow = steps.some((s) => s.kind === 'files' && s.events.some((e) => e.day < 3));
            expect((incremental.applicationWindow?.length ?? 0) > 0).toBe(inWindow);
            // the rows the batches kept (the open day's) or left (up to the bounds they moved back)
            // equal a rebuild at the same bounds
            const [bounds] = await rowsOf<{ last: string; open: string | null }>(
              t.db,
              sql`select last_day::text as last, open_day::text as open from application_risk_running_bounds
              where tenant_id = ${customer.id}`,
            );
            const covered = bounds!.open ?? bounds!.last;
            const kept = (await runningSnapshot(t.db, customer.id)).filter((r) => r.day! <= covered);
            await t.db.execute(
              sql`delete from application_risk_running_bounds where tenant_id = ${customer.id}`,
            );
            await t.db.execute(sql`delete from application_risk_running where tenant_id = ${customer.id}`);
            await t.db.transaction((tx) => extendApplicationRunning(tx, scope, bounds!.last));
            expect((await runningSnapshot(t.db, customer.id)).filter((r) => r.day! <= covered)).toEqual(kept);
            // running sums extended from where the batches left them equal a rebuild from nothing
            await t.db.transaction((tx) => extendApplicationRunning(tx, scope, '2026-01-08'));
            const extended = await runningSnapshot(t.db, customer.id);
            expect(extended.length > 0).toBe(sentEvents);
            expect(await recomputed(t, customer.id)).toEqual(incremental);
            expect(await runningSnapshot(t.db, customer.id)).toEqual([]);
            await t.db.transaction((tx) => extendApplicationRunning(tx, scope, '2026-01-08'));
            expect(await runningSnapshot(t.db, customer.id)).toEqual(extended);
          },
        ),
        { numRuns: 30 },
      );
    });
  });
});
