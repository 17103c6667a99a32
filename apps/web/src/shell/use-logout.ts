import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { authApi, tokenStorage } from '../app/services';
import { publicRoutes } from '../routes/public-routes';

/** Ends the session on the server, forgets the tokens and the cached data, and goes to sign-in. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const { refreshToken } = tokenStorage.read();
    if (refreshToken) {
      try {
        await authApi.logout(refreshToken);
      } catch (e) {
        // The local session ends regardless; the refresh token expires on its own.
        console.warn('Logout request failed', e);
      }
    }
    tokenStorage.clear();
    await client.clearStore();
    navigate(publicRoutes.signIn.href(), { replace: true });
  }, [client, navigate]);
}
