import { lazy } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { RouteRole } from '@vigil/contracts';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { CurrentUserProvider } from '../session/current-user';
import {
  ActingTenantHome,
  ActingTenantScope,
  AreaGuard,
  HomeRedirect,
  OwnTenantScope,
  PasswordChangeGate,
  RedirectIfSignedIn,
  RequireAuth,
} from '../session/guards';
import { AppShell } from '../shell/AppShell';
import { RouteErrorElement } from '../shell/errors/RouteErrorElement';
import { LazyPage } from './LazyPage';

// One chunk per area of the console.
const SignInPage = lazy(() => import('../features/sign-in/SignInPage'));
const SignInByTokenPage = lazy(() => import('../features/sign-in/SignInByTokenPage'));
const ChangePasswordPage = lazy(() => import('../features/change-password/ChangePasswordPage'));
const SsoSuccessPage = lazy(() => import('../features/sso/SsoSuccessPage'));
const SsoErrorPage = lazy(() => import('../features/sso/SsoErrorPage'));
const CustomerArea = lazy(() => import('../features/customer/CustomerArea'));
const PartnerArea = lazy(() => import('../features/partner/PartnerArea'));
const AdminArea = lazy(() => import('../features/admin/AdminArea'));

function SignedIn() {
  return (
    <RequireAuth>
      <CurrentUserProvider>
        <PasswordChangeGate />
      </CurrentUserProvider>
    </RequireAuth>
  );
}

const partnerAndCustomerAreas = [
  {
    path: 'partner/*',
    element: <AreaGuard area={RouteRole.Partner} />,
    children: [{ path: '*', element: <LazyPage component={PartnerArea} /> }],
  },
  {
    path: 'customer/*',
    element: <AreaGuard area={RouteRole.Customer} />,
    children: [{ path: '*', element: <LazyPage component={CustomerArea} /> }],
  },
];

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorElement />,
    children: [
      {
        path: '/auth',
        element: <RedirectIfSignedIn />,
        children: [
          { index: true, element: <Navigate to="sign-in" replace /> },
          { path: 'sign-in', element: <LazyPage component={SignInPage} /> },
          { path: '*', element: <Navigate to="/auth/sign-in" replace /> },
        ],
      },
      // Exchanging a sign-in token replaces any session this browser has.
      { path: '/auth/sign-in-by-token', element: <LazyPage component={SignInByTokenPage} /> },
      { path: '/sso/success', element: <LazyPage component={SsoSuccessPage} /> },
      { path: '/sso/error', element: <LazyPage component={SsoErrorPage} /> },
      {
        path: '/',
        element: <SignedIn />,
        children: [
          { path: 'change-password/*', element: <LazyPage component={ChangePasswordPage} /> },
          {
            element: <OwnTenantScope />,
            children: [
              {
                element: <AppShell />,
                children: [
                  { index: true, element: <HomeRedirect /> },
                  ...partnerAndCustomerAreas,
                  {
                    path: 'admin/*',
                    element: <AreaGuard area={RouteRole.Admin} />,
                    children: [{ path: '*', element: <LazyPage component={AdminArea} /> }],
                  },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
          {
            path: 'tenant/:tenantId',
            element: (
              <ActingTenantScope>
                <Outlet />
              </ActingTenantScope>
            ),
            children: [
              {
                element: <AppShell />,
                children: [
                  { index: true, element: <ActingTenantHome /> },
                  ...partnerAndCustomerAreas,
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
