import { topRoute } from './route-builder';

/** Pages open without a session (spec part 1 §2, part 2 §2.1–§2.2). */
export const publicRoutes = {
  /** The sign-in area; a signed-in visitor goes to its returnUrl or home. */
  auth: topRoute('/auth'),
  /** Query returnUrl. */
  signIn: topRoute('/auth/sign-in'),
  /** Query signInToken and an optional returnUrl; replaces any session of this browser. */
  signInByToken: topRoute('/auth/sign-in-by-token'),
  /** Query partnerkey. */
  signUpPartner: topRoute('/sign-up-partner'),
  /** Query partnerkey. */
  signUpCustomer: topRoute('/sign-up-customer'),
  /** Query tenantId. */
  singleSignOn: topRoute('/single-sign-on'),
  /** Query access_token, refresh_token, providerId. */
  ssoSuccess: topRoute('/sso/success'),
  /** Query error. */
  ssoError: topRoute('/sso/error'),
  uiShowcase: topRoute('/ui-showcase'),
};
