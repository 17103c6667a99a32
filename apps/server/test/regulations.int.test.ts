import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limits, Messages } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { definitionColumns } from '../src/classifiers/classifier-definition.js';
import { classifiers } from '../src/classifiers/classifiers.tables.js';
import { insertTemplates, replaceTemplateRegulations } from '../src/classifiers/template-classifiers.repo.js';
import { regulations, tenantRegulations } from '../src/regulations/regulations.tables.js';
import { createTenant, createUser, tokenFor, unique } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const FIELDS = `id name sortNumber description region image setByDefault canBeSetForCountries
  availableCountries { id name }`;
const CREATE = `mutation ($request: CreateRegulationRequestInput!) { createRegulation(request: $request) { ${FIELDS} } }`;
const UPDATE = `mutation ($request: UpdateRegulationRequestInput!) { updateRegulation(request: $request) { ${FIELDS} } }`;
const DELETE = `mutation ($ids: [Int!]!) { deleteRegulations(ids: $ids) }`;
const LIST = `query ($skip: Int, $take: Int, $where: RegulationFilterInput, $order: [RegulationSortInput!], $tenantId: Int) {
  regulations(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
    items { ${FIELDS} } totalCount pageInfo { hasNextPage }
  }
}`;
const CLASSIFIER_REGULATIONS = `query ($tenantId: Int, $withOther: Boolean) {
  classifierRegulations(tenantId: $tenantId, withOther: $withOther) { id name description region }
}`;
const SELECTION = `query ($tenantId: Int) { customerRegulations(tenantId: $tenantId) { id name canBeSetForCountries countries { id name } } }`;
const SAVE = `mutation ($request: UpdateCustomerRegulationsRequestInput!, $tenantId: Int) {
  updateCustomerRegulations(request: $request, tenantId: $tenantId) { id name canBeSetForCountries countries { id name } }
}`;
const DATA_RISK = `query ($tenantId: Int) { regulationsDataRisks(tenantId: $tenantId, take: 1000) { items { regulationId riskInUSD } } }`;

interface Reg {
  id: number;
  name: string;
  sortNumber: number;
  description: string;
  region: string;
  image: string | null;
  setByDefault: boolean;
  canBeSetForCountries: boolean;
  availableCountries: { id: string; name: string }[];
}

const base = (over: Record<string, unknown> = {}) => ({
  name: unique('Reg'),
  description: 'Protects things',
  region: 'Europe',
  sortNumber: 40,
  ...over,
});

