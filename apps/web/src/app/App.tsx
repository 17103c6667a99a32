import { useEffect } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { RouterProvider } from 'react-router';
import { theme } from '../theme/theme';
import { ErrorBoundary } from '../shell/errors/ErrorBoundary';
import { ErrorFallback } from '../shell/errors/ErrorFallback';
import { SnackbarProvider } from '../shell/snackbar/SnackbarProvider';
import { appNavigator } from './app-navigator';
import { router } from './router';

export function App() {
  useEffect(() => {
    appNavigator.register((to, options) => void router.navigate(to, options));
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary fallback={(error) => <ErrorFallback error={error} fullPage />}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
