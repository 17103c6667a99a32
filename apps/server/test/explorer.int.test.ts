import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ExplorerLimits, FILE_ACTIONS_CSV_ROUTE, FILES_LAST_ACCESSED_CSV_ROUTE } from '@vigil/contracts';
import { pgArray, rowsOf } from '../src/db/rows.js';
import { recomputeRollups } from '../src/rollups/recompute.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';
import { csvField } from '../src/devices/devices-csv.routes.js';
import { fileActionsCsvLines } from '../src/explorer/explorer-csv.routes.js';
import { fileActionsInPeriod } from '../src/explorer/file-actions.read-model.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  createRegulation,
  file,
  fileEvent,
  registerAgent,
  rollupSnapshot,
  sendBatch,
  type Agent,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const FILES = `query Files($skip: Int, $take: Int, $where: DiscoveredFileFilterInput, $order: [DiscoveredFileSortInput!],
    $classifierId: Int, $tenantId: Int) {
  files2(skip: $skip, take: $take, where: $where, order: $order, classifierId: $classifierId, tenantId: $tenantId) {
    items { id fileName folderFullName lastModified falsePositive isDeleted isSensitive riskUsd entriesCount
      parseResult device { id name } classifiers { id name entriesCount costUsd } }
    totalCount
    pageInfo { hasNextPage }
  }
}`;

const ACTIONS = `query Actions($skip: Int, $take: Int, $where: FileActionFilterInput, $order: [FileActionSortInput!], $tenantId: Int) {
  fileActions(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
    items { id fileName directoryName transactionTime operation isPrevented userName applicationName driveType
      sensitiveType device { id name } monitorEntries { classifierId name entriesCount } }
    totalCount
  }
}`;

const UPDATE = `mutation($id: Int!, $fp: Boolean!, $tenantId: Int) {
  updateFile(id: $id, falsePositive: $fp, tenantId: $tenantId) { id falsePositive }
}`;

interface FileItem {
  id: number;
  fileName: string;
  folderFullName: string;
  lastModified: string;
  falsePositive: boolean;
  isDeleted: boolean;
  isSensitive: boolean;
  riskUsd: number;
  entriesCount: number;
  parseResult: string;
  device: { id: number; name: string };
  classifiers: { id: number; name: string; entriesCount: number; costUsd: number }[];
}

