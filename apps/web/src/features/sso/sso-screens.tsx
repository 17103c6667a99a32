import { lazy } from 'react';
import type { ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import type { CustomerPageName } from '../../routes/customer-routes';

/** The customer's single sign-on screens, by route. */
export const SSO_SCREENS: ScreenRegistry<CustomerPageName> = {
  authProviders: lazy(() => import('./AuthProvidersPage')),
};
