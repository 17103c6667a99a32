import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { extensionOf } from '../../src/files/file-paths.js';
import { anyTenant, customersOnly, type CheckInput, type OperationCase } from './case-types.js';
import type { ArgumentMeaning } from './id-arguments.js';
import { madeProcess } from './mutation-cases.js';
import { rows } from './query-cases.js';

/*
 * Allowlisting: extension rules and the applications' rules. Both belong to the tenant acted for
 * exactly (a partner's page has no applications of its own); only a customer's may be changed.
 */

const paging: ArgumentMeaning = { notAnId: 'paging: rows to skip or take' };
const figure: ArgumentMeaning = { notAnId: 'a count of file actions' };

/** The Int arguments of the allowlisting operations, spread into ARGUMENTS. */
export const ALLOWLIST_ARGUMENTS: Record<string, ArgumentMeaning> = {
  'Query.extensionsWithProcessRules2.skip': paging,
  'Query.extensionsWithProcessRules2.take': paging,
  'Query.extensionsWithProcessRules2.tenantId': 'Tenant',
  'Query.extensionsWithProcessRules2.where.actionCount': figure,
  'Query.processRulesWithExtentions.skip': paging,
  'Query.processRulesWithExtentions.take': paging,
  'Query.processRulesWithExtentions.tenantId': 'Tenant',
  'Query.processRulesWithExtentions.where.id': 'Process',
  'Query.processRulesWithExtentions.where.processId': 'Process',
  'Query.processRulesWithExtentions.where.actionCount': figure,
  'Query.tenantProcesses.tenantId': 'Tenant',
  'Mutation.updateProcessRule.request.processId': 'Process',
  'Mutation.updateProcessRule.tenantId': 'Tenant',
  'Mutation.updateExtensionRule.tenantId': 'Tenant',
};

interface ExtensionItem {
  extension: string;
  actionCount: number;
  processes: { processId: number; actionCount: number }[];
}

/** The tenant's file actions as (process, extension), the extension read by the server's path helper. */
async function actionsOf(c: CheckInput) {
  const events = await rows<{ processId: number; path: string }>(
    c.fx,
    sql`select process_id as "processId", path from file_events where tenant_id = ${c.tenantId}`,
  );
  return events.map((e) => ({ processId: Number(e.processId), extension: extensionOf(e.path) }));
}

async function processIdsOf(c: CheckInput): Promise<number[]> {
  const found = await rows<{ id: number }>(
    c.fx,
    sql`select id from processes where tenant_id = ${c.tenantId} order by id`,
  );
  return found.map((r) => Number(r.id));
}

export const ALLOWLIST_QUERY_CASES: Record<string, OperationCase> = {
  extensionsWithProcessRules2: {
    document: `query ($tenantId: Int, $where: ExtensionRuleFilterInput) {
      extensionsWithProcessRules2(tenantId: $tenantId, where: $where, take: 1000) {
        totalCount items { extension actionCount processes { processId actionCount } } } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const actions = (await actionsOf(c)).filter((a) => a.extension !== '');
      const others = await rows<{ extension: string }>(
        c.fx,
        sql`select extension from files where tenant_id = ${c.tenantId} and not is_deleted and extension <> ''
          union select extension from extension_rules where tenant_id = ${c.tenantId}`,
      );
      const want = [
        ...new Set([...actions.map((a) => a.extension), ...others.map((o) => o.extension)]),
      ].sort();
      const got = (c.data.extensionsWithProcessRules2 as { totalCount: number; items: ExtensionItem[] })
        .items;
      expect(got.map((i) => i.extension).sort()).toEqual(want);
      const mine = new Set(await processIdsOf(c));
      for (const item of got) {
        const on = actions.filter((a) => a.extension === item.extension);
        expect(item.actionCount).toBe(on.length);
        expect(item.processes.every((p) => mine.has(Number(p.processId)))).toBe(true);
        expect(item.processes.reduce((n, p) => n + p.actionCount, 0)).toBe(on.length);
      }
    },
  },

  processRulesWithExtentions: {
    document: `query ($tenantId: Int, $where: ProcessRuleWithExtensionsFilterInput) {
      processRulesWithExtentions(tenantId: $tenantId, where: $where, take: 1000) {
        totalCount items { processId actionCount extensions { extension actionCount } } } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const actions = await actionsOf(c);
      const got = (
        c.data.processRulesWithExtentions as {
          items: {
            processId: number;
            actionCount: number;
            extensions: { extension: string; actionCount: number }[];
          }[];
        }
      ).items;
      expect(got.map((p) => Number(p.processId)).sort((a, b) => a - b)).toEqual(await processIdsOf(c));
      for (const item of got) {
        const own = actions.filter((a) => a.processId === Number(item.processId));
        expect(item.actionCount).toBe(own.length);
        const byExtension = new Map<string, number>();
        for (const a of own)
          if (a.extension) byExtension.set(a.extension, (byExtension.get(a.extension) ?? 0) + 1);
        expect(Object.fromEntries(item.extensions.map((e) => [e.extension, e.actionCount]))).toEqual(
          Object.fromEntries(byExtension),
        );
      }
    },
  },

  tenantProcesses: {
    document: `query ($tenantId: Int) { tenantProcesses(tenantId: $tenantId) { processId } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const got = (c.data.tenantProcesses as { processId: number }[]).map((p) => Number(p.processId));
      expect(got.sort((a, b) => a - b)).toEqual(await processIdsOf(c));
    },
  },
};

export const ALLOWLIST_MUTATION_CASES: Record<string, OperationCase> = {
  updateProcessRule: {
    document: `mutation ($request: UpdateProcessRuleRequestInput!, $tenantId: Int) {
      updateProcessRule(request: $request, tenantId: $tenantId) { processId processType } }`,
    appliesTo: customersOnly,
    make: async (m) => ({ 'request.processId': await madeProcess(m) }),
    variables: (v) => ({
      tenantId: v.target,
      request: { processId: v.id('request.processId'), processType: 'LOCAL' },
    }),
    async check(c) {
      const id = c.made['request.processId'] as number;
      const [row] = await rows<{ processType: string }>(
        c.fx,
        sql`select process_type as "processType" from processes where tenant_id = ${c.tenantId} and id = ${id}`,
      );
      expect({ answer: c.data.updateProcessRule, row }).toEqual({
        answer: { processId: id, processType: 'LOCAL' },
        row: { processType: 'LOCAL' },
      });
    },
  },

  updateExtensionRule: {
    document: `mutation ($request: UpdateExtensionRuleRequestInput!, $tenantId: Int) {
      updateExtensionRule(request: $request, tenantId: $tenantId) { extension isEnabled } }`,
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target, request: { extension: 'vmdk', isTurnedOn: false } }),
    async check(c) {
      const found = await rows<{ isEnabled: boolean }>(
        c.fx,
        sql`select is_enabled as "isEnabled" from extension_rules
          where tenant_id = ${c.tenantId} and extension = 'vmdk'`,
      );
      expect({ answer: c.data.updateExtensionRule, found }).toEqual({
        answer: { extension: 'vmdk', isEnabled: false },
        found: [{ isEnabled: false }],
      });
    },
  },
};
