import type { Control, FieldValues } from 'react-hook-form';
import { Box, TextField } from '@mui/material';
import { Limits } from '@vigil/contracts';
import { FormToggle } from '../../components/FormToggle';
import type { withoutLeadingSpace } from '../../components/mui-register';

type NameField = 'firstName' | 'lastName';
type Registration = ReturnType<typeof withoutLeadingSpace<string>>;

/**
 * First and last name side by side; test ids `${testIdPrefix}-first-name` and `-last-name`. The
 * form registers the fields (in its own render, so an error focuses them in the form's order).
 */
export function PersonNameFields({
  registered,
  errors,
  testIdPrefix,
  autoFocus,
}: {
  registered: Record<NameField, Registration>;
  errors: Partial<Record<NameField, { message?: string }>>;
  testIdPrefix: string;
  autoFocus?: boolean;
}) {
  const input = (name: NameField, label: string, testId: string, focus?: boolean) => (
    <TextField
      label={label}
      required
      autoFocus={focus}
      {...registered[name]}
      error={!!errors[name]}
      helperText={errors[name]?.message}
      slotProps={{
        htmlInput: { maxLength: Limits.personNameMax, 'data-testid': `${testIdPrefix}-${testId}` },
      }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {input('firstName', 'First name', 'first-name', autoFocus)}
      {input('lastName', 'Last name', 'last-name')}
    </Box>
  );
}

interface PermissionValues {
  isAdmin: boolean;
  isReadOnlyUser: boolean;
}

/** The Admin permissions and Read-only user checkboxes of a user form. */
export function PermissionToggles<T extends FieldValues, TOut>({
  control,
  disabled,
  readOnlyLabel,
}: {
  control: Control<T, unknown, TOut>;
  disabled: boolean;
  readOnlyLabel: string;
}) {
  const c = control as unknown as Control<PermissionValues>;
  return (
    <>
      <FormToggle control={c} name="isAdmin" label="Admin permissions" disabled={disabled} checkbox />
      <FormToggle control={c} name="isReadOnlyUser" label={readOnlyLabel} disabled={disabled} checkbox />
    </>
  );
}
