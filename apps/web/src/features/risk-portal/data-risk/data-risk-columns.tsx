import { ExplorerMessages } from '@vigil/contracts';
import { HeaderHint } from '../../../components/HeaderHint';
import { Link as RouterLink } from 'react-router';
import { Box, Link, Tooltip, Typography } from '@mui/material';
import LockRounded from '@mui/icons-material/LockRounded';
import { formatUsd } from '@vigil/contracts';
import type { DataColumn } from '../../../components/data-table';
import type { PoliciesDataRisksByRegulationQuery, RegulationsDataRisksQuery } from '../../../gql/graphql';
import { customerRoutes } from '../../../routes/customer-routes';
import type { TenantBase } from '../../../routes/route-builder';
import {
  DATA_RISK_SORT_KEYS,
  figureValue,
  formatCount,
  formatRegions,
  type DataRiskAmounts,
  type DataRiskFigure,
} from './data-risk-figures';
import type { Sensitivity } from './sensitivity';

export type RegulationRisk = RegulationsDataRisksQuery['regulationsDataRisks']['items'][number];
export type PolicyRisk = PoliciesDataRisksByRegulationQuery['policiesDataRisksByRegulation']['items'][number];

/** The regulation table's id: its column widths are remembered under it. */
export const DATA_RISK_TABLE_ID = 'data-risk';

/** Text columns of the regulation list, sortable by these fields (also the URL's sort keys). */
export const REGULATION_TEXT_FIELDS = {
  regulationName: 'regulationName',
  regulationDescription: 'regulationDescription',
  region: 'region',
} as const;

/** The classifier list sorts its name column as policyName; it has no description or region. */
export const POLICY_TEXT_FIELDS: Readonly<Record<string, string>> = { regulationName: 'policyName' };

function money(figure: DataRiskFigure, sensitivity: Sensitivity, emphasis?: 'strong' | 'muted') {
  return (row: DataRiskAmounts) => (
    <Box
      component="span"
      sx={{
        fontWeight: emphasis === 'strong' ? 600 : undefined,
        color: emphasis === 'muted' ? 'text.secondary' : undefined,
      }}
    >
      {formatUsd(figureValue(row, figure, sensitivity))}
    </Box>
  );
}

const FIGURE_WIDTHS = { totalRisk: 128, encryptedRisk: 140, residualRisk: 136, files: 96, records: 110 };
const DESCRIPTION_WIDTH = 250;
const REGION_WIDTH = 140;

/** The five figure columns shared by the regulation and classifier tables. */
function figureColumns<T extends DataRiskAmounts>(
  sensitivity: Sensitivity,
  widths: Partial<Record<string, number>> = {},
): DataColumn<T>[] {
  return [
    {
      id: 'totalRisk',
      header: <HeaderHint label="Total Risk" hint={ExplorerMessages.overlapNote} />,
      align: 'right',
      sortField: DATA_RISK_SORT_KEYS.total,
      width: widths.totalRisk ?? FIGURE_WIDTHS.totalRisk,
      cell: money('total', sensitivity, 'strong'),
    },
    {
      id: 'encryptedRisk',
      header: 'Encrypted Risk',
      align: 'right',
      sortField: DATA_RISK_SORT_KEYS.encrypted,
      width: widths.encryptedRisk ?? FIGURE_WIDTHS.encryptedRisk,
      cell: money('encrypted', sensitivity, 'muted'),
    },
    {
      id: 'residualRisk',
      header: 'Residual Risk',
      align: 'right',
      sortField: DATA_RISK_SORT_KEYS.residual,
      width: widths.residualRisk ?? FIGURE_WIDTHS.residualRisk,
      cell: money('residual', sensitivity),
    },
    {
      id: 'files',
      header: 'Files',
      align: 'right',
      sortField: DATA_RISK_SORT_KEYS.files,
      width: widths.files ?? FIGURE_WIDTHS.files,
      cell: (row) => formatCount(figureValue(row, 'files', sensitivity)),
    },
    {
      id: 'records',
      header: <HeaderHint label="Records" hint={ExplorerMessages.overlapNote} />,
      align: 'right',
      sortField: DATA_RISK_SORT_KEYS.records,
      width: widths.records ?? FIGURE_WIDTHS.records,
      cell: (row) => formatCount(figureValue(row, 'records', sensitivity)),
    },
  ];
}

function TruncatedText({ text, muted }: { text: string; muted?: boolean }) {
  return (
    <Tooltip title={text} placement="bottom-start" enterDelay={400}>
      <Typography
        variant="body2"
        noWrap
        component="span"
        sx={{ display: 'block', color: muted ? 'text.secondary' : undefined }}
      >
        {text}
      </Typography>
    </Tooltip>
  );
}

/** Columns of the regulation table; the figures follow the sensitivity. */
export function regulationColumns(sensitivity: Sensitivity): DataColumn<RegulationRisk>[] {
  return [
    {
      id: 'regulation',
      header: 'Regulation',
      sortField: REGULATION_TEXT_FIELDS.regulationName,
      width: 160,
      grow: true,
      cell: (r) => (
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {r.regulationName}
        </Typography>
      ),
    },
    ...figureColumns<RegulationRisk>(sensitivity),
    {
      id: 'description',
      header: 'Description',
      sortField: REGULATION_TEXT_FIELDS.regulationDescription,
      width: DESCRIPTION_WIDTH,
      cell: (r) => <TruncatedText text={r.regulationDescription} muted />,
    },
    {
      id: 'region',
      header: 'Region',
      sortField: REGULATION_TEXT_FIELDS.region,
      width: REGION_WIDTH,
      cell: (r) => <TruncatedText text={formatRegions(r.regions)} />,
    },
  ];
}

/**
 * Columns of the classifiers under an expanded regulation. Given the regulation table's widths,
 * the figure columns line up under the regulation's and Countries spans Description and Region.
 */
export function policyColumns(
  sensitivity: Sensitivity,
  basePath: TenantBase,
  widths: Partial<Record<string, number>> = {},
): DataColumn<PolicyRisk>[] {
  const aligned = (column: DataColumn<PolicyRisk>) => ({ ...column, resizable: false });
  return [
    {
      id: 'classifier',
      header: 'Classifier',
      width: 160,
      grow: true,
      cell: (p) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={customerRoutes.discoveredData.href(basePath, { query: { classifierId: p.policyId } })}
            underline="hover"
            noWrap
            title={p.policyName}
            data-testid="classifier-link"
            sx={{ fontWeight: 600, minWidth: 0 }}
          >
            {p.policyName}
          </Link>
          {p.policyIsEncrypted && (
            <Tooltip title="Encryption is on for this classifier">
              <LockRounded
                aria-label="Encryption on"
                sx={{ fontSize: 15, color: 'success.main', flexShrink: 0 }}
              />
            </Tooltip>
          )}
        </Box>
      ),
    },
    ...figureColumns<PolicyRisk>(sensitivity, widths).map(aligned),
    {
      id: 'countries',
      header: 'Countries',
      width: (widths.description ?? DESCRIPTION_WIDTH) + (widths.region ?? REGION_WIDTH),
      resizable: false,
      cell: (p) => (
        <TruncatedText text={p.policyCountries.length ? p.policyCountries.join(', ') : 'Any country'} muted />
      ),
    },
  ];
}
