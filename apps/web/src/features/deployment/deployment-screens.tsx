import { lazy, type ComponentType } from 'react';
import type { AreaInfo } from '../../components/AreaPlaceholder';

/**
 * The built screens of the customer's deployment area, by the customer-area path of
 * customer-pages.tsx (add each as `lazy(() => import(...))`). A path without a screen shows its
 * placeholder.
 */
export const DEPLOYMENT_SCREENS: Record<string, ComponentType<{ info: AreaInfo }>> = {
  'deployment/classifications/change-history': lazy(
    () => import('../change-history/ClassifiersChangeHistoryTab'),
  ),
  'change-history': lazy(() => import('../change-history/ChangeHistoryPage')),
  'deployment/classifications/default': lazy(() => import('../classifiers/ClassifiersPage')),
  'deployment/classifications/template-classifiers': lazy(
    () => import('../classifiers/TemplateClassifiersTab'),
  ),
  'deployment/regulations': lazy(() => import('../regulations/CustomerRegulationsPage')),
  'deployment/classifications/classifiers-updates': lazy(
    () => import('../policy-updates/ClassifierUpdatesTab'),
  ),
};
