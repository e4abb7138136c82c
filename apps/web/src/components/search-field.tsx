import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A text field (full width unless told otherwise) with the search icon in front; `onSearch` gets the typed text. */
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
      fullWidth
      {...props}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
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
