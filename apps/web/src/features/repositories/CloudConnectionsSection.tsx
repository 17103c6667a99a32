import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { CheckCircleRounded, UploadRounded } from '@mui/icons-material';
import {
  CLOUD_AUTH_BUTTON_ORDER,
  CLOUD_AUTH_ERROR_TEXTS,
  CLOUD_AUTH_SERVICE_LABELS,
  CloudAuthLimits,
  CloudAuthMessages,
  CloudAuthReturnParams,
  formatDateTime,
  type CloudAuthService,
} from '@vigil/contracts';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { CopyableValue } from '../../components/CopyableValue';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import {
  customerCloudAuthDataQuery,
  deleteScannerAuthMutation,
  scannerAuthUrlsQuery,
  uploadScannerAuthFileMutation,
} from './repositories.queries';

const URL_FIELD = {
  MICROSOFT_ONEDRIVE: 'microsoftOneDrive',
  MICROSOFT_OUTLOOK: 'microsoftOutlook',
  GOOGLE_DRIVE: 'googleDrive',
  GOOGLE_MAIL: 'googleMail',
} as const satisfies Record<CloudAuthService, string>;

const isService = (value: string | null): value is CloudAuthService =>
  value !== null && (CLOUD_AUTH_BUTTON_ORDER as readonly string[]).includes(value);

/**
 * Cloud Installation → Configuration Files (spec part 2 line 70, §7.1–§7.3): a button per service
 * that goes to the provider's consent (vigilScannerAuthUrls) and comes back here through the
 * server's callback; a connected service shows when and how, with Disconnect; an auth file can be
 * uploaded instead. A service this server has no client for says so.
 */
