import { useMemo, type ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { ConfirmDialog, useConfirmedAction } from '../../components/ConfirmDialog';
import { DataTable, type DataTableProps } from '../../components/data-table';
import type { ListView } from '../../components/filters';
import { ListToolbar } from '../../components/ListToolbar';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../session/current-user';
import { useTenantScope } from '../../session/tenant-scope';
import type { AllowlistColumnContext } from './allowlist-columns';
import { ExpandCollapseButtons, useExpansion } from './expansion';
import { useAllowlistChanges } from './use-allowlist-changes';

/** What both allowlisting pages hold: the acting tenant, the optimistic changes, the confirm step, the open rows. */
export function useAllowlistPage() {
  const readOnly = useCurrentUser().isReadOnlyUser;
  const { actingTenantId: tenantId } = useTenantScope();
  const changes = useAllowlistChanges();
  const confirm = useConfirmedAction();
  const expansion = useExpansion();
  const context = useMemo<AllowlistColumnContext>(
    () => ({ changes, confirm, readOnly }),
    [changes, confirm, readOnly],
  );
  return { tenantId, confirm, expansion, context };
}

type AllowlistTableProps<T extends RowData> = Pick<
  DataTableProps<T>,
  'id' | 'ariaLabel' | 'testId' | 'rowTestId' | 'columns' | 'list' | 'getRowId' | 'countLabel'
> &
  Required<Pick<DataTableProps<T>, 'canExpand' | 'renderExpanded'>>;

/** An allowlisting page: its list of expandable rows, its search and filters, Expand/Collapse All. */
export function AllowlistPage<T extends RowData, TWhere, TOrder>({
  info,
  page,
  view,
  table,
  searchPlaceholder,
  searchLabel,
  filters,
}: {
  info: AreaInfo;
  page: ReturnType<typeof useAllowlistPage>;
  view: ListView<TWhere, TOrder>;
  table: AllowlistTableProps<T>;
  searchPlaceholder: string;
  searchLabel: string;
  /** The page's own filter controls, between the search box and Expand All. */
  filters: ReactNode;
}) {
  const { confirm, expansion } = page;
  return (
    <PageContainer>
      <PageHeader title={info.title} description={info.summary} />
      <DataTable
        {...table}
        sort={view.sort}
        onSortChange={view.setSort}
        expanded={expansion.expanded}
        onExpandedChange={expansion.setExpanded}
        toolbar={
          <ListToolbar
            filters={view.filters}
            searchPlaceholder={searchPlaceholder}
            searchLabel={searchLabel}
            wrap
          >
            {filters}
            <ExpandCollapseButtons expansion={expansion} />
          </ListToolbar>
        }
      />
      <ConfirmDialog request={confirm.request} busy={confirm.busy} onClose={confirm.close} />
    </PageContainer>
  );
}
