import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button } from '@mui/material';
import { changePasswordFormSchema, type ChangePasswordForm as Values } from '@vigil/contracts';
import { muiField } from '../../components/mui-register';
import { PasswordField } from '../../components/PasswordField';
import { serverFieldError } from './server-field-error';

export interface ChangePasswordFormProps {
  /** Saves the password; a refusal of one field is shown under it, anything else goes to onError. */
  onSubmit: (values: Values) => Promise<void>;
  onError: (error: unknown) => void;
  /** Absent while the change is forced: there is nowhere to go back to. */
  onCancel?: () => void;
}

/** Current, new and confirmed password (spec part 2 §5 plus the current one). */
export function ChangePasswordForm({ onSubmit, onError, onCancel }: ChangePasswordFormProps) {
  const {
    register,
    handleSubmit,
    trigger,
    setError,
    getFieldState,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const newPassword = register('newPassword', {
    // The confirmation is re-checked as the new password changes, once the user has typed one.
    onChange: () => {
      if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword');
    },
  });

  const submit = async (values: Values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      const refused = serverFieldError(e);
      if (refused)
        setError(refused.field, { type: 'server', message: refused.message }, { shouldFocus: true });
      else onError(e);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} sx={{ display: 'grid', gap: 2.25 }}>
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        autoFocus
        required
        {...muiField(register('currentPassword'))}
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword?.message ?? ' '}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        required
        {...muiField(newPassword)}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword?.message ?? 'At least 6 characters, not easy to guess.'}
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
        {onCancel && (
          <Button variant="outlined" color="inherit" size="large" onClick={onCancel}>
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
  );
}
