import { forwardRef, useId, type ReactNode } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'error'> {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * An outlined text field as MUI's TextField draws it, built from its parts: TextField also brings
 * the Select, its menu and the other input variants, which the sign-in page (the first download)
 * does not need.
 */
export const OutlinedField = forwardRef<HTMLDivElement, OutlinedFieldProps>(function OutlinedField(
  { label, error, helperText, fullWidth = true, id, required, disabled, sx, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      ref={ref}
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={input.size}
      sx={sx}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput {...input} id={inputId} label={label} aria-describedby={helperId} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
