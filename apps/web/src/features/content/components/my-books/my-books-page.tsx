import { useSearchParams } from 'react-router';
import { CustomLessonEditor } from './custom-lesson-editor';
import { CustomPlanEditor } from './custom-plan-editor';
import { MyBooksList } from './my-books-list';
import { NewCustomPlan } from './new-custom-plan';

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
        <CustomLessonEditor
          key={lesson}
          planId={planId}
          lessonId={lessonId}
          onDone={() => go({ livro: String(planId) })}
        />
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
