import { formatDuration, routePath, spaRoutes } from '@aula/contracts';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useFavorites, useRemoveFavorite } from '../../api/favorites';
import { PremiumChip } from '../ui/premium-chip';
import { PageNav, usePageCount } from '../ui/page-nav';

const PAGE_SIZE = 20;
const lessonLink = (planId: number, lessonId: number) =>
  `${routePath(spaRoutes.teacherBook, { id: planId })}?aula=${lessonId}`;

/** /dashboard/favorites: favourite lessons, newest first, each one linking to its place in its plan. */
export function FavoritesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const favorites = useFavorites(page);
  const remove = useRemoveFavorite();
  const { enqueueSnackbar } = useSnackbar();
  const toPage = (next: number, replace = false) =>
    setParams(next === 1 ? {} : { page: String(next) }, { replace });
  const pages = usePageCount(favorites, PAGE_SIZE, page, (last) => toPage(last, true));

  return (
    <>
      <PageHeader title="Favoritos" subtitle="As aulas que você marcou para encontrar depressa." />
      {favorites.isPending ? (
        <LoadingState label="Carregando favoritos…" />
      ) : favorites.isError ? (
        <ErrorState error={favorites.error} onRetry={() => void favorites.refetch()} />
      ) : favorites.data.count === 0 ? (
        <EmptyState
          icon={<FavoriteBorder />}
          title="Você ainda não favoritou aulas"
          action={
            <Button variant="contained" component={RouterLink} to={spaRoutes.teacherBooks}>
              Explorar livros
            </Button>
          }
        >
          Abra um livro e use “Favoritar” nas aulas que quiser guardar.
        </EmptyState>
      ) : (
        <>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            {favorites.data.results.map((favorite) => {
              const lesson = favorite.lesson_detail;
              return (
                <Paper
                  component="li"
                  key={favorite.id}
                  variant="outlined"
                  sx={{
                    p: 2,
                    borderRadius: 3,
                    display: 'flex',
                    flexDirection: { xs: 'column', sm: 'row' },
                    gap: 1.5,
                    alignItems: { sm: 'center' },
                  }}
                >
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                      <Link
                        component={RouterLink}
                        to={lessonLink(lesson.lesson_plan, lesson.id)}
                        underline="hover"
                      >
                        {lesson.title}
                      </Link>
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      Livro: {lesson.lesson_plan_title}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                      <Chip
                        size="small"
                        variant="outlined"
                        icon={<Schedule />}
                        label={formatDuration(lesson.duration_minutes)}
                      />
                      {lesson.premium && <PremiumChip />}
                    </Box>
                  </Box>
                  <Button
                    color="error"
                    disabled={remove.isPending}
                    aria-label={`Remover dos favoritos: ${lesson.title}`}
                    onClick={async () => {
                      try {
                        await remove.mutateAsync(favorite.id);
                        enqueueSnackbar('Aula removida dos favoritos.', { variant: 'info' });
                      } catch (error) {
                        enqueueSnackbar(errorMessage(error, 'Não foi possível remover.'), {
                          variant: 'error',
                        });
                      }
                    }}
                  >
                    Remover
                  </Button>
                </Paper>
              );
            })}
          </Box>
          <PageNav
            label="Páginas dos favoritos"
            pages={pages}
            page={page}
            onChange={(next) => toPage(next)}
          />
        </>
      )}
    </>
  );
}
