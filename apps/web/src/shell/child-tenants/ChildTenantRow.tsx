import { Box, Chip, IconButton, ListItem, ListItemButton, Tooltip, Typography } from '@mui/material';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { formatPercent, formatUsd } from '@vigil/contracts';
import { TenantAvatar } from '../../components/TenantAvatar';
import type { ChildTenant } from '../../features/tenants/use-child-tenant-list';

interface ChildTenantRowProps {
  tenant: ChildTenant;
  onOpen: (tenant: ChildTenant) => void;
  onBrowse: (tenant: ChildTenant) => void;
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Box component="span" className="tabular" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {value}
      </Box>
      <Box component="span">{label}</Box>
    </Box>
  );
}

/** An entry of the child-tenants dropdown: name, device count, residual risk and encryption. */
export function ChildTenantRow({ tenant, onOpen, onBrowse }: ChildTenantRowProps) {
  return (
    <ListItem
      disablePadding
      secondaryAction={
        tenant.isPartner ? (
          <Tooltip title="Show its tenants" placement="left">
            <IconButton
              edge="end"
              size="small"
              aria-label={`Show tenants of ${tenant.name}`}
              onClick={() => onBrowse(tenant)}
            >
              <ChevronRightRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      <ListItemButton
        onClick={() => onOpen(tenant)}
        data-testid="child-tenant-option"
        sx={{ gap: 1.5, py: 1, pr: tenant.isPartner ? 6 : 2, borderRadius: 1.5, mx: 0.5 }}
      >
        <TenantAvatar id={tenant.id} name={tenant.name} size={32} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {tenant.name}
            </Typography>
            {tenant.isPartner && <Chip label="Partner" size="small" color="primary" variant="outlined" />}
          </Box>
          <Box
            sx={{
              display: 'flex',
              gap: 1.5,
              mt: 0.25,
              fontSize: '0.75rem',
              color: 'text.secondary',
              flexWrap: 'wrap',
            }}
          >
            <Metric
              value={String(tenant.devicesCount)}
              label={tenant.devicesCount === 1 ? 'device' : 'devices'}
            />
            <Metric value={formatUsd(tenant.residualEntriesCost)} label="residual risk" />
            <Metric value={formatPercent(tenant.encryptionPercent)} label="encrypted" />
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
