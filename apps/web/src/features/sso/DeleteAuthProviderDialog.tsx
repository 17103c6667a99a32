import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  Typography,
} from '@mui/material';
import { authProviderLabel, Messages, SsoMessages } from '@vigil/contracts';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { deleteTenantAuthProvidersMutation, tenantAuthProviderQuery } from './auth-providers.query';
import { ProviderBadge } from './ProviderBadge';

/** dialogType deleteAuthProvider, data {id}: confirms removing a single sign-on provider. */
export default function DeleteAuthProviderDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  const { actingTenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const loaded = useQuery(tenantAuthProviderQuery, {
    variables: { id, tenantId: actingTenantId },
    fetchPolicy: 'network-only',
  });
  const [remove] = useMutation(deleteTenantAuthProvidersMutation);
  const provider = loaded.data?.tenantAuthProvider;

  async function confirm() {
    setBusy(true);
    try {
      await remove({ variables: { ids: [id], tenantId: actingTenantId } });
      snackbar.show(SsoMessages.authProviderDeleted, 'success');
      close();
    } catch (e) {
      snackbar.showError(e);
      setBusy(false);
    }
  }

  return (
    <>
      <DialogContent sx={{ pt: 2.5, display: 'grid', gap: 2 }}>
        {loaded.loading ? (
          <Typography color="text.secondary">{Messages.loading}</Typography>
        ) : !provider ? (
          <Typography color="text.secondary">{Messages.notFound}</Typography>
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <ProviderBadge kind={provider.authProvider} />
              <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {provider.clientId}
              </Typography>
            </Box>
            <Typography>
              Delete this {authProviderLabel(provider.authProvider)} provider? People can no longer sign in
              through it, and the sessions they opened with it end when they are next renewed.
            </Typography>
            <Alert severity="warning" variant="outlined">
              Its client secret is deleted too; adding the provider again needs it.
            </Alert>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit" disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || !provider}
          onClick={() => void confirm()}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="auth-provider-delete"
        >
          Delete
        </Button>
      </DialogActions>
    </>
  );
}
