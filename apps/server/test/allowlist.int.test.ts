import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllowlistMessages, InputMessages, type AgentPolicy } from '@vigil/contracts';
import { extensionRules } from '../src/allowlist/extension-rules.tables.js';
import { auditEntries } from '../src/audit/audit.tables.js';
import { processes } from '../src/processes/process-rules.tables.js';
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

const EXTENSIONS = `query ($request: AllowlistRequestInput, $where: ExtensionRuleFilterInput,
    $order: [ExtensionRuleSortInput!], $skip: Int, $take: Int, $tenantId: Int) {
  extensionsWithProcessRules2(request: $request, where: $where, order: $order, skip: $skip, take: $take,
      tenantId: $tenantId) {
    totalCount pageInfo { hasNextPage }
    items {
      extension isEnabled isStandardFileExtension parseType actionCount
      processes { processId name processName processType decryptPattern dataUploadPermission actionCount hasOpenedActions }
      classifiers { id name }
    }
  }
}`;

const PROCESSES = `query ($request: AllowlistRequestInput, $where: ProcessRuleWithExtensionsFilterInput,
    $order: [ProcessRuleWithExtensionsSortInput!], $tenantId: Int) {
  processRulesWithExtentions(request: $request, where: $where, order: $order, tenantId: $tenantId) {
    totalCount
    items {
      processId processName processType decryptPattern actionCount hasOpenedActions
      extensions { extension isEnabled isStandardFileExtension parseType actionCount }
    }
  }
}`;

const TENANT_PROCESSES = `query ($tenantId: Int) { tenantProcesses(tenantId: $tenantId) { processId processName } }`;

const UPDATE_EXTENSION = `mutation ($request: UpdateExtensionRuleRequestInput!, $tenantId: Int) {
  updateExtensionRule(request: $request, tenantId: $tenantId) { extension isEnabled isStandardFileExtension parseType }
}`;

const UPDATE_PROCESS = `mutation ($request: UpdateProcessRuleRequestInput!, $tenantId: Int) {
  updateProcessRule(request: $request, tenantId: $tenantId) { processId processType decryptPattern }
}`;

interface ExtensionItem {
  extension: string;
  isEnabled: boolean;
  isStandardFileExtension: boolean;
  parseType: string | null;
  actionCount: number;
  classifiers: { id: number; name: string }[];
  processes: {
    processName: string;
    actionCount: number;
    hasOpenedActions: boolean;
    processType: string | null;
  }[];
}
interface ProcessItem {
  processId: number;
  processName: string;
  processType: string | null;
  decryptPattern: string;
  actionCount: number;
  hasOpenedActions: boolean;
  extensions: { extension: string; isEnabled: boolean; parseType: string | null; actionCount: number }[];
}

