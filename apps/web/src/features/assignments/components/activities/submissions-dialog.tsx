import type { Assignment } from '@aula/contracts';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { useSubmissions } from '../../api/assignments';
import { formatDue } from '../../assignment-status';
import { GradeForm } from './grade-form';

/** The hand-ins of one activity (or of one student in it), graded in place. */
export function SubmissionsDialog({
  classroomId,
  assignment,
  studentId,
  onClose,
}: {
  classroomId: number;
  assignment: Pick<Assignment, 'id' | 'title' | 'due_at'>;
  studentId?: number;
  onClose: () => void;
}) {
  const submissions = useSubmissions(classroomId, assignment.id);
  const rows = submissions.data?.filter((s) => studentId === undefined || s.student.id === studentId) ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="entregas-titulo">
      <DialogTitle id="entregas-titulo">
        {assignment.title}
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          Prazo: {formatDue(assignment.due_at)}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {submissions.isPending ? (
          <LoadingSkeleton label="Carregando as entregas…">
            <RowsSkeleton rows={3} height={53} />
          </LoadingSkeleton>
        ) : submissions.isError ? (
          <ErrorState error={submissions.error} onRetry={() => void submissions.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title="Ninguém recebeu esta atividade ainda">
            Quando houver alunos na turma, eles aparecem aqui.
          </EmptyState>
        ) : (
          <Stack divider={<Divider />} spacing={2}>
            {rows.map((submission) => (
              <GradeForm
                key={submission.student.id}
                classroomId={classroomId}
                assignmentId={assignment.id}
                submission={submission}
              />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
