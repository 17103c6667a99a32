import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import type { TenantParentsQuery } from '../gql/graphql';
import { appRoutes } from '../routes/app-routes';
import { useCurrentUser } from './current-user';
import { isOnboardingManager } from './route-decisions';
import { tenantParentsQuery } from './tenant-parents.query';
import { useLogout } from '../shell/use-logout';

export type TenantLink = TenantParentsQuery['tenantParents'][number];

/** The chain from the user's own tenant down to `tenantId`. */
export function useTenantParents(tenantId: number | null) {
  const { data, previousData, loading, error } = useQuery(tenantParentsQuery, {
    variables: { id: tenantId ?? 0 },
    skip: tenantId === null,
  });
  return { chain: (data ?? previousData)?.tenantParents ?? [], loading, error };
}

/**
 * The tenant tree of the tenant acted for; failing to load it sends the user to /, or an
 * onboarding manager to sign-in (spec part 1 §4).
 */
export function useActingTenantTree(actingTenantId: number | null) {
  const result = useTenantParents(actingTenantId);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const failed = Boolean(result.error);
  const toSignIn = isOnboardingManager(user);
  useEffect(() => {
    if (!failed) return;
    if (toSignIn) void logout();
    else navigate(appRoutes.home.href(), { replace: true });
  }, [failed, toSignIn, navigate, logout]);
  return result;
}
