import { Box, MenuItem, TextField, Tooltip } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { FiltersController } from '../../../components/filters';
import { sensitivityOf, sensitivityValue, SENSITIVITY_OPTIONS, type Sensitivity } from './sensitivity';

const CHOICES: { key: Sensitivity; label: string }[] = SENSITIVITY_OPTIONS.map((o) => ({
  key: sensitivityOf(o.value),
  label: o.label,
}));

interface SensitivitySelectProps {
  filters: FiltersController;
  /** The select filter it edits (applyImmediately). */
  filterId: string;
  /** What each choice does to this table. */
  description: string;
}

/** The 'Sensitive' filter of a risk table: Both, Sensitive or Non-sensitive, applied at once. */
export function SensitivitySelect({ filters, filterId, description }: SensitivitySelectProps) {
  const value = sensitivityOf(filters.draft[filterId]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      <TextField
        select
        label="Sensitive"
        value={value}
        onChange={(e) => filters.edit(filterId, sensitivityValue(e.target.value as Sensitivity))}
        sx={{ width: 160 }}
      >
        {CHOICES.map((c) => (
          <MenuItem key={c.key} value={c.key}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={description} describeChild>
        <InfoOutlined
          fontSize="small"
          tabIndex={0}
          aria-label={description}
          sx={{ color: 'text.secondary', cursor: 'help', '&:focus-visible': { outline: '2px solid' } }}
        />
      </Tooltip>
    </Box>
  );
}
