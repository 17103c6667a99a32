import { Switch, Tooltip } from '@mui/material';

/** A switch inside a list row: its click never opens the row. */
export function ListSwitch({
  label,
  checked,
  disabled,
  onChange,
  testId,
  tooltip,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  tooltip?: string;
}) {
  const control = (
    <Switch
      size="small"
      checked={checked}
      disabled={disabled}
      onClick={(e) => e.stopPropagation()}
      onChange={(_e, value) => onChange(value)}
      slotProps={{ input: { 'aria-label': label, 'data-testid': testId } as never }}
    />
  );
  return tooltip ? (
    <Tooltip title={tooltip}>
      <span>{control}</span>
    </Tooltip>
  ) : (
    control
  );
}
