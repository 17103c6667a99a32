import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import { formatDateTime } from '@vigil/contracts';
import { DataTable, type DataColumn, type ServerList, type SortState } from '../../components/data-table';
import type { ListView } from '../../components/filters';
import { auditChanges, entityTypeLabel, fieldLabel, OPERATION_LABELS, renderValue } from './audit-diff';

/** One row of the change-history grid (entitiesAudit and backOfficeEntitiesAudit items). */
export interface AuditRow {
  id: number;
  date: string;
  entityId: number;
  entityType: string;
  entityName: string | null;
  operation: string;
  stateBefore: unknown;
  stateAfter: unknown;
  additionalData: unknown;
  user: { id: number; email: string } | null;
}

const OPERATION_COLORS: Record<string, 'success' | 'info' | 'error'> = {
  CREATE: 'success',
  UPDATE: 'info',
  DELETE: 'error',
};

/** The before/after of every changed field: before struck through in red, after in green. */
const SHOWN_CHANGES = 6;

export function AuditChanges({ row }: { row: AuditRow }) {
  const [all, setAll] = useState(false);
  const every = auditChanges(row.stateBefore, row.stateAfter);
  const changes = all ? every : every.slice(0, SHOWN_CHANGES);
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Box component="ul" data-testid="audit-changes" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {changes.map((c) => (
        <Box
          component="li"
          key={c.field}
          data-testid="audit-change"
          data-field={c.field}
          sx={{ typography: 'body2', py: 0.25, wordBreak: 'break-word' }}
        >
          <Box component="span" sx={{ fontWeight: 600, mr: 0.75 }}>
            {c.label}:
          </Box>
          {c.before !== null && (
            <Box
              component="span"
              data-testid="audit-before"
              sx={{ color: 'error.main', textDecoration: c.after !== null ? 'line-through' : 'none' }}
            >
              {c.before}
            </Box>
          )}
          {c.before !== null && c.after !== null && (
            <Box component="span" sx={{ mx: 0.75, color: 'text.secondary' }} aria-label="changed to">
              →
            </Box>
          )}
          {c.after !== null && (
            <Box component="span" data-testid="audit-after" sx={{ color: 'success.main' }}>
              {c.after}
            </Box>
          )}
        </Box>
      ))}
      {every.length > SHOWN_CHANGES && (
        <Box component="li">
          <Button
            size="small"
            sx={{ px: 0, minWidth: 0 }}
            onClick={(e) => {
              e.stopPropagation();
              setAll((v) => !v);
            }}
          >
            {all ? 'Show fewer' : `Show all ${every.length} fields`}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function AdditionalData({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return <>{renderValue(value)}</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {Object.entries(value as Record<string, unknown>).map(([k, v]) => (
        <Box component="li" key={k} sx={{ typography: 'body2', wordBreak: 'break-word' }}>
          <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
            {fieldLabel(k)}:
          </Box>
          {renderValue(v)}
        </Box>
      ))}
    </Box>
  );
}

/** The grid's columns (spec part 2 §3): Change Date, User Email, Entity Type, Operation Type, Changes, Additional Data. */
export const CHANGE_HISTORY_COLUMNS: DataColumn<AuditRow>[] = [
  {
    id: 'date',
    header: 'Change Date',
    sortField: 'date',
    width: 150,
    resizable: true,
    cell: (r) => formatDateTime(r.date),
  },
  {
    id: 'user',
    header: 'User Email',
    sortField: 'userEmail',
    width: 200,
    cell: (r) => r.user?.email ?? 'System',
  },
  {
    id: 'entityType',
    header: 'Entity Type',
    sortField: 'entityType',
    width: 190,
    wrap: true,
    cell: (r) => (
      <Box>
        <Box>{entityTypeLabel(r.entityType)}</Box>
        {r.entityName && (
          <Typography variant="caption" color="text.secondary">
            {r.entityName} (#{r.entityId})
          </Typography>
        )}
      </Box>
    ),
  },
  {
    id: 'operation',
    header: 'Operation Type',
    sortField: 'operation',
    width: 130,
    cell: (r) => (
      <Chip
        size="small"
        variant="outlined"
        color={OPERATION_COLORS[r.operation] ?? 'default'}
        label={OPERATION_LABELS[r.operation] ?? r.operation}
      />
    ),
  },
  {
    id: 'changes',
    header: 'Changes',
    width: 380,
    grow: true,
    wrap: true,
    cell: (r) => <AuditChanges row={r} />,
  },
  {
    id: 'additionalData',
    header: 'Additional Data',
    width: 200,
    wrap: true,
    cell: (r) => <AdditionalData value={r.additionalData} />,
  },
];

export const DEFAULT_AUDIT_SORT: SortState = { field: 'date', direction: 'DESC' };

/** The shared change-history grid. */
export function ChangeHistoryTable({
  id,
  list,
  view,
  toolbar,
}: {
  id: string;
  list: ServerList<AuditRow>;
  /** The list view whose sort the table shows and changes. */
  view: Pick<ListView<unknown, unknown>, 'sort' | 'setSort'>;
  toolbar?: React.ReactNode;
}) {
  return (
    <DataTable
      id={id}
      ariaLabel="Change history"
      testId="change-history-table"
      rowTestId="change-history-row"
      columns={CHANGE_HISTORY_COLUMNS}
      list={list}
      getRowId={(r) => r.id}
      sort={view.sort}
      onSortChange={view.setSort}
      countLabel={(n) => `${n} ${n === 1 ? 'change' : 'changes'}`}
      toolbar={toolbar}
    />
  );
}
