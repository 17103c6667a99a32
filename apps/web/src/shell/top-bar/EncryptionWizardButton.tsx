import { Button } from '@mui/material';
import LockRounded from '@mui/icons-material/LockRounded';
import { useDialog } from '../dialogs/use-dialog';

export function EncryptionWizardButton() {
  const { openDialog } = useDialog();
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<LockRounded sx={{ fontSize: '16px !important' }} />}
      onClick={() => openDialog('encryptionWizard')}
      sx={{
        whiteSpace: 'nowrap',
        bgcolor: 'rgba(129, 140, 248, 0.18)',
        color: '#e0e7ff',
        border: '1px solid rgba(165, 180, 252, 0.35)',
        '&:hover': { bgcolor: 'rgba(129, 140, 248, 0.3)' },
      }}
    >
      Encryption Wizard
    </Button>
  );
}
