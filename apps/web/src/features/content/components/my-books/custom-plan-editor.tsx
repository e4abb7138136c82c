import type { LessonPlanDetail } from '@aula/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSnackbar } from '@/lib/toast';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { isNotFound } from '@/lib/error-message';
import {
  useCustomPlan,
  useDeleteCustomLesson,
  useReorderCustomLessons,
  useUpdateCustomPlan,
} from '../../api/custom-plans';
import { TEACHER_UPLOAD_ROUTE } from '../../api/upload-file';
import { LessonsOrderEditor } from '../editor/lessons-order-editor';
import { PlanForm } from '../editor/plan-form';
import { toCustomPlanInput } from './custom-plan-input';

/** Editing one of the teacher's books: its data, and its lessons (order, edit, delete, add). */
export function CustomPlanEditor({
  planId,
  onBack,
  onEditLesson,
}: {
  planId: number;
  onBack: () => void;
  onEditLesson: (lessonId: number | 'nova') => void;
}) {
  const plan = useCustomPlan(planId);
  const back = { to: '?', label: 'Voltar a Meus livros' };
  if (plan.isPending) return <LoadingState label="Carregando o livro…" />;
  if (plan.isError) {
    return (
      <>
        <PageHeader title={isNotFound(plan.error) ? 'Livro não encontrado' : 'Editar livro'} back={back} />
        <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />
      </>
    );
  }
  return <Editor plan={plan.data} onBack={onBack} onEditLesson={onEditLesson} />;
}

function Editor({
  plan,
  onBack,
  onEditLesson,
}: {
  plan: LessonPlanDetail;
  onBack: () => void;
  onEditLesson: (lessonId: number | 'nova') => void;
}) {
  const update = useUpdateCustomPlan(plan.id);
  const reorder = useReorderCustomLessons(plan.id);
  const remove = useDeleteCustomLesson(plan.id);
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);

  return (
    <>
      <PageHeader
        title={`Editar: ${plan.title}`}
        documentTitle="Editar livro"
        back={{ to: '?', label: 'Voltar a Meus livros' }}
      />
      <Paper
        component="section"
        aria-labelledby="dados-livro"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}
      >
        <Typography id="dados-livro" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Dados do livro
        </Typography>
        <PlanForm
          key={plan.updated_at}
          plan={plan}
          mode="teacher"
          uploadRoute={TEACHER_UPLOAD_ROUTE}
          submitLabel="Salvar livro"
          blockSearchChanges
          headingLevel="h3"
          onSubmit={(values) => update.mutateAsync(toCustomPlanInput(values))}
          onCancel={onBack}
          onSaved={() => enqueueSnackbar('Livro salvo.', { variant: 'success' })}
        />
      </Paper>
      <Paper
        component="section"
        aria-labelledby="aulas-livro"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      >
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
            mb: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography id="aulas-livro" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Aulas
          </Typography>
          <Button variant="contained" startIcon={<Add />} onClick={() => onEditLesson('nova')}>
            Nova aula
          </Button>
        </Box>
        {plan.lessons.length === 0 ? (
          <EmptyState title="Nenhuma aula ainda">Adicione a primeira aula deste livro.</EmptyState>
        ) : (
          <LessonsOrderEditor
            lessons={plan.lessons}
            saving={reorder.isPending}
            onSave={(ids) => reorder.mutateAsync(ids)}
            actionsFor={(lesson) => (
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <Button
                  size="small"
                  onClick={() => onEditLesson(lesson.id)}
                  aria-label={`Editar aula ${lesson.title}`}
                >
                  Editar
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(lesson)}
                  aria-label={`Excluir aula ${lesson.title}`}
                >
                  Excluir
                </Button>
              </Box>
            )}
          />
        )}
      </Paper>
      <ConfirmDeleteDialog
        deleting={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title="Excluir aula?"
        confirmLabel="Excluir aula"
        deletedMessage={() => 'Aula excluída.'}
      >
        A aula “{deleting?.title}” será excluída deste livro.
      </ConfirmDeleteDialog>
    </>
  );
}
