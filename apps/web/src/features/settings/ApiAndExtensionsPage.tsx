import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLazyQuery } from '@apollo/client/react';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import KeyRounded from '@mui/icons-material/KeyRounded';
import TerminalRounded from '@mui/icons-material/TerminalRounded';
import { ApiAddresses, SettingsMessages } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { copyText, CopyableValue } from '../../components/CopyableValue';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { useTenantScope } from '../../session/tenant-scope';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { gqlTokenQuery } from './settings.query';
import { SettingsTabs } from './SettingsTabs';
import { useSettingsLinks } from './settings-links';
import { tokenExpiry } from './token-expiry';

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        {icon}
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

function Code({ children }: { children: ReactNode }) {
  return (
    <Box
      component="code"
      sx={{ fontFamily: 'monospace', fontSize: 13, bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}
    >
      {children}
    </Box>
  );
}

function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <Box sx={{ '& + &': { mt: 2.5 } }}>
      <Typography variant="subtitle2" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      {children}
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** Copy token: a fresh access token of this session, shown and put on the clipboard. */
function AccessToken() {
  const snackbar = useSnackbar();
  const [fetchToken, { loading }] = useLazyQuery(gqlTokenQuery, { fetchPolicy: 'network-only' });
  const [token, setToken] = useState<string | null>(null);

  const copyFreshToken = async () => {
    try {
      const result = await fetchToken();
      const fresh = result.data?.gqlToken;
      if (!fresh) throw result.error ?? new Error('No token');
      setToken(fresh);
      const copied = await copyText(fresh);
      snackbar.show(
        copied ? SettingsMessages.copied : SettingsMessages.copyFailed,
        copied ? 'success' : 'warning',
      );
    } catch (error) {
      snackbar.showError(error);
    }
  };

  const expires = token ? tokenExpiry(token) : null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<KeyRounded />}
        onClick={() => void copyFreshToken()}
        disabled={loading}
      >
        Copy token
      </Button>
      {token && (
        <TextField
          label="Your access token"
          value={token}
          fullWidth
          multiline
          maxRows={4}
          margin="normal"
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              style: { fontFamily: 'monospace', fontSize: 12 },
            },
          }}
          onFocus={(e) => e.target.select()}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {expires
          ? `This token is valid until ${timeFormat.format(expires)}. `
          : 'Tokens are valid for a short time. '}
        Come back to this page for a new one when it expires; it also ends when you sign out.
      </Typography>
    </>
  );
}

/** Settings → API and Extensions (spec part 2 §2.3): how scripts call the API, and the explorer. */
export default function ApiAndExtensionsPage({ info }: { info: AreaInfo }) {
  const { tenantId, actingTenantId } = useTenantScope();
  const links = useSettingsLinks();
  const origin = window.location.origin;

  return (
    <PageContainer>
      <PageHeader title="Settings" description={info.summary} />
      <SettingsTabs current="api" />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Section title="GraphQL API">
            <Field
              label="Endpoint"
              hint={
                <>
                  Every query and mutation is a POST with a JSON body:{' '}
                  <Code>{'{ "query": "…", "variables": { … } }'}</Code>.
                </>
              }
            >
              <CopyableValue label="Endpoint address" value={`${origin}${ApiAddresses.graphqlEndpoint}`} />
            </Field>
            <Field
              label="Schema"
              hint="The whole schema in SDL, for code generators and editors; send the same header."
            >
              <CopyableValue label="Schema address" value={`${origin}${ApiAddresses.graphqlSchema}`} />
            </Field>
            <Field label="Authorization header" hint="Send your access token with every request.">
              <CopyableValue label="Authorization header" value="Authorization: Bearer <token>" />
            </Field>
          </Section>
          <Section title="Access token">
            <AccessToken />
          </Section>
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Section title="GraphQL Explorer" icon={<TerminalRounded color="primary" />}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Write and run queries in the browser with your session, with the documentation of every type and
              field at hand.
            </Typography>
            <Button variant="outlined" component={RouterLink} to={links.explorer}>
              Open GraphQL Explorer
            </Button>
          </Section>
          <Section title="Acting for a tenant">
            <Typography variant="body2">
              Operations act for your own tenant. Partners (MSPs) act for one of their customers or
              sub-partners by passing its id as the <Code>tenantId</Code> argument, for example{' '}
              <Code>{'devices(tenantId: 42) { items { id name } }'}</Code>.
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {actingTenantId === null
                ? `Your tenant's id is ${tenantId}.`
                : `You are acting for tenant ${actingTenantId}: pass tenantId: ${actingTenantId}.`}
            </Typography>
          </Section>
          <Alert severity="info" variant="outlined">
            The API may change: operations and fields can be added, changed or removed between releases. Check
            the schema before you rely on a field.
          </Alert>
        </Box>
      </Box>
    </PageContainer>
  );
}
