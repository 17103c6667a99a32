import { lazy } from 'react';
import type { ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import type { CustomerPageName } from '../../routes/customer-routes';

const DiscoveredDataPage = lazy(() => import('./DiscoveredDataPage'));
const ActivityLogPage = lazy(() => import('./ActivityLogPage'));
const FolderExplorerPage = lazy(() => import('./FolderExplorerPage'));
const EventAuditPage = lazy(() => import('./EventAuditPage'));

/** The data explorer's screens, by their route in routes/customer-routes.ts (Alerts is another area's). */
export const DATA_EXPLORER_SCREENS: ScreenRegistry<CustomerPageName> = {
  discoveredData: DiscoveredDataPage,
  activityLog: ActivityLogPage,
  folders: FolderExplorerPage,
  eventAudit: EventAuditPage,
};
