import { COMPONENTES, ETAPAS, SEARCH_MAX_LENGTH } from '@aula/contracts';
import { FilterBar, SelectFilter, UrlSearchField } from '@/components/admin-kit/filter-bar';

export interface AdminFilters {
  search: string;
  etapa: string;
  componente: string;
  published: string;
}

const etapas = ETAPAS.map((e): [string, string] => [e.value, e.label]);
const componentes = COMPONENTES.map((c): [string, string] => [c.value, c.label]);
const situations: [string, string][] = [
  ['true', 'Publicados'],
  ['false', 'Rascunhos'],
];

/** Search, etapa, componente and status for the admin lists (values live in the URL). */
export function AdminListFilters({
  filters,
  onChange,
  searchLabel,
}: {
  filters: AdminFilters;
  onChange: (changes: Partial<AdminFilters>) => void;
  searchLabel: string;
}) {
  return (
    <FilterBar>
      <UrlSearchField
        id="busca-conteudo"
        type="search"
        label={searchLabel}
        value={filters.search}
        onChange={(search) => onChange({ search })}
        maxLength={SEARCH_MAX_LENGTH}
      />
      <SelectFilter
        id="filtro-etapa"
        label="Etapa"
        value={filters.etapa}
        options={etapas}
        onChange={(etapa) => onChange({ etapa })}
        all="Todas"
      />
      <SelectFilter
        id="filtro-componente"
        label="Componente"
        value={filters.componente}
        options={componentes}
        onChange={(componente) => onChange({ componente })}
      />
      <SelectFilter
        id="filtro-situacao"
        label="Situação"
        value={filters.published}
        options={situations}
        onChange={(published) => onChange({ published })}
        all="Todas"
      />
    </FilterBar>
  );
}

export function adminFiltersFrom(params: URLSearchParams): AdminFilters & { page: number } {
  return {
    search: params.get('search') ?? '',
    etapa: ETAPAS.some((e) => e.value === params.get('etapa')) ? (params.get('etapa') as string) : '',
    componente: COMPONENTES.some((c) => c.value === params.get('componente'))
      ? (params.get('componente') as string)
      : '',
    published: ['true', 'false'].includes(params.get('published') ?? '')
      ? (params.get('published') as string)
      : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function adminFiltersQuery(filters: AdminFilters & { page: number }, pageSize: number): string {
  const params = new URLSearchParams();
  for (const key of ['search', 'etapa', 'componente', 'published'] as const)
    if (filters[key]) params.set(key, filters[key]);
  params.set('page', String(filters.page));
  params.set('page_size', String(pageSize));
  return params.toString();
}
