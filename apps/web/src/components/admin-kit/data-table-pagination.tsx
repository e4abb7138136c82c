import TablePagination from '@mui/material/TablePagination';

export interface Paging {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** The pages of a server-paged DataTable, in Portuguese; on a phone the arrows wrap below. */
export function DataTablePagination({ paging }: { paging: Paging }) {
  return (
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
