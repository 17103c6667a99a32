import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { childTenantsQuery } from '../features/tenants/child-tenants.query';
import { fakeChildTenantsApi as fakeApi } from '../../test/fake-child-tenants-api';
import type { ChildTenantFilterInput } from '../gql/graphql';
import { useServerList } from './use-server-list';

/** Rows the hook returned in its latest render (renderHook's result is set by an effect, later). */
let rendered = 0;

function useTenants(props: { where?: ChildTenantFilterInput; pageSize?: number }) {
  const list = useServerList({
    document: childTenantsQuery,
    field: 'childTenants',
    variables: { tenantId: 1 },
    where: props.where,
    order: [{ name: 'ASC' }],
    pageSize: props.pageSize,
  });
  rendered = list.items.length;
  return list;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useServerList', () => {
  it('loads the first page, then appends further pages by skip/take', async () => {
    const api = fakeApi(45);
    const { result } = renderHook(() => useTenants({}), { wrapper: api.wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(result.current).toMatchObject({
      totalCount: 45,
      hasNextPage: true,
      pageIndex: 0,
      pageSize: 20,
      autoLoad: true,
    });
    expect(api.requests).toEqual([{ skip: 0, take: 20 }]);

    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(40));
    expect(result.current.pageIndex).toBe(1);

    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(45));
    expect(result.current).toMatchObject({ hasNextPage: false, pageIndex: 2, loadingMore: false });
    expect(result.current.items.map((t) => t.id)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(api.requests.slice(1)).toEqual([
      { skip: 20, take: 20 },
      { skip: 40, take: 20 },
    ]);

    await act(() => result.current.loadMore());
    expect(api.requests).toHaveLength(3);
  });

  it('starts again at the first page when the where changes', async () => {
    const api = fakeApi(45);
    const { result, rerender } = renderHook(
      (props: { where?: ChildTenantFilterInput }) => useTenants(props),
      {
        wrapper: api.wrapper,
        initialProps: {},
      },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.pageIndex).toBe(1));

    rerender({ where: { name: { contains: 'Tenant 003' } } });
    expect(result.current.pageIndex).toBe(0);
    await waitFor(() => expect(result.current.totalCount).toBe(10));
    expect(result.current.items.map((t) => t.id)).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
    expect(api.requests[2]).toEqual({ skip: 0, take: 20, where: { name: { contains: 'Tenant 003' } } });
  });

  it('moves the page index back when a reload finds fewer rows', async () => {
    const api = fakeApi(45);
    const { result } = renderHook(() => useTenants({}), { wrapper: api.wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    await act(() => result.current.loadMore());
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.pageIndex).toBe(2));

    api.shrinkTo(25);
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.totalCount).toBe(25));
    expect(api.requests[3]).toEqual({ skip: 0, take: 60 });
    expect(result.current.items).toHaveLength(25);
    expect(result.current.pageIndex).toBe(1);
  });

  it('print loads up to 300 rows, prints once they are there, and stops printing', async () => {
    const printed: number[] = [];
    const api = fakeApi(500);
    const { result } = renderHook(() => useTenants({}), { wrapper: api.wrapper });
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed.push(rendered);
    });
    await waitFor(() => expect(result.current.items).toHaveLength(20));

    await act(() => result.current.print());
    await waitFor(() => expect(printed).toEqual([300]));
    expect(api.requests[1]).toEqual({ skip: 20, take: 280 });
    await waitFor(() => expect(result.current.printing).toBe(false));
    expect(result.current.pageIndex).toBe(14);

    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(320));
    expect(api.requests[2]).toEqual({ skip: 300, take: 20 });
  });

  it('does not scroll-load pages of 1000', async () => {
    const api = fakeApi(3);
    const { result } = renderHook(() => useTenants({ pageSize: 1000 }), { wrapper: api.wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    expect(result.current.autoLoad).toBe(false);
    expect(api.requests).toEqual([{ skip: 0, take: 1000 }]);
  });
});
