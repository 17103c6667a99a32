export { DataTable, VIRTUALIZE_ABOVE, type DataTableProps } from './DataTable';
export type { DataColumn, DataTableSelection } from './types';
export { nextSort, toOrder, type SortDirection, type SortState } from './sort';
export { useServerList, type ServerList, type UseServerListOptions } from '../../hooks/use-server-list';
