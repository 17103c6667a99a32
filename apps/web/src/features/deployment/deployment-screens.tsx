import { lazy } from 'react';
import type { ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import type { CustomerPageName } from '../../routes/customer-routes';

/**
 * The built screens of the customer's deployment area, by their route in
 * routes/customer-routes.ts (add each as `lazy(() => import(...))`). A route without a screen shows
 * its placeholder.
 */
export const DEPLOYMENT_SCREENS: ScreenRegistry<CustomerPageName> = {
  classifiersChangeHistory: lazy(() => import('../change-history/ClassifiersChangeHistoryTab')),
  changeHistory: lazy(() => import('../change-history/ChangeHistoryPage')),
  classifiers: lazy(() => import('../classifiers/ClassifiersPage')),
  templateClassifiers: lazy(() => import('../classifiers/TemplateClassifiersTab')),
  regulations: lazy(() => import('../regulations/CustomerRegulationsPage')),
  classifierUpdates: lazy(() => import('../policy-updates/ClassifierUpdatesTab')),
  devices: lazy(() => import('../devices/DevicesPage')),
  deviceInstallation: lazy(() => import('./installation/InstallationPage')),
  fipsStatus: lazy(() => import('../fips/FipsStatusPage')),
  allowlistByApplication: lazy(() => import('../allowlist/ByApplicationPage')),
  allowlistByExtension: lazy(() => import('../allowlist/ByExtensionPage')),
  securityGroups: lazy(() => import('../security-groups/SecurityGroupsPage')),
  repositories: lazy(() => import('../repositories/RepositoriesPage')),
  cloudInstallation: lazy(() => import('../repositories/CloudInstallationPage')),
};
