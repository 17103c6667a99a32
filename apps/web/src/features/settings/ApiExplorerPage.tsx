import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { GraphiQL } from 'graphiql';
import { browserFetch, endSession, sessionRefresher, tokenStorage } from '../../app/services';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { useTenantScope } from '../../session/tenant-scope';
import { createExplorerFetcher } from './explorer-fetcher';
import { useSettingsLinks } from './settings-links';

/** The first query shown: who you are and the tenants below the one acted for, by tenantId. */
function starterQuery(): string {
  return `# Queries run with your session: what the console shows
# you, you may query here. Ctrl+Enter runs the query; the
# book icon on the left opens the schema's documentation.
# Partners act for a tenant below them by its tenantId.
query explorerStart($tenantId: Int) {
  userInfo {
    email
    tenantId
    tenantName
  }
  childTenants(tenantId: $tenantId, take: 5) {
    totalCount
    items {
      id
      name
      tenantType
    }
  }
}
`;
}

/**
 * The GraphQL explorer (spec part 2 §2.3, linked from the API page): GraphiQL, bundled with the
 * console, sending queries with the signed-in user's session. Its tabs live in sessionStorage, so
 * they do not outlast the browser tab or pass to the next person who signs in here.
 */
export default function ApiExplorerPage({ info }: { info: AreaInfo }) {
  const { tenantId } = useTenantScope();
  const links = useSettingsLinks();
  const fetcher = useMemo(
    () =>
      createExplorerFetcher({
        fetch: browserFetch,
        storage: tokenStorage,
        refresher: sessionRefresher,
        endSession,
      }),
    [],
  );

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 620 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, md: 3.5 }, py: 1.5 }}>
        <Button component={RouterLink} to={links.api} startIcon={<ArrowBackRounded />} size="small">
          API and Extensions
        </Button>
        <Typography variant="h5" component="h1">
          {info.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
          {info.summary}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, position: 'relative', borderTop: 1, borderColor: 'divider' }}>
        <Box sx={{ position: 'absolute', inset: 0 }} data-testid="graphql-explorer">
          <GraphiQL
            fetcher={fetcher}
            storage={window.sessionStorage}
            defaultQuery={starterQuery()}
            initialVariables={JSON.stringify({ tenantId }, null, 2)}
            forcedTheme="light"
            defaultEditorToolsVisibility="variables"
            showPersistHeadersSettings={false}
          />
        </Box>
      </Box>
    </Box>
  );
}
