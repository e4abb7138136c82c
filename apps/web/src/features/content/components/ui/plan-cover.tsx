import type { LessonPlan } from '@aula/contracts';
import Box from '@mui/material/Box';
import { coverIllustration } from './cover-illustration';
import { componenteOf } from './plan-labels';

/** What the picture shows, for screen readers: the plan's cover, or the drawing of its componente. */
export function coverAlt(plan: Pick<LessonPlan, 'cover_url' | 'componente' | 'title'>): string {
  if (plan.cover_url) return `Capa de ${plan.title}`;
  const componente = componenteOf(plan);
  return componente ? `Ilustração de ${componente}` : 'Ilustração de livro';
}

/** A plan's uploaded cover, or else the drawing of its componente. */
export const coverSource = (plan: Pick<LessonPlan, 'cover_url' | 'componente' | 'etapa'>) =>
  plan.cover_url ?? coverIllustration(plan);

/** A plan's cover picture (coverSource). */
export function PlanCover({
  plan,
  height = 140,
}: {
  plan: Pick<LessonPlan, 'cover_url' | 'componente' | 'etapa' | 'title'>;
  height?: number | Record<string, number>;
}) {
  return (
    <Box
      component="img"
      src={coverSource(plan)}
      alt={coverAlt(plan)}
      loading="lazy"
      sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: 'grey.100' }}
    />
  );
}
