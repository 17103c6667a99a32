import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { changePasswordFormSchema, Messages, type ChangePasswordForm } from '@vigil/contracts';
import { muiField } from '../../components/mui-register';
import { PasswordField } from '../../components/PasswordField';
import { useCurrentUser } from '../../session/current-user';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { MinimalShell } from './MinimalShell';
import { useChangeOwnPassword } from './use-change-password';

/** /change-password: forced while needToChangePassword, open to any signed-in user (spec part 2 §2.2). */
export default function ChangePasswordPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const changePassword = useChangeOwnPassword();
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const newPassword = register('newPassword', {
    // The confirmation is re-checked as the new password changes, once the user has typed one.
    onChange: () => {
      if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword');
    },
  });

  const onSubmit = async (values: ChangePasswordForm) => {
    try {
      await changePassword(values.newPassword);
      snackbar.show(Messages.userPasswordUpdated, 'success');
      navigate('/', { replace: true });
    } catch (e) {
      snackbar.showError(e);
    }
  };

  const forced = user.needToChangePassword;
  return (
    <MinimalShell>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Typography variant="h3" component="h1">
          Change Password
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, mb: 2.5 }}>
          {user.email}
        </Typography>
        {forced && (
          <Alert severity="info" sx={{ mb: 2.5 }}>
            {Messages.mustChangePassword}
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          sx={{ display: 'grid', gap: 2.25 }}
        >
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            autoFocus
            required
            {...muiField(newPassword)}
            error={Boolean(errors.newPassword)}
            helperText={errors.newPassword?.message ?? 'At least 6 characters.'}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            required
            {...muiField(register('confirmPassword'))}
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword?.message ?? ' '}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
            {!forced && (
              <Button variant="outlined" color="inherit" size="large" onClick={() => navigate(-1)}>
                Cancel
              </Button>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!isValid || !isDirty || isSubmitting}
            >
              Submit
            </Button>
          </Box>
        </Box>
      </Paper>
    </MinimalShell>
  );
}
