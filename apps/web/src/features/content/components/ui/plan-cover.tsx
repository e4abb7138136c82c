import type { LessonPlan } from '@aula/contracts';
import Box from '@mui/material/Box';
import { coverIllustration } from './cover-illustration';
import { componenteOf } from './plan-labels';
import { themeClasses } from '@/components/theme-classes';

/** What the picture shows, for screen readers: the plan's cover, or the drawing of its componente. */
function coverAlt(plan: Pick<LessonPlan, 'cover_url' | 'componente' | 'title'>): string {
  if (plan.cover_url) return `Capa de ${plan.title}`;
  const componente = componenteOf(plan);
  return componente ? `Ilustração de ${componente}` : 'Ilustração de livro';
}

const useCoverClasses = themeClasses((theme) => ({
  cover: { display: 'block', width: '100%', objectFit: 'cover', backgroundColor: theme.palette.grey[100] },
}));

/**
 * A plan's uploaded cover, or else the drawing of its componente. Drawn in every catalogue card, so its
 * look is a class built once (themeClasses); a height per breakpoint needs MUI's media queries.
 */
export function PlanCover({
  plan,
  height = 140,
}: {
  plan: Pick<LessonPlan, 'cover_url' | 'componente' | 'etapa' | 'title'>;
  height?: number | Record<string, number>;
}) {
  const classes = useCoverClasses();
  const image = {
    className: classes.cover,
    src: plan.cover_url ?? coverIllustration(plan),
    loading: 'lazy' as const,
  };
  return typeof height === 'number' ? (
    <img {...image} alt={coverAlt(plan)} style={{ height }} />
  ) : (
    <Box component="img" {...image} alt={coverAlt(plan)} sx={{ height }} />
  );
}
