import { lazy } from 'react';
import type { ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import type { CustomerPageName } from '../../routes/customer-routes';

/** The customer's alert screens, by route: Alert Settings and the Data Explorer's Alerts tab. */
export const ALERT_SCREENS: ScreenRegistry<CustomerPageName> = {
  alertSettings: lazy(() => import('./AlertSettingsPage')),
  alerts: lazy(() => import('./AlertsPage')),
};