describe('data explorer', () => {
  let t: TestApp;
  let customerId: number;
  let token: string;
  let readOnlyToken: string;
  let agent: Agent;
  let pii: number;
  let card: number;
  let label: number;

  async function files(variables: Record<string, unknown> = {}, as = token) {
    const res = await t.gql<{ files2: { items: FileItem[]; totalCount: number } }>(FILES, variables, as);
    return res;
  }

  async function tenantRollup(): Promise<Record<string, string>> {
    const [row] = await rowsOf<Record<string, string>>(
      t.db,
      sql`select sensitive_cost::text, sensitive_files_count::text, risk_files_count::text, files_count::text,
          non_sensitive_cost::text
        from tenant_risk_rollups where tenant_id = ${customerId}`,
    );
    return row!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const customer = await createAgentCustomer(t.db, t.rootTenantId);
    customerId = customer.id;
    const admin = await createUser(t.db, customerId);
    token = await tokenFor(t.config, admin);
    readOnlyToken = await tokenFor(t.config, await createUser(t.db, customerId, { isReadOnlyUser: true }));
    const regulation = await createRegulation(t.db);
    pii = await createClassifier(t.db, customerId, { valuePerRecord: 2.5, regulationIds: [regulation] });
    card = await createClassifier(t.db, customerId, { valuePerRecord: 10, regulationIds: [regulation] });
    label = await createClassifier(t.db, customerId, { valuePerRecord: 1, isSensitive: false });
    agent = await registerAgent(t.app, customer.agentKey);
    const res = await sendBatch(
      t.app,
      agent.credential,
      batch({
        files: [
          // 4 × 2.5 + 1 × 10 = 20
          file(
            'C:\\docs\\a.docx',
            [
              { classifierId: pii, count: 4 },
              { classifierId: card, count: 1 },
            ],
            { modifiedAt: '2026-01-03T00:00:00Z' },
          ),
          // 3 × 10 = 30
          file('C:\\docs\\b.xlsx', [{ classifierId: card, count: 3 }], {
            modifiedAt: '2026-01-05T00:00:00Z',
          }),
          // non-sensitive only: 7 × 1
          file('C:\\docs\\c.txt', [{ classifierId: label, count: 7 }], {
            modifiedAt: '2026-01-04T00:00:00Z',
          }),
          // nothing found, could not be read
          file('C:\\docs\\d.pdf', [], { modifiedAt: '2026-01-01T00:00:00Z', parseResult: 'LOCKED' }),
          file('C:\\old\\e.csv', [{ classifierId: pii, count: 2 }], { modifiedAt: '2026-01-02T00:00:00Z' }),
        ],
        fileEvents: [
          fileEvent('C:\\docs\\a.docx', 'UPLOAD', [{ classifierId: pii, count: 4 }], {
            at: '2026-01-15T10:00:00Z',
            userName: 'ann',
          }),
          fileEvent('C:\\docs\\b.xlsx', 'COPY', [{ classifierId: card, count: 3 }], {
            at: '2026-01-16T10:00:00Z',
            driveType: 'REMOVABLE',
          }),
          fileEvent('C:\\docs\\c.txt', 'OPEN', [], { at: '2026-01-14T10:00:00Z' }),
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    // e.csv is deleted: it stays listed under Deleted
    const del = await sendBatch(t.app, agent.credential, batch({ deletedPaths: ['C:\\old\\e.csv'] }));
    expect(del.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  describe('files2 (Discovered Data)', () => {
    it('lists the files newest change first, 30 a page by default, with their classifiers and risk', async () => {
      const res = await files({ where: { isDeleted: { eq: false } } });
      expect(res.errors).toBeUndefined();
      const page = res.data!.files2;
      expect(page.totalCount).toBe(4);
      expect(page.items.map((f) => f.fileName)).toEqual(['b.xlsx', 'c.txt', 'a.docx', 'd.pdf']);
      const a = page.items.find((f) => f.fileName === 'a.docx')!;
      expect(a.riskUsd).toBe(20);
      expect(a.entriesCount).toBe(5);
      expect(a.folderFullName).toBe('C:\\docs');
      expect(a.device.id).toBe(agent.deviceId);
      // the costlier classifier first; equal costs by id
      expect(a.classifiers.map((c) => [c.id, c.entriesCount, c.costUsd])).toEqual([
        [Math.min(pii, card), pii < card ? 4 : 1, 10],
        [Math.max(pii, card), pii < card ? 1 : 4, 10],
      ]);
    });

    it('filters on sensitivity, parsing status, deletion, device, records and classifier', async () => {
      const names = async (variables: Record<string, unknown>) =>
        (await files(variables)).data!.files2.items.map((f) => f.fileName).sort();
      expect(await names({ where: { isSensitive: { eq: true }, isDeleted: { eq: false } } })).toEqual([
        'a.docx',
        'b.xlsx',
      ]);
      expect(await names({ where: { isSensitive: { eq: false }, isDeleted: { eq: false } } })).toEqual([
        'c.txt',
        'd.pdf',
      ]);
      expect(await names({ where: { parseResult: { in: ['LOCKED', 'PARSING_ERROR'] } } })).toEqual(['d.pdf']);
      expect(await names({ where: { isDeleted: { eq: true } } })).toEqual(['e.csv']);
      expect(await names({ where: { entriesCount: { gte: 4, lte: 5 } } })).toEqual(['a.docx']);
      expect(await names({ classifierId: card })).toEqual(['a.docx', 'b.xlsx']);
      expect(await names({ where: { deviceId: { eq: agent.deviceId + 1000 } } })).toEqual([]);
    });

    it("lands on the figure of the Data Risk row and the device's file count", async () => {
      const [byClassifier] = await rowsOf<{ n: number }>(
        t.db,
        sql`select risk_files_count::int as n from classifier_risk_rollups
          where tenant_id = ${customerId} and classifier_id = ${pii}`,
      );
      const drill = await files({
        classifierId: pii,
        where: { isDeleted: { eq: false }, falsePositive: { eq: false } },
      });
      expect(drill.data!.files2.totalCount).toBe(byClassifier!.n);
      const [byDevice] = await rowsOf<{ n: number }>(
        t.db,
        sql`select files_count::int as n from device_risk_rollups where tenant_id = ${customerId} and device_id = ${agent.deviceId}`,
      );
      const device = await files({ where: { deviceId: { eq: agent.deviceId }, isDeleted: { eq: false } } });
      expect(device.data!.files2.totalCount).toBe(byDevice!.n);
    });

    it('refuses a filter on an unknown field, a bad take and a classifier of another tenant lists nothing', async () => {
      const bad = await t.gql(FILES, { where: { path: { eq: 'x' } } }, token);
      expect(bad.errors?.[0]?.message).toBeTruthy();
      const negative = await files({ take: -1 });
      expect(negative.errors?.[0]?.message).toBe('take must be 0 or more');
      const other = await createAgentCustomer(t.db, t.rootTenantId);
      const foreign = await createClassifier(t.db, other.id);
      expect((await files({ classifierId: foreign })).data!.files2.totalCount).toBe(0);
    });
  });

  describe('paging (a narrow pass in index order, deep pages read from the other end)', () => {
    let other: { token: string; tenantId: number };

    beforeAll(async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const otherAgent = await registerAgent(t.app, customer.agentKey);
      const same = '2026-02-02T00:00:00Z';
      const res = await sendBatch(
        t.app,
        otherAgent.credential,
        batch({
          files: [
            ...['p1', 'p2', 'p3', 'p4'].map((n) => file(`C:\\p\\${n}.txt`, [], { modifiedAt: same })),
            ...['q1', 'q2', 'q3'].map((n, i) =>
              file(`C:\\q\\${n}.txt`, [], { modifiedAt: `2026-02-0${3 + i}T00:00:00Z` }),
            ),
          ],
          fileEvents: ['p1', 'p2', 'p3', 'q1', 'q2'].map((n, i) =>
            fileEvent(`C:\\p\\${n}.txt`, 'OPEN', [], { at: i < 3 ? same : `2026-02-0${i}T00:00:00Z` }),
          ),
        }),
      );
      expect(res.statusCode).toBe(200);
      other = { token: await tokenFor(t.config, await createUser(t.db, customer.id)), tenantId: customer.id };
    });

    async function pages(
      document: string,
      field: 'files2' | 'fileActions',
      variables: Record<string, unknown>,
      take: number,
    ) {
      const whole = await t.gql<Record<string, { items: { id: number }[]; totalCount: number }>>(
        document,
        { ...variables, take: 1000 },
        other.token,
      );
      expect(whole.errors).toBeUndefined();
      const all = whole.data![field]!;
      const paged: number[] = [];
      for (let skip = 0; skip < all.totalCount + take; skip += take) {
        const page = await t.gql<Record<string, { items: { id: number }[]; totalCount: number }>>(
          document,
          { ...variables, skip, take },
          other.token,
        );
        expect(page.errors).toBeUndefined();
        expect(page.data![field]!.totalCount).toBe(all.totalCount);
        paged.push(...page.data![field]!.items.map((i) => i.id));
      }
      return { all: all.items.map((i) => i.id), paged, total: all.totalCount };
    }

    it('gives every row once, in the one order, on pages read from either end, ties newest id first', async () => {
      for (const variables of [
        {},
        { where: { isDeleted: { eq: false } } },
        { order: [{ fileName: 'ASC' }] },
        { order: [{ lastModified: 'ASC' }] },
      ]) {
        const { all, paged, total } = await pages(FILES, 'files2', variables, 2);
        expect(total).toBe(7);
        expect(paged).toEqual(all);
      }
      const { all } = await pages(FILES, 'files2', {}, 3);
      // p1..p4 share their time: newest id first, after the three newer q files
      const ties = all.slice(3);
      expect(ties).toEqual([...ties].sort((a, b) => b - a));
      for (const variables of [{}, { order: [{ userName: 'DESC' }] }]) {
        const actions = await pages(ACTIONS, 'fileActions', variables, 2);
        expect(actions.total).toBe(5);
        expect(actions.paged).toEqual(actions.all);
      }
    });

    it("counts the default view from the device rollups exactly as the files' own count", async () => {
      const byRollups = await t.gql<{ files2: { totalCount: number } }>(
        FILES,
        { where: { isDeleted: { eq: false } } },
        other.token,
      );
      // A condition the rollups do not answer: the narrow pass is counted.
      const counted = await t.gql<{ files2: { totalCount: number } }>(
        FILES,
        { where: { isDeleted: { eq: false }, entriesCount: { gte: 0 } } },
        other.token,
      );
      expect(byRollups.data!.files2.totalCount).toBe(7);
      expect(counted.data!.files2.totalCount).toBe(7);
      // and the first customer's, with a deleted file among its five
      const mine = await files({ where: { isDeleted: { eq: false } } });
      const mineCounted = await files({ where: { isDeleted: { eq: false }, entriesCount: { gte: 0 } } });
      expect(mine.data!.files2.totalCount).toBe(mineCounted.data!.files2.totalCount);
    });

    it('totals a view by sensitivity, false positive, device and classifier from the rollups, equal to a count, on random data', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const as = await tokenFor(t.config, await createUser(t.db, customer.id));
      const sensitive = await createClassifier(t.db, customer.id, { valuePerRecord: 3 });
      const other = await createClassifier(t.db, customer.id, { valuePerRecord: 1, isSensitive: false });
      let seed = 20261127;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      const devices: number[] = [];
      for (let d = 0; d < 3; d++) {
        const a = await registerAgent(t.app, customer.agentKey);
        devices.push(a.deviceId);
        const paths = Array.from({ length: 25 }, (_, i) => `C:\\r${d}\\f${i}.txt`);
        const res = await sendBatch(
          t.app,
          a.credential,
          batch({
            files: paths.map((path) =>
              file(path, [
                ...(random() < 0.4 ? [{ classifierId: sensitive, count: 1 + Math.floor(random() * 5) }] : []),
                ...(random() < 0.4 ? [{ classifierId: other, count: 1 + Math.floor(random() * 5) }] : []),
              ]),
            ),
          }),
        );
        expect(res.statusCode).toBe(200);
        const gone = paths.filter(() => random() < 0.15);
        expect((await sendBatch(t.app, a.credential, batch({ deletedPaths: gone }))).statusCode).toBe(200);
      }
      const ids = await rowsOf<{ id: number }>(
        t.db,
        sql`select id::int as id from files where tenant_id = ${customer.id} order by id`,
      );
      for (const { id } of ids.filter(() => random() < 0.3)) {
        const res = await t.gql(UPDATE, { id, fp: true }, as);
        expect(res.errors).toBeUndefined();
      }
      // A deleted device's files leave the list and its rollups the total.
      await t.db.execute(sql`update devices set is_deleted = true where id = ${devices[2]!}`);

      const count = async (view: {
        sensitive?: boolean;
        falsePositive?: boolean;
        deviceId?: number;
        classifierId?: number;
      }) => {
        const [row] = await rowsOf<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from files f
            join devices d on d.tenant_id = f.tenant_id and d.id = f.device_id and not d.is_deleted
            where f.tenant_id = ${customer.id} and not f.is_deleted
              ${view.falsePositive === undefined ? sql`` : sql`and f.false_positive = ${view.falsePositive}`}
              ${view.deviceId === undefined ? sql`` : sql`and f.device_id = ${view.deviceId}`}
              ${
                view.sensitive === undefined
                  ? sql``
                  : sql`and ${view.sensitive} = exists (select 1 from file_findings x
                      where x.tenant_id = f.tenant_id and x.file_id = f.id and x.is_sensitive)`
              }
              ${
                view.classifierId === undefined
                  ? sql``
                  : sql`and exists (select 1 from file_findings x
                      where x.tenant_id = f.tenant_id and x.file_id = f.id and x.classifier_id = ${view.classifierId})`
              }`,
        );
        return row!.n;
      };
      let nonZero = 0;
      // A classifier with a sensitivity is counted (the rollups do not split a classifier's files by
      // it): the counted path is held to the same count.
      for (const classifierId of [undefined, sensitive, other]) {
        for (const s of [undefined, true, false]) {
          for (const fp of [undefined, true, false]) {
            for (const deviceId of [undefined, devices[0]!, devices[2]!]) {
              const conditions = [
                { isDeleted: { eq: false } },
                ...(s === undefined ? [] : [{ isSensitive: { eq: s } }]),
                ...(fp === undefined ? [] : [{ falsePositive: { neq: !fp } }]),
                ...(deviceId === undefined ? [] : [{ deviceId: { eq: deviceId } }]),
              ];
              const expected = await count({ sensitive: s, falsePositive: fp, deviceId, classifierId });
              if (expected > 0) nonZero += 1;
              for (const where of [
                { and: conditions },
                { and: [...conditions, { entriesCount: { gte: 0 } }] },
              ]) {
                const res = await t.gql<{ files2: { items: unknown[]; totalCount: number } }>(
                  FILES,
                  { where, take: 1000, ...(classifierId === undefined ? {} : { classifierId }) },
                  as,
                );
                expect(res.errors).toBeUndefined();
                const what = JSON.stringify({ where, classifierId });
                expect(res.data!.files2.totalCount, what).toBe(expected);
                expect(res.data!.files2.items, what).toHaveLength(expected);
              }
            }
          }
        }
      }
      expect(nonZero).toBeGreaterThan(30);
    });

    it("totals the Activity Log from the device rollups, equal to a count, a partner's live customers summed, on random data", async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
      let seed = 20261128;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      const customers: { id: number; token: string; devices: number[] }[] = [];
      for (let c = 0; c < 3; c++) {
        const customer = await createAgentCustomer(t.db, partner.id);
        const devices: number[] = [];
        for (let d = 0; d < 2; d++) {
          const a = await registerAgent(t.app, customer.agentKey);
          devices.push(a.deviceId);
          const events = Array.from({ length: 5 + Math.floor(random() * 20) }, (_, i) =>
            fileEvent(`C:\\a${c}${d}\\f${i}.txt`, random() < 0.5 ? 'UPLOAD' : 'OPEN', [], {
              at: `2026-04-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}T10:00:00Z`,
              prevented: random() < 0.3,
            }),
          );
          const send = () => sendBatch(t.app, a.credential, batch({ fileEvents: events }));
          expect((await send()).statusCode).toBe(200);
          // Sent again (an agent retrying): recorded once, counted once.
          if (random() < 0.5) expect((await send()).statusCode).toBe(200);
        }
        customers.push({
          id: customer.id,
          token: await tokenFor(t.config, await createUser(t.db, customer.id)),
          devices,
        });
      }
      // The devices' event counters equal a recompute from the rows.
      for (const c of customers) {
        const before = await rollupSnapshot(t.db, c.id);
        await t.db.transaction(async (tx) => recomputeRollups(tx, await resolveSystemScope(tx, c.id)));
        expect(await rollupSnapshot(t.db, c.id)).toEqual(before);
      }
      // A deleted device's events leave the list and the total; so do a deleted customer's.
      await t.db.execute(sql`update devices set is_deleted = true where id = ${customers[0]!.devices[1]!}`);
      await t.db.execute(sql`update tenants set is_deleted = true where id = ${customers[2]!.id}`);
      const live = customers.slice(0, 2);

      const count = async (
        tenantIds: readonly number[],
        view: { prevented?: boolean; deviceIds?: number[] },
      ) => {
        const [row] = await rowsOf<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from file_events e
            join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id and not d.is_deleted
            where e.tenant_id = any(${pgArray(tenantIds, 'int4')})
              ${view.prevented === undefined ? sql`` : sql`and e.is_prevented = ${view.prevented}`}
              ${view.deviceIds === undefined ? sql`` : sql`and e.device_id = any(${pgArray(view.deviceIds, 'int4')})`}`,
        );
        return row!.n;
      };
      let nonZero = 0;
      const personas: [who: string, as: string, tenantIds: number[], devices: number[]][] = [
        ['partner', partnerToken, live.map((c) => c.id), live.flatMap((c) => c.devices)],
        ...live.map((c): [string, string, number[], number[]] => [
          `customer ${c.id}`,
          c.token,
          [c.id],
          c.devices,
        ]),
      ];
      for (const [who, as, tenantIds, devices] of personas) {
        for (const prevented of [undefined, true, false]) {
          for (const deviceIds of [undefined, [devices[0]!], [devices[1]!, devices[devices.length - 1]!]]) {
            const conditions = [
              ...(prevented === undefined ? [] : [{ isPrevented: prevented ? { eq: true } : { neq: true } }]),
              ...(deviceIds === undefined
                ? []
                : [{ deviceId: deviceIds.length === 1 ? { eq: deviceIds[0] } : { in: deviceIds } }]),
            ];
            const expected = await count(tenantIds, { prevented, deviceIds });
            if (expected > 0) nonZero += 1;
            for (const where of [
              conditions.length === 0 ? undefined : { and: conditions },
              // A condition the rollups do not answer: the narrow pass is counted.
              { and: [...conditions, { entriesCount: { gte: 0 } }] },
            ]) {
              const res = await t.gql<{ fileActions: { items: unknown[]; totalCount: number } }>(
                ACTIONS,
                { take: 1000, ...(where ? { where } : {}) },
                as,
              );
              expect(res.errors).toBeUndefined();
              const what = `${who} ${JSON.stringify(where)}`;
              expect(res.data!.fileActions.totalCount, what).toBe(expected);
              expect(res.data!.fileActions.items, what).toHaveLength(expected);
            }
          }
        }
      }
      expect(nonZero).toBeGreaterThan(15);
    });

    it('counts on page 1 and keeps that total for the page turns of the same list and filter', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const a = await registerAgent(t.app, customer.agentKey);
      const as = await tokenFor(t.config, await createUser(t.db, customer.id));
      const send = async (names: string[]) =>
        expect(
          (
            await sendBatch(
              t.app,
              a.credential,
              batch({ fileEvents: names.map((n) => fileEvent(`C:\\k\\${n}.txt`, 'OPEN', [])) }),
            )
          ).statusCode,
        ).toBe(200);
      const total = async (skip: number, where?: unknown) => {
        const res = await t.gql<{ fileActions: { totalCount: number } }>(
          ACTIONS,
          { skip, take: 1, ...(where ? { where } : {}) },
          as,
        );
        expect(res.errors).toBeUndefined();
        return res.data!.fileActions.totalCount;
      };
      await send(['k1', 'k2', 'k3']);
      expect(await total(0)).toBe(3);
      await send(['k4']);
      // A page turn takes page 1's total; another filter, and page 1 again, count afresh.
      expect(await total(1)).toBe(3);
      expect(await total(1, { operation: { eq: 'OPEN' } })).toBe(4);
      expect(await total(0)).toBe(4);
      expect(await total(2)).toBe(4);
    });

    it("merges a partner's customers page by page: every row once, in the one order, totals equal counts", async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
      let secondDevice = 0;
      // Two customers whose rows interleave in time, a third with none.
      for (const [k, days] of [
        [0, [1, 3, 5, 7, 9]],
        [1, [2, 3, 4, 8]],
        [2, []],
      ] as const) {
        const customer = await createAgentCustomer(t.db, partner.id);
        const a = await registerAgent(t.app, customer.agentKey);
        if (k === 1) secondDevice = a.deviceId;
        const at = (d: number) => `2026-03-${String(d).padStart(2, '0')}T00:00:00Z`;
        const res = await sendBatch(
          t.app,
          a.credential,
          batch({
            files: days.map((d) => file(`C:\\m${k}\\f${d}.txt`, [], { modifiedAt: at(d) })),
            fileEvents: days.map((d) => fileEvent(`C:\\m${k}\\f${d}.txt`, 'OPEN', [], { at: at(d) })),
          }),
        );
        expect(res.statusCode).toBe(200);
      }
      const read = async (
        document: string,
        field: 'files2' | 'fileActions',
        variables: Record<string, unknown>,
      ) => {
        const res = await t.gql<Record<string, { items: Record<string, unknown>[]; totalCount: number }>>(
          document,
          variables,
          partnerToken,
        );
        expect(res.errors).toBeUndefined();
        return res.data![field]!;
      };
      const newestFirst = (items: Record<string, unknown>[], time: string) =>
        [...items].sort(
          (a, b) => Date.parse(String(b[time])) - Date.parse(String(a[time])) || Number(b.id) - Number(a.id),
        );
      for (const [document, field, time, orders] of [
        [
          FILES,
          'files2',
          'lastModified',
          [{}, { where: { isDeleted: { eq: false } } }, { order: [{ fileName: 'ASC' }] }],
        ],
        [ACTIONS, 'fileActions', 'transactionTime', [{}, { order: [{ userName: 'DESC' }] }]],
      ] as const) {
        for (const variables of orders) {
          const whole = await read(document, field, { ...variables, take: 1000 });
          expect(whole.totalCount).toBe(9);
          expect(whole.items).toHaveLength(9);
          if (!('order' in variables)) {
            expect(whole.items.map((i) => i.id)).toEqual(newestFirst(whole.items, time).map((i) => i.id));
          }
          const paged: unknown[] = [];
          for (let skip = 0; skip < 11; skip += 2) {
            const page = await read(document, field, { ...variables, skip, take: 2 });
            expect(page.totalCount).toBe(9);
            paged.push(...page.items.map((i) => i.id));
          }
          expect(paged).toEqual(whole.items.map((i) => i.id));
        }
      }
      // A deleted device's files and events leave both lists, with and without its name filtered on.
      await t.db.execute(sql`update devices set is_deleted = true where id = ${secondDevice}`);
      for (const [document, field] of [
        [FILES, 'files2'],
        [ACTIONS, 'fileActions'],
      ] as const) {
        for (const where of [undefined, { deviceName: { neq: 'none' } }]) {
          const left = await read(document, field, { take: 1000, ...(where ? { where } : {}) });
          expect(left.totalCount).toBe(5);
          expect(left.items).toHaveLength(5);
        }
      }
    });
  });

  describe('updateFile (false positive)', () => {
    it('takes the file out of every rollup at once, exactly, and puts it back', async () => {
      const before = await tenantRollup();
      const snapshot = await rollupSnapshot(t.db, customerId);
      const a = (await files()).data!.files2.items.find((f) => f.fileName === 'a.docx')!;
      const res = await t.gql(UPDATE, { id: a.id, fp: true }, token);
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ updateFile: { id: a.id, falsePositive: true } });
      const after = await tenantRollup();
      expect(Number(after.sensitive_cost)).toBe(Number(before.sensitive_cost) - 20);
      expect(Number(after.sensitive_files_count)).toBe(Number(before.sensitive_files_count) - 1);
      expect(Number(after.risk_files_count)).toBe(Number(before.risk_files_count) - 1);
      // still a file of the device
      expect(after.files_count).toBe(before.files_count);
      // the same as a rebuild from the rows
      const incremental = await rollupSnapshot(t.db, customerId);
      const scope = await resolveSystemScope(t.db, customerId);
      await t.db.transaction((tx) => recomputeRollups(tx, scope));
      expect(await rollupSnapshot(t.db, customerId)).toEqual(incremental);
      // a new scan of the file does not bring its risk back
      const rescan = await sendBatch(
        t.app,
        agent.credential,
        batch({
          files: [
            file('C:\\docs\\a.docx', [{ classifierId: pii, count: 6 }], {
              modifiedAt: '2026-01-03T00:00:00Z',
            }),
          ],
        }),
      );
      expect(rescan.statusCode).toBe(200);
      expect(Number((await tenantRollup()).sensitive_cost)).toBe(Number(before.sensitive_cost) - 20);
      // the list still shows it, marked
      const listed = (await files()).data!.files2.items.find((f) => f.id === a.id)!;
      expect(listed.falsePositive).toBe(true);
      expect(listed.riskUsd).toBe(15);

      const back = await t.gql(UPDATE, { id: a.id, fp: false }, token);
      expect(back.errors).toBeUndefined();
      // back, with the new scan's figures: 6 × 2.5
      expect(Number((await tenantRollup()).sensitive_cost)).toBe(Number(before.sensitive_cost) - 20 + 15);
      // restore the first scan for the other tests
      await sendBatch(
        t.app,
        agent.credential,
        batch({
          files: [
            file(
              'C:\\docs\\a.docx',
              [
                { classifierId: pii, count: 4 },
                { classifierId: card, count: 1 },
              ],
              { modifiedAt: '2026-01-03T00:00:00Z' },
            ),
          ],
        }),
      );
      expect(await rollupSnapshot(t.db, customerId)).toEqual(snapshot);
    });

    it('writes the change history and feeds the precision of each classifier', async () => {
      const b = (await files()).data!.files2.items.find((f) => f.fileName === 'b.xlsx')!;
      const c = (await files()).data!.files2.items.find((f) => f.fileName === 'c.txt')!;
      await t.gql(UPDATE, { id: b.id, fp: true }, token);
      await t.gql(UPDATE, { id: c.id, fp: false }, token);
      const [audit] = await rowsOf<{ state_before: unknown; state_after: unknown }>(
        t.db,
        sql`select state_before, state_after from audit_entries
          where tenant_id = ${customerId} and entity_type = 'File' and entity_id = ${b.id} order by id desc limit 1`,
      );
      expect(audit).toEqual({ state_before: { falsePositive: false }, state_after: { falsePositive: true } });
      const reviews = await t.gql<{
        classifierReviews: {
          classifierId: number;
          reviewedFiles: number;
          falsePositiveFiles: number;
          precision: number | null;
        }[];
      }>('{ classifierReviews { classifierId reviewedFiles falsePositiveFiles precision } }', {}, token);
      const byId = new Map(reviews.data!.classifierReviews.map((r) => [r.classifierId, r]));
      // a.docx (cleared above: reviewed, kept) and b.xlsx (marked) hold the card classifier
      expect(byId.get(card)).toEqual({
        classifierId: card,
        reviewedFiles: 2,
        falsePositiveFiles: 1,
        precision: 0.5,
      });
      expect(byId.get(label)).toEqual({
        classifierId: label,
        reviewedFiles: 1,
        falsePositiveFiles: 0,
        precision: 1,
      });
      await t.gql(UPDATE, { id: b.id, fp: false }, token);
    });

    it('refuses bad input, a read-only user and a foreign file, changing nothing', async () => {
      const snapshot = await rollupSnapshot(t.db, customerId);
      const zero = await t.gql(UPDATE, { id: 0, fp: true }, token);
      expect(zero.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const missing = await t.gql(UPDATE, { id: 987654321, fp: true }, token);
      expect(missing.errors?.[0]?.message).toMatch(/not found/i);
      const wrongType = await t.gql(UPDATE, { id: 'x', fp: true }, token);
      expect(wrongType.errors?.length).toBeGreaterThan(0);
      const a = (await files()).data!.files2.items.find((f) => f.fileName === 'a.docx')!;
      const readOnly = await t.gql(UPDATE, { id: a.id, fp: true }, readOnlyToken);
      expect(readOnly.errors?.length).toBeGreaterThan(0);
      const stranger = await createUser(t.db, (await createTenant(t.db, t.rootTenantId, 'CUSTOMER')).id);
      const foreign = await t.gql(UPDATE, { id: a.id, fp: true }, await tokenFor(t.config, stranger));
      expect(foreign.errors?.[0]?.message).toBe(
        missing.errors?.[0]?.message.replace('987654321', String(a.id)),
      );
      expect(await rollupSnapshot(t.db, customerId)).toEqual(snapshot);
    });
  });

  describe('fileActions (Activity Log)', () => {
    it('lists the events newest first with their file, folder, classifiers and result', async () => {
      const res = await t.gql<{ fileActions: { items: Record<string, unknown>[]; totalCount: number } }>(
        ACTIONS,
        {},
        token,
      );
      expect(res.errors).toBeUndefined();
      const items = res.data!.fileActions.items;
      expect(res.data!.fileActions.totalCount).toBe(3);
      expect(items.map((i) => i.fileName)).toEqual(['b.xlsx', 'a.docx', 'c.txt']);
      expect(items[0]).toMatchObject({
        directoryName: 'C:\\docs',
        operation: 'COPY',
        driveType: 'REMOVABLE',
        isPrevented: false,
        sensitiveType: 'SENSITIVE',
        monitorEntries: [{ classifierId: card, entriesCount: 3 }],
      });
      expect(items[1]).toMatchObject({ userName: 'ann', operation: 'UPLOAD' });
      const filtered = await t.gql<{ fileActions: { totalCount: number } }>(
        ACTIONS,
        { where: { operation: { eq: 'OPEN' } } },
        token,
      );
      expect(filtered.data!.fileActions.totalCount).toBe(1);
      const bad = await t.gql(ACTIONS, { order: [{ monitorEntries: 'ASC' }] }, token);
      expect(bad.errors?.length).toBeGreaterThan(0);
    });
  });

  describe('CSV exports', () => {
    const get = (url: string, as: string | null = token) =>
      t.app.inject({ method: 'GET', url, headers: as ? { authorization: `Bearer ${as}` } : {} });

    it('exports the Activity Log of a chosen range, and by default the last three months', async () => {
      const ranged = await get(
        `${FILE_ACTIONS_CSV_ROUTE}?StartTimestamp=2026-01-15T00:00:00Z&EndTimestamp=2026-01-31T00:00:00Z`,
      );
      expect(ranged.statusCode).toBe(200);
      expect(ranged.headers['content-type']).toContain('text/csv');
      const lines = ranged.body.trim().split('\r\n');
      expect(lines[0]).toContain('"Operation result"');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain('"b.xlsx"');
      expect(lines[1]).toContain('"Succeed"');
      // the events are of January 2026; three months before "now" (the test's clock) holds none of them
      const byDefault = await get(FILE_ACTIONS_CSV_ROUTE);
      expect(byDefault.statusCode).toBe(200);
      const defaultRows = byDefault.body.trim().split('\r\n').length - 1;
      const inLastThreeMonths = Date.now() - Date.parse('2026-01-16T10:00:00Z') < 92 * 86_400_000;
      expect(defaultRows > 0).toBe(inLastThreeMonths);
    });

    it('refuses bad dates, no token and a tenant out of reach', async () => {
      expect((await get(`${FILE_ACTIONS_CSV_ROUTE}?StartTimestamp=yesterday`)).statusCode).toBe(400);
      expect(
        (
          await get(
            `${FILE_ACTIONS_CSV_ROUTE}?StartTimestamp=2026-02-01T00:00:00Z&EndTimestamp=2026-01-01T00:00:00Z`,
          )
        ).statusCode,
      ).toBe(400);
      expect((await get(`${FILE_ACTIONS_CSV_ROUTE}?tenantId=1e9`)).statusCode).toBe(400);
      expect((await get(FILE_ACTIONS_CSV_ROUTE, null)).statusCode).toBe(401);
      const other = await createAgentCustomer(t.db, t.rootTenantId);
      expect((await get(`${FILE_ACTIONS_CSV_ROUTE}?tenantId=${other.id}`)).statusCode).toBe(404);
      expect((await get(`${FILES_LAST_ACCESSED_CSV_ROUTE}?tenantId=${other.id}`)).statusCode).toBe(404);
      expect((await get(`${FILES_LAST_ACCESSED_CSV_ROUTE}?tenantId=abc`)).statusCode).toBe(400);
    });

    it('exports the live files with their last access', async () => {
      const res = await get(FILES_LAST_ACCESSED_CSV_ROUTE);
      expect(res.statusCode).toBe(200);
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe('"File","Device","Last Accessed","Last Modified","Records","Risk (USD)"');
      expect(lines).toHaveLength(5);
    });

    it('makes each line in the database exactly as csvField would, formulas defused and quotes doubled', async () => {
      const odd = await createAgentCustomer(t.db, t.rootTenantId);
      const oddAgent = await registerAgent(t.app, odd.agentKey);
      const oddToken = await tokenFor(t.config, await createUser(t.db, odd.id));
      const one = await createClassifier(t.db, odd.id, { valuePerRecord: 1 });
      const two = await createClassifier(t.db, odd.id, { valuePerRecord: 1 });
      const res = await sendBatch(
        t.app,
        oddAgent.credential,
        batch({
          fileEvents: [
            fileEvent(
              'C:\\odd\\=x "quoted", name.txt',
              'COPY',
              [
                { classifierId: one, count: 2 },
                { classifierId: two, count: 5 },
              ],
              { at: '2026-01-20T10:00:00.123Z', userName: '-"ann"', driveType: 'REMOVABLE' },
            ),
            fileEvent('/home/b/+plain', 'OPEN', [], { at: '2026-01-19T10:00:00Z', userName: '@b' }),
          ],
        }),
      );
      expect(res.statusCode).toBe(200);
      const csv = await get(
        `${FILE_ACTIONS_CSV_ROUTE}?StartTimestamp=2026-01-01T00:00:00Z&EndTimestamp=2026-02-01T00:00:00Z`,
        oddToken,
      );
      expect(csv.statusCode).toBe(200);
      const listed = await t.gql<{ fileActions: { items: Record<string, unknown>[] } }>(
        `{ fileActions { items { fileName directoryName userName transactionTime operation isPrevented
          applicationName processType driveType sensitiveType device { name nickName }
          monitorEntries { name entriesCount } } } }`,
        {},
        oddToken,
      );
      const expected = listed.data!.fileActions.items.map((a) => {
        const entries = a.monitorEntries as { name: string; entriesCount: number }[];
        const device = a.device as { name: string; nickName: string | null };
        return `${[
          a.fileName,
          a.directoryName,
          a.userName,
          entries.map((m) => `${m.name} (${m.entriesCount})`).join('; '),
          a.driveType,
          new Date(a.transactionTime as string).toISOString(),
          a.sensitiveType === 'SENSITIVE' ? 'Sensitive' : 'Non-sensitive',
          a.applicationName,
          a.processType ?? '',
          a.operation,
          a.isPrevented ? 'Prevented' : 'Succeed',
          device.nickName || device.name,
        ]
          .map(csvField)
          .join(',')}\r\n`;
      });
      expect(csv.body.split('\r\n').slice(1).join('\r\n')).toBe(expected.join(''));
      expect(csv.body).toContain(`"'=x ""quoted"", name.txt","C:\\odd","'-""ann"""`);
    });

    it('exports every event once, newest first, across equal and microsecond times and gaps', async () => {
      const timed = await createAgentCustomer(t.db, t.rootTenantId);
      const timedAgent = await registerAgent(t.app, timed.agentKey);
      const times = [
        ...Array<string>(4).fill('2026-01-20 10:00:00.123456+00'),
        ...Array<string>(2).fill('2026-01-20 10:00:00.123457+00'),
        '2026-01-20 09:59:59.999999+00',
        ...Array<string>(3).fill('2025-06-01 00:00:00+00'),
        '2025-06-01 00:00:00.000001+00',
      ];
      await t.db.execute(sql`insert into file_events (tenant_id, device_id, event_id, at, operation, path,
          process_id, local_process_id, process_name, drive_type, sensitive_type, is_outgoing)
        select ${timed.id}, ${timedAgent.deviceId}, 't' || g, (${pgArray(times, 'timestamptz')})[g], 'OPEN',
          'C:\\t\\file-' || g || '.docx', 0, 0, 'word.exe', 'FIXED', 'NO_SENSITIVE', false
        from generate_series(1, ${times.length}) g`);
      const expected = (
        await rowsOf<{ id: number }>(
          t.db,
          sql`select id::int as id from file_events where tenant_id = ${timed.id} order by at desc, id desc`,
        )
      ).map((r) => r.id);
      const scope = await resolveSystemScope(t.db, timed.id);
      const period = { start: new Date('2025-01-01'), end: new Date('2026-02-01') };
      for (const batchRows of [1, 3, 4, 100]) {
        const ids: number[] = [];
        for await (const rows of fileActionsInPeriod(t.db, scope, period, {
          maxRows: 1000,
          batch: batchRows,
        })) {
          expect(rows.length).toBeLessThanOrEqual(batchRows);
          ids.push(...rows.map((r) => Number(r.id)));
        }
        expect(ids).toEqual(expected);
      }
      const limited: number[] = [];
      for await (const rows of fileActionsInPeriod(t.db, scope, period, { maxRows: 5, batch: 2 })) {
        limited.push(...rows.map((r) => Number(r.id)));
      }
      expect(limited).toEqual(expected.slice(0, 5));
    });

    it('stops at the row limit and streams a large export in batches without growing the heap', async () => {
      const bulk = await createAgentCustomer(t.db, t.rootTenantId);
      const bulkAgent = await registerAgent(t.app, bulk.agentKey);
      const rows = 20_000;
      await t.db.execute(sql`insert into file_events (tenant_id, device_id, event_id, at, operation, path,
          process_id, local_process_id, process_name, drive_type, sensitive_type, is_outgoing)
        select ${bulk.id}, ${bulkAgent.deviceId}, 'e' || g, timestamptz '2026-01-20' - g * interval '1 second', 'OPEN',
          'C:\\bulk\\file-' || g || '.docx', 0, 0, 'word.exe', 'FIXED', 'NO_SENSITIVE', false
        from generate_series(1, ${rows}) g`);
      const scope = await resolveSystemScope(t.db, bulk.id);
      const period = { start: new Date('2025-12-01'), end: new Date('2026-02-01') };
      let count = 0;
      for await (const chunk of fileActionsCsvLines(t.db, scope, period, 15_000)) {
        count += chunk.split('\r\n').length - 1;
      }
      // the header and the limit's rows, not the 20 000 of the period
      expect(count).toBe(1 + 15_000);

      global.gc?.();
      const start = process.memoryUsage().heapUsed;
      let peak = start;
      let bytes = 0;
      for await (const chunk of fileActionsCsvLines(t.db, scope, period, rows)) {
        bytes += chunk.length;
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
      expect(bytes).toBeGreaterThan(2_000_000);
      // A generous bound (garbage collection runs when it likes): a few batches of rows and their
      // text. The bench measures the 100 000-row export's peak against its floor.
      expect(peak - start).toBeLessThan(48_000_000);
      expect(ExplorerLimits.csvBatchRows).toBeLessThan(rows);
    });
  });
});
