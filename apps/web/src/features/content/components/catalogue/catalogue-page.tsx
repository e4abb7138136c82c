import { routePath, spaRoutes } from '@aula/contracts';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { CATALOGUE_PAGE_SIZE, useCatalogue } from '../../api/catalogue';
import { filtersFromParams, filtersToParams, type FilterKey } from '../../api/catalogue-filters';
import { CatalogueFilters } from './catalogue-filters';
import { PlanCard, PlanGrid } from './plan-card';
import { PageNav } from '../ui/page-nav';

/** /dashboard/books: the catalogue, searched and filtered through the URL. */
export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const catalogue = useCatalogue(filters);

  const update = (changes: Partial<Record<FilterKey, string>> & { page?: number }) => {
    // Any filter change starts again from the first page.
    setParams(filtersToParams({ ...filters, page: 1, ...changes }), { replace: changes.page === undefined });
  };
  const clear = () => setParams(new URLSearchParams());

  const data = catalogue.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / CATALOGUE_PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader
        title="Livros"
        subtitle="Planos de aula prontos, alinhados à BNCC. Encontre por tema, etapa, ano, componente ou código."
      />
      <CatalogueFilters filters={filters} onChange={update} onClear={clear} />
      {catalogue.isPending ? (
        <LoadingState label="Carregando livros…" />
      ) : catalogue.isError ? (
        <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : data!.count === 0 ? (
        <EmptyState
          icon={<SearchOff />}
          title="Nenhum livro encontrado"
          action={<Button onClick={clear}>Limpar filtros</Button>}
        >
          Tente outras palavras ou menos filtros. A busca ignora acentos e aceita códigos da BNCC, como
          EF05MA12.
        </EmptyState>
      ) : (
        <>
          <Box sx={{ minHeight: 4, mb: 1 }}>
            {catalogue.isFetching && <LinearProgress aria-label="Atualizando" />}
          </Box>
          <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
            {data!.count === 1 ? '1 livro encontrado' : `${data!.count} livros encontrados`}
          </Typography>
          <PlanGrid>
            {data!.results.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} to={routePath(spaRoutes.teacherBook, { id: plan.id })} />
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
