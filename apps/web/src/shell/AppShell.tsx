import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Box } from '@mui/material';
import { RouteRole } from '@vigil/contracts';
import { FullPageLoader } from '../components/FullPageLoader';
import { useCurrentUser } from '../session/current-user';
import { isOnboardingManager } from '../session/route-decisions';
import { useTenantScope } from '../session/tenant-scope';
import { fipsStatusAllowed, useCustomerInfo } from '../session/use-customer-info';
import { useActingTenantTree, type TenantLink } from '../session/use-tenant-parents';
import { TutorialProvider } from '../features/tutorials/TutorialProvider';
import { UserPopupHost } from '../features/popups/UserPopupHost';
import { DialogHost } from './dialogs/DialogHost';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { ErrorFallback } from './errors/ErrorFallback';
import { primaryNav, settingsMenu, type NavContext } from './navigation/nav-config';
import { SubNav } from './top-bar/SubNav';
import { TopBar } from './top-bar/TopBar';
import { useLogout } from './use-logout';
import { useShellArea } from './use-shell-area';

/** The partner whose children the logo's dropdown lists: the partner acted for, or the one above a customer. */
function dropdownRoot(ownTenantId: number, chain: TenantLink[]): number {
  const current = chain[chain.length - 1];
  if (!current) return ownTenantId;
  if (current.isPartner) return current.id;
  return current.partnerId ?? ownTenantId;
}

/** The signed-in layout: top bar, sub-tabs, the page, and the dialog host. */
export function AppShell() {
  const user = useCurrentUser();
  const scope = useTenantScope();
  const { area, areaBase, relativePath } = useShellArea();
  const { chain } = useActingTenantTree(scope.actingTenantId);
  const customer = useCustomerInfo(area === RouteRole.Customer ? scope.tenantId : null);
  const logout = useLogout();
  const { pathname } = useLocation();

  const ctx: NavContext | null = area
    ? {
        area,
        isOnboardingManager: isOnboardingManager(user),
        isBackOffice: user.routeRole === RouteRole.Admin,
        fipsAllowed: fipsStatusAllowed(customer),
      }
    : null;
  const tabs = ctx ? primaryNav(ctx) : [];

  return (
    <TutorialProvider enabled={area === RouteRole.Customer} areaBase={areaBase}>
      <Box
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
        <TopBar
          partnerTenantId={user.tenantIsPartner ? dropdownRoot(user.tenantId, chain) : null}
          tenantChain={scope.actingTenantId === null ? [] : chain}
          tabs={tabs}
          settingsLinks={ctx ? settingsMenu(ctx) : []}
          areaBase={areaBase}
          relativePath={relativePath}
          showEncryptionWizard={area === RouteRole.Customer}
          onLogout={() => void logout()}
        />
        <SubNav items={tabs} areaBase={areaBase} relativePath={relativePath} />
        <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <ErrorBoundary
            key={pathname}
            fallback={(error, reset) => <ErrorFallback error={error} onRetry={reset} fullPage />}
          >
            <Suspense fallback={<FullPageLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
        <DialogHost />
        <UserPopupHost />
      </Box>
    </TutorialProvider>
  );
}
