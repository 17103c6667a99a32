import { lazy } from 'react';
import type { ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import type { CustomerPageName } from '../../routes/customer-routes';

const DataRiskPage = lazy(() => import('./data-risk/DataRiskPage'));
const DeviceRiskPage = lazy(() => import('./device-risk/DeviceRiskPage'));
const DeviceDashboardPage = lazy(() => import('./device-dashboard/DeviceDashboardPage'));
const ApplicationRiskPage = lazy(() => import('./app-risk/ApplicationRiskPage'));

/** The screens of the risk portal, by their route in routes/customer-routes.ts. */
export const RISK_PORTAL_SCREENS: ScreenRegistry<CustomerPageName> = {
  dataRisk: DataRiskPage,
  deviceRisk: DeviceRiskPage,
  deviceDashboard: DeviceDashboardPage,
  webApps: (props) => <ApplicationRiskPage {...props} kind="web" />,
  llmApps: (props) => <ApplicationRiskPage {...props} kind="llm" />,
  localApps: (props) => <ApplicationRiskPage {...props} kind="local" />,
};
