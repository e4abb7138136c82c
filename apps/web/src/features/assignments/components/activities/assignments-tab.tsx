import {
  printRoutes,
  routePath,
  routeUrl,
  spaRoutes,
  type Assignment,
  type TeacherClassroom,
} from '@aula/contracts';
import AddIcon from '@mui/icons-material/Add';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PdfVersionsButton } from '@/components/pdf-buttons';
import { StatusChip } from '@/components/status-chip';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { pluralForm } from '@/lib/plural';
import { useAssignments, useDeleteAssignment } from '../../api/assignments';
import { formatDue, isScheduled, scheduledLabel } from '../../assignment-status';
import { AssignmentDialog } from './assignment-dialog';
import { ConfirmRemoval } from './confirm-removal';
import { SubmissionsDialog } from './submissions-dialog';
import { CopyAssignmentDialog } from './copy-assignment-dialog';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useLoadSubmissions } from '../../api/correction';
import { viewerOrder } from '../correction/viewer-order';

type LinkedLesson = TeacherClassroom['lessons'][number]['lesson'];

/**
 * The class's activities (newest first) and its linked lessons, each one click from becoming an
 * activity. The lessons are the classrooms feature's: the app layer renders them with `assign`.
 */
export function AssignmentsTab({
  classroom,
  lessons,
}: {
  classroom: TeacherClassroom;
  lessons: (assign: (lesson: LinkedLesson) => void) => ReactNode;
}) {
  const assignments = useAssignments(classroom.id);
  const remove = useDeleteAssignment(classroom.id);
  // A fresh form each time (key), from a lesson or from scratch.
  const [creating, setCreating] = useState<{
    key: number;
    lesson: LinkedLesson | null;
    editing?: Assignment;
  } | null>(null);
  const [viewing, setViewing] = useState<Assignment | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const loadSubmissions = useLoadSubmissions();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const [copying, setCopying] = useState<Assignment | null>(null);
  const start = (lesson: LinkedLesson | null) => setCreating({ key: Date.now(), lesson });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5 }}>
      <Box component="section" aria-labelledby="atividades-titulo">
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}
        >
          <Typography id="atividades-titulo" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Atividades
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => start(null)}>
            Nova atividade
          </Button>
        </Stack>
        {assignments.isPending ? (
          <LoadingSkeleton label="Carregando as atividades…">
            <RowsSkeleton rows={3} height={76} />
          </LoadingSkeleton>
        ) : assignments.isError ? (
          <ErrorState error={assignments.error} onRetry={() => void assignments.refetch()} />
        ) : assignments.data.results.length === 0 ? (
          <EmptyState icon={<AssignmentOutlined />} title="Nenhuma atividade ainda">
            Em “Aulas da turma”, abaixo, clique em “Passar como atividade”: os alunos recebem o material do
            aluno da aula e você acompanha quem abriu e quem entregou.
          </EmptyState>
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label="Atividades da turma"
          >
            {assignments.data.results.map((a) => (
              <Paper component="li" key={a.id} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{ gap: 1.5, alignItems: { sm: 'center' } }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography
                      component="h3"
                      variant="subtitle1"
                      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                    >
                      {a.title}
                    </Typography>
                    {a.draft && (
                      <Box sx={{ my: 0.5 }}>
                        <StatusChip tone="warning" label="Rascunho: os alunos ainda não veem" />
                      </Box>
                    )}
                    {isScheduled(a.publish_at) && (
                      <Box sx={{ my: 0.5 }}>
                        <StatusChip tone="info" label={scheduledLabel(a.publish_at)} />
                      </Box>
                    )}
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      Prazo: {formatDue(a.due_at)} · {a.done_count} de {a.targeted_count}{' '}
                      {pluralForm(a.targeted_count, 'aluno entregou', 'alunos entregaram')}
                      {a.students ? ' · alunos escolhidos' : ''}
                    </Typography>
                  </Box>
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <PdfVersionsButton
                      action="print"
                      url={routeUrl(printRoutes.assignment, { id: a.id })}
                      ariaLabel={`Imprimir a atividade ${a.title}`}
                    />
                    <PdfVersionsButton
                      url={routeUrl(printRoutes.assignment, { id: a.id })}
                      ariaLabel={`Baixar PDF da atividade ${a.title}`}
                    />
                    {a.submission_type === 'quiz' && (
                      <Button
                        variant="outlined"
                        component={RouterLink}
                        to={routePath(spaRoutes.teacherQuiz, { assignmentId: a.id })}
                        aria-label={`Resultados da avaliação ${a.title}`}
                      >
                        Resultados
                      </Button>
                    )}
                    <Button
                      variant="contained"
                      disabled={opening === a.id}
                      onClick={() => {
                        setOpening(a.id);
                        loadSubmissions(a.id)
                          .then((rows) => {
                            const [first] = viewerOrder(rows);
                            if (first) {
                              void navigate(
                                routePath(spaRoutes.teacherSubmission, {
                                  assignmentId: a.id,
                                  studentId: first.student.id,
                                }),
                              );
                            } else setViewing(a);
                          })
                          .catch(() => setViewing(a))
                          .finally(() => setOpening(null));
                      }}
                    >
                      Ver entregas
                    </Button>
                    <Tooltip title="Usar em outra turma">
                      <IconButton
                        aria-label={`Usar a atividade ${a.title} em outra turma`}
                        onClick={() => setCopying(a)}
                      >
                        <ContentCopy />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Editar atividade">
                      <IconButton
                        aria-label={`Editar a atividade ${a.title}`}
                        onClick={() => setCreating({ key: Date.now(), lesson: null, editing: a })}
                      >
                        <EditOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Excluir atividade">
                      <IconButton
                        aria-label={`Excluir a atividade ${a.title}`}
                        onClick={() => setDeleting(a)}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Box>
      {lessons(start)}
      {creating && (
        <AssignmentDialog
          key={creating.key}
          classroom={classroom}
          lesson={creating.lesson}
          editing={creating.editing}
          open
          onClose={() => setCreating(null)}
        />
      )}
      {copying && <CopyAssignmentDialog assignment={copying} onClose={() => setCopying(null)} />}
      {viewing && (
        <SubmissionsDialog classroomId={classroom.id} assignment={viewing} onClose={() => setViewing(null)} />
      )}
      <ConfirmRemoval
        item={deleting}
        remove={remove}
        title="Excluir esta atividade?"
        confirmLabel="Excluir"
        pendingLabel="Excluindo…"
        failure="Não foi possível excluir a atividade."
        done="Atividade excluída."
        onClose={() => setDeleting(null)}
      >
        “{deleting?.title}” some da área dos alunos, com as entregas e as notas.
      </ConfirmRemoval>
    </Box>
  );
}
