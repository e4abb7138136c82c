import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { formatReais, parseReais } from '../lib/price';

/**
 * An amount in reais, typed as "29,90"; the form's schema (`reaisText`) turns the text into integer
 * cents. On leaving the input a readable amount is shown the Brazilian way ("29.9" → "29,90").
 */
export function PriceField<T extends FieldValues, U>({
  control,
  name,
  id,
  label = 'Preço (R$)',
  example,
  required = true,
  fullWidth,
}: {
  control: Control<T, unknown, U>;
  name: FieldPathByValue<T, string>;
  id: string;
  label?: string;
  /** Shown under the input until there is an error: "Ex.: 29,90". */
  example?: string;
  required?: boolean;
  fullWidth?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={() => {
        const cents = parseReais(field.value);
        if (cents !== null) field.onChange(formatReais(cents));
        field.onBlur();
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? (example && `Ex.: ${example}`)}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      fullWidth={fullWidth}
    />
  );
}
