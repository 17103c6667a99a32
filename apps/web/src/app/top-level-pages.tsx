import { lazy, type ReactNode } from 'react';
import { Box } from '@mui/material';
import CloudSyncRounded from '@mui/icons-material/CloudSyncRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import PaletteRounded from '@mui/icons-material/PaletteRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import { AreaPlaceholder, type AreaInfo } from '../components/AreaPlaceholder';
import { BrandMark } from '../components/BrandMark';
import { ScreenOrPlaceholder, type ScreenRegistry } from '../components/ScreenOrPlaceholder';
import { WithApollo } from './with-apollo';

/** Pages of the spec outside the areas that are still to be built (public, or the cloud return point). */
export type TopLevelPageName =
  'signUpPartner' | 'signUpCustomer' | 'singleSignOn' | 'uiShowcase' | 'cloudAuthorization';

export const TOP_LEVEL_PAGES: Record<TopLevelPageName, AreaInfo> = {
  signUpPartner: {
    title: 'Partner Sign-up',
    summary: 'Create a partner account to manage your customers.',
    empty: 'First name, last name, business name, email, password and phone appear here.',
    icon: <StorefrontRounded />,
  },
  signUpCustomer: {
    title: 'Customer Sign-up',
    summary: 'Create a customer account under your partner.',
    empty: 'First name, last name, business name, subscription type, email and password appear here.',
    icon: <HowToRegRounded />,
  },
  singleSignOn: {
    title: 'Single Sign-On',
    summary: 'Sign in with one of your organization’s identity providers.',
    empty: 'The single sign-on providers of your tenant appear here as buttons.',
    icon: <KeyRounded />,
  },
  uiShowcase: {
    title: 'UI Showcase',
    summary: 'The palette, typography and number formats of the console.',
    empty: 'Palette, typography and number format samples appear here.',
    icon: <PaletteRounded />,
  },
  cloudAuthorization: {
    title: 'Cloud Authorization',
    summary: 'Where a cloud service returns once you have authorised Vigil to scan it.',
    empty: 'The outcome of connecting a cloud repository appears here.',
    icon: <CloudSyncRounded />,
  },
};

/** The built screens of these pages, by name (add each as `lazy(() => import(...))`). */
export const TOP_LEVEL_SCREENS: ScreenRegistry<TopLevelPageName> = {
  singleSignOn: lazy(() => import('../features/sso/SingleSignOnPage')),
  signUpPartner: lazy(() => import('../features/sign-up/SignUpPartnerPage')),
  signUpCustomer: lazy(() => import('../features/sign-up/SignUpCustomerPage')),
  uiShowcase: lazy(() => import('../features/ui-showcase/UiShowcasePage')),
};

/** The frame of a public page's placeholder: the brand above it. */
function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ px: { xs: 2, md: 3.5 }, pt: 3 }}>
        <BrandMark size={28} />
      </Box>
      <Box component="main">{children}</Box>
    </Box>
  );
}

/** A built screen brings its own layout; a public page's placeholder gets the brand above it. */
export default function TopLevelPage({ name, publicPage }: { name: TopLevelPageName; publicPage?: boolean }) {
  const info = TOP_LEVEL_PAGES[name];
  const placeholder = publicPage ? (
    <PublicFrame>
      <AreaPlaceholder info={info} />
    </PublicFrame>
  ) : undefined;
  return (
    <WithApollo>
      <ScreenOrPlaceholder screen={TOP_LEVEL_SCREENS[name]} info={info} fallback={placeholder} />
    </WithApollo>
  );
}
