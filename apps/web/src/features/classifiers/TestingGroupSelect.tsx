import { MenuItem, TextField } from '@mui/material';
import { TESTING_GROUP_NAMES, TestingGroup, type TestingGroupId } from '@vigil/contracts';

const GROUPS = Object.values(TestingGroup) as TestingGroupId[];

/** Prod, Dev, QA or Beta (Prod is stored as none); for SysAdmin only (spec part 1 §3, §4). */
export function TestingGroupSelect({
  value,
  disabled,
  onChange,
  label,
}: {
  value: number | null;
  disabled?: boolean;
  onChange: (testingGroupId: TestingGroupId) => void;
  label: string;
}) {
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={value ?? TestingGroup.Prod}
      disabled={disabled}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => onChange(Number(e.target.value) as TestingGroupId)}
      sx={{ minWidth: 84 }}
      slotProps={{
        htmlInput: { 'aria-label': label, 'data-testid': 'testing-group' },
        select: { MenuProps: { onClick: (e: React.MouseEvent) => e.stopPropagation() } },
      }}
    >
      {GROUPS.map((g) => (
        <MenuItem key={g} value={g}>
          {TESTING_GROUP_NAMES[g]}
        </MenuItem>
      ))}
    </TextField>
  );
}
