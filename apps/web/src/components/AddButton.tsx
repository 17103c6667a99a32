import { Button } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';

/** The page's main action that opens the dialog adding a new row to its list. */
export function AddButton({
  label,
  testId,
  onClick,
}: {
  label: string;
  testId?: string;
  onClick: () => void;
}) {
  return (
    <Button variant="contained" startIcon={<AddRounded />} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
