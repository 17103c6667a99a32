import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { Limits } from '@vigil/contracts';

export interface PickerOption {
  id: number;
  label: string;
  /** A second line: a user's name, a device's signed-in user. */
  detail?: string;
}

/**
 * A multiple choice over options found by what is typed (the caller queries with `search`),
 * without the ones already there (`exclude`).
 */
export function MembersPicker({
  label,
  placeholder,
  options,
  loading,
  value,
  onChange,
  onSearch,
  exclude,
  testId,
  disabled,
}: {
  label: string;
  placeholder: string;
  options: readonly PickerOption[];
  loading: boolean;
  value: PickerOption[];
  onChange: (value: PickerOption[]) => void;
  /** What is typed, trimmed; the caller sends it to the server. */
  onSearch?: (text: string) => void;
  exclude?: ReadonlySet<number>;
  testId: string;
  disabled?: boolean;
}) {
  const [input, setInput] = useState('');
  const shown = options.filter((o) => !exclude?.has(o.id));
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      filterSelectedOptions
      options={shown}
      loading={loading}
      disabled={disabled}
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_e, text, reason) => {
        if (reason === 'reset') return;
        setInput(text);
        onSearch?.(text.trim());
      }}
      // The server already searched; show what it found.
      filterOptions={onSearch ? (o) => o : undefined}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={loading ? 'Loading...' : 'Nothing to add'}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'grid !important', justifyItems: 'start' }}>
          <Typography variant="body2">{o.label}</Typography>
          {o.detail && (
            <Typography variant="caption" color="text.secondary">
              {o.detail}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? placeholder : undefined}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: Limits.searchMax, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
