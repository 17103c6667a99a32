import { Box, Tooltip } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

/**
 * A label (a column header, a figure's title) that explains its number on hover. The hint
 * describes the label; its accessible name stays the label.
 */
export function HeaderHint({ label, hint, testId }: { label: string; hint: string; testId?: string }) {
  return (
    <Tooltip title={hint} describeChild>
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        data-testid={testId}
      >
        {label}
        <InfoOutlined sx={{ fontSize: 14, color: 'text.secondary' }} aria-hidden />
      </Box>
    </Tooltip>
  );
}
