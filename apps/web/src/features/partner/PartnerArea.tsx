import { Route, Routes } from 'react-router';
import { ScreenOrPlaceholder } from '../../components/ScreenOrPlaceholder';
import { AreaRedirect } from '../../components/AreaRedirect';
import { useTenantScope } from '../../session/tenant-scope';
import { BillingAndLicensingPage } from '../back-office/BillingAndLicensingPage';
import { BACK_OFFICE_SCREENS } from '../back-office/back-office-screens';
import { BACK_OFFICE_REDIRECTS, SHARED_PAGES } from '../back-office/back-office-pages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { TenantsPage } from '../tenants/TenantsPage';

function PartnerHome() {
  const { tenantId } = useTenantScope();
  return (
    <TenantsPage
      tenantId={tenantId}
      description="Customers and sub-partners you manage. Open one to act for it."
    />
  );
}

/** partner/* and /tenant/{id}/partner/*: the partner's home is its child-tenants table. */
export default function PartnerArea() {
  return (
    <Routes>
      <Route index element={<PartnerHome />} />
      <Route path="billing-and-licensing" element={<BillingAndLicensingPage />} />
      {BACK_OFFICE_REDIRECTS.map((r) => (
        <Route key={r.from} path={r.from} element={<AreaRedirect to={r.to} />} />
      ))}
      {SHARED_PAGES.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={<ScreenOrPlaceholder screen={BACK_OFFICE_SCREENS[page.path]} info={page.info} />}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
