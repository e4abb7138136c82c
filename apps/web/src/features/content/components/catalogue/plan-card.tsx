import type { LessonPlan } from '@aula/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PlanCover } from '../ui/plan-cover';
import { componenteOf, lessonsCountLabel, stageLine } from '../ui/plan-labels';
import { PremiumChip } from '../ui/premium-chip';

/** A plan in a grid: the whole card opens it. */
export function PlanCard({
  plan,
  to,
  headingLevel = 'h2',
}: {
  plan: LessonPlan;
  to: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const componente = componenteOf(plan);
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <PlanCover url={plan.cover_url} seed={plan.id} />
          {plan.premium && (
            <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
              <PremiumChip />
            </Box>
          )}
        </Box>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {[stageLine(plan), componente].filter(Boolean).join(' · ') || 'Livro próprio'}
          </Typography>
          <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {plan.title}
          </Typography>
          {plan.description && (
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {plan.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 'auto', pt: 1 }}>
            <Chip size="small" label={lessonsCountLabel(plan.lessons_count)} />
            {plan.bncc_codes.slice(0, 3).map((code) => (
              <Chip key={code} size="small" variant="outlined" label={code} />
            ))}
            {plan.bncc_codes.length > 3 && (
              <Chip size="small" variant="outlined" label={`+${plan.bncc_codes.length - 3}`} />
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Cards in a responsive grid: one column on a phone, up to four on a wide screen. */
export function PlanGrid({
  children,
  columns = 'catalogue',
}: {
  children: React.ReactNode;
  columns?: 'catalogue' | 'row';
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns:
          columns === 'row'
            ? { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }
            : { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
