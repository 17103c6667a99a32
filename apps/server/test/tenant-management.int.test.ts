import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, NEW_CUSTOMER_DEFAULTS, TenantMessages } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { devices } from '../src/devices/devices.tables.js';
import { regulations, tenantRegulations } from '../src/regulations/regulations.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { users } from '../src/users/users.tables.js';
import { verifyPassword } from '../src/auth/passwords.js';
import { createTenant, createUser, setTenantRollup, tokenFor, unique } from './helpers/factories.js';
import { createAgentCustomer, registerAgent } from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const CREATE_PARTNER = `mutation ($request: CreatePartnerRequestInput!, $tenantId: Int) {
  createPartner2(request: $request, tenantId: $tenantId) { id name } }`;
const CREATE_CUSTOMER = `mutation ($request: CreateCustomerRequestInput!, $tenantId: Int) {
  createCustomer2(request: $request, tenantId: $tenantId) { id name } }`;
const UPDATE_CUSTOMER = `mutation ($request: UpdateCustomerRequestInput!, $tenantId: Int) {
  updateCustomer2(request: $request, tenantId: $tenantId) {
    id name phoneNumber zipCode businessSize subscriptionType discoveryEnabled serverDiscoveryEnabled
    encryptionEnabled browserExtensionEnabled testingGroups scannerDelayMinute alertRule country { id name } } }`;
const UPDATE_PARTNER = `mutation ($request: UpdatePartnerRequestInput!, $tenantId: Int) {
  updatePartner2(request: $request, tenantId: $tenantId) {
    id name phone partnerLogo canSignUpNewPartners hubspotId licenseCountExceededMessage country { id } } }`;
const CUSTOMER = `query ($id: Int!) { customer2(request: { id: $id }) {
  id name country { id } businessSize subscriptionType scannerDelayMinute agentKey onboarding
  discoveryEnabled statisticEnabled encryptionEnabled serverDiscoveryEnabled serverStatisticEnabled
  iconShellExtensionEnabled menuShellExtensionEnabled browserExtensionEnabled vigilAgentIconOn
  contentTypes { id countries { id } } laptopsSettingsGroup { id } } }`;
const PARTNER = `query ($id: Int!) { partner2(request: { id: $id }) {
  id name partnerKey hubspotId canSignUpNewPartners onboarding onboardingUsers { id } } }`;
const LIST = `query ($tenantId: Int, $where: TenantListItemFilterInput, $order: [TenantListItemSortInput!], $take: Int) {
  customersAndPartners2(tenantId: $tenantId, where: $where, order: $order, take: $take) {
    totalCount
    items { id name tenantType superiorPartner agentKey devicesCount allNestedActiveDevicesCount customersCount
      usersCount sensitiveRiskInUSD encryptedSensitiveRiskInUSD residualSensitiveRiskInUSD encryptedEntriesCost
      filesCount onboarding testingGroups users { email } popups { popupType } } } }`;

