import { useQuery } from '@apollo/client/react';
import { Box, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { publicRoutes } from '../../routes/public-routes';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { partnerQuery } from './tenants.queries';

function LinkLine({ label, url, testId }: { label: string; url: string; testId: string }) {
  const snackbar = useSnackbar();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, flexShrink: 0, width: 190 }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="code"
        data-testid={testId}
        sx={{ fontFamily: 'monospace', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {url}
      </Typography>
      <Tooltip title="Copy">
        <IconButton
          size="small"
          aria-label={`Copy the ${label.toLowerCase()}`}
          onClick={() =>
            void navigator.clipboard
              .writeText(url)
              .then(() => snackbar.show('Copied', 'success'))
              .catch(() => snackbar.show('The link could not be copied', 'error'))
          }
        >
          <ContentCopyRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/**
 * The partner's sign-up links: customers may always sign up through it; the partner
 * self-registration link only when the partner may sign up new partners (spec part 2 §6).
 */
export function SelfRegistrationLinks({ partnerId }: { partnerId: number }) {
  const partner = useQuery(partnerQuery, { variables: { id: partnerId, tenantId: partnerId } });
  const p = partner.data?.partner2;
  if (!p?.partnerKey) return null;
  const link = (href: string) => `${window.location.origin}${href}`;
  const query = { query: { partnerkey: p.partnerKey } };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2.5, display: 'grid', gap: 1 }} data-testid="self-registration">
      <Typography variant="subtitle2">Sign-up links</Typography>
      <LinkLine
        label="Customer sign-up"
        url={link(publicRoutes.signUpCustomer.href(query))}
        testId="customer-sign-up-url"
      />
      {p.canSignUpNewPartners && (
        <LinkLine
          label="Partner self-registration"
          url={link(publicRoutes.signUpPartner.href(query))}
          testId="partner-sign-up-url"
        />
      )}
    </Paper>
  );
}
