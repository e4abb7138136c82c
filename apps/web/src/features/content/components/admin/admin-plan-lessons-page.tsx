import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { QueryState } from '@/components/admin-kit/query-state';
import { EmptyState } from '@/components/states';
import { isNotFound } from '@/lib/error-message';
import { useAdminPlan, useReorderAdminLessons } from '../../api/admin-content';
import { LessonsOrderEditor } from '../editor/lessons-order-editor';
import { adminPaths } from './admin-paths';

/** /lesson-plans/:lessonPlanId/lessons: the plan's lessons in order, reordered by drag and drop. */
export function AdminPlanLessonsPage() {
  const id = Number(useParams().lessonPlanId);
  const plan = useAdminPlan(id);
  const reorder = useReorderAdminLessons(id);
  const back = { to: adminPaths.plan(id), label: 'Voltar ao livro' };
  const newLesson = (
    <Button variant="contained" startIcon={<Add />} component={RouterLink} to={adminPaths.newLesson(id)}>
      Nova aula
    </Button>
  );

  return (
    <QueryState
      query={plan}
      loadingLabel="Carregando as aulas…"
      back={{ to: adminPaths.plans(), label: 'Voltar aos livros' }}
      errorTitle={(error) => (isNotFound(error) ? 'Livro não encontrado' : 'Aulas')}
    >
      {(data) => (
        <>
          <AdminPageHeader
            title={`Aulas: ${data.title}`}
            documentTitle="Aulas do livro"
            subtitle="Arraste para mudar a ordem em que os professores veem as aulas."
            back={back}
            actions={newLesson}
          />
          {data.lessons.length === 0 ? (
            <EmptyState title="Este livro ainda não tem aulas" action={newLesson}>
              Crie a primeira aula: título, objetivos, materiais, conteúdo e anexos.
            </EmptyState>
          ) : (
            <LessonsOrderEditor
              lessons={data.lessons}
              saving={reorder.isPending}
              onSave={(ids) => reorder.mutateAsync(ids)}
              actionsFor={(lesson) => (
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={adminPaths.lesson(id, lesson.id)}
                    aria-label={`Ver aula ${lesson.title}`}
                  >
                    Ver
                  </Button>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={adminPaths.editLesson(id, lesson.id)}
                    aria-label={`Editar aula ${lesson.title}`}
                  >
                    Editar
                  </Button>
                </Box>
              )}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
