import { printRoutes, routePath, routeUrl, spaRoutes } from '@aula/contracts';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { BackLink } from '@/components/back-link';
import { PdfVersionsButton } from '@/components/pdf-buttons';
import { LoadingSkeleton, PageHeaderSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { isNotFound } from '@/lib/error-message';
import { useLessonPlan, usePlanLessons } from '../../api/catalogue';
import { UpgradeButton } from '../ui/upgrade-button';
import { SharePlanButton } from '../sharing/share-plan-button';
import { CopyPlanButton } from './copy-plan-button';
import { LessonItem } from './lesson-item';
import { PlanHeader } from './plan-header';

/**
 * Where "back" leads: to the search (`?busca=`) or the classroom (`?turma=`) the book was opened from,
 * else to the list the book belongs to: "Meus livros" for the teacher's own, the catalogue otherwise.
 */
function backOf(params: URLSearchParams, isCustom: boolean | undefined) {
  const search = params.get('busca');
  if (search) return { to: `${spaRoutes.teacherBooks}?${search}`, label: 'Voltar à busca' };
  const classroomId = Number(params.get('turma'));
  if (Number.isInteger(classroomId) && classroomId > 0) {
    return { to: routePath(spaRoutes.teacherClassroom, { classroomId }), label: 'Voltar à turma' };
  }
  return isCustom
    ? { to: spaRoutes.teacherMyBooks, label: 'Voltar aos meus livros' }
    : { to: spaRoutes.teacherBooks, label: 'Voltar aos livros' };
}

/** /dashboard/books/:id — a plan, its lessons in order, each one readable in place (`?aula=`). */
export function PlanPage() {
  const id = Number(useParams().id);
  const plan = useLessonPlan(id);
  const lessons = usePlanLessons(id);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('aula')) || null;
  // Opened from a search result (`?aula=&busca=`, the catalogue's own query string: words, filters
  // and page): that lesson is marked, and "back" returns to that very search.
  const search = params.get('busca');
  const back = backOf(params, plan.data?.is_custom);
  // On paper every readable lesson is open, each on its own sheet (also for the browser's Ctrl+P).
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
  };

  if (plan.isPending)
    return (
      <LoadingSkeleton label="Carregando o livro…" documentTitle="Livro">
        <PageHeaderSkeleton />
        <RowsSkeleton rows={5} height={72} />
      </LoadingSkeleton>
    );
  if (plan.isError) {
    return (
      <>
        <PageHeader title={isNotFound(plan.error) ? 'Livro não encontrado' : 'Livro'} back={back} />
        <ErrorState
          error={plan.error}
          fallback="Não foi possível carregar o livro."
          onRetry={() => void plan.refetch()}
        />
      </>
    );
  }

  const data = plan.data;
  const locked = data.lessons.some((lesson) => lesson.locked);
  const fullById = new Map((lessons.data?.results ?? []).map((lesson) => [lesson.id, lesson]));
  const toggle = (lessonId: number) => {
    const next = new URLSearchParams(params);
    if (openId === lessonId) next.delete('aula');
    else next.set('aula', String(lessonId));
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <BackLink {...back} />
      <PlanHeader
        plan={data}
        actions={
          !locked && (
            <>
              {data.is_custom ? (
                <SharePlanButton planId={data.id} title={data.title} />
              ) : (
                <CopyPlanButton planId={data.id} title={data.title} />
              )}
              <PdfVersionsButton
                action="print"
                printTeacherPage={print}
                url={routeUrl(printRoutes.plan, { lessonplanId: data.id })}
                size="medium"
              />
              <PdfVersionsButton url={routeUrl(printRoutes.plan, { lessonplanId: data.id })} size="medium" />
            </>
          )
        }
      />
      {locked && (
        <Alert
          severity="info"
          icon={<LockOutlined />}
          sx={{ mb: 3 }}
          action={<UpgradeButton label="Assinar" size="small" />}
        >
          <AlertTitle>Livro exclusivo para assinantes</AlertTitle>
          Você pode ver o resumo e favoritar as aulas. Assine um plano para ler o passo a passo, baixar os
          anexos e copiar o livro para adaptá-lo.
        </Alert>
      )}
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Aulas
      </Typography>
      {lessons.isError && (
        <ErrorState
          error={lessons.error}
          fallback="Não foi possível carregar as aulas."
          onRetry={() => void lessons.refetch()}
        />
      )}
      {data.lessons.length === 0 ? (
        <EmptyState title="Este livro ainda não tem aulas">
          {data.is_custom
            ? 'Adicione aulas em Meus livros.'
            : 'As aulas aparecem aqui assim que forem publicadas.'}
        </EmptyState>
      ) : (
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {data.lessons.map((lesson, index) => (
            // The first lesson stays on the sheet with "Aulas": a break there would orphan the heading.
            <li key={lesson.id} className={printing && index > 0 ? 'print-break' : undefined}>
              <LessonItem
                printing={printing}
                lesson={lesson}
                full={fullById.get(lesson.id)}
                number={index + 1}
                open={openId === lesson.id}
                found={search !== null && openId === lesson.id}
                onToggle={() => toggle(lesson.id)}
              />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
