import { useState, type UIEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  Box,
  Breadcrumbs,
  CircularProgress,
  InputAdornment,
  Link as MuiLink,
  List,
  Popover,
  TextField,
  Typography,
} from '@mui/material';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { Limits, Messages, RouteRole } from '@vigil/contracts';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useChildTenantList, type ChildTenant } from '../../features/tenants/use-child-tenant-list';
import { actingTenantHome } from '../../routes/app-routes';
import { useTenantParents } from '../../session/use-tenant-parents';
import { ChildTenantRow } from './ChildTenantRow';

// The picker shows 20 px per item times (page size − 1) (spec part 1 §9).
const LIST_MAX_HEIGHT = 20 * (Limits.childTenantPageSize - 1);

interface ChildTenantsDropdownProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** The partner whose children are listed first. */
  rootTenantId: number;
}

function isScrolledToEnd(el: HTMLElement): boolean {
  return el.scrollTop + el.clientHeight >= el.scrollHeight - 1;
}

/** The partner's tenant picker: breadcrumb of parents, search, and a list that loads more on scroll. */
export function ChildTenantsDropdown({ anchorEl, onClose, rootTenantId }: ChildTenantsDropdownProps) {
  const navigate = useNavigate();
  const [browsedId, setBrowsedId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const listedId = browsedId ?? rootTenantId;
  const open = Boolean(anchorEl);

  const { chain } = useTenantParents(open ? listedId : null);
  const list = useChildTenantList({
    tenantId: listedId,
    search: debouncedSearch,
    pageSize: Limits.childTenantPageSize,
    skip: !open,
  });

  const browse = (tenantId: number) => {
    setBrowsedId(tenantId);
    setSearch('');
  };

  const close = () => {
    setBrowsedId(null);
    setSearch('');
    onClose();
  };

  const openTenant = (tenant: ChildTenant) => {
    close();
    navigate(actingTenantHome(tenant.id, tenant.isPartner ? RouteRole.Partner : RouteRole.Customer));
  };

  const onScroll = (e: UIEvent<HTMLElement>) => {
    if (isScrolledToEnd(e.currentTarget) && list.hasNextPage && !list.loadingMore) void list.loadMore();
  };

  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{
        paper: {
          elevation: 12,
          sx: { width: 440, maxWidth: 'calc(100vw - 24px)', mt: 1, borderRadius: 2.5, overflow: 'hidden' },
          'data-testid': 'child-tenants-dropdown',
        } as object,
      }}
    >
      <Box
        sx={{
          px: 2,
          pt: 1.75,
          pb: 1.25,
          borderBottom: '1px solid',
          borderColor: 'divider',
          bgcolor: '#fbfcfe',
        }}
      >
        <Typography variant="overline" color="text.secondary">
          Switch tenant
        </Typography>
        <Breadcrumbs aria-label="Parent tenants" sx={{ fontSize: '0.8125rem', mb: 1.25 }} maxItems={4}>
          {chain.map((link, i) =>
            i === chain.length - 1 ? (
              <Typography key={link.id} variant="body2" sx={{ fontWeight: 600 }} color="text.primary">
                {link.name}
              </Typography>
            ) : (
              <MuiLink
                key={link.id}
                component="button"
                type="button"
                underline="hover"
                color="text.secondary"
                variant="body2"
                onClick={() => browse(link.id)}
              >
                {link.name}
              </MuiLink>
            ),
          )}
        </Breadcrumbs>
        <TextField
          autoFocus
          placeholder="Search by name"
          value={search}
          onChange={(e) => setSearch(e.target.value.replace(/^\s+/, ''))}
          slotProps={{
            htmlInput: { 'aria-label': 'Search tenants', maxLength: Limits.searchMax },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box
        onScroll={onScroll}
        sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto', py: 0.5 }}
        data-testid="child-tenants-list"
      >
        {list.loading && list.items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {Messages.loading}
          </Typography>
        ) : list.items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {Messages.noData}
          </Typography>
        ) : (
          <List dense disablePadding>
            {list.items.map((tenant) => (
              <ChildTenantRow
                key={tenant.id}
                tenant={tenant}
                onOpen={openTenant}
                onBrowse={(t) => browse(t.id)}
              />
            ))}
          </List>
        )}
        {list.loadingMore && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 1 }}>
            <CircularProgress size={18} />
          </Box>
        )}
      </Box>
      <Box
        sx={{
          px: 2,
          py: 1,
          borderTop: '1px solid',
          borderColor: 'divider',
          fontSize: '0.75rem',
          color: 'text.secondary',
        }}
      >
        {list.totalCount} {list.totalCount === 1 ? 'tenant' : 'tenants'}
      </Box>
    </Popover>
  );
}
