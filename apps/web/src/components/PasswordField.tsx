import { forwardRef, useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { Limits } from '@vigil/contracts';

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(
  { inputRef, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      inputRef={ref ?? inputRef}
      size="medium"
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { maxLength: Limits.passwordMax },
        input: {
          endAdornment: (
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
          ),
        },
      }}
    />
  );
});
