import { useNavigate } from 'react-router';
import { Alert, Paper, Typography } from '@mui/material';
import { Messages } from '@vigil/contracts';
import { useCurrentUser } from '../../session/current-user';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MinimalShell } from './MinimalShell';
import { useChangeOwnPassword } from './use-change-password';

/** /change-password: forced while needToChangePassword, open to any signed-in user (spec part 2 §2.2). */
export default function ChangePasswordPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const changePassword = useChangeOwnPassword();

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
        <ChangePasswordForm
          onSubmit={async (values) => {
            await changePassword(values.currentPassword, values.newPassword);
            snackbar.show(Messages.userPasswordUpdated, 'success');
            navigate('/', { replace: true });
          }}
          onError={(e) => snackbar.showError(e)}
          {...(forced ? {} : { onCancel: () => navigate(-1) })}
        />
      </Paper>
    </MinimalShell>
  );
}
