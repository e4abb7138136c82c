import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { plural, pluralForm } from '@/lib/plural';
import { MAX_STUDENTS_PER_LIST, type ParsedName, type ParsedNameList } from '../name-list';

/** The teacher's corrections, keyed by the parsed line so they survive typing elsewhere in the list. */
export type NameEdits = Record<string, Pick<ParsedName, 'first_name' | 'last_name'>>;
export const editKey = (name: ParsedName) => `${name.line}|${name.first_name}|${name.last_name}`;

export interface EditedNameList extends ParsedNameList {
  names: (ParsedName & { original: ParsedName })[];
}

export function withEdits(parsed: ParsedNameList, edits: NameEdits): EditedNameList {
  return {
    ...parsed,
    names: parsed.names.map((name) => ({ ...name, ...edits[editKey(name)], original: name })),
  };
}

/** What the pasted list will become, editable row by row, and the lines that need fixing. */
export function NameListPreview({
  parsed,
  onEdit,
}: {
  parsed: EditedNameList;
  /** Receives the row as parsed (before edits) and the corrected names. */
  onEdit: (parsedRow: ParsedName, change: Pick<ParsedName, 'first_name' | 'last_name'>) => void;
}) {
  const { names, problems } = parsed;
  if (names.length === 0 && problems.length === 0) return null;
  return (
    <Box>
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <strong>
            Corrija {pluralForm(problems.length, 'esta linha', 'estas linhas')} antes de continuar:
          </strong>
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
          A lista tem {plural(names.length, 'nome', 'nomes')}. Cadastre no máximo {MAX_STUDENTS_PER_LIST} de
          cada vez.
        </Alert>
      )}
      {names.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }} aria-live="polite">
            {`${plural(names.length, 'aluno', 'alunos')} ${pluralForm(names.length, 'será cadastrado', 'serão cadastrados')}`}
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
                    {(['first_name', 'last_name'] as const).map((field) => (
                      <TableCell key={field} sx={{ py: 0.25 }}>
                        <TextField
                          variant="standard"
                          value={name[field]}
                          error={name[field].trim() === ''}
                          onChange={(event) =>
                            onEdit(name.original, {
                              first_name: name.first_name,
                              last_name: name.last_name,
                              [field]: event.target.value,
                            })
                          }
                          fullWidth
                          slotProps={{
                            htmlInput: {
                              'aria-label': `${field === 'first_name' ? 'Nome' : 'Sobrenome'} da linha ${name.line}`,
                              maxLength: 80,
                            },
                          }}
                        />
                      </TableCell>
                    ))}
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
