import { routePath, spaRoutes, type Assignment, type Submission } from '@aula/contracts';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { plural } from '@/lib/plural';
import { useSnackbar } from '@/lib/toast';
import {
  useAddTeacherComment,
  useAllSubmissions,
  useAssignment,
  useReturnGraded,
  useTeacherComments,
} from '../../api/correction';
import { formatDue } from '../../assignment-status';
import { CommentThread } from './comment-thread';
import { GradePanel } from './grade-panel';
import { EarlierAttempts, HandIn } from './hand-in-view';
import { handedIn, viewerOrder } from './viewer-order';

const nameOf = (s: Submission) => `${s.student.first_name} ${s.student.last_name}`.trim();
const viewerPath = (assignmentId: number, studentId: number) =>
  routePath(spaRoutes.teacherSubmission, { assignmentId, studentId });

/** Typing in a field (or scrolling a zoomed photo) must not move to another student. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    // A zoomed photo scrolls with the arrow keys.
    target.getAttribute('role') === 'region');

/** The grading viewer: one hand-in per screen, previous/next student, grade, feedback and the thread. */
export function SubmissionViewerPage() {
  const params = useParams();
  const assignmentId = Number(params.assignmentId);
  const studentId = Number(params.studentId);
  const assignment = useAssignment(assignmentId);
  const submissions = useAllSubmissions(assignmentId);
  const navigate = useNavigate();

  const ordered = submissions.data ? viewerOrder(submissions.data) : [];
  const index = ordered.findIndex((s) => s.student.id === studentId);
  const current = index >= 0 ? ordered[index] : undefined;
  const previous = index > 0 ? ordered[index - 1] : undefined;
  const next = index >= 0 && index < ordered.length - 1 ? ordered[index + 1] : undefined;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const to = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : undefined;
      if (!to) return;
      event.preventDefault();
      void navigate(viewerPath(assignmentId, to.student.id));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [assignmentId, navigate, next, previous]);

  if (assignment.isPending || submissions.isPending) {
    return (
      <LoadingSkeleton label="Carregando a entrega…">
        <RowsSkeleton rows={4} height={120} />
      </LoadingSkeleton>
    );
  }
  if (assignment.isError || submissions.isError) {
    const error = assignment.error ?? submissions.error;
    return (
      <ErrorState
        error={error}
        onRetry={() => {
          void assignment.refetch();
          void submissions.refetch();
        }}
      />
    );
  }
  const activity = assignment.data;
  const classroomPath = `${routePath(spaRoutes.teacherClassroom, { classroomId: activity.classroom })}?aba=atividades`;
  const back = { to: classroomPath, label: 'Voltar às atividades da turma' };
  if (!current) {
    return (
      <>
        <PageHeader title={activity.title} back={back} />
        <EmptyState title="Este aluno não recebeu esta atividade">
          Volte às atividades da turma e escolha outra entrega.
        </EmptyState>
      </>
    );
  }
  const handedInCount = ordered.filter(handedIn).length;

  return (
    <>
      <PageHeader
        title={activity.title}
        documentTitle={`${nameOf(current)} — ${activity.title}`}
        subtitle={`Prazo: ${formatDue(activity.due_at)} · ${handedInCount} de ${plural(ordered.length, 'aluno entregou', 'alunos entregaram')}`}
        back={back}
        actions={<ReturnAllGraded activity={activity} submissions={ordered} />}
      />
      <Paper
        component="nav"
        aria-label="Alunos desta atividade"
        variant="outlined"
        sx={{ p: 1, mb: 2, borderRadius: 2, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Button
          component={previous ? RouterLink : 'button'}
          to={previous ? viewerPath(assignmentId, previous.student.id) : undefined}
          disabled={!previous}
          startIcon={<ChevronLeft />}
          aria-label={previous ? `Anterior: ${nameOf(previous)}` : 'Anterior'}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Anterior
          </Box>
        </Button>
        <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {nameOf(current)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {index + 1} de {ordered.length}
            {!handedIn(current) && ' · ainda não entregou'}
          </Typography>
        </Box>
        <Button
          component={next ? RouterLink : 'button'}
          to={next ? viewerPath(assignmentId, next.student.id) : undefined}
          disabled={!next}
          endIcon={<ChevronRight />}
          aria-label={next ? `Próximo: ${nameOf(next)}` : 'Próximo'}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Próximo
          </Box>
        </Button>
      </Paper>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', mb: 2, display: { xs: 'none', md: 'block' } }}
      >
        Atalhos: ← e → trocam de aluno; Ctrl+Enter devolve a atividade.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(300px, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-label={`Entrega de ${nameOf(current)}`}>
          <HandIn submission={current} activity={activity} />
          <EarlierAttempts submission={current} activity={activity} />
        </Box>
        <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            <GradePanel
              key={`${current.student.id}-${current.returned_at ?? ''}-${current.submitted_at ?? ''}`}
              activity={activity}
              submission={current}
              onReturned={() => next && void navigate(viewerPath(assignmentId, next.student.id))}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            <TeacherThread
              assignmentId={assignmentId}
              studentId={current.student.id}
              name={current.student.first_name}
            />
          </Paper>
        </Stack>
      </Box>
    </>
  );
}

function TeacherThread({
  assignmentId,
  studentId,
  name,
}: {
  assignmentId: number;
  studentId: number;
  name: string;
}) {
  const comments = useTeacherComments(assignmentId, studentId);
  const add = useAddTeacherComment(assignmentId, studentId);
  return (
    <CommentThread
      comments={comments}
      add={add}
      viewerRole="teacher"
      hint={`Só você e ${name} veem estes comentários.`}
    />
  );
}

/** "Devolver todas as corrigidas": every hand-in with a grade that was not returned yet. */
function ReturnAllGraded({ activity, submissions }: { activity: Assignment; submissions: Submission[] }) {
  const returnGraded = useReturnGraded(activity.id, activity.classroom);
  const { enqueueSnackbar } = useSnackbar();
  const waiting = submissions.filter((s) => s.grade !== null && s.status !== 'returned').length;
  return (
    <Box>
      <Button
        variant="outlined"
        disabled={waiting === 0 || returnGraded.isPending}
        onClick={() =>
          returnGraded.mutate(undefined, {
            onSuccess: ({ returned }) =>
              enqueueSnackbar(`${plural(returned, 'atividade devolvida', 'atividades devolvidas')}.`, {
                variant: 'success',
              }),
          })
        }
      >
        Devolver todas as corrigidas{waiting ? ` (${waiting})` : ''}
      </Button>
      {returnGraded.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(returnGraded.error, 'Não foi possível devolver as atividades.')}
        </Alert>
      )}
    </Box>
  );
}
