import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { RouteRole } from '@vigil/contracts';
import { FullPageLoader } from '../components/FullPageLoader';
import { appRoutes } from '../routes/app-routes';
import { publicRoutes } from '../routes/public-routes';
import { areaMount } from '../routes/route-builder';
import { RedirectIfSignedIn, RequireAuth } from '../session/public-guards';
import { RouteErrorElement } from '../shell/errors/RouteErrorElement';
import { LazyPage } from './LazyPage';
import type { TopLevelPageName } from './top-level-pages';

/** The signed-in console's elements: one chunk, fetched when a signed-in route first matches. */
const signedIn = () => import('./signed-in');
type SignedInModule = Awaited<ReturnType<typeof signedIn>>;
const signedInElement = (make: (m: SignedInModule) => ReactNode) => async () => ({
  element: make(await signedIn()),
});

// One chunk per area of the console.
const SignInPage = lazy(() => import('../features/sign-in/SignInPage'));
const SignInByTokenPage = lazy(() => import('../features/sign-in/SignInByTokenPage'));
const ChangePasswordPage = lazy(() => import('../features/change-password/ChangePasswordPage'));
const SsoSuccessPage = lazy(() => import('../features/sso/SsoSuccessPage'));
const SsoErrorPage = lazy(() => import('../features/sso/SsoErrorPage'));
const CustomerArea = lazy(() => import('../features/customer/CustomerArea'));
const PartnerArea = lazy(() => import('../features/partner/PartnerArea'));
const AdminArea = lazy(() => import('../features/admin/AdminArea'));
const TopLevelPage = lazy(() => import('./top-level-pages'));

function topLevelPage(name: TopLevelPageName, publicPage = false) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <TopLevelPage name={name} publicPage={publicPage} />
    </Suspense>
  );
}

const partnerAndCustomerAreas = [
  {
    path: areaMount(RouteRole.Partner),
    lazy: signedInElement((m) => <m.AreaGuard area={RouteRole.Partner} />),
    children: [{ path: '*', element: <LazyPage component={PartnerArea} /> }],
  },
  {
    path: areaMount(RouteRole.Customer),
    lazy: signedInElement((m) => <m.AreaGuard area={RouteRole.Customer} />),
    children: [{ path: '*', element: <LazyPage component={CustomerArea} /> }],
  },
];

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorElement />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        path: publicRoutes.auth.path,
        element: <RedirectIfSignedIn />,
        children: [
          { index: true, element: <Navigate to={publicRoutes.signIn.href()} replace /> },
          { path: publicRoutes.signIn.path, element: <LazyPage component={SignInPage} /> },
          { path: '*', element: <Navigate to={publicRoutes.signIn.href()} replace /> },
        ],
      },
      // Exchanging a sign-in token replaces any session this browser has.
      { path: publicRoutes.signInByToken.path, element: <LazyPage component={SignInByTokenPage} /> },
      { path: publicRoutes.ssoSuccess.path, element: <LazyPage component={SsoSuccessPage} /> },
      { path: publicRoutes.ssoError.path, element: <LazyPage component={SsoErrorPage} /> },
      { path: publicRoutes.signUpPartner.path, element: topLevelPage('signUpPartner', true) },
      { path: publicRoutes.signUpCustomer.path, element: topLevelPage('signUpCustomer', true) },
      { path: publicRoutes.singleSignOn.path, element: topLevelPage('singleSignOn', true) },
      { path: publicRoutes.uiShowcase.path, element: topLevelPage('uiShowcase', true) },
      {
        path: appRoutes.home.path,
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            lazy: signedInElement((m) => <m.SignedInRoot />),
            children: [
              {
                path: `${appRoutes.changePassword.path}/*`,
                element: <LazyPage component={ChangePasswordPage} />,
              },
              {
                lazy: signedInElement((m) => <m.OwnTenantScope />),
                children: [
                  {
                    lazy: signedInElement((m) => <m.AppShell />),
                    children: [
                      { index: true, lazy: signedInElement((m) => <m.HomeRedirect />) },
                      {
                        path: appRoutes.cloudAuthorization.path,
                        element: topLevelPage('cloudAuthorization'),
                      },
                      ...partnerAndCustomerAreas,
                      {
                        path: areaMount(RouteRole.Admin),
                        lazy: signedInElement((m) => <m.AreaGuard area={RouteRole.Admin} />),
                        children: [{ path: '*', element: <LazyPage component={AdminArea} /> }],
                      },
                      { path: '*', lazy: signedInElement((m) => <m.NotFoundPage />) },
                    ],
                  },
                ],
              },
              {
                path: appRoutes.actingTenant.path,
                lazy: signedInElement((m) => (
                  <m.ActingTenantScope>
                    <Outlet />
                  </m.ActingTenantScope>
                )),
                children: [
                  {
                    lazy: signedInElement((m) => <m.AppShell />),
                    children: [
                      { index: true, lazy: signedInElement((m) => <m.ActingTenantHome />) },
                      ...partnerAndCustomerAreas,
                      { path: '*', lazy: signedInElement((m) => <m.NotFoundPage />) },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
