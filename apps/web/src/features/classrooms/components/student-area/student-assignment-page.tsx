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
import { SubmissionStatusChip } from '../activities/status-chip';
import { HandInForm } from './hand-in-form';
import { LessonContent, RichText } from './lesson-content';
import { PageHeader } from '@/components/page-header';
import { ActivityMaterials } from '@/components/activity-materials/materials-view';
import { BackHome } from './back-home';

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
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity={assignment.status === 'late' ? 'warning' : 'success'} sx={{ mb: 2 }}>
        {assignment.status === 'late' ? 'Entregue com atraso' : 'Entregue'} em{' '}
        {formatDateTime(assignment.submitted_at!)}.
      </Alert>
      {assignment.text && (
        <Typography sx={{ whiteSpace: 'pre-line', fontSize: '1.1rem', mb: 2 }}>{assignment.text}</Typography>
      )}
      <FileLinkList files={assignment.files} />
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
      <Stack direction="row" sx={{ gap: 1, mt: -1.5, mb: 3 }}>
        {a.overdue ? (
          <Chip color="error" label="Atrasada" />
        ) : (
          <SubmissionStatusChip status={a.status} size="medium" />
        )}
      </Stack>
      {returned && (
        <Section title="Devolutiva">
          {a.grade !== null && (
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, mt: 1 }}>
              Nota: {formatGrade(a.grade)}
            </Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-line', fontSize: '1.1rem', mt: 1 }}>
            {a.feedback || 'Sem comentários.'}
          </Typography>
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
      <Section title="Minha entrega">
        {returned ? (
          <Typography sx={{ mt: 1 }}>{a.text || 'Esta atividade já foi devolvida.'}</Typography>
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
    </>
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
