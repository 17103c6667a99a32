export { FiltersPanel, type FiltersPanelProps } from './FiltersPanel';
export { FilterControl } from './FilterControl';
export { SearchField } from './SearchField';
export { useListView, type FiltersController, type ListView, type UseListViewOptions } from './use-list-view';
export { toWhere, filterWhere, dayStart, dayEnd } from './to-where';
export type {
  CheckboxFilterDef,
  DateFilterDef,
  DateRange,
  DateRangeFilterDef,
  FilterDef,
  FilterOperation,
  FilterType,
  FilterValue,
  FilterValues,
  IntFilterDef,
  SelectFilterDef,
  SelectOption,
  TextFilterDef,
  Where,
  WhereField,
} from './filter-types';
