import { type StudentAssignment } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { LoadingSkeleton, PageHeaderSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { errorMessage, isNotFound } from '@/lib/error-message';
import { useMyAssignment, useUnsubmitAssignment } from '../../api/student-assignments';
import { formatDue, formatGrade } from '../../assignment-status';
import { formatDateTime } from '@/lib/format';
import { FileLinkList } from '../activities/file-link-list';
import { FileThumbnails } from './file-thumbnails';
import { CommentThread } from '../correction/comment-thread';
import { RubricResult } from '../correction/rubric-levels';
import { useAddStudentComment, useStudentComments } from '../../api/correction';
import { SubmissionStatusChip } from '../activities/assignment-status-chip';
import { useQueuedHandIn } from '../../api/hand-in-outbox';
import { HandInForm } from './hand-in-form';
import { QuizPlayer } from '../quiz/quiz-player';
import { QuizResult } from '../quiz/quiz-result';
import { LessonContent, RichText } from '@/components/lesson-content';
import { PageHeader } from '@/components/page-header';
import { ActivityMaterials } from '@/components/activity-materials/materials-view';
import { StatusChip } from '@/components/status-chip';
import { BackHome } from '@/components/back-home';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function HandedIn({ assignment }: { assignment: StudentAssignment }) {
  const archived = assignment.archived;
  const unsubmit = useUnsubmitAssignment(assignment.id);
  // A hand-in made without signal that has just gone: said so, before the date it arrived.
  const sentFromOutbox = useQueuedHandIn(assignment.id).status?.state === 'sent';
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity={assignment.status === 'late' ? 'warning' : 'success'} sx={{ mb: 2 }}>
        {sentFromOutbox && 'Enviado. '}
        {assignment.status === 'late' ? 'Entregue com atraso' : 'Entregue'} em{' '}
        {formatDateTime(assignment.submitted_at!)}.
      </Alert>
      {assignment.text && (
        <Typography sx={{ whiteSpace: 'pre-line', fontSize: '1.1rem', mb: 2 }}>{assignment.text}</Typography>
      )}
      <FileThumbnails files={assignment.files} />
      {unsubmit.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(unsubmit.error, 'Não deu para desfazer a entrega.')}
        </Alert>
      )}
      {!archived && (
        <Button variant="outlined" onClick={() => unsubmit.mutate()} disabled={unsubmit.isPending}>
          Desfazer entrega para mudar
        </Button>
      )}
    </Box>
  );
}

/** A quiz: answered here while an attempt is open, else its result (and "Tentar de novo" when allowed). */
function QuizSection({ assignment }: { assignment: StudentAssignment }) {
  const handedIn = ['submitted', 'late', 'returned'].includes(assignment.status);
  if (handedIn) return <QuizResult assignment={assignment} />;
  if (assignment.archived || !assignment.quiz?.can_attempt)
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {assignment.archived
          ? 'Esta turma foi arquivada: não dá mais para responder.'
          : 'Não dá mais para responder esta avaliação.'}
      </Alert>
    );
  return <QuizPlayer assignment={assignment} />;
}

