import { useQuery } from '@apollo/client/react';
import { Alert, Box, LinearProgress, Paper, Skeleton, Typography } from '@mui/material';
import { SUBSCRIPTION_TYPE_LABELS, type SubscriptionType } from '@vigil/contracts';
import { useTenantScope } from '../../session/tenant-scope';
import { licenseInfoQuery } from './tenants.queries';

/** The licences of the tenant acted for (a partner: its customers together), activated over available. */
export function LicenseSummary() {
  const { tenantId } = useTenantScope();
  const info = useQuery(licenseInfoQuery, { variables: { tenantId }, fetchPolicy: 'network-only' });
  const l = info.data?.customerLicenseInfo;
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 2.5, maxWidth: 760 }} data-testid="license-summary">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 650 }}>
        Licences
      </Typography>
      {info.error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {info.error.message}
        </Alert>
      )}
      {!l && !info.error && <Skeleton width={240} height={40} />}
      {l && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="h4" component="p" className="tabular" data-testid="license-count">
            {l.activatedCount} / {l.availableCount ?? '∞'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {l.availableCount === null
              ? `${l.activatedCount} licences activated; no limit on licences is set.`
              : `${l.activatedCount} of ${l.availableCount} licences activated.`}
            {l.type
              ? ` Subscription: ${SUBSCRIPTION_TYPE_LABELS[l.type as SubscriptionType] ?? l.type}.`
              : ''}
          </Typography>
          {l.availableCount !== null && l.availableCount > 0 && (
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (l.activatedCount / l.availableCount) * 100)}
              sx={{ mt: 1.5, height: 6, borderRadius: 3 }}
              aria-label="Licences activated"
            />
          )}
        </Box>
      )}
    </Paper>
  );
}
