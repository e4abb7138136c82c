import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A full-width text field with the search icon in front; `onSearch` gets the typed text. */
export function SearchField({
  value,
  onSearch,
  maxLength,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onSearch: (text: string) => void;
  maxLength?: number;
}) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search aria-hidden="true" />
            </InputAdornment>
          ),
        },
        htmlInput: maxLength ? { maxLength } : undefined,
      }}
    />
  );
}
