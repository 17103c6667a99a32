import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Typography } from '@mui/material';
import { formatPercent } from '@vigil/contracts';
import type { DataColumn } from '../../components/data-table';
import { HeaderHint } from '../../components/HeaderHint';
import { graphql } from '../../gql';

export const classifierReviewsQuery = graphql(`
  query classifierReviews($tenantId: Int) {
    classifierReviews(tenantId: $tenantId) {
      classifierId
      reviewedFiles
      falsePositiveFiles
      precision
    }
  }
`);

/**
 * The classifiers list's Precision column: of the files people reviewed in Discovered Data, the
 * share not marked as false positives.
 */
export function usePrecisionColumn<R extends { id: number }>(
  tenantId: number | null | undefined,
): DataColumn<R> {
  const { data } = useQuery(classifierReviewsQuery, { variables: { tenantId } });
  return useMemo(() => {
    const byId = new Map((data?.classifierReviews ?? []).map((r) => [r.classifierId, r]));
    return {
      id: 'precision',
      header: (
        <HeaderHint
          label="Precision"
          hint="Of this classifier's files reviewed in Discovered Data, the share not marked as false positives."
        />
      ),
      align: 'right',
      width: 120,
      cell: (row) => {
        const r = byId.get(row.id);
        if (!r || r.precision === null || r.precision === undefined)
          return (
            <Typography variant="body2" color="text.secondary">
              —
            </Typography>
          );
        return (
          <span
            title={`${r.falsePositiveFiles} false positive(s) of ${r.reviewedFiles} reviewed file(s)`}
            data-testid="classifier-precision"
          >
            {formatPercent(r.precision * 100)}
          </span>
        );
      },
    };
  }, [data]);
}
