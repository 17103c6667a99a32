import { lazy, Suspense } from 'react';
import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { formatUsd } from '@vigil/contracts';
import { EncryptionDelayInput } from '../../components/EncryptionDelayInput';
import type { ForecastPoint } from './ForecastChart';

const ForecastChart = lazy(() => import('./ForecastChart'));

export interface ForecastView {
  currentRisk: number;
  futurePrediction: ForecastPoint[];
  totals: { currentRisk: number; reductionRisk: number; residualRisk: number };
}

interface SummaryStepProps {
  classifierName: string;
  delayText: string;
  onDelayChange: (text: string) => void;
  forecast: ForecastView | null;
  loading: boolean;
  error: string | null;
  allowlistCount: number;
}

const chartBox = { width: 500, height: 200, display: 'grid', placeItems: 'center' } as const;

export function SummaryStep({
  classifierName,
  delayText,
  onDelayChange,
  forecast,
  loading,
  error,
  allowlistCount,
}: SummaryStepProps) {
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        Files of <b>{classifierName}</b> are encrypted once they have not been accessed for the delay below.{' '}
        {allowlistCount === 0
          ? 'No application decrypts them automatically.'
          : `${allowlistCount} application${allowlistCount === 1 ? '' : 's'} decrypt${allowlistCount === 1 ? 's' : ''} them automatically.`}
      </Typography>
      <EncryptionDelayInput
        label="Encrypt files not accessed for"
        data-tutorial="wizard-delay"
        value={delayText}
        onChange={onDelayChange}
        helperText="The recommended minimum is 48 hours (2 days)."
        sx={{ width: 320 }}
      />
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Risk forecast
        </Typography>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : (
          <Paper variant="outlined" sx={{ p: 1.5, width: 'fit-content' }} data-testid="wizard-forecast-chart">
            {forecast ? (
              <Suspense
                fallback={
                  <Box sx={chartBox}>
                    <CircularProgress size={20} />
                  </Box>
                }
              >
                <ForecastChart points={forecast.futurePrediction} currentRisk={forecast.currentRisk} />
              </Suspense>
            ) : (
              <Box sx={chartBox}>{loading && <CircularProgress size={20} />}</Box>
            )}
            <Stack direction="row" spacing={2} sx={{ mt: 0.5, px: 1 }}>
              <Legend color="#94a3b8" label="Current Risk" />
              <Legend color="#10b981" label="Risk Reduction (encrypted by that day)" />
            </Stack>
          </Paper>
        )}
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ opacity: loading ? 0.6 : 1 }}>
        <Total
          testId="forecast-current"
          label="Current Risk"
          hint="of this classifier today"
          value={forecast?.totals.currentRisk}
        />
        <Total
          testId="forecast-reduction"
          label="Risk Reduction"
          hint="encrypted on the first day"
          value={forecast?.totals.reductionRisk}
          color="success.main"
        />
        <Total
          testId="forecast-residual"
          label="Residual Risk"
          hint="in files used within the delay"
          value={forecast?.totals.residualRisk}
          color="warning.main"
        />
      </Stack>
    </Stack>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 12, height: 3, borderRadius: 1, bgcolor: color }} />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}

function Total({
  label,
  hint,
  value,
  color,
  testId,
}: {
  label: string;
  hint?: string;
  value: number | undefined;
  color?: string;
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ flex: 1, px: 2, py: 1.25 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" sx={{ color }} data-testid={testId}>
        {value === undefined ? '—' : formatUsd(value)}
      </Typography>
      <Typography variant="caption" color="text.disabled" sx={{ display: 'block', minHeight: 20 }}>
        {hint}
      </Typography>
    </Paper>
  );
}
