import { spaRoutes } from '@aula/contracts';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { revealToken } from '@/lib/url-secrets';
import { useSnackbar } from '@/lib/toast';
import { useCopySharedPlan, useSharedPlan } from '../../api/plan-shares';
import { isPlanLimitError } from '../../errors';
import { PlanHeader } from '../plan/plan-header';
import { UpgradeButton } from '../ui/upgrade-button';

/** /dashboard/shared-books/:token — a colleague's plan, shared by link, ready to copy. */
export function SharedPlanPage() {
  const token = revealToken(useLocation().pathname, useParams().token);
  const shared = useSharedPlan(token);
  const copy = useCopySharedPlan(token);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  if (shared.isPending) return <LoadingState label="Carregando o livro compartilhado…" />;
  if (shared.isError) {
    return (
      <>
        <PageHeader title="Livro compartilhado" />
        <ErrorState
          error={shared.error}
          fallback="Não foi possível abrir o livro compartilhado."
          onRetry={() => void shared.refetch()}
        />
      </>
    );
  }

  const { lessonplan: plan, shared_by: sharedBy, lesson_titles: titles } = shared.data;
  const copyIt = async () => {
    try {
      const created = await copy.mutateAsync();
      enqueueSnackbar(`“${plan.title}” foi copiado para Meus livros.`, { variant: 'success' });
      await navigate(`${spaRoutes.teacherMyBooks}?livro=${created.id}`);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Não foi possível copiar o livro.'), {
        variant: isPlanLimitError(error) ? 'warning' : 'error',
      });
    }
  };

  return (
    <>
      <Alert severity="info" sx={{ mb: 3 }}>
        {sharedBy} compartilhou este livro com você. Copie-o para os seus livros para ler e adaptar as aulas.
      </Alert>
      <PlanHeader
        plan={{ ...plan, premium: false }}
        actions={
          <Button variant="contained" startIcon={<ContentCopy />} disabled={copy.isPending} onClick={copyIt}>
            {copy.isPending ? 'Copiando…' : 'Copiar para meus livros'}
          </Button>
        }
      />
      {copy.isError && isPlanLimitError(copy.error) && (
        <Alert severity="warning" sx={{ mb: 3 }} action={<UpgradeButton label="Ver planos" size="small" />}>
          {errorMessage(copy.error, 'Não foi possível copiar o livro.')}
        </Alert>
      )}
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Aulas
      </Typography>
      {titles.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Este livro ainda não tem aulas.</Typography>
      ) : (
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          {titles.map((title, index) => (
            <li key={index}>
              <Typography>{title}</Typography>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
