import { useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { Limits } from '@vigil/contracts';
import { DataTable, useServerList, type SortState } from '../../../components/data-table';
import { browserStorage, readColumnWidths } from '../../../components/data-table/column-widths';
import type { DataRiskByPolicySortInput } from '../../../gql/graphql';
import { useTenantScope } from '../../../session/tenant-scope';
import { policiesDataRisksByRegulationQuery } from './data-risk.query';
import {
  DATA_RISK_TABLE_ID,
  policyColumns,
  POLICY_TEXT_FIELDS,
  regulationColumns,
  type RegulationRisk,
} from './data-risk-columns';
import { dataRiskOrder } from './data-risk-figures';
import type { Sensitivity } from './sensitivity';

/** Spec part 1 §9: nested list scroll height. */
const NESTED_MAX_HEIGHT = 500;
const REGULATION_COLUMNS = regulationColumns('BOTH');

interface PoliciesUnderRegulationProps {
  regulation: RegulationRisk;
  sensitivity: Sensitivity;
  /** The regulation table's sort: the classifiers follow it where they have the column. */
  sort: SortState | null;
}

/**
 * The classifiers (policies) beneath an expanded regulation: loaded when it opens, 20 at a time
 * with their own Load More, each linking to Discovered Data filtered by it.
 */
export function PoliciesUnderRegulation({ regulation, sensitivity, sort }: PoliciesUnderRegulationProps) {
  const { actingTenantId, basePath } = useTenantScope();
  // The regulation table's remembered widths, read when the row opens: the figures line up.
  const [widths] = useState(() => readColumnWidths(browserStorage(), DATA_RISK_TABLE_ID, REGULATION_COLUMNS));
  const columns = useMemo(
    () => policyColumns(sensitivity, basePath, widths),
    [sensitivity, basePath, widths],
  );
  const order = useMemo(
    () => dataRiskOrder(sort, sensitivity, POLICY_TEXT_FIELDS) as DataRiskByPolicySortInput[],
    [sort, sensitivity],
  );
  const list = useServerList({
    document: policiesDataRisksByRegulationQuery,
    field: 'policiesDataRisksByRegulation',
    variables: { request: { regulationId: regulation.regulationId }, tenantId: actingTenantId },
    order,
    pageSize: Limits.policiesUnderRegulationPageSize,
  });

  return (
    <Box
      data-testid="regulation-classifiers"
      sx={{
        position: 'relative',
        pl: 6,
        py: 1,
        // A tree line from the regulation's expand button down to its classifiers.
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 23,
          top: 0,
          bottom: 16,
          width: 2,
          borderRadius: 1,
          bgcolor: 'primary.light',
        },
      }}
    >
      <Box sx={{ bgcolor: 'background.paper', borderTop: '1px solid', borderColor: 'divider' }}>
        <DataTable
          id="data-risk-classifiers"
          ariaLabel={`Classifiers under ${regulation.regulationName}`}
          rowTestId="classifier-row"
          columns={columns}
          list={list}
          getRowId={(p) => p.policyId}
          sort={sort}
          printable={false}
          flat
          maxHeight={NESTED_MAX_HEIGHT}
          toolbar={
            <Typography variant="subtitle2" component="h3" noWrap>
              Classifiers under {regulation.regulationName}
            </Typography>
          }
          countLabel={(n) => `${n} ${n === 1 ? 'classifier' : 'classifiers'}`}
        />
      </Box>
    </Box>
  );
}
