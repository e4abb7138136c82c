import type { LessonPlan } from '@aula/contracts';
import Box from '@mui/material/Box';
import { coverIllustration } from './cover-illustration';

/**
 * A plan's uploaded cover, or else the drawing of its componente. Decorative (empty alt) everywhere:
 * each place that shows a cover also names the plan and its componente in text beside it.
 */
export function PlanCover({
  plan,
  height = 140,
}: {
  plan: Pick<LessonPlan, 'cover_url' | 'componente' | 'etapa'>;
  height?: number | Record<string, number>;
}) {
  return (
    <Box
      component="img"
      src={plan.cover_url ?? coverIllustration(plan)}
      alt=""
      loading="lazy"
      sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: 'grey.100' }}
    />
  );
}
