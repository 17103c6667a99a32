import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** Secondary facts: what this area will show once data arrives. */
  details?: string[];
  action?: ReactNode;
  dense?: boolean;
}

export function EmptyState({ icon, title, description, details, action, dense = false }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        px: 4,
        py: dense ? 5 : 8,
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        backgroundImage: (t) =>
          `radial-gradient(ellipse at top, ${alpha(t.palette.primary.main, 0.05)}, transparent 60%)`,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: '16px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (t) => alpha(t.palette.primary.main, 0.08),
          border: (t) => `1px solid ${alpha(t.palette.primary.main, 0.16)}`,
          mb: 2,
          '& svg': { fontSize: 28 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, maxWidth: 520 }}>
        {description}
      </Typography>
      {details && details.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2.5,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 1,
          }}
        >
          {details.map((d) => (
            <Box
              component="li"
              key={d}
              sx={{
                px: 1.25,
                py: 0.5,
                borderRadius: 999,
                fontSize: '0.75rem',
                fontWeight: 550,
                color: 'text.secondary',
                bgcolor: 'background.default',
                border: '1px solid',
                borderColor: 'divider',
              }}
            >
              {d}
            </Box>
          ))}
        </Box>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Paper>
  );
}
