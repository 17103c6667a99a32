import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import LockPersonRounded from '@mui/icons-material/LockPersonRounded';
import RadarRounded from '@mui/icons-material/RadarRounded';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import { BrandMark } from '../../components/BrandMark';

const FEATURES = [
  { icon: <RadarRounded />, text: 'Discover sensitive data on every endpoint and cloud repository.' },
  {
    icon: <TrendingDownRounded />,
    text: 'Price the exposure in dollars, by regulation, device and application.',
  },
  { icon: <LockPersonRounded />, text: 'Reduce it with encryption, upload blocking and alerts.' },
];

function BrandPanel() {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '46%',
        maxWidth: 640,
        p: 6,
        color: '#e2e8f0',
        position: 'relative',
        overflow: 'hidden',
        background:
          'radial-gradient(1200px 600px at -10% -10%, rgba(99,102,241,0.35), transparent 60%), radial-gradient(800px 500px at 110% 110%, rgba(8,145,178,0.28), transparent 60%), linear-gradient(160deg, #0b1224 0%, #101a3a 55%, #0b1224 100%)',
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          backgroundImage:
            'linear-gradient(rgba(148,163,184,0.07) 1px, transparent 1px), linear-gradient(90deg, rgba(148,163,184,0.07) 1px, transparent 1px)',
          backgroundSize: '40px 40px',
          maskImage: 'radial-gradient(ellipse at 30% 40%, black 20%, transparent 75%)',
        },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <BrandMark inverted size={34} />
      </Box>
      <Box sx={{ position: 'relative', maxWidth: 480 }}>
        <Typography
          component="p"
          sx={{ fontSize: 34, fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.025em', color: '#fff' }}
        >
          Protect your intellectual property.
        </Typography>
        <Typography
          sx={{ mt: 2, fontSize: 17, lineHeight: 1.55, color: 'rgba(226,232,240,0.78)' }}
          data-testid="tagline"
        >
          Visibility and control over sensitive data across your entire organization.
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'grid', gap: 2 }}>
          {FEATURES.map((f) => (
            <Box component="li" key={f.text} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Box
                aria-hidden
                sx={{
                  width: 34,
                  height: 34,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                  bgcolor: 'rgba(129,140,248,0.16)',
                  border: '1px solid rgba(165,180,252,0.25)',
                  color: '#c7d2fe',
                  '& svg': { fontSize: 18 },
                }}
              >
                {f.icon}
              </Box>
              <Typography sx={{ fontSize: 14.5, color: 'rgba(226,232,240,0.86)' }}>{f.text}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Typography sx={{ position: 'relative', fontSize: 12, color: 'rgba(226,232,240,0.5)' }}>
        © {new Date().getFullYear()} Vigil. Data-risk intelligence for security teams.
      </Typography>
    </Box>
  );
}

/** The sign-in area's frame: the brand on the left, the form on the right. */
export function AuthSplitLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.paper' }}>
      <BrandPanel />
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          p: { xs: 3, sm: 6 },
        }}
      >
        <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 4 }}>
          <BrandMark size={32} />
        </Box>
        <Box component="main" sx={{ width: '100%', maxWidth: 400 }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
