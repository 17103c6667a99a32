import { RouteRole } from '@vigil/contracts';
import { customerRoutes } from '../../routes/customer-routes';
import { adminRoutes, partnerRoutes } from '../../routes/partner-admin-routes';
import type { AppHref } from '../../routes/route-builder';
import { useTenantScope } from '../../session/tenant-scope';
import { useShellArea } from '../../shell/use-shell-area';

/** The settings pages of the area on screen (spec part 2 §2.3, §2.6): its two tabs and the explorer. */
export interface SettingsLinks {
  mainLabel: string;
  main: AppHref;
  api: AppHref;
  explorer: AppHref;
}

export function useSettingsLinks(): SettingsLinks {
  const { area } = useShellArea();
  const { basePath } = useTenantScope();
  if (area === RouteRole.Customer) {
    return {
      mainLabel: 'Customer settings',
      main: customerRoutes.customerSettings.href(basePath),
      api: customerRoutes.apiAndExtensions.href(basePath),
      explorer: customerRoutes.apiExplorer.href(basePath),
    };
  }
  if (area === RouteRole.Admin) {
    return {
      mainLabel: 'Partner settings',
      main: adminRoutes.partnerSettings.href(),
      api: adminRoutes.apiAndExtensions.href(),
      explorer: adminRoutes.apiExplorer.href(),
    };
  }
  return {
    mainLabel: 'Partner settings',
    main: partnerRoutes.partnerSettings.href(basePath),
    api: partnerRoutes.apiAndExtensions.href(basePath),
    explorer: partnerRoutes.apiExplorer.href(basePath),
  };
}
