import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/states';
import { EmptyState } from './ui';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** The API's ordering field; the column header sorts (asc, then desc). */
  sort?: string;
  align?: 'right' | 'left';
  nowrap?: boolean;
}

interface Paging {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** A table the server pages and sorts; loading, error and empty states included. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  query,
  empty,
  ordering,
  onSort,
  paging,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  query: { isError: boolean; error: unknown; refetch: () => unknown; isFetching?: boolean };
  empty: string;
  ordering?: string;
  onSort?: (ordering: string) => void;
  paging?: Paging;
}) {
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        fallback="Não foi possível carregar a lista."
        onRetry={() => void query.refetch()}
      />
    );
  if (!rows) return <LoadingState />;
  const current = ordering?.replace(/^-/, '');
  const descending = ordering?.startsWith('-') ?? false;
  return (
    <Box sx={{ opacity: query.isFetching ? 0.7 : 1, transition: 'opacity 150ms' }}>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sortDirection={
                    column.sort && current === column.sort ? (descending ? 'desc' : 'asc') : false
                  }
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {column.sort && onSort ? (
                    <TableSortLabel
                      active={current === column.sort}
                      direction={current === column.sort && descending ? 'desc' : 'asc'}
                      onClick={() =>
                        onSort(current === column.sort && !descending ? `-${column.sort}` : column.sort!)
                      }
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 && <EmptyState>{empty}</EmptyState>}
      {paging && (
        <TablePagination
          component="div"
          count={paging.count}
          page={Math.max(0, paging.page - 1)}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[10, 20, 50, 100]}
          onPageChange={(_, page) => paging.onPage(page + 1)}
          onRowsPerPageChange={(event) => paging.onPageSize(Number(event.target.value))}
          labelRowsPerPage="Linhas por página:"
          // On a phone the page count and arrows wrap below the page size instead of leaving the screen.
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 } }}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          getItemAriaLabel={(type) =>
            ({
              first: 'Primeira página',
              last: 'Última página',
              next: 'Próxima página',
              previous: 'Página anterior',
            })[type]
          }
        />
      )}
    </Box>
  );
}

/** Paging props for a DataTable from URL list params and a DRF page. */
export function pagingOf(
  list: { page: number; pageSize: number; update: (c: { page?: number; page_size?: number }) => void },
  count: number | undefined,
): Paging {
  return {
    page: list.page,
    pageSize: list.pageSize,
    count: count ?? 0,
    onPage: (page) => list.update({ page }),
    onPageSize: (size) => list.update({ page_size: size }),
  };
}
