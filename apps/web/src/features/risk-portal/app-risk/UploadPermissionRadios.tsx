import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import type { DataUploadPermission } from '../../../gql/graphql';

const OPTIONS: { value: DataUploadPermission; label: string }[] = [
  { value: 'UNBLOCKED', label: 'Unblock' },
  { value: 'BLOCKED', label: 'Block' },
  { value: 'CUSTOM', label: 'Custom' },
];

interface UploadPermissionRadiosProps {
  application: string;
  value: DataUploadPermission;
  disabled: boolean;
  onChange: (permission: DataUploadPermission) => void;
}

/** Unblock / Block / Custom: whether the application may upload files (the agent enforces it). */
export function UploadPermissionRadios({
  application,
  value,
  disabled,
  onChange,
}: UploadPermissionRadiosProps) {
  return (
    <RadioGroup
      row
      value={value}
      onChange={(e) => onChange(e.target.value as DataUploadPermission)}
      aria-label={`Upload permission of ${application}`}
      data-testid="upload-permission"
      data-value={value}
      sx={{ flexWrap: 'nowrap' }}
      onClick={(e) => e.stopPropagation()}
    >
      {OPTIONS.map((o) => (
        <FormControlLabel
          key={o.value}
          value={o.value}
          disabled={disabled}
          control={<Radio size="small" sx={{ p: 0.5 }} />}
          label={o.label}
          sx={{
            mr: 1.25,
            ml: 0,
            '& .MuiFormControlLabel-label': {
              fontSize: '0.8125rem',
              fontWeight: value === o.value ? 600 : 400,
            },
          }}
        />
      ))}
    </RadioGroup>
  );
}
