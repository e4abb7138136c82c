import type { LessonPlanDetail } from '@aula/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PlanCover } from '../ui/plan-cover';
import { componenteOf, lessonsCountLabel, stageLine } from '../ui/plan-labels';
import { PremiumChip } from '../ui/premium-chip';
import { BnccCode } from '@/components/bncc-code';

/** A plan as readers see it at the top of its page (also the admin preview). */
export function PlanHeader({
  plan,
  actions,
  headingLevel = 'h1',
}: {
  plan: Omit<LessonPlanDetail, 'lessons'>;
  actions?: ReactNode;
  /** Lower inside a preview (below the page's h1 or a section's h2), so the page keeps one h1. */
  headingLevel?: 'h1' | 'h2' | 'h3';
}) {
  const componente = componenteOf(plan);
  return (
    <Box
      component="header"
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
        alignItems: 'start',
        mb: 3,
      }}
    >
      {headingLevel === 'h1' && <title>{`${plan.title} | Aula`}</title>}
      <Box sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <PlanCover plan={plan} height={{ xs: 160, md: 200 }} />
      </Box>
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {[stageLine(plan), componente].filter(Boolean).join(' · ') || 'Livro próprio'}
        </Typography>
        <Typography variant="h4" component={headingLevel} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {plan.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {plan.premium && <PremiumChip />}
          {plan.is_custom && <Chip size="small" color="secondary" label="Meu livro" />}
          <Chip size="small" label={lessonsCountLabel(plan.lessons_count)} />
          {plan.collection && (
            <Chip size="small" variant="outlined" label={`Coleção ${plan.collection.name}`} />
          )}
          {plan.bncc_codes.map((code) => (
            <Chip key={code} size="small" variant="outlined" label={<BnccCode code={code} />} />
          ))}
        </Box>
        {plan.description && (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{plan.description}</Typography>
        )}
        {actions && (
          <Box className="no-print" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {actions}
          </Box>
        )}
      </Box>
    </Box>
  );
}
