import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { SettingsMessages } from '@vigil/contracts';
import { useSnackbar } from '../shell/snackbar/snackbar-context';

/** Puts text on the clipboard; false where the browser refuses (no permission, not a secure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A value shown in monospace with a button that copies it (addresses, keys). */
export function CopyableValue({ value, label }: { value: string; label: string }) {
  const snackbar = useSnackbar();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: 1.5,
        pr: 0.5,
        py: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        minWidth: 0,
      }}
    >
      <Typography
        component="code"
        aria-label={label}
        sx={{ fontFamily: 'monospace', fontSize: 13, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      <Tooltip title={`Copy ${label.toLowerCase()}`}>
        <IconButton
          size="small"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() =>
            void copyText(value).then((ok) =>
              ok
                ? snackbar.show(SettingsMessages.copied, 'success')
                : snackbar.show(SettingsMessages.copyFailed, 'warning'),
            )
          }
        >
          <ContentCopyRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
