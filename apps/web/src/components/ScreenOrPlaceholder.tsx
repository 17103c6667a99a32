import { Suspense, type ComponentType, type ReactNode } from 'react';
import { AreaPlaceholder, type AreaInfo } from './AreaPlaceholder';
import { FullPageLoader } from './FullPageLoader';

/** A built page: given the info its placeholder showed (title, summary). */
export type Screen = ComponentType<{ info: AreaInfo }>;

/** The built screens of an area, by the name of their route in the area's table. */
export type ScreenRegistry<Name extends string> = Partial<Record<Name, Screen>>;

/** The built screen of a route, lazily loaded, or the placeholder of an area still to come. */
export function ScreenOrPlaceholder({
  screen: Screen,
  info,
  fallback,
}: {
  screen: Screen | undefined;
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
