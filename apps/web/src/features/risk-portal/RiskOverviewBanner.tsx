import { HeaderHint } from '../../components/HeaderHint';
import type { ReactNode } from 'react';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import ShowChartRounded from '@mui/icons-material/ShowChartRounded';
import { formatPercent, formatUsd } from '@vigil/contracts';
import { REDUCTION_COLOR, RESIDUAL_COLOR, TOTAL_COLOR } from './risk-colors';
import { shareOfTotal } from './risk-share';

export interface RiskTotals {
  total: number;
  reduction: number;
  residual: number;
}

interface RiskOverviewBannerProps {
  totals: RiskTotals | null;
  loading?: boolean;
  /** The 'Risk Over Time' chart; a placeholder until there is history. */
  chart?: ReactNode;
}

interface StatProps {
  label: string;
  value: number;
  total: number | null;
  accent: string;
  loading: boolean;
  testId: string;
  /** What the figure counts, on hover. */
  hint?: string;
}

function Stat({ label, value, total, accent, loading, testId, hint }: StatProps) {
  const share = total === null ? null : shareOfTotal(value, total);
  return (
    <Box sx={{ pl: 2, borderLeft: `3px solid ${accent}`, minWidth: 150 }} data-testid={testId}>
      <Typography variant="overline" color="text.secondary" component="div">
        {hint ? <HeaderHint label={label} hint={hint} /> : label}
      </Typography>
      {loading ? (
        <Skeleton width={110} height={40} />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            className="tabular"
            sx={{ fontSize: 30, fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.2 }}
          >
            {formatUsd(value)}
          </Typography>
          {share !== null && (
            <Typography variant="body2" sx={{ fontWeight: 600, color: accent }} className="tabular">
              {formatPercent(share)} of total
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}

function LegendKey({ color, label }: { color: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box sx={{ width: 14, height: 3, borderRadius: 2, bgcolor: color }} />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function ChartPlaceholder() {
  return (
    <Box
      sx={{
        height: '100%',
        minHeight: 96,
        borderRadius: 2,
        border: '1px dashed',
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        color: 'text.secondary',
        bgcolor: (t) => alpha(t.palette.primary.main, 0.02),
      }}
    >
      <ShowChartRounded fontSize="small" />
      <Typography variant="body2">The trend appears after the first daily snapshot.</Typography>
    </Box>
  );
}

/** Total risk, Risk Reduction and Residual Risk with the 'Risk Over Time' trend (spec part 1 §2). */
export function RiskOverviewBanner({ totals, loading = false, chart }: RiskOverviewBannerProps) {
  const t = totals ?? { total: 0, reduction: 0, residual: 0 };
  return (
    <Paper variant="outlined" sx={{ p: 2.5, mb: 2.5 }} data-testid="risk-overview-banner">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'auto 1fr' },
          gap: 3,
          alignItems: 'stretch',
        }}
      >
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
          <Stat
            label="Total risk"
            hint="Every file's records × value per record, each file once. Regulation rows can add up to more: one record can fall under several regulations. False positives count nowhere."
            value={t.total}
            total={null}
            accent={TOTAL_COLOR}
            loading={loading}
            testId="risk-total"
          />
          <Stat
            label="Risk Reduction"
            hint="The part of the total risk in encrypted files."
            value={t.reduction}
            total={t.total}
            accent={REDUCTION_COLOR}
            loading={loading}
            testId="risk-reduction"
          />
          <Stat
            label="Residual Risk"
            hint="Total risk less the risk reduction: what is still exposed."
            value={t.residual}
            total={t.total}
            accent={RESIDUAL_COLOR}
            loading={loading}
            testId="risk-residual"
          />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography variant="overline" color="text.secondary">
              Risk Over Time
            </Typography>
            {chart && (
              <>
                <LegendKey color={TOTAL_COLOR} label="Total risk" />
                <LegendKey color={RESIDUAL_COLOR} label="Residual Risk" />
              </>
            )}
          </Box>
          <Box sx={{ flex: 1 }}>{chart ?? <ChartPlaceholder />}</Box>
        </Box>
      </Box>
    </Paper>
  );
}
