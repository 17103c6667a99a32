import { Box, Typography } from '@mui/material';

/** The Vigil shield. */
export function BrandShield({ size = 28 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <defs>
        <linearGradient id="vigil-shield" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#818cf8" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#vigil-shield)" />
      <path d="M16 6l8 3v6.2c0 5-3.4 9.2-8 10.8-4.6-1.6-8-5.8-8-10.8V9l8-3z" fill="#fff" fillOpacity=".96" />
      <path
        d="M12.2 15.6l2.7 2.8 5-5.4"
        fill="none"
        stroke="#4f46e5"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Box>
  );
}

export function BrandMark({ inverted = false, size = 28 }: { inverted?: boolean; size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <BrandShield size={size} />
      <Typography
        component="span"
        sx={{
          fontWeight: 750,
          fontSize: size * 0.66,
          letterSpacing: '-0.02em',
          color: inverted ? '#fff' : 'text.primary',
        }}
      >
        Vigil
      </Typography>
    </Box>
  );
}
