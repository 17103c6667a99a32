import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGULATIONS, TEMPLATE_CLASSIFIERS, type TemplateClassifier } from '@vigil/classify/library';
import { TestingGroup } from '@vigil/contracts';
import {
  classifierRegulations,
  classifiers,
  templateClassifierRegulations,
  templateClassifiers,
} from '../src/classifiers/classifiers.tables.js';
import { seedLibrary, type Library } from '../src/classifiers/library.service.js';
import { provisionCustomer } from '../src/classifiers/provisioning.service.js';
import { rowsOf } from '../src/db/rows.js';
import { regulations, tenantRegulations } from '../src/regulations/regulations.tables.js';
import { seedDemo } from '../src/seed/demo.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { users } from '../src/users/users.tables.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createAgentCustomer } from './helpers/ingest-support.js';
import { unique } from './helpers/factories.js';

/** A small library of our own, with keys no other test file uses. */
function fixtureLibrary(): Library & {
  keys: { alpha: string; beta: string; card: string; mail: string; beta2: string };
} {
  const keys = {
    alpha: unique('ALPHA'),
    beta: unique('BETA'),
    card: unique('CARD'),
    mail: unique('MAIL'),
    beta2: unique('BETA_ONLY'),
  };
  const template = (
    key: string,
    regulationKeys: string[],
    extra: Partial<TemplateClassifier> = {},
  ): TemplateClassifier => ({
    key,
    name: `Template ${key}`,
    caption: 'T',
    description: `About ${key}`,
    type: 'BY_CONTENT',
    valuePerRecord: 10,
    rules: [{ ruleType: 'REGEX', text: '\\b\\d{9}\\b' }],
    regulationKeys,
    countries: ['US'],
    ...extra,
  });
  return {
    keys,
    regulations: [
      {
        key: keys.alpha,
        name: 'Alpha Act',
        description: 'A',
        region: 'Global',
        countries: [],
        sortNumber: 1,
        setByDefault: false,
        canBeSetForCountries: false,
      },
      {
        key: keys.beta,
        name: 'Beta Act',
        description: 'B',
        region: 'Europe',
        countries: ['DE', 'FR'],
        sortNumber: 2,
        setByDefault: false,
        canBeSetForCountries: true,
      },
    ],
    templates: [
      template(keys.card, [keys.alpha, keys.beta], { valuePerRecord: 25 }),
      template(keys.mail, [keys.beta], { isSensitive: false, valuePerRecord: 1 }),
      template(keys.beta2, [keys.alpha]),
    ],
  };
}