describe('allowlisting: extension rules and process rules', () => {
  let t: TestApp;
  let customerId: number;
  let otherCustomerId: number;
  let partnerId: number;
  let token: string;
  let readOnlyToken: string;
  let partnerToken: string;
  let agent: Agent;
  let otherAgent: Agent;

  const gql = <T>(query: string, variables: Record<string, unknown> = {}, as = token) =>
    t.gql<T>(query, variables, as);
  const extensions = async (variables: Record<string, unknown> = {}) => {
    const res = await gql<{ extensionsWithProcessRules2: { totalCount: number; items: ExtensionItem[] } }>(
      EXTENSIONS,
      variables,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.extensionsWithProcessRules2;
  };
  const processList = async (variables: Record<string, unknown> = {}) => {
    const res = await gql<{ processRulesWithExtentions: { totalCount: number; items: ProcessItem[] } }>(
      PROCESSES,
      variables,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.processRulesWithExtentions;
  };
  const processId = async (tenantId: number, name: string) =>
    (
      await t.db
        .select({ id: processes.id })
        .from(processes)
        .where(and(eq(processes.tenantId, tenantId), eq(processes.processName, name)))
    )[0]!.id;
  const ruleCount = async () =>
    Number(
      (
        (await t.db.execute(sql`select count(*)::int as n from extension_rules`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
  const policy = async (a: Agent) => {
    const res = await getPolicy(t.app, a.credential);
    expect(res.statusCode).toBe(200);
    return res.json<AgentPolicy>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    partnerId = partner.id;
    const customer = await createAgentCustomer(t.db, partner.id);
    const other = await createAgentCustomer(t.db, partner.id);
    customerId = customer.id;
    otherCustomerId = other.id;
    token = await tokenFor(t.config, await createUser(t.db, customerId));
    readOnlyToken = await tokenFor(t.config, await createUser(t.db, customerId, { isReadOnlyUser: true }));
    partnerToken = await tokenFor(t.config, await createUser(t.db, partnerId));
    const card = await createClassifier(t.db, customerId, { valuePerRecord: 20 });
    agent = await registerAgent(t.app, customer.agentKey);
    otherAgent = await registerAgent(t.app, other.agentKey);
    const excel = { processName: 'excel.exe', applicationName: 'Microsoft Excel' };
    const notepad = { processName: 'notepad.exe', applicationName: 'Notepad' };
    const res = await sendBatch(
      t.app,
      agent.credential,
      batch({
        files: [
          file('C:\\u\\a.xlsx', [{ classifierId: card, count: 3 }]),
          file('C:\\u\\disk.iso'),
          file('C:\\u\\.bashrc'),
        ],
        fileEvents: [
          fileEvent('C:\\u\\a.xlsx', 'OPEN', [], excel),
          fileEvent('C:\\u\\a.xlsx', 'OPEN', [], excel),
          fileEvent('C:\\u\\b.xlsx', 'CHANGE', [], excel),
          fileEvent('C:\\u\\Report.XLSX', 'UPLOAD', [], {
            processName: 'chrome.exe',
            applicationName: 'Google Chrome',
            webDomain: 'drive.google.com',
          }),
          fileEvent('C:\\u\\notes.dat', 'OPEN', [], notepad),
          // no extension, a leading dot, a folder with a dot: no extension rule can name them
          fileEvent('C:\\u\\README', 'OPEN', [], notepad),
          fileEvent('C:\\u\\.bashrc', 'OPEN', [], notepad),
          fileEvent('C:\\u.v\\noext', 'OPEN', [], notepad),
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const foreign = await sendBatch(
      t.app,
      otherAgent.credential,
      batch({ fileEvents: [fileEvent('C:\\x\\secret.pst', 'OPEN', [], { processName: 'outlook.exe' })] }),
    );
    expect(foreign.statusCode).toBe(200);
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists the extensions by action count, with the applications that acted on them', async () => {
    const list = await extensions();
    expect(list.totalCount).toBe(3);
    expect(
      list.items.map((i) => [i.extension, i.actionCount, i.isEnabled, i.isStandardFileExtension]),
    ).toEqual([
      ['xlsx', 4, true, true],
      ['dat', 1, true, false],
      // a live file no application touched
      ['iso', 0, true, false],
    ]);
    expect(list.items[0]!.processes.map((p) => [p.processName, p.actionCount, p.hasOpenedActions])).toEqual([
      ['excel.exe', 3, true],
      ['drive.google.com', 1, false],
    ]);
    expect(list.items[2]!.processes).toEqual([]);
  });

  it('filters, sorts and pages the extensions; keeps only applications that opened files when asked', async () => {
    const opened = await extensions({ request: { showOnlyProcessesWhichHaveOpenedActions: true } });
    expect(opened.items[0]!.processes.map((p) => p.processName)).toEqual(['excel.exe']);
    const search = await extensions({ where: { extension: { contains: 'sx' } } });
    expect(search.items.map((i) => i.extension)).toEqual(['xlsx']);
    const byName = await extensions({ order: [{ extension: 'ASC' }], take: 2 });
    expect(byName.items.map((i) => i.extension)).toEqual(['dat', 'iso']);
    expect(byName.totalCount).toBe(3);
    const last = await extensions({ order: [{ extension: 'ASC' }], skip: 2, take: 2 });
    expect(last.items.map((i) => i.extension)).toEqual(['xlsx']);
    const bad = await gql(EXTENSIONS, { take: -1 });
    expect(bad.errors?.[0]?.message).toBe('take must be 0 or more');
  });

  it('lists the applications with the extensions they acted on', async () => {
    const list = await processList();
    expect(list.items.map((p) => [p.processName, p.actionCount, p.hasOpenedActions])).toEqual([
      ['notepad.exe', 4, true],
      ['excel.exe', 3, true],
      ['drive.google.com', 1, false],
      // the browser that uploaded to drive.google.com: the upload is the web application's
      ['chrome.exe', 0, false],
    ]);
    // notepad's actions on files without an extension count for the application, not for an extension
    expect(list.items[0]!.extensions.map((e) => [e.extension, e.actionCount])).toEqual([['dat', 1]]);
    expect(list.items[1]!.extensions.map((e) => [e.extension, e.actionCount])).toEqual([['xlsx', 3]]);
    const opened = await processList({ request: { showOnlyProcessesWhichHaveOpenedActions: true } });
    expect(opened.items.map((p) => p.processName)).toEqual(['notepad.exe', 'excel.exe']);
    const found = await processList({ where: { processName: { startsWith: 'excel' } } });
    expect(found.totalCount).toBe(1);
    const tenantProcesses = await gql<{ tenantProcesses: { processName: string }[] }>(TENANT_PROCESSES);
    expect(tenantProcesses.data?.tenantProcesses.map((p) => p.processName).sort()).toEqual([
      'chrome.exe',
      'drive.google.com',
      'excel.exe',
      'notepad.exe',
    ]);
  });

  it('excludes an extension from scanning and includes it again; the policy follows', async () => {
    const off = await gql(UPDATE_EXTENSION, { request: { extension: '.XLSX', isTurnedOn: false } });
    expect(off.errors).toBeUndefined();
    expect(off.data).toEqual({
      updateExtensionRule: {
        extension: 'xlsx',
        isEnabled: false,
        isStandardFileExtension: true,
        parseType: null,
      },
    });
    expect((await policy(agent)).excludedExtensions).toEqual(['xlsx']);
    // another customer's agents are not affected
    expect((await policy(otherAgent)).excludedExtensions).toEqual([]);
    const list = await extensions();
    expect(list.items.find((i) => i.extension === 'xlsx')?.isEnabled).toBe(false);
    const byApp = await processList({ where: { processName: { eq: 'excel.exe' } } });
    expect(byApp.items[0]!.extensions[0]).toMatchObject({ extension: 'xlsx', isEnabled: false });
    const audit = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, customerId), eq(auditEntries.entityType, 'ExtensionRule')))
      .orderBy(auditEntries.id);
    expect(audit.map((a) => [a.entityName, a.stateBefore, a.stateAfter])).toEqual([
      ['xlsx', { isEnabled: true, parseType: null }, { isEnabled: false, parseType: null }],
    ]);
    const on = await gql(UPDATE_EXTENSION, { request: { extension: 'xlsx', isTurnedOn: true } });
    expect(on.errors).toBeUndefined();
    expect((await policy(agent)).excludedExtensions).toEqual([]);
  });

  it('parses a non-standard extension as text, and turns it off with a null parseType', async () => {
    const on = await gql(UPDATE_EXTENSION, { request: { extension: 'dat', parseType: 'TEXT' } });
    expect(on.data).toEqual({
      updateExtensionRule: {
        extension: 'dat',
        isEnabled: true,
        isStandardFileExtension: false,
        parseType: 'TEXT',
      },
    });
    expect((await policy(agent)).parseAsTextExtensions).toEqual(['dat']);
    const off = await gql(UPDATE_EXTENSION, { request: { extension: 'dat', parseType: null } });
    expect(off.data).toEqual({
      updateExtensionRule: {
        extension: 'dat',
        isEnabled: true,
        isStandardFileExtension: false,
        parseType: null,
      },
    });
    expect((await policy(agent)).parseAsTextExtensions).toEqual([]);
  });

  it('takes a rule for an extension no agent has met yet', async () => {
    const res = await gql(UPDATE_EXTENSION, { request: { extension: 'vmdk', isTurnedOn: false } });
    expect(res.errors).toBeUndefined();
    const list = await extensions({ where: { extension: { eq: 'vmdk' } } });
    expect(list.items).toMatchObject([
      { extension: 'vmdk', isEnabled: false, actionCount: 0, processes: [] },
    ]);
    expect((await policy(agent)).excludedExtensions).toEqual(['vmdk']);
  });

  it('refuses bad extension requests with a clear message and changes nothing', async () => {
    const before = await ruleCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ extension: 'pdf', parseType: 'TEXT' }, AllowlistMessages.standardExtensionParse],
      [{ extension: 'dat', isTurnedOn: false, parseType: 'TEXT' }, AllowlistMessages.oneChangeAtATime],
      [{ extension: 'dat' }, AllowlistMessages.oneChangeAtATime],
      [{ extension: 'a/b', isTurnedOn: false }, AllowlistMessages.invalidExtension],
      [{ extension: 'tar.gz', isTurnedOn: false }, AllowlistMessages.invalidExtension],
      [{ extension: '  ', isTurnedOn: false }, AllowlistMessages.invalidExtension],
      [{ extension: 'x'.repeat(33), isTurnedOn: false }, AllowlistMessages.invalidExtension],
    ];
    for (const [request, message] of cases) {
      const res = await gql(UPDATE_EXTENSION, { request });
      expect({ request, message: res.errors?.[0]?.message, data: res.data }).toEqual({
        request,
        message,
        data: null,
      });
    }
    const nul = await gql(UPDATE_EXTENSION, { request: { extension: 'a\u0000b', isTurnedOn: false } });
    expect(nul.errors?.[0]?.message).toContain(InputMessages.textHasNul);
    const wrongType = await gql(UPDATE_EXTENSION, { request: { extension: 12, isTurnedOn: false } });
    expect(wrongType.errors?.[0]?.message).toMatch(/String/);
    expect(wrongType.status).toBeLessThan(500);
    expect(await ruleCount()).toBe(before);
  });

  it('sets the application type and Auto Decryption, and keeps System applications encrypted', async () => {
    const notepad = await processId(customerId, 'notepad.exe');
    const noType = await gql(UPDATE_PROCESS, { request: { processId: notepad, decryptPattern: 'ALWAYS' } });
    expect(noType.errors?.[0]?.message).toBe(AllowlistMessages.decryptNeedsType);
    const typed = await gql(UPDATE_PROCESS, { request: { processId: notepad, processType: 'TRANSPORT' } });
    expect(typed.data).toEqual({
      updateProcessRule: { processId: notepad, processType: 'TRANSPORT', decryptPattern: 'LEAVE_ENCRYPTED' },
    });
    const decrypt = await gql(UPDATE_PROCESS, { request: { processId: notepad, decryptPattern: 'ALWAYS' } });
    expect(decrypt.data).toEqual({
      updateProcessRule: { processId: notepad, processType: 'TRANSPORT', decryptPattern: 'ALWAYS' },
    });
    // the Application Type filter of By Extension
    const transport = await extensions({ request: { processTypes: ['TRANSPORT'] } });
    expect(
      transport.items.map((i) => [i.extension, i.actionCount, i.processes.map((p) => p.processName)]),
    ).toEqual([
      // web applications are transport applications as the agent reports them
      ['dat', 1, ['notepad.exe']],
      ['xlsx', 1, ['drive.google.com']],
    ]);
    const system = await gql(UPDATE_PROCESS, { request: { processId: notepad, processType: 'SYSTEM' } });
    expect(system.data).toEqual({
      updateProcessRule: { processId: notepad, processType: 'SYSTEM', decryptPattern: 'LEAVE_ENCRYPTED' },
    });
    const onSystem = await gql(UPDATE_PROCESS, {
      request: { processId: notepad, decryptPattern: 'PER_POLICY' },
    });
    expect(onSystem.errors?.[0]?.message).toBe(AllowlistMessages.decryptNeedsType);
    const both = await gql(UPDATE_PROCESS, {
      request: { processId: notepad, processType: 'LOCAL', decryptPattern: 'ALWAYS' },
    });
    expect(both.errors?.[0]?.message).toBe(AllowlistMessages.processChangeOneAtATime);
    const audit = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.tenantId, customerId),
          eq(auditEntries.entityType, 'Process'),
          eq(auditEntries.entityId, notepad),
        ),
      )
      .orderBy(auditEntries.id);
    expect(audit).toHaveLength(3);
    const [row] = await t.db.select().from(processes).where(eq(processes.id, notepad));
    expect([row?.processType, row?.decryptPattern]).toEqual(['SYSTEM', 'LEAVE_ENCRYPTED']);
  });

  it('answers a foreign application like a missing one', async () => {
    const foreign = await processId(otherCustomerId, 'outlook.exe');
    const res = await gql(UPDATE_PROCESS, { request: { processId: foreign, processType: 'LOCAL' } });
    const missing = await gql(UPDATE_PROCESS, { request: { processId: 999_999, processType: 'LOCAL' } });
    const strip = (e: typeof res.errors) =>
      e?.map((x) => ({ ...x, message: x.message.replace(/\d+/g, '#') }));
    expect(strip(res.errors)).toEqual(strip(missing.errors));
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [row] = await t.db.select().from(processes).where(eq(processes.id, foreign));
    expect(row?.processType).toBeNull();
  });

  it('lets a partner act for its customer, not on its own tenant; refuses read-only users', async () => {
    const forCustomer = await gql(
      UPDATE_EXTENSION,
      { request: { extension: 'tmp', isTurnedOn: false }, tenantId: customerId },
      partnerToken,
    );
    expect(forCustomer.errors).toBeUndefined();
    const own = await gql(
      UPDATE_EXTENSION,
      { request: { extension: 'tmp', isTurnedOn: false } },
      partnerToken,
    );
    expect(own.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const rows = await t.db.select().from(extensionRules).where(eq(extensionRules.tenantId, partnerId));
    expect(rows).toEqual([]);
    const partnerList = await gql<{ extensionsWithProcessRules2: { totalCount: number } }>(
      EXTENSIONS,
      {},
      partnerToken,
    );
    expect(partnerList.data?.extensionsWithProcessRules2.totalCount).toBe(0);
    const readOnly = await gql(
      UPDATE_EXTENSION,
      { request: { extension: 'tmp', isTurnedOn: true } },
      readOnlyToken,
    );
    expect(readOnly.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const readOnlyList = await gql(EXTENSIONS, {}, readOnlyToken);
    expect(readOnlyList.errors).toBeUndefined();
  });

  it('names the active classifiers that find files by each extension', async () => {
    const byExtension = await createClassifier(t.db, customerId, {
      name: 'Spreadsheets and images',
      type: 'BY_EXTENSIONS',
      rules: [],
      extensions: ['.XLSX', 'iso'],
    });
    await createClassifier(t.db, customerId, {
      type: 'BY_EXTENSIONS',
      rules: [],
      extensions: ['dat'],
      isActive: false,
    });
    await createClassifier(t.db, otherCustomerId, {
      type: 'BY_EXTENSIONS',
      rules: [],
      extensions: ['dat', 'xlsx'],
    });
    const list = await extensions();
    expect(Object.fromEntries(list.items.map((i) => [i.extension, i.classifiers]))).toMatchObject({
      xlsx: [{ id: byExtension, name: 'Spreadsheets and images' }],
      dat: [],
      iso: [{ id: byExtension, name: 'Spreadsheets and images' }],
    });
  });
});
