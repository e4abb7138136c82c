import { COMPONENTES, ETAPAS, SEARCH_MAX_LENGTH } from '@aula/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchField } from '@/components/search-field';
import { useUrlSyncedText } from '@/lib/use-url-synced-text';

export interface AdminFilters {
  search: string;
  etapa: string;
  componente: string;
  published: string;
}

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
  const [search, setSearch] = useUrlSyncedText(filters.search, (text) => onChange({ search: text }));
  const select = (
    key: 'etapa' | 'componente' | 'published',
    label: string,
    options: readonly { value: string; label: string }[],
    all: 'Todos' | 'Todas' = 'Todos',
  ) => (
    <TextField
      select
      label={label}
      value={filters[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
      fullWidth
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      component="search"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', lg: '2fr 1fr 1fr 1fr' },
        mb: 3,
      }}
    >
      <SearchField
        type="search"
        label={searchLabel}
        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}
        value={search}
        onSearch={setSearch}
        maxLength={SEARCH_MAX_LENGTH}
      />
      {select('etapa', 'Etapa', ETAPAS, 'Todas')}
      {select('componente', 'Componente', COMPONENTES)}
      {select(
        'published',
        'Situação',
        [
          { value: 'true', label: 'Publicados' },
          { value: 'false', label: 'Rascunhos' },
        ],
        'Todas',
      )}
    </Box>
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
