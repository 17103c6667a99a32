import { Box, CircularProgress, Typography } from '@mui/material';
import { Messages } from '@vigil/contracts';

export function FullPageLoader({ label = Messages.loading }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', color: 'text.secondary' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={20} thickness={5} />
        <Typography variant="body2">{label}</Typography>
      </Box>
    </Box>
  );
}
