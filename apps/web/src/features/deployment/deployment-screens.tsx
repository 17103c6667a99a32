import type { ComponentType } from 'react';
import type { AreaInfo } from '../../components/AreaPlaceholder';

/**
 * The built screens of the customer's deployment area, by the customer-area path of
 * customer-pages.tsx (add each as `lazy(() => import(...))`). A path without a screen shows its
 * placeholder.
 */
export const DEPLOYMENT_SCREENS: Record<string, ComponentType<{ info: AreaInfo }>> = {};
