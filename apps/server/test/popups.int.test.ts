import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PopupLimits, PopupMessages, TenantType, type PopupType } from '@vigil/contracts';
import type { AuthUser } from '../src/common/context.js';
import { rowsOf } from '../src/db/rows.js';
import { answerUserPopup, userPopup } from '../src/popups/popups.service.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';
import { createTenant, createUser, tokenFor, type CreatedUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const TEMPLATE = `query ($type: PopupType!) { popupTemplate(templateType: $type) { popupType title description status } }`;
const UPDATE = `mutation ($popupType: PopupType!, $title: String!, $description: String!, $status: PopupTemplateStatus!, $reset: Boolean) {
  updatePopupTemplate(popupType: $popupType, title: $title, description: $description, status: $status, resetDontShowAgain: $reset) {
    popupType title description status } }`;
const USER_POPUP = `query { userPopup { popupType title description startDate canBePostponed } }`;
const LAUNCH = `mutation ($tenantId: Int!, $popupType: PopupType!, $startDate: DateTime!, $canBePostponed: Boolean) {
  launchTenantPopup(tenantId: $tenantId, popupType: $popupType, startDate: $startDate, canBePostponed: $canBePostponed) }`;
const STOP = `mutation ($tenantId: Int!, $popupType: PopupType!) { stopTenantPopup(tenantId: $tenantId, popupType: $popupType) }`;
const POPUPS = `query ($where: TenantPopupItemFilterInput, $take: Int) {
  popups(where: $where, take: $take) { totalCount items { id name tenantType paymentWarningStartDate blockStartDate } } }`;
const answer = (name: string) => `mutation ($type: PopupType!) { ${name}(popupType: $type) }`;

const HOUR = 60 * 60 * 1000;

interface Popup {
  popupType: PopupType;
  title: string;
  description: string;
  startDate: string | null;
  canBePostponed: boolean;
}

describe('popups and payment alerts', () => {
  let t: TestApp;
  let sysAdmin: string;
  let onboardingManager: string;
  let partnerId: number;
  let customerId: number;
  let otherCustomerId: number;
  let customerUser: CreatedUser;
  let customer: string;
  let otherCustomer: string;
  let partnerAdmin: string;

  const template = async (type: PopupType) =>
    (await t.gql<{ popupTemplate: Record<string, string> }>(TEMPLATE, { type }, sysAdmin)).data
      ?.popupTemplate;
  const save = (vars: Record<string, unknown>, token = sysAdmin) =>
    t.gql<{ updatePopupTemplate: Record<string, string> }>(
      UPDATE,
      { popupType: 'MAIN', title: 'News', description: '<p>Hello</p>', status: 'PUBLISHED', ...vars },
      token,
    );
  const popupOf = async (token: string) => {
    const res = await t.gql<{ userPopup: Popup | null }>(USER_POPUP, {}, token);
    expect(res.errors).toBeUndefined();
    return res.data?.userPopup ?? null;
  };
  const launch = (tenantId: number, popupType: PopupType, startDate: Date, canBePostponed?: boolean) =>
    t.gql(LAUNCH, { tenantId, popupType, startDate: startDate.toISOString(), canBePostponed }, sysAdmin);
  const stop = (tenantId: number, popupType: PopupType) => t.gql(STOP, { tenantId, popupType }, sysAdmin);
  const templatesRows = () => rowsOf(t.db, sql`select * from popup_templates order by popup_type`);

  beforeAll(async () => {
    // Templates are global and resetDontShowAgain touches every user: a database of its own.
    t = await createTestApp({}, { privateDatabase: true });
    sysAdmin = await tokenFor(t.config, await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] }));
    onboardingManager = await tokenFor(
      t.config,
      await createUser(t.db, t.rootTenantId, { roles: ['OnboardingManager'] }),
    );
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER', 'Popup Partner');
    partnerId = partner.id;
    customerId = (await createTenant(t.db, partner.id, 'CUSTOMER', 'Popup Customer')).id;
    otherCustomerId = (await createTenant(t.db, t.rootTenantId, 'CUSTOMER', 'Other Customer')).id;
    customerUser = await createUser(t.db, customerId);
    customer = await tokenFor(t.config, customerUser);
    otherCustomer = await tokenFor(t.config, await createUser(t.db, otherCustomerId));
    partnerAdmin = await tokenFor(t.config, await createUser(t.db, partner.id));
  });
  afterAll(() => t.close());

  describe('templates', () => {
    it('a type never saved answers its default; MAIN is a draft and shows nothing', async () => {
      expect(await template('MAIN')).toEqual({
        popupType: 'MAIN',
        title: '',
        description: '',
        status: 'DRAFT',
      });
      expect((await template('PAYMENT_WARNING'))?.status).toBe('PUBLISHED');
      expect(await popupOf(customer)).toBeNull();
    });

    it.each([
      [
        'a title over 255 characters',
        { title: 'x'.repeat(PopupLimits.titleMax + 1) },
        PopupMessages.titleTooLong,
      ],
      ['an empty title', { title: '   ' }, PopupMessages.titleRequired],
      ['an empty description', { description: '' }, PopupMessages.descriptionRequired],
      [
        'a description of nothing but a script',
        { description: '<script>alert(1)</script>' },
        PopupMessages.descriptionRequired,
      ],
    ])('%s is refused with its message and nothing is saved', async (_label, vars, message) => {
      const res = await save(vars);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await templatesRows()).toEqual([]);
    });

    it('a NUL byte or a wrong enum is a 400 before anything runs', async () => {
      const nul = await save({ title: 'a\u0000b' });
      expect(nul.status).toBe(400);
      expect(nul.errors?.[0]?.message).toMatch(/NUL/);
      const wrong = await save({ status: 'LIVE' });
      expect(wrong.status).toBe(400);
      expect(wrong.errors?.[0]?.message).toMatch(/PopupTemplateStatus/);
      expect(await templatesRows()).toEqual([]);
    });

    it('scripts, event handlers, javascript: URLs and iframes are stripped on the server; formatting and links stay', async () => {
      const res = await save({
        title: 'Release notes',
        description:
          '<h2>New</h2><p><b>Bold</b> and <i>italic</i> <a href="https://example.test/notes" onclick="steal()">notes</a></p>' +
          '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">' +
          '<a href="javascript:alert(1)">bad</a><iframe src="https://evil.test"></iframe><p style="color:red" onmouseover="x()">end</p>',
      });
      expect(res.errors).toBeUndefined();
      const saved = res.data?.updatePopupTemplate.description ?? '';
      expect(saved).toBe(
        '<h2>New</h2><p><b>Bold</b> and <i>italic</i> <a href="https://example.test/notes" target="_blank" rel="noopener noreferrer">notes</a></p>' +
          '<a target="_blank" rel="noopener noreferrer">bad</a><p>end</p>',
      );
      expect(saved).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
      expect((await template('MAIN'))?.description).toBe(saved);
      // Written to the back office's change history.
      const [entry] = await rowsOf<{ tenantId: number; entityType: string }>(
        t.db,
        sql`select tenant_id as "tenantId", entity_type as "entityType" from audit_entries
          where entity_type = 'PopupTemplate' order by id desc limit 1`,
      );
      expect(entry).toEqual({ tenantId: t.rootTenantId, entityType: 'PopupTemplate' });
    });

    it('customers, partners and the Onboarding Manager cannot update templates', async () => {
      const before = await templatesRows();
      for (const token of [customer, partnerAdmin, onboardingManager]) {
        const res = await save({ title: 'Hijack' }, token);
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect(await templatesRows()).toEqual(before);
      // Reading the templates is the back office's.
      const read = await t.gql(TEMPLATE, { type: 'MAIN' }, customer);
      expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(TEMPLATE, { type: 'MAIN' }, onboardingManager)).errors).toBeUndefined();
    });
  });

  describe('the main popup', () => {
    it('PUBLISHED shows to customers and partners, not to the back office; DRAFT shows nothing', async () => {
      await save({ title: 'Welcome', description: '<p>New features</p>', status: 'PUBLISHED' });
      expect(await popupOf(customer)).toEqual({
        popupType: 'MAIN',
        title: 'Welcome',
        description: '<p>New features</p>',
        startDate: null,
        canBePostponed: true,
      });
      expect((await popupOf(partnerAdmin))?.popupType).toBe('MAIN');
      expect(await popupOf(sysAdmin)).toBeNull();
      await save({ title: 'Welcome', description: '<p>New features</p>', status: 'DRAFT' });
      expect(await popupOf(customer)).toBeNull();
      await save({ title: 'Welcome', description: '<p>New features</p>', status: 'PUBLISHED' });
    });

    it('remind me in 24 hours: hidden until 24 h later, shown again after (explicit times)', async () => {
      const user = { id: customerUser.id, tenantId: customerId } as AuthUser;
      const scope = await resolveSystemScope(t.db, customerId);
      const at = new Date('2030-01-01T10:00:00Z');
      await answerUserPopup(t.db, user, scope, 'MAIN', 'REMIND_LATER', at);
      const later = (h: number) => new Date(at.getTime() + h * HOUR);
      expect(await userPopup(t.db, user, scope, later(0))).toBeNull();
      expect(await userPopup(t.db, user, scope, later(23.9))).toBeNull();
      expect((await userPopup(t.db, user, scope, later(24)))?.popupType).toBe('MAIN');
      // Through the API: the reminder is 24 h from now.
      const res = await t.gql(answer('remindPopupLater'), { type: 'MAIN' }, customer);
      expect(res.errors).toBeUndefined();
      expect(await popupOf(customer)).toBeNull();
      const [row] = await rowsOf<{ until: string }>(
        t.db,
        sql`select dont_show_until as until from user_popup_states where user_id = ${customerUser.id} and popup_type = 'MAIN'`,
      );
      const delay = new Date(row?.until ?? 0).getTime() - Date.now();
      expect(delay).toBeGreaterThan(23.9 * HOUR);
      expect(delay).toBeLessThanOrEqual(24 * HOUR);
    });

    it("don't show again hides it until the back office resets it for every user", async () => {
      const other = await tokenFor(t.config, await createUser(t.db, customerId));
      expect((await popupOf(other))?.popupType).toBe('MAIN');
      expect((await t.gql(answer('dontShowPopupAgain'), { type: 'MAIN' }, other)).errors).toBeUndefined();
      expect(await popupOf(other)).toBeNull();
      // A save without the reset keeps the user's answer; with it, every user sees the popup again.
      await save({ title: 'Welcome again', description: '<p>More</p>' });
      expect(await popupOf(other)).toBeNull();
      await save({ title: 'Welcome again', description: '<p>More</p>', reset: true });
      expect((await popupOf(other))?.title).toBe('Welcome again');
      expect((await popupOf(customer))?.title).toBe('Welcome again');
    });

    it('only the main popup can be put off', async () => {
      const res = await t.gql(answer('dontShowPopupAgain'), { type: 'BLOCK_BECAUSE_OF_PAYMENT' }, customer);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('payment popups', () => {
    it('customers and partners cannot launch or stop; the root and MAIN cannot be launched', async () => {
      for (const token of [customer, partnerAdmin, onboardingManager]) {
        const res = await t.gql(
          LAUNCH,
          { tenantId: customerId, popupType: 'PAYMENT_WARNING', startDate: new Date().toISOString() },
          token,
        );
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const s = await t.gql(STOP, { tenantId: customerId, popupType: 'PAYMENT_WARNING' }, token);
        expect(s.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect((await launch(t.rootTenantId, 'PAYMENT_WARNING', new Date())).errors?.[0]?.message).toBe(
        PopupMessages.rootNotLaunchable,
      );
      expect((await launch(customerId, 'MAIN', new Date())).errors?.[0]?.message).toBe(
        PopupMessages.notLaunchable,
      );
      expect(await rowsOf(t.db, sql`select * from tenant_popups`)).toEqual([]);
    });

    it('a warning shows when started within the last 24 h, not before its start nor after 24 h', async () => {
      await save({ status: 'DRAFT' });
      const now = Date.now();
      await launch(customerId, 'PAYMENT_WARNING', new Date(now + HOUR));
      expect(await popupOf(customer)).toBeNull();
      await launch(customerId, 'PAYMENT_WARNING', new Date(now - 23 * HOUR));
      expect(await popupOf(customer)).toMatchObject({ popupType: 'PAYMENT_WARNING', canBePostponed: true });
      expect(await popupOf(otherCustomer)).toBeNull();
      await launch(customerId, 'PAYMENT_WARNING', new Date(now - 25 * HOUR));
      expect(await popupOf(customer)).toBeNull();
      // Not postponable: shown whenever it started.
      await launch(customerId, 'PAYMENT_WARNING', new Date(now - 25 * HOUR), false);
      expect(await popupOf(customer)).toMatchObject({ popupType: 'PAYMENT_WARNING', canBePostponed: false });
      expect(
        (await t.gql(answer('confirmPopup'), { type: 'PAYMENT_WARNING' }, customer)).errors,
      ).toBeUndefined();
      expect((await popupOf(customer))?.popupType).toBe('PAYMENT_WARNING');
      expect((await stop(customerId, 'PAYMENT_WARNING')).errors).toBeUndefined();
      expect(await popupOf(customer)).toBeNull();
    });

    it('confirm postpones a postponable warning 24 h; launching again shows it again', async () => {
      await launch(customerId, 'PAYMENT_WARNING', new Date());
      expect((await popupOf(customer))?.popupType).toBe('PAYMENT_WARNING');
      await t.gql(answer('confirmPopup'), { type: 'PAYMENT_WARNING' }, customer);
      expect(await popupOf(customer)).toBeNull();
      // Explicit times: hidden until 24 h after the confirmation.
      const user = { id: customerUser.id, tenantId: customerId } as AuthUser;
      const scope = await resolveSystemScope(t.db, customerId);
      const start = new Date(Date.now() - 2 * HOUR);
      await launch(customerId, 'PAYMENT_WARNING', start);
      const at = new Date(start.getTime() + HOUR);
      expect((await userPopup(t.db, user, scope, at))?.popupType).toBe('PAYMENT_WARNING');
      await answerUserPopup(t.db, user, scope, 'PAYMENT_WARNING', 'CONFIRM', at);
      expect(await userPopup(t.db, user, scope, new Date(at.getTime() + 22 * HOUR))).toBeNull();
      await stop(customerId, 'PAYMENT_WARNING');
    });

    it("a partner's payment popup applies to its customers; the block wins and cannot be put off", async () => {
      expect(
        (await launch(partnerId, 'BLOCK_BECAUSE_OF_PAYMENT', new Date(Date.now() - 48 * HOUR))).errors,
      ).toBeUndefined();
      expect(await popupOf(customer)).toMatchObject({
        popupType: 'BLOCK_BECAUSE_OF_PAYMENT',
        canBePostponed: false,
      });
      expect((await popupOf(partnerAdmin))?.popupType).toBe('BLOCK_BECAUSE_OF_PAYMENT');
      expect(await popupOf(otherCustomer)).toBeNull();
      await t.gql(answer('confirmPopup'), { type: 'BLOCK_BECAUSE_OF_PAYMENT' }, customer);
      expect((await popupOf(customer))?.popupType).toBe('BLOCK_BECAUSE_OF_PAYMENT');
      // The partners list shows it; the change history of the partner has it.
      const list = await t.gql<{ popups: { items: { id: number; blockStartDate: string | null }[] } }>(
        POPUPS,
        { where: { id: { eq: partnerId } } },
        sysAdmin,
      );
      expect(list.data?.popups.items[0]?.blockStartDate).not.toBeNull();
      const audit = await rowsOf(
        t.db,
        sql`select 1 from audit_entries where tenant_id = ${partnerId} and entity_type = 'Tenant'`,
      );
      expect(audit.length).toBeGreaterThan(0);
      await stop(partnerId, 'BLOCK_BECAUSE_OF_PAYMENT');
      expect(await popupOf(customer)).toBeNull();
    });

    it('the partners list is 30 a page, partners and customers only, and the back office’s', async () => {
      const res = await t.gql<{ popups: { totalCount: number; items: { tenantType: string }[] } }>(
        POPUPS,
        {},
        sysAdmin,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.popups.items.every((i) => i.tenantType !== TenantType.Root)).toBe(true);
      expect(res.data?.popups.totalCount).toBeGreaterThanOrEqual(3);
      const refused = await t.gql(POPUPS, {}, partnerAdmin);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(PopupLimits.pageSize).toBe(30);
    });
  });
});
