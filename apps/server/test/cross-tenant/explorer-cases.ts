import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { batch, file, registerAgent, sendBatch } from '../helpers/ingest-support.js';
import { anyTenant, fixtureOnlyAtRoot, type MakeInput, type OperationCase } from './case-types.js';
import type { ArgumentMeaning } from './id-arguments.js';
import { customersSql, rows } from './query-cases.js';
import { TENANTS } from './tenant-tree.js';

/*
 * The data explorer: Discovered Data (files2), the Activity Log (fileActions), false positives
 * (updateFile) and the classifiers' precision (classifierReviews). Files and events belong to
 * customers and are reached in the subtree acted for.
 */

const paging: ArgumentMeaning = { notAnId: 'paging: rows to skip or take' };

/** The Int arguments of the data explorer's operations, spread into ARGUMENTS. */
export const EXPLORER_ARGUMENTS: Record<string, ArgumentMeaning> = {
  'Query.files2.skip': paging,
  'Query.files2.take': paging,
  'Query.files2.tenantId': 'Tenant',
  'Query.files2.classifierId': 'Classifier',
  'Query.files2.where.id': 'File',
  'Query.files2.where.tenantId': 'Tenant',
  'Query.files2.where.deviceId': 'Device',
  'Query.files2.where.folderId': 'Folder',
  'Query.fileActions.skip': paging,
  'Query.fileActions.take': paging,
  'Query.fileActions.tenantId': 'Tenant',
  'Query.fileActions.where.id': {
    notAnId: 'a file event: the suite names none by id; the scope filter is the tenant',
  },
  'Query.fileActions.where.tenantId': 'Tenant',
  'Query.fileActions.where.processId': 'Process',
  'Query.fileActions.where.deviceId': 'Device',
  'Query.classifierReviews.tenantId': 'Tenant',
  'Mutation.updateFile.id': 'File',
  'Mutation.updateFile.tenantId': 'Tenant',
};

/** A file with nothing found, on a device of its own, made for one call: marking it moves no figure. */
async function madeFile(m: MakeInput): Promise<number> {
  const agent = await registerAgent(m.fx.t.app, m.customer.agentKey);
  const res = await sendBatch(m.fx.t.app, agent.credential, batch({ files: [file('C:\\Made\\made.txt')] }));
  if (res.statusCode !== 200) throw new Error(`batch failed: ${res.statusCode} ${res.body}`);
  const [row] = await rows<{ id: number }>(
    m.fx,
    sql`select id::int as id from files where tenant_id = ${m.customer.tenantId} and device_id = ${agent.deviceId}`,
  );
  if (!row) throw new Error('no made file');
  return row.id;
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

export const EXPLORER_QUERY_CASES: Record<string, OperationCase> = {
  files2: {
    document: `query ($tenantId: Int, $where: DiscoveredFileFilterInput, $classifierId: Int) {
      files2(tenantId: $tenantId, where: $where, classifierId: $classifierId, take: 1000) {
        totalCount items { id tenantId } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({
      tenantId: v.target,
      ...fixtureOnlyAtRoot(v),
      ...(v.focus === 'classifierId' ? { classifierId: v.id('classifierId') } : {}),
    }),
    async check(c) {
      const classifierId = c.sent.classifierId as number | undefined;
      const want = await rows<{ id: number }>(
        c.fx,
        sql`select f.id::int as id from files f
          join devices d on d.tenant_id = f.tenant_id and d.id = f.device_id and not d.is_deleted
          where f.tenant_id in ${customersSql(c.fx, c.tenant)}
          ${
            classifierId === undefined
              ? sql``
              : sql`and exists (select 1 from file_findings x where x.tenant_id = f.tenant_id
                  and x.file_id = f.id and x.classifier_id = ${classifierId})`
          }`,
      );
      const got = c.data.files2 as { totalCount: number; items: { id: number; tenantId: number }[] };
      const mine = new Set(TENANTS.map((t) => c.fx.ids[t]));
      const items = c.tenant === 'root' ? got.items.filter((i) => mine.has(i.tenantId)) : got.items;
      expect(sorted(items.map((i) => i.id))).toEqual(sorted(want.map((r) => r.id)));
      if (c.tenant !== 'root') expect(got.totalCount).toBe(want.length);
      if (classifierId !== undefined) expect(want.length).toBeGreaterThan(0);
    },
  },

  fileActions: {
    document: `query ($tenantId: Int, $where: FileActionFilterInput) {
      fileActions(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id tenantId } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, ...fixtureOnlyAtRoot(v) }),
    async check(c) {
      const want = await rows<{ id: number }>(
        c.fx,
        sql`select e.id::int as id from file_events e
          join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id and not d.is_deleted
          where e.tenant_id in ${customersSql(c.fx, c.tenant)}`,
      );
      const got = c.data.fileActions as { totalCount: number; items: { id: number; tenantId: number }[] };
      const mine = new Set(TENANTS.map((t) => c.fx.ids[t]));
      const items = c.tenant === 'root' ? got.items.filter((i) => mine.has(i.tenantId)) : got.items;
      expect(sorted(items.map((i) => i.id))).toEqual(sorted(want.map((r) => r.id)));
      if (c.tenant !== 'root') expect(got.totalCount).toBe(want.length);
    },
  },

  classifierReviews: {
    document: `query ($tenantId: Int) { classifierReviews(tenantId: $tenantId) { classifierId reviewedFiles } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ classifierId: number; reviewedFiles: number }>(
        c.fx,
        sql`select x.classifier_id as "classifierId", count(*)::int as "reviewedFiles"
          from files f join file_findings x on x.tenant_id = f.tenant_id and x.file_id = f.id
          where f.tenant_id = ${c.tenantId} and f.reviewed_at is not null and not f.is_deleted
          group by 1 order by 1`,
      );
      expect(c.data.classifierReviews).toEqual(want);
    },
  },
};

export const EXPLORER_MUTATION_CASES: Record<string, OperationCase> = {
  updateFile: {
    document: `mutation ($id: Int!, $tenantId: Int) {
      updateFile(id: $id, falsePositive: true, tenantId: $tenantId) { id falsePositive } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ id: await madeFile(m) }),
    variables: (v) => ({ tenantId: v.target, id: v.id('id') }),
    async check(c) {
      const id = c.made.id as number;
      const [row] = await rows<{ tenantId: number; falsePositive: boolean }>(
        c.fx,
        sql`select tenant_id as "tenantId", false_positive as "falsePositive" from files where id = ${id}`,
      );
      expect({ answer: c.data.updateFile, row }).toEqual({
        answer: { id, falsePositive: true },
        row: { tenantId: c.customer.tenantId, falsePositive: true },
      });
    },
  },
};
