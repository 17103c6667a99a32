import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { RuleFormLimits, sanitizeEncryptionDelayInput } from '@vigil/contracts';

export interface EncryptionDelayInputProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'type' | 'defaultValue'
> {
  /** The text as typed (blank allowed while editing); send it with encryptionDelayDaysOf (blank = 0). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The encryption-delay input (spec part 1 §5 "Other"): digits only, a leading zero stripped, at
 * most 4 digits (9999 days). Shared by the Encryption Wizard and the classifier list.
 */
export function EncryptionDelayInput({ value, onChange, slotProps, ...props }: EncryptionDelayInputProps) {
  return (
    <TextField
      size="small"
      {...props}
      value={value}
      onChange={(e) => onChange(sanitizeEncryptionDelayInput(e.target.value))}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: RuleFormLimits.encryptionDelayDigits,
          'aria-label': props.label ? undefined : 'Encryption delay in days',
          ...(slotProps?.htmlInput as object | undefined),
        },
        input: {
          endAdornment: <InputAdornment position="end">days</InputAdornment>,
          ...(slotProps?.input as object | undefined),
        },
      }}
    />
  );
}