/** A PNG of `size` × `size` pixels (only its header is read), as a data URL. */
function pngOf(size: number): string {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(size, 16);
  bytes.writeUInt32BE(size, 20);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

const login = (email = `${unique('admin')}@example.test`) => ({
  email,
  firstName: 'Ada',
  lastName: 'Admin',
  password: 'Quartz-lantern-92',
});

describe('tenant management', () => {
  let t: TestApp;
  let partnerId: number;
  let partnerToken: string;
  let readOnlyToken: string;
  let sysToken: string;
  let managerId: number;
  let managerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER', unique('Partner'));
    await t.db.update(tenants).set({ countryCode: 'DE' }).where(eq(tenants.id, partner.id));
    partnerId = partner.id;
    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    readOnlyToken = await tokenFor(t.config, await createUser(t.db, partner.id, { isReadOnlyUser: true }));
    sysToken = await tokenFor(t.config, await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] }));
    const manager = await createUser(t.db, t.rootTenantId, { roles: ['OnboardingManager'] });
    managerId = manager.id;
    managerToken = await tokenFor(t.config, manager);
  });
  afterAll(() => t.close());

  async function newCustomer(request: Record<string, unknown>, token = partnerToken, tenantId?: number) {
    const res = await t.gql<{ createCustomer2: { id: number } }>(
      CREATE_CUSTOMER,
      { request, tenantId },
      token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createCustomer2.id;
  }

  describe('createPartner2', () => {
    it('makes a partner below the caller with a sign-up key and a TENANT_ADMIN with two-step sign-in who must change the password', async () => {
      const admin = login();
      const res = await t.gql<{ createPartner2: { id: number; name: string } }>(
        CREATE_PARTNER,
        { request: { name: ' Sub Partner ', country: { id: 'FR' }, phone: '+33 1234 5678', user: admin } },
        partnerToken,
      );
      expect(res.errors).toBeUndefined();
      const id = res.data!.createPartner2.id;
      const [row] = await t.db.select().from(tenants).where(eq(tenants.id, id));
      expect(row).toMatchObject({
        name: 'Sub Partner',
        tenantType: 'PARTNER',
        parentId: partnerId,
        countryCode: 'FR',
        phone: '+3312345678',
      });
      expect(row?.partnerKey).toMatch(/^[0-9a-f-]{36}$/);
      const [user] = await t.db.select().from(users).where(eq(users.tenantId, id));
      expect(user).toMatchObject({
        email: admin.email,
        roles: ['TENANT_ADMIN'],
        useTotp: true,
        needToChangePassword: true,
        isPrimaryAdmin: true,
      });
      // Really hashed (argon2id), and the password verifies.
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user!.passwordHash!, admin.password)).toBe(true);
      const entries = await t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.tenantId, partnerId), eq(auditEntries.entityId, id)))
        .orderBy(auditEntries.id);
      expect(entries.map((e) => [e.entityType, e.operation])).toEqual([['Tenant', 'CREATE']]);
      expect(JSON.stringify(entries[0]?.stateAfter)).not.toContain(admin.password);
    });

    it.each([
      ['an over-long company name', { name: 'x'.repeat(256) }, Messages.lengthBelow(255)],
      ['an empty company name', { name: '  ' }, TenantMessages.companyNameRequired],
      ['a phone without a plus sign', { phone: '12345678' }, TenantMessages.invalidPhone],
      ['a phone of 6 digits', { phone: '+123456' }, TenantMessages.invalidPhone],
      ['a missing phone', { phone: '' }, TenantMessages.phoneRequired],
      ['an unknown country', { country: { id: 'XX' } }, TenantMessages.unknownCountry],
      ['a bad e-mail', { user: { ...login(), email: 'not-an-email' } }, TenantMessages.invalidEmail],
      [
        'an over-long e-mail',
        { user: { ...login(), email: `${'a'.repeat(251)}@x.io` } },
        Messages.lengthBelow(255),
      ],
      [
        'an over-long first name',
        { user: { ...login(), firstName: 'f'.repeat(51) } },
        Messages.lengthBelow(50),
      ],
      ['a short password', { user: { ...login(), password: 'abc' } }, Messages.passwordTooShort],
      ['a guessable password', { user: { ...login(), password: 'password123' } }, Messages.passwordTooEasy],
    ])('refuses %s and writes nothing', async (_what, change, message) => {
      // The caller's own partners only: other files create tenants in a shared PostgreSQL database.
      const children = () =>
        t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(tenants)
          .where(eq(tenants.parentId, partnerId));
      const before = await children();
      const request = {
        name: unique('P'),
        country: { id: 'US' },
        phone: '+15555550100',
        user: login(),
        ...change,
      };
      const res = await t.gql(CREATE_PARTNER, { request }, partnerToken);
      expect(res.errors?.[0]?.message).toBe(message);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await children()).toEqual(before);
    });

    it('refuses an e-mail that is taken', async () => {
      const taken = await createUser(t.db, partnerId);
      const res = await t.gql(
        CREATE_PARTNER,
        {
          request: {
            name: unique('P'),
            country: { id: 'US' },
            phone: '+15555550100',
            user: login(taken.email),
          },
        },
        partnerToken,
      );
      expect(res.errors?.[0]?.message).toBe(TenantMessages.emailTaken);
    });

    it('answers a foreign tenant, and a customer, like a missing one', async () => {
      const other = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const customer = await createTenant(t.db, partnerId, 'CUSTOMER');
      const request = { name: unique('P'), country: { id: 'US' }, phone: '+15555550100', user: login() };
      for (const tenantId of [other.id, customer.id, 999_999]) {
        const res = await t.gql(CREATE_PARTNER, { request, tenantId }, partnerToken);
        expect(res.errors?.[0]?.message).toBe(`Tenant ${tenantId} not found`);
      }
      expect((await t.gql(CREATE_PARTNER, { request }, readOnlyToken)).errors?.[0]?.message).toBe(
        Messages.readOnlyUser,
      );
    });
  });

  describe('createCustomer2', () => {
    it("gives a new customer the spec's defaults, its partner's country and its partner's regulations", async () => {
      const partnerRegulation = await t.db
        .insert(regulations)
        .values({
          name: unique('Partner default'),
          canBeSetForCountries: true,
          availableCountries: ['DE', 'AT'],
        })
        .returning({ id: regulations.id });
      const regId = partnerRegulation[0]!.id;
      const ownPartner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      await t.db.update(tenants).set({ countryCode: 'AT' }).where(eq(tenants.id, ownPartner.id));
      await t.db
        .insert(tenantRegulations)
        .values({ tenantId: ownPartner.id, regulationId: regId, countries: ['AT'] });
      const token = await tokenFor(t.config, await createUser(t.db, ownPartner.id));

      const id = await newCustomer({ name: 'Defaults Inc' }, token);
      const res = await t.gql<{ customer2: Record<string, unknown> }>(CUSTOMER, { id }, token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.customer2).toMatchObject({
        name: 'Defaults Inc',
        country: { id: 'AT' },
        businessSize: NEW_CUSTOMER_DEFAULTS.businessSize,
        subscriptionType: 'MONITORING',
        scannerDelayMinute: 0,
        ...NEW_CUSTOMER_DEFAULTS.flags,
        contentTypes: [{ id: regId, countries: [{ id: 'AT' }] }],
        laptopsSettingsGroup: null,
        onboarding: null,
      });
      expect(res.data!.customer2.agentKey).toMatch(/^[0-9a-f-]{36}$/);
      // No login asked for: the customer has no users and is reached through its partner.
      expect(await t.db.select().from(users).where(eq(users.tenantId, id))).toEqual([]);
    });

    it("without a partner selection takes the library's default regulations and their template classifiers", async () => {
      const id = await newCustomer({ name: unique('Library defaults') });
      const selected = await t.db.execute(
        sql`select r.id from tenant_regulations tr join regulations r on r.id = tr.regulation_id
          where tr.tenant_id = ${id} order by 1`,
      );
      const defaults = await t.db.execute(
        sql`select id from regulations where set_by_default and not is_deleted order by 1`,
      );
      expect((selected as unknown as { rows: unknown[] }).rows).toEqual(
        (defaults as unknown as { rows: unknown[] }).rows,
      );
      expect((defaults as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
      const copies = await t.db.execute(
        sql`select count(*)::int as n from classifiers where tenant_id = ${id} and template_id is not null`,
      );
      expect((copies as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    });

    it('takes the regulations, flags and login sent; the admin must change the password', async () => {
      const [reg] = await t.db
        .insert(regulations)
        .values({ name: unique('Chosen') })
        .returning({ id: regulations.id });
      const admin = login();
      const id = await newCustomer({
        name: unique('Chosen'),
        country: { id: 'CA' },
        subscriptionType: 'ONE_TIME_SCAN',
        businessSize: 'SIZE_501_1000',
        contentTypes: [{ id: reg!.id }],
        discoveryEnabled: true,
        vigilAgentIconOn: true,
        user: admin,
      });
      const [row] = await t.db.select().from(tenants).where(eq(tenants.id, id));
      expect(row).toMatchObject({
        countryCode: 'CA',
        subscriptionType: 'ONE_TIME_SCAN',
        businessSize: 'SIZE_501_1000',
        discoveryEnabled: true,
        vigilAgentIconOn: true,
        statisticEnabled: false,
        iconShellExtensionEnabled: true,
      });
      const [user] = await t.db.select().from(users).where(eq(users.tenantId, id));
      expect(user).toMatchObject({
        email: admin.email,
        roles: ['TENANT_ADMIN'],
        useTotp: true,
        needToChangePassword: true,
      });
    });

    it("gives a new device its customer's defaults: the workstation ones, or the server ones", async () => {
      const id = await newCustomer({
        name: unique('Device defaults'),
        discoveryEnabled: true,
        serverStatisticEnabled: true,
      });
      const [row] = await t.db.select().from(tenants).where(eq(tenants.id, id));
      const agent = await registerAgent(t.app, row!.agentKey!);
      const [device] = await t.db.select().from(devices).where(eq(devices.id, agent.deviceId));
      expect(device).toMatchObject({
        deviceType: 'DESKTOP',
        isDiscoveryEnabled: true,
        isStatisticEnabled: false,
        isEncryptionDisabled: true,
        isVigilAgentIconOn: false,
        iconShellExtensionEnabled: true,
        browserExtensionEnabled: true,
      });
    });

    it('refuses a hidden test regulation, a bad phone and an over-long name, writing nothing', async () => {
      const [hidden] = await t.db
        .insert(regulations)
        .values({ name: unique('Test hidden') })
        .returning({ id: regulations.id });
      const count = async () =>
        (
          await t.db
            .select({ n: sql<number>`count(*)::int` })
            .from(tenants)
            .where(eq(tenants.parentId, partnerId))
        )[0]?.n;
      const before = await count();
      const cases: [Record<string, unknown>, string][] = [
        [{ contentTypes: [{ id: hidden!.id }] }, `Regulation ${hidden!.id} not found`],
        [{ phoneNumber: '555-0100' }, TenantMessages.invalidPhone],
        [{ name: 'n'.repeat(256) }, Messages.lengthBelow(255)],
        [{ scannerDelayMinute: 1001 }, Messages.maxValue(1000)],
        [{ user: { ...login(), lastName: '' } }, Messages.required],
      ];
      for (const [change, message] of cases) {
        const res = await t.gql(CREATE_CUSTOMER, { request: { name: unique('C'), ...change } }, partnerToken);
        expect(res.errors?.[0]?.message).toBe(message);
      }
      expect(await count()).toBe(before);
      // SysAdmin sees test regulations.
      const res = await t.gql(
        CREATE_CUSTOMER,
        { request: { name: unique('C'), contentTypes: [{ id: hidden!.id }] }, tenantId: partnerId },
        sysToken,
      );
      expect(res.errors).toBeUndefined();
    });
  });

  describe('updateCustomer2', () => {
    it('changes the profile, and a ...Devices flag applies its setting to the existing devices by type', async () => {
      const customer = await createAgentCustomer(t.db, partnerId);
      const laptop = await registerAgent(t.app, customer.agentKey);
      const server = await registerAgent(t.app, customer.agentKey);
      await t.db.update(devices).set({ deviceType: 'SERVER' }).where(eq(devices.id, server.deviceId));
      const res = await t.gql<{ updateCustomer2: Record<string, unknown> }>(
        UPDATE_CUSTOMER,
        {
          request: {
            id: customer.id,
            name: '  Renamed  ',
            phoneNumber: '+49 30 1234567',
            zipCode: '10115',
            country: { id: 'DE' },
            alertRule: 'DAILY',
            scannerDelayMinute: 15,
            discoveryEnabled: false,
            discoveryEnabledDevices: true,
            serverDiscoveryEnabled: false,
            encryptionEnabled: false,
            encryptionEnabledDevices: true,
            browserExtensionEnabled: false,
          },
        },
        partnerToken,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateCustomer2).toMatchObject({
        name: 'Renamed',
        phoneNumber: '+49301234567',
        zipCode: '10115',
        country: { id: 'DE', name: 'Germany' },
        alertRule: 'DAILY',
        scannerDelayMinute: 15,
        discoveryEnabled: false,
        serverDiscoveryEnabled: false,
        encryptionEnabled: false,
        browserExtensionEnabled: false,
      });
      const rows = await t.db
        .select({
          id: devices.id,
          discovery: devices.isDiscoveryEnabled,
          encryptionDisabled: devices.isEncryptionDisabled,
          browser: devices.browserExtensionEnabled,
        })
        .from(devices)
        .where(eq(devices.tenantId, customer.id));
      const byId = new Map(rows.map((r) => [r.id, r]));
      // Workstation discovery was applied to the laptop only; the server's was saved as a default only.
      expect(byId.get(laptop.deviceId)).toEqual({
        id: laptop.deviceId,
        discovery: false,
        encryptionDisabled: true,
        browser: true,
      });
      expect(byId.get(server.deviceId)).toEqual({
        id: server.deviceId,
        discovery: true,
        encryptionDisabled: true,
        browser: true,
      });
      const [entry] = await t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.tenantId, customer.id), eq(auditEntries.entityType, 'Tenant')))
        .orderBy(auditEntries.id);
      expect(entry?.additionalData).toEqual({
        appliedToExistingDevices: ['workstationDiscovery', 'encryptionEnabled'],
        devicesChanged: 2,
      });
    });

    it('keeps the subscription rule: only One Time Scan to Monitoring, except for SysAdmin', async () => {
      const id = await newCustomer({ name: unique('Sub'), subscriptionType: 'ONE_TIME_SCAN' });
      const change = (subscriptionType: string, token = partnerToken) =>
        t.gql(UPDATE_CUSTOMER, { request: { id, subscriptionType } }, token);
      expect((await change('MONITORING_AND_ENCRYPTION')).errors?.[0]?.message).toBe(
        TenantMessages.subscriptionChangeNotAllowed,
      );
      expect((await change('MONITORING')).errors).toBeUndefined();
      expect((await change('ONE_TIME_SCAN')).errors?.[0]?.message).toBe(
        TenantMessages.subscriptionChangeNotAllowed,
      );
      expect((await change('MONITORING_AND_ENCRYPTION', sysToken)).errors).toBeUndefined();
    });

    it('leaves testing groups to the back office, and security groups to groups that exist', async () => {
      const id = await newCustomer({ name: unique('Groups') });
      const asPartner = await t.gql(UPDATE_CUSTOMER, { request: { id, testingGroups: [1] } }, partnerToken);
      expect(asPartner.errors?.[0]?.message).toBe(TenantMessages.backOfficeOnly('testing groups'));
      const asSys = await t.gql<{ updateCustomer2: { testingGroups: number[] } }>(
        UPDATE_CUSTOMER,
        { request: { id, testingGroups: [3, 1] } },
        sysToken,
      );
      expect(asSys.data?.updateCustomer2.testingGroups).toEqual([1, 3]);
      expect(
        (await t.gql(UPDATE_CUSTOMER, { request: { id, testingGroups: [7] } }, sysToken)).errors?.[0]
          ?.message,
      ).toBe('Unknown testing group');
      const group = await t.gql(
        UPDATE_CUSTOMER,
        { request: { id, laptopsSettingsGroupId: 5 } },
        partnerToken,
      );
      expect(group.errors?.[0]?.message).toBe('DeviceSettingsGroup 5 not found');
      const cleared = await t.gql(
        UPDATE_CUSTOMER,
        { request: { id, laptopsSettingsGroupId: null } },
        partnerToken,
      );
      expect(cleared.errors).toBeUndefined();
    });

    it.each([
      [{ zipCode: 'z'.repeat(51) }, 'Value should be less than 50 characters'],
      [{ city: 'c'.repeat(256) }, Messages.lengthBelow(255)],
      [{ phoneNumber: '+1' }, TenantMessages.invalidPhone],
      [{ name: '' }, TenantMessages.companyNameRequired],
      [{ fipsrequestStatus: 2 }, 'fipsrequestStatus is 1 or 0'],
      [{ scannerDelayMinute: -1 }, Messages.minValue(0)],
    ])('refuses %j', async (change, message) => {
      const id = await newCustomer({ name: unique('Bad') });
      const res = await t.gql(UPDATE_CUSTOMER, { request: { id, ...change } }, partnerToken);
      expect(res.errors?.[0]?.message).toBe(message);
    });

    it("lets a customer's admin change its own settings, and answers a foreign customer like a missing one", async () => {
      const id = await newCustomer({ name: unique('Own') });
      const ownToken = await tokenFor(t.config, await createUser(t.db, id));
      expect(
        (await t.gql(UPDATE_CUSTOMER, { request: { id, city: 'Berlin' } }, ownToken)).errors,
      ).toBeUndefined();
      const foreign = await createTenant(
        t.db,
        (await createTenant(t.db, t.rootTenantId, 'PARTNER')).id,
        'CUSTOMER',
      );
      const res = await t.gql(UPDATE_CUSTOMER, { request: { id: foreign.id, city: 'X' } }, partnerToken);
      expect(res.errors?.[0]?.message).toBe(`Tenant ${foreign.id} not found`);
      expect(
        (await t.gql(UPDATE_CUSTOMER, { request: { id: partnerId, city: 'X' } }, partnerToken)).errors?.[0]
          ?.message,
      ).toBe(`Tenant ${partnerId} not found`);
    });
  });

  describe('updatePartner2 and partner2', () => {
    it('takes a logo of at most 32 by 32 pixels and refuses a larger one', async () => {
      const sub = await createTenant(t.db, partnerId, 'PARTNER');
      const ok = await t.gql<{ updatePartner2: { partnerLogo: string } }>(
        UPDATE_PARTNER,
        { request: { id: sub.id, logo: pngOf(32) } },
        partnerToken,
      );
      expect(ok.errors).toBeUndefined();
      expect(ok.data!.updatePartner2.partnerLogo).toBe(pngOf(32));
      const big = await t.gql(UPDATE_PARTNER, { request: { id: sub.id, logo: pngOf(33) } }, partnerToken);
      expect(big.errors?.[0]?.message).toBe(TenantMessages.logoTooLarge);
      const notImage = await t.gql(
        UPDATE_PARTNER,
        { request: { id: sub.id, logo: 'data:text/html;base64,PHNjcmlwdD4=' } },
        partnerToken,
      );
      expect(notImage.errors?.[0]?.message).toBe(TenantMessages.logoType);
      const reset = await t.gql<{ updatePartner2: { partnerLogo: string | null } }>(
        UPDATE_PARTNER,
        { request: { id: sub.id, logo: null } },
        partnerToken,
      );
      expect(reset.data!.updatePartner2.partnerLogo).toBeNull();
    });

    it('leaves Can Sign Up New Partners and HubSpot to SysAdmin, and shows HubSpot to SysAdmin only', async () => {
      const sub = await createTenant(t.db, partnerId, 'PARTNER');
      const asPartner = await t.gql(
        UPDATE_PARTNER,
        { request: { id: sub.id, canSignUpNewPartners: true } },
        partnerToken,
      );
      expect(asPartner.errors?.[0]?.message).toBe(TenantMessages.backOfficeOnly('Can Sign Up New Partners'));
      const hub = await t.gql(UPDATE_PARTNER, { request: { id: sub.id, hubspotId: 'H-1' } }, partnerToken);
      expect(hub.errors?.[0]?.message).toBe(TenantMessages.backOfficeOnly('the HubSpot ID'));
      const asSys = await t.gql(
        UPDATE_PARTNER,
        { request: { id: sub.id, canSignUpNewPartners: true, hubspotId: 'H-1', phone: '+1 555 555 0100' } },
        sysToken,
      );
      expect(asSys.errors).toBeUndefined();
      const seenBySys = await t.gql<{ partner2: Record<string, unknown> }>(PARTNER, { id: sub.id }, sysToken);
      expect(seenBySys.data!.partner2).toMatchObject({ hubspotId: 'H-1', canSignUpNewPartners: true });
      const seenByPartner = await t.gql<{ partner2: Record<string, unknown> }>(
        PARTNER,
        { id: sub.id },
        partnerToken,
      );
      expect(seenByPartner.data!.partner2).toMatchObject({
        hubspotId: null,
        canSignUpNewPartners: true,
        onboarding: null,
      });
      const seenByReadOnly = await t.gql<{ partner2: Record<string, unknown> }>(
        PARTNER,
        { id: sub.id },
        readOnlyToken,
      );
      expect(seenByReadOnly.data!.partner2.partnerKey).toBeNull();
      // A partner's phone is required.
      const noPhone = await t.gql(UPDATE_PARTNER, { request: { id: sub.id, phone: '' } }, partnerToken);
      expect(noPhone.errors?.[0]?.message).toBe(TenantMessages.phoneNumberRequired);
    });

    it('answers a customer id, and a partner out of reach, like a missing partner', async () => {
      const customer = await createTenant(t.db, partnerId, 'CUSTOMER');
      const other = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      for (const id of [customer.id, other.id]) {
        expect((await t.gql(PARTNER, { id }, partnerToken)).errors?.[0]?.message).toBe(
          `Tenant ${id} not found`,
        );
        expect(
          (await t.gql(UPDATE_PARTNER, { request: { id, name: 'x' } }, partnerToken)).errors?.[0]?.message,
        ).toBe(`Tenant ${id} not found`);
      }
    });
  });

  describe('customersAndPartners2', () => {
    it('lists the whole subtree with true counts and risk, and filters, searches and sorts', async () => {
      const top = await createTenant(t.db, t.rootTenantId, 'PARTNER', unique('Top'));
      const topToken = await tokenFor(t.config, await createUser(t.db, top.id));
      const sub = await createTenant(t.db, top.id, 'PARTNER', 'Sub partner');
      const a = await createAgentCustomer(t.db, top.id);
      const b = await createAgentCustomer(t.db, sub.id);
      await t.db.update(tenants).set({ name: 'Alpha customer' }).where(eq(tenants.id, a.id));
      await t.db
        .update(tenants)
        .set({ name: 'Beta customer', subscriptionStatus: 'TRIAL' })
        .where(eq(tenants.id, b.id));
      const agentA = await registerAgent(t.app, a.agentKey);
      await registerAgent(t.app, a.agentKey);
      await registerAgent(t.app, b.agentKey);
      await t.db.update(devices).set({ isArchived: true }).where(eq(devices.id, agentA.deviceId));
      const userOfB = await createUser(t.db, b.id, { email: `${unique('findme')}@beta.test` });
      await setTenantRollup(t.db, a.id, {
        sensitiveCost: '100.5',
        encryptedSensitiveCost: '40',
        encryptedNonSensitiveCost: '2',
        filesCount: 7,
      });
      await setTenantRollup(t.db, b.id, { sensitiveCost: '10', encryptedSensitiveCost: '1', filesCount: 3 });

      type Item = Record<string, unknown> & { id: number; name: string };
      const list = async (variables: Record<string, unknown>, token = topToken) => {
        const res = await t.gql<{ customersAndPartners2: { totalCount: number; items: Item[] } }>(
          LIST,
          variables,
          token,
        );
        expect(res.errors).toBeUndefined();
        return res.data!.customersAndPartners2;
      };
      const all = await list({});
      expect(all.items.map((i) => i.name)).toEqual(['Alpha customer', 'Beta customer', 'Sub partner']);
      const byName = new Map(all.items.map((i) => [i.name, i]));
      expect(byName.get('Alpha customer')).toMatchObject({
        tenantType: 'CUSTOMER',
        superiorPartner: top.name,
        agentKey: a.agentKey,
        devicesCount: 2,
        allNestedActiveDevicesCount: 1,
        customersCount: 0,
        usersCount: 0,
        sensitiveRiskInUSD: 100.5,
        encryptedSensitiveRiskInUSD: 40,
        residualSensitiveRiskInUSD: 60.5,
        encryptedEntriesCost: 42,
        filesCount: 7,
        onboarding: null,
        popups: [],
      });
      // A partner's figures are its live customers' sums.
      expect(byName.get('Sub partner')).toMatchObject({
        tenantType: 'PARTNER',
        devicesCount: 1,
        allNestedActiveDevicesCount: 1,
        customersCount: 1,
        sensitiveRiskInUSD: 10,
        residualSensitiveRiskInUSD: 9,
      });
      expect(byName.get('Beta customer')).toMatchObject({
        superiorPartner: 'Sub partner',
        usersCount: 1,
        users: [{ email: userOfB.email }],
      });

      expect((await list({ where: { tenantType: { eq: 'PARTNER' } } })).items.map((i) => i.name)).toEqual([
        'Sub partner',
      ]);
      expect(
        (await list({ where: { subscriptionStatus: { eq: 'TRIAL' } } })).items.map((i) => i.name),
      ).toEqual(['Beta customer']);
      const search = (text: string) => ({
        or: [
          { name: { contains: text } },
          { agentKey: { contains: text } },
          { usersEmails: { contains: text } },
        ],
      });
      expect((await list({ where: search('findme') })).items.map((i) => i.name)).toEqual(['Beta customer']);
      expect((await list({ where: search(a.agentKey.slice(4, 16)) })).items.map((i) => i.name)).toEqual([
        'Alpha customer',
      ]);
      expect(
        (await list({ order: [{ sensitiveRiskInUSD: 'DESC' }] })).items.map((i) => i.name),
        // Equal figures keep the id order: the sub-partner was made first.
      ).toEqual(['Alpha customer', 'Sub partner', 'Beta customer']);
      expect((await list({ take: 1 })).totalCount).toBe(3);

      // A read-only user sees no agent keys and cannot find a tenant by one.
      const readOnly = await tokenFor(t.config, await createUser(t.db, top.id, { isReadOnlyUser: true }));
      const seen = await list({}, readOnly);
      expect(seen.items.every((i) => i.agentKey === null)).toBe(true);
      expect((await list({ where: search(a.agentKey.slice(4, 16)) }, readOnly)).items).toEqual([]);
      // Onboarding filters are the back office's: for anyone else the column is empty.
      expect((await list({ where: { onboarding: { eq: false } } })).items).toEqual([]);
      // The sub-partner sees its own subtree only.
      const subToken = await tokenFor(t.config, await createUser(t.db, sub.id));
      expect((await list({}, subToken)).items.map((i) => i.name)).toEqual(['Beta customer']);
      // A customer has no tenants below it.
      const customerToken = await tokenFor(t.config, await createUser(t.db, a.id));
      expect((await list({}, customerToken)).totalCount).toBe(0);
      // Another partner's tenant answers like a missing one.
      const res = await t.gql(LIST, { tenantId: partnerId }, topToken);
      expect(res.errors?.[0]?.message).toBe(`Tenant ${partnerId} not found`);
    });
  });

  describe('onboarding', () => {
    it('is set by the back office to one of its Onboarding Managers and listed in onboardingTenants', async () => {
      const customer = await createTenant(t.db, partnerId, 'CUSTOMER', unique('Onboard me'));
      const other = await createUser(t.db, partnerId);
      const UPDATE = `mutation ($request: UpdateCustomerOnboardingDataRequestInput!) {
        updateCustomerOnboardingData(request: $request) { id onboarding onboardingUser { id email } } }`;
      const refused = await t.gql(
        UPDATE,
        { request: { id: customer.id, onboarding: true, onboardingUserId: other.id } },
        managerToken,
      );
      expect(refused.errors?.[0]?.message).toBe(`User ${other.id} not found`);
      const partnerTry = await t.gql(
        UPDATE,
        { request: { id: customer.id, onboarding: true } },
        partnerToken,
      );
      expect(partnerTry.errors?.[0]?.message).toBe(Messages.notAllowed);
      const res = await t.gql<{ updateCustomerOnboardingData: Record<string, unknown> }>(
        UPDATE,
        { request: { id: customer.id, onboarding: true, onboardingUserId: managerId } },
        managerToken,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateCustomerOnboardingData).toMatchObject({
        onboarding: true,
        onboardingUser: { id: managerId },
      });

      const managers = await t.gql<{ onboardingManagers: { id: number }[] }>(
        '{ onboardingManagers { id email } }',
        {},
        sysToken,
      );
      expect(managers.data!.onboardingManagers.map((m) => m.id)).toContain(managerId);
      const listed = await t.gql<{ onboardingTenants: { items: Record<string, unknown>[] } }>(
        `query ($where: TenantListItemFilterInput) { onboardingTenants(where: $where) { items { id onboarding onboardingUserId onboardingUserEmail } } }`,
        { where: { id: { eq: customer.id } } },
        sysToken,
      );
      expect(listed.data!.onboardingTenants.items).toEqual([
        {
          id: customer.id,
          onboarding: true,
          onboardingUserId: managerId,
          onboardingUserEmail: expect.any(String),
        },
      ]);
      const partnerView = await t.gql<{ partner2: { onboardingUsers: { id: number }[] } }>(
        PARTNER,
        { id: partnerId },
        sysToken,
      );
      expect(partnerView.data!.partner2.onboardingUsers.map((u) => u.id)).toContain(managerId);
    });
  });

  describe('customerLicenseInfo and countries', () => {
    it('counts licensed devices over the licences available', async () => {
      const customer = await createAgentCustomer(t.db, partnerId, { licenseCount: 2 });
      await registerAgent(t.app, customer.agentKey);
      await registerAgent(t.app, customer.agentKey);
      await registerAgent(t.app, customer.agentKey);
      const Q =
        'query ($tenantId: Int) { customerLicenseInfo(tenantId: $tenantId) { activatedCount availableCount type } }';
      const res = await t.gql<{ customerLicenseInfo: unknown }>(Q, { tenantId: customer.id }, partnerToken);
      expect(res.data!.customerLicenseInfo).toEqual({ activatedCount: 2, availableCount: 2, type: null });
      const unlimited = await createAgentCustomer(t.db, partnerId);
      await t.db.update(tenants).set({ subscriptionType: 'MONITORING' }).where(eq(tenants.id, unlimited.id));
      await registerAgent(t.app, unlimited.agentKey);
      const res2 = await t.gql<{ customerLicenseInfo: unknown }>(Q, { tenantId: unlimited.id }, partnerToken);
      expect(res2.data!.customerLicenseInfo).toEqual({
        activatedCount: 1,
        availableCount: null,
        type: 'MONITORING',
      });
    });

    it('lists the ISO countries by name', async () => {
      const res = await t.gql<{ countries: { id: string; name: string }[] }>(
        '{ countries { id name } }',
        {},
        partnerToken,
      );
      expect(res.errors).toBeUndefined();
      const countries = res.data!.countries;
      expect(countries.length).toBe(249);
      expect(countries).toContainEqual({ id: 'US', name: 'United States' });
      expect(countries.map((c) => c.id)).not.toContain('EU');
    });
  });
});
