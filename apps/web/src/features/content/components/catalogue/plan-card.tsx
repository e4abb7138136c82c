import type { LessonPlan, SearchMatch } from '@aula/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
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
import { cardAction, outlinedCard, smallChip, themeClasses } from '@/components/theme-classes';

/**
 * The card's parts, as MUI's outlined Card, CardActionArea, CardContent, Typography and small Chips
 * draw them, in classes built once (themeClasses): a catalogue shows dozens of cards, a home four, and
 * each drawn with MUI's components cost a phone ~25 ms.
 */
const usePlanCardClasses = themeClasses((theme) => {
  const chip = { ...smallChip(theme), borderRadius: 12 };
  return {
    card: {
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      overflow: 'hidden',
      ...outlinedCard(theme),
    },
    action: { ...cardAction(theme), flexGrow: 1, display: 'flex', flexDirection: 'column' },
    coverBox: { position: 'relative' },
    premium: { position: 'absolute', top: 8, right: 8 },
    content: { flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 8, padding: 16 },
    stage: { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary, fontWeight: 600 },
    title: { ...theme.typography.subtitle1, margin: 0, fontWeight: 700, lineHeight: 1.3 },
    description: {
      ...theme.typography.body2,
      margin: 0,
      color: theme.palette.text.secondary,
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    chips: { display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 'auto', paddingTop: 8 },
    filledChip: { ...chip, backgroundColor: theme.palette.action.selected },
    outlinedChip: { ...chip, padding: '0 7px', border: `1px solid ${theme.palette.grey[400]}` },
  };
});

/**
 * A plan in a grid: the whole card opens it. A search result also says why it matched: its words
 * marked, and the lessons found, each opening the plan at that lesson.
 * Memoized: the list around it re-renders for reasons of its own (a home being shown, a filter typed)
 * with the same plans.
 */
export const PlanCard = memo(function PlanCard({
  plan,
  to,
  headingLevel: Heading = 'h2',
  match,
  search = '',
}: {
  plan: LessonPlan;
  to: string;
  headingLevel?: 'h2' | 'h3';
  match?: SearchMatch | null | undefined;
  search?: string;
}) {
  const classes = usePlanCardClasses();
  const componente = componenteOf(plan);
  const extraCodes = plan.bncc_codes.length - 3;
  return (
    <div className={classes.card}>
      <RouterLink to={to} className={classes.action}>
        <div className={classes.coverBox}>
          <PlanCover plan={plan} />
          {plan.premium && (
            <div className={classes.premium}>
              <PremiumChip />
            </div>
          )}
        </div>
        <div className={classes.content}>
          <span className={classes.stage}>
            {[stageLine(plan), componente].filter(Boolean).join(' · ') || 'Livro próprio'}
          </span>
          <Heading className={classes.title}>
            {match ? <Highlighted segments={match.title} /> : plan.title}
          </Heading>
          {plan.description && (
            <p className={classes.description}>
              {match?.description.length ? <Highlighted segments={match.description} /> : plan.description}
            </p>
          )}
          <div className={classes.chips}>
            <span className={classes.filledChip}>{lessonsCountLabel(plan.lessons_count)}</span>
            {plan.bncc_codes.slice(0, 3).map((code) => (
              <span key={code} className={classes.outlinedChip}>
                {code}
              </span>
            ))}
            {extraCodes > 0 && <span className={classes.outlinedChip}>{`+${extraCodes}`}</span>}
          </div>
        </div>
      </RouterLink>
      {match && <SearchMatchLessons planId={plan.id} planTitle={plan.title} match={match} search={search} />}
    </div>
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
