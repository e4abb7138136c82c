import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminPageHeader } from './admin-page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';

/** Cells shown from the `md` breakpoint up; on a phone their content moves under the main cell. */
export const wideCell = { display: { xs: 'none', md: 'table-cell' } };

/** On a phone the actions stack, leaving the width to the text. */
const actionsCell = { width: { xs: 56, sm: 120 }, px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap' } as const;

/**
 * A staff-managed list screen: header with the "new" action, then loading, error, empty or the table:
 * position, the screen's own columns, then edit (and delete, where the API allows it).
 */
export function LibraryListPage<T extends { id: number; position: number }>({
  title,
  subtitle,
  addLabel,
  onAdd,
  list,
  loadingLabel,
  empty,
  countLabel,
  tableLabel,
  head,
  cells,
  nameOf,
  onEdit,
  onDelete,
  children,
}: {
  title: string;
  subtitle: string;
  addLabel: string;
  onAdd: () => void;
  list: UseQueryResult<{ count: number; results: T[] }>;
  loadingLabel: string;
  empty: { icon: ReactNode; title: string; text: string };
  countLabel: (count: number) => string;
  tableLabel: string;
  /** Header cells of the screen's own columns. */
  head: ReactNode;
  cells: (item: T) => ReactNode;
  nameOf: (item: T) => string;
  onEdit: (item: T) => void;
  onDelete?: (item: T) => void;
  /** The screen's dialogs. */
  children: ReactNode;
}) {
  const add = (
    <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
      {addLabel}
    </Button>
  );
  return (
    <>
      <AdminPageHeader title={title} subtitle={subtitle} actions={add} />
      {list.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.count === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title}>
          {empty.text}
        </EmptyState>
      ) : (
        <>
          <Typography role="status" sx={{ color: 'text.secondary', mb: 1 }}>
            {countLabel(list.data.count)}
            {list.data.count > list.data.results.length &&
              ` (mostrando os ${list.data.results.length} primeiros)`}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={tableLabel}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ ...wideCell, width: 88 }} align="right">
                    Posição
                  </TableCell>
                  {head}
                  <TableCell align="right" sx={actionsCell}>
                    Ações
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.results.map((item) => (
                  <TableRow key={item.id} hover sx={{ '& > td': { verticalAlign: 'top' } }}>
                    <TableCell sx={{ ...wideCell, color: 'text.secondary' }} align="right">
                      {item.position + 1}
                    </TableCell>
                    {cells(item)}
                    <RowActions
                      name={nameOf(item)}
                      onEdit={() => onEdit(item)}
                      onDelete={onDelete && (() => onDelete(item))}
                    />
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {children}
    </>
  );
}

/** Edit and delete, named after the item for screen readers. */
function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: (() => void) | undefined;
}) {
  return (
    <TableCell align="right" sx={actionsCell}>
      <Box sx={{ display: 'inline-flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 0.5 }}>
        <Tooltip title="Editar">
          <IconButton aria-label={`Editar ${name}`} onClick={onEdit}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
        {onDelete && (
          <Tooltip title="Excluir">
            <IconButton aria-label={`Excluir ${name}`} onClick={onDelete} sx={{ color: 'error.main' }}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </TableCell>
  );
}
