import { useCallback, useEffect, useRef, useState } from 'react';
import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Limits } from '@vigil/contracts';
import {
  appendPage,
  canAutoLoad,
  clampPageIndex,
  listKey,
  pageIndexOf,
  printTarget,
  type ListPage,
} from './server-list-paging';

type ListVariables = OperationVariables & {
  skip?: number | null;
  take?: number | null;
  where?: unknown;
  order?: unknown;
};

/** The fields of a query result that are lists (`{ items, totalCount, pageInfo }`). */
export type ListFieldOf<TData> = {
  [K in keyof TData]-?: NonNullable<TData[K]> extends ListPage<unknown> ? K : never;
}[keyof TData];

export type ListItemOf<TData, K extends keyof TData> =
  NonNullable<TData[K]> extends ListPage<infer TItem> ? TItem : never;

export interface UseServerListOptions<TData, TVars extends ListVariables, K extends ListFieldOf<TData>> {
  /** A typed list query taking $skip, $take, $where, $order. */
  document: TypedDocumentNode<TData, TVars>;
  /** The root field of the query that holds the list, e.g. 'childTenants'. */
  field: K;
  /** The query's other arguments (tenantId, …). */
  variables?: Omit<TVars, 'skip' | 'take' | 'where' | 'order'>;
  /** AND of the active filters (useListView().where); a change starts again at the first page. */
  where?: TVars['where'];
  /** `[{ field: 'ASC' | 'DESC' }]` (useListView().order); a change starts again at the first page. */
  order?: TVars['order'];
  /** Rows per page; Limits.defaultPageSize (20) when absent. */
  pageSize?: number;
  /** Do not query (e.g. while a required argument is unknown). */
  skip?: boolean;
}

export interface ServerList<TItem> {
  /** Every loaded row, pages appended in order. */
  items: readonly TItem[];
  totalCount: number;
  hasNextPage: boolean;
  /** Index of the last loaded page (pages start at 0). */
  pageIndex: number;
  pageSize: number;
  /** The first page of the current filters/order is on its way. */
  loading: boolean;
  /** A next page is on its way. */
  loadingMore: boolean;
  /** refetch() is reloading the loaded rows. */
  refreshing: boolean;
  /** print() is loading rows or the print dialog is open: render every row, not a window of them. */
  printing: boolean;
  error: unknown;
  /** Infinite scroll may load the next page by itself (per-page below Limits.maxPageSize). */
  autoLoad: boolean;
  loadMore: () => Promise<void>;
  /** Reloads the rows loaded so far (at most Limits.maxPageSize), e.g. after a mutation. */
  refetch: () => Promise<void>;
  /** Loads up to Limits.printPageSize rows, waits until they are rendered, then opens the print dialog. */
  print: () => Promise<void>;
}

interface Paging {
  key: string;
  pageIndex: number;
}

interface KeyedError {
  key: string;
  error: unknown;
}

/**
 * A server list (spec part 1 §4, §7): the first page by skip 0/take pageSize, further pages by
 * fetchMore appended, network-only; any change of where/order/arguments starts at page 0.
 */
