import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { ErrorState, LoadingState } from '@/components/states';
import { isNotFound } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import {
  useAdminLesson,
  useAdminPlan,
  useCreateAdminLesson,
  useUpdateAdminLesson,
} from '../../api/admin-content';
import { ADMIN_UPLOAD_ROUTE } from '../../api/upload-file';
import { LessonForm } from '../editor/lesson-form';
import { adminPaths } from './admin-paths';

/** /lesson-plans/:lessonPlanId/lessons/new and /:lessonId/edit. */
export function AdminLessonFormPage() {
  const params = useParams();
  const planId = Number(params.lessonPlanId);
  const lessonId = params.lessonId ? Number(params.lessonId) : null;
  const plan = useAdminPlan(planId);
  const lesson = useAdminLesson(lessonId);
  const create = useCreateAdminLesson();
  const update = useUpdateAdminLesson();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const saved = useRef<number | null>(lessonId);
  const back = { to: adminPaths.lessons(planId), label: 'Voltar às aulas' };

  if (lessonId !== null && lesson.isPending) return <LoadingState label="Carregando a aula…" />;
  const wrongPlan = lesson.data && lesson.data.lesson_plan !== planId;
  if ((lessonId !== null && lesson.isError) || wrongPlan) {
    return (
      <>
        <AdminPageHeader
          title={wrongPlan || isNotFound(lesson.error) ? 'Aula não encontrada' : 'Editar aula'}
          back={back}
        />
        {lesson.isError && <ErrorState error={lesson.error} onRetry={() => void lesson.refetch()} />}
      </>
    );
  }
  return (
    <>
      <AdminPageHeader
        title={lessonId === null ? 'Nova aula' : `Editar aula: ${lesson.data?.title ?? ''}`}
        documentTitle={lessonId === null ? 'Nova aula' : 'Editar aula'}
        subtitle={plan.data ? `Livro: ${plan.data.title}` : undefined}
        back={back}
      />
      <LessonForm
        lesson={lesson.data}
        uploadRoute={ADMIN_UPLOAD_ROUTE}
        submitLabel={lessonId === null ? 'Criar aula' : 'Salvar aula'}
        onSubmit={async (input) => {
          if (lessonId === null)
            saved.current = (await create.mutateAsync({ ...input, lesson_plan: planId })).id;
          else await update.mutateAsync({ id: lessonId, body: input });
        }}
        onCancel={() =>
          void navigate(lessonId === null ? adminPaths.lessons(planId) : adminPaths.lesson(planId, lessonId))
        }
        onSaved={() => {
          enqueueSnackbar(lessonId === null ? 'Aula criada.' : 'Aula salva.', { variant: 'success' });
          void navigate(
            saved.current !== null ? adminPaths.lesson(planId, saved.current) : adminPaths.lessons(planId),
          );
        }}
      />
    </>
  );
}
