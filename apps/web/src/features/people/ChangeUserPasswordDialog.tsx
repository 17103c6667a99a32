import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { Messages, setUserPasswordFormSchema, type SetUserPasswordForm } from '@vigil/contracts';
import { muiField } from '../../components/mui-register';
import { PasswordField } from '../../components/PasswordField';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { LoadedUser } from './EditUserDialog';
import { applyServerFieldError } from './form-support';
import { setUserPasswordMutation } from './people.queries';
import { fullName } from './people-access';

/** dialogType changeUserPassword, data {id}: an admin sets another user's password. */
export default function ChangeUserPasswordDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  return (
    <LoadedUser id={id}>
      {(user) => <ChangeUserPasswordForm key={id} user={{ ...user, name: fullName(user) }} close={close} />}
    </LoadedUser>
  );
}

function ChangeUserPasswordForm({
  user,
  close,
}: {
  user: { id: number; email: string; name: string };
  close: () => void;
}) {
  const { actingTenantId: tenantId } = useTenantScope();
  const snackbar = useSnackbar();
  const [setPassword] = useMutation(setUserPasswordMutation);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty, isValid },
  } = useForm<SetUserPasswordForm>({
    resolver: zodResolver(setUserPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await setPassword({ variables: { userId: user.id, newPassword: form.newPassword, tenantId } });
      snackbar.show(Messages.userPasswordUpdated, 'success');
      close();
    } catch (e) {
      if (!applyServerFieldError(e, setError, ['newPassword'])) snackbar.showError(e);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 2.5 }}>
        <Typography variant="body2" color="text.secondary">
          A new password for {user.name} ({user.email}). It is temporary: they must change it when they next
          sign in, and every session they have open ends now.
        </Typography>
        <PasswordField
          label="New Password"
          required
          autoComplete="new-password"
          {...muiField(register('newPassword'))}
          error={!!errors.newPassword}
          helperText={errors.newPassword?.message ?? 'At least 6 characters, not easy to guess.'}
        />
        <PasswordField
          label="Confirm Password"
          required
          autoComplete="new-password"
          {...muiField(register('confirmPassword', { deps: ['newPassword'] }))}
          error={!!errors.confirmPassword}
          helperText={errors.confirmPassword?.message}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit" disabled={isSubmitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isDirty || !isValid || isSubmitting}
          data-testid="user-password-submit"
        >
          Submit
        </Button>
      </DialogActions>
    </form>
  );
}
