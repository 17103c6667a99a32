import {
  DataTable,
  type DataColumn,
  type DataTableProps,
  type ServerList,
} from '../../components/data-table';
import type { ListView } from '../../components/filters';
import type { TemplateClassifiersQuery } from '../../gql/graphql';
import { useDialog } from '../../shell/dialogs/use-dialog';

export type TemplateRow = TemplateClassifiersQuery['templateClassifiers']['items'][number];

/** The grid of template classifiers (the back office's and a customer's Template tab): a row opens its dialog. */
export function TemplatesTable({
  id,
  columns,
  list,
  view,
  readOnly,
  selectable,
  toolbar,
}: {
  id: string;
  columns: DataColumn<TemplateRow>[];
  list: ServerList<TemplateRow>;
  view: Pick<ListView<unknown, unknown>, 'sort' | 'setSort'>;
  /** The dialog opens read-only. */
  readOnly: boolean;
  selectable: boolean;
  toolbar: DataTableProps<TemplateRow>['toolbar'];
}) {
  const { openDialog } = useDialog();
  return (
    <DataTable
      id={id}
      ariaLabel="Template classifiers"
      testId="templates-table"
      rowTestId="template-row"
      columns={columns}
      list={list}
      getRowId={(r) => r.id}
      sort={view.sort}
      onSortChange={view.setSort}
      onRowClick={(r) => openDialog('editTemplateClassifier', { id: r.id, readOnly })}
      selectable={selectable}
      countLabel={(n) => `${n} ${n === 1 ? 'template' : 'templates'}`}
      toolbar={toolbar}
    />
  );
}
