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
import { useState } from 'react';
import { useCollections } from '../../api/catalogue';
import {
  anosFor,
  componentesFor,
  hasActiveFilters,
  type CatalogueFilters as Filters,
  FILTER_KEYS,
  type FilterKey,
} from '../../api/catalogue-filters';
import { useUrlSyncedText } from '@/lib/use-url-synced-text';
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
  const [search, setSearch] = useUrlSyncedText(filters.search, (text) => onChange({ search: text }));
  const [bncc, setBncc] = useUrlSyncedText(filters.bncc, (code) => onChange({ bncc: code }), normalizeCode);

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
          onChange(changes, true);
        } else {
          onChange({ [key]: value }, true);
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
