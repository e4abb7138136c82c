import { spaRoutes } from '@aula/contracts';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { BackLink } from '@/components/back-link';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { isNotFound } from '@/lib/error-message';
import { useLessonPlan, usePlanLessons } from '../../api/catalogue';
import { UpgradeButton } from '../ui/upgrade-button';
import { CopyPlanButton } from './copy-plan-button';
import { LessonItem } from './lesson-item';
import { PlanHeader } from './plan-header';

/** /dashboard/books/:id — a plan, its lessons in order, each one readable in place (`?aula=`). */
export function PlanPage() {
  const id = Number(useParams().id);
  const plan = useLessonPlan(id);
  const lessons = usePlanLessons(id);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('aula')) || null;
  const back = { to: spaRoutes.teacherBooks, label: 'Voltar aos livros' };

  if (plan.isPending) return <LoadingState label="Carregando o livro…" />;
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
        actions={!data.is_custom && !locked && <CopyPlanButton planId={data.id} title={data.title} />}
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
            <li key={lesson.id}>
              <LessonItem
                lesson={lesson}
                full={fullById.get(lesson.id)}
                number={index + 1}
                open={openId === lesson.id}
                onToggle={() => toggle(lesson.id)}
              />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
