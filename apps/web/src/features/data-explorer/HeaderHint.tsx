import { Box, Tooltip } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

/** A column header that explains its figure on hover. */
export function HeaderHint({ label, hint }: { label: string; hint: string }) {
  return (
    <Tooltip title={hint}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {label}
        <InfoOutlined sx={{ fontSize: 14, color: 'text.secondary' }} aria-label={hint} />
      </Box>
    </Tooltip>
  );
}
