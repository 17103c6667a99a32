import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Chip,
  InputAdornment,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { formatPercent, formatUsd, Limits, Messages, RouteRole } from '@vigil/contracts';
import { TenantAvatar } from '../../components/TenantAvatar';
import { errorText } from '../../graphql/error-text';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll';
import { tenantPath } from '../../session/tenant-scope';
import { useChildTenantList, type ChildTenant } from './use-child-tenant-list';

const COLUMNS = 6;

function EncryptionCell({ percent }: { percent: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, justifyContent: 'flex-end' }}>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, percent))}
        aria-hidden
        sx={{
          width: 72,
          height: 6,
          borderRadius: 3,
          bgcolor: '#eef2f7',
          '& .MuiLinearProgress-bar': { borderRadius: 3 },
        }}
        color={percent >= 50 ? 'success' : 'primary'}
      />
      <Box component="span" className="tabular" sx={{ minWidth: 36, textAlign: 'right', fontWeight: 600 }}>
        {formatPercent(percent)}
      </Box>
    </Box>
  );
}

function LoadingRows() {
  return (
    <>
      {Array.from({ length: 5 }, (_, i) => (
        <TableRow key={i}>
          {Array.from({ length: COLUMNS }, (_, j) => (
            <TableCell key={j}>
              <Skeleton width={j === 0 ? 180 : 64} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

function TenantRow({ tenant, onOpen }: { tenant: ChildTenant; onOpen: (t: ChildTenant) => void }) {
  return (
    <TableRow
      hover
      tabIndex={0}
      onClick={() => onOpen(tenant)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen(tenant);
      }}
      sx={{
        cursor: 'pointer',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: -2 },
      }}
      data-testid="child-tenant-row"
    >
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <TenantAvatar id={tenant.id} name={tenant.name} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {tenant.name}
          </Typography>
        </Box>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          label={tenant.isPartner ? 'Partner' : 'Customer'}
          color={tenant.isPartner ? 'primary' : 'default'}
          variant={tenant.isPartner ? 'outlined' : 'filled'}
        />
      </TableCell>
      <TableCell align="right" className="tabular">
        {tenant.devicesCount}
      </TableCell>
      <TableCell align="right" className="tabular" sx={{ color: 'text.secondary' }}>
        {formatUsd(tenant.entriesCost)}
      </TableCell>
      <TableCell align="right" className="tabular" sx={{ fontWeight: 600 }}>
        {formatUsd(tenant.residualEntriesCost)}
      </TableCell>
      <TableCell align="right">
        <EncryptionCell percent={tenant.encryptionPercent} />
      </TableCell>
    </TableRow>
  );
}

/** The tenants under `tenantId`: search by name, open one as partner or customer. */
export function ChildTenantsTable({ tenantId }: { tenantId: number }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const list = useChildTenantList({
    tenantId,
    search: debouncedSearch,
    pageSize: Limits.tenantTablePageSize,
  });
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void list.loadMore(),
    list.hasNextPage && !list.loadingMore,
  );

  const open = (tenant: ChildTenant) =>
    navigate(tenantPath(tenant.id, tenant.isPartner ? RouteRole.Partner : RouteRole.Customer));

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 1.5,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <TextField
          placeholder="Search by name"
          value={search}
          onChange={(e) => setSearch(e.target.value.replace(/^\s+/, ''))}
          sx={{ maxWidth: 320 }}
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
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary" className="tabular">
          {list.totalCount} {list.totalCount === 1 ? 'tenant' : 'tenants'}
        </Typography>
      </Box>
      {list.error && (
        <Alert severity="error" sx={{ m: 1.5 }}>
          {errorText(list.error)}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label="Tenants">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Type</TableCell>
              <TableCell align="right">Devices</TableCell>
              <TableCell align="right">Total Risk</TableCell>
              <TableCell align="right">Residual Risk</TableCell>
              <TableCell align="right">Encryption</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.loading && list.items.length === 0 ? (
              <LoadingRows />
            ) : list.items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                  {Messages.noData}
                </TableCell>
              </TableRow>
            ) : (
              list.items.map((tenant) => <TenantRow key={tenant.id} tenant={tenant} onOpen={open} />)
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {list.hasNextPage && (
        <Box
          ref={sentinel}
          sx={{
            display: 'flex',
            justifyContent: 'center',
            p: 1.5,
            borderTop: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Button onClick={() => void list.loadMore()} disabled={list.loadingMore}>
            {list.loadingMore ? Messages.loading : 'Load More'}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
