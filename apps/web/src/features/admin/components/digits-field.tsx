import type { FieldValues } from 'react-hook-form';
import { TypedTextField, type TypedTextFieldProps } from './typed-text-field';

/** A whole number typed in a text input; anything but digits is dropped as it is typed. */
export function DigitsField<T extends FieldValues, U>(props: TypedTextFieldProps<T, U>) {
  return <TypedTextField {...props} inputMode="numeric" clean={(typed) => typed.replace(/\D/g, '')} />;
}
