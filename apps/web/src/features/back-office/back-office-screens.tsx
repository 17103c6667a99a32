import { lazy, type ComponentType } from 'react';
import type { AreaInfo } from '../../components/AreaPlaceholder';

/**
 * The built screens of the admin area (back office) and of the pages it shares with partners,
 * by the path of back-office-pages.tsx (add each as `lazy(() => import(...))`). A path without a
 * screen shows its placeholder.
 */
export const BACK_OFFICE_SCREENS: Record<string, ComponentType<{ info: AreaInfo }>> = {
  'change-history': lazy(() => import('../change-history/BackOfficeChangeHistoryPage')),
  'template-classifiers': lazy(() => import('../classifiers/BackOfficeTemplateClassifiersPage')),
  regulations: lazy(() => import('../regulations/BackOfficeRegulationsPage')),
  'classifier-updates': lazy(() => import('../policy-updates/PartnerClassifierUpdatesPage')),
};
