import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Collapse,
  IconButton,
  Paper,
  Typography,
} from '@mui/material';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import HubRounded from '@mui/icons-material/HubRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import { Messages } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { errorText } from '../../graphql/error-text';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';
import { buildTree, visibleRows, type TreeNode } from './partner-tree';
import { policyUpdatesForPartnerQuery, runPolicyUpdatesForPartnerMutation } from './policy-updates.query';
import { PolicyUpdatesView } from './PolicyUpdatesView';

/**
 * Classifier Updates for partners and the back office (spec part 1 §4): the partner tree with
 * which customers have updates; a partner row's Update All (enabled when it has updates) updates
 * every customer below it; a customer row opens its Classifier Updates.
 */
export default function PartnerClassifierUpdatesPage({ info }: { info: AreaInfo }) {
  const { tenantId, actingTenantId } = useTenantScope();
  const user = useCurrentUser();
  const canEdit = !user.isReadOnlyUser && !user.isRegular;
  const snackbar = useSnackbar();
  const query = useQuery(policyUpdatesForPartnerQuery, {
    variables: { tenantId: actingTenantId ?? undefined },
    fetchPolicy: 'network-only',
  });
  const [runForPartner] = useMutation(runPolicyUpdatesForPartnerMutation);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [openCustomer, setOpenCustomer] = useState<number | null>(null);

  const data = query.data?.policyUpdatesForPartner;
  const nodes = useMemo(() => data ?? [], [data]);
  const roots = useMemo(() => buildTree(nodes), [nodes]);
  const rows = visibleRows(roots, collapsed);
  const anyUpdates = nodes.some((n) => n.hasUpdates);

  async function updateAll(partnerId: number) {
    setBusyId(partnerId);
    try {
      await runForPartner({ variables: { tenantId: partnerId } });
      snackbar.show(Messages.updatedSuccessfully, 'success');
      await query.refetch();
    } catch (e) {
      snackbar.showError(e);
    } finally {
      setBusyId(null);
    }
  }

  const toggle = (id: number) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <PageContainer>
      <PageHeader
        title={info.title}
        description="Customers whose template-based classifiers are missing, behind or retired. Update a whole partner at once, or open a customer to choose."
        actions={
          canEdit && (
            <Button
              variant="contained"
              startIcon={
                busyId === tenantId ? <CircularProgress size={16} color="inherit" /> : <SyncRounded />
              }
              disabled={!anyUpdates || busyId !== null}
              onClick={() => void updateAll(tenantId)}
              data-testid="update-all-tenants"
            >
              Update All
            </Button>
          )
        }
      />
      {query.error && <Alert severity="error">{errorText(query.error)}</Alert>}
      {query.loading && !query.data && (
        <Box sx={{ p: 6, display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={28} />
        </Box>
      )}
      {query.data && nodes.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{Messages.noData}</Typography>
        </Paper>
      )}
      {rows.length > 0 && (
        <Paper variant="outlined" data-testid="partner-tree">
          {rows.map((n) => (
            <TreeRow
              key={n.id}
              node={n}
              canEdit={canEdit}
              busy={busyId !== null}
              updating={busyId === n.id}
              collapsed={collapsed.has(n.id)}
              open={openCustomer === n.id}
              onToggle={() =>
                n.isPartner ? toggle(n.id) : setOpenCustomer((o) => (o === n.id ? null : n.id))
              }
              onUpdateAll={() => void updateAll(n.id)}
              onCustomerChanged={() => void query.refetch()}
            />
          ))}
        </Paper>
      )}
    </PageContainer>
  );
}

function TreeRow({
  node,
  canEdit,
  busy,
  updating,
  collapsed,
  open,
  onToggle,
  onUpdateAll,
  onCustomerChanged,
}: {
  node: TreeNode;
  canEdit: boolean;
  busy: boolean;
  updating: boolean;
  collapsed: boolean;
  open: boolean;
  onToggle: () => void;
  onUpdateAll: () => void;
  onCustomerChanged: () => void;
}) {
  const expanded = node.isPartner ? !collapsed && node.children.length > 0 : open;
  return (
    <Box
      data-testid="tenant-node"
      data-name={node.name}
      data-has-updates={node.hasUpdates}
      sx={{ borderBottom: '1px solid', borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, pr: 2, pl: 1 + node.depth * 3 }}>
        <IconButton
          size="small"
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${node.name}`}
          onClick={onToggle}
          disabled={node.isPartner && node.children.length === 0}
          sx={{ transform: expanded ? 'rotate(0deg)' : 'rotate(-90deg)', transition: 'transform 120ms' }}
        >
          <ExpandMoreRounded fontSize="small" />
        </IconButton>
        {node.isPartner ? (
          <HubRounded fontSize="small" color="action" />
        ) : (
          <BusinessRounded fontSize="small" color="action" />
        )}
        <Typography
          sx={{ flex: 1, fontWeight: node.isPartner ? 600 : 400, cursor: 'pointer' }}
          onClick={onToggle}
        >
          {node.name}
        </Typography>
        <Chip size="small" variant="outlined" label={node.isPartner ? 'Partner' : 'Customer'} />
        {node.hasUpdates ? (
          <Chip size="small" color="warning" label="Updates available" data-testid="has-updates" />
        ) : (
          <Chip size="small" color="success" variant="outlined" label="Up to date" />
        )}
        {node.isPartner && canEdit && (
          <Button
            size="small"
            variant="outlined"
            startIcon={updating ? <CircularProgress size={14} /> : <SyncRounded />}
            disabled={!node.hasUpdates || busy}
            onClick={onUpdateAll}
            data-testid="partner-update-all"
          >
            Update All
          </Button>
        )}
      </Box>
      {!node.isPartner && (
        <Collapse in={open} unmountOnExit>
          <Box sx={{ px: 3, pb: 2, pl: 4 + node.depth * 3 }}>
            <PolicyUpdatesView
              tenantId={node.id}
              actingTenantId={node.id}
              canEdit={canEdit}
              onChanged={onCustomerChanged}
            />
          </Box>
        </Collapse>
      )}
    </Box>
  );
}
