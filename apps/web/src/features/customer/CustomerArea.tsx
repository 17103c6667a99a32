import { Navigate, Route, Routes } from 'react-router';
import { AreaPlaceholder } from '../../components/AreaPlaceholder';
import { AreaRedirect } from '../../components/AreaRedirect';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { RiskPortalPage } from '../risk-portal/RiskPortalPage';
import { CUSTOMER_PAGES, CUSTOMER_REDIRECTS } from './customer-pages';

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
          element={
            page.riskBanner ? <RiskPortalPage info={page.info} /> : <AreaPlaceholder info={page.info} />
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
