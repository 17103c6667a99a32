import { Box, Checkbox, IconButton, Tooltip } from '@mui/material';
import { EncryptionDelayInput } from '../../components/EncryptionDelayInput';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { shownEncryption, type EncryptionEdit, type EncryptionRowState } from './encryption-edit';

export interface EncryptionCellProps {
  row: EncryptionRowState & { name: string };
  edit: EncryptionEdit | undefined;
  disabled?: boolean;
  onToggle: (checked: boolean) => void;
  onDelayChange: (text: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * The Encryption column (spec part 1 §4): the checkbox, the delay in days when enabled, and tick /
 * cancel icons while an edit is staged.
 */
export function EncryptionCell({
  row,
  edit,
  disabled,
  onToggle,
  onDelayChange,
  onSave,
  onCancel,
}: EncryptionCellProps) {
  const shown = shownEncryption(row, edit);
  return (
    <Box
      data-testid="encryption-cell"
      data-pending={edit ? 'true' : 'false'}
      onClick={(e) => e.stopPropagation()}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
    >
      <Checkbox
        size="small"
        checked={shown.enabled}
        disabled={disabled}
        onChange={(_e, checked) => onToggle(checked)}
        slotProps={{
          input: { 'aria-label': `Encryption of ${row.name}`, 'data-testid': 'encryption-checkbox' } as never,
        }}
        sx={{ p: 0.5 }}
      />
      {shown.enabled && (
        <>
          <Box sx={{ width: 104, flexShrink: 0 }}>
            <EncryptionDelayInput
              value={shown.delayText}
              disabled={disabled}
              onChange={onDelayChange}
              slotProps={{
                htmlInput: {
                  'aria-label': `Encryption delay of ${row.name} in days`,
                  'data-testid': 'encryption-delay',
                  style: { textAlign: 'right', padding: '4px 0 4px 8px', minWidth: 36 },
                },
              }}
            />
          </Box>
        </>
      )}
      {edit && (
        <>
          <Tooltip title="Save encryption settings">
            <IconButton
              size="small"
              color="success"
              aria-label="Save encryption settings"
              onClick={onSave}
              data-testid="encryption-save"
            >
              <CheckRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Cancel">
            <IconButton
              size="small"
              aria-label="Cancel encryption change"
              onClick={onCancel}
              data-testid="encryption-cancel"
            >
              <CloseRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
    </Box>
  );
}