function Assignment({ id }: { id: number }) {
  const query = useMyAssignment(id);
  if (query.isPending)
    return (
      <LoadingSkeleton label="Abrindo a atividade…">
        <PageHeaderSkeleton />
        <RowsSkeleton rows={2} height={160} />
      </LoadingSkeleton>
    );
  if (query.isError) {
    return isNotFound(query.error) ? (
      <EmptyState title="Atividade não encontrada" headingLevel="h1">
        Esta atividade não existe ou não é para você.
      </EmptyState>
    ) : (
      <ErrorState
        error={query.error}
        fallback="Não deu para abrir a atividade agora."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const a = query.data;
  const returned = a.status === 'returned';
  const handedIn = a.status === 'submitted' || a.status === 'late';
  return (
    <>
      <PageHeader
        title={a.title}
        subtitle={`${a.classroom.name} · ${a.teacher_name} · Prazo: ${formatDue(a.due_at)}`}
      />
      <Stack direction="row" sx={{ gap: 1, mt: -1.5, mb: 3, flexWrap: 'wrap' }}>
        {a.overdue ? (
          <Chip color="error" label="Atrasada" />
        ) : (
          <SubmissionStatusChip status={a.status} size="medium" />
        )}
        {returned && a.late && <StatusChip tone="warning" size="medium" label="Entregue com atraso" />}
        {a.redo_requested && <StatusChip tone="info" size="medium" label="Refazer" />}
      </Stack>
      {returned && (
        <Section title="Devolutiva">
          {a.redo_requested && (
            <Alert severity="info" sx={{ mt: 1.5 }}>
              A professora pediu para você refazer esta atividade. Leia a devolutiva, mude o que precisar e
              entregue de novo em “Minha entrega”.
            </Alert>
          )}
          {a.grade !== null && (
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, mt: 1 }}>
              Nota: {formatGrade(a.grade)}
            </Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-line', fontSize: '1.1rem', mt: 1 }}>
            {a.feedback || 'Sem comentários.'}
          </Typography>
          {a.rubric && a.rubric_levels && (
            <Box sx={{ mt: 2 }}>
              <RubricResult rubric={a.rubric} levels={a.rubric_levels} />
            </Box>
          )}
        </Section>
      )}
      {a.instructions && (
        <Section title="O que fazer">
          <RichText html={a.instructions} />
        </Section>
      )}
      {(a.attachments.length > 0 || a.links.length > 0) && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}>
          <ActivityMaterials attachments={a.attachments} links={a.links} />
        </Paper>
      )}
      {a.lesson && (
        <Section title={`Material: ${a.lesson.title}`}>
          <LessonContent lesson={a.lesson} headingLevel="h3" />
        </Section>
      )}
      {a.quiz ? (
        <Section title="Avaliação">
          <QuizSection assignment={a} />
        </Section>
      ) : (
        <Section title="Minha entrega">
          {returned && a.redo_requested && !a.archived ? (
            <Box sx={{ mt: 2 }}>
              <HandInForm assignment={a} />
            </Box>
          ) : returned ? (
            <Box sx={{ mt: 1 }}>
              <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>
                {a.text || 'Esta atividade já foi devolvida.'}
              </Typography>
              <FileThumbnails files={a.files} />
            </Box>
          ) : handedIn ? (
            <HandedIn assignment={a} />
          ) : a.archived ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Esta turma foi arquivada: você ainda pode ler a atividade, mas não dá mais para entregar.
            </Alert>
          ) : (
            <Box sx={{ mt: 2 }}>
              <HandInForm assignment={a} />
            </Box>
          )}
        </Section>
      )}
      {a.attempts.length > 0 && !a.quiz && (
        <Section title="Entregas anteriores">
          <Stack spacing={2} sx={{ mt: 1.5 }}>
            {a.attempts.map((attempt, i) => (
              <Box key={i}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {i + 1}ª entrega · {formatDateTime(attempt.submitted_at)}
                  {attempt.late ? ' · com atraso' : ''}
                </Typography>
                {attempt.text && <Typography sx={{ whiteSpace: 'pre-line' }}>{attempt.text}</Typography>}
                <FileLinkList files={attempt.files} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {attempt.grade !== null ? `Nota: ${formatGrade(attempt.grade)} · ` : ''}
                  {attempt.feedback ? `Devolutiva: ${attempt.feedback}` : 'Sem devolutiva.'}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Section>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}>
        <StudentThread id={a.id} />
      </Paper>
    </>
  );
}

function StudentThread({ id }: { id: number }) {
  const comments = useStudentComments(id);
  const add = useAddStudentComment(id);
  return (
    <CommentThread
      comments={comments}
      add={add}
      viewerRole="student"
      hint="Só você e a professora veem estes comentários."
    />
  );
}

/** /student-dashboard/assignments/:id */
export function StudentAssignmentPage() {
  const id = Number(useParams().id);
  return (
    <>
      <BackHome label="Início" />
      {Number.isInteger(id) && id > 0 ? (
        <Assignment key={id} id={id} />
      ) : (
        <EmptyState title="Atividade não encontrada" headingLevel="h1">
          O endereço não corresponde a uma atividade.
        </EmptyState>
      )}
    </>
  );
}
