import { COMPONENTES, ETAPAS } from '@aula/contracts';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

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
  const [search, setSearch] = useState(filters.search);
  const debounced = useDebouncedValue(search);
  // Follow the URL when it changes elsewhere, not when it catches up with the typing.
  const [seen, setSeen] = useState(filters.search);
  if (seen !== filters.search) {
    setSeen(filters.search);
    if (filters.search !== search.trim()) setSearch(filters.search);
  }
  useEffect(() => {
    if (debounced.trim() !== filters.search) onChange({ search: debounced.trim() });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
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
      <TextField
        type="search"
        label={searchLabel}
        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
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
