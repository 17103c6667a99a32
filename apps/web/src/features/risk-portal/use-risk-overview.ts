import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTenantScope } from '../../session/tenant-scope';
import { riskOverviewQuery } from './risk-overview.query';
import { lastThreeMonths } from './risk-period';

/** Totals and the last three months of daily history of the tenant acted for. */
export function useRiskOverview() {
  const { actingTenantId } = useTenantScope();
  // The period is fixed when the page mounts, so re-renders do not refetch.
  const period = useMemo(() => lastThreeMonths(new Date()), []);
  const { data, loading, error } = useQuery(riskOverviewQuery, {
    variables: { ...period, tenantId: actingTenantId },
    fetchPolicy: 'network-only',
  });
  return {
    totals: data?.riskOverview.dataRiskTotals ?? null,
    history: data?.riskOverview.dataRiskHistory ?? [],
    loading,
    error,
  };
}
