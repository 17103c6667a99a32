import { lazy, type ComponentType } from 'react';
import type { AreaInfo } from '../../components/AreaPlaceholder';

const DataRiskPage = lazy(() => import('./data-risk/DataRiskPage'));
const DeviceRiskPage = lazy(() => import('./device-risk/DeviceRiskPage'));
const DeviceDashboardPage = lazy(() => import('./device-dashboard/DeviceDashboardPage'));
const ApplicationRiskPage = lazy(() => import('./app-risk/ApplicationRiskPage'));

/** The screens of the risk portal, by the customer-area path of customer-pages.tsx. */
export const RISK_PORTAL_SCREENS: Record<string, ComponentType<{ info: AreaInfo }>> = {
  'risk-portal/data-risks': DataRiskPage,
  'risk-portal/risks': DeviceRiskPage,
  'risk-portal/deviceDashboard/:deviceId?': DeviceDashboardPage,
  'risk-portal/web-apps': (props) => <ApplicationRiskPage {...props} kind="web" />,
  'risk-portal/llm-apps': (props) => <ApplicationRiskPage {...props} kind="llm" />,
  'risk-portal/local-apps': (props) => <ApplicationRiskPage {...props} kind="local" />,
};
