import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Typography } from '@mui/material';
import { publicRoutes } from '../../routes/public-routes';
import { AuthSplitLayout } from '../sign-in/AuthSplitLayout';

/** /sso/error?error: single sign-on failed. */
export default function SsoErrorPage() {
  const [params] = useSearchParams();
  return (
    <AuthSplitLayout>
      <Typography variant="h2" component="h1">
        Oops! Something went wrong.
      </Typography>
      <Alert severity="error" sx={{ mt: 2.5, mb: 3 }}>
        {params.get('error') || 'Single sign-on did not complete.'}
      </Alert>
      <Button component={Link} to={publicRoutes.signIn.href()} variant="contained" size="large" fullWidth>
        Go to sign-in
      </Button>
    </AuthSplitLayout>
  );
}