export function useServerList<TData, TVars extends ListVariables, K extends ListFieldOf<TData>>(
  options: UseServerListOptions<TData, TVars, K>,
): ServerList<ListItemOf<TData, K>> {
  type TItem = ListItemOf<TData, K>;
  const { document, field, variables, where, order, skip = false } = options;
  const pageSize = options.pageSize ?? Limits.defaultPageSize;
  const key = listKey({ variables, where, order, pageSize });

  const { data, previousData, loading, networkStatus, error, fetchMore, refetch } = useQuery(document, {
    variables: { ...variables, where, order, skip: 0, take: pageSize } as unknown as TVars,
    skip,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  } as unknown as useQuery.Options<TData, TVars>);

  const page = ((data ?? previousData) as TData | undefined)?.[field] as ListPage<TItem> | undefined;
  const items: readonly TItem[] = page?.items ?? EMPTY;
  const totalCount = page?.totalCount ?? 0;
  const hasNextPage = page?.pageInfo.hasNextPage ?? false;

  const [paging, setPaging] = useState<Paging>({ key, pageIndex: 0 });
  const [loadingMore, setLoadingMore] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [printPhase, setPrintPhase] = useState<{ ready: boolean; rows: number } | null>(null);
  const [ownError, setOwnError] = useState<KeyedError | null>(null);

  // A new question starts at the first page; a shrunken answer moves the page index back.
  const pageIndex =
    paging.key === key
      ? page
        ? clampPageIndex(paging.pageIndex, pageSize, totalCount)
        : paging.pageIndex
      : 0;
  if (paging.key !== key || paging.pageIndex !== pageIndex) setPaging({ key, pageIndex });

  const keyRef = useRef(key);
  const busy = useRef(false);
  // Rows in the cache: a fetchMore knows it before the next render shows it.
  const loaded = useRef(items.length);
  useEffect(() => {
    keyRef.current = key;
  }, [key]);
  useEffect(() => {
    loaded.current = items.length;
  }, [items]);

  /** fetchMore for rows [skip, skip+take): appended or replacing; null when the list changed meanwhile. */
  const fetchRows = useCallback(
    async (from: number, take: number, mode: 'append' | 'replace'): Promise<number | null> => {
      const requestKey = keyRef.current;
      let merged: number | null = null;
      await fetchMore({
        variables: { skip: from, take } as unknown as Partial<TVars>,
        updateQuery: ((prev: TData, { fetchMoreResult }: { fetchMoreResult: TData }) => {
          if (keyRef.current !== requestKey) return prev;
          const next = mode === 'append' ? appendPage(prev, fetchMoreResult, field) : fetchMoreResult;
          merged = (next[field] as ListPage<unknown>).items.length;
          loaded.current = merged;
          return next;
        }) as never,
      });
      return keyRef.current === requestKey ? merged : null;
    },
    [fetchMore, field],
  );

  /** Runs one fetch at a time; false when another was already running. */
  const run = useCallback(async (work: () => Promise<void>, setFlag: (on: boolean) => void) => {
    if (busy.current) return false;
    busy.current = true;
    setFlag(true);
    const requestKey = keyRef.current;
    try {
      await work();
    } catch (e) {
      setOwnError({ key: requestKey, error: e });
    } finally {
      busy.current = false;
      setFlag(false);
    }
    return true;
  }, []);

  const firstPageLoading = loading && networkStatus !== NetworkStatus.fetchMore;

  const loadMore = useCallback(async () => {
    if (skip || !hasNextPage || firstPageLoading) return;
    await run(async () => {
      setOwnError(null);
      const count = await fetchRows(loaded.current, pageSize, 'append');
      if (count !== null) setPaging((p) => ({ key: p.key, pageIndex: pageIndexOf(count, pageSize) }));
    }, setLoadingMore);
  }, [skip, hasNextPage, firstPageLoading, run, fetchRows, pageSize]);

  const reload = useCallback(async () => {
    if (skip) return;
    await run(async () => {
      setOwnError(null);
      if (!page) {
        await refetch();
        return;
      }
      const take = Math.min(Limits.maxPageSize, (pageIndex + 1) * pageSize);
      const count = await fetchRows(0, take, 'replace');
      if (count !== null) setPaging((p) => ({ key: p.key, pageIndex: pageIndexOf(count, pageSize) }));
    }, setRefreshing);
  }, [skip, run, page, refetch, pageIndex, pageSize, fetchRows]);

  const print = useCallback(async () => {
    if (printPhase) return;
    const target = printTarget(totalCount);
    if (skip || items.length >= target || !hasNextPage) {
      setPrintPhase({ ready: true, rows: items.length });
      return;
    }
    setPrintPhase({ ready: false, rows: 0 });
    let rows: number | null = null;
    const ran = await run(async () => {
      rows = await fetchRows(loaded.current, target - loaded.current, 'append');
      if (rows !== null) {
        const count = rows;
        setPaging((p) => ({ key: p.key, pageIndex: pageIndexOf(count, pageSize) }));
      }
    }, setLoadingMore);
    // Another page was on its way: print what is loaded.
    if (!ran) rows = loaded.current;
    setPrintPhase(rows === null ? null : { ready: true, rows });
  }, [printPhase, totalCount, skip, items.length, hasNextPage, run, fetchRows, pageSize]);

  // The parent's effect runs after the table below it rendered every row: now the page can print.
  useEffect(() => {
    if (!printPhase?.ready || items.length < printPhase.rows) return;
    window.print();
    setPrintPhase(null);
  }, [printPhase, items.length]);

  return {
    items,
    totalCount,
    hasNextPage,
    pageIndex,
    pageSize,
    loading: firstPageLoading,
    loadingMore,
    refreshing,
    printing: printPhase !== null,
    error: error ?? (ownError?.key === key ? ownError.error : undefined),
    autoLoad: canAutoLoad(pageSize),
    loadMore,
    refetch: reload,
    print,
  };
}

const EMPTY: readonly never[] = [];
