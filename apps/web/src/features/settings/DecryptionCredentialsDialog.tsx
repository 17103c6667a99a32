import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Messages, reverifyPasswordSchema, type ReverifyPasswordForm } from '@vigil/contracts';
import { CopyableValue } from '../../components/CopyableValue';
import { PasswordField } from '../../components/PasswordField';
import { errorText } from '../../graphql/error-text';
import { customerEncryptionPasswordQuery, reverifyPasswordMutation } from './settings.query';

interface Credentials {
  customerId: number;
  encryptionKey: string;
}

/** A refusal of the password itself (not a throttle or a network failure): shown on the field. */
function isWrongPassword(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.message === Messages.invalidCredentials)
  );
}

/**
 * Decryption Credentials (spec part 2 §2.6): Verify your account asks for the password again; the
 * server checks it (throttled like a sign-in) and only with its short-lived proof shows the
 * encryption key and the customer id. Closing the dialog forgets both.
 */
export function DecryptionCredentialsDialog({
  open,
  tenantId,
  onClose,
}: {
  open: boolean;
  /** The customer acted for; undefined: the user's own. */
  tenantId: number | undefined;
  onClose: () => void;
}) {
  const client = useApolloClient();
  const [reverify] = useMutation(reverifyPasswordMutation);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReverifyPasswordForm>({
    resolver: zodResolver(reverifyPasswordSchema),
    defaultValues: { password: '' },
  });

  const close = () => {
    setCredentials(null);
    setFailure(null);
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const proof = await reverify({ variables: { password } });
      const token = proof.data?.reverifyPassword.reverificationToken;
      if (!token) throw proof.error ?? new Error(Messages.somethingWentWrong);
      // Never cached: the key stays in this dialog only.
      const result = await client.query({
        query: customerEncryptionPasswordQuery,
        variables: { tenantId, reverificationToken: token },
        fetchPolicy: 'no-cache',
      });
      const found = result.data?.customerEncryptionPassword;
      if (!found) throw result.error ?? new Error(Messages.somethingWentWrong);
      setCredentials(found);
      form.reset();
    } catch (error) {
      if (isWrongPassword(error)) form.setError('password', { message: Messages.invalidCredentials });
      else setFailure(errorText(error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="sm"
      fullWidth
      aria-labelledby="decryption-credentials-title"
    >
      <DialogTitle id="decryption-credentials-title">
        {credentials ? 'Decryption Credentials' : 'Verify your account'}
      </DialogTitle>
      {credentials ? (
        <>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Keep these safe: with them, files this customer&apos;s agents encrypted can be decrypted.
            </DialogContentText>
            <Typography variant="subtitle2" sx={{ mb: 0.75 }}>
              Encryption Key
            </Typography>
            <CopyableValue label="Encryption key" value={credentials.encryptionKey} />
            <Typography variant="subtitle2" sx={{ mt: 2.5, mb: 0.75 }}>
              Customer ID
            </Typography>
            <CopyableValue label="Customer ID" value={String(credentials.customerId)} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Enter your password to see the decryption credentials.
            </DialogContentText>
            <PasswordField
              {...form.register('password')}
              label="Password"
              autoComplete="current-password"
              autoFocus
              fullWidth
              required
              error={Boolean(form.formState.errors.password)}
              helperText={form.formState.errors.password?.message}
            />
            {failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} color="inherit">
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              Verify
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
