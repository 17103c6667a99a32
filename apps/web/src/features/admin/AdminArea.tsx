import { AreaRoutes } from '../../components/AreaRoutes';
import { ScreenOrPlaceholder, type ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import { adminRoutes, type AdminPageName } from '../../routes/partner-admin-routes';
import { useTenantScope } from '../../session/tenant-scope';
import { BACK_OFFICE_PAGES } from '../back-office/back-office-pages';
import { BACK_OFFICE_SCREENS } from '../back-office/back-office-screens';
import { TenantsPage } from '../tenants/TenantsPage';

function AdminTenants() {
  const { tenantId } = useTenantScope();
  return (
    <TenantsPage
      tenantId={tenantId}
      description="Every partner and customer of the tenant tree. Open one to act for it."
    />
  );
}

const ADMIN_SCREENS: ScreenRegistry<AdminPageName> = { ...BACK_OFFICE_SCREENS, tenants: AdminTenants };

/** admin/*: the back office (spec part 2 §2.3), the pages of adminRoutes. */
export default function AdminArea() {
  return (
    <AreaRoutes
      table={adminRoutes}
      page={(name) => <ScreenOrPlaceholder screen={ADMIN_SCREENS[name]} info={BACK_OFFICE_PAGES[name]} />}
    />
  );
}
