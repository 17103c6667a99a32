import { Navigate, Route, Routes } from 'react-router';
import { AreaPlaceholder, type AreaInfo } from '../../components/AreaPlaceholder';
import { AreaRedirect } from '../../components/AreaRedirect';
import { ScreenOrPlaceholder } from '../../components/ScreenOrPlaceholder';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { DEPLOYMENT_SCREENS } from '../deployment/deployment-screens';
import { RiskPortalPage } from '../risk-portal/RiskPortalPage';
import { RISK_PORTAL_SCREENS } from '../risk-portal/risk-portal-pages';
import { CUSTOMER_PAGES, CUSTOMER_REDIRECTS } from './customer-pages';

function CustomerPageElement({
  path,
  info,
  riskBanner,
}: {
  path: string;
  info: AreaInfo;
  riskBanner?: boolean;
}) {
  return (
    <ScreenOrPlaceholder
      screen={RISK_PORTAL_SCREENS[path] ?? DEPLOYMENT_SCREENS[path]}
      info={info}
      fallback={riskBanner ? <RiskPortalPage info={info} /> : <AreaPlaceholder info={info} />}
    />
  );
}

/** customer/* and /tenant/{id}/customer/* (spec part 1 §2, part 2 §2.4). */
export default function CustomerArea() {
  return (
    <Routes>
      <Route index element={<AreaRedirect to="risk-portal/data-risks" />} />
      {CUSTOMER_REDIRECTS.map((r) => (
        <Route key={r.from} path={r.from} element={<AreaRedirect to={r.to} />} />
      ))}
      <Route path="group/:groupId" element={<Navigate to="users" replace relative="path" />} />
      {CUSTOMER_PAGES.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={<CustomerPageElement path={page.path} info={page.info} riskBanner={page.riskBanner} />}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
