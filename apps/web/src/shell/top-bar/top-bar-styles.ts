import type { SxProps, Theme } from '@mui/material/styles';

export const topBarIconSx: SxProps<Theme> = {
  color: 'rgba(226, 232, 240, 0.8)',
  '&:hover': { color: '#fff', backgroundColor: 'rgba(255, 255, 255, 0.08)' },
  '&.Mui-focusVisible': { outline: '2px solid #a5b4fc', outlineOffset: 1 },
};
