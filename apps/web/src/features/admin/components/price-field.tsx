import type { FieldValues } from 'react-hook-form';
import { formatReais, parseReais } from '../lib/price';
import { TypedTextField, type TypedTextFieldProps } from './typed-text-field';

/**
 * An amount in reais, typed as "29,90"; the form's schema (`reaisText`) turns the text into integer
 * cents. On leaving the input a readable amount is shown the Brazilian way ("29.9" → "29,90").
 */
export function PriceField<T extends FieldValues, U>({
  label = 'Preço (R$)',
  example,
  required = true,
  ...props
}: Omit<TypedTextFieldProps<T, U>, 'label' | 'helperText'> & {
  label?: string;
  /** Shown under the input until there is an error: "Ex.: 29,90". */
  example?: string;
}) {
  return (
    <TypedTextField
      {...props}
      label={label}
      required={required}
      helperText={example && `Ex.: ${example}`}
      inputMode="decimal"
      tidy={(value) => {
        const cents = parseReais(value);
        return cents === null ? null : formatReais(cents);
      }}
    />
  );
}
