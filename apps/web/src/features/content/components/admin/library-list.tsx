import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { DataTable, type Column } from '@/components/admin-kit/data-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';

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
  columns,
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
  /** The screen's own columns. */
  columns: Column<T>[];
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
  const allColumns: Column<T>[] = [
    {
      key: 'position',
      label: 'Posição',
      align: 'right',
      wideOnly: true,
      sx: { width: 88 },
      render: (item) => (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {item.position + 1}
        </Box>
      ),
    },
    ...columns,
    {
      key: 'actions',
      label: 'Ações',
      align: 'right',
      sx: actionsCell,
      render: (item) => (
        <RowActions
          name={nameOf(item)}
          onEdit={() => onEdit(item)}
          onDelete={onDelete && (() => onDelete(item))}
        />
      ),
    },
  ];
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
          <DataTable
            label={tableLabel}
            columns={allColumns}
            rows={list.data.results}
            rowKey={(item) => item.id}
            alignTop
          />
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
  );
}
