import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../src/audit/audit.tables.js';
import { rowsOf } from '../src/db/rows.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createTenant, createUser, tokenFor, unique } from './helpers/factories.js';
import { createRegulation } from './helpers/ingest-support.js';

const FIELDS = `id name caption description type isActive isSensitive valuePerRecord filterVersion reasonForChange
  testingGroupId parentTemplateId extensions regulations { id name } countries { code }
  rules { id ruleType text entryCounter } compoundGroups { items { classifierId } }`;
const CREATE = `mutation ($input: ClassifierInput!) { createTemplateClassifier(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: ClassifierInput!) { updateTemplateClassifier(id: $id, input: $input) { ${FIELDS} } }`;
const GET = `query ($id: Int!, $tenantId: Int) { templateClassifier(request: { id: $id }, tenantId: $tenantId) { ${FIELDS} } }`;
const LIST = `query ($where: TemplateClassifierListRowFilterInput, $tenantId: Int) {
  templateClassifiers(where: $where, tenantId: $tenantId, take: 1000) {
    totalCount items { id name filterType isActive isSensitive filterVersion testingGroupId parentTemplateId regulations } } }`;
const LIST_ITEM = `mutation ($request: UpdateTemplateClassifierListItemRequestInput!) {
  updateTemplateClassifierListItem(request: $request) { id isActive isSensitive filterVersion } }`;
const DELETE = 'mutation ($ids: [Int!]!) { deleteTemplateClassifiers(ids: $ids) }';
const COPY = 'mutation ($id: Int!) { createTemplateFromExisting(templateId: $id) }';
const BY_COPY = `mutation ($id: Int!, $deleteCopy: Boolean) { updateByCopy(templateId: $id, deleteCopy: $deleteCopy) { ${FIELDS} } }`;

const input = (over: Record<string, unknown> = {}) => ({
  type: 'BY_CONTENT',
  name: unique('Tpl'),
  shortName: 'TPL',
  filterVersion: 1,
  reasonForChange: 'initial',
  valuePerRecord: 15,
  matchers: [{ type: 'CONTAINS', value: 'confidential' }],
  ...over,
});

