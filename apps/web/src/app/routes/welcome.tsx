import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfile } from '@/lib/profile';
import { CardGrid } from '@/components/card-grid';
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

/** What the area offers, as a grid of cards. */
export function OfferGrid({ offers, large = false }: { offers: readonly Offer[]; large?: boolean }) {
  const shown = useInTurns(offers.length);
  return (
    <CardGrid columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}>
      {offers.slice(0, shown).map((offer) => (
        <Paper
          component="li"
          key={offer.title}
          variant="outlined"
          sx={{ p: 3, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex' }}>
            {offer.icon}
          </Box>
          <Typography variant={large ? 'h5' : 'h6'} component="h2" sx={{ fontWeight: 700 }}>
            {offer.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', flexGrow: 1, fontSize: large ? '1.125rem' : undefined }}>
            {offer.description}
          </Typography>
          {offer.to && (
            <Box sx={{ mt: 1 }}>
              <Button component={Link} to={offer.to} variant="outlined" size={large ? 'large' : 'medium'}>
                {offer.action ?? 'Abrir'}
              </Button>
            </Box>
          )}
        </Paper>
      ))}
    </CardGrid>
  );
}
