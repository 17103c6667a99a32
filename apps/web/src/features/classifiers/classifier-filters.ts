import type { FilterDef, SelectOption } from '../../components/filters';

/** The options of a yes/no select: all, yes or no. */
export const yesNo = (all: string, yes: string, no: string): SelectOption[] => [
  { label: all, value: null },
  { label: yes, value: true },
  { label: no, value: false },
];

/** The search of the classifier and template lists: name or short name. */
export const NAME_SEARCH_FILTER: FilterDef<'name' | 'caption'> = {
  id: 'search',
  type: 'text',
  label: 'Name',
  field: ['name', 'caption'],
  operation: 'contains',
};

/** The filters a customer's classifiers and the back office's templates share. */
export const CLASSIFIER_LIST_FILTERS: FilterDef<'name' | 'caption' | 'isActive' | 'isSensitive'>[] = [
  NAME_SEARCH_FILTER,
  {
    id: 'status',
    type: 'select',
    label: 'Status',
    field: 'isActive',
    initial: null,
    applyImmediately: true,
    options: yesNo('All', 'Active', 'Inactive'),
  },
  {
    id: 'sensitivity',
    type: 'select',
    label: 'Sensitivity',
    field: 'isSensitive',
    initial: null,
    applyImmediately: true,
    options: yesNo('All', 'Sensitive', 'Non-sensitive'),
  },
];
