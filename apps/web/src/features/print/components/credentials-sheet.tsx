import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { StudentCredentials } from '@/lib/student-credentials';

/**
 * On a phone screen each student becomes a small block with labelled lines, so no column (the
 * password, above all) is ever clipped; printing keeps the table.
 */
const stackedOnPhones = {
  '& td, & th': { color: '#000' },
  '@media screen and (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& td': { display: 'block', border: 0, py: 0.25, px: 0, overflowWrap: 'anywhere' },
    '& td::before': {
      content: 'attr(data-label) ": "',
      fontFamily: 'inherit',
      color: '#444',
      fontSize: '0.85rem',
    },
  },
} as const;

/** Name, username and temporary password of students just created (shown once, printable). */
export function CredentialsTable({ rows }: { rows: readonly StudentCredentials[] }) {
  return (
    <Table size="small" aria-label="Usuários e senhas temporárias" sx={stackedOnPhones}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Aluno
          </TableCell>
          <TableCell component="th" scope="col">
            Usuário
          </TableCell>
          <TableCell component="th" scope="col">
            Senha temporária
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} sx={{ breakInside: 'avoid' }}>
            <TableCell data-label="Aluno" sx={{ fontWeight: { xs: 700, sm: 400 } }}>
              {row.name}
            </TableCell>
            <TableCell data-label="Usuário" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
              {row.username}
            </TableCell>
            <TableCell data-label="Senha temporária" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
              {row.password ?? '(escolhida por você)'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Tab-separated, so it pastes into a spreadsheet as three columns. */
export function credentialsAsText(rows: readonly StudentCredentials[]): string {
  return [
    'Aluno\tUsuário\tSenha temporária',
    ...rows.map((r) => `${r.name}\t${r.username}\t${r.password ?? ''}`),
  ].join('\n');
}
