import { Link } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import { appRoutes } from '../../routes/app-routes';

export function NotFoundPage() {
  return (
    <Box
      sx={{ flex: 1, minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box>
        <Typography
          sx={{
            fontSize: 72,
            fontWeight: 800,
            letterSpacing: '-0.04em',
            color: 'primary.main',
            lineHeight: 1,
            opacity: 0.9,
          }}
        >
          404
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
          Page not found
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mt: 1, maxWidth: 420 }}>
          The page you asked for does not exist or has moved. Check the address, or start again from your home
          page.
        </Typography>
        <Button component={Link} to={appRoutes.home.href()} variant="contained" sx={{ mt: 3 }}>
          Go to home
        </Button>
      </Box>
    </Box>
  );
}
