import { AreaRoutes } from '../../components/AreaRoutes';
import { ScreenOrPlaceholder, type ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import { partnerRoutes, type PartnerPageName } from '../../routes/partner-admin-routes';
import { useTenantScope } from '../../session/tenant-scope';
import { BACK_OFFICE_PAGES } from '../back-office/back-office-pages';
import { BACK_OFFICE_SCREENS } from '../back-office/back-office-screens';
import { TenantsPage } from '../tenants/TenantsPage';

function PartnerHome() {
  const { tenantId } = useTenantScope();
  return (
    <TenantsPage
      tenantId={tenantId}
      partnerId={tenantId}
      description="Customers and sub-partners you manage, at every level. Open one to act for it."
    />
  );
}

const PARTNER_SCREENS: ScreenRegistry<PartnerPageName> = { ...BACK_OFFICE_SCREENS, home: PartnerHome };

/** partner/* and /tenant/{id}/partner/*: the pages of partnerRoutes; its home is the child-tenants table. */
export default function PartnerArea() {
  return (
    <AreaRoutes
      table={partnerRoutes}
      page={(name) => <ScreenOrPlaceholder screen={PARTNER_SCREENS[name]} info={BACK_OFFICE_PAGES[name]} />}
    />
  );
}
