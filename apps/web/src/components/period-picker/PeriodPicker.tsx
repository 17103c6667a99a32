import { useEffect, useRef, useState } from 'react';
import { Box, IconButton, InputAdornment, TextField, Typography } from '@mui/material';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import { formatPickerDate, Messages, moveRangeEnd, parsePickerDate, type DayRange } from '@vigil/contracts';

interface PeriodPickerProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** The longest range; moving one end past it moves the other end. */
  maxDays: number;
  /** The last day that can be picked (today). */
  maxDay: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One end of the period: typed as MM/dd/yyyy (spec part 1 §9) whatever the browser's language, or
 * picked from the browser's own calendar behind the icon. A day half typed waits until it is whole.
 */
function DayField({
  label,
  day,
  maxDay,
  onDay,
}: {
  label: string;
  day: string;
  maxDay: string;
  onDay: (day: string) => void;
}) {
  const [text, setText] = useState(formatPickerDate(day));
  useEffect(() => setText(formatPickerDate(day)), [day]);
  const calendar = useRef<HTMLInputElement>(null);
  const typed = parsePickerDate(text);
  const invalid = text.length >= Messages.pickerDateFormat.length && (typed === null || typed > maxDay);

  const accept = (next: string | null) => {
    if (next && DAY_PATTERN.test(next) && next <= maxDay) onDay(next);
  };

  return (
    <TextField
      label={label}
      size="small"
      value={text}
      placeholder={Messages.pickerDateFormat}
      error={invalid}
      onChange={(e) => {
        setText(e.target.value);
        accept(parsePickerDate(e.target.value));
      }}
      onBlur={() => setText(formatPickerDate(day))}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': label, inputMode: 'numeric', maxLength: 10 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={`Choose the ${label} day`}
                onClick={() => calendar.current?.showPicker()}
              >
                <CalendarMonthRounded fontSize="small" />
              </IconButton>
              <input
                ref={calendar}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={day}
                max={maxDay}
                onChange={(e) => accept(e.target.value)}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 0,
                  height: 0,
                  opacity: 0,
                  border: 0,
                }}
              />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: 160 }}
    />
  );
}

/** From and To days of a period, with the longest range said under them. */
export function PeriodPicker({ value, onChange, maxDays, maxDay }: PeriodPickerProps) {
  const change = (edge: 'start' | 'end') => (day: string) =>
    onChange(moveRangeEnd(value, edge, day, maxDays));
  return (
    <Box data-testid="period-picker">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <DayField label="From" day={value.start} maxDay={maxDay} onDay={change('start')} />
        <DayField label="To" day={value.end} maxDay={maxDay} onDay={change('end')} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {Messages.periodPickerHint(maxDays)}
      </Typography>
    </Box>
  );
}
