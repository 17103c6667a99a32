import type { AreaInfo } from '../../components/AreaPlaceholder';
import { useListView } from '../../components/filters';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import type { AuditEntrySortInput } from '../../gql/graphql';
import {
  CHANGE_HISTORY_COLUMNS,
  ChangeHistoryTable,
  DEFAULT_AUDIT_SORT,
} from '../change-history/ChangeHistoryTable';
import { useEntitiesAudit } from '../change-history/use-entities-audit';

const FILE_DECISIONS = { entityType: 'File' };

/**
 * Event Audit: the reviews of the data explorer — who marked which file as a false positive or
 * cleared the mark, and when (entitiesAudit of the File entities, newest first).
 */
export default function EventAuditPage({ info }: { info: AreaInfo }) {
  const view = useListView<never, AuditEntrySortInput>({
    id: 'event-audit',
    defaultSort: DEFAULT_AUDIT_SORT,
    columns: CHANGE_HISTORY_COLUMNS,
  });
  const list = useEntitiesAudit(FILE_DECISIONS, view.order);
  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <ChangeHistoryTable id="event-audit" list={list} view={view} />
    </PageContainer>
  );
}
