import { Messages } from '@vigil/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows.js';
import { auditEntries } from '../src/audit/audit.tables.js';
import { verifyPassword } from '../src/auth/passwords.js';
import { createAdmin } from '../src/cli/create-admin.js';
import { ROOT_TENANT_NAME } from '../src/seed/bootstrap.js';
import { DEMO_EMAILS, DEMO_PASSWORD, hasDemoData, seedDemo, type DemoSignIn } from '../src/seed/demo.js';
import { tenantRiskRollups } from '../src/rollups/rollups.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { users } from '../src/users/users.tables.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { rollupSnapshot } from './helpers/ingest-support.js';
import { recomputeRollups } from '../src/rollups/recompute.js';
import { tokenFor } from './helpers/factories.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';

const DEMO_TENANT_NAMES = [
  'Northwind MSP',
  'Harbor IT',
  'Contoso Health',
  'Fabrikam Retail',
  'Tailspin Logistics',
  'Bluefin Partners',
  'Litware Legal',
];

describe('demo seed', () => {
  let t: TestApp;
  let first: DemoSignIn[];
  const tenantIdByName = new Map<string, number>();

  async function userByEmail(email: string) {
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row;
  }

  /**
   * The demo's tenants: on a shared PostgreSQL the generator's tests make customers of the same
   * names, under partners of their own (whose names carry a run tag).
   */
  async function demoTenantRows() {
    const partners = await t.db
      .select()
      .from(tenants)
      .where(
        and(
          inArray(tenants.name, ['Northwind MSP', 'Bluefin Partners']),
          eq(tenants.parentId, t.rootTenantId),
        ),
      );
    if (partners.length === 0) return [];
    return t.db
      .select()
      .from(tenants)
      .where(
        and(
          inArray(tenants.name, DEMO_TENANT_NAMES),
          or(...partners.map((p) => like(tenants.path, `${p.path}%`))),
        ),
      );
  }

  beforeAll(async () => {
    t = await createTestApp();
    expect(await hasDemoData(t.db)).toBe(false);
    first = await seedDemo(t.db);
    for (const row of await demoTenantRows()) {
      tenantIdByName.set(row.name, row.id);
    }
    tenantIdByName.set(ROOT_TENANT_NAME, t.rootTenantId);
    // The whole demo (a dozen argon2id hashes, the agents' batches) seeds here; on a loaded 2-core
    // machine that outlasts the default hook time. Its speed is measured by the bench, not here.
  }, 180_000);
  afterAll(() => t.close());

  it('returns one sign-in per demo user, all with the demo password and a description', () => {
    expect(first.map((s) => s.email)).toEqual(DEMO_EMAILS);
    expect(first.map((s) => s.email)).toEqual([
      'sysadmin@vigil.demo',
      'onboarding@vigil.demo',
      'partner@vigil.demo',
      'subpartner@vigil.demo',
      'customer@vigil.demo',
      'totp@vigil.demo',
      'newhire@vigil.demo',
      'readonly@vigil.demo',
      'fabrikam@vigil.demo',
      'tailspin@vigil.demo',
      'bluefin@vigil.demo',
      'litware@vigil.demo',
    ]);
    for (const s of first) {
      expect(s.password).toBe(DEMO_PASSWORD);
      expect(s.description).toMatch(/ — /);
    }
    expect(first[0]?.description).toBe('SysAdmin — back office');
  });

  it('seeds once: a second run creates nothing and still returns the sign-ins', async () => {
    const before = await Promise.all([
      demoTenantRows().then((rows) => rows.length),
      t.db.select({ n: count() }).from(users).where(inArray(users.email, DEMO_EMAILS)),
    ]);
    expect(await hasDemoData(t.db)).toBe(true);
    const again = await seedDemo(t.db);
    const after = await Promise.all([
      demoTenantRows().then((rows) => rows.length),
      t.db.select({ n: count() }).from(users).where(inArray(users.email, DEMO_EMAILS)),
    ]);
    expect(after).toEqual(before);
    expect(again).toEqual(first);
  });

  it('builds the tenant tree', async () => {
    const rows = await t.db
      .select()
      .from(tenants)
      .where(inArray(tenants.id, [...tenantIdByName.values()]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const parentOf = (name: string) => {
      const row = rows.find((r) => r.name === name);
      return row?.parentId ? byId.get(row.parentId)?.name : undefined;
    };
    const root = rows.find((r) => r.tenantType === 'ROOT')?.name;
    expect({
      'Northwind MSP': parentOf('Northwind MSP'),
      'Harbor IT': parentOf('Harbor IT'),
      'Contoso Health': parentOf('Contoso Health'),
      'Fabrikam Retail': parentOf('Fabrikam Retail'),
      'Tailspin Logistics': parentOf('Tailspin Logistics'),
      'Bluefin Partners': parentOf('Bluefin Partners'),
      'Litware Legal': parentOf('Litware Legal'),
    }).toEqual({
      'Northwind MSP': root,
      'Harbor IT': 'Northwind MSP',
      'Contoso Health': 'Northwind MSP',
      'Fabrikam Retail': 'Northwind MSP',
      'Tailspin Logistics': 'Harbor IT',
      'Bluefin Partners': root,
      'Litware Legal': 'Bluefin Partners',
    });
    for (const r of rows) {
      if (r.tenantType === 'PARTNER') expect(r.partnerKey, r.name).toMatch(/^[0-9a-f-]{36}$/);
      if (r.tenantType === 'CUSTOMER') {
        expect(r.agentKey, r.name).toMatch(/^[0-9a-f-]{36}$/);
        expect(r.agentUninstallKey, r.name).toMatch(/^[0-9A-F]{16}$/);
        expect(r.subscriptionType, r.name).not.toBeNull();
      }
    }
    const fabrikam = rows.find((r) => r.name === 'Fabrikam Retail');
    expect(fabrikam).toMatchObject({ testingGroups: [1], fipsRequestStatus: 1, tenantType: 'CUSTOMER' });
  });

  it.each([
    ['sysadmin@vigil.demo', 'Vigil Back Office', ['SysAdmin'], {}],
    ['onboarding@vigil.demo', 'Vigil Back Office', ['OnboardingManager'], {}],
    ['partner@vigil.demo', 'Northwind MSP', ['TENANT_ADMIN'], {}],
    ['subpartner@vigil.demo', 'Harbor IT', ['TENANT_ADMIN'], {}],
    ['customer@vigil.demo', 'Contoso Health', ['TENANT_ADMIN'], {}],
    [
      'totp@vigil.demo',
      'Contoso Health',
      ['TENANT_ADMIN'],
      { useTotp: true, totpSecret: null, totpConfirmed: false },
    ],
    ['newhire@vigil.demo', 'Contoso Health', [], { needToChangePassword: true }],
    ['readonly@vigil.demo', 'Contoso Health', [], { isReadOnlyUser: true }],
    ['fabrikam@vigil.demo', 'Fabrikam Retail', ['TENANT_ADMIN'], {}],
    ['tailspin@vigil.demo', 'Tailspin Logistics', ['TENANT_ADMIN'], {}],
    ['bluefin@vigil.demo', 'Bluefin Partners', ['TENANT_ADMIN'], {}],
    ['litware@vigil.demo', 'Litware Legal', ['TENANT_ADMIN'], {}],
  ] as const)('creates %s in %s', async (email, tenantName, roles, flags) => {
    const user = await userByEmail(email);
    expect(user.tenantId).toBe(tenantIdByName.get(tenantName));
    expect(user.roles).toEqual(roles);
    expect(user).toMatchObject({
      useTotp: false,
      needToChangePassword: false,
      isReadOnlyUser: false,
      isDeleted: false,
      ...flags,
    });
  });

  it("draws the partner's Risk Over Time line: three months, each day its customers' sum", async () => {
    const partner = await userByEmail('partner@vigil.demo');
    const token = await tokenFor(t.config, partner);
    const now = new Date();
    const period = {
      start: new Date(now.getTime() - 90 * 86_400_000).toISOString(),
      finish: now.toISOString(),
    };
    type Line = { riskOverview: { dataRiskHistory: { day: string; total: number; reduction: number }[] } };
    const line = async (tenantId?: number) => {
      const res = await t.gql<Line>(
        `query ($start: DateTime!, $finish: DateTime!, $tenantId: Int) {
          riskOverview(startPeriod: $start, finishPeriod: $finish, tenantId: $tenantId) {
            dataRiskHistory { day total reduction }
          }
        }`,
        { ...period, tenantId },
        token,
      );
      expect(res.errors).toBeUndefined();
      return res.data?.riskOverview.dataRiskHistory ?? [];
    };
    const own = await line();
    expect(own).toHaveLength(91);
    // Northwind's customers: Contoso and Fabrikam, and Tailspin under Harbor IT.
    const customers = await Promise.all(
      ['Contoso Health', 'Fabrikam Retail', 'Tailspin Logistics'].map((n) => line(tenantIdByName.get(n))),
    );
    for (const [i, point] of own.entries()) {
      const sum = customers.reduce((acc, c) => acc + (c[i]?.total ?? 0), 0);
      expect(customers.every((c) => c[i]?.day === point.day)).toBe(true);
      expect(point.total).toBeCloseTo(sum, 2);
    }
    expect(own.at(-1)!.total).toBeGreaterThan(own[0]!.total);
  });

  it("gives the Onboarding Manager a partner and a customer to onboard (the Onboarding table's rows)", async () => {
    const manager = await userByEmail('onboarding@vigil.demo');
    const rows = await t.db
      .select({ name: tenants.name, onboardingUserId: tenants.onboardingUserId })
      .from(tenants)
      .where(and(eq(tenants.onboarding, true), inArray(tenants.name, DEMO_TENANT_NAMES)));
    expect(rows.map((r) => r.name).sort()).toEqual(['Harbor IT', 'Tailspin Logistics']);
    expect(new Set(rows.map((r) => r.onboardingUserId))).toEqual(new Set([manager.id]));
  });

  it('hashes the demo password with argon2', async () => {
    const user = await userByEmail('customer@vigil.demo');
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it("fills the demo customers through ingest: the partner's dropdown shows their real totals", async () => {
    const partner = await userByEmail('partner@vigil.demo');
    const res = await t.gql<{ childTenants: { items: Record<string, number | string | boolean>[] } }>(
      '{ childTenants { items { id name isPartner devicesCount entriesCost encryptedEntriesCost encryptionPercent } } }',
      {},
      await tokenFor(t.config, partner),
    );
    expect(res.errors).toBeUndefined();
    const items = res.data?.childTenants.items ?? [];
    expect(items.map((i) => [i.name, i.devicesCount])).toEqual([
      ['Contoso Health', 12],
      ['Fabrikam Retail', 7],
      ['Harbor IT', 5],
    ]);
    for (const item of items) {
      // Each child's totals are its subtree's rollups, and those equal a full recompute of its rows.
      const subtree = await t.db
        .select({ id: tenants.id })
        .from(tenants)
        .where(like(tenants.path, `%/${Number(item.id)}/%`));
      let total = 0;
      let encrypted = 0;
      for (const { id } of subtree) {
        const incremental = await rollupSnapshot(t.db, id);
        await t.db.transaction(async (tx) => recomputeRollups(tx, await resolveSystemScope(tx, id)));
        expect(await rollupSnapshot(t.db, id)).toEqual(incremental);
        const [rollup] = await t.db
          .select()
          .from(tenantRiskRollups)
          .where(eq(tenantRiskRollups.tenantId, id));
        total += rollup?.sensitiveRiskUsd ?? 0;
        encrypted += rollup?.encryptedSensitiveRiskUsd ?? 0;
      }
      expect(item.entriesCost).toBeGreaterThan(0);
      expect(item.entriesCost).toBeCloseTo(total, 2);
      expect(item.encryptedEntriesCost).toBeCloseTo(encrypted, 2);
      expect(item.encryptionPercent).toBe(Math.round((encrypted / total) * 100));
    }
  });

  it.each([
    ['Contoso Health', ['PCI DSS', 'HIPAA', 'CCPA']],
    ['Fabrikam Retail', ['PCI DSS', 'GDPR', 'CCPA']],
    ['Tailspin Logistics', ['PCI DSS', 'GDPR', 'CCPA']],
    ['Litware Legal', ['GDPR', 'CCPA']],
  ] as const)(
    "gives %s its business's regulations, and findings only of its classifiers under them",
    async (name, expected) => {
      const tenantId = tenantIdByName.get(name);
      if (tenantId === undefined) throw new Error(`no tenant ${name}`);
      const selected = await rowsOf<{ name: string }>(
        t.db,
        sql`select r.name from tenant_regulations tr join regulations r on r.id = tr.regulation_id
          where tr.tenant_id = ${tenantId} order by r.sort_number`,
      );
      expect(selected.map((r) => r.name)).toEqual(expected);
      const [row] = await rowsOf<{
        findings: number;
        foreign: number;
        unregulated: number;
        classifiers: number;
      }>(
        t.db,
        sql`select count(*)::int as findings,
          count(*) filter (where c.id is null)::int as foreign,
          count(*) filter (where c.id is not null and not exists (
            select 1 from classifier_regulations cr join tenant_regulations tr
              on tr.tenant_id = cr.tenant_id and tr.regulation_id = cr.regulation_id
            where cr.tenant_id = f.tenant_id and cr.classifier_id = f.classifier_id))::int as unregulated,
          count(distinct f.classifier_id)::int as classifiers
        from file_findings f left join classifiers c on c.tenant_id = f.tenant_id and c.id = f.classifier_id
        where f.tenant_id = ${tenantId}`,
      );
      expect(row?.findings).toBeGreaterThan(0);
      // Every finding's classifier is the customer's own, linked to one of its selected regulations.
      expect(row?.foreign).toBe(0);
      expect(row?.unregulated).toBe(0);
      expect(row?.classifiers).toBeGreaterThan(3);
    },
  );

  it('finds US Social Security numbers at Contoso Health (HIPAA), and no patient folders at the retailer', async () => {
    const contoso = tenantIdByName.get('Contoso Health');
    const fabrikam = tenantIdByName.get('Fabrikam Retail');
    const ssn = async (tenantId: number | undefined) => {
      const [row] = await rowsOf<{ classifiers: number; findings: number }>(
        t.db,
        sql`select count(distinct c.id)::int as classifiers, count(f.file_id)::int as findings
          from classifiers c join template_classifiers tc on tc.id = c.template_id
          left join file_findings f on f.tenant_id = c.tenant_id and f.classifier_id = c.id
          where c.tenant_id = ${tenantId} and tc.key = 'US_SSN' and not c.is_deleted`,
      );
      return row;
    };
    expect(await ssn(contoso)).toMatchObject({ classifiers: 1, findings: expect.any(Number) });
    expect((await ssn(contoso))?.findings).toBeGreaterThan(10);
    const [patients] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from files where tenant_id = ${fabrikam} and path like '%Patients%'`,
    );
    expect(patients?.n).toBe(0);
    const [contosoPatients] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from files where tenant_id = ${contoso} and path like '%Patients%'`,
    );
    expect(contosoPatients?.n).toBeGreaterThan(0);
  });

  it("opens cases from the demo's card rule, counted on the devices that raised them", async () => {
    // The demo customer's own tenant: on a shared PostgreSQL another file's seed has one of that name too.
    const contoso = (await userByEmail('customer@vigil.demo')).tenantId;
    const [row] = await rowsOf<{ cases: number; counted: number }>(
      t.db,
      sql`select (select count(*)::int from cases where tenant_id = ${contoso}) as cases,
        (select coalesce(sum(cases_count), 0)::int from device_risk_rollups where tenant_id = ${contoso}) as counted`,
    );
    expect(row?.cases).toBeGreaterThan(0);
    expect(row?.counted).toBe(row?.cases);
  });
});

describe('create-admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const input = {
    email: '  Ada@Example.COM ',
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: 'analytical-engine',
  };

  it('creates a SysAdmin in the root tenant, with a change-history entry', async () => {
    const admin = await createAdmin(t.db, input);
    expect(admin).toEqual({ id: expect.any(Number), email: 'ada@example.com', tenantId: t.rootTenantId });
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['SysAdmin'],
      tenantId: t.rootTenantId,
      needToChangePassword: false,
    });
    expect(await verifyPassword(row?.passwordHash ?? '', 'analytical-engine')).toBe(true);
    const history = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'User'), eq(auditEntries.entityId, admin.id)))
      .orderBy(auditEntries.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ operation: 'CREATE', tenantId: t.rootTenantId, userId: null });
    expect(JSON.stringify(history[0])).not.toContain('analytical-engine');

    const res = await t.gql<{ userInfo: { routeRole: string; roles: string[] } }>(
      '{ userInfo { routeRole roles } }',
      {},
      await tokenFor(t.config, { id: admin.id, tenantId: admin.tenantId }),
    );
    expect(res.data?.userInfo).toEqual({ routeRole: 'admin', roles: ['SysAdmin'] });
  });

  it('refuses a duplicate email, whatever its case, with a clear message', async () => {
    await expect(createAdmin(t.db, { ...input, email: 'ADA@example.com' })).rejects.toThrow(
      'A user with the email ada@example.com already exists.',
    );
    expect(await t.db.select({ n: count() }).from(users).where(eq(users.email, 'ada@example.com'))).toEqual([
      { n: 1 },
    ]);
  });

  it.each([
    ['a short password', { password: '12345' }, 'password: Must be at least 6 characters long'],
    ['a common password', { password: 'password' }, `password: ${Messages.passwordTooEasy}`],
    ['the name as password', { password: 'AdaLovelace' }, `password: ${Messages.passwordTooEasy}`],
    ['an invalid email', { email: 'not-an-email' }, 'email: Invalid Email value'],
    ['a blank first name', { firstName: '  ' }, 'firstName: Value is required'],
    [
      'an overlong last name',
      { lastName: 'x'.repeat(51) },
      'lastName: Value should be less than 50 characters',
    ],
  ])('refuses %s', async (_label, change, message) => {
    await expect(createAdmin(t.db, { ...input, email: 'other@example.com', ...change })).rejects.toThrow(
      message,
    );
    expect(await t.db.select().from(users).where(eq(users.email, 'other@example.com'))).toEqual([]);
  });
});
