import { Link } from 'react-router';
import { Box, Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import NavigateNextRounded from '@mui/icons-material/NavigateNextRounded';
import { Limits, RouteRole } from '@vigil/contracts';
import { actingTenantHome, appRoutes } from '../../routes/app-routes';
import type { TenantLink } from '../../session/use-tenant-parents';

/** Parents of the tenant acted for, from the user's own tenant down (spec part 1 §2). */
export function TenantBreadcrumb({ chain }: { chain: TenantLink[] }) {
  if (chain.length === 0) return null;
  return (
    <Breadcrumbs
      aria-label="Tenant"
      data-testid="tenant-breadcrumb"
      separator={<NavigateNextRounded sx={{ fontSize: 16, color: 'rgba(226,232,240,0.45)' }} />}
      sx={{
        minWidth: Limits.breadcrumbMinWidth,
        flexShrink: 1,
        overflow: 'hidden',
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li': { minWidth: 0 },
      }}
    >
      {chain.map((link, i) => {
        const isLast = i === chain.length - 1;
        const label = (
          <Box
            component="span"
            sx={{
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              maxWidth: 180,
            }}
          >
            {link.name}
          </Box>
        );
        if (isLast) {
          return (
            <Typography
              key={link.id}
              variant="body2"
              sx={{ color: '#fff', fontWeight: 600 }}
              aria-current="page"
            >
              {label}
            </Typography>
          );
        }
        const to = i === 0 ? appRoutes.home.href() : actingTenantHome(link.id, RouteRole.Partner);
        return (
          <MuiLink
            key={link.id}
            component={Link}
            to={to}
            underline="hover"
            variant="body2"
            sx={{ color: 'rgba(226,232,240,0.72)', '&:hover': { color: '#fff' } }}
          >
            {label}
          </MuiLink>
        );
      })}
    </Breadcrumbs>
  );
}