describe('regulations', () => {
  let t: TestApp;
  let sys: string;
  let sysTenantAudit: () => Promise<number>;
  let partnerId: number;
  let customerId: number;
  let otherCustomerId: number;
  let customer: string;
  let partner: string;
  let regular: string;
  let readOnly: string;
  let testRegulationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    sys = await tokenFor(t.config, await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] }));
    const partnerTenant = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    partnerId = partnerTenant.id;
    customerId = (await createTenant(t.db, partnerId, 'CUSTOMER')).id;
    otherCustomerId = (await createTenant(t.db, t.rootTenantId, 'CUSTOMER')).id;
    customer = await tokenFor(t.config, await createUser(t.db, customerId));
    partner = await tokenFor(t.config, await createUser(t.db, partnerId));
    regular = await tokenFor(t.config, await createUser(t.db, customerId, { roles: [] }));
    readOnly = await tokenFor(t.config, await createUser(t.db, customerId, { isReadOnlyUser: true }));
    const [row] = await t.db
      .insert(regulations)
      .values({ name: unique('Internal TEST reg'), description: 'd', region: 'Global', sortNumber: 99 })
      .returning();
    testRegulationId = row!.id;
    sysTenantAudit = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(auditEntries)
          .where(and(eq(auditEntries.tenantId, t.rootTenantId), eq(auditEntries.entityType, 'Regulation')))
      )[0]!.n;
  });
  afterAll(() => t.close());

  const create = (request: Record<string, unknown>, token = sys) =>
    t.gql<{ createRegulation: Reg }>(CREATE, { request }, token);
  const list = (vars: Record<string, unknown>, token = sys) =>
    t.gql<{ regulations: { items: Reg[]; totalCount: number } }>(LIST, vars, token);
  const selection = (tenantId?: number, token = customer) =>
    t.gql<{ customerRegulations: { id: number; countries: { id: string }[] }[] }>(
      SELECTION,
      { tenantId },
      token,
    );
  const save = (contentTypes: { id: number; countries?: string[] }[], tenantId?: number, token = customer) =>
    t.gql<{ updateCustomerRegulations: { id: number; countries: { id: string; name: string }[] }[] }>(
      SAVE,
      { request: { contentTypes }, tenantId },
      token,
    );

  describe('createRegulation', () => {
    it('creates with every field, returns and stores it, and writes the change history', async () => {
      const before = await sysTenantAudit();
      const input = base({
        image: `data:image/png;base64,${PNG}`,
        setByDefault: true,
        canBeSetForCountries: true,
        availableCountries: ['FR', 'DE', 'DE'],
      });
      const res = await create(input);
      expect(res.errors).toBeUndefined();
      const r = res.data!.createRegulation;
      expect(r).toEqual({
        id: expect.any(Number),
        name: input.name,
        sortNumber: 40,
        description: 'Protects things',
        region: 'Europe',
        image: PNG,
        setByDefault: true,
        canBeSetForCountries: true,
        availableCountries: [
          { id: 'DE', name: 'Germany' },
          { id: 'FR', name: 'France' },
        ],
      });
      const [stored] = await t.db.select().from(regulations).where(eq(regulations.id, r.id));
      expect(stored).toMatchObject({
        name: input.name,
        image: PNG,
        availableCountries: ['DE', 'FR'],
        key: null,
      });
      expect(await sysTenantAudit()).toBe(before + 1);
      const [entry] = await t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityType, 'Regulation'), eq(auditEntries.entityId, r.id)))
        .orderBy(auditEntries.id);
      expect(entry).toMatchObject({ operation: 'CREATE', entityName: input.name });
      // The history keeps a digest, not the image.
      expect(JSON.stringify(entry!.stateAfter)).not.toContain(PNG);
    });

    it.each([
      ['missing name', { name: '  ' }, Messages.required, 'name'],
      [
        'over-long name',
        { name: 'x'.repeat(Limits.regulationNameMax + 1) },
        Messages.lengthBelow(100),
        'name',
      ],
      ['missing description', { description: '' }, Messages.required, 'description'],
      ['missing region', { region: '' }, Messages.required, 'region'],
      ['sort number 0', { sortNumber: 0 }, Messages.required, 'sortNumber'],
      ['sort number too big', { sortNumber: 100000 }, Messages.maxValue(99999), 'sortNumber'],
      [
        'an image that is no PNG',
        { image: Buffer.from('GIF89a....').toString('base64') },
        Messages.regulationImageNotPng,
        'image',
      ],
      [
        'an image that is not base64',
        { image: 'not base64 at all!' },
        Messages.regulationImageNotPng,
        'image',
      ],
      [
        'a huge image',
        { image: PNG.slice(0, 12) + 'A'.repeat(Math.ceil((256 * 1024 * 4) / 3) + 8) },
        Messages.regulationImageTooLarge(256),
        'image',
      ],
      ['an unknown country', { availableCountries: ['XX'] }, 'Unknown country XX', 'availableCountries'],
      ['a malformed country', { availableCountries: ['germany'] }, 'Invalid country', 'availableCountries.0'],
    ])('refuses %s and stores nothing', async (_label, over, message, field) => {
      const input = base(over);
      // Counted by this request's name: other test files add regulations to a shared database.
      const named = async () =>
        (
          await t.db
            .select({ n: count() })
            .from(regulations)
            .where(inArray(regulations.name, [input.name, input.name.trim()]))
        )[0]!.n;
      expect(await named()).toBe(0);
      const res = await create(input);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(await named()).toBe(0);
    });

    it('refuses a sort number that is not a number (GraphQL Int)', async () => {
      const res = await create(base({ sortNumber: 'ten' }));
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.message).toContain('Int');
    });

    it('refuses a name already taken (any case)', async () => {
      const name = unique('Dup');
      expect((await create(base({ name }))).errors).toBeUndefined();
      const res = await create(base({ name: name.toUpperCase() }));
      expect(res.errors?.[0]).toMatchObject({ message: Messages.regulationNameTaken });
    });

    it('is for SysAdmin only', async () => {
      for (const token of [customer, partner]) {
        const res = await create(base(), token);
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    });
  });

  describe('updateRegulation', () => {
    it('changes the fields; an absent image stays, null removes it', async () => {
      const r = (await create(base({ image: PNG }))).data!.createRegulation;
      const before = await sysTenantAudit();
      const res = await t.gql<{ updateRegulation: Reg }>(
        UPDATE,
        { request: { id: r.id, ...base({ name: `${r.name}-2`, sortNumber: 7, region: 'Asia' }) } },
        sys,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateRegulation).toMatchObject({
        id: r.id,
        name: `${r.name}-2`,
        sortNumber: 7,
        region: 'Asia',
        image: PNG,
      });
      expect(await sysTenantAudit()).toBe(before + 1);
      const cleared = await t.gql<{ updateRegulation: Reg }>(
        UPDATE,
        { request: { id: r.id, ...base({ name: `${r.name}-2`, image: null }) } },
        sys,
      );
      expect(cleared.data!.updateRegulation.image).toBeNull();
    });

    it('drops customers’ countries the regulation no longer allows', async () => {
      const r = (await create(base({ canBeSetForCountries: true, availableCountries: ['DE', 'FR', 'IT'] })))
        .data!.createRegulation;
      expect((await save([{ id: r.id, countries: ['DE', 'IT'] }])).errors).toBeUndefined();
      await t.gql(
        UPDATE,
        {
          request: {
            id: r.id,
            ...base({ name: r.name, canBeSetForCountries: true, availableCountries: ['DE', 'FR'] }),
          },
        },
        sys,
      );
      expect((await selection()).data!.customerRegulations.find((x) => x.id === r.id)?.countries).toEqual([
        { id: 'DE', name: 'Germany' },
      ]);
      await t.gql(
        UPDATE,
        {
          request: {
            id: r.id,
            ...base({ name: r.name, canBeSetForCountries: false, availableCountries: ['DE', 'FR'] }),
          },
        },
        sys,
      );
      expect((await selection()).data!.customerRegulations.find((x) => x.id === r.id)?.countries).toEqual([]);
      await save([]);
    });

    it('answers NOT_FOUND for an unknown or deleted regulation, and checks input', async () => {
      const missing = await t.gql(UPDATE, { request: { id: 999999, ...base() } }, sys);
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const r = (await create(base())).data!.createRegulation;
      const bad = await t.gql(UPDATE, { request: { id: r.id, ...base({ name: '' }) } }, sys);
      expect(bad.errors?.[0]).toMatchObject({ message: Messages.required });
      const [stored] = await t.db.select().from(regulations).where(eq(regulations.id, r.id));
      expect(stored!.name).toBe(r.name);
      await t.gql(DELETE, { ids: [r.id] }, sys);
      const deleted = await t.gql(UPDATE, { request: { id: r.id, ...base() } }, sys);
      expect(deleted.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(
        (await t.gql(UPDATE, { request: { id: r.id, ...base() } }, customer)).errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
    });
  });

  describe('deleteRegulations', () => {
    it('soft-deletes: gone from lists and selections, classifier links kept', async () => {
      const a = (await create(base())).data!.createRegulation;
      const b = (await create(base())).data!.createRegulation;
      expect((await save([{ id: a.id }])).errors).toBeUndefined();
      const before = await sysTenantAudit();
      const res = await t.gql<{ deleteRegulations: number[] }>(DELETE, { ids: [b.id, a.id, a.id] }, sys);
      expect(res.data!.deleteRegulations).toEqual([a.id, b.id].sort((x, y) => x - y));
      expect(await sysTenantAudit()).toBe(before + 2);
      const rows = await t.db.select().from(regulations).where(eq(regulations.id, a.id));
      expect(rows[0]!.isDeleted).toBe(true);
      const ids = (await list({ take: 300 })).data!.regulations.items.map((r) => r.id);
      expect(ids).not.toContain(a.id);
      expect((await selection()).data!.customerRegulations.map((r) => r.id)).not.toContain(a.id);
      const riskIds = (
        await t.gql<{ regulationsDataRisks: { items: { regulationId: number }[] } }>(DATA_RISK, {}, customer)
      ).data!.regulationsDataRisks.items.map((r) => r.regulationId);
      expect(riskIds).not.toContain(a.id);
    });

    it('refuses unknown ids and deletes nothing', async () => {
      const a = (await create(base())).data!.createRegulation;
      const res = await t.gql(DELETE, { ids: [a.id, 999999] }, sys);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const [row] = await t.db.select().from(regulations).where(eq(regulations.id, a.id));
      expect(row!.isDeleted).toBe(false);
      expect((await t.gql(DELETE, { ids: [] }, sys)).errors?.[0]?.message).toBe(Messages.required);
      expect((await t.gql(DELETE, { ids: [a.id] }, customer)).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    });
  });

  describe('regulations and classifierRegulations', () => {
    it("hide 'test' regulations from non-SysAdmin unless the tenant selected them", async () => {
      const custIds = async () =>
        (await list({ take: 300 }, customer)).data!.regulations.items.map((r) => r.id);
      const pickerIds = async (token: string) =>
        (
          await t.gql<{ classifierRegulations: { id: number }[] }>(CLASSIFIER_REGULATIONS, {}, token)
        ).data!.classifierRegulations.map((r) => r.id);
      expect(await custIds()).not.toContain(testRegulationId);
      expect(await pickerIds(customer)).not.toContain(testRegulationId);
      expect((await list({ take: 300 })).data!.regulations.items.map((r) => r.id)).toContain(
        testRegulationId,
      );
      expect(await pickerIds(sys)).toContain(testRegulationId);
      // Selecting it as a customer: refused like a missing one.
      const refused = await save([{ id: testRegulationId }]);
      expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      // Selected on its behalf by SysAdmin: now the customer sees it, and may keep it.
      expect((await save([{ id: testRegulationId }], customerId, sys)).errors).toBeUndefined();
      expect(await custIds()).toContain(testRegulationId);
      expect(await pickerIds(customer)).toContain(testRegulationId);
      expect((await save([{ id: testRegulationId }])).errors).toBeUndefined();
      await save([]);
    });

    it('classifierRegulations: by name, OTHER (-1) last unless withOther is false', async () => {
      const res = await t.gql<{
        classifierRegulations: { id: number; name: string; description: string; region: string }[];
      }>(CLASSIFIER_REGULATIONS, {}, customer);
      const rows = res.data!.classifierRegulations;
      expect(rows[rows.length - 1]).toEqual({
        id: -1,
        name: 'OTHER',
        description: 'Classifiers without a regulation',
        region: '',
      });
      const names = rows.slice(0, -1).map((r) => r.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(rows).toContainEqual(expect.objectContaining({ name: 'HIPAA', region: 'North America' }));
      const without = await t.gql<{ classifierRegulations: { id: number }[] }>(
        CLASSIFIER_REGULATIONS,
        { withOther: false },
        customer,
      );
      expect(without.data!.classifierRegulations.map((r) => r.id)).not.toContain(-1);
    });

    it('regulations: where id eq / setByDefault eq, default order sortNumber, countries named', async () => {
      const byId = await list({ where: { name: { eq: 'GDPR' } } }, customer);
      const gdpr = byId.data!.regulations.items[0]!;
      expect(gdpr).toMatchObject({ name: 'GDPR', canBeSetForCountries: true, setByDefault: true });
      expect(gdpr.availableCountries).toContainEqual({ id: 'DE', name: 'Germany' });
      const one = await list({ where: { id: { eq: gdpr.id } } }, customer);
      expect(one.data!.regulations).toMatchObject({ totalCount: 1, items: [{ id: gdpr.id }] });
      const defaults = await list({ where: { setByDefault: { eq: true } }, take: 300 }, customer);
      expect(defaults.data!.regulations.items.map((r) => r.name)).toEqual(
        expect.arrayContaining(['PCI DSS', 'GDPR']),
      );
      expect(defaults.data!.regulations.items.every((r) => r.setByDefault)).toBe(true);
      const all = (await list({ take: 300 }, customer)).data!.regulations.items;
      const sorts = all.map((r) => r.sortNumber);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      const tooMany = await list({ take: 5000 }, customer);
      expect(tooMany.errors).toBeUndefined();
    });

    it('a customer cannot read through another tenant', async () => {
      const res = await list({ tenantId: otherCustomerId }, customer);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('customer regulation selection', () => {
    let regWithTemplates: number;
    let activeTemplate: number;

    beforeAll(async () => {
      const [reg] = await t.db
        .insert(regulations)
        .values({
          name: unique('Sel'),
          description: 'd',
          region: 'Europe',
          sortNumber: 50,
          canBeSetForCountries: true,
          availableCountries: ['DE', 'FR'],
        })
        .returning();
      regWithTemplates = reg!.id;
      const rows = await insertTemplates(t.db, [
        {
          key: unique('tpl'),
          ...definitionColumns({ name: unique('Active tpl'), type: 'BY_EXTENSIONS', extensions: ['pdf'] }),
        },
        {
          key: unique('tpl'),
          ...definitionColumns({
            name: unique('Inactive tpl'),
            type: 'BY_EXTENSIONS',
            extensions: ['doc'],
            isActive: false,
          }),
        },
      ]);
      activeTemplate = rows[0]!.id;
      for (const r of rows) await replaceTemplateRegulations(t.db, r.id, [regWithTemplates]);
    });

    const templateCopies = async (tenantId: number) =>
      t.db
        .select({ id: classifiers.id, templateId: classifiers.templateId })
        .from(classifiers)
        .where(
          and(
            eq(classifiers.tenantId, tenantId),
            eq(classifiers.isDeleted, false),
            sql`${classifiers.templateId} is not null`,
          ),
        );

    it('saves the selection with countries, gives the active templates’ classifiers at once, and the risk portal lists it', async () => {
      await save([]);
      const before = await templateCopies(customerId);
      const res = await save([{ id: regWithTemplates, countries: ['FR', 'DE'] }]);
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateCustomerRegulations).toEqual([
        {
          id: regWithTemplates,
          name: expect.any(String),
          canBeSetForCountries: true,
          countries: [
            { id: 'DE', name: 'Germany' },
            { id: 'FR', name: 'France' },
          ],
        },
      ]);
      const [stored] = await t.db
        .select()
        .from(tenantRegulations)
        .where(
          and(
            eq(tenantRegulations.tenantId, customerId),
            eq(tenantRegulations.regulationId, regWithTemplates),
          ),
        );
      expect(stored!.countries).toEqual(['DE', 'FR']);
      const after = await templateCopies(customerId);
      // Exactly one new classifier: the active template's; the inactive one is not copied.
      expect(after.length).toBe(before.length + 1);
      expect(after.filter((c) => c.templateId === activeTemplate)).toHaveLength(1);
      const history = await t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.tenantId, customerId), eq(auditEntries.entityType, 'CustomerRegulations')))
        .orderBy(auditEntries.id);
      expect(history.at(-1)).toMatchObject({ operation: 'UPDATE', entityId: customerId });
      const risk = await t.gql<{
        regulationsDataRisks: { items: { regulationId: number; riskInUSD: number }[] };
      }>(DATA_RISK, {}, customer);
      expect(risk.data!.regulationsDataRisks.items).toContainEqual({
        regulationId: regWithTemplates,
        riskInUSD: 0,
      });

      // Saving the same selection again changes nothing and writes no history.
      const n = history.length;
      await save([{ id: regWithTemplates, countries: ['DE', 'FR'] }]);
      expect(
        (
          await t.db
            .select()
            .from(auditEntries)
            .where(
              and(eq(auditEntries.tenantId, customerId), eq(auditEntries.entityType, 'CustomerRegulations')),
            )
            .orderBy(auditEntries.id)
        ).length,
      ).toBe(n);

      // Toggling it off removes it; the classifiers stay; selecting again adds no second copy.
      expect((await save([])).data!.updateCustomerRegulations).toEqual([]);
      expect((await templateCopies(customerId)).length).toBe(after.length);
      const risk2 = await t.gql<{ regulationsDataRisks: { items: { regulationId: number }[] } }>(
        DATA_RISK,
        {},
        customer,
      );
      expect(risk2.data!.regulationsDataRisks.items.map((r) => r.regulationId)).not.toContain(
        regWithTemplates,
      );
      await save([{ id: regWithTemplates }]);
      expect((await templateCopies(customerId)).filter((c) => c.templateId === activeTemplate)).toHaveLength(
        1,
      );
      await save([]);
    });

    it('refuses countries where not allowed, unknown countries, unknown or deleted regulations; nothing changes', async () => {
      const [plain] = await t.db
        .insert(regulations)
        .values({ name: unique('Plain'), sortNumber: 3 })
        .returning();
      await save([{ id: plain!.id }]);
      const cases: [Record<string, unknown>[], string | null, string][] = [
        [[{ id: plain!.id, countries: ['DE'] }], Messages.regulationCountriesNotAllowed, 'BAD_USER_INPUT'],
        [
          [{ id: regWithTemplates, countries: ['IT'] }],
          Messages.regulationCountryNotAvailable('IT'),
          'BAD_USER_INPUT',
        ],
        [
          [{ id: regWithTemplates, countries: ['XX'] }],
          Messages.regulationCountryNotAvailable('XX'),
          'BAD_USER_INPUT',
        ],
        [[{ id: 999999 }], null, 'NOT_FOUND'],
      ];
      for (const [contentTypes, message, code] of cases) {
        const res = await save(contentTypes as { id: number }[]);
        expect(res.errors?.[0]?.extensions?.code).toBe(code);
        if (message) expect(res.errors?.[0]?.message).toBe(message);
        expect((await selection()).data!.customerRegulations.map((r) => r.id)).toEqual([plain!.id]);
      }
      await save([]);
    });

    it('a partner saves for its customer; another tenant answers like a missing one; regular and read-only users cannot save', async () => {
      const [plain] = await t.db
        .insert(regulations)
        .values({ name: unique('Plain'), sortNumber: 3 })
        .returning();
      expect((await save([{ id: plain!.id }], customerId, partner)).errors).toBeUndefined();
      expect((await selection(customerId, partner)).data!.customerRegulations.map((r) => r.id)).toEqual([
        plain!.id,
      ]);
      const foreign = await save([{ id: plain!.id }], otherCustomerId);
      const missing = await save([{ id: plain!.id }], 999999);
      expect(foreign.errors?.[0]?.message.replace(/\d+/g, '#')).toBe(
        missing.errors?.[0]?.message.replace(/\d+/g, '#'),
      );
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await selection(otherCustomerId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await save([], undefined, regular)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await save([], undefined, readOnly)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await selection()).data!.customerRegulations.map((r) => r.id)).toEqual([plain!.id]);
      await save([]);
    });
  });
});
