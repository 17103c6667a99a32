import { RouteRole } from '@vigil/contracts';
import { defineTenantArea, type PageName } from './route-builder';

/**
 * customer/* and /tenant/{id}/customer/* (spec part 1 §2, part 2 §2.1, §2.4). Every page of the
 * spec is here; the ones without a screen show their placeholder (features/customer/customer-pages).
 */
export const customerRoutes = defineTenantArea(RouteRole.Customer, {
  pages: {
    dataRisk: 'risk-portal/data-risks',
    deviceRisk: 'risk-portal/risks',
    deviceDashboard: 'risk-portal/deviceDashboard/:deviceId?',
    webApps: 'risk-portal/web-apps',
    llmApps: 'risk-portal/llm-apps',
    localApps: 'risk-portal/local-apps',
    eventAudit: 'event-audit',
    discoveredData: 'data-explorer/discovered-data',
    activityLog: 'data-explorer/activity-log',
    folders: 'data-explorer/folders',
    alerts: 'data-explorer/alerts',
    reports: 'reports',
    regulations: 'deployment/regulations',
    classifiers: 'deployment/classifications/default',
    templateClassifiers: 'deployment/classifications/template-classifiers',
    classifierUpdates: 'deployment/classifications/classifiers-updates',
    classifiersChangeHistory: 'deployment/classifications/change-history',
    securityGroups: 'deployment/security-groups',
    deviceInstallation: 'deployment/devices/common-installation',
    devices: 'deployment/devices/default',
    cloudInstallation: 'deployment/cloud/cloud-installation',
    repositories: 'deployment/cloud/default',
    alertSettings: 'deployment/alert-settings',
    allowlistByApplication: 'deployment/allowlist/by-application',
    allowlistByExtension: 'deployment/allowlist/by-extension',
    fipsStatus: 'deployment/fips-status',
    onboarding: 'onboarding',
    changeHistory: 'change-history',
    customerSettings: 'settings/customer-settings',
    apiAndExtensions: 'settings/api-and-extensions',
    apiExplorer: 'settings/api-and-extensions/explorer',
    authProviders: 'auth-providers',
    users: 'users',
    groups: 'groups',
    groupUsers: 'group/:groupId/users',
    groupDevices: 'group/:groupId/devices',
  },
  redirects: {
    home: { path: '', to: 'dataRisk' },
    riskPortal: { path: 'risk-portal', to: 'dataRisk' },
    dataExplorer: { path: 'data-explorer', to: 'discoveredData' },
    deployment: { path: 'deployment', to: 'regulations' },
    classifications: { path: 'deployment/classifications', to: 'classifiers' },
    deviceSetup: { path: 'deployment/devices', to: 'devices' },
    cloudSetup: { path: 'deployment/cloud', to: 'repositories' },
    cloudInstallationAlias: { path: 'deployment/cloud-installation', to: 'cloudInstallation' },
    allowlist: { path: 'deployment/allowlist', to: 'allowlistByApplication' },
    settings: { path: 'settings', to: 'customerSettings' },
    group: { path: 'group/:groupId', to: 'groupUsers' },
  },
});

export type CustomerRoutes = typeof customerRoutes;
export type CustomerPageName = PageName<CustomerRoutes>;
