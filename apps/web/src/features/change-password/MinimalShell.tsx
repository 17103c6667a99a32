import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { BrandMark } from '../../components/BrandMark';
import { useLogout } from '../../shell/use-logout';

/** A bare frame for pages shown before the console opens (the forced password change). */
export function MinimalShell({ children }: { children: ReactNode }) {
  const logout = useLogout();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          height: 56,
          px: { xs: 2, md: 3 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: 'linear-gradient(90deg, #0b1224 0%, #111b3a 60%, #15204a 100%)',
        }}
      >
        <BrandMark inverted size={28} />
        <Button
          onClick={() => void logout()}
          startIcon={<LogoutRounded fontSize="small" />}
          sx={{ color: 'rgba(226,232,240,0.85)', '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' } }}
          data-testid="logout-button"
        >
          Sign out
        </Button>
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3 }}>
        {children}
      </Box>
    </Box>
  );
}
