import { formatDuration } from '@aula/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { ErrorState, LoadingState } from '@/components/states';
import { BnccCode } from '@/components/bncc-code';
import { errorMessage, isNotFound } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useAdminLesson, useDeleteAdminLesson } from '../../api/admin-content';
import { LessonBody } from '../plan/lesson-body';
import { adminPaths } from './admin-paths';

/** /lesson-plans/:lessonPlanId/lessons/:lessonId: the lesson as teachers read it. */
export function AdminLessonPage() {
  const params = useParams();
  const planId = Number(params.lessonPlanId);
  const lessonId = Number(params.lessonId);
  const lesson = useAdminLesson(lessonId);
  const remove = useDeleteAdminLesson();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const back = { to: adminPaths.lessons(planId), label: 'Voltar às aulas' };

  if (lesson.isPending) return <LoadingState label="Carregando a aula…" />;
  if (lesson.isError || lesson.data.lesson_plan !== planId) {
    return (
      <>
        <AdminPageHeader
          title={lesson.isError && !isNotFound(lesson.error) ? 'Aula' : 'Aula não encontrada'}
          back={back}
        />
        {lesson.isError && <ErrorState error={lesson.error} onRetry={() => void lesson.refetch()} />}
      </>
    );
  }
  const data = lesson.data;
  return (
    <>
      <AdminPageHeader
        title={data.title}
        subtitle={`Livro: ${data.lesson_plan_title}`}
        back={back}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<Edit />}
              component={RouterLink}
              to={adminPaths.editLesson(planId, lessonId)}
            >
              Editar aula
            </Button>
            <Button color="error" startIcon={<DeleteOutline />} onClick={() => setConfirming(true)}>
              Excluir
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Chip size="small" label={formatDuration(data.duration_minutes)} />
        {data.bncc_codes.map((code) => (
          <Chip key={code} size="small" variant="outlined" label={<BnccCode code={code} />} />
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <LessonBody lesson={data} headingLevel="h2" />
      </Paper>
      <ConfirmDialog
        open={confirming}
        title="Excluir aula?"
        confirmLabel="Excluir aula"
        destructive
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error, 'Não foi possível excluir.') : null}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(lessonId);
            enqueueSnackbar('Aula excluída.', { variant: 'info' });
            await navigate(adminPaths.lessons(planId));
          } catch {
            // Shown in the dialog.
          }
        }}
      >
        “{data.title}” sairá do livro, dos favoritos dos professores e das turmas que a usam.
      </ConfirmDialog>
    </>
  );
}
