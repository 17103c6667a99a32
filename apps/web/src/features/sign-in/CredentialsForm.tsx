import { Box, Button, Checkbox, FormControlLabel } from '@mui/material';
import { Limits, type SignInForm } from '@vigil/contracts';
import { OutlinedField } from '../../components/OutlinedField';
import { PasswordField } from '../../components/PasswordField';
import type { CredentialsFormState } from './use-credentials-form';

interface CredentialsFormProps {
  form: CredentialsFormState;
  onSubmit: (values: SignInForm) => Promise<void>;
}

export function CredentialsForm({ form, onSubmit }: CredentialsFormProps) {
  const { values, errors, isSubmitting, setValue, handleSubmit } = form;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 2.25 }}>
      <OutlinedField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        autoFocus
        value={values.email}
        onChange={(e) => setValue('email', e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        inputProps={{ maxLength: Limits.emailMax }}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => setValue('password', e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={values.keepMeLoggedIn}
            onChange={(e) => setValue('keepMeLoggedIn', e.target.checked)}
            size="small"
          />
        }
        label="Keep me logged in"
        sx={{ mt: -0.5, '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        Submit
      </Button>
    </Box>
  );
}
