import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { appNavigator } from './app-navigator';
import { router } from './router';

/** The console's router, with navigation for code outside React (the GraphQL links). */
export default function RoutedApp() {
  useEffect(() => {
    appNavigator.register((to, options) => void router.navigate(to, options));
  }, []);
  return <RouterProvider router={router} />;
}
