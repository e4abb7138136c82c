import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { PageNav, usePageCount } from '../ui/page-nav';
import {
  AdminListFilters,
  adminFiltersFrom,
  adminFiltersQuery,
  type AdminFilters,
} from './admin-list-filters';

type Page<T> = { count: number; results: T[] };

/**
 * A catalogue list of the admin area: the filters (kept in the address), the count, the table
 * `children` draws of one page, and the page links.
 */
export function AdminFilteredList<T>({
  pageSize,
  useList,
  searchLabel,
  loadingLabel,
  empty,
  counted,
  children,
}: {
  pageSize: number;
  /** The query hook of the list, given the filters as a query string. */
  useList: (query: string) => UseQueryResult<Page<T>>;
  searchLabel: string;
  loadingLabel: string;
  /** What is shown when no row matches. */
  empty: ReactNode;
  /** "12 aulas". */
  counted: (count: number) => string;
  children: (results: T[]) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const filters = adminFiltersFrom(params);
  const list = useList(adminFiltersQuery(filters, pageSize));
  const update = (
    changes: Partial<AdminFilters> & { page?: number },
    replace = changes.page === undefined,
  ) => {
    const next = { ...filters, page: 1, ...changes };
    const query = new URLSearchParams(adminFiltersQuery(next, pageSize));
    query.delete('page_size');
    if (next.page === 1) query.delete('page');
    setParams(query, { replace });
  };
  const pages = usePageCount(list, pageSize, filters.page, (last) => update({ page: last }, true));
  return (
    <>
      <AdminListFilters filters={filters} onChange={update} searchLabel={searchLabel} />
      {list.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.count === 0 ? (
        empty
      ) : (
        <>
          <Typography role="status" sx={{ color: 'text.secondary', mb: 1 }}>
            {counted(list.data.count)}
          </Typography>
          {children(list.data.results)}
          <PageNav
            label="Páginas"
            pages={pages}
            page={filters.page}
            onChange={(next) => update({ page: next })}
          />
        </>
      )}
    </>
  );
}
