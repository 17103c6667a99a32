import { Box, Button, Paper, Typography } from '@mui/material';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { alpha } from '@mui/material/styles';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { LEGACY_BILLING_URL } from '../../shell/navigation/help-links';
import { LicenseSummary } from '../tenants/LicenseSummary';

/** Billing is not handled here: a static page points to the legacy interface (spec part 2 §1). */
export function BillingAndLicensingPage() {
  return (
    <PageContainer>
      <PageHeader title="Billing & Licensing" description="Invoices, subscriptions and licence counts." />
      <Paper
        variant="outlined"
        sx={{ p: 4, display: 'flex', gap: 3, alignItems: 'flex-start', maxWidth: 760 }}
      >
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: 'primary.main',
            bgcolor: (t) => alpha(t.palette.primary.main, 0.08),
          }}
        >
          <ReceiptLongRounded />
        </Box>
        <Box>
          <Typography variant="h5" component="h2">
            Billing lives in the billing portal
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Invoices, payment methods and licence purchases are managed in the legacy billing interface.
            Licence usage of the tenant you act for is shown below: licences activated over licences
            available.
          </Typography>
          <Button
            variant="contained"
            href={LEGACY_BILLING_URL}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewRounded />}
            sx={{ mt: 2.5 }}
          >
            Open the billing portal
          </Button>
        </Box>
      </Paper>
      <LicenseSummary />
    </PageContainer>
  );
}
