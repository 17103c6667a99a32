import { Suspense, type ComponentType, type ReactNode } from 'react';
import { AreaPlaceholder, type AreaInfo } from './AreaPlaceholder';
import { FullPageLoader } from './FullPageLoader';

/** The built screen of a route, lazily loaded, or the placeholder of an area still to come. */
export function ScreenOrPlaceholder({
  screen: Screen,
  info,
  fallback,
}: {
  screen: ComponentType<{ info: AreaInfo }> | undefined;
  info: AreaInfo;
  fallback?: ReactNode;
}) {
  if (!Screen) return fallback ?? <AreaPlaceholder info={info} />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Screen info={info} />
    </Suspense>
  );
}
