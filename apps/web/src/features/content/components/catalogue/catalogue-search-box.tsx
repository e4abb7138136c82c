import { routePath, SEARCH_MAX_LENGTH, spaRoutes } from '@aula/contracts';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Search from '@mui/icons-material/Search';
import TagOutlined from '@mui/icons-material/TagOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { useSearchSuggestions } from '../../api/catalogue';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type Suggestion = { kind: 'plan'; id: number; title: string } | { kind: 'code'; code: string };

const labelOf = (option: Suggestion | string) =>
  typeof option === 'string' ? option : option.kind === 'plan' ? option.title : option.code;

/**
 * The catalogue's search box: a combobox (MUI Autocomplete, the WAI-ARIA pattern: arrows move
 * through the list, Enter picks, Esc closes) suggesting plans and BNCC codes from the second
 * character. Picking a plan opens it; picking a code, or Enter, searches at once.
 */
export function CatalogueSearchBox({
  value,
  onType,
  onSearch,
}: {
  value: string;
  onType: (text: string) => void;
  onSearch: (text: string) => void;
}) {
  const navigate = useNavigate();
  const typed = useDebouncedValue(value, 250);
  const suggestions = useSearchSuggestions(typed);
  const data = value.trim().length >= 2 ? suggestions.data : undefined;
  const options: Suggestion[] = [
    ...(data?.plans ?? []).map((plan) => ({ kind: 'plan' as const, ...plan })),
    ...(data?.bncc_codes ?? []).map((code) => ({ kind: 'code' as const, code })),
  ];

  return (
    <Autocomplete<Suggestion, false, false, true>
      freeSolo
      // The suggestions stay beside the box, inside the page's main landmark (not in a body portal).
      disablePortal
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={labelOf}
      getOptionKey={(option) => (typeof option === 'string' ? option : labelOf(option) + option.kind)}
      inputValue={value}
      value={null}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') onType(text);
      }}
      onChange={(_event, option) => {
        if (option === null) return;
        if (typeof option === 'string') onSearch(option);
        else if (option.kind === 'code') {
          onType(option.code);
          onSearch(option.code);
        } else void navigate(routePath(spaRoutes.teacherBook, { id: option.id }));
      }}
      loading={suggestions.isFetching}
      loadingText="Buscando sugestões…"
      noOptionsText="Nenhuma sugestão"
      clearText="Limpar busca"
      openText="Abrir sugestões"
      closeText="Fechar sugestões"
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          {option.kind === 'plan' ? (
            <MenuBookOutlined fontSize="small" aria-hidden="true" />
          ) : (
            <TagOutlined fontSize="small" aria-hidden="true" />
          )}
          {labelOf(option)}
          {option.kind === 'code' && (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875em' }}>
              código BNCC
            </Box>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Buscar por tema, título, aula, componente ou código BNCC"
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden="true" />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.inputProps, maxLength: SEARCH_MAX_LENGTH },
          }}
        />
      )}
      sx={{ mb: 2 }}
    />
  );
}
