import { customerRoutes } from '../../../routes/customer-routes';
import type { TenantBase } from '../../../routes/route-builder';

/** The data explorer pages of one device, in the tenant acted for. */
export function deviceExplorerLinks(basePath: TenantBase, deviceId: number) {
  const query = { deviceId };
  return [
    { label: 'Discovered Data', to: customerRoutes.discoveredData.href(basePath, { query }) },
    { label: 'Activity Log', to: customerRoutes.activityLog.href(basePath, { query }) },
    { label: 'Folder Risk Explorer', to: customerRoutes.folders.href(basePath, { query }) },
  ] as const;
}
