import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  IconButton,
  InputAdornment,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import {
  AUTH_PROVIDER_TYPES,
  AUTH_PROVIDER_URL_HINTS,
  authProviderFormSchema,
  authProviderLabel,
  authProviderUpdateFormSchema,
  Messages,
  SsoLimits,
  SsoMessages,
  type AuthProviderType,
  type AuthProviderUpdateForm,
  type AuthProviderUpdateFormInput,
} from '@vigil/contracts';
import { useTenantScope } from '../../session/tenant-scope';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import {
  createTenantAuthProviderMutation,
  tenantAuthProviderQuery,
  updateTenantAuthProviderMutation,
} from './auth-providers.query';
import { ProviderMark } from './ProviderBadge';

/** A leading space is blocked in text inputs (spec part 1 §5). */
const noLeadingSpace = (value: string) => value.replace(/^\s+/, '');

function isNotFound(error: unknown): boolean {
  const errors = (error as { errors?: { extensions?: { code?: string } }[] } | null)?.errors;
  return Boolean(errors?.some((e) => e.extensions?.code === 'NOT_FOUND'));
}

/** dialogType editAuthProvider ({id}) loads the provider; createAuthProvider starts empty. */
export function AuthProviderDialog({ id, close }: { id?: number; close: () => void }) {
  const { actingTenantId } = useTenantScope();
  const loaded = useQuery(tenantAuthProviderQuery, {
    variables: { id: id ?? 0, tenantId: actingTenantId },
    fetchPolicy: 'network-only',
    skip: id === undefined,
  });
  if (id === undefined)
    return (
      <AuthProviderForm
        initial={{ authProvider: 'OKTA', clientId: '', clientSecret: '', url: '' }}
        close={close}
      />
    );
  if (loaded.error && !isNotFound(loaded.error))
    return (
      <DialogContent sx={{ py: 3 }}>
        <Alert severity="error">{loaded.error.message}</Alert>
      </DialogContent>
    );
  if (loaded.loading)
    return (
      <DialogContent sx={{ py: 4 }}>
        <Typography color="text.secondary">{Messages.loading}</Typography>
      </DialogContent>
    );
  const p = loaded.data?.tenantAuthProvider;
  if (!p)
    return (
      <DialogContent sx={{ py: 4 }}>
        <Typography color="text.secondary">{Messages.notFound}</Typography>
      </DialogContent>
    );
  return (
    <AuthProviderForm
      id={p.id}
      initial={{ authProvider: p.authProvider, clientId: p.clientId, clientSecret: '', url: p.url }}
      close={close}
    />
  );
}

function AuthProviderForm({
  id,
  initial,
  close,
}: {
  id?: number;
  initial: AuthProviderUpdateFormInput;
  close: () => void;
}) {
  const editing = id !== undefined;
  const { actingTenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const [create] = useMutation(createTenantAuthProviderMutation);
  const [update] = useMutation(updateTenantAuthProviderMutation);
  const [showSecret, setShowSecret] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AuthProviderUpdateFormInput, unknown, AuthProviderUpdateForm>({
    // A new provider needs its secret; an edit keeps the stored one when the field stays empty.
    resolver: zodResolver(editing ? authProviderUpdateFormSchema : authProviderFormSchema),
    defaultValues: initial,
  });
  const kind = watch('authProvider') as AuthProviderType;

  const onSubmit = handleSubmit(async (form) => {
    try {
      if (editing) {
        await update({
          variables: {
            tenantId: actingTenantId,
            request: {
              id,
              authProvider: form.authProvider,
              clientId: form.clientId,
              url: form.url,
              ...(form.clientSecret ? { clientSecret: form.clientSecret } : {}),
            },
          },
        });
        snackbar.show(SsoMessages.authProviderUpdated, 'success');
      } else {
        await create({
          variables: {
            tenantId: actingTenantId,
            request: {
              authProvider: form.authProvider,
              clientId: form.clientId,
              clientSecret: form.clientSecret ?? '',
              url: form.url,
            },
          },
        });
        snackbar.show(SsoMessages.authProviderCreated, 'success');
      }
      close();
    } catch (e) {
      snackbar.showError(e);
    }
  });

  const text = (field: 'clientId' | 'url' | 'clientSecret') => {
    const reg = register(field);
    return {
      ...reg,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        e.target.value = noLeadingSpace(e.target.value);
        return reg.onChange(e);
      },
    };
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate autoComplete="off">
      <DialogContent sx={{ display: 'grid', gap: 2.25, pt: 2.5 }}>
        <Controller
          control={control}
          name="authProvider"
          render={({ field }) => (
            <TextField
              select
              label="Provider"
              required
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              error={!!errors.authProvider}
              helperText={errors.authProvider?.message}
              slotProps={{ htmlInput: { 'data-testid': 'auth-provider-kind' } }}
            >
              {AUTH_PROVIDER_TYPES.map((k) => (
                <MenuItem key={k} value={k}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
                    <ProviderMark kind={k} size={16} />
                    {authProviderLabel(k)}
                  </Box>
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label="Client ID"
          required
          {...text('clientId')}
          error={!!errors.clientId}
          helperText={errors.clientId?.message ?? 'The application’s client ID at the provider'}
          slotProps={{
            htmlInput: { maxLength: SsoLimits.clientIdMax, 'data-testid': 'auth-provider-client-id' },
          }}
        />
        <TextField
          label="Client Secret"
          required={!editing}
          type={showSecret ? 'text' : 'password'}
          autoComplete="new-password"
          placeholder={editing ? '••••••••' : undefined}
          {...text('clientSecret')}
          error={!!errors.clientSecret}
          helperText={
            errors.clientSecret?.message ??
            (editing ? SsoMessages.keepSecret : 'Stored encrypted; it is never shown again')
          }
          slotProps={{
            htmlInput: { maxLength: SsoLimits.clientSecretMax, 'data-testid': 'auth-provider-client-secret' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showSecret ? 'Hide client secret' : 'Show client secret'}
                    onClick={() => setShowSecret((v) => !v)}
                    edge="end"
                    size="small"
                    tabIndex={-1}
                  >
                    {showSecret ? (
                      <VisibilityOffRounded fontSize="small" />
                    ) : (
                      <VisibilityRounded fontSize="small" />
                    )}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          label="URL"
          required
          {...text('url')}
          placeholder={AUTH_PROVIDER_URL_HINTS[kind] ?? ''}
          error={!!errors.url}
          helperText={errors.url?.message ?? `The issuer, such as ${AUTH_PROVIDER_URL_HINTS[kind] ?? ''}`}
          slotProps={{ htmlInput: { maxLength: SsoLimits.urlMax, 'data-testid': 'auth-provider-url' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || (editing && !isDirty)}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="auth-provider-submit"
        >
          {editing ? 'Update' : 'Create'}
        </Button>
      </DialogActions>
    </form>
  );
}
