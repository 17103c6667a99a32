import { lazy } from 'react';
import type { ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import type { CustomerPageName } from '../../routes/customer-routes';

const ReportsPage = lazy(() => import('./ReportsPage'));

/** Reports (spec part 2 §2.6). */
export const REPORTS_SCREENS: ScreenRegistry<CustomerPageName> = { reports: ReportsPage };
