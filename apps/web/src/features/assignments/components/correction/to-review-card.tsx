import { spaRoutes } from '@aula/contracts';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { plural } from '@/lib/plural';
import { useReviewQueue } from '../../api/review-queue';

/** The teacher's home: how many hand-ins wait for her, and the way to them. */
export function ToReviewCard() {
  const queue = useReviewQueue();
  const count = queue.data?.count ?? 0;
  return (
    <Paper
      component="section"
      aria-labelledby="para-corrigir-titulo"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, mb: 4, borderRadius: 3 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <FactCheckOutlined color="primary" fontSize="large" aria-hidden="true" />
        <Stack sx={{ flex: 1 }}>
          <Typography id="para-corrigir-titulo" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Para corrigir
          </Typography>
          {queue.isPending ? (
            <Skeleton width={220} role="status" aria-label="Carregando…" />
          ) : queue.isError ? (
            <Typography sx={{ color: 'text.secondary' }}>
              Não foi possível contar as entregas agora.
            </Typography>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              {count === 0
                ? 'Nenhuma entrega esperando correção.'
                : `${plural(count, 'entrega esperando', 'entregas esperando')} a sua correção.`}
            </Typography>
          )}
        </Stack>
        <Button
          component={RouterLink}
          to={spaRoutes.teacherReviewQueue}
          variant={count ? 'contained' : 'outlined'}
        >
          {count ? `Corrigir (${count})` : 'Ver entregas'}
        </Button>
      </Stack>
    </Paper>
  );
}
