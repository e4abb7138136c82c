import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SearchField } from '@/components/search-field';
import { useUrlSyncedText } from '@/lib/use-url-synced-text';
import type { ReactNode } from 'react';

/** A search box that writes to the URL a moment after typing stops. */
export function UrlSearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
  type,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  type?: 'search';
  maxLength?: number;
}) {
  const [text, setText] = useUrlSyncedText(value, onChange);
  return (
    <SearchField
      id={id}
      label={label}
      placeholder={placeholder}
      type={type}
      maxLength={maxLength}
      value={text}
      onSearch={setText}
      fullWidth={false}
      sx={{ minWidth: { sm: 280 } }}
    />
  );
}

export function SelectFilter({
  id,
  label,
  value,
  options,
  onChange,
  all = 'Todos',
}: {
  id: string;
  label: string;
  value: string;
  options: [string, string][];
  onChange: (v: string) => void;
  /** The "no filter" option, agreeing with the noun: "Todas" for a situação, an ação. */
  all?: 'Todos' | 'Todas';
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map(([v, l]) => (
        <MenuItem key={v} value={v}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A list's filters, side by side on a wide screen; a search landmark. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack
      component="search"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'flex-end' } }}
    >
      {children}
    </Stack>
  );
}
