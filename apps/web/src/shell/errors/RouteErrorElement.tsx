import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from './ErrorFallback';

/** errorElement of the routes: an unhandled error shows 'Something went wrong.' with its details. */
export function RouteErrorElement() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error;
  return <ErrorFallback error={shown} onRetry={() => window.location.reload()} fullPage />;
}