describe('template classifiers (back office)', () => {
  let t: TestApp;
  let sys: string;
  let customerToken: string;
  let devCustomerToken: string;
  let reg: number;

  beforeAll(async () => {
    t = await createTestApp();
    sys = await tokenFor(t.config, await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] }));
    const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    customerToken = await tokenFor(t.config, await createUser(t.db, customer.id));
    const dev = await createTenant(t.db, t.rootTenantId, 'CUSTOMER', undefined, { testingGroups: [1] });
    devCustomerToken = await tokenFor(t.config, await createUser(t.db, dev.id));
    reg = await createRegulation(t.db);
  });
  afterAll(() => t.close());

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await t.gql<{
      createTemplateClassifier: Record<string, unknown> & { id: number; name: string };
    }>(CREATE, { input: input(over) }, sys);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.createTemplateClassifier;
  };
  const errorOf = async (query: string, variables: Record<string, unknown>, tok = sys) => {
    const res = await t.gql(query, variables, tok);
    expect(res.data).toBeNull();
    return res.errors?.[0]?.message;
  };
  const templates = async () =>
    Number(
      (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from template_classifiers`))[0]?.n,
    );

  it('creates a template; reason for change, Version Number required; Application and Folder refused', async () => {
    const tpl = await create({ regulations: [reg], countries: ['FR'] });
    expect(tpl).toMatchObject({
      caption: 'TPL',
      type: 'BY_CONTENT',
      isActive: true,
      isSensitive: true,
      valuePerRecord: 15,
      filterVersion: 1,
      reasonForChange: 'initial',
      parentTemplateId: null,
      regulations: [{ id: reg }],
      countries: [{ code: 'FR' }],
      rules: [{ id: 1, ruleType: 'CONTAINS', text: 'confidential', entryCounter: true }],
    });
    const before = await templates();
    expect(await errorOf(CREATE, { input: input({ reasonForChange: '  ' }) })).toBe(
      'Reason for change cannot be empty.',
    );
    expect(await errorOf(CREATE, { input: input({ filterVersion: null }) })).toBe('Value is required');
    expect(await errorOf(CREATE, { input: input({ type: 'BY_FOLDER', folderId: 1 }) })).toBe(
      'Application and Folder classifiers belong to one customer and cannot be templates.',
    );
    expect(await errorOf(CREATE, { input: input({ name: 'x'.repeat(101) }) })).toBe(
      'Value should be less than 100 characters',
    );
    expect(
      await errorOf(CREATE, { input: input({ matchers: [{ type: 'NOT_REGEX', value: '[z-a]' }] }) }),
    ).toMatch(/^Matcher 1: the regular expression is not valid/);
    expect(await errorOf(CREATE, { input: input({ regulations: [987_654] }) })).toBe(
      'Regulation 987654 not found',
    );
    expect(await templates()).toBe(before);
    const [audit] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'TemplateClassifier'), eq(auditEntries.entityId, tpl.id)))
      .orderBy(auditEntries.id);
    expect(audit).toMatchObject({ tenantId: t.rootTenantId, operation: 'CREATE' });
  });

  it('only SysAdmin writes templates; every signed-in user reads them', async () => {
    const tpl = await create();
    expect(await errorOf(CREATE, { input: input() }, customerToken)).toBe('You are not allowed to do this.');
    expect(await errorOf(DELETE, { ids: [tpl.id] }, customerToken)).toBe('You are not allowed to do this.');
    const read = await t.gql<{ templateClassifier: { id: number } }>(GET, { id: tpl.id }, customerToken);
    expect(read.data?.templateClassifier.id).toBe(tpl.id);
  });

  it('update: type locked, filter version bumped (customers see NOT_ACTUAL), audit before/after', async () => {
    const tpl = await create();
    expect(
      await errorOf(UPDATE, { id: tpl.id, input: input({ type: 'BY_EXTENSIONS', extensions: ['pdf'] }) }),
    ).toBe('The type of a classifier cannot be changed.');
    expect(await errorOf(UPDATE, { id: tpl.id, input: input({ reasonForChange: '' }) })).toBe(
      'Reason for change cannot be empty.',
    );
    const res = await t.gql<{ updateTemplateClassifier: Record<string, unknown> }>(
      UPDATE,
      { id: tpl.id, input: input({ name: tpl.name, reasonForChange: 'new words', valuePerRecord: 30 }) },
      sys,
    );
    expect(res.data?.updateTemplateClassifier).toMatchObject({
      filterVersion: 2,
      reasonForChange: 'new words',
      valuePerRecord: 30,
    });
    // A higher version given is kept.
    const again = await t.gql<{ updateTemplateClassifier: { filterVersion: number } }>(
      UPDATE,
      { id: tpl.id, input: input({ name: tpl.name, filterVersion: 7 }) },
      sys,
    );
    expect(again.data?.updateTemplateClassifier.filterVersion).toBe(7);
    const audits = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityId, tpl.id),
          eq(auditEntries.entityType, 'TemplateClassifier'),
          eq(auditEntries.operation, 'UPDATE'),
        ),
      )
      .orderBy(asc(auditEntries.id));
    expect(audits).toHaveLength(2);
    expect(audits[0]?.stateBefore).toMatchObject({ filterVersion: 1, valuePerRecord: 15 });
    expect(audits[0]?.stateAfter).toMatchObject({ filterVersion: 2, valuePerRecord: 30 });
    expect(await errorOf(UPDATE, { id: 987_654, input: input() })).toBe(
      'Template classifier 987654 not found',
    );
  });

  it('list: filters isActive and filterType; a template in testing only for its testing group', async () => {
    const active = await create({ name: unique('zz tpl') });
    const inactive = await create({ name: unique('zz tpl') });
    await t.gql(LIST_ITEM, { request: { id: inactive.id, isActive: false } }, sys);
    const ext = await create({ type: 'BY_EXTENSIONS', extensions: ['xls'], name: unique('zz tpl') });
    const testing = await create({ name: unique('zz tpl') });
    await t.gql(
      'mutation ($id: Int!) { setClassifierTestingGroup(classifierId: $id, testingGroupId: 1) { id } }',
      { id: testing.id },
      sys,
    );
    const ids = async (where: unknown, tok = sys) => {
      const res = await t.gql<{ templateClassifiers: { items: { id: number }[] } }>(LIST, { where }, tok);
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      return res.data.templateClassifiers.items.map((i) => i.id);
    };
    const mine = [active.id, inactive.id, ext.id, testing.id];
    const pick = (list: number[]) => list.filter((id) => mine.includes(id));
    expect(pick(await ids({ name: { startsWith: 'zz tpl' } }))).toEqual(
      [...mine].sort((a, b) => {
        const name = (id: number) => [active, inactive, ext, testing].find((x) => x.id === id)!.name;
        return name(a).localeCompare(name(b));
      }),
    );
    expect(pick(await ids({ isActive: { eq: false } }))).toEqual([inactive.id]);
    expect(pick(await ids({ filterType: { eq: 'BY_EXTENSIONS' } }))).toEqual([ext.id]);
    expect(pick(await ids({}, customerToken)).includes(testing.id)).toBe(false);
    expect(pick(await ids({}, devCustomerToken)).includes(testing.id)).toBe(true);
    expect(await errorOf(GET, { id: testing.id }, customerToken)).toBe(
      `Template classifier ${testing.id} not found`,
    );
  });

  it('list switches: sensitivity makes a new version, On/Off does not', async () => {
    const tpl = await create();
    const off = await t.gql<{ updateTemplateClassifierListItem: unknown }>(
      LIST_ITEM,
      { request: { id: tpl.id, isActive: false } },
      sys,
    );
    expect(off.data?.updateTemplateClassifierListItem).toEqual({
      id: tpl.id,
      isActive: false,
      isSensitive: true,
      filterVersion: 1,
    });
    const ns = await t.gql<{ updateTemplateClassifierListItem: unknown }>(
      LIST_ITEM,
      { request: { id: tpl.id, isSensitive: false } },
      sys,
    );
    expect(ns.data?.updateTemplateClassifierListItem).toEqual({
      id: tpl.id,
      isActive: false,
      isSensitive: false,
      filterVersion: 2,
    });
  });

  it('deletes templates (not when a compound template uses one)', async () => {
    const a = await create();
    const b = await create();
    const compound = await create({
      type: 'COMPOUND',
      compoundGroups: [{ items: [{ nodeType: 'CLASSIFIER', classifierId: b.id }] }],
    });
    expect(compound.compoundGroups).toEqual([{ items: [{ classifierId: b.id }] }]);
    expect(await errorOf(DELETE, { ids: [b.id] })).toBe(
      `The compound classifier "${compound.name}" uses a classifier to delete`,
    );
    const res = await t.gql<{ deleteTemplateClassifiers: number[] }>(
      DELETE,
      { ids: [a.id, compound.id, b.id] },
      sys,
    );
    expect(res.data?.deleteTemplateClassifiers).toEqual([a.id, b.id, compound.id].sort((x, y) => x - y));
    expect(await errorOf(GET, { id: a.id })).toBe(`Template classifier ${a.id} not found`);
    expect(await errorOf(DELETE, { ids: [a.id] })).toBe(`Template classifier ${a.id} not found`);
  });

  it('copies a template (inactive, remembering its parent), then updates the parent by the copy', async () => {
    const parent = await create({ regulations: [reg] });
    const res = await t.gql<{ createTemplateFromExisting: number }>(COPY, { id: parent.id }, sys);
    const copyId = res.data!.createTemplateFromExisting;
    const copy = await t.gql<{ templateClassifier: Record<string, unknown> }>(GET, { id: copyId }, sys);
    expect(copy.data?.templateClassifier).toMatchObject({
      name: `${parent.name} - Copy`,
      isActive: false,
      parentTemplateId: parent.id,
      regulations: [{ id: reg }],
    });
    // Not a copy: refused.
    expect(await errorOf(BY_COPY, { id: parent.id })).toBe(
      'This template classifier is not a copy of another one',
    );
    await t.gql(
      UPDATE,
      {
        id: copyId,
        input: input({
          name: `${parent.name} - Copy`,
          valuePerRecord: 99,
          reasonForChange: 'better words',
          matchers: [{ type: 'ANY_WORD', value: 'secret, private' }],
          regulations: [],
        }),
      },
      sys,
    );
    const updated = await t.gql<{ updateByCopy: Record<string, unknown> }>(
      BY_COPY,
      { id: copyId, deleteCopy: true },
      sys,
    );
    expect(updated.data?.updateByCopy).toMatchObject({
      id: parent.id,
      name: parent.name,
      isActive: true,
      valuePerRecord: 99,
      reasonForChange: 'better words',
      // parent 1 → next 2; the copy's own version (1, bumped to 2 by its update) is not higher.
      filterVersion: 2,
      regulations: [],
      rules: [{ ruleType: 'ANY_WORD', text: 'secret, private' }],
    });
    expect(await errorOf(GET, { id: copyId })).toBe(`Template classifier ${copyId} not found`);
    const audits = await t.db
      .select({ entityId: auditEntries.entityId, operation: auditEntries.operation })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityType, 'TemplateClassifier'),
          eq(auditEntries.operation, 'DELETE'),
          eq(auditEntries.entityId, copyId),
        ),
      )
      .orderBy(auditEntries.id);
    expect(audits).toEqual([{ entityId: copyId, operation: 'DELETE' }]);
  });
});
