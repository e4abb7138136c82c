import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MAX_STUDENTS_PER_LIST, type ParsedNameList } from '../../name-list';

/** What the pasted list will become: first and last names, and the lines that need fixing. */
export function NameListPreview({ parsed }: { parsed: ParsedNameList }) {
  const { names, problems } = parsed;
  if (names.length === 0 && problems.length === 0) return null;
  return (
    <Box>
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <strong>Corrija {problems.length === 1 ? 'esta linha' : 'estas linhas'} antes de continuar:</strong>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((problem) => (
              <li key={problem.line}>
                Linha {problem.line} (“{problem.text}”): {problem.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {names.length > MAX_STUDENTS_PER_LIST && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          A lista tem {names.length} nomes. Cadastre no máximo {MAX_STUDENTS_PER_LIST} de cada vez.
        </Alert>
      )}
      {names.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }} aria-live="polite">
            {names.length === 1 ? '1 aluno será cadastrado' : `${names.length} alunos serão cadastrados`}
          </Typography>
          <Box sx={{ maxHeight: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader aria-label="Prévia dos alunos">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Nome
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Sobrenome
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {names.map((name) => (
                  <TableRow key={name.line}>
                    <TableCell>{name.first_name}</TableCell>
                    <TableCell>{name.last_name}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
