import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

function setup(url: string) {
  let result: { list: ReturnType<typeof useListParams<'status' | 'search'>>; search: string } | undefined;
  function Probe() {
    const list = useListParams(['status', 'search'] as const, { ordering: '-created_at' });
    result = { list, search: useLocation().search };
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  );
  renderHook(() => null, { wrapper });
  return () => result!;
}

describe('useListParams', () => {
  it('reads page, size, ordering and filters from the URL, with defaults', () => {
    const current = setup('/lista?page=3&page_size=50&status=active');
    const { list } = current();
    expect(list).toMatchObject({
      page: 3,
      pageSize: 50,
      ordering: '-created_at',
      values: { status: 'active', search: '' },
    });
    expect(list.apiQuery).toBe('?page=3&page_size=50&ordering=-created_at&status=active');
  });

  it('goes back to page 1 when a filter changes, keeps the page when only paging', () => {
    const current = setup('/lista?page=3&status=active');
    act(() => current().list.update({ page: 4 }));
    expect(current().search).toBe('?page=4&status=active');
    act(() => current().list.update({ search: 'ana', status: null }));
    expect(current().search).toBe('?search=ana');
    expect(current().list.page).toBe(1);
  });

  it('ignores nonsense in the URL', () => {
    const { list } = setup('/lista?page=-2&page_size=9999')();
    expect(list.page).toBe(1);
    expect(list.pageSize).toBe(100);
  });
});
