import { Button, Tooltip } from '@mui/material';
import LockRounded from '@mui/icons-material/LockRounded';
import { Messages } from '@vigil/contracts';
import { useCurrentUser } from '../../session/current-user';
import { useDialog } from '../dialogs/use-dialog';

/**
 * Opens the Encryption Wizard. Its only outcome is a change, so a read-only user gets it disabled
 * from the start (with the reason), as every other control that writes, not refused at the last step.
 */
export function EncryptionWizardButton() {
  const { openDialog } = useDialog();
  const readOnly = useCurrentUser().isReadOnlyUser;
  return (
    <Tooltip title={readOnly ? Messages.readOnlyUser : ''}>
      {/* A disabled button fires no events: the span carries the tooltip. */}
      <span>
        <Button
          size="small"
          variant="contained"
          disabled={readOnly}
          startIcon={<LockRounded sx={{ fontSize: '16px !important' }} />}
          onClick={() => openDialog('encryptionWizard')}
          data-tutorial="encryption-wizard-button"
          sx={{
            whiteSpace: 'nowrap',
            bgcolor: 'rgba(129, 140, 248, 0.18)',
            color: '#e0e7ff',
            border: '1px solid rgba(165, 180, 252, 0.35)',
            '&:hover': { bgcolor: 'rgba(129, 140, 248, 0.3)' },
            '&.Mui-disabled': { color: 'rgba(224, 231, 255, 0.45)', borderColor: 'rgba(165, 180, 252, 0.2)' },
          }}
        >
          Encryption Wizard
        </Button>
      </span>
    </Tooltip>
  );
}
