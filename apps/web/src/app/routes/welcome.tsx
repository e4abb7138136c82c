import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfile } from '@/lib/profile';
import { CardGrid } from '@/components/card-grid';
import { outlinedCard, themeClasses } from '@/components/theme-classes';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { ProfileLoadError } from './profile-load-error';
import { useInTurns } from '@/components/reveal-when-settled';

/** "Olá, {first_name}!" with loading and error states, for the area home pages. */
export function WelcomeHeading({ title, children }: { title: string; children: ReactNode }) {
  const { data: profile, isPending, isError, refetch } = useProfile();
  return (
    <Box sx={{ mb: 4 }}>
      <title>{`${title} | Aula`}</title>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {profile ? (
          `Olá, ${profile.first_name || profile.username}!`
        ) : isPending ? (
          <Skeleton width={220} role="status" aria-label="Carregando" />
        ) : (
          'Olá!'
        )}
      </Typography>
      {isError && <ProfileLoadError sx={{ mt: 2 }} onRetry={() => void refetch()} />}
      <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: 720 }}>{children}</Typography>
    </Box>
  );
}

/** An area home's sections while their first data comes: one loading state, so none jumps. */
export function HomeSkeleton() {
  return (
    <LoadingSkeleton label="Carregando o início…">
      <RowsSkeleton rows={3} height={120} gap={4} />
    </LoadingSkeleton>
  );
}

export interface Offer {
  title: string;
  description: string;
  icon: ReactNode;
  /** A built screen; offers whose screen is still coming have no link. */
  to?: string;
  action?: string;
}

/** An offer card's parts, as MUI's outlined Paper and Typography draw them, in classes built once. */
const useOfferClasses = themeClasses((theme) => {
  const description = {
    ...theme.typography.body1,
    margin: 0,
    flexGrow: 1,
    color: theme.palette.text.secondary,
  };
  return {
    card: { display: 'flex', flexDirection: 'column', gap: 8, padding: 24, ...outlinedCard(theme) },
    icon: { display: 'flex', color: theme.palette.primary.main },
    title: { ...theme.typography.h6, margin: 0, fontWeight: 700 },
    largeTitle: { ...theme.typography.h5, margin: 0, fontWeight: 700 },
    description,
    largeDescription: { ...description, fontSize: '1.125rem' },
    action: { marginTop: 8 },
  };
});

/** What the area offers, as a grid of cards. */
export function OfferGrid({ offers, large = false }: { offers: readonly Offer[]; large?: boolean }) {
  const shown = useInTurns(offers.length);
  const classes = useOfferClasses();
  return (
    <CardGrid columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}>
      {offers.slice(0, shown).map((offer) => (
        <li key={offer.title} className={classes.card}>
          <div aria-hidden="true" className={classes.icon}>
            {offer.icon}
          </div>
          <h2 className={large ? classes.largeTitle : classes.title}>{offer.title}</h2>
          <p className={large ? classes.largeDescription : classes.description}>{offer.description}</p>
          {offer.to && (
            <div className={classes.action}>
              <Button component={Link} to={offer.to} variant="outlined" size={large ? 'large' : 'medium'}>
                {offer.action ?? 'Abrir'}
              </Button>
            </div>
          )}
        </li>
      ))}
    </CardGrid>
  );
}
