import { Box, TextField } from '@mui/material';
import { moveRangeEnd, type DayRange } from '@vigil/contracts';

interface PeriodPickerProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** The longest range; moving one end past it moves the other end. */
  maxDays: number;
  /** The last day that can be picked (today). */
  maxDay: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** From and To days of a period; an incomplete day typed in the field is ignored until whole. */
export function PeriodPicker({ value, onChange, maxDays, maxDay }: PeriodPickerProps) {
  const change = (edge: 'start' | 'end') => (e: React.ChangeEvent<HTMLInputElement>) => {
    const day = e.target.value;
    if (!DAY_PATTERN.test(day) || day > maxDay) return;
    onChange(moveRangeEnd(value, edge, day, maxDays));
  };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }} data-testid="period-picker">
      <TextField
        type="date"
        label="From"
        size="small"
        value={value.start}
        onChange={change('start')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: maxDay, 'aria-label': 'From' } }}
        sx={{ width: 170 }}
      />
      <TextField
        type="date"
        label="To"
        size="small"
        value={value.end}
        onChange={change('end')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: maxDay, 'aria-label': 'To' } }}
        sx={{ width: 170 }}
      />
    </Box>
  );
}
