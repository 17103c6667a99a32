import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { UserInfoQuery } from '../gql/graphql';
import { userInfoQuery } from './user-info.query';
import { FullPageLoader } from '../components/FullPageLoader';
import { ErrorFallback } from '../shell/errors/ErrorFallback';

export type CurrentUser = UserInfoQuery['userInfo'];

interface CurrentUserValue {
  user: CurrentUser;
  reload: () => Promise<CurrentUser | null>;
}

const CurrentUserContext = createContext<CurrentUserValue | null>(null);

/** Loads userInfo once for the signed-in part of the app. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { data, error, refetch } = useQuery(userInfoQuery, { notifyOnNetworkStatusChange: false });
  const user = data?.userInfo ?? null;

  const value = useMemo<CurrentUserValue | null>(
    () =>
      user
        ? {
            user,
            reload: async () => (await refetch()).data?.userInfo ?? null,
          }
        : null,
    [user, refetch],
  );

  if (value) return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
  if (error) return <ErrorFallback error={error} onRetry={() => void refetch()} fullPage />;
  return <FullPageLoader />;
}

export function useCurrentUserContext(): CurrentUserValue {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser must be used inside CurrentUserProvider');
  return value;
}

export function useCurrentUser(): CurrentUser {
  return useCurrentUserContext().user;
}
