import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Typography } from '@mui/material';
import type { TokenResponse } from '@vigil/contracts';
import { authApi, clearSessionCaches, tokenStorage } from '../../app/services';
import { safeReturnUrl } from '../../auth/sign-in-path';
import { appRoutes } from '../../routes/app-routes';
import { publicRoutes } from '../../routes/public-routes';
import { FullPageLoader } from '../../components/FullPageLoader';
import { AuthSplitLayout } from './AuthSplitLayout';

// A sign-in token is single-use: one exchange per token even if the page mounts twice.
const exchanges = new Map<string, Promise<TokenResponse>>();

function exchange(signInToken: string): Promise<TokenResponse> {
  let pending = exchanges.get(signInToken);
  if (!pending) {
    pending = authApi.signInByToken(signInToken);
    exchanges.set(signInToken, pending);
  }
  return pending;
}

/** /auth/sign-in-by-token?signInToken&returnUrl: exchange the token for a session (spec part 1 §2). */
export default function SignInByTokenPage() {
  const [searchParams] = useSearchParams();
  const signInToken = searchParams.get('signInToken');
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl')) ?? appRoutes.home.href();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!signInToken) return;
    let cancelled = false;
    exchange(signInToken)
      .then((response) => {
        if (cancelled) return;
        if (!response.accessToken) {
          setFailed(true);
          return;
        }
        clearSessionCaches();
        tokenStorage.save({
          accessToken: response.accessToken,
          refreshToken: response.refreshToken,
          isSso: false,
          ssoProviderId: null,
        });
        navigate(returnUrl, { replace: true });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [signInToken, returnUrl, navigate]);

  if (!signInToken) return <Navigate to={publicRoutes.signIn.href()} replace />;
  if (!failed) return <FullPageLoader label="Signing you in..." />;
  return (
    <AuthSplitLayout>
      <Typography variant="h2" component="h1">
        Sign-in link expired
      </Typography>
      <Alert severity="warning" sx={{ mt: 2.5, mb: 3 }}>
        This sign-in link is invalid, was already used or has expired. Sign in with your email and password
        instead.
      </Alert>
      <Button component={Link} to={publicRoutes.signIn.href()} variant="contained" size="large" fullWidth>
        Go to sign-in
      </Button>
    </AuthSplitLayout>
  );
}
