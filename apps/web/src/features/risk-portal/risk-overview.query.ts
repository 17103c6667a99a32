import { graphql } from '../../gql';

export const riskOverviewQuery = graphql(`
  query riskOverview($startPeriod: DateTime!, $finishPeriod: DateTime!, $tenantId: Int) {
    riskOverview(startPeriod: $startPeriod, finishPeriod: $finishPeriod, tenantId: $tenantId) {
      dataRiskTotals {
        total
        reduction
        residual
      }
      dataRiskHistory {
        day
        total
        reduction
        residual
      }
    }
  }
`);
