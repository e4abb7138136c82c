import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import LinkIcon from '@mui/icons-material/Link';
import LockReset from '@mui/icons-material/LockReset';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Student } from '@aula/contracts';
import { useId, useState } from 'react';

export type StudentAction = 'edit' | 'guardians' | 'reset-password' | 'login-link' | 'delete';

const items: { action: StudentAction; label: string; icon: React.ReactNode; ofAccount: boolean }[] = [
  { action: 'edit', label: 'Editar', icon: <EditOutlined fontSize="small" />, ofAccount: true },
  {
    action: 'guardians',
    label: 'Responsáveis',
    icon: <FamilyRestroom fontSize="small" />,
    ofAccount: false,
  },
  {
    action: 'reset-password',
    label: 'Redefinir senha',
    icon: <LockReset fontSize="small" />,
    ofAccount: true,
  },
  {
    action: 'login-link',
    label: 'Link e cartão de acesso',
    icon: <LinkIcon fontSize="small" />,
    ofAccount: true,
  },
  { action: 'delete', label: 'Excluir', icon: <DeleteOutline fontSize="small" />, ofAccount: false },
];

/**
 * "⋮" next to a student: edit, guardians and consent, reset the password, login link/card, delete. The account's actions
 * are only for the teacher who manages it; another teacher of the child is told who can.
 */
export function StudentActionsMenu({
  student,
  onAction,
}: {
  student: Student;
  onAction: (action: StudentAction, student: Student) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const name = `${student.first_name} ${student.last_name}`;
  return (
    <>
      <IconButton
        id={`${id}-botao`}
        aria-label={`Ações para ${name}`}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': `${id}-botao` } }}
      >
        {!student.manages_account && (
          <ListSubheader sx={{ lineHeight: 1.4, py: 1, maxWidth: 280, whiteSpace: 'normal' }}>
            A conta é administrada por outro professor, que pode mudar o nome e a senha e gerar o acesso.
          </ListSubheader>
        )}
        {items
          .filter((item) => student.manages_account || !item.ofAccount)
          .map((item) => (
            <MenuItem
              key={item.action}
              onClick={() => {
                setAnchor(null);
                onAction(item.action, student);
              }}
              sx={item.action === 'delete' ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={{ color: 'inherit' }}>{item.icon}</ListItemIcon>
              {item.label}
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
