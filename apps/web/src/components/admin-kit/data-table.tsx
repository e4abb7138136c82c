import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/states';
import { DataTablePagination, type Paging } from './data-table-pagination';

/** A quiet line where a list has no rows. */
function EmptyNote({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{children}</Typography>;
}

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** The API's ordering field; the column header sorts (asc, then desc). */
  sort?: string;
  align?: 'right' | 'left';
  nowrap?: boolean;
  /** Shown from the md breakpoint up; a phone reads its content under the row's main cell. */
  wideOnly?: boolean;
  /** The column's own layout (a width, padding), on its header and its cells. */
  sx?: SxProps<Theme>;
  /** Its cell names the row (a `th`), for a table read across. */
  rowHeader?: boolean;
}

const wideOnlySx = { display: { xs: 'none', md: 'table-cell' } } as const;

function cellSx<T>(column: Column<T>, nowrap: boolean | undefined): SxProps<Theme> {
  return [
    column.wideOnly ? wideOnlySx : {},
    nowrap ? { whiteSpace: 'nowrap' } : {},
    ...(Array.isArray(column.sx) ? column.sx : [column.sx ?? {}]),
  ] as SxProps<Theme>;
}

/**
 * A staff list as a table: sorted and paged by the server when `onSort` and `paging` are given;
 * with `query`, its loading and error states too.
 */
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
  alignTop,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  query?: { isError: boolean; error: unknown; refetch: () => unknown; isFetching?: boolean };
  /** What an empty page says (a list that shows its own empty state leaves it out). */
  empty?: string;
  ordering?: string;
  onSort?: (ordering: string) => void;
  paging?: Paging;
  /** Rows whose cells hold several lines line up at the top. */
  alignTop?: boolean;
}) {
  if (query?.isError)
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
    <Box sx={{ opacity: query?.isFetching ? 0.7 : 1, transition: 'opacity 150ms' }}>
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
                  sx={[{ fontWeight: 600 }, cellSx(column, true)] as SxProps<Theme>}
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
              <TableRow
                key={rowKey(row)}
                hover
                sx={alignTop ? { '& > td': { verticalAlign: 'top' } } : undefined}
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={cellSx(column, column.nowrap)}
                    {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 && empty && <EmptyNote>{empty}</EmptyNote>}
      {paging && <DataTablePagination paging={paging} />}
    </Box>
  );
}
