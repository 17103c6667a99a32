import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ px: { xs: 2, md: 3.5 }, py: 3, maxWidth: 1600, mx: 'auto', width: '100%' }}>{children}</Box>
  );
}
