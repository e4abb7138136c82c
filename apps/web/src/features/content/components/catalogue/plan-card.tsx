import type { LessonPlan, SearchMatch } from '@aula/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { PlanCover } from '../ui/plan-cover';
import { componenteOf, lessonsCountLabel, stageLine } from '../ui/plan-labels';
import { PremiumChip } from '../ui/premium-chip';
import { Highlighted } from '../ui/highlighted';
import { SearchMatchLessons } from './search-match-lessons';
import { CardGrid } from '@/components/card-grid';

/**
 * A plan in a grid: the whole card opens it. A search result also says why it matched: its words
 * marked, and the lessons found, each opening the plan at that lesson.
 * Memoized: a card is a few dozen components, and the list around it re-renders for reasons of its
 * own (a home being shown, a filter typed) with the same plans.
 */
export const PlanCard = memo(function PlanCard({
  plan,
  to,
  headingLevel = 'h2',
  match,
  search = '',
}: {
  plan: LessonPlan;
  to: string;
  headingLevel?: 'h2' | 'h3';
  match?: SearchMatch | null | undefined;
  search?: string;
}) {
  const componente = componenteOf(plan);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', borderRadius: 3, display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <PlanCover plan={plan} />
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
            {match ? <Highlighted segments={match.title} /> : plan.title}
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
              {match?.description.length ? <Highlighted segments={match.description} /> : plan.description}
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
      {match && <SearchMatchLessons planId={plan.id} planTitle={plan.title} match={match} search={search} />}
    </Card>
  );
});

/** A PlanCard's cover, lines and chips, in the same boxes, while the catalogue loads. */
export function PlanCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <Skeleton variant="rectangular" height={140} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="caption">
          <Skeleton />
          <Skeleton width="50%" />
        </Typography>
        <Typography variant="subtitle1" sx={{ lineHeight: 1.3 }}>
          <Skeleton />
          <Skeleton width="70%" />
        </Typography>
        <Typography variant="body2">
          <Skeleton />
          <Skeleton width="80%" />
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, pt: 1 }}>
          <Skeleton variant="rounded" width={72} height={24} />
          <Skeleton variant="rounded" width={72} height={24} />
        </Box>
      </CardContent>
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
    <CardGrid
      columns={
        columns === 'row'
          ? { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }
          : { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' }
      }
      sx={{ '& > li': { minWidth: 0 } }}
    >
      {children}
    </CardGrid>
  );
}
