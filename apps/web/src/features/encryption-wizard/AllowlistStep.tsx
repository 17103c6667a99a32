import { Box, CircularProgress, Paper, Stack, Switch, Typography } from '@mui/material';
import { formatUsd } from '@vigil/contracts';
import { NO_RECENT_APPS } from './wizard-save';

export interface AllowlistApp {
  id: number;
  humanName: string;
  riskValueUSD: number;
}

interface AllowlistStepProps {
  apps: AllowlistApp[];
  loading: boolean;
  selected: readonly number[];
  onToggle: (processId: number, on: boolean) => void;
}

/** Apps that might share data outside, seen with the classifier in the past three weeks. */
export function AllowlistStep({ apps, loading, selected, onToggle }: AllowlistStepProps) {
  return (
    <Stack spacing={2} data-tutorial="wizard-allowlist">
      <Typography variant="body2" color="text.secondary">
        Applications on the allowlist open encrypted files by decrypting them automatically. Listed are the
        applications used with this classifier&apos;s files in the past three weeks that might share data
        outside.
      </Typography>
      {loading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={24} />
        </Box>
      ) : apps.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary" data-testid="wizard-no-apps">
            {NO_RECENT_APPS}
          </Typography>
        </Paper>
      ) : (
        <Paper
          variant="outlined"
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 320, overflow: 'auto' }}
        >
          <Box
            component="li"
            sx={{ display: 'flex', px: 2, py: 1, borderBottom: '1px solid', borderColor: 'divider' }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
              Application
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ width: 110, textAlign: 'right' }}>
              Risk (3 weeks)
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ width: 130, textAlign: 'right' }}>
              Auto-decryption
            </Typography>
          </Box>
          {apps.map((app) => (
            <Box
              component="li"
              key={app.id}
              data-testid="wizard-app"
              sx={{
                display: 'flex',
                alignItems: 'center',
                px: 2,
                py: 0.5,
                '&:not(:last-child)': { borderBottom: '1px solid', borderColor: 'divider' },
              }}
            >
              <Typography variant="body2" sx={{ flex: 1 }}>
                {app.humanName}
              </Typography>
              <Typography variant="body2" sx={{ width: 110, textAlign: 'right' }}>
                {formatUsd(app.riskValueUSD)}
              </Typography>
              <Box sx={{ width: 130, textAlign: 'right' }}>
                <Switch
                  size="small"
                  checked={selected.includes(app.id)}
                  onChange={(e) => onToggle(app.id, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `Auto-decryption for ${app.humanName}` } }}
                />
              </Box>
            </Box>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
