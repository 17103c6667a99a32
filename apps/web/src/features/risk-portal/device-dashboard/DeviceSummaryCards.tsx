import type { ReactNode } from 'react';
import { Box, Paper, Tooltip, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { formatUsd } from '@vigil/contracts';
import { REDUCTION_COLOR, RESIDUAL_COLOR, TOTAL_COLOR } from '../risk-colors';
import { DashboardText } from './dashboard-messages';
import { formatCount } from './device-format';
import type { DashboardDevice } from './DevicePanel';

interface CardProps {
  label: string;
  value: string;
  accent: string;
  tooltip?: string;
  footer?: ReactNode;
  testId: string;
}

function SummaryCard({ label, value, accent, tooltip, footer, testId }: CardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.25, borderTop: `3px solid ${accent}`, display: 'flex', flexDirection: 'column' }}
      data-testid={testId}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="overline" color="text.secondary" component="h2">
          {label}
        </Typography>
        {tooltip && (
          <Tooltip title={tooltip}>
            <InfoOutlined
              tabIndex={0}
              role="img"
              aria-label={tooltip}
              data-testid={`${testId}-help`}
              sx={{ fontSize: 16, color: 'text.secondary', cursor: 'help' }}
            />
          </Tooltip>
        )}
      </Box>
      <Typography
        className="tabular"
        sx={{ fontSize: 30, fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.2 }}
        data-testid={`${testId}-value`}
      >
        {value}
      </Typography>
      {footer && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} className="tabular">
          {footer}
        </Typography>
      )}
    </Paper>
  );
}

/** Total Risk, Created Cases and Number of Files of the device (spec part 1 §2). */
export function DeviceSummaryCards({ device }: { device: DashboardDevice }) {
  const residual = Math.max(0, device.sensitiveRiskInUSD - device.encryptedSensitiveRiskInUSD);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      <SummaryCard
        label="Total Risk"
        value={formatUsd(device.sensitiveRiskInUSD)}
        accent={TOTAL_COLOR}
        testId="card-total-risk"
        footer={
          <>
            <Box component="span" sx={{ color: REDUCTION_COLOR, fontWeight: 600 }}>
              {formatUsd(device.encryptedSensitiveRiskInUSD)}
            </Box>{' '}
            encrypted ·{' '}
            <Box component="span" sx={{ color: RESIDUAL_COLOR, fontWeight: 600 }}>
              {formatUsd(residual)}
            </Box>{' '}
            residual
          </>
        }
      />
      <SummaryCard
        label="Created Cases"
        value={formatCount(device.casesCount)}
        accent="#f59e0b"
        tooltip={DashboardText.createdCasesTooltip}
        testId="card-created-cases"
      />
      <SummaryCard
        label="Number of Files"
        value={formatCount(device.existingFileCount)}
        accent="#0ea5e9"
        testId="card-number-of-files"
      />
    </Box>
  );
}
