import { AreaRoutes } from '../../components/AreaRoutes';
import { ALERT_SCREENS } from '../alerts/alert-screens';
import { ScreenOrPlaceholder, type ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import { customerRoutes, type CustomerPageName } from '../../routes/customer-routes';
import { DATA_EXPLORER_SCREENS } from '../data-explorer/data-explorer-screens';
import { DEPLOYMENT_SCREENS } from '../deployment/deployment-screens';
import { PEOPLE_SCREENS } from '../people/people-screens';
import { REPORTS_SCREENS } from '../reports/reports-screens';
import { RiskPortalPage } from '../risk-portal/RiskPortalPage';
import { RISK_PORTAL_SCREENS } from '../risk-portal/risk-portal-pages';
import { SSO_SCREENS } from '../sso/sso-screens';
import { CUSTOMER_SETTINGS_SCREENS } from '../settings/settings-screens';
import { TENANT_SCREENS } from '../tenants/tenant-screens';
import { CUSTOMER_PAGES } from './customer-pages';

const CUSTOMER_SCREENS: ScreenRegistry<CustomerPageName> = {
  ...RISK_PORTAL_SCREENS,
  ...DEPLOYMENT_SCREENS,
  ...SSO_SCREENS,
  ...PEOPLE_SCREENS,
  ...CUSTOMER_SETTINGS_SCREENS,
  ...TENANT_SCREENS,
  ...ALERT_SCREENS,
  ...DATA_EXPLORER_SCREENS,
  ...REPORTS_SCREENS,
};

function CustomerPage({ name }: { name: CustomerPageName }) {
  const { info, riskBanner } = CUSTOMER_PAGES[name];
  return (
    <ScreenOrPlaceholder
      screen={CUSTOMER_SCREENS[name]}
      info={info}
      fallback={riskBanner ? <RiskPortalPage info={info} /> : undefined}
    />
  );
}

/** customer/* and /tenant/{id}/customer/*: the pages of routes/customer-routes.ts. */
export default function CustomerArea() {
  return <AreaRoutes table={customerRoutes} page={(name) => <CustomerPage name={name} />} />;
}
