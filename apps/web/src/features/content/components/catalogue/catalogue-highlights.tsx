import { routePath, spaRoutes } from '@aula/contracts';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadingSkeleton } from '@/components/skeletons';
import { ErrorState } from '@/components/states';
import { useInTurns } from '@/components/reveal-when-settled';
import { useCatalogue } from '../../api/catalogue';
import { PlanCard, PlanCardSkeleton, PlanGrid } from './plan-card';

const HIGHLIGHTS = 4;

/** "Destaques do catálogo" on the teacher's home: the first plans in the team's order. */
export function CatalogueHighlights() {
  const catalogue = useCatalogue({}, HIGHLIGHTS);
  const cards = useInTurns(catalogue.data?.results.length ?? 0);
  if (catalogue.data?.count === 0) return null;
  return (
    <Box component="section" aria-labelledby="destaques-titulo" sx={{ mb: 4 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id="destaques-titulo" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Destaques do catálogo
        </Typography>
        <Button component={RouterLink} to={spaRoutes.teacherBooks} endIcon={<ArrowForward />}>
          Ver todos os livros
        </Button>
      </Box>
      {catalogue.isError ? (
        <ErrorState
          error={catalogue.error}
          fallback="Não foi possível carregar os destaques."
          onRetry={() => void catalogue.refetch()}
        />
      ) : catalogue.isPending ? (
        <LoadingSkeleton label="Carregando os destaques…">
          <PlanGrid columns="row">
            {Array.from({ length: HIGHLIGHTS }, (_, index) => (
              <li key={index}>
                <PlanCardSkeleton />
              </li>
            ))}
          </PlanGrid>
        </LoadingSkeleton>
      ) : (
        <PlanGrid columns="row">
          {catalogue.data.results.slice(0, cards).map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                headingLevel="h3"
                to={routePath(spaRoutes.teacherBook, { id: plan.id })}
              />
            </li>
          ))}
        </PlanGrid>
      )}
    </Box>
  );
}
