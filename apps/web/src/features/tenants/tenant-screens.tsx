import { lazy } from 'react';
import type { ScreenRegistry } from '../../components/ScreenOrPlaceholder';
import type { CustomerPageName } from '../../routes/customer-routes';

/** The customer area's tenant screens: the Onboarding table, for an Onboarding Manager acting for a customer. */
export const TENANT_SCREENS: ScreenRegistry<CustomerPageName> = {
  onboarding: lazy(() => import('./OnboardingPage')),
};
