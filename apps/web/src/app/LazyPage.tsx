import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { FullPageLoader } from '../components/FullPageLoader';

export function LazyPage({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Component />
    </Suspense>
  );
}
