/** Server-side sort of a list: one column at a time (spec part 1 §4). */
export type SortDirection = 'ASC' | 'DESC';

export interface SortState {
  /** The GraphQL order field, e.g. `riskInUSD`. */
  field: string;
  direction: SortDirection;
}

/** Clicking the active column flips ASC/DESC; a new column starts DESC. */
export function nextSort(current: SortState | null | undefined, field: string): SortState {
  if (current?.field === field) {
    return { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  }
  return { field, direction: 'DESC' };
}

/** The `order` argument of a list query: `[{ field: 'ASC' | 'DESC' }]`. */
export function toOrder<TOrder = Record<string, SortDirection>>(
  sort: SortState | null | undefined,
): TOrder[] | undefined {
  if (!sort) return undefined;
  return [{ [sort.field]: sort.direction } as TOrder];
}

export function isSortDirection(value: unknown): value is SortDirection {
  return value === 'ASC' || value === 'DESC';
}
