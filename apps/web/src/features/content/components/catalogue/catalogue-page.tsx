import { CATALOGUE_PAGE_SIZE, routePath, spaRoutes } from '@aula/contracts';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { LoadingSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { plural } from '@/lib/plural';
import { useCatalogue } from '../../api/catalogue';
import { filtersFromParams, filtersToParams, type FilterKey } from '../../api/catalogue-filters';
import { CatalogueFilters } from './catalogue-filters';
import { PlanCard, PlanCardSkeleton, PlanGrid } from './plan-card';
import { PageNav, usePageCount } from '../ui/page-nav';

/** /dashboard/books: the catalogue, searched and filtered through the URL. */
export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const catalogue = useCatalogue(filters);

  /**
   * Any filter change starts again from the first page. Typing replaces the history entry; a new
   * page, a filter chosen or a search sent on purpose (Enter, a suggestion) adds one for the back
   * button.
   */
  const update = (changes: Partial<Record<FilterKey, string>> & { page?: number }, push = false) => {
    setParams(filtersToParams({ ...filters, page: 1, ...changes }), {
      replace: !push && changes.page === undefined,
    });
  };
  const clear = () => setParams(new URLSearchParams());

  const data = catalogue.data;
  const pages = usePageCount(catalogue, CATALOGUE_PAGE_SIZE, filters.page, (last) =>
    setParams(filtersToParams({ ...filters, page: last }), { replace: true }),
  );

  return (
    <>
      <PageHeader
        title="Livros"
        subtitle="Planos de aula prontos, alinhados à BNCC. Encontre por tema, etapa, ano, componente ou código."
      />
      <CatalogueFilters filters={filters} onChange={update} onClear={clear} />
      {catalogue.isPending ? (
        <LoadingSkeleton label="Carregando livros…">
          <Box sx={{ minHeight: 4, mb: 1 }} />
          <Typography sx={{ mb: 2 }}>
            <Skeleton width={160} />
          </Typography>
          <PlanGrid>
            {Array.from({ length: CATALOGUE_PAGE_SIZE }, (_, index) => (
              <li key={index}>
                <PlanCardSkeleton />
              </li>
            ))}
          </PlanGrid>
        </LoadingSkeleton>
      ) : catalogue.isError ? (
        <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : data!.count === 0 ? (
        <EmptyState
          icon={<SearchOff />}
          title="Nenhum livro encontrado"
          action={<Button onClick={clear}>Limpar filtros</Button>}
        >
          Tente outras palavras ou menos filtros. A busca ignora acentos, encontra singular e plural, títulos
          de aulas, nomes de componentes e códigos da BNCC completos ou pelo início, como EF05MA.
        </EmptyState>
      ) : (
        <>
          <Box sx={{ minHeight: 4, mb: 1 }}>
            {catalogue.isFetching && <LinearProgress aria-label="Atualizando" />}
          </Box>
          {data!.suggestion && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Nada encontrado para “{filters.search}”. Você quis dizer{' '}
              <Link component="button" onClick={() => update({ search: data!.suggestion! }, true)}>
                {data!.suggestion}
              </Link>
              ? Mostrando os resultados para “{data!.suggestion}”.
            </Alert>
          )}
          <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
            {plural(data!.count, 'livro encontrado', 'livros encontrados')}
            {/* Not for a search of no words ("?!", a lone letter): the API then lists the catalogue in order. */}
            {data!.results.some((plan) => plan.search_match) && !data!.suggestion
              ? ', os mais relevantes primeiro'
              : ''}
          </Typography>
          <PlanGrid>
            {data!.results.map((plan) => (
              <li key={plan.id}>
                <PlanCard
                  plan={plan}
                  to={routePath(spaRoutes.teacherBook, { id: plan.id })}
                  match={plan.search_match}
                  search={data!.suggestion ?? filters.search}
                />
              </li>
            ))}
          </PlanGrid>
          <PageNav
            label="Páginas do catálogo"
            pages={pages}
            page={filters.page}
            onChange={(next) => {
              update({ page: next });
              window.scrollTo({ top: 0 });
            }}
            compact
          />
        </>
      )}
    </>
  );
}
