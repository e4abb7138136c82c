import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@/components/date-picker';
import { SearchField } from '@/components/search-field';
import { useUrlSyncedText } from '@/lib/use-url-synced-text';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

/** A search box that writes to the URL a moment after typing stops. */
export function UrlSearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useUrlSyncedText(value, onChange);
  return (
    <SearchField
      id={id}
      label={label}
      placeholder={placeholder}
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

/** A calendar day (YYYY-MM-DD in the URL), typed or picked as dd/mm/aaaa. */
export function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <DatePicker
      label={label}
      value={value ? dayjs(value) : null}
      onChange={(day) => {
        if (day === null) onChange('');
        else if (day.isValid()) onChange(day.format('YYYY-MM-DD'));
      }}
      slotProps={{ textField: { id, sx: { width: 190 } }, field: { clearable: true } }}
    />
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'flex-end' } }}
    >
      {children}
    </Stack>
  );
}
