import { describe, expect, it } from 'vitest';
import { RouteRole } from '@vigil/contracts';
import { actingTenantHome, actingTenantIdFromPath, appRoutes, tenantBase } from './app-routes';
import { customerRoutes } from './customer-routes';
import { adminRoutes, partnerRoutes } from './partner-admin-routes';
import { publicRoutes } from './public-routes';
import { areaRoutesOf, defineTenantArea, OWN_TENANT, redirectTarget, type AreaRoute } from './route-builder';

/** path → the page it shows, or '→ page' for a redirect: the whole table at a glance. */
function paths(table: object): Record<string, string> {
  return Object.fromEntries(
    areaRoutesOf(table).map((r: AreaRoute) => [r.path, r.kind === 'page' ? r.name : `→ ${r.to.path}`]),
  );
}

describe('route tables', () => {
  // Every URL the console answered before the tables, with what it shows: a change here is a
  // change of a URL someone may have bookmarked.
  it('keep every customer URL of the spec (part 1 §2, part 2 §2.4)', () => {
    expect(paths(customerRoutes)).toEqual({
      'risk-portal/data-risks': 'dataRisk',
      'risk-portal/risks': 'deviceRisk',
      'risk-portal/deviceDashboard/:deviceId?': 'deviceDashboard',
      'risk-portal/web-apps': 'webApps',
      'risk-portal/llm-apps': 'llmApps',
      'risk-portal/local-apps': 'localApps',
      'event-audit': 'eventAudit',
      'data-explorer/discovered-data': 'discoveredData',
      'data-explorer/activity-log': 'activityLog',
      'data-explorer/folders': 'folders',
      'data-explorer/alerts': 'alerts',
      reports: 'reports',
      'deployment/regulations': 'regulations',
      'deployment/classifications/default': 'classifiers',
      'deployment/classifications/template-classifiers': 'templateClassifiers',
      'deployment/classifications/classifiers-updates': 'classifierUpdates',
      'deployment/classifications/change-history': 'classifiersChangeHistory',
      'deployment/security-groups': 'securityGroups',
      'deployment/devices/common-installation': 'deviceInstallation',
      'deployment/devices/default': 'devices',
      'deployment/cloud/cloud-installation': 'cloudInstallation',
      'deployment/cloud/default': 'repositories',
      'deployment/alert-settings': 'alertSettings',
      'deployment/allowlist/by-application': 'allowlistByApplication',
      'deployment/allowlist/by-extension': 'allowlistByExtension',
      'deployment/fips-status': 'fipsStatus',
      onboarding: 'onboarding',
      'change-history': 'changeHistory',
      'settings/customer-settings': 'customerSettings',
      'settings/api-and-extensions': 'apiAndExtensions',
      'settings/api-and-extensions/explorer': 'apiExplorer',
      'auth-providers': 'authProviders',
      users: 'users',
      groups: 'groups',
      'group/:groupId/users': 'groupUsers',
      'group/:groupId/devices': 'groupDevices',
      '': '→ risk-portal/data-risks',
      'risk-portal': '→ risk-portal/data-risks',
      'data-explorer': '→ data-explorer/discovered-data',
      deployment: '→ deployment/regulations',
      'deployment/classifications': '→ deployment/classifications/default',
      'deployment/devices': '→ deployment/devices/default',
      'deployment/cloud': '→ deployment/cloud/default',
      'deployment/cloud-installation': '→ deployment/cloud/cloud-installation',
      'deployment/allowlist': '→ deployment/allowlist/by-application',
      settings: '→ settings/customer-settings',
      'group/:groupId': '→ group/:groupId/users',
    });
  });

  it('keep every partner and back-office URL of the spec (part 2 §2.3)', () => {
    const shared = {
      devices: 'devices',
      repositories: 'repositories',
      'billing-and-licensing': 'billingAndLicensing',
      'classifier-updates': 'classifierUpdates',
      users: 'users',
      'auth-providers': 'authProviders',
      'settings/partner-settings': 'partnerSettings',
      'settings/api-and-extensions': 'apiAndExtensions',
      'settings/api-and-extensions/explorer': 'apiExplorer',
      settings: '→ settings/partner-settings',
    };
    expect(paths(partnerRoutes)).toEqual({ '': 'home', ...shared });
    expect(paths(adminRoutes)).toEqual({
      ...shared,
      tenants: 'tenants',
      'template-classifiers': 'templateClassifiers',
      regulations: 'regulations',
      'change-history': 'changeHistory',
      'popup-configs': 'popupConfigs',
      'payment-alert/configs': 'paymentAlertConfigs',
      'payment-alert/partners-list': 'paymentAlertTenants',
      onboarding: 'onboarding',
      'agent-log-requests/agent-log-requests-list': 'agentLogRequests',
      'agent-log-requests/pending-agent-log-requests-list': 'pendingAgentLogRequests',
      '': '→ tenants',
      'payment-alert': '→ payment-alert/configs',
      'agent-log-requests': '→ agent-log-requests/agent-log-requests-list',
    });
  });

  it('keep the top-level and public URLs (part 2 §2.1–§2.2)', () => {
    expect(Object.values(appRoutes).map((r) => r.path)).toEqual([
      '/',
      '/change-password',
      '/tenant/:tenantId',
      '/redirect',
    ]);
    expect(Object.values(publicRoutes).map((r) => r.path)).toEqual([
      '/auth',
      '/auth/sign-in',
      '/auth/sign-in-by-token',
      '/sign-up-partner',
      '/sign-up-customer',
      '/single-sign-on',
      '/sso/success',
      '/sso/error',
      '/ui-showcase',
    ]);
  });
});

