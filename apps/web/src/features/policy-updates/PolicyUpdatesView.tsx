import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  type ChipProps,
} from '@mui/material';
import SyncRounded from '@mui/icons-material/SyncRounded';
import {
  canUpdateAll,
  Limits,
  Messages,
  POLICY_UPDATE_STATUS_LABELS,
  policyUpdateActionFor,
  type PolicyUpdateAction,
  type PolicyUpdateStatus,
} from '@vigil/contracts';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { errorText } from '../../graphql/error-text';
import {
  policyUpdatesQuery,
  runPolicyUpdatesForCustomerMutation,
  runPolicyUpdatesMutation,
} from './policy-updates.query';

const STATUS_COLOR: Record<PolicyUpdateStatus, ChipProps['color']> = {
  MISSING: 'info',
  NOT_ACTUAL: 'warning',
  DEPRECATED: 'error',
  ACTUAL: 'success',
  MULTIPLE_CLASSIFIERS_EXIST: 'default',
  BLOCKED: 'default',
};

const ACTION_HINT: Record<PolicyUpdateAction, string> = {
  ADD: 'Click to add this classifier from its template',
  UPDATE: 'Click to update this classifier to its template',
  DELETE: 'Click to delete this classifier: its template was retired',
};

const DISABLED_HINT: Partial<Record<PolicyUpdateStatus, string>> = {
  ACTUAL: 'Up to date',
  MULTIPLE_CLASSIFIERS_EXIST: 'Several classifiers come from this template: resolve it in the Active list',
  BLOCKED: 'Auto-update is blocked for this classifier',
};

export function PolicyStatusChip({ status }: { status: PolicyUpdateStatus }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      variant={status === 'ACTUAL' ? 'outlined' : 'filled'}
      label={POLICY_UPDATE_STATUS_LABELS[status]}
      data-testid="policy-status"
      data-status={status}
    />
  );
}

/**
 * The Classifier Updates of one customer (spec part 1 §4 "Policy updates"): per selected
 * regulation its classifiers and their status. A row is clickable by status (MISSING adds,
 * NOT_ACTUAL updates, DEPRECATED deletes after a confirmation); Update All is enabled when any
 * classifier is neither ACTUAL nor BLOCKED.
 */
export function PolicyUpdatesView({
  tenantId,
  actingTenantId,
  canEdit,
  onChanged,
}: {
  /** The customer (runPolicyUpdatesForCustomer needs it). */
  tenantId: number;
  /** Passed as tenantId to the other operations (null: the user's own tenant). */
  actingTenantId: number | null;
  canEdit: boolean;
  onChanged?: () => void;
}) {
  const query = useQuery(policyUpdatesQuery, {
    variables: { tenantId: actingTenantId ?? undefined, take: Limits.policyUpdatesPageSize },
    fetchPolicy: 'network-only',
  });
  const [runItems] = useMutation(runPolicyUpdatesMutation);
  const [runAll] = useMutation(runPolicyUpdatesForCustomerMutation);
  const { request: confirm, busy, ask, close, run } = useConfirmedAction();

  const regulations = query.data?.policyUpdates.items ?? [];
  const statuses = regulations.flatMap((r) => r.classifiers.map((c) => c.status as PolicyUpdateStatus));
  const updateAllEnabled = canEdit && !busy && canUpdateAll(statuses);

  const perform = (send: () => Promise<unknown>) =>
    run(send, Messages.updatedSuccessfully, async () => {
      await query.refetch();
      onChanged?.();
    });

  type Item = (typeof regulations)[number]['classifiers'][number];
  function onRow(item: Item) {
    const action = policyUpdateActionFor(item.status as PolicyUpdateStatus);
    if (!action || !canEdit || busy) return;
    const send = () =>
      runItems({
        variables: {
          tenantId: actingTenantId ?? undefined,
          request: {
            items: [{ action, classifierId: item.id ?? undefined, templateClassifierId: item.templateId }],
          },
        },
      });
    if (action === 'DELETE') {
      ask({
        title: 'Delete classifier',
        message: `"${item.name}" comes from a template that was retired. Delete it? Its findings stop counting in the risk${item.containsRules ? ', and its rule stops applying' : ''}.`,
        confirmLabel: 'Delete',
        danger: true,
        onConfirm: () => perform(send),
      });
      return;
    }
    void perform(send);
  }

  return (
    <Box data-testid="policy-updates">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          Classifiers of the selected regulations compared with their templates. Click a row to add a missing
          classifier, update one that is behind, or delete one whose template was retired.
        </Typography>
        {canEdit && (
          <Button
            variant="contained"
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SyncRounded />}
            disabled={!updateAllEnabled}
            data-testid="update-all"
            onClick={() => void perform(() => runAll({ variables: { tenantId } }))}
          >
            Update All
          </Button>
        )}
      </Box>
      {query.error && <Alert severity="error">{errorText(query.error)}</Alert>}
      {query.loading && !query.data && (
        <Box sx={{ p: 6, display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={28} />
        </Box>
      )}
      {query.data && regulations.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{Messages.noData}</Typography>
        </Paper>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {regulations.map((r) => (
          <Paper key={r.id} variant="outlined" data-testid="policy-regulation" data-name={r.name}>
            <Box
              sx={{
                px: 2,
                py: 1.25,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                borderBottom: '1px solid',
                borderColor: 'divider',
              }}
            >
              <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
                {r.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {r.classifiers.length} {r.classifiers.length === 1 ? 'classifier' : 'classifiers'}
              </Typography>
            </Box>
            <Table size="small" aria-label={`Classifier updates of ${r.name}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Classifier</TableCell>
                  <TableCell>Template</TableCell>
                  <TableCell sx={{ width: 90 }}>Rules</TableCell>
                  <TableCell sx={{ width: 220 }}>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.classifiers.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                      {Messages.noData}
                    </TableCell>
                  </TableRow>
                )}
                {r.classifiers.map((c) => {
                  const status = c.status as PolicyUpdateStatus;
                  const action = policyUpdateActionFor(status);
                  const enabled = action !== null && canEdit && !busy;
                  return (
                    <Tooltip
                      key={`${c.id ?? 'missing'}-${c.templateId}`}
                      title={action ? (canEdit ? ACTION_HINT[action] : '') : (DISABLED_HINT[status] ?? '')}
                      placement="top-start"
                    >
                      <TableRow
                        hover={enabled}
                        onClick={() => onRow(c)}
                        data-testid="policy-row"
                        data-status={status}
                        data-name={c.name}
                        aria-disabled={!enabled}
                        tabIndex={enabled ? 0 : -1}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter') onRow(c);
                        }}
                        sx={{
                          cursor: enabled ? 'pointer' : 'default',
                          opacity: enabled || status === 'ACTUAL' ? 1 : 0.75,
                        }}
                      >
                        <TableCell>{c.name}</TableCell>
                        <TableCell sx={{ color: 'text.secondary' }}>{c.templateName}</TableCell>
                        <TableCell>{c.containsRules ? 'Yes' : '—'}</TableCell>
                        <TableCell>
                          <PolicyStatusChip status={status} />
                        </TableCell>
                      </TableRow>
                    </Tooltip>
                  );
                })}
              </TableBody>
            </Table>
          </Paper>
        ))}
      </Box>
      <ConfirmDialog request={confirm} busy={busy} onClose={close} />
    </Box>
  );
}