export function CloudConnectionsSection({
  actingTenantId,
  canEdit,
  agentKey,
}: {
  actingTenantId: number | null;
  canEdit: boolean;
  agentKey: string;
}) {
  const tenantId = actingTenantId ?? undefined;
  const client = useApolloClient();
  const snackbar = useSnackbar();
  const confirm = useConfirmedAction();
  const [params, setParams] = useSearchParams();
  const query = useQuery(customerCloudAuthDataQuery, {
    variables: { tenantId },
    fetchPolicy: 'network-only',
  });
  const [upload] = useMutation(uploadScannerAuthFileMutation);
  const [remove] = useMutation(deleteScannerAuthMutation);
  const [going, setGoing] = useState<CloudAuthService | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploadFor, setUploadFor] = useState<CloudAuthService | null>(null);

  // Back from the provider: say how it went once, then drop the parameters from the address.
  useEffect(() => {
    const connected = params.get(CloudAuthReturnParams.connected);
    const error = params.get(CloudAuthReturnParams.error);
    if (connected === null && error === null) return;
    if (isService(connected))
      snackbar.show(CloudAuthMessages.connected(CLOUD_AUTH_SERVICE_LABELS[connected]), 'success');
    if (error !== null) {
      snackbar.show(
        CLOUD_AUTH_ERROR_TEXTS.includes(error) ? error : CloudAuthMessages.providerRefused,
        'error',
      );
    }
    const next = new URLSearchParams(params);
    next.delete(CloudAuthReturnParams.connected);
    next.delete(CloudAuthReturnParams.error);
    setParams(next, { replace: true });
  }, [params, setParams, snackbar]);

  const connect = async (service: CloudAuthService) => {
    setGoing(service);
    try {
      const res = await client.query({
        query: scannerAuthUrlsQuery,
        variables: { tenantId, redirectUrl: window.location.pathname },
        fetchPolicy: 'network-only',
      });
      const url = res.data?.vigilScannerAuthUrls[URL_FIELD[service]];
      if (!url) throw new Error(CloudAuthMessages.serviceNotConfigured(CLOUD_AUTH_SERVICE_LABELS[service]));
      window.location.assign(url);
    } catch (e) {
      snackbar.showError(e);
      setGoing(null);
    }
  };

  const pickFile = async (service: CloudAuthService, file: File | undefined) => {
    if (!file) return;
    if (file.size > CloudAuthLimits.fileMax) {
      snackbar.show(CloudAuthMessages.fileTooLarge, 'error');
      return;
    }
    try {
      await upload({ variables: { tenantId, authService: service, file: await file.text() } });
      snackbar.show(CloudAuthMessages.fileUploaded, 'success');
      await query.refetch();
    } catch (e) {
      snackbar.showError(e);
    }
  };

  const services = query.data?.customerCloudAuthData ?? [];
  const origin = window.location.origin;

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="configuration-files">
      <Typography variant="h6" gutterBottom>
        {CloudAuthMessages.sectionTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Connect the accounts the repository scanner reads. Each button opens the provider&apos;s consent page
        (read-only access) and comes back here; or upload an auth file: a Google service account key, or a
        scanner configuration file. While Scan New Repositories is on, the console scans each connected
        account itself, once every scan interval, and lists it under Repositories.
      </Typography>
      {query.error && <Alert severity="error">{query.error.message}</Alert>}
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="Auth file"
        data-testid="cloud-auth-file"
        onChange={(e) => {
          if (uploadFor) void pickFile(uploadFor, e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Stack spacing={1.5}>
        {CLOUD_AUTH_BUTTON_ORDER.map((service) => {
          const label = CLOUD_AUTH_SERVICE_LABELS[service];
          const data = services.find((s) => s.authService === service);
          return (
            <Box
              key={service}
              data-testid={`cloud-auth-${service}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minHeight: 40 }}
            >
              <Button
                variant={data?.isConnected ? 'outlined' : 'contained'}
                disabled={!canEdit || !data?.isConfigured || going !== null}
                onClick={() => void connect(service)}
                sx={{ minWidth: 150 }}
              >
                {label}
              </Button>
              {data?.isConnected ? (
                <>
                  <Chip
                    color="success"
                    size="small"
                    icon={<CheckCircleRounded />}
                    label={data.source === 'FILE' ? 'Connected with a file' : 'Connected'}
                  />
                  {data.connectedAt && (
                    <Typography variant="caption" color="text.secondary">
                      since {formatDateTime(data.connectedAt as string)}
                    </Typography>
                  )}
                  <Button
                    size="small"
                    color="error"
                    disabled={!canEdit || confirm.busy}
                    onClick={() =>
                      confirm.ask({
                        title: `Disconnect ${label}?`,
                        message: `The scanner stops reading ${label} for this customer; its stored token or auth file is deleted.`,
                        confirmLabel: 'Disconnect',
                        danger: true,
                        onConfirm: () =>
                          confirm.run(
                            () => remove({ variables: { tenantId, authService: service } }),
                            CloudAuthMessages.disconnected(label),
                            () => query.refetch(),
                          ),
                      })
                    }
                  >
                    Disconnect
                  </Button>
                </>
              ) : data && !data.isConfigured ? (
                <Typography variant="body2" color="text.secondary">
                  {CloudAuthMessages.notConfigured}
                </Typography>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Not connected
                </Typography>
              )}
              <Button
                size="small"
                startIcon={<UploadRounded />}
                disabled={!canEdit}
                onClick={() => {
                  setUploadFor(service);
                  fileInput.current?.click();
                }}
                sx={{ ml: 'auto' }}
                aria-label={`Upload auth file for ${label}`}
              >
                Upload File
              </Button>
            </Box>
          );
        })}
      </Stack>
      <Typography variant="body2" sx={{ mt: 2.5, mb: 1 }}>
        Installation guide: with a scanner configuration file, the agent reads the account as a repository.
        The file holds a refresh token: keep it like a password.
      </Typography>
      <CopyableValue
        label="Cloud account"
        value={`vigil-agent repository --server ${origin} --key ${agentKey} --cloud vigil-scanner.json`}
      />
      <ConfirmDialog request={confirm.request} busy={confirm.busy} onClose={confirm.close} />
    </Paper>
  );
}
