import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';

/** A value to share or paste elsewhere, with a button that copies it. */
export function CopyableValue({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  const snackbar = useSnackbar();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      snackbar.show(`${label} copied`, 'success');
    } catch {
      snackbar.show('The browser did not allow copying: select the text and copy it', 'warning');
    }
  }
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2">
        {label}
      </Typography>
      <Box
        sx={{
          mt: 0.75,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pl: 1.5,
          pr: 0.5,
          py: 0.25,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1.5,
          bgcolor: 'background.default',
        }}
      >
        <Typography
          data-testid={testId}
          sx={{
            flex: 1,
            minWidth: 0,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 13,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            userSelect: 'all',
          }}
          title={value}
        >
          {value}
        </Typography>
        <Tooltip title={`Copy ${label.toLowerCase()}`}>
          <IconButton size="small" aria-label={`Copy ${label.toLowerCase()}`} onClick={() => void copy()}>
            <ContentCopyRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {hint && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
