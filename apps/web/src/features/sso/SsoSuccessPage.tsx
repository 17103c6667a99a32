import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { tokenStorage } from '../../app/services';
import { customerRoutes } from '../../routes/customer-routes';
import { publicRoutes } from '../../routes/public-routes';
import { OWN_TENANT } from '../../routes/route-builder';
import { FullPageLoader } from '../../components/FullPageLoader';

/** /sso/success?access_token&refresh_token&providerId: store the SSO session, open the risk portal. */
export default function SsoSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  const providerId = params.get('providerId');

  useEffect(() => {
    if (!accessToken) {
      navigate(publicRoutes.signIn.href(), { replace: true });
      return;
    }
    tokenStorage.save({ accessToken, refreshToken, isSso: true, ssoProviderId: providerId });
    navigate(customerRoutes.riskPortal.href(OWN_TENANT), { replace: true });
  }, [accessToken, refreshToken, providerId, navigate]);

  return <FullPageLoader label="Signing you in..." />;
}
