import { GRADEBOOK_STATUS_LABELS, type Gradebook } from '@aula/contracts';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { StatusChip } from '@/components/status-chip';
import { plural } from '@/lib/plural';
import { useSaveGrade } from '../api/gradebook';
import { ColumnHeader } from './column-header';
import { ConceptSelect } from './concept-select';
import { GradeCell } from './grade-cell';
import { attendanceText, formatMark, statusTones, studentName } from './marks';
import { ParecerDialog } from './parecer-dialog';
import { WeightDialog } from './weight-dialog';

type Column = Gradebook['columns'][number];
type Row = Gradebook['results'][number];

// The name stays in view while the grades scroll sideways (a phone shows two or three activities).
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  minWidth: 140,
  maxWidth: { xs: 150, sm: 240 },
} as const;

/** Students × the period's activities, each grade typed in place, then the period's marks of each row. */
export function GradebookGrid({ classroomId, book }: { classroomId: number; book: Gradebook }) {
  const saveGrade = useSaveGrade(classroomId);
  const [weightOf, setWeightOf] = useState<Column | null>(null);
  const [parecerOf, setParecerOf] = useState<Row | null>(null);
  const { period, grading, columns } = book;
  const closed = period.closed;
  const mark = (value: number | null) => formatMark(value, grading.decimals);
  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Table size="small" aria-label={`Notas de ${period.name}`} sx={{ '& th, & td': { px: 1 } }}>
          <TableHead>
            <TableRow sx={{ verticalAlign: 'bottom' }}>
              <TableCell sx={{ ...sticky, zIndex: 2 }}>Aluno</TableCell>
              {columns.map((column) => (
                <TableCell key={column.assignment.id} align="center">
                  <ColumnHeader column={column} closed={closed} onEditWeight={() => setWeightOf(column)} />
                </TableCell>
              ))}
              <TableCell align="center">Média</TableCell>
              <TableCell align="center">Recuperação</TableCell>
              <TableCell align="center">Final</TableCell>
              {grading.scheme === 'concept' && <TableCell align="center">Conceito</TableCell>}
              {grading.scheme === 'descriptive' && <TableCell>Parecer</TableCell>}
              <TableCell align="center">Frequência</TableCell>
              <TableCell>Situação</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {book.results.map((row) => {
              const name = studentName(row.student);
              return (
                <TableRow key={row.student.id} hover>
                  <TableCell component="th" scope="row" sx={sticky}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {name}
                    </Typography>
                    {!closed && row.missing > 0 && (
                      <Typography variant="caption" sx={{ color: '#7a3e00' }}>
                        {plural(row.missing, 'nota faltando', 'notas faltando')}
                      </Typography>
                    )}
                  </TableCell>
                  {columns.map((column) => {
                    const key = String(column.assignment.id);
                    return (
                      <TableCell key={key} align="center">
                        {key in row.grades ? (
                          <GradeCell
                            value={row.grades[key] ?? null}
                            label={`Nota de ${name} em ${column.assignment.title}`}
                            readOnly={closed}
                            onSave={(grade) =>
                              saveGrade.mutateAsync({
                                assignmentId: column.assignment.id,
                                studentId: row.student.id,
                                grade,
                              })
                            }
                          />
                        ) : (
                          <Typography
                            variant="body2"
                            sx={{ color: 'text.secondary' }}
                            title="Atividade não passada para este aluno"
                          >
                            —
                          </Typography>
                        )}
                      </TableCell>
                    );
                  })}
                  <TableCell align="center">{mark(row.average)}</TableCell>
                  <TableCell align="center">{mark(row.recovery)}</TableCell>
                  <TableCell align="center" sx={{ fontWeight: 700 }}>
                    {mark(row.final)}
                  </TableCell>
                  {grading.scheme === 'concept' && (
                    <TableCell align="center">
                      <ConceptSelect
                        classroomId={classroomId}
                        period={period.index}
                        student={row.student.id}
                        name={name}
                        value={row.concept}
                        concepts={grading.concepts}
                        disabled={closed}
                      />
                    </TableCell>
                  )}
                  {grading.scheme === 'descriptive' && (
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() => setParecerOf(row)}
                        disabled={closed && !row.parecer}
                        aria-label={`Parecer de ${name}`}
                      >
                        {row.parecer ? (closed ? 'Ver' : 'Editar') : 'Escrever'}
                      </Button>
                    </TableCell>
                  )}
                  <TableCell align="center">{attendanceText(row.attendance_rate)}</TableCell>
                  <TableCell>
                    <StatusChip tone={statusTones[row.status]} label={GRADEBOOK_STATUS_LABELS[row.status]} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {weightOf && (
        <WeightDialog classroomId={classroomId} column={weightOf} onClose={() => setWeightOf(null)} />
      )}
      {parecerOf && (
        <ParecerDialog
          classroomId={classroomId}
          period={period.index}
          periodName={period.name}
          student={parecerOf.student.id}
          name={studentName(parecerOf.student)}
          value={parecerOf.parecer}
          onClose={() => setParecerOf(null)}
        />
      )}
    </>
  );
}
