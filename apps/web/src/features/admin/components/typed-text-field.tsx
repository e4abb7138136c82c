import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

export interface TypedTextFieldProps<T extends FieldValues, U> {
  control: Control<T, unknown, U>;
  name: FieldPathByValue<T, string>;
  id: string;
  label: string;
  /** Shown under the input until there is an error. */
  helperText?: ReactNode;
  required?: boolean;
  fullWidth?: boolean;
}

/** A text input of a form's string field, with what the keyboard offers and how the text is kept. */
export function TypedTextField<T extends FieldValues, U>({
  control,
  name,
  id,
  label,
  helperText,
  required,
  fullWidth,
  inputMode,
  clean = (typed) => typed,
  tidy,
}: TypedTextFieldProps<T, U> & {
  inputMode: 'numeric' | 'decimal';
  /** What is kept of the text as it is typed. */
  clean?: (typed: string) => string;
  /** The text shown on leaving the input, or null to leave it as typed. */
  tidy?: (value: string) => string | null;
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
      onChange={(event) => field.onChange(clean(event.target.value))}
      onBlur={() => {
        const tidied = tidy?.(field.value);
        if (tidied != null) field.onChange(tidied);
        field.onBlur();
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput: { inputMode } }}
      fullWidth={fullWidth}
    />
  );
}
