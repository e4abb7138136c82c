import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface StudentCredentials {
  id: number;
  name: string;
  username: string;
  /** Null when the teacher chose the password. */
  password: string | null;
}

/** Name, username and temporary password of students just created (shown once, printable). */
export function CredentialsTable({ rows }: { rows: readonly StudentCredentials[] }) {
  return (
    <Table size="small" aria-label="Usuários e senhas temporárias" sx={{ '& td, & th': { color: '#000' } }}>
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
            <TableCell>{row.name}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>{row.username}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
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
