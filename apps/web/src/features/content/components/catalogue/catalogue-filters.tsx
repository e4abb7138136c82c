import { ETAPAS } from '@aula/contracts';
import FilterList from '@mui/icons-material/FilterList';
import FilterListOff from '@mui/icons-material/FilterListOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useCollections } from '../../api/catalogue';
import {
  anosFor,
  componentesFor,
  hasActiveFilters,
  type CatalogueFilters as Filters,
  FILTER_KEYS,
  type FilterKey,
} from '../../api/catalogue-filters';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { CatalogueSearchBox } from './catalogue-search-box';

const normalizeCode = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Search and filters of the catalogue. Each change goes to the URL (the caller's `onChange`), so a
 * filtered list can be shared, reloaded and reached with the back button.
 */
export function CatalogueFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: Filters;
  onChange: (changes: Partial<Record<FilterKey, string>>, push?: boolean) => void;
  onClear: () => void;
}) {
  const collections = useCollections();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = FILTER_KEYS.filter((key) => key !== 'search' && filters[key] !== '').length;
  const [search, setSearch] = useState(filters.search);
  const [bncc, setBncc] = useState(filters.bncc);
  const debouncedSearch = useDebouncedValue(search);
  const debouncedBncc = useDebouncedValue(bncc);

  // The URL is the source of truth: follow it when it changes elsewhere (back button, "Limpar"),
  // but not when it only catches up with what is being typed (a trailing space, lower case).
  const [seen, setSeen] = useState({ search: filters.search, bncc: filters.bncc });
  if (seen.search !== filters.search || seen.bncc !== filters.bncc) {
    setSeen({ search: filters.search, bncc: filters.bncc });
    if (filters.search !== search.trim()) setSearch(filters.search);
    if (filters.bncc !== normalizeCode(bncc)) setBncc(filters.bncc);
  }
  useEffect(() => {
    if (debouncedSearch.trim() !== filters.search) onChange({ search: debouncedSearch.trim() });
    // Only a settled change of the typed text triggers this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  useEffect(() => {
    const code = normalizeCode(debouncedBncc);
    if (code !== filters.bncc) onChange({ bncc: code });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedBncc]);

  const select = (
    key: FilterKey,
    label: string,
    allLabel: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <TextField
      select
      label={label}
      value={filters[key]}
      onChange={(event) => {
        const value = event.target.value;
        // A new etapa may rule out the chosen ano and componente.
        if (key === 'etapa') {
          const changes: Partial<Record<FilterKey, string>> = { etapa: value };
          if (filters.ano && !anosFor(value).some((a) => a.value === filters.ano)) changes.ano = '';
          if (filters.componente && !componentesFor(value).some((c) => c.value === filters.componente)) {
            changes.componente = '';
          }
          onChange(changes);
        } else {
          onChange({ [key]: value });
        }
      }}
      fullWidth
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  const collectionOptions = (collections.data?.results ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));

  return (
    <Box component="search" aria-label="Buscar e filtrar livros" sx={{ mb: 3 }}>
      <CatalogueSearchBox
        value={search}
        onType={setSearch}
        onSearch={(text) => {
          if (text.trim() !== filters.search) onChange({ search: text.trim() }, true);
        }}
      />
      {phone && (
        <Button
          variant="outlined"
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls="filtros-do-catalogo"
          startIcon={<FilterList />}
          sx={{ mb: 1 }}
        >
          {activeFilters > 0 ? `Filtros (${activeFilters})` : 'Filtros'}
        </Button>
      )}
      <Collapse in={!phone || filtersOpen} id="filtros-do-catalogo">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
            alignItems: 'end',
          }}
        >
          {select('etapa', 'Etapa', 'Todas as etapas', ETAPAS)}
          {select('ano', 'Ano', 'Todos os anos', anosFor(filters.etapa))}
          {select('componente', 'Componente', 'Todos os componentes', componentesFor(filters.etapa))}
          {select('collection', 'Coleção', 'Todas as coleções', collectionOptions)}
          <TextField
            label="Código BNCC"
            placeholder="Ex.: EF05MA12"
            value={bncc}
            onChange={(event) => setBncc(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters' } }}
            fullWidth
          />
        </Box>
      </Collapse>
      {hasActiveFilters(filters) && (
        <Button startIcon={<FilterListOff />} onClick={onClear} sx={{ mt: 2 }}>
          Limpar filtros
        </Button>
      )}
    </Box>
  );
}
