import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '@/components/states';
import { CustomPlanEditor } from './custom-plan-editor';
import { MyBooksList } from './my-books-list';
import { NewCustomPlan } from './new-custom-plan';

// The rich-text editor (Tiptap) is the heaviest code in the app: only the lesson view loads it.
const CustomLessonEditor = lazy(() =>
  import('./custom-lesson-editor').then((module) => ({ default: module.CustomLessonEditor })),
);

/**
 * /dashboard/my-books. One route, several views kept in the query string so they survive a reload
 * and the back button: the list, `?livro=novo`, `?livro=<id>` (editor) and `&aula=<id|nova>`.
 */
export function MyBooksPage() {
  const [params, setParams] = useSearchParams();
  const book = params.get('livro');
  const lesson = params.get('aula');
  const go = (next: Record<string, string>) => setParams(new URLSearchParams(next));

  if (book === 'novo') {
    return (
      <NewCustomPlan
        onCancel={() => go({})}
        onCreated={(id) => setParams({ livro: String(id) }, { replace: true })}
      />
    );
  }
  const planId = Number(book);
  if (book && Number.isInteger(planId) && planId > 0) {
    if (lesson) {
      const lessonId = lesson === 'nova' ? null : Number(lesson);
      return (
        <Suspense fallback={<LoadingState label="Carregando o editor…" />}>
          <CustomLessonEditor
            key={lesson}
            planId={planId}
            lessonId={lessonId}
            onDone={() => go({ livro: String(planId) })}
          />
        </Suspense>
      );
    }
    return (
      <CustomPlanEditor
        planId={planId}
        onBack={() => go({})}
        onEditLesson={(id) => go({ livro: String(planId), aula: String(id) })}
      />
    );
  }
  return <MyBooksList onCreate={() => go({ livro: 'novo' })} onEdit={(id) => go({ livro: String(id) })} />;
}
