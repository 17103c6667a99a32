import { lazy } from 'react';
import type { ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import type { AdminPageName, PartnerPageName } from '../../routes/partner-admin-routes';
import { PEOPLE_BACK_OFFICE_SCREENS } from '../people/people-screens';
import { PARTNER_SETTINGS_SCREENS } from '../settings/settings-screens';
import { BillingAndLicensingPage } from './BillingAndLicensingPage';

/**
 * The built screens of the admin area (back office) and of the pages it shares with partners, by
 * their route in routes/partner-admin-routes.ts (add each as `lazy(() => import(...))`). A route
 * without a screen shows its placeholder.
 */
export const BACK_OFFICE_SCREENS: ScreenRegistry<PartnerPageName | AdminPageName> = {
  billingAndLicensing: BillingAndLicensingPage,
  changeHistory: lazy(() => import('../change-history/BackOfficeChangeHistoryPage')),
  templateClassifiers: lazy(() => import('../classifiers/BackOfficeTemplateClassifiersPage')),
  regulations: lazy(() => import('../regulations/BackOfficeRegulationsPage')),
  classifierUpdates: lazy(() => import('../policy-updates/PartnerClassifierUpdatesPage')),
  authProviders: lazy(() => import('../sso/AuthProvidersPage')),
  devices: lazy(() => import('../devices/PartnerDevicesPage')),
  repositories: lazy(() => import('../repositories/PartnerRepositoriesPage')),
  ...PEOPLE_BACK_OFFICE_SCREENS,
  ...PARTNER_SETTINGS_SCREENS,
  onboarding: lazy(() => import('../tenants/OnboardingPage')),
  agentLogRequests: lazy(() => import('../agent-logs/AgentLogRequestsPage')),
  pendingAgentLogRequests: lazy(() => import('../agent-logs/PendingAgentLogRequestsPage')),
  popupConfigs: lazy(() => import('../popups/PopupConfigsPage')),
  paymentAlertConfigs: lazy(() => import('../popups/PaymentAlertConfigsPage')),
  paymentAlertTenants: lazy(() => import('../popups/PaymentAlertTenantsPage')),
};
