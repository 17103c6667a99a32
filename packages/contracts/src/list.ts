/** The list convention of the API (HotChocolate style): operations of `where` filters. */
export const FILTER_OPERATIONS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'contains',
  'ncontains',
  'startsWith',
  'endsWith',
] as const;
export type FilterOperation = (typeof FILTER_OPERATIONS)[number];

export const SortDirection = { ASC: 'ASC', DESC: 'DESC' } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];
