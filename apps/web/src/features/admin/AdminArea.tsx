import { Route, Routes } from 'react-router';
import { ScreenOrPlaceholder } from '../../components/ScreenOrPlaceholder';
import { AreaRedirect } from '../../components/AreaRedirect';
import { useTenantScope } from '../../session/tenant-scope';
import { BillingAndLicensingPage } from '../back-office/BillingAndLicensingPage';
import { BACK_OFFICE_SCREENS } from '../back-office/back-office-screens';
import {
  ADMIN_PAGES,
  ADMIN_REDIRECTS,
  BACK_OFFICE_REDIRECTS,
  SHARED_PAGES,
} from '../back-office/back-office-pages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { TenantsPage } from '../tenants/TenantsPage';

function AdminTenants() {
  const { tenantId } = useTenantScope();
  return (
    <TenantsPage tenantId={tenantId} description="Partners and customers at the top of the tenant tree." />
  );
}

/** admin/*: the back office (spec part 2 §2.3). */
export default function AdminArea() {
  return (
    <Routes>
      <Route index element={<AreaRedirect to="tenants" />} />
      <Route path="tenants" element={<AdminTenants />} />
      <Route path="billing-and-licensing" element={<BillingAndLicensingPage />} />
      {[...BACK_OFFICE_REDIRECTS, ...ADMIN_REDIRECTS].map((r) => (
        <Route key={r.from} path={r.from} element={<AreaRedirect to={r.to} />} />
      ))}
      {[...SHARED_PAGES, ...ADMIN_PAGES].map((page) => (
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
