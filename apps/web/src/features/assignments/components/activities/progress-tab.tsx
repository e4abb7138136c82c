import type { TeacherClassroom } from '@aula/contracts';
import Download from '@mui/icons-material/Download';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visually-hidden';
import { useState } from 'react';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { downloadGrades, useProgress } from '../../api/assignments';
import { formatGrade, isScheduled, scheduledLabel } from '../../assignment-status';
import { SubmissionStatusChip } from './assignment-status-chip';
import { SubmissionsDialog } from './submissions-dialog';

/** Students × activities: status in words and colour, the grade, and a click to grade in place. */
export function ProgressTab({ classroom }: { classroom: TeacherClassroom }) {
  const progress = useProgress(classroom.id);
  const [grading, setGrading] = useState<{
    assignment: { id: number; title: string; due_at: string | null };
    studentId: number;
  } | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);

  if (progress.isPending)
    return (
      <LoadingSkeleton label="Carregando o progresso…">
        <RowsSkeleton rows={4} height={53} />
      </LoadingSkeleton>
    );
  if (progress.isError) return <ErrorState error={progress.error} onRetry={() => void progress.refetch()} />;
  const { assignments, rows } = progress.data;
  const scheduled = new Set(assignments.filter((a) => isScheduled(a.publish_at)).map((a) => a.id));
  if (assignments.length === 0 || rows.length === 0) {
    return (
      <EmptyState icon={<GridOnOutlined />} title="Ainda não há progresso para mostrar">
        Quando a turma tiver alunos e atividades, aqui aparece quem abriu, quem entregou e as notas.
      </EmptyState>
    );
  }

  return (
    <Box component="section" aria-labelledby="progresso-titulo">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id="progresso-titulo" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Progresso da turma
        </Typography>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => {
            setCsvError(null);
            downloadGrades(classroom.id, classroom.name).catch((error: unknown) =>
              setCsvError(errorMessage(error, 'Não foi possível baixar as notas.')),
            );
          }}
        >
          Baixar notas (CSV)
        </Button>
      </Stack>
      {csvError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {csvError}
        </Alert>
      )}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Table size="small" aria-label="Progresso dos alunos nas atividades">
          <TableHead>
            <TableRow>
              <TableCell
                component="th"
                scope="col"
                sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}
              >
                Aluno
              </TableCell>
              {assignments.map((a) => (
                <TableCell key={a.id} component="th" scope="col" sx={{ minWidth: 150 }}>
                  {a.title}
                  {isScheduled(a.publish_at) && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {scheduledLabel(a.publish_at)}
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ student, cells }) => (
              <TableRow key={student.id}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', fontWeight: 600 }}
                >
                  {student.first_name} {student.last_name}
                </TableCell>
                {cells.map((cell, i) => {
                  const assignment = assignments[i]!;
                  // Nobody can open it yet; a status other than "Não aberta" (rescheduled later) still shows.
                  const waiting =
                    cell?.status === 'assigned' && cell.grade === null && scheduled.has(assignment.id);
                  return (
                    <TableCell key={assignment.id}>
                      {cell === null || waiting ? (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {waiting ? 'Agendada' : 'Não recebeu'}
                        </Typography>
                      ) : (
                        <ButtonBase
                          onClick={() => setGrading({ assignment, studentId: student.id })}
                          sx={{ gap: 1, borderRadius: 1, p: 0.5 }}
                        >
                          <SubmissionStatusChip status={cell.status} />
                          {cell.grade !== null && <strong>{formatGrade(cell.grade)}</strong>}
                          <Box component="span" sx={visuallyHidden}>
                            : corrigir {assignment.title} de {student.first_name}
                          </Box>
                        </ButtonBase>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {grading && (
        <SubmissionsDialog
          classroomId={classroom.id}
          assignment={grading.assignment}
          studentId={grading.studentId}
          onClose={() => setGrading(null)}
        />
      )}
    </Box>
  );
}
