import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import {
  authProviderLabel,
  AuthProviderCode,
  Messages,
  SsoMessages,
  type AuthProviderType,
  type PublicAuthProvider,
} from '@vigil/contracts';
import { publicRoutes } from '../../routes/public-routes';
import { AuthSplitLayout } from '../sign-in/AuthSplitLayout';
import { ProviderMark } from './ProviderBadge';
import { fetchTenantProviders, signInHref } from './sso-api';

type State = { kind: 'loading' } | { kind: 'ready'; providers: PublicAuthProvider[] };

const kindOf = (code: number): AuthProviderType | null =>
  (Object.keys(AuthProviderCode) as AuthProviderType[]).find((k) => AuthProviderCode[k] === code) ?? null;

/** /single-sign-on?tenantId (spec part 2 §2.2): the tenant's providers as buttons. */
export default function SingleSignOnPage() {
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    setState({ kind: 'loading' });
    fetchTenantProviders(tenantId, abort.signal)
      .then((providers) => setState({ kind: 'ready', providers }))
      .catch((e: unknown) => {
        if (abort.signal.aborted) return;
        // Spec §8: logged, and the page says there are no providers.
        console.warn('Single sign-on providers could not be loaded', e);
        setState({ kind: 'ready', providers: [] });
      });
    return () => abort.abort();
  }, [tenantId]);

  return (
    <AuthSplitLayout>
      <Typography variant="h2" component="h1">
        Single sign-on
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mt: 1, mb: 3.5 }}>
        Sign in with your organization’s account.
      </Typography>
      {state.kind === 'loading' ? (
        <Typography color="text.secondary" data-testid="sso-loading">
          {Messages.loading}
        </Typography>
      ) : state.providers.length === 0 ? (
        <Alert severity="info" data-testid="sso-none">
          {SsoMessages.noProviders}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="sso-providers">
          {state.providers.map((p) => (
            <Button
              key={p.id}
              href={signInHref(p.id)}
              variant="outlined"
              size="large"
              color="inherit"
              fullWidth
              startIcon={<ProviderMark kind={kindOf(p.provider)} size={18} />}
              sx={{ justifyContent: 'flex-start', py: 1.25, px: 2, fontWeight: 600, borderColor: 'divider' }}
            >
              Sign in with {authProviderLabel(p.provider)}
            </Button>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3.5 }}>
        Have a password?{' '}
        <Link to={publicRoutes.signIn.href()} style={{ color: 'inherit', fontWeight: 600 }}>
          Sign in with email
        </Link>
      </Typography>
    </AuthSplitLayout>
  );
}
