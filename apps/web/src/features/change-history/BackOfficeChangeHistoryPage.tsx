import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Limits } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { useServerList } from '../../components/data-table';
import {
  FiltersPanel,
  SearchField,
  useListView,
  type FilterDef,
  type WhereField,
} from '../../components/filters';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type { BackOfficeAuditEntryFilterInput, BackOfficeAuditEntrySortInput } from '../../gql/graphql';
import { entityTypeLabel } from './audit-diff';
import { backOfficeEntitiesAuditQuery } from './change-history.query';
import { changeHistoryRequest, changeHistoryTitle } from './ChangeHistoryPage';
import { CHANGE_HISTORY_COLUMNS, ChangeHistoryTable, DEFAULT_AUDIT_SORT } from './ChangeHistoryTable';

/** The entity types the back office changes (recordAudit's entityType). */
export const BACK_OFFICE_ENTITY_TYPES = [
  'TemplateClassifier',
  'Regulation',
  'Classifier',
  'Rule',
  'Tenant',
  'User',
  'Device',
] as const;

const FILTERS: FilterDef<WhereField<BackOfficeAuditEntryFilterInput>>[] = [
  {
    id: 'search',
    type: 'text',
    label: 'Search',
    field: ['entityName', 'userEmail'],
    operation: 'contains',
    placeholder: 'Entity name or user email',
  },
  {
    id: 'entityType',
    type: 'select',
    label: 'Entity Type',
    field: 'entityType',
    initial: null,
    applyImmediately: true,
    options: [
      { label: 'All', value: null },
      ...BACK_OFFICE_ENTITY_TYPES.map((t) => ({ label: entityTypeLabel(t), value: t })),
    ],
  },
  // Spec part 1 §5: start not after end; start 00:00:00, end 23:59:59 (FilterControl, to-where).
  { id: 'date', type: 'dateRange', label: 'Change Date', field: 'date' },
];

/** Back office → Change History: every change of the back office's entities (spec part 2 §2.3). */
export default function BackOfficeChangeHistoryPage({ info }: { info: AreaInfo }) {
  const view = useListView<BackOfficeAuditEntryFilterInput, BackOfficeAuditEntrySortInput>({
    id: 'bo-history',
    filters: FILTERS,
    defaultSort: DEFAULT_AUDIT_SORT,
    columns: CHANGE_HISTORY_COLUMNS,
  });
  // Opened from a list row (?entityType=&entityId=&entityName=): that entity's history only.
  const [params] = useSearchParams();
  const opened = useMemo(() => (params.get('entityId') ? changeHistoryRequest(params) : null), [params]);
  const where = useMemo<BackOfficeAuditEntryFilterInput | undefined>(() => {
    if (!opened) return view.where;
    const entity: BackOfficeAuditEntryFilterInput = {
      entityType: { eq: opened.entityType },
      entityId: { eq: opened.request.entityId ?? opened.request.linkedEntityId },
    };
    return view.where ? { and: [entity, view.where] } : entity;
  }, [opened, view.where]);
  const list = useServerList({
    document: backOfficeEntitiesAuditQuery,
    field: 'backOfficeEntitiesAudit',
    where,
    order: view.order,
    pageSize: Limits.auditPageSize,
  });
  return (
    <PageContainer>
      <PageHeader
        title={opened ? changeHistoryTitle(opened.entityType, opened.entityName) : info.title}
        description={info.summary}
      />
      <FiltersPanel filters={view.filters}>
        <ChangeHistoryTable
          id="bo-history"
          list={list}
          view={view}
          toolbar={
            <SearchField
              filters={view.filters}
              filterId="search"
              placeholder="Search by entity name or user email"
              ariaLabel="Search change history"
            />
          }
        />
      </FiltersPanel>
    </PageContainer>
  );
}
