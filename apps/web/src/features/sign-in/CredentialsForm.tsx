import { Controller, type UseFormReturn } from 'react-hook-form';
import { Box, Button, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { Limits, type SignInForm } from '@vigil/contracts';
import { muiField } from '../../components/mui-register';
import { PasswordField } from '../../components/PasswordField';

interface CredentialsFormProps {
  form: UseFormReturn<SignInForm>;
  onSubmit: (values: SignInForm) => Promise<void>;
}

export function CredentialsForm({ form, onSubmit }: CredentialsFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 2.25 }}>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        size="medium"
        {...muiField(register('email'))}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { maxLength: Limits.emailMax } }}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        {...muiField(register('password'))}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <Controller
        control={control}
        name="keepMeLoggedIn"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                size="small"
              />
            }
            label="Keep me logged in"
            sx={{ mt: -0.5, '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        Submit
      </Button>
    </Box>
  );
}
