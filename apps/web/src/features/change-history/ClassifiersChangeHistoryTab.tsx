import { useMemo } from 'react';
import { MenuItem, TextField } from '@mui/material';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { useListView, type FilterDef } from '../../components/filters';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type { AuditEntrySortInput } from '../../gql/graphql';
import { CHANGE_HISTORY_COLUMNS, ChangeHistoryTable, DEFAULT_AUDIT_SORT } from './ChangeHistoryTable';
import { useEntitiesAudit } from './use-entities-audit';

const ENTITY_TYPES = [
  { label: 'Classifiers', value: 'Classifier' },
  { label: 'Rules (encryption and file events)', value: 'Rule' },
];

/** The entity type is an argument of the request, not a where: kept in the view so the URL holds it. */
const FILTERS: FilterDef[] = [
  {
    id: 'entityType',
    type: 'select',
    label: 'Entity Type',
    options: ENTITY_TYPES,
    initial: 'Classifier',
    applyImmediately: true,
    toWhere: () => null,
  },
];

/** Deployment → Classifiers → Change History: every change of the customer's classifiers or rules. */
export default function ClassifiersChangeHistoryTab({ info }: { info: AreaInfo }) {
  const view = useListView<never, AuditEntrySortInput>({
    id: 'classifier-history',
    filters: FILTERS,
    defaultSort: DEFAULT_AUDIT_SORT,
    columns: CHANGE_HISTORY_COLUMNS,
  });
  const entityType = (view.filters.current.entityType as string | null) ?? 'Classifier';
  const request = useMemo(() => ({ entityType }), [entityType]);
  const list = useEntitiesAudit(request, view.order);
  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <ChangeHistoryTable
        id="classifier-history"
        list={list}
        view={view}
        toolbar={
          <TextField
            select
            size="small"
            label="Entity Type"
            value={entityType}
            onChange={(e) => view.filters.edit('entityType', e.target.value)}
            sx={{ width: 280 }}
            slotProps={{ htmlInput: { 'data-testid': 'history-entity-type' } }}
          >
            {ENTITY_TYPES.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        }
      />
    </PageContainer>
  );
}
