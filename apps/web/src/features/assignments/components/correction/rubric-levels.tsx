import { onFirstUse, type Rubric } from '@aula/contracts';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const pointsFormat = onFirstUse(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }));
const points = (n: number) => `${pointsFormat().format(n)} ${n === 1 ? 'ponto' : 'pontos'}`;

/** Grading by rubric: one level per criterion (choosing fills the grade). */
export function RubricPicker({
  rubric,
  levels,
  onChange,
  disabled,
}: {
  rubric: Rubric;
  levels: (number | null)[];
  onChange: (levels: (number | null)[]) => void;
  disabled?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {rubric.map((criterion, i) => (
        <FormControl key={i} component="fieldset" disabled={disabled}>
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {criterion.criterion}
          </FormLabel>
          <RadioGroup
            row
            value={levels[i] ?? ''}
            onChange={(event) => {
              const next = rubric.map((_, j) => levels[j] ?? null);
              next[i] = Number(event.target.value);
              onChange(next);
            }}
          >
            {criterion.levels.map((level, j) => (
              <FormControlLabel
                key={j}
                value={j}
                control={<Radio size="small" />}
                label={`${level.label} (${points(level.points)})`}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ))}
    </Box>
  );
}

/** What the student (or the teacher, on an earlier attempt) sees: the level chosen in each criterion. */
export function RubricResult({ rubric, levels }: { rubric: Rubric; levels: (number | null)[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Rubrica da correção">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Critério
            </TableCell>
            <TableCell component="th" scope="col">
              Nível
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rubric.map((criterion, i) => {
            const chosen = levels[i];
            const level = chosen === null || chosen === undefined ? undefined : criterion.levels[chosen];
            return (
              <TableRow key={i}>
                <TableCell component="th" scope="row">
                  {criterion.criterion}
                </TableCell>
                <TableCell>
                  {level ? (
                    `${level.label} (${points(level.points)} de ${points(Math.max(...criterion.levels.map((l) => l.points)))})`
                  ) : (
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      Sem nível
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
