import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSkillSearch } from '../../api/questions';

/** BNCC skills by code or words (the planning's picker, searching every ano): several, or one as a filter. */
export function SkillField({
  value,
  onChange,
  label,
  multiple = true,
  error,
  helperText,
  size,
}: {
  value: string[];
  onChange: (codes: string[]) => void;
  label: string;
  multiple?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
}) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const skills = useSkillSearch(search);
  const texts = new Map((skills.data?.results ?? []).map((s) => [s.code, s.text]));
  const options = (skills.data?.results ?? []).map((s) => s.code);
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      inputValue={input}
      onInputChange={(_, typed, reason) => reason !== 'reset' && setInput(typed)}
      onChange={(_, codes) => {
        onChange(multiple ? codes : codes.slice(-1));
        setInput('');
      }}
      filterOptions={(x) => x}
      filterSelectedOptions
      loading={skills.isFetching}
      loadingText="Buscando…"
      noOptionsText={search ? 'Nenhuma habilidade encontrada.' : 'Digite o código ou palavras.'}
      size={size}
      renderOption={({ key, ...props }, code) => (
        <li key={key} {...props}>
          <Typography variant="body2">
            <strong>{code}</strong>
            {texts.get(code) ? ` — ${texts.get(code)}` : ''}
          </Typography>
        </li>
      )}
      renderValue={(codes, getItemProps) =>
        codes.map((code, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={code} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 || multiple ? 'Código ou palavras, ex.: EF05MA03' : undefined}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