describe('route builders', () => {
  it('put the acting-tenant prefix before the area', () => {
    expect(customerRoutes.dataRisk.href(OWN_TENANT)).toBe('/customer/risk-portal/data-risks');
    expect(customerRoutes.dataRisk.href(tenantBase(7))).toBe('/tenant/7/customer/risk-portal/data-risks');
    expect(customerRoutes.riskPortal.href(OWN_TENANT)).toBe('/customer/risk-portal');
    expect(partnerRoutes.home.href(OWN_TENANT)).toBe('/partner');
    expect(actingTenantHome(7, RouteRole.Partner)).toBe('/tenant/7/partner');
    expect(actingTenantHome(7, RouteRole.Customer)).toBe('/tenant/7/customer');
    expect(adminRoutes.tenants.href()).toBe('/admin/tenants');
    expect(appRoutes.home.href()).toBe('/');
    expect(publicRoutes.signIn.href({ query: { returnUrl: '/customer/reports' } })).toBe(
      '/auth/sign-in?returnUrl=%2Fcustomer%2Freports',
    );
  });

  it('fill parameters and add the query, as the links did before the tables', () => {
    expect(customerRoutes.deviceDashboard.href(OWN_TENANT, { params: { deviceId: 42 } })).toBe(
      '/customer/risk-portal/deviceDashboard/42',
    );
    expect(customerRoutes.deviceDashboard.href(tenantBase(3))).toBe(
      '/tenant/3/customer/risk-portal/deviceDashboard',
    );
    expect(customerRoutes.groupUsers.href(OWN_TENANT, { params: { groupId: 'a b' } })).toBe(
      '/customer/group/a%20b/users',
    );
    expect(customerRoutes.discoveredData.href(tenantBase(3), { query: { classifierId: 12 } })).toBe(
      '/tenant/3/customer/data-explorer/discovered-data?classifierId=12',
    );
    expect(
      adminRoutes.changeHistory.href({
        query: {
          entityType: 'TemplateClassifier',
          entityId: 5,
          entityName: 'Card & IBAN',
          skipped: undefined,
        },
      }),
    ).toBe('/admin/change-history?entityType=TemplateClassifier&entityId=5&entityName=Card+%26+IBAN');
    // @ts-expect-error a route with a required parameter cannot be linked to without it
    expect(() => customerRoutes.groupUsers.href(OWN_TENANT)).toThrow('needs the parameter groupId');
  });

  it('lead a redirect to its page with the parameters of the URL it matched', () => {
    expect(redirectTarget(customerRoutes.group, tenantBase(4), { groupId: '9', tenantId: '4' })).toBe(
      '/tenant/4/customer/group/9/users',
    );
    expect(redirectTarget(customerRoutes.home, OWN_TENANT, {})).toBe('/customer/risk-portal/data-risks');
    expect(redirectTarget(adminRoutes.home, OWN_TENANT, {})).toBe('/admin/tenants');
  });

  it('read the tenant acted for from a path', () => {
    expect(actingTenantIdFromPath('/tenant/12/customer/reports')).toBe(12);
    expect(actingTenantIdFromPath('/tenant/12')).toBe(12);
    expect(actingTenantIdFromPath('/tenant/x/customer')).toBeNull();
    expect(actingTenantIdFromPath('/customer/reports')).toBeNull();
    expect(actingTenantIdFromPath('/tenant/12x/customer')).toBeNull();
    expect(actingTenantIdFromPath('/tenants/12')).toBeNull();
    expect(actingTenantIdFromPath('/TENANT/12/customer')).toBe(12);
    expect(actingTenantIdFromPath(`${tenantBase(7)}/customer`)).toBe(7);
  });

  it('refuse a table whose redirect leads to no page, or that names a route twice', () => {
    expect(() =>
      defineTenantArea(RouteRole.Customer, {
        pages: { a: 'a' },
        // @ts-expect-error the target must be a page of the same table
        redirects: { b: { path: 'b', to: 'missing' } },
      }),
    ).toThrow('leads to no page');
    expect(() =>
      defineTenantArea(RouteRole.Customer, { pages: { a: 'a' }, redirects: { a: { path: 'b', to: 'a' } } }),
    ).toThrow('declared twice');
  });
});
