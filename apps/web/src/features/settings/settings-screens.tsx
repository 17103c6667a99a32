import { lazy } from 'react';
import type { ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import type { CustomerPageName } from '../../routes/customer-routes';
import type { AdminPageName, PartnerPageName } from '../../routes/partner-admin-routes';

const ApiAndExtensionsPage = lazy(() => import('./ApiAndExtensionsPage'));
// GraphiQL and its editor are large: their own chunk, loaded when the explorer opens.
const ApiExplorerPage = lazy(() => import('./ApiExplorerPage'));

/** The customer's settings pages (spec part 2 §2.6), spread into CUSTOMER_SCREENS. */
export const CUSTOMER_SETTINGS_SCREENS: ScreenRegistry<CustomerPageName> = {
  customerSettings: lazy(() => import('./CustomerSettingsPage')),
  apiAndExtensions: ApiAndExtensionsPage,
  apiExplorer: ApiExplorerPage,
};

/** The partner's and back office's settings pages (spec part 2 §2.3), spread into BACK_OFFICE_SCREENS. */
export const PARTNER_SETTINGS_SCREENS: ScreenRegistry<PartnerPageName | AdminPageName> = {
  partnerSettings: lazy(() => import('./PartnerSettingsPage')),
  apiAndExtensions: ApiAndExtensionsPage,
  apiExplorer: ApiExplorerPage,
};
