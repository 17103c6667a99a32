import { lazy } from 'react';
import type { ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import type { CustomerPageName } from '../../routes/customer-routes';
import type { AdminPageName, PartnerPageName } from '../../routes/partner-admin-routes';
import type { AreaInfo } from '../../components/AreaPlaceholder';

const UsersPage = lazy(() => import('./UsersPage'));
const GroupsPage = lazy(() => import('./GroupsPage'));
const GroupUsersPage = lazy(() => import('./GroupPage').then((m) => ({ default: m.GroupUsersPage })));
const GroupDevicesPage = lazy(() => import('./GroupPage').then((m) => ({ default: m.GroupDevicesPage })));

/** Customer users show their groups and Add Groups: groups belong to customers. */
function CustomerUsersPage({ info }: { info: AreaInfo }) {
  return <UsersPage info={info} withGroups />;
}

/** Settings → Customer users, Groups and the group page (spec part 2 §2.4, §2.6). */
export const PEOPLE_SCREENS: ScreenRegistry<CustomerPageName> = {
  users: CustomerUsersPage,
  groups: GroupsPage,
  groupUsers: GroupUsersPage,
  groupDevices: GroupDevicesPage,
};

/** Partner users, in the partner portal and the back office (spec part 2 §2.3). */
export const PEOPLE_BACK_OFFICE_SCREENS: ScreenRegistry<PartnerPageName | AdminPageName> = {
  users: UsersPage,
};
