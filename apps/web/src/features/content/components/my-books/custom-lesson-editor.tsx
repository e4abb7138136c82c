import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/states';
import { isNotFound } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import {
  useCreateCustomLesson,
  useCustomLesson,
  useCustomPlan,
  useUpdateCustomLesson,
} from '../../api/custom-plans';
import { TEACHER_UPLOAD_ROUTE } from '../../api/upload-file';
import { LessonForm } from '../editor/lesson-form';

/** A lesson of one of the teacher's books, new (`lessonId` null) or existing. */
export function CustomLessonEditor({
  planId,
  lessonId,
  onDone,
}: {
  planId: number;
  lessonId: number | null;
  onDone: () => void;
}) {
  const plan = useCustomPlan(planId);
  const lesson = useCustomLesson(planId, lessonId);
  const create = useCreateCustomLesson(planId);
  const update = useUpdateCustomLesson(planId);
  const { enqueueSnackbar } = useSnackbar();
  const back = {
    to: `?livro=${planId}`,
    label: plan.data ? `Voltar a ${plan.data.title}` : 'Voltar ao livro',
  };
  const title = lessonId === null ? 'Nova aula' : `Editar aula${lesson.data ? `: ${lesson.data.title}` : ''}`;

  if (lessonId !== null && lesson.isPending) return <LoadingState label="Carregando a aula…" />;
  if (lessonId !== null && lesson.isError) {
    return (
      <>
        <PageHeader title={isNotFound(lesson.error) ? 'Aula não encontrada' : 'Editar aula'} back={back} />
        <ErrorState error={lesson.error} onRetry={() => void lesson.refetch()} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        subtitle={plan.data ? `Livro: ${plan.data.title}` : undefined}
        back={back}
        documentTitle={lessonId === null ? 'Nova aula' : 'Editar aula'}
      />
      <LessonForm
        lesson={lesson.data}
        uploadRoute={TEACHER_UPLOAD_ROUTE}
        submitLabel={lessonId === null ? 'Criar aula' : 'Salvar aula'}
        blockSearchChanges
        onSubmit={(input) =>
          lessonId === null ? create.mutateAsync(input) : update.mutateAsync({ id: lessonId, body: input })
        }
        onCancel={onDone}
        onSaved={() => {
          enqueueSnackbar(lessonId === null ? 'Aula criada.' : 'Aula salva.', { variant: 'success' });
          onDone();
        }}
      />
    </>
  );
}
