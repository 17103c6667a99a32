import { forwardRef, useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { Limits } from '@vigil/contracts';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

/** A password input with a show/hide toggle (an OutlinedField: the sign-in page uses it). */
export const PasswordField = forwardRef<HTMLInputElement, OutlinedFieldProps>(function PasswordField(
  { inputRef, inputProps, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      {...props}
      inputRef={ref ?? inputRef}
      type={visible ? 'text' : 'password'}
      inputProps={{ maxLength: Limits.passwordMax, ...inputProps }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((v) => !v)}
            edge="end"
            size="small"
            tabIndex={-1}
          >
            {visible ? <VisibilityOffRounded fontSize="small" /> : <VisibilityRounded fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
});
