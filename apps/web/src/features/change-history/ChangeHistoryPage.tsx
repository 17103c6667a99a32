import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { useListView } from '../../components/filters';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type { AuditEntrySortInput, EntitiesAuditRequestInput } from '../../gql/graphql';
import { entityTypeLabel } from './audit-diff';
import { CHANGE_HISTORY_COLUMNS, ChangeHistoryTable, DEFAULT_AUDIT_SORT } from './ChangeHistoryTable';
import { useEntitiesAudit } from './use-entities-audit';

/** Entity types whose history also lists the entities changed through them (a Classifier's Rule). */
const WITH_LINKED = new Set(['Classifier']);

/** What the page was opened for: ?entityType=&entityId=&entityName= (spec part 2 §2.3). */
export function changeHistoryRequest(params: URLSearchParams): {
  request: EntitiesAuditRequestInput;
  entityType: string;
  entityName: string | null;
} {
  const entityType = params.get('entityType')?.trim() || 'Classifier';
  const rawId = Number(params.get('entityId'));
  const entityId = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const entityName = params.get('entityName')?.trim() || null;
  const request: EntitiesAuditRequestInput =
    entityId === null
      ? { entityType }
      : WITH_LINKED.has(entityType)
        ? { entityType, linkedEntityId: entityId }
        : { entityType, entityId };
  return { request, entityType, entityName };
}

/** The heading: 'Change History — Classifier "Card numbers"'. */
export function changeHistoryTitle(entityType: string, entityName: string | null): string {
  const type = entityTypeLabel(entityType);
  return entityName ? `Change History — ${type} "${entityName}"` : `Change History — ${type}`;
}

/** The change history of one entity (or of an entity type), opened in a new tab from a list. */
export default function ChangeHistoryPage({ info }: { info: AreaInfo }) {
  const [params] = useSearchParams();
  const { request, entityType, entityName } = useMemo(() => changeHistoryRequest(params), [params]);
  const view = useListView<never, AuditEntrySortInput>({
    id: 'history',
    defaultSort: DEFAULT_AUDIT_SORT,
    columns: CHANGE_HISTORY_COLUMNS,
  });
  const list = useEntitiesAudit(request, view.order);
  return (
    <PageContainer>
      <PageHeader
        title={changeHistoryTitle(entityType, entityName)}
        description={
          request.linkedEntityId
            ? 'Every change of this classifier and of its encryption and file-event rule.'
            : info.summary
        }
      />
      <ChangeHistoryTable id="change-history" list={list} view={view} />
    </PageContainer>
  );
}
