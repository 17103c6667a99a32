import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { Typography } from '@mui/material';
import { Messages, setUserPasswordFormSchema, type SetUserPasswordForm } from '@vigil/contracts';
import { DialogForm } from '../../components/DialogForm';
import { muiField } from '../../components/mui-register';
import { useSaveAndClose } from '../../components/use-save-and-close';
import { PasswordField } from '../../components/PasswordField';
import { useTenantScope } from '../../session/tenant-scope';
import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
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
  const { save } = useSaveAndClose(close);
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

  const onSubmit = handleSubmit((form) =>
    save(
      Messages.userPasswordUpdated,
      () => setPassword({ variables: { userId: user.id, newPassword: form.newPassword, tenantId } }),
      (e) => applyServerFieldError(e, setError, ['newPassword']),
    ),
  );

  return (
    <DialogForm
      onSubmit={onSubmit}
      close={close}
      closeDisabled={isSubmitting}
      label="Submit"
      disabled={!isDirty || !isValid || isSubmitting}
      dirty={isDirty && !isSubmitting}
      testId="user-password-submit"
    >
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
    </DialogForm>
  );
}
