import { RouteRole } from '@vigil/contracts';
import { defineOwnArea, defineTenantArea, type PageName } from './route-builder';

/** Pages the partner portal and the back office both have, at the same paths (spec part 2 §2.3). */
const sharedPages = {
  devices: 'devices',
  repositories: 'repositories',
  billingAndLicensing: 'billing-and-licensing',
  classifierUpdates: 'classifier-updates',
  users: 'users',
  authProviders: 'auth-providers',
  partnerSettings: 'settings/partner-settings',
  apiAndExtensions: 'settings/api-and-extensions',
  apiExplorer: 'settings/api-and-extensions/explorer',
} as const;

const sharedRedirects = {
  settings: { path: 'settings', to: 'partnerSettings' },
} as const;

/** partner/* and /tenant/{id}/partner/*: the partner's home is its child-tenants table. */
export const partnerRoutes = defineTenantArea(RouteRole.Partner, {
  pages: { home: '', ...sharedPages },
  redirects: sharedRedirects,
});

/** admin/*: the back office (spec part 2 §2.3). */
export const adminRoutes = defineOwnArea(RouteRole.Admin, {
  pages: {
    tenants: 'tenants',
    ...sharedPages,
    templateClassifiers: 'template-classifiers',
    regulations: 'regulations',
    changeHistory: 'change-history',
    popupConfigs: 'popup-configs',
    paymentAlertConfigs: 'payment-alert/configs',
    paymentAlertTenants: 'payment-alert/partners-list',
    onboarding: 'onboarding',
    agentLogRequests: 'agent-log-requests/agent-log-requests-list',
    pendingAgentLogRequests: 'agent-log-requests/pending-agent-log-requests-list',
  },
  redirects: {
    home: { path: '', to: 'tenants' },
    ...sharedRedirects,
    paymentAlert: { path: 'payment-alert', to: 'paymentAlertConfigs' },
    agentLogRequestsSection: { path: 'agent-log-requests', to: 'agentLogRequests' },
  },
});

export type PartnerRoutes = typeof partnerRoutes;
export type AdminRoutes = typeof adminRoutes;
export type PartnerPageName = PageName<PartnerRoutes>;
export type AdminPageName = PageName<AdminRoutes>;
