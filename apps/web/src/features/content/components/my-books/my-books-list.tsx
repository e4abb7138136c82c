import { routePath, SEARCH_MAX_LENGTH, spaRoutes, type LessonPlan } from '@aula/contracts';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SearchField } from '@/components/search-field';
import { useSnackbar } from '@/lib/toast';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { useCopyPlan, useCustomPlans, useCustomQuota, useDeleteCustomPlan } from '../../api/custom-plans';
import { isPlanLimitError } from '../../errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Highlighted } from '../ui/highlighted';
import { PlanCover } from '../ui/plan-cover';
import { componenteOf, lessonsCountLabel, stageLine } from '../ui/plan-labels';
import { CopyFromCatalogueDialog } from './copy-from-catalogue-dialog';
import { QuotaBanner } from './quota-banner';
import { CardGrid } from '@/components/card-grid';

/** The teacher's own books, with the plan's limit shown before it is reached. */
export function MyBooksList({ onEdit, onCreate }: { onEdit: (id: number) => void; onCreate: () => void }) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const plans = useCustomPlans(term);
  const quota = useCustomQuota();
  const copy = useCopyPlan();
  const remove = useDeleteCustomPlan();
  const { enqueueSnackbar } = useSnackbar();
  const [copying, setCopying] = useState(false);
  const [deleting, setDeleting] = useState<LessonPlan | null>(null);
  const full = quota.data ? quota.data.remaining === 0 : false;

  const actions = (
    <>
      <Button variant="contained" startIcon={<Add />} disabled={full || !quota.data} onClick={onCreate}>
        Novo livro
      </Button>
      <Button
        variant="outlined"
        startIcon={<ContentCopy />}
        disabled={full || !quota.data}
        onClick={() => setCopying(true)}
      >
        Copiar do catálogo
      </Button>
    </>
  );

  return (
    <>
      <PageHeader
        title="Meus livros"
        subtitle="Crie seus próprios livros de aulas ou copie um do catálogo para adaptar."
        actions={actions}
      />
      {quota.data && <QuotaBanner quota={quota.data} />}
      {(term || (plans.data?.count ?? 0) > 3) && (
        <SearchField
          type="search"
          label="Buscar nos meus livros"
          value={search}
          onSearch={setSearch}
          maxLength={SEARCH_MAX_LENGTH}
          sx={{ mb: 2 }}
        />
      )}
      {plans.isPending ? (
        <LoadingState label="Carregando seus livros…" />
      ) : plans.isError ? (
        <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.count === 0 && term ? (
        <EmptyState icon={<SearchOff />} title="Nenhum livro seu encontrado">
          Tente outras palavras: a busca ignora acentos e também procura nas aulas.
        </EmptyState>
      ) : plans.data.count === 0 ? (
        <EmptyState icon={<LibraryBooksOutlined />} title="Você ainda não tem livros próprios">
          Use “Novo livro” para montar uma sequência do zero, ou “Copiar do catálogo” para partir de um livro
          pronto.
        </EmptyState>
      ) : (
        <CardGrid columns={{ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }}>
          {plans.data.results.map((plan) => (
            <li key={plan.id}>
              <Card
                variant="outlined"
                sx={{ borderRadius: 3, height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <PlanCover plan={plan} height={110} />
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                    {plan.search_match ? <Highlighted segments={plan.search_match.title} /> : plan.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {[stageLine(plan), componenteOf(plan), lessonsCountLabel(plan.lessons_count)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => onEdit(plan.id)}
                    aria-label={`Editar ${plan.title}`}
                  >
                    Editar
                  </Button>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={routePath(spaRoutes.teacherBook, { id: plan.id })}
                    aria-label={`Abrir ${plan.title}`}
                  >
                    Abrir
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(plan)}
                    aria-label={`Excluir ${plan.title}`}
                  >
                    Excluir
                  </Button>
                </CardActions>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
      <CopyFromCatalogueDialog
        open={copying}
        pending={copy.isPending}
        onClose={() => setCopying(false)}
        onCopy={async (id) => {
          try {
            const created = await copy.mutateAsync(id);
            setCopying(false);
            enqueueSnackbar(`“${created.title}” foi copiado para Meus livros.`, { variant: 'success' });
            onEdit(created.id);
          } catch (error) {
            enqueueSnackbar(errorMessage(error, 'Não foi possível copiar o livro.'), {
              variant: isPlanLimitError(error) ? 'warning' : 'error',
            });
          }
        }}
      />
      <ConfirmDeleteDialog
        deleting={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title="Excluir livro?"
        confirmLabel="Excluir livro"
        deletedMessage={(deleted) => `“${deleted.title}” foi excluído.`}
      >
        “{deleting?.title}” e todas as suas aulas serão excluídos. As turmas que usam essas aulas deixarão de
        vê-las.
      </ConfirmDeleteDialog>
    </>
  );
}
