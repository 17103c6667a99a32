import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Typography } from '@mui/material';
import { ssoErrorText, SsoMessages } from '@vigil/contracts';
import { publicRoutes } from '../../routes/public-routes';
import { AuthSplitLayout } from '../sign-in/AuthSplitLayout';

/**
 * /sso/error?error: single sign-on failed. Only the server's own texts are shown (anything else in
 * the link reads as the generic one), so a crafted link cannot put words in the console's mouth.
 */
export default function SsoErrorPage() {
  const [params] = useSearchParams();
  return (
    <AuthSplitLayout>
      <Typography variant="h2" component="h1">
        {SsoMessages.errorTitle}
      </Typography>
      <Alert severity="error" sx={{ mt: 2.5, mb: 3 }} data-testid="sso-error">
        {ssoErrorText(params.get('error'))}
      </Alert>
      <Button component={Link} to={publicRoutes.signIn.href()} variant="contained" size="large" fullWidth>
        Go to sign-in
      </Button>
    </AuthSplitLayout>
  );
}
