import { Limits } from '@vigil/contracts';

/** The shape every list query returns (DESIGN.md, "Conventions of the API"). */
export interface ListPage<TItem> {
  items: readonly TItem[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean };
}

/** Pages start at 0. When the count shrinks below what was loaded, the index moves back to the last page. */
export function clampPageIndex(pageIndex: number, pageSize: number, totalCount: number): number {
  if (pageSize <= 0) return 0;
  const lastPage = Math.max(0, Math.ceil(totalCount / pageSize) - 1);
  return Math.max(0, Math.min(pageIndex, lastPage));
}

/** The index of the last page that `loadedCount` items fill (partly or wholly). */
export function pageIndexOf(loadedCount: number, pageSize: number): number {
  if (pageSize <= 0) return 0;
  return Math.max(0, Math.ceil(loadedCount / pageSize) - 1);
}

/** Infinite scroll keeps loading only while a page is smaller than the largest page (spec part 1 §4). */
export function canAutoLoad(pageSize: number): boolean {
  return pageSize < Limits.maxPageSize;
}

/** How many rows printing wants loaded: the print page size, or everything when the list is shorter. */
export function printTarget(totalCount: number): number {
  return Math.min(Limits.printPageSize, totalCount);
}

function idOf(item: unknown): unknown {
  return item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : undefined;
}

/**
 * Appends `next` to `prev`. Rows that moved between pages while the list changed on the server
 * would come twice; items that carry an `id` are kept once.
 */
export function appendItems<TItem>(prev: readonly TItem[], next: readonly TItem[]): TItem[] {
  const seen = new Set<unknown>();
  for (const item of prev) {
    const id = idOf(item);
    if (id !== undefined) seen.add(id);
  }
  const merged = [...prev];
  for (const item of next) {
    const id = idOf(item);
    if (id !== undefined) {
      if (seen.has(id)) continue;
      seen.add(id);
    }
    merged.push(item);
  }
  return merged;
}

/** The query result with `field`'s page extended by the next page (counts from the newer answer). */
export function appendPage<TData>(prev: TData, next: TData, field: keyof TData): TData {
  const before = prev[field] as ListPage<unknown> | undefined;
  const after = next[field] as ListPage<unknown>;
  return {
    ...next,
    [field]: { ...after, items: appendItems(before?.items ?? [], after.items) },
  };
}

/** A key that changes whenever the list asks a different question (filters, order, arguments). */
export function listKey(parts: Record<string, unknown>): string {
  return JSON.stringify(parts, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : value,
  );
}