describe('classifier library', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds the built-in regulations and template classifiers (createTestApp did), valid and linked', async () => {
    const regs = await t.db
      .select()
      .from(regulations)
      .where(inArray(regulations.key, REGULATIONS.map((r) => r.key).concat('')));
    expect(regs.map((r) => r.key).sort()).toEqual(REGULATIONS.map((r) => r.key).sort());
    for (const r of REGULATIONS) {
      expect(regs.find((x) => x.key === r.key)).toMatchObject({
        name: r.name,
        region: r.region,
        sortNumber: r.sortNumber,
        setByDefault: r.setByDefault,
        canBeSetForCountries: r.canBeSetForCountries,
        availableCountries: r.countries,
      });
    }
    const keys = TEMPLATE_CLASSIFIERS.map((x) => x.key);
    const stored =
      keys.length === 0
        ? []
        : await t.db.select().from(templateClassifiers).where(inArray(templateClassifiers.key, keys));
    expect(stored).toHaveLength(TEMPLATE_CLASSIFIERS.length);
    const regKeyById = new Map(regs.map((r) => [r.id, r.key]));
    for (const tpl of TEMPLATE_CLASSIFIERS) {
      const row = stored.find((s) => s.key === tpl.key)!;
      expect(row).toMatchObject({
        name: tpl.name,
        type: tpl.type,
        description: tpl.description,
        countries: tpl.countries,
      });
      const links = await t.db
        .select({ id: templateClassifierRegulations.regulationId })
        .from(templateClassifierRegulations)
        .where(eq(templateClassifierRegulations.templateClassifierId, row.id));
      expect(links.map((l) => regKeyById.get(l.id)).sort()).toEqual([...tpl.regulationKeys].sort());
    }
    // start-up runs it every time: nothing changes the second time
    expect(await seedLibrary(t.db)).toMatchObject({ templatesCreated: 0, templatesUpdated: 0 });
  });

  it('is idempotent by key and gives a changed template the next filter version', async () => {
    const library = fixtureLibrary();
    expect(await seedLibrary(t.db, library)).toEqual({
      regulations: 2,
      templatesCreated: 3,
      templatesUpdated: 0,
    });
    expect(await seedLibrary(t.db, library)).toEqual({
      regulations: 2,
      templatesCreated: 0,
      templatesUpdated: 0,
    });
    const read = async (key: string) =>
      (await t.db.select().from(templateClassifiers).where(eq(templateClassifiers.key, key)))[0]!;
    expect(await read(library.keys.card)).toMatchObject({
      filterVersion: 1,
      valuePerRecord: 25,
      reasonForChange: null,
    });

    const changed: Library = {
      regulations: library.regulations.map((r) =>
        r.key === library.keys.beta ? { ...r, name: 'Beta Act 2' } : r,
      ),
      templates: library.templates.map((x) =>
        x.key === library.keys.card ? { ...x, valuePerRecord: 30, regulationKeys: [library.keys.alpha] } : x,
      ),
    };
    expect(await seedLibrary(t.db, changed)).toEqual({
      regulations: 2,
      templatesCreated: 0,
      templatesUpdated: 1,
    });
    const card = await read(library.keys.card);
    expect(card).toMatchObject({
      filterVersion: 2,
      valuePerRecord: 30,
      reasonForChange: 'Updated by the built-in library',
    });
    const links = await rowsOf<{ key: string }>(
      t.db,
      sql`select r.key from template_classifier_regulations l join regulations r on r.id = l.regulation_id
        where l.template_classifier_id = ${card.id}`,
    );
    expect(links).toEqual([{ key: library.keys.alpha }]);
    const [beta] = await t.db.select().from(regulations).where(eq(regulations.key, library.keys.beta));
    expect(beta?.name).toBe('Beta Act 2');
    expect(await read(library.keys.mail)).toMatchObject({ filterVersion: 1 });
  });

  it('refuses a template naming a regulation the library does not have', async () => {
    const library = fixtureLibrary();
    const broken = {
      ...library,
      templates: [{ ...library.templates[0]!, regulationKeys: ['NO_SUCH_REGULATION'] }],
    };
    await expect(seedLibrary(t.db, broken)).rejects.toThrow(/unknown regulation NO_SUCH_REGULATION/);
  });

  describe('provisionCustomer', () => {
    it("selects the regulations and copies their active templates into the customer's classifiers", async () => {
      const library = fixtureLibrary();
      await seedLibrary(t.db, library);
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const result = await provisionCustomer(t.db, await resolveSystemScope(t.db, customer.id), {
        regulationKeys: [library.keys.beta],
      });
      const copies = await t.db
        .select({
          id: classifiers.id,
          name: classifiers.name,
          templateId: classifiers.templateId,
          vpr: classifiers.valuePerRecord,
          sensitive: classifiers.isSensitive,
          countries: classifiers.countries,
        })
        .from(classifiers)
        .where(eq(classifiers.tenantId, customer.id))
        .orderBy(classifiers.id);
      expect(copies.map((c) => c.name)).toEqual([
        `Template ${library.keys.card}`,
        `Template ${library.keys.mail}`,
      ]);
      expect(copies[0]).toMatchObject({
        vpr: 25,
        sensitive: true,
        countries: ['US'],
        templateId: expect.any(Number),
      });
      expect(copies[1]).toMatchObject({ vpr: 1, sensitive: false });
      expect(result.classifierIds).toEqual(copies.map((c) => c.id));
      const selected = await t.db
        .select()
        .from(tenantRegulations)
        .where(eq(tenantRegulations.tenantId, customer.id));
      expect(selected.map((s) => s.regulationId)).toEqual(result.regulationIds);
      // a copy keeps all its template's regulations
      const links = await t.db
        .select()
        .from(classifierRegulations)
        .where(eq(classifierRegulations.tenantId, customer.id));
      expect(links.filter((l) => l.classifierId === copies[0]!.id)).toHaveLength(2);

      expect(
        await provisionCustomer(t.db, await resolveSystemScope(t.db, customer.id), {
          regulationKeys: [library.keys.beta],
        }),
      ).toEqual({
        regulationIds: result.regulationIds,
        classifierIds: [],
      });
      const more = await provisionCustomer(t.db, await resolveSystemScope(t.db, customer.id), {
        regulationKeys: [library.keys.alpha, library.keys.beta],
      });
      expect(more.classifierIds).toHaveLength(1);
    });

    it('gives a template in testing only to customers of its testing group', async () => {
      const library = fixtureLibrary();
      await seedLibrary(t.db, library);
      await t.db
        .update(templateClassifiers)
        .set({ testingGroupId: TestingGroup.Beta })
        .where(eq(templateClassifiers.key, library.keys.beta2));
      const prod = await createAgentCustomer(t.db, t.rootTenantId);
      const beta = await createAgentCustomer(t.db, t.rootTenantId, { testingGroups: [TestingGroup.Beta] });
      expect(
        (
          await provisionCustomer(t.db, await resolveSystemScope(t.db, prod.id), {
            regulationKeys: [library.keys.alpha],
          })
        ).classifierIds,
      ).toHaveLength(1);
      expect(
        (
          await provisionCustomer(t.db, await resolveSystemScope(t.db, beta.id), {
            regulationKeys: [library.keys.alpha],
          })
        ).classifierIds,
      ).toHaveLength(2);
    });

    it('selects the regulations set by default when none are named', async () => {
      const customer = await createAgentCustomer(t.db, t.rootTenantId);
      const result = await provisionCustomer(t.db, await resolveSystemScope(t.db, customer.id));
      const defaults = await t.db
        .select({ id: regulations.id })
        .from(regulations)
        .where(and(eq(regulations.setByDefault, true), eq(regulations.isDeleted, false)));
      expect(result.regulationIds).toEqual(defaults.map((d) => d.id).sort((a, b) => a - b));
      const expected = await rowsOf<{ n: number }>(
        t.db,
        sql`select count(distinct t.id)::int as n from template_classifiers t
          join template_classifier_regulations l on l.template_classifier_id = t.id
          join regulations r on r.id = l.regulation_id
          where r.set_by_default and not r.is_deleted and t.is_active and not t.is_deleted and t.testing_group_id is null`,
      );
      expect(result.classifierIds).toHaveLength(expected[0]!.n);
      const builtInDefaults = TEMPLATE_CLASSIFIERS.filter((x) =>
        x.regulationKeys.some((k) => REGULATIONS.find((r) => r.key === k)?.setByDefault),
      );
      expect(result.classifierIds.length).toBeGreaterThanOrEqual(builtInDefaults.length);
    });

    it('refuses a tenant that is not a customer', async () => {
      const partner = await t.db.select().from(tenants).where(eq(tenants.id, t.rootTenantId));
      await expect(provisionCustomer(t.db, await resolveSystemScope(t.db, partner[0]!.id))).rejects.toThrow(
        /not a customer/,
      );
    });
  });

  it("gives a demo customer its business's classifiers: Contoso Health's regulations' templates", async () => {
    await seedDemo(t.db);
    // Contoso Health, by its demo user: the generator's tests make customers of the same name.
    const [contoso] = await t.db
      .select({ tenantId: users.tenantId })
      .from(users)
      .where(eq(users.email, 'customer@vigil.demo'));
    const copies = await t.db
      .select({ key: templateClassifiers.key })
      .from(classifiers)
      .leftJoin(templateClassifiers, eq(templateClassifiers.id, classifiers.templateId))
      .where(eq(classifiers.tenantId, contoso!.tenantId));
    // A US health-care business: HIPAA, CCPA and PCI DSS (seed/demo.ts), not the library's defaults.
    const selected = ['HIPAA', 'CCPA', 'PCI_DSS'];
    const expected = TEMPLATE_CLASSIFIERS.filter((x) => x.regulationKeys.some((k) => selected.includes(k)));
    const keys = copies.map((c) => c.key);
    expect(keys.every((k) => k !== null)).toBe(true);
    expect(new Set(keys)).toEqual(new Set(expected.map((x) => x.key)));
    expect(keys).toContain('US_SSN');
  });
});
