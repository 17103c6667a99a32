import { lazy, Suspense, useState } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { FullPageLoader } from '../components/FullPageLoader';
import { publicRoutes } from '../routes/public-routes';
import { tokenStorage } from './services';
import { theme } from '../theme/theme';
import { ErrorBoundary } from '../shell/errors/ErrorBoundary';
import { ErrorFallback } from '../shell/errors/ErrorFallback';
import { SnackbarProvider } from '../shell/snackbar/SnackbarProvider';
import { FirstSignIn } from './FirstSignIn';

const loadRoutedApp = () => import('./RoutedApp');
const RoutedApp = lazy(loadRoutedApp);
const prefetchRoutedApp = () => void loadRoutedApp();

const opensOnSignIn = () =>
  window.location.pathname === publicRoutes.signIn.href() && !tokenStorage.hasSession();

export function App() {
  // Only the page the browser opened on: once the router runs, it handles sign-in like any route.
  const [firstSignIn, setFirstSignIn] = useState(opensOnSignIn);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary fallback={(error) => <ErrorFallback error={error} fullPage />}>
        <SnackbarProvider>
          {firstSignIn ? (
            <FirstSignIn prefetch={prefetchRoutedApp} onSignedIn={() => setFirstSignIn(false)} />
          ) : (
            <Suspense fallback={<FullPageLoader />}>
              <RoutedApp />
            </Suspense>
          )}
        </SnackbarProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
