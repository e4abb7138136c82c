import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** The teacher's buttons on a post of the class feed. */
export function PostActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Tooltip title="Editar aviso">
        <IconButton aria-label="Editar aviso" onClick={onEdit}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Apagar aviso">
        <IconButton aria-label="Apagar aviso" onClick={onDelete}>
          <DeleteOutline />
        </IconButton>
      </Tooltip>
    </>
  );
}
