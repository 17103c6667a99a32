import { InputAdornment, TextField } from '@mui/material';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { Limits } from '@vigil/contracts';
import type { FiltersController } from './use-list-view';

interface SearchFieldProps {
  filters: FiltersController;
  /** The text filter it edits (applied 300 ms after the last keystroke). */
  filterId: string;
  placeholder: string;
  ariaLabel: string;
}

/** The search box of a list's toolbar, bound to one text filter of its list view. */
export function SearchField({ filters, filterId, placeholder, ariaLabel }: SearchFieldProps) {
  const value = (filters.draft[filterId] as string | undefined) ?? '';
  return (
    <TextField
      placeholder={placeholder}
      value={value}
      onChange={(e) => filters.edit(filterId, e.target.value.replace(/^\s+/, ''))}
      sx={{ width: 280, maxWidth: '100%' }}
      slotProps={{
        htmlInput: { 'aria-label': ariaLabel, maxLength: Limits.searchMax },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
