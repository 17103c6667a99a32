import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Skeleton } from '@mui/material';
import { AreaPlaceholder, type AreaInfo } from '../../components/AreaPlaceholder';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { errorText } from '../../graphql/error-text';
import { RiskOverviewBanner } from './RiskOverviewBanner';
import { useRiskOverview } from './use-risk-overview';

const RiskTrendChart = lazy(() => import('./RiskTrendChart'));

/** The banner of every risk-portal page: totals now and the last three months. */
export function RiskOverview() {
  const { totals, history, loading, error } = useRiskOverview();
  if (error)
    return (
      <Alert severity="error" sx={{ mb: 2.5 }}>
        {errorText(error)}
      </Alert>
    );
  const chart =
    history.length > 1 ? (
      <Suspense fallback={<Skeleton variant="rounded" height={132} />}>
        <RiskTrendChart points={history} />
      </Suspense>
    ) : undefined;
  return <RiskOverviewBanner totals={totals} loading={loading} chart={chart} />;
}

interface RiskPortalPageProps {
  info: AreaInfo;
  /** The page's own view under the banner; without it, the area's placeholder. */
  children?: ReactNode;
  /** Controls at the right of the title (period picker, filters). */
  actions?: ReactNode;
}

/** A risk-portal page: title, the overview banner, then the page's own view. */
export function RiskPortalPage({ info, children, actions }: RiskPortalPageProps) {
  if (!children) return <AreaPlaceholder info={info} before={<RiskOverview />} />;
  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} actions={actions} />
      <RiskOverview />
      {children}
    </PageContainer>
  );
}
